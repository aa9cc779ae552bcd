import { ERR } from '../common/error-codes.js';
import { CC, isAsciiAlpha, isAsciiAlphanumeric, isWhitespace } from './char-codes.js';
import { State } from './state.js';
import type { ProcessingInstructionToken } from './token.js';
import { ChunkedInput } from './chunked-input.js';
import { matchesAsciiCaseInsensitive } from './tokenizer-base.js';

/**
 * The processing instruction states (#processing-instruction-open-state to
 * #processing-instruction-questionable-state), entered from the tag open state on `<?`: cold
 * next to text and tags, so they live apart (see TokenizerBase). The target (the temporary
 * buffer), the whitespace after it and the data are each the string being built in turn
 * (`sbStart`), so a `?` that does not close the instruction is simply part of the slice, and
 * input fed in pieces never holds more of the instruction than the string being built (each
 * piece of a long one costs its own length; see keepFrom); `nameStart` marks the target's end.
 */
export abstract class ProcessingInstructionStates extends ChunkedInput {
  /** The target, once complete. */
  protected piTarget = '';
  /** The whitespace between the target and the data, line breaks normalized. */
  protected piSpace = '';
  /** The input offset where the data starts (an input offset: the text before it may be dropped). */
  protected piDataStart = 0;

  // #processing-instruction-open-state
  protected processingInstructionOpenState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (isAsciiAlpha(c) || c === CC.UNDERSCORE) {
      this.sbStart(p);
      this.state = State.PROCESSING_INSTRUCTION_TARGET;
    } else if (c === CC.EOF) {
      if (this.suspend(p)) return;
      this.eofInProcessingInstruction();
    } else {
      this.err(ERR.invalidFirstCharacterOfProcessingInstructionTarget, p);
      this.convertTemporaryBufferToComment(p, '');
    }
  }

  // #processing-instruction-target-state
  protected processingInstructionTargetState(): void {
    const text = this.text;
    const base = this.base;
    const len = this.len;
    let p = this.pos;
    while (p < len) {
      const c = text.charCodeAt(p - base);
      if (isAsciiAlphanumeric(c) || c === CC.DASH || c === CC.UNDERSCORE) {
        p++;
        continue;
      }
      this.pos = p;
      const target = this.sbEnd(p);
      if (isWhitespace(c) || c === CC.QUESTION || c === CC.GT) {
        if (isDisallowedTarget(target)) {
          this.err(ERR.disallowedProcessingInstructionTarget, p);
          this.convertTemporaryBufferToComment(p, target);
        } else {
          this.piTarget = target;
          this.nameStart = p;
          this.sbStart(p);
          this.state = State.AFTER_PROCESSING_INSTRUCTION_TARGET;
        }
      } else {
        this.err(ERR.invalidProcessingInstructionTarget, p);
        this.convertTemporaryBufferToComment(p, target);
      }
      return;
    }
    if (this.suspend(len)) return;
    this.pos = len;
    this.eofInProcessingInstruction();
  }

  // #after-processing-instruction-target-state
  protected afterProcessingInstructionTargetState(): void {
    let p = this.pos;
    while (isWhitespace(this.at(p))) p++;
    // More whitespace may follow in the next piece: the data starts after all of it.
    if (p === this.len && this.suspend(p)) return;
    this.pos = p;
    this.piSpace = this.sbEnd(p);
    this.piDataStart = p;
    this.sbStart(p);
    this.state = State.PROCESSING_INSTRUCTION_DATA;
  }

  // #processing-instruction-data-state
  protected processingInstructionDataState(): void {
    const text = this.text;
    const base = this.base;
    const len = this.len;
    for (let p = this.pos; p < len; p++) {
      const c = text.charCodeAt(p - base);
      if (c === CC.GT) {
        this.emitProcessingInstruction(p, p + 1);
        return;
      }
      if (c === CC.QUESTION) {
        this.pos = p + 1;
        this.state = State.PROCESSING_INSTRUCTION_QUESTIONABLE;
        return;
      }
    }
    if (this.suspend(len)) return;
    this.pos = len;
    this.eofInProcessingInstruction();
  }

  // #processing-instruction-questionable-state (entered with the `?` just before `pos`)
  protected processingInstructionQuestionableState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (c === CC.GT) this.emitProcessingInstruction(p - 1, p + 1);
    else if (c === CC.EOF) {
      if (this.suspend(p)) return;
      this.eofInProcessingInstruction();
    }
    // Anything else: the `?` is data (it is already in the slice); reconsume in the data state.
    else this.state = State.PROCESSING_INSTRUCTION_DATA;
  }

  /**
   * "Convert the temporary buffer to a comment" (#convert-the-temporary-buffer-to-a-comment),
   * then reconsume at `p` in the bogus comment state: the comment's data is `?`, the target so
   * far, and what the bogus comment state adds.
   */
  private convertTemporaryBufferToComment(p: number, target: string): void {
    this.sbStart(p);
    this.sbBuf = '?' + target;
    this.state = State.BOGUS_COMMENT;
  }

  /** Emits the processing instruction whose data ends at `dataEnd`; `end` is just past the `>`. */
  private emitProcessingInstruction(dataEnd: number, end: number): void {
    const start = this.tokenStart;
    const token = new ProcessingInstruction(this.piTarget, this.sbEnd(dataEnd), this.piSpace, start, end, this.piDataStart, dataEnd);
    this.flushText(start);
    this.resetText(end);
    this.pos = end;
    this.state = State.DATA;
    this.sink.onProcessingInstruction(token);
  }

  /** EOF in a processing instruction: nothing of it is emitted, then EOF. */
  private eofInProcessingInstruction(): void {
    this.err(ERR.eofInProcessingInstruction, this.len);
    this.recorder.processingInstructionCutOff(this.tokenStart, this.state, this.nameStart, this.piDataStart);
    this.emitEof(this.tokenStart);
  }
}

/** Whether the target is "xml" or "xml-stylesheet", ignoring ASCII case (turned into bogus comments). */
function isDisallowedTarget(target: string): boolean {
  const n = target.length;
  return (n === 3 || n === 14) && matchesAsciiCaseInsensitive(target, 0, n === 3 ? 'xml' : 'xml-stylesheet');
}

/** A class rather than a literal, as for tags (see the note in tokenizer-base.ts). */
class ProcessingInstruction implements ProcessingInstructionToken {
  declare target: string;
  declare data: string;
  declare space: string;
  declare start: number;
  declare end: number;
  declare dataStart: number;
  declare dataEnd: number;

  constructor(target: string, data: string, space: string, start: number, end: number, dataStart: number, dataEnd: number) {
    this.target = target;
    this.data = data;
    this.space = space;
    this.start = start;
    this.end = end;
    this.dataStart = dataStart;
    this.dataEnd = dataEnd;
  }
}
