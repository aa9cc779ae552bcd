/**
 * The domhandler adapter: builds the DOM htmlparser2 and cheerio use, node for node as parse5
 * with parse5-htmlparser2-tree-adapter builds it. `domhandler` (5 or 6) is an optional peer
 * dependency; `createDomhandlerAdapter` takes the module, for when another copy is wanted.
 */
export { createDomhandlerAdapter } from './adapter.js';
export type { DomhandlerTreeTypeMap } from './adapter.js';
export type { DomhandlerModule } from './domhandler-module.js';
export { doctypeData } from './doctype-data.js';
export { nodeConstructors } from './node-constructors.js';
export type { NodeConstructors } from './node-constructors.js';

export { adapter } from './instance.js';
export { xmlAdapter, createDomhandlerXmlAdapter, type DomhandlerXmlModule } from './xml.js';
export { parseXmlDocument, type Htmlparser2XmlOptions } from './xml-mode.js';
export { createCheerioLoad } from './cheerio.js';
