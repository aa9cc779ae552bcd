import { DecodingMode, HtmlEntityDecoder } from 'entities/decode';
import { CC, isAsciiAlphanumeric } from './char-codes.js';

/**
 * Named character reference state (#named-character-reference-state): longest match against the
 * named character reference table. The table is the `entities` package's, walked by its
 * `HtmlEntityDecoder` in legacy mode (longest match, with or without `;`). The attribute rule is
 * applied here, on the character after the match, as the spec states it, so it does not depend on
 * the package's attribute mode (which `entities` 7.0.x and 8.0.0 got wrong; those versions also
 * decode some names that are not in the table). Version 9's table is the compact one: about 10 KB
 * less, gzipped, in a page's bundle than 6's trie (`npm run bench:bundle`).
 */
export class NamedReferenceMatcher {
  private readonly decoder: HtmlEntityDecoder;
  /** The replacement text of the last successful match. */
  value: string;

  constructor() {
    this.value = '';
    this.decoder = new HtmlEntityDecoder((cp: number) => {
      this.value += String.fromCodePoint(cp);
    });
  }

  /**
   * Matches a reference whose name starts at `start` (just past the `&`). Returns the length of
   * the reference including the `&`, or 0 when nothing is to be decoded: no name matched, or (in
   * an attribute value) a match without `;` is followed by an alphanumeric or `=`, which the spec
   * flushes as written for historical reasons (`href="?a&not=1"`). With `final` false, `text` is
   * not the whole input: -1 when the answer depends on what follows it.
   */
  match(text: string, start: number, inAttribute: boolean, final = true): number {
    this.value = '';
    const decoder = this.decoder;
    decoder.startEntity(DecodingMode.Legacy);
    let n = decoder.write(text, start);
    if (n < 0) {
      if (!final) return -1;
      n = decoder.end();
    }
    if (n > 0 && inAttribute) {
      const end = start - 1 + n;
      if (text.charCodeAt(end - 1) !== CC.SEMI) {
        // At the end of the input nothing follows: decoded (charCodeAt would give NaN there).
        if (end === text.length) {
          if (!final) return -1;
        } else {
          const next = text.charCodeAt(end);
          if (next === CC.EQ || isAsciiAlphanumeric(next)) return 0;
        }
      }
    }
    return n;
  }
}
