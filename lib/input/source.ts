import type { Location, LocationWithAttributes } from '../common/location.js';

/** Input-stream errors found while preprocessing (#preprocessing-the-input-stream). */
export const enum InputErrorKind {
  SURROGATE = 0,
  NONCHARACTER = 1,
  CONTROL_CHARACTER = 2,
}

export const INPUT_ERROR_CODES: readonly string[] = [
  'surrogate-in-input-stream',
  'noncharacter-in-input-stream',
  'control-character-in-input-stream',
];

// Lone surrogates, noncharacters (U+FDD0..U+FDEF, and the last two code points of every plane),
// and control characters other than ASCII whitespace and U+0000.
const INPUT_ERROR_RE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F\uDBBF\uDBFF][\uDFFE\uDFFF]|[\uFDD0-\uFDEF\uFFFE\uFFFF\x01-\x08\x0B\x0E-\x1F\x7F-\x9F]/g;

export interface SourceOptions {
  /**
   * Keep CR characters in `text` instead of normalizing line breaks here. Only for consumers that
   * normalize CR and CRLF themselves wherever characters leave them (the HTML tokenizer does);
   * it saves copying the input. Offsets into `text` are then the caller's offsets.
   */
  keepCarriageReturns?: boolean;
}

/** What a Source fed in chunks (`Source.chunked`) keeps track of. */
export interface ChunkedSourceOptions {
  /** Keep line starts, for lines and columns (source locations, parse errors). */
  lines: boolean;
  /** Find input-stream errors as chunks come (for parse errors). */
  inputErrors: boolean;
  /**
   * Forget the line starts of text that was dropped (`dropBefore`), keeping a running count, so
   * they do not grow with the input: positions can then only be asked for text still held.
   */
  forgetDroppedLines?: boolean;
}

const CR = 0x0d;

/** How many lines back the line cursor remembers (a power of two). */
const RECENT_LINES = 8;

/**
 * Finds where lines start, going forward a line at a time with indexOf, one search per kind of
 * line break: a lone CR ends a line, a CRLF pair's line ends after its LF.
 */
class LineStartFinder {
  /** The next LF and CR (text.length when none) at or after the last `from`. */
  private lf = -1;
  private cr = -1;

  constructor(
    private readonly text: string,
    private readonly hasCarriageReturns: boolean,
  ) {}

  /** Where the line after the one starting at `from` starts (text.length + 1 when there is none); `from` never moves back. */
  after(from: number): number {
    const text = this.text;
    let lf = this.lf;
    if (lf < from) {
      lf = text.indexOf('\n', from);
      if (lf === -1) lf = text.length;
      this.lf = lf;
    }
    if (!this.hasCarriageReturns) return lf + 1;
    let cr = this.cr;
    if (cr < from) {
      cr = text.indexOf('\r', from);
      if (cr === -1) cr = text.length;
      this.cr = cr;
    }
    if (cr < lf) return cr + 1 === lf && lf < text.length ? lf + 1 : cr + 1;
    return lf + 1;
  }
}

/**
 * The preprocessed input: CR and CRLF normalized to LF, with a map back to the caller's offsets,
 * and line/column computed only when asked for.
 *
 * All offsets the tokenizer and tree builder work with are offsets into `text` (the normalized
 * string); `originalOffset` maps them back to the caller's string for anything reported outside.
 * Lines and columns are those of the normalized input either way (CRLF is one line break).
 */
