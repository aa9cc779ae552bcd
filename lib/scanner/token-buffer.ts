import { Word } from './kinds.js';
import { Spare } from '../common/kept.js';

/**
 * The compact token stream: token i is the input [end(i - 1), end(i)) (end(-1) = 0), described
 * by one packed word (see kinds.ts). Two growable typed arrays, so a million tokens take 8 MB
 * and no objects; starts are the previous ends, so consecutive tokens cover the input by
 * construction and an edit only moves and shifts array ranges.
 */
export class TokenBuffer {
  words: Uint32Array;
  ends: Uint32Array;
  count: number;
  /** Where token 0 starts (a re-scan's tokens start at its restart point). */
  origin: number;

  /** Room for `capacity` tokens; or, given `copyOf`, its tokens in arrays of exactly their size. */
  constructor(capacity: number, copyOf: TokenBuffer | null = null) {
    const n = Math.max(16, capacity | 0);
    this.words = copyOf === null ? new Uint32Array(n) : copyOf.words.slice(0, copyOf.count);
    this.ends = copyOf === null ? new Uint32Array(n) : copyOf.ends.slice(0, copyOf.count);
    this.count = copyOf === null ? 0 : copyOf.count;
    this.origin = copyOf === null ? 0 : copyOf.origin;
  }

  push(word: number, end: number): void {
    this.put(this.room(1), word, end);
  }

  // Tokens go out two, three or four at a time with one check for room (a tag's `<` and name, an
  // attribute's name and value with the gaps before them).

  push2(word1: number, end1: number, word2: number, end2: number): void {
    const n = this.room(2);
    this.put(n, word1, end1);
    this.put(n + 1, word2, end2);
  }

  push3(word1: number, end1: number, word2: number, end2: number, word3: number, end3: number): void {
    const n = this.room(3);
    this.put(n, word1, end1);
    this.put(n + 1, word2, end2);
    this.put(n + 2, word3, end3);
  }

  push4(word1: number, end1: number, word2: number, end2: number, word3: number, end3: number, word4: number, end4: number): void {
    const n = this.room(4);
    this.put(n, word1, end1);
    this.put(n + 1, word2, end2);
    this.put(n + 2, word3, end3);
    this.put(n + 3, word4, end4);
  }

  /** Adds `k` tokens to the count, growing the arrays when they have no room; answers the first one's index. */
  private room(k: number): number {
    const n = this.count;
    if (n + k > this.words.length) this.grow(n + k);
    this.count = n + k;
    return n;
  }

  private put(i: number, word: number, end: number): void {
    this.words[i] = word;
    this.ends[i] = end;
  }

  /** Makes room for `needed` tokens. */
  grow(needed: number): void {
    let size = Math.max(16, this.words.length * 2);
    while (size < needed) size *= 2;
    const words = new Uint32Array(size);
    const ends = new Uint32Array(size);
    words.set(this.words.subarray(0, this.count));
    ends.set(this.ends.subarray(0, this.count));
    this.words = words;
    this.ends = ends;
  }

  start(i: number): number {
    return i === 0 ? this.origin : this.ends[i - 1]!;
  }

  /** The first token that ends after `offset` (the one holding it, past zero-length ones), or `count`. */
  indexAfter(offset: number): number {
    const ends = this.ends;
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ends[mid]! <= offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Drops the tokens from index `n` on. */
  truncate(n: number): void {
    if (n < this.count) this.count = n;
  }

  /** Drops the tokens that end after `offset`, and cuts the one holding it short. */
  truncateAt(offset: number): void {
    let n = this.count;
    while (n > 0 && this.ends[n - 1]! > offset) {
      if (this.start(n - 1) < offset) {
        this.ends[n - 1] = offset;
        break;
      }
      n--;
    }
    this.count = n;
  }

  /** Adds `bits` (flags, and a code unless the token has one) to token i's word. */
  mark(i: number, bits: number): void {
    let word = this.words[i]! | (bits & Word.FLAGS);
    if ((word & Word.CODE_MASK) === 0) word |= bits & Word.CODE_MASK;
    this.words[i] = word;
  }

  /**
   * Replaces tokens [from, to) by `other`'s tokens, and shifts the ends of the tokens after them
   * by `delta` (an edit's change in length).
   */
  splice(from: number, to: number, other: TokenBuffer, delta: number): void {
    const added = other.count;
    const tail = this.count - to;
    const count = from + added + tail;
    if (count > this.words.length) this.grow(count);
    const words = this.words;
    const ends = this.ends;
    words.copyWithin(from + added, to, to + tail);
    ends.copyWithin(from + added, to, to + tail);
    words.set(other.words.subarray(0, added), from);
    ends.set(other.ends.subarray(0, added), from);
    if (delta !== 0) for (let i = from + added; i < count; i++) ends[i] = ends[i]! + delta;
    this.count = count;
  }
}

/**
 * The arrays of the last scan, which the next one writes its tokens into before it hands out an
 * exact copy (see scanBuffer), are kept up to SPARE_LIMIT tokens (2 MB), so a large document's
 * arrays are not held after its scan.
 */
const spare = new Spare<TokenBuffer>();
const SPARE_LIMIT = 1 << 18;

/**
 * Arrays for a scan's tokens, with room for about `capacity`: the spare ones when they have it.
 * Fresh arrays sized for the worst case cost a scan more than copying its tokens out: the scan
 * ran at 0.93-0.95x the no-op tokenizer's speed with them, 1.00-1.05x with reused arrays and a
 * copy (interleaved runs over the benchmark corpus).
 */
export function scanBuffer(capacity: number): TokenBuffer {
  const buffer = spare.take();
  if (buffer === null || buffer.words.length < capacity) return new TokenBuffer(capacity);
  buffer.count = 0;
  buffer.origin = 0;
  return buffer;
}

/** The tokens of a finished scan's buffer (from scanBuffer) to hand out; keeps its arrays for the next scan. */
export function finishScanBuffer(buffer: TokenBuffer): TokenBuffer {
  if (buffer.words.length > SPARE_LIMIT) return buffer;
  spare.give(buffer);
  return new TokenBuffer(0, buffer);
}
