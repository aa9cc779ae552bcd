/**
 * `parseXmlDocument`: htmlparser2's `parseDocument(data, { xmlMode: true, ... })` with larch's
 * XML5 parser behind it, taking htmlparser2's option names.
 */
import type { ParserErrorHandler } from '../../lib/common/location.js';
import { parse } from '../../lib/parser.js';
import { runXml } from '../../lib/xml/parse-xml.js';
import { callback, checkString, overlay } from '../../lib/options.js';
import { adapter } from './instance.js';
import type { AnyNode, Document } from './domhandler-module.js';
import { xmlAdapter } from './xml.js';

/** htmlparser2's parser and DomHandler options that `parseXmlDocument` honours, by their names. */
export interface Htmlparser2XmlOptions {
  /** XML (the default here); `false` parses HTML the spec's way instead (larch's `parse`). */
  xmlMode?: boolean;
  /** Decode character and entity references (default true); false keeps them as written. */
  decodeEntities?: boolean;
  /** Lowercase element names (default false in XML mode, as in htmlparser2). */
  lowerCaseTags?: boolean;
  /** Lowercase attribute names (default false in XML mode, as in htmlparser2). */
  lowerCaseAttributeNames?: boolean;
  /** Accepted; CDATA sections are always recognized in XML mode, as in htmlparser2. */
  recognizeCDATA?: boolean;
  /** Accepted; `<a/>` always closes itself in XML mode, as in htmlparser2. */
  recognizeSelfClosing?: boolean;
  /** Set `startIndex` on every node (the offset of its first character). */
  withStartIndices?: boolean;
  /** Set `endIndex` on every node (the offset of its last character, as htmlparser2 does). */
  withEndIndices?: boolean;
  /** larch: called with every parse error (kebab-case code, position). */
  onParseError?: ParserErrorHandler | null;
  /** larch: resolve the HTML named references too (`&nbsp;` in XHTML). */
  htmlEntities?: boolean;
}

/** The options this function reads, parse5-style (flags truthy or falsy); other keys (cheerio passes its whole options) are ignored. */
function readXmlModeOptions(options: unknown): Htmlparser2XmlOptions {
  const o = overlay('parseXmlDocument', options, {}) as Htmlparser2XmlOptions;
  callback('parseXmlDocument', 'onParseError', o.onParseError);
  return o;
}

/**
 * Parses `xml` into a domhandler Document the way htmlparser2's `parseDocument` does in
 * `xmlMode`, so code and libraries written for it (cheerio's `xml: true`) can switch: the
 * document keeps whatever is at the top level (several elements, text, CDATA, a DOCTYPE, PIs),
 * names keep their case, every element has type `tag`, and the nodes are those of the
 * domhandler XML adapter (`?xml` processing instructions, `cdata` nodes, resolved `namespace`).
 * Everything else follows XML5: mismatched end tags close the nearest open element of that name,
 * unclosed elements close at the end, references are decoded (numeric, the five predefined,
 * the internal subset's entities), and nothing throws.
 */
export function parseXmlDocument(xml: string, options?: Htmlparser2XmlOptions | null): Document {
  checkString('parseXmlDocument', 'xml', xml);
  const checked = readXmlModeOptions(options);
  const starts = !!checked.withStartIndices;
  const ends = !!checked.withEndIndices;
  const onParseError = checked.onParseError ?? null;
  let document: Document;
  if (checked.xmlMode === false) {
    document = parse(xml, { treeAdapter: adapter, sourceCodeLocationInfo: starts || ends, onParseError });
  } else {
    document = runXml(xml, xmlAdapter, {
      locations: starts || ends,
      htmlEntities: !!checked.htmlEntities,
      onParseError,
      fragment: true,
      decodeReferences: checked.decodeEntities !== false,
      lowerCaseTags: !!checked.lowerCaseTags,
      lowerCaseAttributeNames: !!checked.lowerCaseAttributeNames,
    }) as Document;
  }
  if (starts || ends) setIndices(document, starts, ends);
  if (!!checked.lowerCaseTags && checked.xmlMode !== false) lowerCaseDirectives(document);
  return document;
}

/** htmlparser2's `lowerCaseTags` lowercases the names of `!DOCTYPE` and `?target` directives too. */
function lowerCaseDirectives(document: Document): void {
  for (const node of document.children) {
    if (node.type === 'directive') node.name = node.name.toLowerCase();
  }
}

/**
 * htmlparser2's indices from the source locations: `startIndex` is the first character,
 * `endIndex` the last one (inclusive, where locations end past it); null when not asked for.
 * As htmlparser2's DomHandler does, the text inside a CDATA node gets the CDATA's `endIndex`
 * and no `startIndex`.
 */
function setIndices(document: Document, starts: boolean, ends: boolean): void {
  const stack: AnyNode[] = [...document.children];
  while (stack.length > 0) {
    const node = stack.pop()! as AnyNode & { sourceCodeLocation?: { startOffset: number; endOffset: number } | null };
    const location = node.sourceCodeLocation;
    node.startIndex = starts && location ? location.startOffset : null;
    node.endIndex = ends && location ? location.endOffset - 1 : null;
    if (node.type === 'cdata') {
      for (const child of node.children) child.endIndex = node.endIndex;
    } else if ('children' in node) {
      for (const child of node.children) stack.push(child);
    }
  }
}
