import type { Attribute } from '../common/attribute.js';
import { decode, isSupported } from './decode.js';
import { isUtf16, UTF_8, WINDOWS_1252, X_USER_DEFINED } from './labels.js';
import { encodingDeclaredByMeta } from './meta.js';
import type { EncodingConfidence } from './sniff.js';

/**
 * Thrown out of a parse whose `<meta>` names another encoding than the one the bytes were
 * decoded in, to parse them again in that encoding (the spec navigates again). Caught by
 * `parseBytes`; never reaches the caller.
 */
export class EncodingChange {
  constructor(
    readonly encoding: string,
    readonly text: string,
  ) {}
}

/**
 * The encoding of a parse of bytes while the confidence is tentative. The "in head" rules tell it
 * every `<meta>` they insert (#parsing-main-inhead); it changes the encoding as
 * #changing-the-encoding-while-parsing says.
 */
export class TentativeEncoding {
  confidence: EncodingConfidence = 'tentative';

  constructor(
    private readonly bytes: Uint8Array,
    public encoding: string,
    /** What `bytes` decoded to in `encoding`: the text being parsed. */
    private readonly text: string,
  ) {}

  /**
   * The bytes read in `encoding` instead: returns when that is the same text (the parse goes on,
   * now certain of `encoding`), throws EncodingChange when it is not.
   */
  protected reinterpret(encoding: string): void {
    const text = decode(this.bytes, encoding);
    if (text !== this.text) throw new EncodingChange(encoding, text);
  }

  metaInserted(attrs: readonly Attribute[]): void {
    if (this.confidence !== 'tentative') return;
    const declared = encodingDeclaredByMeta(attrs);
    if (declared !== null) this.change(declared);
  }

  /** "Change the encoding" (#change-the-encoding) to `encoding`. */
  private change(encoding: string): void {
    // A UTF-16 document cannot hold a meaningful ASCII <meta> naming another encoding.
    if (isUtf16(this.encoding)) {
      this.confidence = 'certain';
      return;
    }
    if (isUtf16(encoding)) encoding = UTF_8;
    else if (encoding === X_USER_DEFINED) encoding = WINDOWS_1252;
    if (encoding === this.encoding) {
      this.confidence = 'certain';
      return;
    }
    if (!isSupported(encoding)) return;
    // Every byte is already converted, so "the same Unicode interpretations" means the same text:
    // the parse goes on in the new encoding; otherwise it starts again.
    this.reinterpret(encoding);
    this.encoding = encoding;
    this.confidence = 'certain';
  }
}
