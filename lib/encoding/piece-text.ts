import { asUint8Array } from './input-bytes.js';
import type { ResolvedEncodingOptions } from './sniff.js';
import { SniffingDecoder } from './sniffing-decoder.js';

/**
 * The text of input that comes in pieces, either all strings or all bytes (sniffed and decoded
 * as `parse` decodes bytes, held back while the sniffing waits): for the streaming APIs that
 * take both (the SAX parser, the token stream). `what` names the API in messages.
 */
export class PieceText {
  private decoder: SniffingDecoder | null = null;
  private sawText = false;

  constructor(
    private readonly what: string,
    private readonly encodingOptions: ResolvedEncodingOptions,
  ) {}

  /** The text of one more piece ('' while bytes are being sniffed). */
  of(chunk: unknown): string {
    if (typeof chunk === 'string') {
      if (this.decoder !== null) throw new TypeError(`larch: ${this.what} fed bytes cannot take a string`);
      this.sawText = true;
      return chunk;
    }
    const bytes = asUint8Array(chunk);
    if (bytes === null) throw new TypeError(`larch: ${this.what} takes strings or bytes, got ${chunk === null ? 'null' : typeof chunk}`);
    if (this.sawText) throw new TypeError(`larch: ${this.what} fed strings cannot take bytes`);
    this.decoder ??= new SniffingDecoder(this.encodingOptions);
    return this.decoder.write(bytes);
  }

  /** The text bytes still held at the end (the sniffing's wait, a sequence cut at the end). */
  end(): string {
    return this.decoder === null ? '' : this.decoder.end();
  }

  /** The encoding bytes are read in (null for strings, or while the first bytes are sniffed). */
  get encoding(): string | null {
    return this.decoder === null ? null : this.decoder.encoding;
  }
}
