export { NS, DOCUMENT_MODE } from './common/namespaces.js';
export { ERR as ErrorCodes } from './common/error-codes.js';
export type { Attribute } from './common/attribute.js';
export type { Location, ElementLocation, ParserError, ParserErrorHandler } from './common/location.js';
export type { TreeAdapter, TreeAdapterTypeMap, ElementCreationContext } from './tree/tree-adapter.js';