export class Source {
  /**
   * The normalized input (the input itself with `keepCarriageReturns`). For a chunked Source,
   * what is held of it: the input from offset `base` on, as far as it has come.
   */
  text: string;
  /** Whether `text` may hold CRs (each CR, or CRLF pair, is one line break). */
  hasCarriageReturns: boolean;
  /** The offset of text[0] in the input: 0, unless a chunked Source dropped text before it. */
  base = 0;
  /** Whether the whole input is in (always, unless chunked and not ended). */
  ended = true;
  /** For a chunked Source (else null): what it tracks. */
  private chunks: ChunkedSourceOptions | null = null;
  /** A chunked Source's held-back last character: a CR (an LF may follow) or a high surrogate. */
  private held = '';
  /** Line starts forgotten before lineStarts[0] (with `forgetDroppedLines`). */
  private linesForgotten = 0;
  /**
   * Normalized offsets of line feeds that stood for a CRLF pair (the LF of the pair was dropped):
   * built from `input` on first use, since most parses never map an offset back.
   */
  private crlf: number[] | null;
  /** The caller's string, while `crlf` is still to be built from it (else null). */
  private input: string | null;
  /** Normalized offsets at which each line starts; built on first use. */
  private lineStarts: number[] | null = null;
  /** The line-start table's cache: the last line looked up in it. */
  private lastLine = 0;
  /**
   * Where the line the last lookup found starts (what its column counts from): after `line(offset)`,
   * the column of `offset` is `offset - lineStart + 1`.
   */
  lineStart = 0;
  /**
   * A whole Source's line cursor: the line (0-based) the parser is on, where it starts, and where
   * the next starts (text.length + 1 past the last line; -1 until first found). The parser asks
   * for points in nearly input order, so the cursor only moves forward, a line at a time, by
   * indexOf; no table of line starts is built unless an offset before the recent lines is asked.
   */
  private cursorLine = 0;
  private cursorStart = 0;
  private cursorNext = -1;
  /** The cursor's line-break searches (made when it first moves; a whole Source's text is fixed). */
  private cursorFinder: LineStartFinder | null = null;
  /**
   * The starts of the cursor's last RECENT_LINES lines, by line & (RECENT_LINES - 1): a tag over
   * several lines, or a text run, looked up after its end. Made when the cursor first moves (most
   * parses ask for no line at all).
   */
  private recentStarts: number[] | null = null;
  /** Input-stream errors as flat pairs [offset, InputErrorKind, ...]; built on first use. */
  private inputErrors: number[] | null = null;
  /** nextCr's last search: the first CR at or after `crSearchFrom` is at `crFound`. */
  private crSearchFrom = 0;
  private crFound = -1;

  constructor(input: string, options?: SourceOptions) {
    const hasCarriageReturns = input.indexOf('\r') !== -1;
    const keep = !hasCarriageReturns || (options !== undefined && options.keepCarriageReturns === true);
    this.text = keep ? input : normalizeLineBreaks(input);
    this.hasCarriageReturns = hasCarriageReturns && keep;
    this.crlf = null;
    this.input = keep ? null : input;
  }

  /**
   * A Source that receives the input in pieces (`append`, then `end`), keeping CRs as
   * `keepCarriageReturns` does, and able to drop text it no longer needs (`dropBefore`): offsets
   * stay offsets into the whole input; `text` holds it from `base` on. A trailing CR and a trailing
   * high surrogate are held back until the next piece, so a CRLF pair or a surrogate pair is never
   * cut between two.
   */
  static chunked(options: ChunkedSourceOptions): Source {
    const source = new Source('', { keepCarriageReturns: true });
    source.chunks = options;
    source.ended = false;
    source.lineStarts = [0];
    source.inputErrors = [];
    return source;
  }

  /** Adds `chunk` to the input (a chunked Source only); `last` when no more follows. */
  append(chunk: string, last: boolean): void {
    const options = this.chunks!;
    let piece = this.held === '' ? chunk : this.held + chunk;
    this.held = '';
    if (!last && piece.length > 0) {
      const c = piece.charCodeAt(piece.length - 1);
      if (c === CR || (c >= 0xd800 && c <= 0xdbff)) {
        this.held = piece.slice(-1);
        piece = piece.slice(0, -1);
      }
    }
    if (last) this.ended = true;
    if (piece === '') return;
    const from = this.text.length;
    // One flat string, not a rope of held text and piece: the tokenizer's charCodeAt scans run
    // faster over it (the corpus in 64 KB pieces: about 13 %). With nothing held, join answers the
    // piece itself (the Engine's bridge arranges that for long pieces, so they are not copied).
    this.text = [this.text, piece].join('');
    if (!this.hasCarriageReturns && piece.indexOf('\r') !== -1) this.hasCarriageReturns = true;
    if (options.lines) this.addLineStarts(from);
    if (options.inputErrors) this.scanInputErrors(from);
  }

