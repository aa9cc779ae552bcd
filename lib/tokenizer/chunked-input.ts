import { CC } from './char-codes.js';
import type { Source } from '../input/source.js';
import { State } from './state.js';
import { TokenizerBase } from './tokenizer-base.js';

/** States whose token needs none of its text before the string being built (see keepFrom). */
function keepsOnlyString(state: State): boolean {
  return (
    state === State.TAG_NAME ||
    state === State.ATTRIBUTE_NAME ||
    state === State.BOGUS_COMMENT ||
    state === State.DOCTYPE_NAME ||
    (state >= State.DOCTYPE_PUBLIC_IDENTIFIER_DOUBLE_QUOTED && state <= State.DOCTYPE_PUBLIC_IDENTIFIER_SINGLE_QUOTED) ||
    (state >= State.DOCTYPE_SYSTEM_IDENTIFIER_DOUBLE_QUOTED && state <= State.DOCTYPE_SYSTEM_IDENTIFIER_SINGLE_QUOTED) ||
    (state >= State.COMMENT_START && state <= State.COMMENT_END_BANG) ||
    (state >= State.PROCESSING_INSTRUCTION_TARGET && state <= State.PROCESSING_INSTRUCTION_QUESTIONABLE) ||
    (state >= State.ATTRIBUTE_VALUE_DOUBLE_QUOTED && state <= State.ATTRIBUTE_VALUE_UNQUOTED)
  );
}

/** A string being built this long is moved out of the input held when the tokenizer suspends. */
const LONG_STRING = 1024;

/**
 * Input that comes in pieces, a layer of the Tokenizer class (see TokenizerBase): the driver
 * (lib/engine/engine.ts) appends to the Source, then calls `takeInput` and `run` again; between
 * two pieces the Source may drop the text before `keepFrom()`, after `detachPending` has moved
 * the pending text and a long string being built out of the text held. The tokenizer's offsets
 * are input offsets, so a drop changes none of them: the next `takeInput` reads the new `base`.
 */
export abstract class ChunkedInput extends TokenizerBase {
  /** Takes in the text the Source holds now, after it grew or ended, and resumes a suspended state. */
  takeInput(source: Source): void {
    const held = this.len;
    this.text = source.text;
    this.base = source.base;
    this.len = source.base + source.text.length;
    this.hasCr = source.hasCarriageReturns;
    this.final = source.ended;
    // "None before the end" answers of the searches were the old end: search again.
    this.forgetSearchesFrom(held);
    if (this.suspended) {
      this.suspended = false;
      this.state = this.resumeState;
    }
  }

  /** The Source's text changed from the input offset `offset` on (not before the tokenizer's position). */
  textChangedAt(offset: number): void {
    this.forgetSearchesFrom(offset);
  }

  /**
   * Suspends right after the token just emitted, whatever input follows (the tree builder, at a
   * script end tag a host runs): run() returns, and the next takeInput goes on from there.
   */
  pauseAfterToken(): void {
    this.resumeState = this.state;
    this.state = State.DONE;
    this.suspended = true;
    this.rescan = 0;
  }

  /** The input offset of the next input character (while paused or suspended: where it goes on). */
  get nextInputOffset(): number {
    return this.pos;
  }

  /** Forgets the searches' answers at or after the input offset `at`: they are searched again. */
  private forgetSearchesFrom(at: number): void {
    if (this.nextLt >= at) this.nextLt = -1;
    if (this.nextAmp >= at) this.nextAmp = -1;
    if (this.nextNul >= at) this.nextNul = -1;
    if (this.nextQuote >= at) this.nextQuote = -1;
    if (this.nextApos >= at) this.nextApos = -1;
    if (this.nextDash >= at) this.nextDash = -1;
    if (this.textCr >= at) this.textCr = -1;
    if (this.sbCr >= at) this.sbCr = -1;
  }

