/**
 * Bytes the parsers accept: a Uint8Array (a Node Buffer is one), an ArrayBuffer, or any other
 * view of one (DataView, other typed arrays: their bytes, in memory order).
 */
export type InputBytes = ArrayBuffer | ArrayBufferView;

const toStringTag = Object.prototype.toString;

/** `input` as a Uint8Array over the same memory, or null when it is no bytes. Works across realms. */
export function asUint8Array(input: unknown): Uint8Array | null {
  if (input instanceof Uint8Array) return input;
  if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  if (input instanceof ArrayBuffer || isForeignArrayBuffer(input)) return new Uint8Array(input as ArrayBuffer);
  return null;
}

/**
 * An ArrayBuffer of another realm (a vm context's, an iframe's), by its tag. Only what has a
 * numeric byteLength is asked for its tag: parseFragment asks this of its options object on every
 * call, and building the tag of a plain object took half of parseFragment's own time.
 */
function isForeignArrayBuffer(input: unknown): boolean {
  return (
    typeof input === 'object' &&
    input !== null &&
    typeof (input as { byteLength?: unknown }).byteLength === 'number' &&
    toStringTag.call(input) === '[object ArrayBuffer]'
  );
}
