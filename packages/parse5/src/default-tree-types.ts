/** The node types of parse5's default tree, as parse5 exports them under `DefaultTreeAdapterTypes`. */
export type * from 'larch-html/adapters/parse5';
export type { Parse5TreeTypeMap as DefaultTreeAdapterMap } from 'larch-html/adapters/parse5';
