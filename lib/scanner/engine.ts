import { ERR } from '../common/error-codes.js';
import { ErrorReporter } from '../input/error-reporter.js';
import { NsId } from '../common/namespaces.js';
import type { TAG } from '../common/tags.js';
import { INPUT_ERROR_CODES, Source } from '../input/source.js';
import { CC } from '../tokenizer/char-codes.js';
import { FeedbackSimulator, type SimulatedTag } from '../tokenizer/feedback-simulator.js';
import type { TokenizerRecorder } from '../tokenizer/recorder.js';
import { State } from '../tokenizer/state.js';
import { TextState, type DoctypeToken, type ProcessingInstructionToken, type TagToken, type TokenSink } from '../tokenizer/token.js';
import { Tokenizer } from '../tokenizer/tokenizer.js';
import { internalSubsetEnd, piRecovery, Reading, recoveredTag, tagRecovery, type PiRecovery, type TagRecovery } from './editing.js';
import { Rule, ruleFor, UNCLOSED_CODES } from './error-rules.js';
import { codeId, codeName, Kind, Word } from './kinds.js';
import { isObsoleteElement } from './obsolete.js';
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

const KEEP_CR = { keepCarriageReturns: true };
const NO_ERRORS: number[] = [];
/** A window past the end of the input: the whole rest in one tokenizer run. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;
/**
 * The window after an editing recovery cut: small, so a run of broken tags costs little each (it
 * doubles each time a window ends before a construct does).
 */
const SMALL_WINDOW = 32;

const EOF_IN_COMMENT = codeId(ERR.eofInComment);
const EOF_IN_TAG = codeId(ERR.eofInTag);
const EOF_IN_DOCTYPE = codeId(ERR.eofInDoctype);
const EOF_IN_PROCESSING_INSTRUCTION = codeId(ERR.eofInProcessingInstruction);

/** The tokenizer's error reporter, handing code and offset to the engine (no line or column). */
class ScanErrors extends ErrorReporter {
  constructor(
    source: Source,
    private readonly engine: ScanEngine,
  ) {
    super(source, null);
  }

  override report(code: string, start: number): void {
    this.engine.error(code, start);
  }

  override reportBeforeCharacter(code: string, offset: number): void {
    this.engine.error(code, offset);
  }

  override flushInputErrors(): void {}
}

