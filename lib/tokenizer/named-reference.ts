import { DecodingMode, EntityDecoder, htmlDecodeTree } from 'entities/decode';

/**
 * §13.2.5.73 Named character reference state: longest match against the named character
 * reference table. The table is the `entities` package's `htmlDecodeTree`, walked by its
 * `EntityDecoder` (the package is the maintained source of the table and of the trie walk; we only
 * add what the spec wants around it: error positions, the ambiguous ampersand state, merging).
 */
export class NamedReferenceMatcher {
  private readonly decoder: EntityDecoder;
  /** The replacement text of the last successful match. */
  value: string;

  constructor() {
    this.value = '';
    this.decoder = new EntityDecoder(htmlDecodeTree, (cp: number) => {
      this.value += String.fromCodePoint(cp);
    });
  }

  /**
   * Matches a reference whose name starts at `start` (just past the `&`). Returns the length of
   * the reference including the `&`, or 0 when nothing is to be decoded: no name matched, or (in
   * an attribute value) a match without `;` is followed by an alphanumeric or `=`.
   */
  match(text: string, start: number, inAttribute: boolean): number {
    this.value = '';
    const decoder = this.decoder;
    decoder.startEntity(inAttribute ? DecodingMode.Attribute : DecodingMode.Legacy);
    const n = decoder.write(text, start);
    return n < 0 ? decoder.end() : n;
  }
}
