import { ErrorReporter } from '../common/error-reporter.js';
import type { ParserErrorHandler } from '../common/location.js';
import { Source } from '../input/source.js';
import type { TreeAdapterTypeMap } from '../tree/tree-adapter.js';
import { xmlAdapter, type XmlJsonTreeTypeMap } from '../../adapters/json/xml.js';
import { XmlTokenizer, type XmlTokenizerOptions } from './tokenizer.js';
import { XmlTreeBuilder } from './tree-builder.js';
import type { XmlTreeAdapter } from './xml-tree-adapter.js';

export interface XmlParserOptions<T extends TreeAdapterTypeMap = XmlJsonTreeTypeMap> {
  /** Builds the tree (default: the JSON adapter's `xmlAdapter`). */
  treeAdapter?: XmlTreeAdapter<T>;
  /** Attach parse5-shaped source locations to every node (default false). */
  sourceCodeLocationInfo?: boolean;
  /** Called with every parse error, in input order. */
  onParseError?: ParserErrorHandler | null;
  /** Resolve the HTML named character references too, for XHTML full of `&nbsp;` (default false). */
  htmlEntities?: boolean;
}


function checkBoolean(api: string, name: string, value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') {
    throw new TypeError(`${api}: option "${name}" must be a boolean, got ${typeof value}`);
  }
  return value;
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
  }).run();
  return builder.document;
}

/** Checks `parseXml`'s and `parseXmlFragment`'s arguments; returns the adapter and run options. */
function resolveXmlOptions<T extends TreeAdapterTypeMap>(
  api: string,
  xml: unknown,
  options: XmlParserOptions<T>,
  fragment: boolean,
): { adapter: XmlTreeAdapter<T>; run: XmlRunOptions } {
  if (typeof xml !== 'string') {
    throw new TypeError(`${api}: input must be a string, got ${xml === null ? 'null' : typeof xml}`);
  }
  if (options === null || typeof options !== 'object') {
    throw new TypeError(`${api}: options must be an object`);
  }
  const locations = checkBoolean(api, 'sourceCodeLocationInfo', options.sourceCodeLocationInfo);
  const htmlEntities = checkBoolean(api, 'htmlEntities', options.htmlEntities);
  const onParseError = options.onParseError ?? null;
  if (onParseError !== null && typeof onParseError !== 'function') {
    throw new TypeError(`${api}: option "onParseError" must be a function`);
  }
  const adapter = (options.treeAdapter ?? xmlAdapter) as XmlTreeAdapter<T> | null;
  if (adapter === null || typeof adapter !== 'object') {
    throw new TypeError(`${api}: option "treeAdapter" must be an XmlTreeAdapter`);
  }
  for (const method of ['createProcessingInstruction', 'createCdataSection', 'createElement'] as const) {
    if (typeof adapter[method] !== 'function') {
      throw new TypeError(`${api}: the tree adapter has no ${method}(); XML needs an XmlTreeAdapter`);
    }
  }
  return { adapter, run: { locations, htmlEntities, onParseError, fragment } };
}

/**
 * Parses an XML document the XML5 way: never fails, reports every error through
 * `onParseError`, and builds the tree through the adapter.
 */
export function parseXml<T extends TreeAdapterTypeMap = XmlJsonTreeTypeMap>(
  xml: string,
  options: XmlParserOptions<T> = {},
): T['document'] {
  const { adapter, run } = resolveXmlOptions('parseXml', xml, options, false);
  return runXml(xml, adapter, run);
}

/**
 * Parses XML content that need not have a single root element, into a document fragment made
 * by the adapter's `createDocumentFragment`: any number of top-level elements, text, CDATA
 * sections, comments and processing instructions, and a DOCTYPE before the first element.
 * Everything else follows XML5 as in `parseXml`; namespaces start from the predefined `xml`
 * and `xmlns` prefixes only.
 */
export function parseXmlFragment<T extends TreeAdapterTypeMap = XmlJsonTreeTypeMap>(
  xml: string,
  options: XmlParserOptions<T> = {},
): T['documentFragment'] {
  const { adapter, run } = resolveXmlOptions('parseXmlFragment', xml, options, true);
  return runXml(xml, adapter, run);
}
