/**
 * parse5-htmlparser2-tree-adapter's API over larch: `adapter` builds domhandler nodes for the
 * domhandler the project has (5 or 6), as parse5's htmlparser2 adapter does, and
 * `serializeDoctypeContent` writes a DOCTYPE's `!doctype` data as it does.
 */
import * as domhandler from 'domhandler';
import { createDomhandlerAdapter, doctypeData, type DomhandlerTreeTypeMap } from 'larch-html/adapters/domhandler';
import type { TreeAdapter } from 'larch-html';

/** The node types of the tree, as parse5-htmlparser2-tree-adapter names its type map. */
export type Htmlparser2TreeAdapterMap = DomhandlerTreeTypeMap;

/** The tree adapter for the installed `domhandler` (attribute maps are plain objects: see createDomhandlerAdapter). */
export const adapter: TreeAdapter<Htmlparser2TreeAdapterMap> = createDomhandlerAdapter(domhandler);

/** The data of a DOCTYPE's `!doctype` node: `!DOCTYPE name PUBLIC "pub" "sys"`. */
export function serializeDoctypeContent(name: string, publicId: string, systemId: string): string {
  return doctypeData(name, publicId, systemId);
}
