import { ErrorReporter } from '../common/error-reporter.js';
import type { ParserErrorHandler } from '../common/location.js';
import { Source } from '../input/source.js';
import type { TreeAdapterTypeMap } from '../tree/tree-adapter.js';
import { xmlAdapter, type XmlJsonTreeTypeMap } from '../../adapters/json/xml.js';
import { XmlTokenizer } from './tokenizer.js';
import { XmlTreeBuilder } from './tree-builder.js';
import type { XmlTreeAdapter } from './xml-tree-adapter.js';
import { resolveXmlParserOptions } from '../options.js';
import { asUint8Array, type InputBytes } from '../encoding/input-bytes.js';
import { decodeXmlBytes } from '../encoding/sniff-encoding.js';
import type { EncodingOptions } from '../encoding/sniff.js';

/**
 * The options of `parseXml`. `encoding` and `contentType` matter only for bytes, whose encoding
 * is otherwise read from a byte order mark or the XML declaration (UTF-8 without either).
 */
export interface XmlParserOptions<T extends TreeAdapterTypeMap = XmlJsonTreeTypeMap>
  extends Omit<EncodingOptions, 'defaultEncoding'> {
  /** Builds the tree (default: the JSON adapter's `xmlAdapter`). */
  treeAdapter?: XmlTreeAdapter<T> | null;
  /** Attach parse5-shaped source locations to every node (default false; read as truthy/falsy). */
  sourceCodeLocationInfo?: boolean | null;
  /** Called with every parse error, in input order. */
  onParseError?: ParserErrorHandler | null;
  /** Resolve the HTML named character references too, for XHTML full of `&nbsp;` (default false). */
  htmlEntities?: boolean | null;
}

/**
 * Parses an XML document the XML5 way: never fails, reports every error through
 * `onParseError`, and builds the tree through the adapter.
 */
export function parseXml<T extends TreeAdapterTypeMap = XmlJsonTreeTypeMap>(
  xml: string | InputBytes,
  options?: XmlParserOptions<T> | null,
): T['document'] {
  const bytes = typeof xml === 'string' ? null : asUint8Array(xml);
  if (typeof xml !== 'string' && bytes === null) {
    throw new TypeError(
      `parseXml: xml must be a string or bytes (a Uint8Array, Buffer or ArrayBuffer), got ${xml === null ? 'null' : typeof xml}`,
    );
  }
  const { adapter, sourceCodeLocationInfo: locations, htmlEntities, onParseError } = resolveXmlParserOptions<XmlTreeAdapter<T>>(
    options,
    xmlAdapter as unknown as XmlTreeAdapter<T>,
  );
  const decoded = bytes === null ? null : decodeXmlBytes(bytes, options);
  const source = new Source(decoded === null ? (xml as string) : decoded.text);
  const errors = new ErrorReporter(source, onParseError);
  const builder = new XmlTreeBuilder<T>(adapter, source, errors, locations);
  new XmlTokenizer(source, builder, errors, { htmlEntities, trackAttributeSpans: locations }).run();
  if (decoded !== null) adapter.setDocumentEncoding?.(builder.document, decoded.encoding);
  return builder.document;
}
