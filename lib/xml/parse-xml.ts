import { ErrorReporter } from '../common/error-reporter.js';
import type { ParserErrorHandler } from '../common/location.js';
import { Source } from '../input/source.js';
import type { TreeAdapterTypeMap } from '../tree/tree-adapter.js';
import { xmlAdapter, type XmlJsonTreeTypeMap } from '../json/xml.js';
import { XmlTokenizer } from './tokenizer.js';
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


function checkBoolean(name: string, value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') {
    throw new TypeError(`parseXml: option "${name}" must be a boolean, got ${typeof value}`);
  }
  return value;
}

/**
 * Parses an XML document the XML5 way: never fails, reports every error through
 * `onParseError`, and builds the tree through the adapter.
 */
export function parseXml<T extends TreeAdapterTypeMap = XmlJsonTreeTypeMap>(
  xml: string,
  options: XmlParserOptions<T> = {},
): T['document'] {
  if (typeof xml !== 'string') {
    throw new TypeError(`parseXml: input must be a string, got ${xml === null ? 'null' : typeof xml}`);
  }
  if (options === null || typeof options !== 'object') {
    throw new TypeError('parseXml: options must be an object');
  }
  const locations = checkBoolean('sourceCodeLocationInfo', options.sourceCodeLocationInfo);
  const htmlEntities = checkBoolean('htmlEntities', options.htmlEntities);
  const onParseError = options.onParseError ?? null;
  if (onParseError !== null && typeof onParseError !== 'function') {
    throw new TypeError('parseXml: option "onParseError" must be a function');
  }
  const adapter = (options.treeAdapter ?? xmlAdapter) as XmlTreeAdapter<T> | null;
  if (adapter === null || typeof adapter !== 'object') {
    throw new TypeError('parseXml: option "treeAdapter" must be an XmlTreeAdapter');
  }
  for (const method of ['createProcessingInstruction', 'createCdataSection', 'createElement'] as const) {
    if (typeof adapter[method] !== 'function') {
      throw new TypeError(`parseXml: the tree adapter has no ${method}(); XML needs an XmlTreeAdapter`);
    }
  }
  const source = new Source(xml);
  const errors = new ErrorReporter(source, onParseError);
  const builder = new XmlTreeBuilder<T>(adapter, source, errors, locations);
  new XmlTokenizer(source, builder, errors, { htmlEntities, trackAttributeSpans: locations }).run();
  return builder.document;
}
