export { parseXml, type XmlParserOptions } from './parse-xml.js';
export { serializeXml, type XmlSerializerOptions } from './serializer.js';
export type { XmlTreeAdapter } from './xml-tree-adapter.js';
export { XML_ERR as XmlErrorCodes } from './xml-error-codes.js';
