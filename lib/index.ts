export { NS, DOCUMENT_MODE } from './common/namespaces.js';
export { ERR as ErrorCodes } from './common/error-codes.js';
export type { Attribute } from './common/attribute.js';
export type { Location, ElementLocation, ParserError, ParserErrorHandler } from './common/location.js';
export type { TreeAdapter, TreeAdapterTypeMap, ElementCreationContext } from './tree/tree-adapter.js';
export * from './xml/index.js';
export { tokenize, type Token, type TokenAttribute, type TokenizeOptions, type TokenizeInitialState, type DoctypeStreamToken, type TagStreamToken, type CommentStreamToken, type TextStreamToken } from './tokenizer/tokenize.js';
export {
  parse,
  parseFragment,
  type ParserOptions,
  type CompatibleTreeAdapter,
  type SupportedTreeAdapter,
  type ParserOptionsWithAdapter,
  type DocumentOf,
  type DocumentFragmentOf,
  type ParentNodeOf,
} from './parser.js';
export { serialize, serializeOuter, type SerializerOptions } from './serializer/index.js';
