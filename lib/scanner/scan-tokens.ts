import { ERR } from '../common/error-codes.js';
import { INPUT_ERROR_CODES, Source } from '../input/source.js';
import { CC } from '../tokenizer/char-codes.js';
import { FeedbackSimulator } from '../tokenizer/feedback-simulator.js';
import { TextState } from '../tokenizer/token.js';
import { Tokenizer } from '../tokenizer/tokenizer.js';
import { Rule, ruleFor, UNCLOSED_CODES } from './error-rules.js';
import { codeId, codeName, Kind, Word } from './kinds.js';
import { DATA_STATE_ID, RestartTable } from './restart.js';
import type { TokenBuffer } from './token-buffer.js';

/** What a scan is asked for, read from its options (lib/options.ts). */
export interface EngineConfig {
  scriptingEnabled: boolean;
  /** Follow the tree builder's state changes (the feedback simulator); else tokenize as tokenize() does. */
  treeFeedback: boolean;
  /** The editing recovery of docs/scanner.md, rather than the spec's boundaries alone. */
  editing: boolean;
  /** Report the input stream's errors (control characters, noncharacters, lone surrogates). */
  inputErrors: boolean;
  /** Whether `<![CDATA[` opens a CDATA section; null: where the simulator says (foreign content). */
  cdata: boolean | null;
}

/** Where a re-scan after an edit may join the old token stream again. */
export interface Rejoin {
  old: TokenBuffer;
  /** The edit's change in length: old offset = new offset - delta. */
  delta: number;
  /** The end of the edit in the new text: no joining before it. */
  minPos: number;
  /** Index of the old token to compare next (advances with the re-scan). */
  cursor: number;
}

export const NO_ERRORS: number[] = [];
/** A window past the end of the input: the whole rest in one tokenizer run. */
export const UNBOUNDED = Number.MAX_SAFE_INTEGER;



export function gapKindOf(state: TextState): Kind {
  if (state === TextState.DATA) return Kind.TEXT;
  return state === TextState.CDATA_SECTION ? Kind.CDATA_TEXT : Kind.RAW_TEXT;
}

function isOpener(kind: number): boolean {
  return (
    kind === Kind.TAG_OPEN ||
    kind === Kind.COMMENT_OPEN ||
    kind === Kind.CDATA_OPEN ||
    kind === Kind.DOCTYPE_OPEN ||
    kind === Kind.PI_OPEN
  );
}

/**
 * The scanner's state and the tokens it writes, with the parse errors it puts on them: the lower
 * layer of ScanEngine (engine.ts), which drives the tokenizer in windows and hears its calls.
 */
export abstract class ScanTokens {
  /** Ends the window at `at` (the scan when `done`): ScanEngine's. */
  protected abstract halt(at: number, done: boolean): void;

  readonly out: TokenBuffer;
  /** Characters handed to the tokenizer (windows run twice count twice). */
  scanned = 0;
  /** Set when the scan is over (end of input, or a stop condition). */
  done = false;
  /** After a re-scan joined the old stream: the old token index it joined at (else -1). */
  joinIndex = -1;
  /** Join the old stream when possible (an incremental re-scan). */
  rejoin: Rejoin | null = null;
  /** Stop after the first construct (and the raw text and end tag of a raw text element). */
  single = false;
  /** Whether `rejoin` or `single` is set (one test at each construct's end). */
  protected stopsAt = 0;

  protected readonly text: string;
  protected readonly len: number;
  protected readonly config: EngineConfig;
  protected editing = false;
  protected readonly table: RestartTable;

  // The state at the end of the last construct, where a window starts.
  protected resumePos = 0;
  protected resumeRestart = 0;
  protected textState: TextState = TextState.DATA;
  protected lastStartTag = '';
  protected sim: FeedbackSimulator | null = null;

  // The current window: the tokenizer's offsets are `base` less than the input's.
  protected tokenizer: Tokenizer | null = null;
  protected base = 0;
  protected windowTo = 0;
  protected final = true;
  protected windowSize = UNBOUNDED;
  protected stopped = false;
  protected stoppedAt = 0;
  protected wholeSource: Source | null = null;

