/** The node types of parse5's default tree, as parse5 exports them under `DefaultTreeAdapterTypes`. */
export type * from '../../../adapters/parse5/nodes.js';
export type { Parse5TreeTypeMap as DefaultTreeAdapterMap } from '../../../adapters/parse5/nodes.js';
