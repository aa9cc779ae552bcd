/**
 * The hast adapter: larch's parser building hast, the syntax tree of unified and rehype, node for
 * node as rehype-parse (parse5 + hast-util-from-parse5) builds it, without an intermediate tree.
 * The rehype plugin is `larch-html/rehype`.
 */
export { adapter, createHastAdapter, HastAdapter, type HastAdapterOptions } from './adapter.js';
export { parseHast, type ParseHastOptions } from './parse-hast.js';
export type { Comment, Doctype, Element, ElementContent, HastChild, HastNode, HastParent, HastTreeTypeMap, Instruction, Root, RootContent, Text } from './nodes.js';