  // Tokens: the end of the last one, what fills a gap, the restart state for the next one (its
  // bits in the word, so that every token pays one `|`).
  protected cursor = 0;
  protected gapKind: Kind = Kind.TEXT;
  protected pendingRestart = 0;
  /** No restart points before this offset (an editing recovery looked this far ahead). */
  protected noRestartBefore = 0;
  /** Between a tag's name and its end: references go into the attribute value. */
  protected inTag = false;
  protected tagOpenIndex = 0;
  /** References in the attribute value being read: start, end, word. */
  protected readonly refs: number[] = [];
  protected commentDataEnd = 0;

  // Parse errors not yet put on a token: code ids and offsets, in input order.
  protected readonly errorCodes: number[] = [];
  protected readonly errorOffsets: number[] = [];
  protected errorHead = 0;
  /** The window's input-stream errors (window offsets and kinds), and the next one to take. */
  protected inputErrors: number[] = NO_ERRORS;
  protected inputHead = 0;

  constructor(text: string, config: EngineConfig, table: RestartTable, out: TokenBuffer) {
    this.text = text;
    this.len = text.length;
    this.config = config;
    this.table = table;
    this.out = out;
  }
  // ---------------------------------------------------------------------------------------------
  // Tokens

  // Tokens go out one or two at a time: a typical tag is seven tokens, and the scan's cost beyond
  // the tokenizer's is mostly writing them.

  protected emit(word: number, end: number): void {
    this.out.push(word | this.pendingRestart, end);
    this.pendingRestart = 0;
    this.cursor = end;
  }

  /** emit(word1, end1), then emit(word2, end2). */
  protected emit2(word1: number, end1: number, word2: number, end2: number): void {
    this.out.push2(word1 | this.pendingRestart, end1, word2, end2);
    this.pendingRestart = 0;
    this.cursor = end2;
  }

  /** Text (or raw text, CDATA text) up to `end`, merged into the token before when that is the same. */
  protected gap(end: number): void {
    const out = this.out;
    const n = out.count;
    if (this.pendingRestart === 0 && n > 0 && (out.words[n - 1]! & Word.KIND_AND_FLAGS) === this.gapKind) {
      out.ends[n - 1] = end;
      this.cursor = end;
    } else {
      this.emit(this.gapKind, end);
    }
  }

  /**
   * Fills the gap up to `end` with text, each character a text-level parse error is about (a
   * NUL, a `<` that starts no tag, an input-stream error) a token of its own.
   */
  protected fillTo(end: number): void {
    if (this.cursor >= end) return;
    if (this.inputHead < this.inputErrors.length) this.takeInputErrors(end);
    if (this.errorHead < this.errorCodes.length) {
      this.resolveErrors();
      this.splitTextErrors(end);
    }
    if (end > this.cursor) this.gap(end);
  }

  protected splitTextErrors(end: number): void {
    const codes = this.errorCodes;
    const offsets = this.errorOffsets;
    const text = this.text;
    while (this.errorHead < codes.length) {
      const id = codes[this.errorHead]!;
      const code = codeName(id)!;
      const o = offsets[this.errorHead]!;
      let from: number;
      let to: number;
      if (code === ERR.unexpectedNullCharacter) {
        from = o;
        to = o + 1;
      } else if (code === ERR.invalidFirstCharacterOfTagName && text.charCodeAt(o - 1) === CC.LT) {
        from = o - 1;
        to = o;
      } else if (code === ERR.eofBeforeTagName) {
        to = o;
        from = text.charCodeAt(o - 1) === CC.LT ? o - 1 : o - 2;
      } else if (INPUT_ERROR_CODES.includes(code)) {
        from = o;
        to = o + (code === INPUT_ERROR_CODES[1] && o + 1 < this.len && (text.charCodeAt(o) & 0xfc00) === 0xd800 ? 2 : 1);
      } else {
        break;
      }
      if (from < this.cursor || to > end) break;
      if (from > this.cursor) this.gap(from);
      this.emit(this.gapKind | Word.MALFORMED | (id << Word.CODE_SHIFT), to);
      this.errorHead++;
    }
  }

  /**
   * The gap before a tag's part (see tagGapTo), then the part: `kind` up to `partEnd`. The usual
   * gap, one space or the `=` after a name, goes out with the part in one write.
   */
  protected tagPart(gapEnd: number, kind: Kind, partEnd: number): void {
    const p = this.cursor;
    if (p + 1 === gapEnd) {
      this.emit2(this.text.charCodeAt(p) === CC.EQ ? Kind.ATTR_EQUALS : Kind.WHITESPACE, gapEnd, kind, partEnd);
    } else {
      if (p < gapEnd) this.tagGapTo(gapEnd);
      this.emit(kind, partEnd);
    }
  }

