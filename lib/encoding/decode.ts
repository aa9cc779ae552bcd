import { REPLACEMENT } from './labels.js';

/*
 * Decoding is the platform's TextDecoder (the Encoding Standard's decoders, in Node and in
 * browsers). It is reached through globalThis and typed locally, so the core needs neither the
 * DOM nor Node's type declarations, and its own declarations declare no globals.
 */
interface PlatformTextDecoder {
  decode(input?: Uint8Array, options?: { stream: boolean }): string;
}
type PlatformTextDecoderClass = new (label: string) => PlatformTextDecoder;

/** A decoder per encoding name, or null where the platform does not have that encoding. */
const decoders = new Map<string, PlatformTextDecoder | null>();

function decoderFor(name: string): PlatformTextDecoder | null {
  let decoder = decoders.get(name);
  if (decoder === undefined) {
    const TextDecoderClass = (globalThis as { TextDecoder?: PlatformTextDecoderClass }).TextDecoder;
    if (TextDecoderClass === undefined) throw new TypeError('larch: decoding bytes needs the platform TextDecoder');
    try {
      // Every name of the Encoding Standard's table is also one of its labels.
      decoder = new TextDecoderClass(name);
    } catch {
      // A RangeError: this platform lacks the encoding (Node has no x-user-defined or ISO-8859-16).
      decoder = null;
    }
    decoders.set(name, decoder);
  }
  return decoder;
}

/**
 * Whether bytes in the encoding `name` (a name from the Encoding Standard's table) can be
 * decoded here. The sniffing treats an encoding the platform lacks as it treats an unknown label.
 */
export function isSupported(name: string): boolean {
  return name === REPLACEMENT || decoderFor(name) !== null;
}

/**
 * The Encoding Standard's "decode" (https://encoding.spec.whatwg.org/#decode) of `bytes` in a
 * supported encoding: a leading byte order mark of that encoding is dropped and invalid
 * sequences become U+FFFD. The replacement encoding has no TextDecoder: its decoder turns any
 * non-empty input into one U+FFFD (https://encoding.spec.whatwg.org/#replacement-decoder).
 */
export function decode(bytes: Uint8Array, name: string): string {
  if (name === REPLACEMENT) return bytes.length === 0 ? '' : '\uFFFD';
  const decoder = decoderFor(name);
  if (decoder === null) throw new TypeError(`larch: the encoding ${name} is not supported here`);
  // Through the streaming path, then flushed: Node 20's one-shot windows-1252 decoding takes a
  // Latin-1 shortcut (0x80 is U+0080, not the euro sign); its streaming decoder follows the
  // Encoding Standard, and is what the push parser uses, so both read bytes alike.
  return decoder.decode(bytes, STREAM) + decoder.decode();
}

/** Decodes a stream of bytes piece by piece: each call answers the text of one more piece, null ends it. */
export type StreamDecoder = (bytes: Uint8Array | null) => string;

/**
 * "Decode" for bytes that come in pieces (the platform TextDecoder's `stream` mode): a sequence
 * cut between two pieces is decoded whole, and the texts of the pieces joined are what `decode`
 * gives for the bytes joined.
 */
export function streamDecoder(name: string): StreamDecoder {
  if (name === REPLACEMENT) {
    let written = false;
    return (bytes) => {
      if (written || bytes === null || bytes.length === 0) return '';
      written = true;
      return '\uFFFD';
    };
  }
  if (decoderFor(name) === null) throw new TypeError(`larch: the encoding ${name} is not supported here`);
  const TextDecoderClass = (globalThis as { TextDecoder?: PlatformTextDecoderClass }).TextDecoder!;
  const decoder = new TextDecoderClass(name);
  return (bytes) => (bytes === null ? decoder.decode() : decoder.decode(bytes, STREAM));
}

const STREAM = { stream: true };
