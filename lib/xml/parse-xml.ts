import { ErrorReporter } from '../common/error-reporter.js';
import type { ParserErrorHandler } from '../common/location.js';
import { Source } from '../input/source.js';
import type { TreeAdapterTypeMap } from '../tree/tree-adapter.js';
import { xmlAdapter, type XmlJsonTreeTypeMap } from '../../adapters/json/xml.js';
import { XmlTokenizer } from './tokenizer.js';
import { XmlTreeBuilder } from './tree-builder.js';
import type { XmlTreeAdapter } from './xml-tree-adapter.js';
import { checkString, resolveXmlParserOptions } from '../options.js';

export interface XmlParserOptions<T extends TreeAdapterTypeMap = XmlJsonTreeTypeMap> {
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
  xml: string,
  options?: XmlParserOptions<T> | null,
): T['document'] {
  checkString('parseXml', 'xml', xml);
  const { adapter, sourceCodeLocationInfo: locations, htmlEntities, onParseError } = resolveXmlParserOptions<XmlTreeAdapter<T>>(
    options,
    xmlAdapter as unknown as XmlTreeAdapter<T>,
  );
  const source = new Source(xml);
  const errors = new ErrorReporter(source, onParseError);
  const builder = new XmlTreeBuilder<T>(adapter, source, errors, locations);
  new XmlTokenizer(source, builder, errors, { htmlEntities, trackAttributeSpans: locations }).run();
  return builder.document;
}