  /**
   * Takes the input from the input offset `offset` on back out (a chunked Source only, within the
   * text held) and answers it: the input ends there again, not yet ended, until it is appended
   * anew. Where a script's writes go (#insertion-point): they are appended after the text before
   * the insertion point, and what followed it comes after them.
   */
  cut(offset: number): string {
    const options = this.chunks!;
    const rest = this.text.slice(offset - this.base) + this.held;
    this.text = this.text.slice(0, offset - this.base);
    this.held = '';
    this.ended = false;
    this.crSearchFrom = 0;
    this.crFound = -1;
    if (options.lines) {
      const starts = this.lineStarts!;
      while (starts.length > 1 && starts[starts.length - 1]! > offset) starts.pop();
      this.lastLine = 0;
    }
    if (options.inputErrors) {
      const errors = this.inputErrors!;
      while (errors.length > 0 && errors[errors.length - 2]! >= offset) errors.length -= 2;
    }
    return rest;
  }

  /**
   * Drops the held text before the input offset `offset` (a chunked Source only): `base` moves
   * up to it, and input offsets stay what they were. With
   * `forgetDroppedLines`, the line starts from the line holding `linesFrom` on are kept, so
   * offsets from there still have a line and column (a token that began in the text dropped).
   */
  dropBefore(offset: number, linesFrom = offset): void {
    const n = offset - this.base;
    if (n <= 0) return;
    this.text = this.text.slice(n);
    this.base = offset;
    this.crSearchFrom = 0;
    this.crFound = -1;
    if (this.chunks!.forgetDroppedLines === true) {
      const starts = this.lineStarts!;
      // Keep the start of the line holding `linesFrom` and the ones after it.
      const from = Math.min(offset, linesFrom);
      let keep = 0;
      while (keep + 1 < starts.length && starts[keep + 1]! <= from) keep++;
      if (keep > 0) {
        starts.splice(0, keep);
        this.linesForgotten += keep;
        this.lastLine = 0;
      }
    }
  }

  /** The input [start, end) (input offsets; for a chunked Source, of text it still holds). */
  slice(start: number, end: number): string {
    return this.text.slice(start - this.base, end - this.base);
  }

  /** Records the line starts in text[from, ...) (a chunked Source's new piece). */
  private addLineStarts(from: number): void {
    const starts = this.lineStarts!;
    const text = this.text;
    const base = this.base;
    if (this.hasCarriageReturns) {
      for (let i = from; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x0a || (c === CR && text.charCodeAt(i + 1) !== 0x0a)) starts.push(base + i + 1);
      }
    } else {
      for (let i = text.indexOf('\n', from); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(base + i + 1);
    }
  }

  /** Records the input-stream errors in text[from, ...) (a chunked Source's new piece). */
  private scanInputErrors(from: number): void {
    const errors = this.inputErrors!;
    const text = this.text;
    INPUT_ERROR_RE.lastIndex = from;
    for (let m = INPUT_ERROR_RE.exec(text); m !== null; m = INPUT_ERROR_RE.exec(text)) {
      errors.push(this.base + m.index, inputErrorKind(text, m.index, m[0].length));
    }
  }

  /** Normalized offsets of the LFs that stood for CRLF pairs, or null when there were none. */
  private getCrlf(): number[] | null {
    const input = this.input;
    if (input !== null) {
      const crlf: number[] = [];
      let removed = 0;
      for (let i = input.indexOf('\r\n'); i !== -1; i = input.indexOf('\r\n', i + 2)) {
        crlf.push(i - removed);
        removed++;
      }
      this.crlf = crlf.length > 0 ? crlf : null;
      this.input = null;
    }
    return this.crlf;
  }

