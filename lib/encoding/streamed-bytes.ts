import type { ParserError, ParserErrorHandler } from '../common/location.js';
import { EncodingChange, TentativeEncoding } from './changing-the-encoding.js';
import { streamDecoder, type StreamDecoder } from './decode.js';
import { sniffHtml, type EncodingSniffResult, type ResolvedEncodingOptions } from './sniff.js';

/** One parse of decoded text that comes in pieces. */
export interface TextPass {
  write(text: string, last: boolean): void;
  /** Set once a `<meta>` changed the encoding and the parse stopped, to start again. */
  readonly encodingChange: EncodingChange | null;
}

/** Starts a parse; `tentative` is there for the tree builder's `<meta>` rule. */
export type StartPass = (tentative: TentativeEncoding | null, onParseError: ParserErrorHandler | null) => TextPass;

function concat(pieces: readonly Uint8Array[], length: number): Uint8Array {
  if (pieces.length === 1) return pieces[0]!;
  const all = new Uint8Array(length);
  let at = 0;
  for (const piece of pieces) {
    all.set(piece, at);
    at += piece.length;
  }
  return all;
}

/** What `decoder` makes of all of `pieces` so far (not ended). */
function decodeAll(pieces: readonly Uint8Array[], decoder: StreamDecoder): string {
  let text = '';
  for (const piece of pieces) text += decoder(piece);
  return text;
}

/**
 * A tentative encoding while the bytes are still coming (#changing-the-encoding-while-parsing).
 * `parse` compares the whole text in both encodings when a `<meta>` names another one; here only
 * the bytes so far are known. When their text differs, the parse starts again; when it is the
 * same so far, the parse goes on (certain, so later `<meta>`s are ignored, as `parse` does) while
 * every later piece is decoded in the new encoding too: the first difference, or the end, decides
 * what `parse` would have decided.
 */
class StreamedTentativeEncoding extends TentativeEncoding {
  constructor(
    private readonly input: HtmlBytesInput,
    encoding: string,
  ) {
    super(new Uint8Array(0), encoding, '');
  }

  protected override reinterpret(encoding: string): EncodingChange | null {
    return this.input.reinterpret(this.encoding, encoding);
  }
}

/**
 * HTML bytes that come in pieces, sniffed (#encoding-sniffing-algorithm: the prescan waits for
 * its 1024 bytes), decoded piece by piece and handed to a parse that takes text in pieces, with
 * the same outcome as `parse` of all the bytes: when a `<meta>` changes a tentative encoding, the
 * parse starts again over the bytes decoded in the new one. So while the encoding is tentative,
 * every byte is kept (and the parse errors wait, as `parse` makes them wait); once it is certain
 * (a byte order mark, the caller's encoding, a `<meta>` that agrees), nothing is.
 */
export class HtmlBytesInput {
  /** The encoding the current parse reads the bytes in (null until sniffed). */
  encoding: string | null = null;
  private sniffed: EncodingSniffResult | null = null;
  /** The first bytes, until the sniffing decides. */
  private head: Uint8Array[] = [];
  private headLength = 0;
  /** Every byte so far, while the parse may start again (else null). */
  private kept: Uint8Array[] | null = null;
  private decoder: StreamDecoder | null = null;
  private pass: TextPass | null = null;
  private tentative: StreamedTentativeEncoding | null = null;
  /** Errors of a parse that may start again. */
  private heldErrors: ParserError[] | null = null;
  /** While a `<meta>`'s encoding is checked against the rest: its decoder and what each side is ahead. */
  private check: { decoder: StreamDecoder; encoding: string; ahead: string; newAhead: string } | null = null;

  constructor(
    private readonly options: ResolvedEncodingOptions,
    private readonly onParseError: ParserErrorHandler | null,
    private readonly start: StartPass,
  ) {}

  write(bytes: Uint8Array): void {
    if (this.sniffed === null) {
      // The caller may reuse its buffer: keep a copy.
      this.head.push(bytes.slice());
      this.headLength += bytes.length;
      const sniffed = sniffHtml(concat(this.head, this.headLength), this.options, false);
      if (sniffed === null) return;
      this.begin(sniffed);
      return;
    }
    this.feed(this.kept === null ? bytes : bytes.slice(), false);
  }

