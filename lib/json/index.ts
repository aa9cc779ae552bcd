/**
 * The default tree of the core: the JSON AST, plain JSON-safe objects (see `nodes.ts` for the
 * types), built by `adapter` (HTML) and `xmlAdapter` (XML). `larch-html/adapters/json` re-exports
 * this module.
 */
export { adapter } from './adapter.js';
export type {
  ChildNode,
  CommentNode,
  DoctypeNode,
  DocumentNode,
  ElementNode,
  ElementPosition,
  FragmentNode,
  JsonTreeTypeMap,
  Node,
  ParentNode,
  Point,
  Position,
  ProcessingInstructionNode,
  ShadowRootNode,
  TextNode,
} from './nodes.js';
export { xmlAdapter, type XmlJsonTreeTypeMap, type XmlNode, type XmlChildNode, type XmlParentNode, type XmlDocumentNode, type XmlElementNode, type XmlDoctypeNode, type CdataNode } from './xml.js';
export { stringifyJson } from './stringify.js';