  /** The whitespace, `=` and stray `/` between a tag's parts, up to `end`. */
  protected tagGapTo(end: number): void {
    const text = this.text;
    let p = this.cursor;
    if (p + 1 === end) {
      // The usual gap: one space, or the `=` right after a name.
      const c = text.charCodeAt(p);
      this.emit(c === CC.EQ ? Kind.ATTR_EQUALS : Kind.WHITESPACE, end);
      return;
    }
    while (p < end) {
      const c = text.charCodeAt(p);
      if (c === CC.EQ) {
        this.emit(Kind.ATTR_EQUALS, p + 1);
        p++;
      } else if (c === CC.SLASH) {
        // A solidus that ends no tag: a token of its own, for unexpected-solidus-in-tag.
        this.emit(Kind.WHITESPACE, p + 1);
        p++;
      } else {
        let q = p + 1;
        while (q < end) {
          const d = text.charCodeAt(q);
          if (d === CC.EQ || d === CC.SLASH) break;
          q++;
        }
        this.emit(Kind.WHITESPACE, q);
        p = q;
      }
    }
  }

  /** An attribute value up to `end` (from the cursor), split around its character references. */
  protected valueTo(end: number): void {
    const refs = this.refs;
    if (refs.length !== 0) {
      for (let k = 0; k < refs.length; k += 3) {
        const start = refs[k]!;
        if (start >= end) break;
        if (start > this.cursor) this.emit(Kind.ATTR_VALUE, start);
        this.emit(refs[k + 2]!, refs[k + 1]!);
      }
      refs.length = 0;
    }
    if (end > this.cursor) this.emit(Kind.ATTR_VALUE, end);
  }

  protected reference(start: number, end: number, word: number): void {
    if (this.inTag) {
      this.refs.push(start, end, word);
    } else {
      this.fillTo(start);
      this.emit(word, end);
    }
  }

  protected setTextState(state: TextState, switchTokenizer: boolean): void {
    this.textState = state;
    this.gapKind = gapKindOf(state);
    if (switchTokenizer && state !== TextState.DATA) this.tokenizer!.switchTo(state);
  }

  /** A construct ended at `end`: its errors go on its tokens; `end` becomes a restart point. */
  protected constructEnd(end: number): void {
    if (this.errorHead !== this.errorCodes.length) this.resolveErrors();
    const sim = this.sim;
    let id = DATA_STATE_ID;
    if (this.textState !== TextState.DATA || (sim !== null && sim.depth !== 0) || end < this.noRestartBefore) {
      id = end >= this.noRestartBefore ? this.table.idFor(this.textState, this.lastStartTag, sim) : 0;
    }
    this.pendingRestart = id << Word.RESTART_SHIFT;
    this.resumePos = end;
    this.resumeRestart = id;
    if (this.stopsAt !== 0) this.checkStop(end, id);
  }

  /** At the end of a construct: stop a re-scan that joins the old stream, or scanMarkupAt after its construct. */
  protected checkStop(end: number, id: number): void {
    if (this.rejoin !== null && id !== 0 && end >= this.rejoin.minPos && this.joins(end, id)) {
      this.halt(end, true);
    } else if (this.single && this.textState === TextState.DATA) {
      this.halt(end, true);
    }
  }

  /** Whether the old stream has a restart point with state `id` where the new offset `pos` is. */
  protected joins(pos: number, id: number): boolean {
    const rejoin = this.rejoin!;
    const old = rejoin.old;
    const oldPos = pos - rejoin.delta;
    let j = rejoin.cursor;
    const count = old.count;
    // Zero-length tokens at oldPos close the construct before it; the restart point follows them.
    while (j < count && (old.start(j) < oldPos || old.ends[j]! === oldPos)) j++;
    rejoin.cursor = j;
    if (j < count && old.start(j) === oldPos && old.words[j]! >>> Word.RESTART_SHIFT === id) {
      this.joinIndex = j;
      return true;
    }
    return false;
  }

  // ---------------------------------------------------------------------------------------------
  // Parse errors

