/**
 * The domhandler adapter: builds the DOM htmlparser2 and cheerio use, node for node as parse5
 * with parse5-htmlparser2-tree-adapter builds it. `domhandler` (5 or 6) is an optional peer
 * dependency; `createDomhandlerAdapter` takes the module, for when another copy is wanted.
 */
import * as domhandler from 'domhandler';
import { createDomhandlerAdapter } from './adapter.js';

export { createDomhandlerAdapter } from './adapter.js';
export type { DomhandlerTreeTypeMap } from './adapter.js';
export type { DomhandlerModule } from './domhandler-module.js';
export { nodeConstructors } from './node-constructors.js';
export type { NodeConstructors } from './node-constructors.js';

/** The adapter for the installed `domhandler`. */
export const adapter = createDomhandlerAdapter(domhandler);
export { xmlAdapter, createDomhandlerXmlAdapter, type DomhandlerXmlModule } from './xml.js';
