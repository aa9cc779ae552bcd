import { decode } from './decode.js';
import { asUint8Array, type InputBytes } from './input-bytes.js';
import { resolveEncodingOptions, sniffHtml, sniffXml, type EncodingOptions, type EncodingSniffResult } from './sniff.js';

/** Text decoded from HTML bytes, with how its encoding was found. */
export interface DecodedHtml extends EncodingSniffResult {
  text: string;
}

/** `input` as bytes; a TypeError naming `what` when it is none. */
export function bytesOf(input: unknown, what: string): Uint8Array {
  const bytes = asUint8Array(input);
  if (bytes === null) {
    throw new TypeError(`larch: ${what} must be a Uint8Array, a Buffer or an ArrayBuffer, got ${input === null ? 'null' : typeof input}`);
  }
  return bytes;
}

/**
 * The encoding of HTML bytes, as the encoding sniffing algorithm finds it before parsing: a
 * byte order mark, then `options.encoding`, then `options.contentType`'s charset, then a
 * `<meta>` or an XML declaration in the first 1024 bytes, then `options.defaultEncoding`
 * (UTF-8 unless given). The parser can still change a tentative encoding when it meets a later
 * `<meta>`; `parse` does.
 */
export function sniffEncoding(input: InputBytes, options?: EncodingOptions | null): EncodingSniffResult {
  return sniffHtml(bytesOf(input, 'the input'), resolveEncodingOptions(options), true)!;
}

/**
 * The first bytes of a stream, as far as they have come: their encoding once it is decided, or
 * null while more bytes could change it (fewer than 1024 and nothing decisive found yet). Once
 * decided, the answer is the one `sniffEncoding` gives for the whole stream.
 */
export function sniffEncodingStart(bytesSoFar: InputBytes, options?: EncodingOptions | null): EncodingSniffResult | null {
  return sniffHtml(bytesOf(bytesSoFar, 'the input'), resolveEncodingOptions(options), false);
}

/**
 * XML bytes decoded in the encoding XML finds for them (a byte order mark, `options.encoding`,
 * the Content-Type charset, the XML declaration, else UTF-8), and that encoding's name.
 */
export function decodeXmlBytes(input: InputBytes, options?: EncodingOptions | null): { text: string; encoding: string } {
  const bytes = bytesOf(input, 'the input');
  const { encoding } = sniffXml(bytes, resolveEncodingOptions(options));
  return { text: decode(bytes, encoding), encoding };
}

/**
 * HTML bytes decoded as sniffed (see `sniffEncoding`), without a byte order mark. Only the
 * sniffing: `parse` also follows a `<meta>` that changes a tentative encoding.
 */
export function decodeHtmlBytes(input: InputBytes, options?: EncodingOptions | null): DecodedHtml {
  const bytes = bytesOf(input, 'the input');
  const sniffed = sniffHtml(bytes, resolveEncodingOptions(options), true)!;
  return { text: decode(bytes, sniffed.encoding), ...sniffed };
}
