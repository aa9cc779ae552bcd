// Compiled by stream-types.test.js (tsc --noEmit): ParserStream is typed as parse5-parser-stream's,
// by a tree adapter type map, so code written against parse5's stream keeps its types.
import * as parse5 from 'parse5';
import type { Document } from 'domhandler';
import { ParserStream } from '../../lib/stream/index.js';
import { adapter as domhandlerAdapter } from '../../adapters/domhandler/index.js';

const p5 = new ParserStream<parse5.DefaultTreeAdapterMap>({ treeAdapter: parse5.defaultTreeAdapter });
export const document: parse5.DefaultTreeAdapterMap['document'] = p5.document;
export const dom: Document = new ParserStream({ treeAdapter: domhandlerAdapter }).document;
export const json: number = new ParserStream().document.children.length;
const rows = ParserStream.getFragmentStream<parse5.DefaultTreeAdapterMap>('tr', { treeAdapter: parse5.defaultTreeAdapter });
export const cells: number = rows.getFragment().childNodes.length;
// @ts-expect-error: a parse5 document is not a domhandler Document
export const wrong: Document = p5.document;
