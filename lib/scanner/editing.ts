/**
 * The editing recovery of docs/scanner.md: while someone types, a tag, attribute value or
 * processing instruction is usually unfinished, and the spec would read the rest of the file into
 * it. These rules look at what the spec tokenizer read (the construct's tokens) and decide where
 * the construct ends instead. A construct is *left open* when it runs into what looks like the
 * next piece of markup (a `<`) or the end of the input:
 *  - a tag whose name, attribute name or unquoted value holds a `<`, or that reaches the end of
 *    the input, ends at the last line end between its parts before that `<` (at the `<` itself
 *    when there is none; at the end of the input for the end of the input), with a synthetic `>`;
 *    an end tag ends at its first line end;
 *  - a quoted attribute value that spans a line end and holds a `<` after it, or whose quote never
 *    closes, ends at the first line end or `>` after its opening quote (flagged malformed; at a
 *    line end the tag ends there too);
 *  - a processing instruction that spans a line end and holds a `<` after it, or that reaches
 *    the end of the input, ends at its first line end;
 *  - a DOCTYPE whose internal subset `[...]` the spec's first `>` cut short runs to its `]>`.
 * A multi-line tag or value with no `<` in it stays as the spec reads it.
 */
import type { SimulatedTag } from '../tokenizer/feedback-simulator.js';
import { asciiLowercase, CC, isWhitespace } from '../tokenizer/char-codes.js';
import { getTagId } from '../common/tags.js';
import type { Attribute } from '../common/attribute.js';
import { Kind, Word } from './kinds.js';
import type { TokenBuffer } from './token-buffer.js';

/** How the spec tokenizer's reading of a construct ended (the `windowEnd` argument below). */
export const enum Reading {
  /** The construct closed (a `>`). */
  CLOSED = -2,
  /** The input ended inside it. */
  END_OF_INPUT = -1,
  // Otherwise: the window ended inside it, at that offset, where the input has a `<`.
}

export interface TagRecovery {
  /** Where the tag's tokens end: a synthetic `>` goes here, or the `>` here closes the tag. */
  cut: number;
  /** Whether the `>` at `cut` closes the tag (a value with an open quote ended at it). */
  closeWithGt: boolean;
  /** The attribute value token ended early (flagged malformed), or -1. */
  valueIndex: number;
  /** The furthest offset the decision depended on: no restart point before it is safe. */
  lookedAt: number;
}

const LEFT_BRACKET = 0x5b;

/** The first `code` in [from, to), or -1; never looks past `to` (indexOf would, to the end of the input). */
function indexIn(text: string, code: number, from: number, to: number): number {
  for (let p = from; p < to; p++) if (text.charCodeAt(p) === code) return p;
  return -1;
}

function isLineEnd(c: number): boolean {
  return c === CC.LF || c === CC.CR;
}

/** The first line end (LF or CR; a CRLF pair starts at its CR) in [from, to), or -1. */
function firstLineEnd(text: string, from: number, to: number): number {
  for (let p = from; p < to; p++) if (isLineEnd(text.charCodeAt(p))) return p;
  return -1;
}

/** Where the last line break in [from, to) starts, or -1. */
function lastLineEnd(text: string, from: number, to: number): number {
  for (let p = to - 1; p >= from; p--) {
    const c = text.charCodeAt(p);
    if (c === CC.LF) return p > from && text.charCodeAt(p - 1) === CC.CR ? p - 1 : p;
    if (c === CC.CR) return p;
  }
  return -1;
}

/** A tag left open by the `<` at `lt`: it ends at the last line end between its parts before it, else there. */
function leftOpen(text: string, out: TokenBuffer, open: number, lt: number): TagRecovery {
  let cut = lt;
  for (let i = open + 1; i < out.count; i++) {
    const start = out.start(i);
    if (start >= lt) break;
    if ((out.words[i]! & Word.KIND_MASK) !== Kind.WHITESPACE) continue;
    const lineEnd = lastLineEnd(text, start, Math.min(out.ends[i]!, lt));
    if (lineEnd >= 0) cut = lineEnd;
  }
  return { cut, closeWithGt: false, valueIndex: -1, lookedAt: lt };
}

/**
 * Whether and where the tag whose tokens start at `open` (to the end of `out`) ends under the
 * editing recovery; null to keep the spec's reading (or, when a window's end cut the tag short
 * inside a one-line quoted value, to read on). An end tag left open ends at its first line end:
 * unlike a start tag's attributes, nothing in it spans lines.
 */
export function tagRecovery(text: string, out: TokenBuffer, open: number, windowEnd: number): TagRecovery | null {
  const recovery = startTagRecovery(text, out, open, windowEnd);
  if (recovery === null || recovery.closeWithGt || text.charCodeAt(out.ends[open]! - 1) !== CC.SLASH) return recovery;
  const lineEnd = firstLineEnd(text, out.ends[open]!, recovery.cut);
  if (lineEnd >= 0) recovery.cut = lineEnd;
  return recovery;
}