  end(): void {
    if (this.sniffed === null) this.begin(sniffHtml(concat(this.head, this.headLength), this.options, true)!);
    this.feed(null, true);
    const held = this.heldErrors;
    if (held !== null && this.onParseError !== null) for (const error of held) this.onParseError(error);
    this.heldErrors = null;
    if (this.tentative !== null) this.encoding = this.tentative.encoding;
  }

  /** The sniffing decided: start the parse, with what came so far. */
  private begin(sniffed: EncodingSniffResult): void {
    this.sniffed = sniffed;
    const head = concat(this.head, this.headLength);
    this.head = [];
    this.encoding = sniffed.encoding;
    this.decoder = streamDecoder(sniffed.encoding);
    if (sniffed.confidence === 'tentative') {
      this.kept = [];
      this.tentative = new StreamedTentativeEncoding(this, sniffed.encoding);
      if (this.onParseError !== null) this.heldErrors = [];
    }
    const report = this.onParseError;
    const hold =
      report === null || this.heldErrors === null
        ? report
        : (error: ParserError) => (this.heldErrors === null ? report(error) : this.heldErrors.push(error));
    this.pass = this.start(this.tentative, hold);
    this.feed(head, false);
  }

  /** Decodes and parses the next bytes (null: the end). */
  private feed(bytes: Uint8Array | null, last: boolean): void {
    if (bytes !== null && this.kept !== null) this.kept.push(bytes);
    const text = this.decoder!(bytes);
    if (this.check !== null && !this.stillSame(text, this.check.decoder(bytes), last)) {
      this.restart(this.check.encoding, last);
      return;
    }
    this.pass!.write(text, last);
    const change = this.pass!.encodingChange;
    if (change !== null) {
      this.restart(change.encoding, last);
      return;
    }
    if (this.kept !== null && this.check === null && this.tentative!.confidence === 'certain') this.settle();
  }

  /** A `<meta>` agreed with the encoding: this parse stands, its errors go out, no byte is kept. */
  private settle(): void {
    this.kept = null;
    const held = this.heldErrors;
    this.heldErrors = null;
    if (held !== null) for (const error of held) this.onParseError!(error);
  }

  /** Whether the text in the checked encoding is still the parsed text, with one more piece of each. */
  private stillSame(text: string, newText: string, last: boolean): boolean {
    const check = this.check!;
    const a = check.ahead + text;
    const b = check.newAhead + newText;
    const n = Math.min(a.length, b.length);
    if (a.slice(0, n) !== b.slice(0, n)) return false;
    check.ahead = a.slice(n);
    check.newAhead = b.slice(n);
    return !last || a.length === b.length;
  }

  /**
   * The tree builder met a `<meta>` naming `encoding` while the bytes were read in `current`:
   * answers the change when the bytes so far read differently; else null, and goes on checking
   * the rest.
   */
  reinterpret(current: string, encoding: string): EncodingChange | null {
    const kept = this.kept!;
    const text = decodeAll(kept, streamDecoder(current));
    const decoder = streamDecoder(encoding);
    const newText = decodeAll(kept, decoder);
    const n = Math.min(text.length, newText.length);
    if (text.slice(0, n) !== newText.slice(0, n)) return new EncodingChange(encoding, '');
    this.check = { decoder, encoding, ahead: text.slice(n), newAhead: newText.slice(n) };
    this.encoding = encoding;
    return null;
  }

  /** Parses again from the first byte, in `encoding`, certain of it (so never a third time). */
  private restart(encoding: string, last: boolean): void {
    const kept = this.kept!;
    this.kept = null;
    this.check = null;
    this.tentative = null;
    this.heldErrors = null;
    this.encoding = encoding;
    this.decoder = streamDecoder(encoding);
    this.pass = this.start(null, this.onParseError);
    let text = decodeAll(kept, this.decoder);
    if (last) text += this.decoder(null);
    this.pass.write(text, last);
  }
}
