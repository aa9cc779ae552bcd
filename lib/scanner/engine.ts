import { ERR } from '../common/error-codes.js';
import { ErrorReporter } from '../input/error-reporter.js';
import { NsId } from '../common/namespaces.js';
import type { TAG } from '../common/tags.js';
import { Source } from '../input/source.js';
import { CC } from '../tokenizer/char-codes.js';
import { FeedbackSimulator, type SimulatedTag } from '../tokenizer/feedback-simulator.js';
import type { TokenizerRecorder } from '../tokenizer/recorder.js';
import { State } from '../tokenizer/state.js';
import { TextState, type DoctypeToken, type ProcessingInstructionToken, type TagToken, type TokenSink } from '../tokenizer/token.js';
import { Tokenizer } from '../tokenizer/tokenizer.js';
import { internalSubsetEnd, piRecovery, Reading, recoveredTag, tagRecovery, type PiRecovery, type TagRecovery } from './editing.js';
import { codeId, Kind, Word } from './kinds.js';
import { isObsoleteElement } from './obsolete.js';
import { gapKindOf, NO_ERRORS, ScanTokens, UNBOUNDED } from './scan-tokens.js';

export type { EngineConfig, Rejoin } from './scan-tokens.js';

const KEEP_CR = { keepCarriageReturns: true };

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
export class ScanEngine extends ScanTokens implements TokenSink, TokenizerRecorder {

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
  protected halt(at: number, done: boolean): void {
    this.stopped = true;
    this.stoppedAt = at;
    this.done = done;
    this.tokenizer!.stop();
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

  /** The scanner classifies text from the input: runs are never built. */
  get needsText(): boolean {
    return false;
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
