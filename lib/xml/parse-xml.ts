import { ErrorReporter } from '../input/error-reporter.js';
import type { ParserErrorHandler } from '../common/location.js';
import { Source } from '../input/source.js';
import type { TreeAdapterTypeMap } from '../tree/tree-adapter.js';
import { xmlAdapter, type XmlJsonTreeTypeMap } from '../json/xml.js';
import { XmlTokenizer, type XmlTokenizerOptions } from './tokenizer.js';
import { XmlTreeBuilder } from './tree-builder.js';
import type { XmlTreeAdapter } from '../tree/xml-tree-adapter.js';
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

/** What `runXml` needs beyond the input and the adapter. */
export interface XmlRunOptions extends Pick<XmlTokenizerOptions, 'decodeReferences' | 'lowerCaseTags' | 'lowerCaseAttributeNames'> {
  locations: boolean;
  htmlEntities: boolean;
  onParseError: ParserErrorHandler | null;
  /** Build a fragment (any number of top-level nodes) instead of a document. */
  fragment: boolean;
}

/** Tokenizes and builds; returns the root node (a document, or a fragment). */
export function runXml<T extends TreeAdapterTypeMap>(xml: string, adapter: XmlTreeAdapter<T>, options: XmlRunOptions): T['document'] {
  const source = new Source(xml);
  const errors = new ErrorReporter(source, options.onParseError);
  const builder = new XmlTreeBuilder<T>(adapter, source, errors, options.locations, options.fragment);
  new XmlTokenizer(source, builder, errors, {
    htmlEntities: options.htmlEntities,
    // Spans give locations, and put namespace errors at the attribute they are about.
    trackAttributeSpans: options.locations || options.onParseError !== null,
    decodeReferences: options.decodeReferences,
    lowerCaseTags: options.lowerCaseTags,
    lowerCaseAttributeNames: options.lowerCaseAttributeNames,
    lendAttributes: builder.borrowsAttributes,
  }).run();
  return builder.document;
}

/** Checks `parseXml`'s and `parseXmlFragment`'s arguments; returns the adapter, run options and the decoded bytes. */
function resolveXmlInput<T extends TreeAdapterTypeMap>(
  api: string,
  xml: unknown,
  options: XmlParserOptions<T> | null | undefined,
  fragment: boolean,
): { adapter: XmlTreeAdapter<T>; run: XmlRunOptions; text: string; encoding: string | null } {
  const bytes = typeof xml === 'string' ? null : asUint8Array(xml);
  if (typeof xml !== 'string' && bytes === null) {
    throw new TypeError(
      `${api}: xml must be a string or bytes (a Uint8Array, Buffer or ArrayBuffer), got ${xml === null ? 'null' : typeof xml}`,
    );
  }
  const { adapter, sourceCodeLocationInfo: locations, htmlEntities, onParseError } = resolveXmlParserOptions<XmlTreeAdapter<T>>(
    options,
    xmlAdapter as unknown as XmlTreeAdapter<T>,
    api,
    fragment,
  );
  const decoded = bytes === null ? null : decodeXmlBytes(bytes, options);
  return {
    adapter,
    run: { locations, htmlEntities, onParseError, fragment },
    text: decoded === null ? (xml as string) : decoded.text,
    encoding: decoded === null ? null : decoded.encoding,
  };
}

/**
 * Parses an XML document the XML5 way: never fails, reports every error through
 * `onParseError`, and builds the tree through the adapter.
 */
export function parseXml<T extends TreeAdapterTypeMap = XmlJsonTreeTypeMap>(
  xml: string | InputBytes,
  options?: XmlParserOptions<T> | null,
): T['document'] {
  const { adapter, run, text, encoding } = resolveXmlInput('parseXml', xml, options, false);
  const document = runXml(text, adapter, run);
  if (encoding !== null) adapter.setDocumentEncoding?.(document, encoding);
  return document;
}

/**
 * Parses XML content that need not have a single root element, into a document fragment made
 * by the adapter's `createDocumentFragment`: any number of top-level elements, text, CDATA
 * sections, comments and processing instructions, and a DOCTYPE before the first element.
 * Everything else follows XML5 as in `parseXml`; namespaces start from the predefined `xml`
 * and `xmlns` prefixes only.
 */
export function parseXmlFragment<T extends TreeAdapterTypeMap = XmlJsonTreeTypeMap>(
  xml: string | InputBytes,
  options?: XmlParserOptions<T> | null,
): T['documentFragment'] {
  const { adapter, run, text } = resolveXmlInput('parseXmlFragment', xml, options, true);
  return runXml(text, adapter, run);
}