  /** From the tokenizer's error reporter. */
  error(code: string, offset: number): void {
    const o = offset + this.base;
    const text = this.text;
    // Two errors leave a reference undecoded; the scanner still gives it a span of its own.
    if (code === ERR.unknownNamedCharacterReference) {
      let amp = o;
      while (text.charCodeAt(amp) !== CC.AMP) amp--;
      this.reference(amp, o + 1, Kind.CHAR_REF | Word.MALFORMED | (codeId(code) << Word.CODE_SHIFT));
      return;
    }
    if (code === ERR.absenceOfDigitsInNumericCharacterReference) {
      const amp = (text.charCodeAt(o - 1) | 0x20) === CC.LOWER_X && text.charCodeAt(o - 2) === CC.HASH ? o - 3 : o - 2;
      this.reference(amp, o, Kind.CHAR_REF | Word.MALFORMED | (codeId(code) << Word.CODE_SHIFT));
      return;
    }
    this.takeInputErrors(o);
    this.errorCodes.push(codeId(code));
    this.errorOffsets.push(o);
  }

  /** Queues the window's input-stream errors before `end`. */
  protected takeInputErrors(end: number): void {
    const errors = this.inputErrors;
    const base = this.base;
    let i = this.inputHead;
    while (i < errors.length && errors[i]! + base < end) {
      this.errorCodes.push(codeId(INPUT_ERROR_CODES[errors[i + 1]!]!));
      this.errorOffsets.push(errors[i]! + base);
      i += 2;
    }
    this.inputHead = i;
  }

  /** Puts each queued error whose token exists (everything before the cursor) on its token. */
  protected resolveErrors(): void {
    const codes = this.errorCodes;
    let i = this.errorHead;
    if (i === codes.length) return;
    const offsets = this.errorOffsets;
    while (i < codes.length) {
      const code = codeName(codes[i]!)!;
      const rule = ruleFor(code);
      const target = rule === Rule.AT ? offsets[i]! : offsets[i]! - 1;
      if (target >= this.cursor) break;
      this.flag(codes[i]!, code, rule, target);
      i++;
    }
    if (i === codes.length) {
      codes.length = 0;
      offsets.length = 0;
      i = 0;
    }
    this.errorHead = i;
  }

  /** Puts every queued error on a token (at the end of the input). */
  protected resolveAll(): void {
    this.takeInputErrors(Infinity);
    const codes = this.errorCodes;
    const offsets = this.errorOffsets;
    for (let i = this.errorHead; i < codes.length; i++) {
      const code = codeName(codes[i]!)!;
      const rule = ruleFor(code);
      const target = rule === Rule.AT ? offsets[i]! : offsets[i]! - 1;
      this.flag(codes[i]!, code, rule, Math.max(Math.min(target, this.cursor - 1), this.out.origin));
    }
    codes.length = 0;
    offsets.length = 0;
    this.errorHead = 0;
  }

  /** Drops the queued errors at or after `offset` (input the scan goes over again). */
  protected dropErrorsFrom(offset: number): void {
    const offsets = this.errorOffsets;
    let n = offsets.length;
    while (n > this.errorHead && offsets[n - 1]! >= offset) n--;
    offsets.length = n;
    this.errorCodes.length = n;
  }

  protected flag(id: number, code: string, rule: Rule, target: number): void {
    const out = this.out;
    const words = out.words;
    let i = out.indexAfter(target);
    if (i >= out.count) i = out.count - 1;
    if (i < 0) return;
    if (rule === Rule.OPENER) {
      while (i > 0 && !isOpener(words[i]! & Word.KIND_MASK)) i--;
    } else if (rule === Rule.EQUALS) {
      while (i > 0 && (words[i]! & Word.KIND_MASK) !== Kind.ATTR_EQUALS && (words[i]! & Word.KIND_MASK) !== Kind.TAG_OPEN) i--;
    } else if (rule === Rule.FIRST_ATTRIBUTE) {
      while (i > 0 && (words[i]! & Word.KIND_MASK) !== Kind.TAG_OPEN) i--;
      for (let j = i + 1; j < out.count; j++) {
        const kind = words[j]! & Word.KIND_MASK;
        if (kind === Kind.ATTR_NAME) {
          i = j;
          break;
        }
        if (kind === Kind.TAG_CLOSE || kind === Kind.TAG_SELF_CLOSE) break;
      }
    }
    out.mark(i, (UNCLOSED_CODES.has(code) ? Word.UNCLOSED : Word.MALFORMED) | (id << Word.CODE_SHIFT));
  }

}
