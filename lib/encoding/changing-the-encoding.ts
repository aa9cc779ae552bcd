import type { Attribute } from '../common/attribute.js';
import { decode, isSupported } from './decode.js';
import { isUtf16, UTF_8, WINDOWS_1252, X_USER_DEFINED } from './labels.js';
import { encodingDeclaredByMeta } from './meta.js';
import type { EncodingConfidence } from './sniff.js';

/**
 * What ends a parse whose `<meta>` names another encoding than the one the bytes were decoded
 * in: the bytes are to be parsed again in that encoding (the spec navigates again). `text` is
 * the whole input decoded anew (empty when the bytes are still coming).
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
  /** Set when a `<meta>` changed the encoding and the text reads differently: the parse starts again. */
  restart: EncodingChange | null = null;
  /** Called when `restart` is set: the parse stops (HtmlEngine stops its tokenizer). */
  onChange: (() => void) | null = null;

  constructor(
    private readonly bytes: Uint8Array,
    public encoding: string,
    /** What `bytes` decoded to in `encoding`: the text being parsed. */
    private readonly text: string,
  ) {}

  /**
   * The bytes read in `encoding` instead: null when that is the same text (the parse goes on, now
   * certain of `encoding`), else the change that starts the parse again.
   */
  protected reinterpret(encoding: string): EncodingChange | null {
    const text = decode(this.bytes, encoding);
    return text === this.text ? null : new EncodingChange(encoding, text);
  }

  /** The "in head" rules inserted a `<meta>` with `attrs`. */
  metaInserted(attrs: readonly Attribute[]): void {
    if (this.confidence !== 'tentative' || this.restart !== null) return;
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
    const restart = this.reinterpret(encoding);
    if (restart !== null) {
      this.restart = restart;
      this.onChange?.();
      return;
    }
    this.encoding = encoding;
    this.confidence = 'certain';
  }
}
