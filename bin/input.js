// Bytes → text for the command line. The one place the CLI decodes its input, so the spec's full
// encoding sniffing (lib/encoding, when it lands) can replace it.

/** The encoding a byte order mark at the start of `bytes` names, or null. */
function bomEncoding(bytes) {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

/**
 * Decodes a file's bytes as the HTML spec does for a byte order mark (#decode): a UTF-8 or
 * UTF-16 BOM names the encoding and is not part of the text; without one, UTF-8 (invalid bytes
 * become U+FFFD). `TextDecoder` drops the BOM of the encoding it decodes.
 */
export function decodeInput(bytes) {
  return new TextDecoder(bomEncoding(bytes) ?? 'utf-8').decode(bytes);
}
