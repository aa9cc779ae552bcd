/**
 * The parse5 adapter: builds parse5's default tree (`childNodes`, `nodeName`, `parentNode`,
 * `attrs`, template `content`, `sourceCodeLocation`), the tree code written against
 * `parse5.parse` reads. No dependency on parse5.
 */
export { adapter } from './adapter.js';
export type {
  ChildNode,
  CommentNode,
  Document,
  DocumentFragment,
  DocumentType,
  Element,
  Node,
  ParentNode,
  Parse5TreeTypeMap,
  Template,
  TextNode,
} from './nodes.js';
