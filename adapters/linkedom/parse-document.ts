import * as larch from '../../lib/index.js';
import { createLinkedomAdapter, type LinkedomParsedDocument, type LinkedomTreeAdapter } from './adapter.js';

/** The options `parse` takes, minus `treeAdapter` (this function supplies it). */
export type ParseHTMLDocumentOptions = Record<string, unknown>;

type ParseFunction = (html: string, options: { treeAdapter: LinkedomTreeAdapter }) => LinkedomParsedDocument;

/**
 * Parses a whole HTML document into a linkedom Document: `documentElement`, `head`, `body`,
 * `querySelector`, `toString()` and the rest of linkedom's API work on it. The document mode is
 * on `documentMode` / `compatMode` (linkedom has no slot for it).
 */
export function parseHTMLDocument(html: string, options?: ParseHTMLDocumentOptions): LinkedomParsedDocument {
  if (typeof html !== 'string') throw new TypeError(`parseHTMLDocument: html must be a string, got ${typeof html}`);
  const parse = (larch as unknown as { parse?: ParseFunction }).parse;
  if (parse === undefined) throw new TypeError('parseHTMLDocument: larch was built without its tree builder');
  const treeAdapter = createLinkedomAdapter();
  const document = parse(html, { ...options, treeAdapter });
  treeAdapter.flattenTemplateContents();
  return document;
}
