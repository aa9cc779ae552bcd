export { decodeHtmlBytes, decodeXmlBytes, sniffEncoding, sniffEncodingStart, bytesOf, type DecodedHtml } from './sniff-encoding.js';
export {
  resolveEncodingOptions,
  sniffXml,
  type EncodingConfidence,
  type EncodingOptions,
  type EncodingSniffResult,
  type EncodingSource,
  type ResolvedEncodingOptions,
} from './sniff.js';
export { encodingForLabel } from './labels.js';
export { decode, isSupported } from './decode.js';
export { parseBytes, type DecodedPass } from './parse-bytes.js';
export type { TentativeEncoding } from './changing-the-encoding.js';
export type { InputBytes } from './input-bytes.js';
