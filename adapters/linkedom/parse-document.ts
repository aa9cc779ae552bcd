import { parse } from '../../lib/parser.js';
import type { ParserOptions } from '../../lib/options.js';
import type { InputBytes } from '../../lib/encoding/input-bytes.js';
import { createLinkedomAdapter, type LinkedomParsedDocument, type LinkedomTreeAdapterMap } from './adapter.js';

/** The options `parse` takes, minus `treeAdapter` (this function supplies it). */
export type ParseHTMLDocumentOptions = Omit<ParserOptions<LinkedomTreeAdapterMap>, 'treeAdapter'>;

/**
 * Parses a whole HTML document into a linkedom Document: `documentElement`, `head`, `body`,
 * `querySelector`, `innerHTML`, `toString()` and the rest of linkedom's API work on it. The
 * document mode is on `documentMode` / `compatMode`, which linkedom has no slot for. Bytes are
 * decoded as `parse` decodes them, and their encoding is the document's `characterSet`.
 *
 * linkedom's `toString()` and `outerHTML` write the text of `<textarea>` and `<title>`
 * unescaped, so a textarea holding `</textarea><img src=x>` (written `&lt;/textarea&gt;...` in
 * the source) prints as markup with an `<img>` in it. For output that will be parsed again, use
 * `serialize(document, { treeAdapter: createLinkedomAdapter() })` (any instance reads any
 * linkedom document), which escapes as the spec's serialization does. `useLarchFragmentParsing(document)` makes the
 * document's `innerHTML` setters parse with larch too.
 */
export function parseHTMLDocument(html: string | InputBytes, options?: ParseHTMLDocumentOptions | null): LinkedomParsedDocument {
  if (options !== undefined && options !== null && typeof options !== 'object') {
    throw new TypeError(`parseHTMLDocument: options must be an object, got ${typeof options}`);
  }
  const treeAdapter = createLinkedomAdapter();
  const document = parse<LinkedomTreeAdapterMap>(html, { ...options, treeAdapter });
  treeAdapter.flattenTemplateContents();
  return document;
}
