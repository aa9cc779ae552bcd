export { NS, DOCUMENT_MODE } from './common/namespaces.js';
export { ERR as ErrorCodes } from './common/error-codes.js';
export { TREE_CONSTRUCTION_ERRORS, type TreeConstructionError, type TreeConstructionCode, type Parse5Reporting, type InsertionModeName } from './common/tree-construction-errors.js';
export type { Attribute } from './common/attribute.js';
export type { Location, ElementLocation, ParserError, ParserErrorHandler } from './common/location.js';
export type {
  TreeAdapter,
  TreeAdapterTypeMap,
  Parse5TreeAdapter,
  ProcessingInstructionAdapter,
  ShadowRootAdapter,
  DocumentEncodingAdapter,
  CdataSectionAdapter,
  ElementCreationContext,
  DeclarativeShadowRootInit,
} from './tree/tree-adapter.js';
export * from './xml/index.js';
export { tokenize, createTokenizer, TokenStream, type TokenStreamOptions, type Token, type TokenAttribute, type TokenizeOptions, type TokenizeInitialState, type DoctypeStreamToken, type TagStreamToken, type CommentStreamToken, type ProcessingInstructionStreamToken, type TextStreamToken } from './tokenize.js';
export { parse, parseFragment } from './parser.js';
export {
  scan,
  scanTokens,
  scanMarkupAt,
  ScanResult,
  SCAN_KINDS,
  ScanFlag,
  OBSOLETE_ELEMENTS,
  type ScanOptions,
  type ScanToken,
  type ScanChange,
  type ScanKind,
  type ScanFlagName,
  type ScanMarkupOptions,
  type MarkupAt,
} from './scanner/index.js';
export type {
  ParserOptions,
  ParserOptionsWithAdapter,
  SerializerOptions,
  SerializerOptionsWithAdapter,
  CompatibleTreeAdapter,
  SupportedTreeAdapter,
  DocumentOf,
  DocumentFragmentOf,
  ParentNodeOf,
  NodeOf,
} from './options.js';
export { serialize, serializeOuter, serializeTo } from './serializer/index.js';
export {
  sniffEncoding,
  sniffEncodingStart,
  decodeHtmlBytes,
  decodeXmlBytes,
  encodingForLabel,
  type DecodedHtml,
  type EncodingConfidence,
  type EncodingOptions,
  type EncodingSniffResult,
  type EncodingSource,
  type InputBytes,
} from './encoding/index.js';
export { HtmlParser, createParser, createFragmentParser } from './html-parser.js';
export type { ScriptControl, ScriptHandler } from './common/script-control.js';
export {
  SaxParser,
  createSaxParser,
  type SaxHandler,
  type SaxParserOptions,
  type SaxSpan,
  type SaxStartTag,
  type SaxEndTag,
  type SaxText,
  type SaxComment,
  type SaxDoctype,
  type SaxProcessingInstruction,
} from './sax/sax-parser.js';
export { Rewriter, createRewriter, type RewriterHandler, type RewriterOptions } from './sax/rewriter.js';