  /** Whether a suspended tokenizer stopped in text (not inside a tag, comment or DOCTYPE). */
  private suspendedInText(): boolean {
    switch (this.resumeState) {
      case State.DATA:
      case State.RCDATA:
      case State.RAWTEXT:
      case State.SCRIPT_DATA:
      case State.PLAINTEXT:
      case State.CDATA_SECTION:
      case State.SCRIPT_DATA_ESCAPED:
      case State.SCRIPT_DATA_ESCAPED_DASH:
      case State.SCRIPT_DATA_ESCAPED_DASH_DASH:
      case State.SCRIPT_DATA_DOUBLE_ESCAPED:
      case State.SCRIPT_DATA_DOUBLE_ESCAPED_DASH:
      case State.SCRIPT_DATA_DOUBLE_ESCAPED_DASH_DASH:
        return true;
      default:
        return false;
    }
  }

  /**
   * Where the pending text certainly ends while suspended (never between the CR and LF of a pair;
   * inside a token, at the token's `<`, which a CR before it cannot pair with).
   */
  private pendingTextEnd(): number {
    if (!this.suspendedInText()) return Math.max(this.tokenStart, this.rawStart);
    let end = this.pos;
    if (end > this.rawStart && this.text.charCodeAt(end - 1 - this.base) === CC.CR) end--;
    return end;
  }

  /**
   * While suspended: moves the pending text, and a string being built that is long (no tag or
   * attribute name the tokenizer interns is), out of the text held into their buffers, so the
   * text before `pos` can be dropped. Emits nothing: the tokens stay exactly as they would be.
   * With exact text offsets the pending text stays in the input held: the sink maps offsets
   * inside a run through the Source (where a CRLF pair is one character of the run), which needs
   * the run's own text.
   */
  detachPending(): void {
    const end = this.pendingTextEnd();
    if (this.rawStart < end && !this.exactText) {
      this.textBuf += this.textSlice(this.rawStart, end);
      this.rawStart = end;
    }
    this.detachLongString();
  }

  /**
   * While suspended: emits the pending text as far as it is certain (a streaming consumer's
   * choice), and moves a long string being built out of the text held, as detachPending does.
   */
  flushPendingText(): void {
    const end = this.pendingTextEnd();
    if (this.rawStart < end || this.textBuf !== '') {
      this.flushText(end);
      this.resetText(end);
    }
    this.detachLongString();
  }

  /** Moves a long string being built into its buffer, so that the text held does not grow with a long token. */
  private detachLongString(): void {
    if (!this.suspendedInText() && this.sbRaw >= this.tokenStart && this.pos - this.sbRaw > LONG_STRING) {
      let to = this.pos;
      if (this.text.charCodeAt(to - 1 - this.base) === CC.CR) to--;
      this.sbReplace(to, to, '');
    }
  }

  /**
   * The input offset where the token it was cut off in started (its text may have been dropped
   * already), or -1 when it was cut off in text: the token's location, and its attributes', are
   * computed from there when it ends.
   */
  cutTokenStart(): number {
    return this.suspendedInText() ? -1 : this.tokenStart;
  }

  /** The first input offset that the tokenizer may still read. */
  keepFrom(): number {
    // A bogus DOCTYPE reads nothing of its text again (its fields are strings already).
    if (this.resumeState === State.BOGUS_DOCTYPE && this.rawStart >= this.tokenStart) return this.pos;
    let keep = Math.min(this.pos, this.rawStart);
    if (!this.suspendedInText() && this.sbRaw >= this.tokenStart) {
      // In a comment, a tag name, an attribute name or value, a DOCTYPE name or identifier, the
      // token's text before the string being built is never read again (what came before is
      // strings and offsets already), so a long one does not keep everything since its start:
      // the input held stays short and each piece costs its own length, not the token's.
      if (keepsOnlyString(this.resumeState)) keep = Math.min(this.pos, this.sbRaw);
      else if (this.sbRaw < keep) keep = this.sbRaw;
    }
    // With exact text offsets, the pending run's input is held from its start until it is emitted
    // (see detachPending), whether or not part of it is in the buffer already (a NUL replaced in RCDATA).
    if (this.exactText && this.textStart < keep && (this.textBuf !== '' || this.rawStart < this.pendingTextEnd())) keep = this.textStart;
    // A field left from an earlier token may point before the text held.
    return Math.max(keep, this.base);
  }
}