function gapKindOf(state: TextState): Kind {
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
 * The lexical scanner: drives the spec tokenizer (lib/tokenizer) and turns what it reports —
 * its tokens, the recorder's boundaries inside them, its parse errors — into consecutive tokens
 * covering the input, written to a TokenBuffer. Between tokens it fills gaps: text (or raw text,
 * or CDATA text, by the tokenizer's state) outside markup, and the whitespace, `=` and stray `/`
 * between a tag's parts; it never decides a boundary the tokenizer did not.
 *
 * A scan runs in windows: tokenizer runs over pieces of the input, each starting at the end of a
 * construct (where the state to start in is known, see RestartTable). A whole-document scan is
 * one window. Re-scans after an edit, scanMarkupAt and the editing recovery use bounded windows,
 * so the tokenizer's searches (the next `<`, `&`, NUL, closing quote) never run far past where
 * they stop; what the end of a window cut short is undone and scanned again in the next one.
 */
export class ScanEngine implements TokenSink, TokenizerRecorder {
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
  private stopsAt = 0;

  private readonly text: string;
  private readonly len: number;
  private readonly config: EngineConfig;
  private editing = false;
  private readonly table: RestartTable;

  // The state at the end of the last construct, where a window starts.
  private resumePos = 0;
  private resumeRestart = 0;
  private textState: TextState = TextState.DATA;
  private lastStartTag = '';
  private sim: FeedbackSimulator | null = null;

  // The current window: the tokenizer's offsets are `base` less than the input's.
  private tokenizer: Tokenizer | null = null;
  private base = 0;
  private windowTo = 0;
  private final = true;
  private windowSize = UNBOUNDED;
  private stopped = false;
  private stoppedAt = 0;
  private wholeSource: Source | null = null;

  // Tokens: the end of the last one, what fills a gap, the restart state for the next one (its
  // bits in the word, so that every token pays one `|`).
  private cursor = 0;
  private gapKind: Kind = Kind.TEXT;
  private pendingRestart = 0;
  /** No restart points before this offset (an editing recovery looked this far ahead). */
  private noRestartBefore = 0;
  /** Between a tag's name and its end: references go into the attribute value. */
  private inTag = false;
  private tagOpenIndex = 0;
  /** References in the attribute value being read: start, end, word. */
  private readonly refs: number[] = [];
  private commentDataEnd = 0;

  // Parse errors not yet put on a token: code ids and offsets, in input order.
  private readonly errorCodes: number[] = [];
  private readonly errorOffsets: number[] = [];
  private errorHead = 0;
  /** The window's input-stream errors (window offsets and kinds), and the next one to take. */
  private inputErrors: number[] = NO_ERRORS;
  private inputHead = 0;

  constructor(text: string, config: EngineConfig, table: RestartTable, out: TokenBuffer) {
    this.text = text;
    this.len = text.length;
    this.config = config;
    this.table = table;
    this.out = out;
  }

  /** Starts at `pos` in a text state (the scan's start, or a restart point). */
  begin(pos: number, textState: TextState, lastStartTag: string, sim: FeedbackSimulator | null): void {
    this.resumePos = pos;
    this.cursor = pos;
    this.out.origin = pos;
    this.sim = this.config.treeFeedback ? sim ?? new FeedbackSimulator(this.config.scriptingEnabled) : null;
    this.setTextState(textState, false);
    this.lastStartTag = lastStartTag;
    this.resumeRestart = this.table.idFor(textState, lastStartTag, this.sim);
    this.pendingRestart = this.resumeRestart << Word.RESTART_SHIFT;
    if (this.config.editing) this.windowSize = 1 << 16;
  }

  /** The restart state the scan started in. */
  get startState(): number {
    return this.table.idFor(this.textState, this.lastStartTag, this.sim);
  }

  /** Starts at restart point `id` (see RestartTable), at `pos`. */
  resume(pos: number, id: number): void {
    const table = this.table;
    const sim = table.simulators[id];
    this.begin(pos, table.textStates[id]!, table.lastStartTags[id]!, sim ? sim.clone() : null);
  }

  /** Bounds the first window to about `size` characters (re-scans, scanMarkupAt). */
  boundWindows(size: number): void {
    this.windowSize = size;
  }

  run(): void {
    this.stopsAt = this.rejoin !== null || this.single ? 1 : 0;
    this.editing = this.config.editing;
    while (!this.done) {
      const from = this.resumePos;
      this.runWindow(from, this.windowEnd(from));
    }
  }

  private windowEnd(from: number): number {
    if (this.windowSize >= this.len - from) return this.len;
    // Editing recovery decisions read the character after a window: a `<` (see tagRecovery).
    const lt = this.text.indexOf('<', from + this.windowSize);
    return lt === -1 ? this.len : lt;
  }

  private runWindow(from: number, to: number): void {
    const len = this.len;
    let source: Source;
    if (from === 0 && to === len) {
      source = this.wholeSource ??= new Source(this.text, KEEP_CR);
    } else {
      source = new Source(this.text.slice(from, to), KEEP_CR);
    }
    this.base = from;
    this.windowTo = to;
    this.final = to === len;
    this.stopped = false;
    this.inputErrors = this.config.inputErrors ? source.getInputErrors() : NO_ERRORS;
    this.inputHead = 0;
    // Tags' attributes are lent: the engine and the simulator only read them during the call.
    const tokenizer = new Tokenizer(source, this, {
      errors: new ScanErrors(source, this),
      trackAttributeSpans: false,
      lendAttributes: true,
      recorder: this,
    });
    tokenizer.lastStartTagName = this.lastStartTag;
    if (this.textState !== TextState.DATA) tokenizer.switchTo(this.textState);
    this.tokenizer = tokenizer;
    tokenizer.run();
    this.scanned += (this.stopped ? this.stoppedAt : to) - from;
  }

  /** Stops the tokenizer at a construct's end (`at`: how far it read); the scan goes on unless `done`. */
  private halt(at: number, done: boolean): void {
    this.stopped = true;
    this.stoppedAt = at;
    this.done = done;
    this.tokenizer!.stop();
  }

  // ---------------------------------------------------------------------------------------------
  // Tokens

  // Tokens go out one or two at a time: a typical tag is seven tokens, and the scan's cost beyond
  // the tokenizer's is mostly writing them.

  private emit(word: number, end: number): void {
    this.out.push(word | this.pendingRestart, end);
    this.pendingRestart = 0;
    this.cursor = end;
  }

  /** emit(word1, end1), then emit(word2, end2). */
  private emit2(word1: number, end1: number, word2: number, end2: number): void {
    this.out.push2(word1 | this.pendingRestart, end1, word2, end2);
    this.pendingRestart = 0;
    this.cursor = end2;
  }

  /** Text (or raw text, CDATA text) up to `end`, merged into the token before when that is the same. */
  private gap(end: number): void {
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
  private fillTo(end: number): void {
    if (this.cursor >= end) return;
    if (this.inputHead < this.inputErrors.length) this.takeInputErrors(end);
    if (this.errorHead < this.errorCodes.length) {
      this.resolveErrors();
      this.splitTextErrors(end);
    }
    if (end > this.cursor) this.gap(end);
  }

  private splitTextErrors(end: number): void {
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
  private tagPart(gapEnd: number, kind: Kind, partEnd: number): void {
    const p = this.cursor;
    if (p + 1 === gapEnd) {
      this.emit2(this.text.charCodeAt(p) === CC.EQ ? Kind.ATTR_EQUALS : Kind.WHITESPACE, gapEnd, kind, partEnd);
    } else {
      if (p < gapEnd) this.tagGapTo(gapEnd);
      this.emit(kind, partEnd);
    }
  }

  /** The whitespace, `=` and stray `/` between a tag's parts, up to `end`. */
  private tagGapTo(end: number): void {
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
  private valueTo(end: number): void {
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

  private reference(start: number, end: number, word: number): void {
    if (this.inTag) {
      this.refs.push(start, end, word);
    } else {
      this.fillTo(start);
      this.emit(word, end);
    }
  }

  private setTextState(state: TextState, switchTokenizer: boolean): void {
    this.textState = state;
    this.gapKind = gapKindOf(state);
    if (switchTokenizer && state !== TextState.DATA) this.tokenizer!.switchTo(state);
  }

  /** A construct ended at `end`: its errors go on its tokens; `end` becomes a restart point. */
  private constructEnd(end: number): void {
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
  private checkStop(end: number, id: number): void {
    if (this.rejoin !== null && id !== 0 && end >= this.rejoin.minPos && this.joins(end, id)) {
      this.halt(end, true);
    } else if (this.single && this.textState === TextState.DATA) {
      this.halt(end, true);
    }
  }

  /** Whether the old stream has a restart point with state `id` where the new offset `pos` is. */
  private joins(pos: number, id: number): boolean {
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
  private takeInputErrors(end: number): void {
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
  private resolveErrors(): void {
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
  private resolveAll(): void {
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
  private dropErrorsFrom(offset: number): void {
    const offsets = this.errorOffsets;
    let n = offsets.length;
    while (n > this.errorHead && offsets[n - 1]! >= offset) n--;
    offsets.length = n;
    this.errorCodes.length = n;
  }

  private flag(id: number, code: string, rule: Rule, target: number): void {
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

  // ---------------------------------------------------------------------------------------------
  // TokenizerRecorder

  tagName(start: number, nameEnd: number): void {
    const base = this.base;
    const s = start + base;
    const openEnd = this.text.charCodeAt(s + 1) === CC.SLASH ? s + 2 : s + 1;
    const restart = this.pendingRestart;
    if (restart !== 0 && this.cursor < s && this.errorHead === this.errorCodes.length && this.inputHead === this.inputErrors.length) {
      // The usual tag: text after the construct before it (a token of its own, where the restart
      // point is), then the `<` and the name, in one write.
      const out = this.out;
      out.push3(this.gapKind | restart, s, Kind.TAG_OPEN, openEnd, Kind.TAG_NAME, nameEnd + base);
      this.pendingRestart = 0;
      this.cursor = nameEnd + base;
      this.tagOpenIndex = out.count - 2;
    } else {
      this.fillTo(s);
      this.tagOpenIndex = this.out.count;
      this.emit2(Kind.TAG_OPEN, openEnd, Kind.TAG_NAME, nameEnd + base);
    }
    this.inTag = true;
  }

  attribute(nameStart: number, nameEnd: number, valueStart: number, valueEnd: number, attrEnd: number): void {
    const base = this.base;
    const ns = nameStart + base;
    const ne = nameEnd + base;
    if (attrEnd === nameEnd) {
      this.tagPart(ns, Kind.ATTR_NAME, ne);
      return;
    }
    // The value's token starts at its opening quote.
    const vs = (attrEnd !== valueEnd ? valueStart - 1 : valueStart) + base;
    const ve = attrEnd + base;
    if (this.refs.length === 0 && ve > vs) {
      const p = this.cursor;
      if (p + 1 === ns && ne + 1 === vs) {
        // The usual attribute, `name="value"` after one space: its four tokens in one write (the
        // one character between name and value is the `=`).
        const gap = this.text.charCodeAt(p) === CC.EQ ? Kind.ATTR_EQUALS : Kind.WHITESPACE;
        this.out.push4(gap | this.pendingRestart, ns, Kind.ATTR_NAME, ne, Kind.ATTR_EQUALS, vs, Kind.ATTR_VALUE, ve);
        this.pendingRestart = 0;
        this.cursor = ve;
      } else {
        this.tagPart(ns, Kind.ATTR_NAME, ne);
        this.tagPart(vs, Kind.ATTR_VALUE, ve);
      }
    } else {
      this.tagPart(ns, Kind.ATTR_NAME, ne);
      this.tagGapTo(vs);
      this.valueTo(ve);
    }
  }

  /**
   * Only the feedback simulator reads attributes, and only in foreign content (an annotation-xml's
   * encoding, a font's color, face or size).
   */
  get needsAttributes(): boolean {
    const sim = this.sim;
    return sim !== null && sim.depth !== 0;
  }

  characterReference(start: number, end: number): void {
    this.reference(start + this.base, end + this.base, Kind.CHAR_REF);
  }

  emptyMarkup(start: number, end: number): void {
    const s = start + this.base;
    const e = end + this.base;
    const text = this.text;
    this.fillTo(s);
    if (text.charCodeAt(s) === CC.RBRACKET) {
      this.emit(Kind.CDATA_CLOSE, e);
      // A scan that started in a CDATA section goes on in the data state, as the tokenizer does.
      if (this.textState === TextState.CDATA_SECTION) this.setTextState(TextState.DATA, false);
      else this.gapKind = gapKindOf(this.textState);
      this.constructEnd(e);
    } else if (text.charCodeAt(s + 1) === CC.BANG) {
      this.emit(Kind.CDATA_OPEN, e);
      this.gapKind = Kind.CDATA_TEXT;
    } else {
      // `</>`: an end tag with no name, which the tokenizer drops.
      this.emit(Kind.TAG_OPEN, s + 2);
      this.emit(Kind.TAG_CLOSE, e);
      this.constructEnd(e);
    }
  }

  commentData(dataEnd: number): void {
    this.commentDataEnd = dataEnd + this.base;
  }

  tagCutOff(start: number, state: State, valueStart: number): void {
    const s = start + this.base;
    const end = this.windowTo;
    if (!this.inTag) {
      // The input ended in the tag's name.
      this.fillTo(s);
      this.tagOpenIndex = this.out.count;
      const openEnd = this.text.charCodeAt(s + 1) === CC.SLASH ? s + 2 : s + 1;
      this.emit(Kind.TAG_OPEN, openEnd);
      if (end > openEnd) this.emit(Kind.TAG_NAME, end);
    } else if (state === State.ATTRIBUTE_VALUE_DOUBLE_QUOTED || state === State.ATTRIBUTE_VALUE_SINGLE_QUOTED) {
      this.tagGapTo(valueStart + this.base - 1);
      this.valueTo(end);
    } else if (state === State.ATTRIBUTE_VALUE_UNQUOTED) {
      this.tagGapTo(valueStart + this.base);
      this.valueTo(end);
    } else {
      this.tagGapTo(end);
    }
    this.inTag = false;
    if (this.config.editing) {
      const recovery = tagRecovery(this.text, this.out, this.tagOpenIndex, this.final ? Reading.END_OF_INPUT : end);
      if (recovery !== null) this.recoverTag(recovery);
    }
  }

  processingInstructionCutOff(start: number, state: State, targetEnd: number, dataStart: number): void {
    const base = this.base;
    const s = start + base;
    const end = this.windowTo;
    this.fillTo(s);
    const openIndex = this.out.count;
    this.emit(Kind.PI_OPEN, s + 2);
    if (state === State.PROCESSING_INSTRUCTION_TARGET) {
      if (end > s + 2) this.emit(Kind.PI_TARGET, end);
    } else if (state !== State.PROCESSING_INSTRUCTION_OPEN) {
      this.emit(Kind.PI_TARGET, targetEnd + base);
      if (dataStart + base > targetEnd + base) this.emit(Kind.WHITESPACE, dataStart + base);
      if (end > dataStart + base) this.emit(Kind.PI_TEXT, end);
    }
    if (this.config.editing) {
      const recovery = piRecovery(this.text, s, this.cursor, this.final ? Reading.END_OF_INPUT : end);
      if (recovery !== null) this.recoverProcessingInstruction(openIndex, recovery);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // TokenSink

  onStartTag(tag: TagToken): void {
    this.tagEnd(tag, true);
  }

  onEndTag(tag: TagToken): void {
    this.tagEnd(tag, false);
  }

  onText(): void {}

  onNullCharacter(): void {}

  onComment(_data: string, start: number, end: number): void {
    const s = start + this.base;
    const e = end + this.base;
    const text = this.text;
    const dataEnd = this.commentDataEnd;
    const codes = this.errorCodes;
    const eof = codes.length > this.errorHead && codes[codes.length - 1] === EOF_IN_COMMENT;
    const closed = dataEnd < e && !eof;
    // A comment the window's end cut short is scanned again in the next window.
    if (!closed && !this.final) return;
    // The data starts after `<!--`, after the `<` of `<?` (a bogus comment's data keeps the `?`),
    // or after `<!` and `</`.
    const open = text.startsWith('<!--', s) ? 4 : text.charCodeAt(s + 1) === CC.QUESTION ? 1 : 2;
    this.fillTo(s);
    this.emit(Kind.COMMENT_OPEN | (closed ? 0 : Word.UNCLOSED), s + open);
    const textEnd = closed ? dataEnd : e;
    if (textEnd > s + open) this.emit(Kind.COMMENT_TEXT, textEnd);
    if (closed) this.emit(Kind.COMMENT_CLOSE, e);
    this.constructEnd(e);
  }

  onProcessingInstruction(token: ProcessingInstructionToken): void {
    const base = this.base;
    const s = token.start + base;
    const targetEnd = s + 2 + token.target.length;
    const dataStart = token.dataStart + base;
    const dataEnd = token.dataEnd + base;
    const e = token.end + base;
    this.fillTo(s);
    const openIndex = this.out.count;
    this.emit(Kind.PI_OPEN, s + 2);
    this.emit(Kind.PI_TARGET, targetEnd);
    if (dataStart > targetEnd) this.emit(Kind.WHITESPACE, dataStart);
    if (dataEnd > dataStart) this.emit(Kind.PI_TEXT, dataEnd);
    this.emit(Kind.PI_CLOSE, e);
    if (this.config.editing) {
      const recovery = piRecovery(this.text, s, e, Reading.CLOSED);
      if (recovery !== null) {
        this.recoverProcessingInstruction(openIndex, recovery);
        return;
      }
    }
    this.constructEnd(e);
  }

  onDoctype(token: DoctypeToken): void {
    const s = token.start + this.base;
    let e = token.end + this.base;
    const text = this.text;
    let closed = e > s + 9 && text.charCodeAt(e - 1) === CC.GT;
    if (!closed && !this.final) return;
    const specEnd = e;
    if (closed && this.config.editing) {
      // An internal subset `[...]` the spec's first `>` cut short runs to its `]>`.
      const end = internalSubsetEnd(text, s, e);
      if (end !== e) {
        closed = end > 0;
        e = closed ? end : this.len;
      }
    }
    this.fillTo(s);
    const openIndex = this.out.count;
    this.emit(Kind.DOCTYPE_OPEN | (closed ? 0 : Word.UNCLOSED), s + 9);
    const textEnd = closed ? e - 1 : e;
    if (textEnd > s + 9) this.emit(Kind.DOCTYPE_TEXT, textEnd);
    if (closed) this.emit(Kind.DOCTYPE_CLOSE, e);
    if (e !== specEnd) {
      if (!closed) this.out.mark(openIndex, EOF_IN_DOCTYPE << Word.CODE_SHIFT);
      this.constructEnd(e);
      if (!this.done) this.halt(specEnd, false);
      return;
    }
    this.constructEnd(e);
  }

  onEof(): void {
    if (this.stopped) return;
    if (!this.final) {
      // The window's end cut short what follows the last construct: scan it again, further.
      this.undoTo(this.resumePos);
      this.windowSize = Math.min(UNBOUNDED, this.windowSize * 2);
      return;
    }
    this.fillTo(this.len);
    this.resolveAll();
    const out = this.out;
    const last = out.count - 1;
    if (
      last >= 0 &&
      (out.words[last]! & Word.KIND_MASK) === Kind.RAW_TEXT &&
      this.textState !== TextState.PLAINTEXT &&
      this.gapKind === Kind.RAW_TEXT
    ) {
      out.mark(last, Word.UNCLOSED);
    }
    this.done = true;
  }

  isCdataAllowed(): boolean {
    const cdata = this.config.cdata;
    if (cdata !== null) return cdata;
    return this.sim !== null && this.sim.isCdataAllowed();
  }

  /** Forgets the tokens and errors from `pos` on, and the state back to the construct that ended there. */
  private undoTo(pos: number): void {
    this.out.truncateAt(pos);
    this.cursor = pos;
    this.inTag = false;
    if (this.refs.length !== 0) this.refs.length = 0;
    this.pendingRestart = this.resumeRestart << Word.RESTART_SHIFT;
    this.gapKind = gapKindOf(this.textState);
    this.dropErrorsFrom(pos);
  }

  // ---------------------------------------------------------------------------------------------
  // Tags

  private tagEnd(tag: TagToken, isStart: boolean): void {
    const end = tag.end + this.base;
    const selfClosing = tag.selfClosing;
    this.tagPart(selfClosing ? end - 2 : end - 1, selfClosing ? Kind.TAG_SELF_CLOSE : Kind.TAG_CLOSE, end);
    this.inTag = false;
    // A closed tag needs the editing recovery only when a `<` is inside it. The search stops at
    // the next `<` after the tag's own, where the next construct starts at the latest: linear.
    if (this.editing && this.hasLtBefore(this.out.start(this.tagOpenIndex) + 1, end)) {
      const recovery = tagRecovery(this.text, this.out, this.tagOpenIndex, Reading.CLOSED);
      if (recovery !== null) {
        this.recoverTag(recovery);
        return;
      }
    }
    this.finishTag(isStart, tag);
    this.constructEnd(end);
  }

  private hasLtBefore(from: number, end: number): boolean {
    const lt = this.text.indexOf('<', from);
    return lt !== -1 && lt < end;
  }

  /** A tag's effect on the state: obsolete names, the text state the tree builder would switch to. */
  private finishTag(isStart: boolean, tag: SimulatedTag): void {
    const sim = this.sim;
    let ns = NsId.HTML;
    let state = TextState.DATA;
    if (isStart) {
      if (sim !== null) {
        state = sim.startTag(tag);
        ns = sim.lastStartTagNs;
      }
      this.lastStartTag = tag.tagName;
    } else if (sim !== null) {
      ns = sim.currentNs;
      sim.endTag(tag);
    }
    if (ns === NsId.HTML && isObsoleteElement(tag.tagId as TAG, tag.tagName)) this.out.words[this.tagOpenIndex + 1]! |= Word.OBSOLETE;
    // Most tags leave the data state as it was: nothing to set.
    if (state !== TextState.DATA || this.textState !== TextState.DATA || this.gapKind !== Kind.TEXT) this.setTextState(state, true);
  }

  /** Applies an editing recovery to the tag whose tokens end the buffer, then scans on after it. */
  private recoverTag(recovery: TagRecovery): void {
    const out = this.out;
    const open = this.tagOpenIndex;
    const isStart = this.text.charCodeAt(out.ends[open]! - 1) !== CC.SLASH;
    const cut = recovery.cut;
    this.dropErrorsFrom(cut);
    out.truncateAt(cut);
    this.cursor = cut;
    this.refs.length = 0;
    if (recovery.valueIndex >= 0 && recovery.valueIndex < out.count) out.mark(recovery.valueIndex, Word.MALFORMED);
    let end = cut;
    if (recovery.closeWithGt) {
      end = cut + 1;
      this.emit(Kind.TAG_CLOSE, end);
    } else {
      this.emit(Kind.TAG_CLOSE | Word.SYNTHETIC, cut);
      out.mark(open, (isStart ? Word.UNCLOSED : Word.MALFORMED) | (EOF_IN_TAG << Word.CODE_SHIFT));
    }
    this.noRestartBefore = Math.max(this.noRestartBefore, recovery.lookedAt + 1);
    this.finishTag(isStart, recoveredTag(this.text, out, open));
    this.constructEnd(end);
    if (!this.done) this.restartAfterRecovery(end);
  }

  private recoverProcessingInstruction(openIndex: number, recovery: PiRecovery): void {
    const out = this.out;
    const cut = recovery.cut;
    this.dropErrorsFrom(cut);
    out.truncateAt(cut);
    this.cursor = cut;
    out.mark(openIndex, Word.UNCLOSED | (EOF_IN_PROCESSING_INSTRUCTION << Word.CODE_SHIFT));
    this.noRestartBefore = Math.max(this.noRestartBefore, recovery.lookedAt + 1);
    this.constructEnd(cut);
    if (!this.done) this.restartAfterRecovery(cut);
  }

  /** After an editing recovery: the tokenizer read past `pos`; go on from there in a small window. */
  private restartAfterRecovery(pos: number): void {
    this.halt(pos, false);
    this.windowSize = SMALL_WINDOW;
  }
}
