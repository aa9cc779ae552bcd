export { parseXml, parseXmlFragment, type XmlParserOptions } from './parse-xml.js';
export { serializeXml, type XmlSerializerOptions } from './serializer.js';
export type { XmlTreeAdapter } from '../tree/xml-tree-adapter.js';
export { XML_ERR as XmlErrorCodes } from './xml-error-codes.js';
export {
  tokenizeXml,
  type XmlToken,
  type XmlTokenizeOptions,
  type XmlDoctypeStreamToken,
  type XmlTagStreamToken,
  type XmlTextStreamToken,
  type XmlCdataStreamToken,
  type XmlCommentStreamToken,
  type XmlProcessingInstructionStreamToken,
} from './tokenize-xml.js';
