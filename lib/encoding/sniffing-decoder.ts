import { streamDecoder, type StreamDecoder } from './decode.js';
import { sniffHtml, type ResolvedEncodingOptions } from './sniff.js';

/**
 * HTML bytes in pieces to text in pieces, in the encoding the sniffing finds (#encoding-sniffing-
 * algorithm: a byte order mark, the caller's encoding or Content-Type, the prescan of the first
 * 1024 bytes, the default), held back until it has decided. Only the sniffing: a `<meta>` later
 * in the document does not change the encoding (the push parser and ParserStream do that).
 */
export class SniffingDecoder {
  /** The encoding, once sniffed (null before). */
  encoding: string | null = null;
  private head: Uint8Array[] = [];
  private headLength = 0;
  private decoder: StreamDecoder | null = null;

  constructor(private readonly options: ResolvedEncodingOptions) {}

  /** The text of the bytes so far that is known ('' while the sniffing waits for more). */
  write(bytes: Uint8Array): string {
    if (this.decoder !== null) return this.decoder(bytes);
    this.head.push(bytes.slice());
    this.headLength += bytes.length;
    return this.decide(false);
  }

  /** The rest of the text, at the end of the bytes. */
  end(): string {
    const text = this.decoder === null ? this.decide(true) : '';
    return text + this.decoder!(null);
  }

  private decide(complete: boolean): string {
    const head = new Uint8Array(this.headLength);
    let at = 0;
    for (const piece of this.head) {
      head.set(piece, at);
      at += piece.length;
    }
    const sniffed = sniffHtml(head, this.options, complete);
    if (sniffed === null) return '';
    this.head = [];
    this.encoding = sniffed.encoding;
    this.decoder = streamDecoder(sniffed.encoding);
    return this.decoder(head);
  }
}
