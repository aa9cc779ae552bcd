import { TAG, TAG_NAMES } from '../common/tags.js';

/**
 * Finds a tag name in TAG_NAMES straight from the input, so the names the tree builder knows
 * need neither a slice, nor lowercasing, nor a hash lookup: the tokenizer emits the interned
 * name. Buckets are keyed by length and first letter; each holds a few ids.
 */
const MAX_LENGTH = 31;
const BUCKETS: (TAG[] | undefined)[] = [];
for (let id = 1; id < TAG_NAMES.length; id++) {
  const name = TAG_NAMES[id]!;
  if (name.length > MAX_LENGTH) continue;
  const key = bucketKey(name.length, name.charCodeAt(0));
  (BUCKETS[key] ??= []).push(id as TAG);
}

function bucketKey(length: number, first: number): number {
  return (length << 5) | ((first | 0x20) & 31);
}

/**
 * The id of the tag name text[start, end) compared ASCII case-insensitively (the first character
 * is an ASCII letter), or TAG.UNKNOWN.
 */
export function findTagId(text: string, start: number, end: number): TAG {
  const length = end - start;
  if (length > MAX_LENGTH) return TAG.UNKNOWN;
  const bucket = BUCKETS[bucketKey(length, text.charCodeAt(start))];
  if (bucket === undefined) return TAG.UNKNOWN;
  outer: for (let b = 0; b < bucket.length; b++) {
    const id = bucket[b]!;
    const name = TAG_NAMES[id]!;
    if ((text.charCodeAt(start) | 0x20) !== name.charCodeAt(0)) continue;
    for (let i = 1; i < length; i++) {
      let c = text.charCodeAt(start + i);
      if ((c - 0x41) >>> 0 < 26) c += 0x20;
      if (c !== name.charCodeAt(i)) continue outer;
    }
    return id;
  }
  return TAG.UNKNOWN;
}
