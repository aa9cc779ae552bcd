import { UTF_16BE, UTF_16LE, UTF_8 } from './labels.js';

export interface Bom {
  encoding: string;
  /** How many bytes the mark takes. */
  length: number;
}

const UTF8_BOM: Bom = { encoding: UTF_8, length: 3 };
const UTF16BE_BOM: Bom = { encoding: UTF_16BE, length: 2 };
const UTF16LE_BOM: Bom = { encoding: UTF_16LE, length: 2 };

/** What `sniffBom` answers when the bytes so far could still become a byte order mark. */
export const NEED_MORE_BYTES = 'need-more-bytes';

/**
 * "BOM sniff" (https://encoding.spec.whatwg.org/#bom-sniff): the byte order mark `bytes` start
 * with, or null. With `complete` false (more bytes may follow), a prefix of a mark is not
 * decided yet.
 */
export function sniffBom(bytes: Uint8Array, complete: boolean): Bom | null | typeof NEED_MORE_BYTES {
  const n = bytes.length;
  const b0 = bytes[0];
  if (b0 === 0xef) {
    if (n >= 3) return bytes[1] === 0xbb && bytes[2] === 0xbf ? UTF8_BOM : null;
    if (complete || (n === 2 && bytes[1] !== 0xbb)) return null;
    return NEED_MORE_BYTES;
  }
  if (b0 === 0xfe || b0 === 0xff) {
    if (n < 2) return complete ? null : NEED_MORE_BYTES;
    if (b0 === 0xfe && bytes[1] === 0xff) return UTF16BE_BOM;
    if (b0 === 0xff && bytes[1] === 0xfe) return UTF16LE_BOM;
    return null;
  }
  if (n === 0 && !complete) return NEED_MORE_BYTES;
  return null;
}
