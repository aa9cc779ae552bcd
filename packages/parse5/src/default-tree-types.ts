/** The node types of parse5's default tree, as parse5 exports them under `DefaultTreeAdapterTypes`. */
export type {
  ChildNode,
  CommentNode,
  Document,
  DocumentFragment,
  DocumentType,
  Element,
  Node,
  ParentNode,
  Template,
  TextNode,
  Parse5TreeTypeMap as DefaultTreeAdapterMap,
} from '../../../adapters/parse5/index.js';
