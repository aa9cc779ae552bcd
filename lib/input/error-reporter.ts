import type { ParserErrorHandler } from '../common/location.js';
import { INPUT_ERROR_CODES, type Source } from './source.js';

/** How many entries of reported input-stream errors (two numbers each) may stay before they are dropped. */
const SPENT_INPUT_ERRORS = 2048;

/**
 * Turns offsets into parse5-shaped errors and hands them to `onParseError`. Input-stream errors
 * (found by one scan of the input) are interleaved by offset, so the handler sees every error in
 * input order. When there is no handler, reporting is a single null check.
 */
export class ErrorReporter {
  private readonly inputErrors: number[];
  private nextInputError = 0;

  constructor(
    private readonly source: Source,
    private readonly handler: ParserErrorHandler | null,
  ) {
    this.inputErrors = handler === null ? [] : source.getInputErrors();
  }

  get enabled(): boolean {
    return this.handler !== null;
  }

  /** Reports `code` for the normalized range [start, end) (a point when `end` is omitted). */
  report(code: string, start: number, end: number = start): void {
    const handler = this.handler;
    if (handler === null) return;
    this.flushInputErrors(start);
    this.send(handler, code, start, end);
  }

  /**
   * Reports `code` at `offset` before the character there is read (a character reference's end
   * state, which reads nothing): an input-stream error of that character comes after it. A push
   * parser may not have that character yet (a high surrogate at the end of a piece waits for the
   * next), so this order is also the one it can keep.
   */
  reportBeforeCharacter(code: string, offset: number): void {
    const handler = this.handler;
    if (handler === null) return;
    this.flushInputErrors(offset - 1);
    this.send(handler, code, offset, offset);
  }

  private send(handler: ParserErrorHandler, code: string, start: number, end: number): void {
    const error = this.source.location(start, end) as ReturnType<Source['location']> & { code: string };
    error.code = code;
    handler(error);
  }

  /** Reports input-stream errors at offsets up to and including `upTo` (all when omitted). */
  flushInputErrors(upTo: number = Infinity): void {
    const errors = this.inputErrors;
    const handler = this.handler;
    if (handler === null) return;
    let i = this.nextInputError;
    while (i < errors.length && errors[i]! <= upTo) {
      const offset = errors[i]!;
      const loc = this.source.location(offset, offset) as ReturnType<Source['location']> & { code: string };
      loc.code = INPUT_ERROR_CODES[errors[i + 1]!]!;
      handler(loc);
      i += 2;
    }
    // The errors reported go once they are most of the list (the Source appends to it as pieces
    // come), so a stream of any length keeps only those still to come.
    if (i >= SPENT_INPUT_ERRORS && i * 2 >= errors.length) {
      errors.splice(0, i);
      i = 0;
    }
    this.nextInputError = i;
  }
}