function startTagRecovery(text: string, out: TokenBuffer, open: number, windowEnd: number): TagRecovery | null {
  const words = out.words;
  const count = out.count;
  for (let i = open + 1; i < count; i++) {
    const kind = words[i]! & Word.KIND_MASK;
    const start = out.start(i);
    if (kind === Kind.TAG_NAME || kind === Kind.ATTR_NAME) {
      const lt = indexIn(text, CC.LT, start, out.ends[i]!);
      if (lt >= 0) return leftOpen(text, out, open, lt);
    } else if (kind === Kind.ATTR_VALUE || kind === Kind.CHAR_REF) {
      let j = i + 1;
      while (j < count && ((words[j]! & Word.KIND_MASK) === Kind.ATTR_VALUE || (words[j]! & Word.KIND_MASK) === Kind.CHAR_REF)) j++;
      const end = out.ends[j - 1]!;
      const quote = text.charCodeAt(start);
      if (quote === CC.QUOTE || quote === CC.APOS) {
        const closed = end - start >= 2 && text.charCodeAt(end - 1) === quote;
        const lineEnd = firstLineEnd(text, start + 1, end);
        if (lineEnd >= 0) {
          // The `<` that shows the quote was left open: the first after the line end, or where the
          // value stops unclosed (the window's `<`, the end of the input). Whatever follows that
          // first `<`, the value is left open and cut at the same place, so the decision has read
          // no further, however much of the input the spec tokenizer was given.
          const lt = indexIn(text, CC.LT, lineEnd, end);
          const trigger = lt >= 0 || closed ? lt : windowEnd >= 0 ? windowEnd : text.length;
          if (trigger >= 0) {
            const gt = indexIn(text, CC.GT, start + 1, lineEnd);
            return { cut: gt >= 0 ? gt : lineEnd, closeWithGt: gt >= 0, valueIndex: i, lookedAt: trigger };
          }
        } else if (!closed && windowEnd >= 0) {
          // A one-line value reaching the window's `<`: read further.
          return null;
        }
      } else {
        const lt = indexIn(text, CC.LT, start, end);
        if (lt >= 0) return leftOpen(text, out, open, lt);
      }
      i = j - 1;
    }
  }
  if (windowEnd === Reading.CLOSED) return null;
  if (windowEnd === Reading.END_OF_INPUT) return { cut: text.length, closeWithGt: false, valueIndex: -1, lookedAt: text.length };
  return leftOpen(text, out, open, windowEnd);
}

export interface PiRecovery {
  cut: number;
  lookedAt: number;
}

/**
 * Whether the processing instruction at `start` (read up to `end`) is left open: then it ends at
 * its first line end (or the end of the input).
 */
export function piRecovery(text: string, start: number, end: number, windowEnd: number): PiRecovery | null {
  const lineEnd = firstLineEnd(text, start + 2, end);
  // A `<` after the line end decides it whatever follows (closed or not, it is left open there).
  const lt = lineEnd < 0 ? -1 : indexIn(text, CC.LT, lineEnd, end);
  if (windowEnd === Reading.CLOSED) return lt < 0 ? null : { cut: lineEnd, lookedAt: lt };
  if (windowEnd === Reading.END_OF_INPUT) return { cut: lineEnd >= 0 ? lineEnd : text.length, lookedAt: lt >= 0 ? lt : text.length };
  return lineEnd >= 0 ? { cut: lineEnd, lookedAt: lt >= 0 ? lt : windowEnd } : null;
}

/**
 * Where a DOCTYPE whose spec reading is [start, end) ends when its internal subset runs past that
 * `>`: after the `]` and `>` that close the subset (quoted strings skipped), or -1 when the input
 * ends first; `end` when it has no subset or the subset closed.
 */
export function internalSubsetEnd(text: string, start: number, end: number): number {
  let quote = 0;
  let p = start + 9;
  for (; p < end - 1; p++) {
    const c = text.charCodeAt(p);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === CC.QUOTE || c === CC.APOS) {
      quote = c;
    } else if (c === LEFT_BRACKET) {
      break;
    }
  }
  if (p >= end - 1) return end;
  const len = text.length;
  quote = 0;
  for (p++; p < len; p++) {
    const c = text.charCodeAt(p);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === CC.QUOTE || c === CC.APOS) {
      quote = c;
    } else if (c === CC.RBRACKET) {
      let q = p + 1;
      while (q < len && isWhitespace(text.charCodeAt(q))) q++;
      if (text.charCodeAt(q) === CC.GT) return q + 1;
    }
  }
  return -1;
}

/** The start tag the recovery closed, as the feedback simulator reads it (values undecoded). */
export function recoveredTag(text: string, out: TokenBuffer, open: number): SimulatedTag {
  const words = out.words;
  const tagName = asciiLowercase(text.slice(out.ends[open]!, out.ends[open + 1]!));
  const attrs: Attribute[] = [];
  const seen = new Set<string>();
  for (let i = open + 2; i < out.count; i++) {
    if ((words[i]! & Word.KIND_MASK) !== Kind.ATTR_NAME) continue;
    const name = asciiLowercase(text.slice(out.start(i), out.ends[i]!));
    let value = '';
    let j = i + 1;
    while (j < out.count && (words[j]! & Word.KIND_MASK) !== Kind.ATTR_VALUE && (words[j]! & Word.KIND_MASK) !== Kind.ATTR_NAME && (words[j]! & Word.KIND_MASK) !== Kind.TAG_CLOSE) j++;
    if (j < out.count && (words[j]! & Word.KIND_MASK) === Kind.ATTR_VALUE) {
      let k = j;
      while (k < out.count && ((words[k]! & Word.KIND_MASK) === Kind.ATTR_VALUE || (words[k]! & Word.KIND_MASK) === Kind.CHAR_REF)) k++;
      value = text.slice(out.start(j), out.ends[k - 1]!).replace(/^["']|["']$/g, '');
    }
    if (!seen.has(name)) {
      seen.add(name);
      attrs.push({ name, value });
    }
  }
  return { tagName, tagId: getTagId(tagName), attrs, selfClosing: false };
}