  /** Maps an offset in `text` to the offset in the caller's original string. */
  originalOffset(offset: number): number {
    const crlf = this.getCrlf();
    if (crlf === null) return offset;
    // Count the dropped LFs strictly before `offset`.
    let lo = 0;
    let hi = crlf.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (crlf[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return offset + lo;
  }

  /**
   * The offset in `text` just past the first `n` characters of a run of text that starts at
   * `start` and is `text` itself up to line-break normalization (a CR or CRLF there is one LF in
   * the run): where a tree builder that splits a run finds the offset of the second piece.
   */
  offsetAfter(start: number, n: number): number {
    if (!this.hasCarriageReturns) return start + n;
    if (this.base !== 0) return this.base + this.offsetAfterHeld(start - this.base, n);
    return this.offsetAfterHeld(start, n);
  }

  private offsetAfterHeld(start: number, n: number): number {
    const text = this.text;
    let offset = start;
    let left = n;
    for (;;) {
      const cr = this.nextCr(offset);
      if (cr - offset >= left) return offset + left;
      left -= cr - offset + 1;
      offset = text.charCodeAt(cr + 1) === 0x0a ? cr + 2 : cr + 1;
    }
  }

  /** The first CR at or after `offset` (the text's length when none), remembered between calls. */
  private nextCr(offset: number): number {
    if (offset < this.crSearchFrom || offset > this.crFound) {
      const cr = this.text.indexOf('\r', offset);
      this.crSearchFrom = offset;
      this.crFound = cr === -1 ? this.text.length : cr;
    }
    return this.crFound;
  }

  /** The line-start table (a chunked Source keeps its own up to date as pieces come; see append). */
  private getLineStarts(): number[] {
    let starts = this.lineStarts;
    if (starts === null) {
      starts = [0];
      const text = this.text;
      const finder = new LineStartFinder(text, this.hasCarriageReturns);
      for (let start = finder.after(0); start <= text.length; start = finder.after(start)) starts.push(start);
      this.lineStarts = starts;
    }
    return starts;
  }

  /**
   * 0-based index of the line holding the normalized `offset` (of the lines held, for a chunked
   * Source); sets `lineStart` to where that line starts. Most offsets asked for are on the
   * cursor's line, which is checked first, in a body small enough to inline into every caller.
   */
  private lineIndex(offset: number): number {
    // A chunked Source's cursor never moves (cursorNext stays -1), so this fails for it.
    if (offset >= this.cursorStart && offset < this.cursorNext) {
      this.lineStart = this.cursorStart;
      return this.cursorLine;
    }
    return this.lineIndexOff(offset);
  }

  /**
   * `lineIndex` off the cursor's line: a whole Source moves its cursor forward to the offset, or
   * finds it in the recent lines; a chunked one, or an offset further back, takes the line-start table.
   */
  private lineIndexOff(offset: number): number {
    if (this.chunks === null) {
      if (offset >= this.cursorStart) {
        this.advanceCursor(offset);
        this.lineStart = this.cursorStart;
        return this.cursorLine;
      }
      // Before the cursor's line start, so the cursor has moved and the recent starts exist.
      const recent = this.recentStarts!;
      for (let line = this.cursorLine - 1, stop = Math.max(0, this.cursorLine - RECENT_LINES + 1); line >= stop; line--) {
        const start = recent[line & (RECENT_LINES - 1)]!;
        if (offset >= start) {
          this.lineStart = start;
          return line;
        }
      }
    }
    return this.tableLineIndex(offset);
  }

  /** Moves the cursor forward to the line holding `offset`. */
  private advanceCursor(offset: number): void {
    const recent = (this.recentStarts ??= [0, 0, 0, 0, 0, 0, 0, 0]);
    let line = this.cursorLine;
    let start = this.cursorStart;
    const finder = (this.cursorFinder ??= new LineStartFinder(this.text, this.hasCarriageReturns));
    let next = this.cursorNext === -1 ? finder.after(start) : this.cursorNext;
    while (offset >= next) {
      line++;
      start = next;
      recent[line & (RECENT_LINES - 1)] = start;
      next = finder.after(start);
    }
    this.cursorLine = line;
    this.cursorStart = start;
    this.cursorNext = next;
  }

  /**
   * `lineIndex` by the line-start table. The last line found is tried first, then the few lines
   * after it, before a binary search.
   */
  private tableLineIndex(offset: number): number {
    const starts = this.getLineStarts();
    const count = starts.length;
    let line = this.lastLine;
    if (line < count && starts[line]! <= offset) {
      for (const stop = Math.min(line + 8, count); line < stop; line++) {
        if (line + 1 === count || starts[line + 1]! > offset) {
          this.lastLine = line;
          this.lineStart = starts[line]!;
          return line;
        }
      }
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    this.lastLine = lo;
    this.lineStart = starts[lo]!;
    return lo;
  }

  /**
   * 1-based line of a normalized offset. Leaves `lineStart` at that line's start, so that the
   * offset's column needs no second lookup.
   */
  line(offset: number): number {
    return this.lineIndex(offset) + 1 + this.linesForgotten;
  }

  /**
   * A parse5-shaped location for the normalized range [start, end). A literal, not a plain
   * constructor's object (see plainConstructor): locations mostly stay in the tree, and V8
   * allocates the objects of a literal whose objects survive straight into the old generation,
   * sparing the young generation's collections from copying them.
   */
  location(start: number, end: number): Location {
    const startLine = this.lineIndex(start);
    const startCol = start - this.lineStart + 1;
    const endLine = this.lineIndex(end);
    const endCol = end - this.lineStart + 1;
    const forgotten = this.linesForgotten;
    return {
      startLine: startLine + 1 + forgotten,
      startCol,
      startOffset: this.originalOffset(start),
      endLine: endLine + 1 + forgotten,
      endCol,
      endOffset: this.originalOffset(end),
    };
  }

  /**
   * `location(start, end)` with `attrs`, made in one literal: a key added afterwards would go to a
   * separate property store, an extra object per tag with attributes.
   */
  locationWithAttributes(start: number, end: number, attrs: Record<string, Location>): LocationWithAttributes {
    const startLine = this.lineIndex(start);
    const startCol = start - this.lineStart + 1;
    const endLine = this.lineIndex(end);
    const endCol = end - this.lineStart + 1;
    const forgotten = this.linesForgotten;
    return {
      startLine: startLine + 1 + forgotten,
      startCol,
      startOffset: this.originalOffset(start),
      endLine: endLine + 1 + forgotten,
      endCol,
      endOffset: this.originalOffset(end),
      attrs,
    };
  }

  /**
   * Input-stream errors (surrogates, noncharacters, control characters) as flat pairs
   * `[offset, InputErrorKind, offset, kind, ...]` sorted by offset. Found with one regular
   * expression pass, so input without such characters costs one scan and no allocation.
   */
  getInputErrors(): number[] {
    let errors = this.inputErrors;
    if (errors === null) {
      errors = [];
      const text = this.text;
      INPUT_ERROR_RE.lastIndex = 0;
      for (let m = INPUT_ERROR_RE.exec(text); m !== null; m = INPUT_ERROR_RE.exec(text)) {
        errors.push(m.index, inputErrorKind(text, m.index, m[0].length));
      }
      this.inputErrors = errors;
    }
    return errors;
  }
}

/** The kind of the input-stream error INPUT_ERROR_RE matched at `index` (`length` 1 or 2). */
function inputErrorKind(text: string, index: number, length: number): InputErrorKind {
  const c = text.charCodeAt(index);
  if (length === 2) return InputErrorKind.NONCHARACTER;
  if (c >= 0xd800 && c <= 0xdfff) return InputErrorKind.SURROGATE;
  if (c >= 0xfdd0) return InputErrorKind.NONCHARACTER;
  return InputErrorKind.CONTROL_CHARACTER;
}

/**
 * CR and CRLF to LF (#preprocessing-the-input-stream). The pieces between CRs are joined once at the end: concatenating
 * them one by one would build a rope of one node per line, flattened later at a higher cost.
 */
function normalizeLineBreaks(input: string): string {
  const parts: string[] = [];
  let from = 0;
  for (let i = input.indexOf('\r'); i !== -1; i = input.indexOf('\r', i + 1)) {
    parts.push(input.slice(from, i));
    from = i + 1;
    // A CRLF pair keeps its LF, which starts the next piece; a lone CR becomes one.
    if (input.charCodeAt(i + 1) === 0x0a) i++;
    else parts.push('\n');
  }
  parts.push(input.slice(from));
  return parts.join('');
}
