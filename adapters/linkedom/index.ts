export {
  createLinkedomAdapter,
  type LinkedomParsedDocument,
  type LinkedomTreeAdapter,
  type LinkedomTreeAdapterMap,
} from './adapter.js';
export { parseHTMLDocument, type ParseHTMLDocumentOptions } from './parse-document.js';
export { useLarchFragmentParsing, type FragmentParsingOptions, type FragmentParsingTarget } from './fragment-parsing.js';
export type * from './linkedom-types.js';
export * from './xml.js';
