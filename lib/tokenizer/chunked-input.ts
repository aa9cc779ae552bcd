import type { ErrorReporter } from '../common/error-reporter.js';
import type { Source } from '../input/source.js';
import type { Tokenizer } from './tokenizer.js';

/** A tokenizer sink that reads input offsets through the Source after the tokens that carried them. */
export interface InputHolder {
  /** The first input offset it may still map, or -1 for none. */
  heldFrom(): number;
}

/**
 * Feeds a tokenizer input that comes in pieces, through a chunked Source (`Source.chunked`):
 * appends each piece, runs the tokenizer as far as the text goes, and drops what it consumed.
 * The tokens are those of the whole input (see TokenizerBase's chunked input), except that with
 * `streamText` the text pending at the end of a piece is emitted then (cut there), so that
 * nothing grows with a long run of text: a streaming consumer's choice; a tree builder keeps runs
 * whole, so its errors come in the same order as for the whole input.
 */
export class ChunkedInput {
  /** Characters appended since the tokenizer last ran (it waits for `tokenizer.rescan` of them). */
  private fresh = 0;
  /** The pieces that came while it waits, appended to the Source together (one copy of the text held). */
  private waiting: string[] = [];
  private ended = false;

  /**
   * `reportBeforeDrop`: for a Source that forgets the lines of the text it drops, the reporter
   * whose input-stream errors in that text go out before it does (they could not be placed on
   * their line afterwards). The tokenizer reads nothing before the text kept, so no error of its
   * own comes there later: the order stays the whole input's.
   * `sink`: the tokenizer's sink when it may still map offsets through the Source into text the
   * tokenizer is done with (a tree builder's pending table characters): that text is kept too.
   */
  constructor(
    private readonly source: Source,
    private readonly tokenizer: Tokenizer,
    private readonly streamText: boolean,
    private readonly reportBeforeDrop: ErrorReporter | null = null,
    private readonly sink: InputHolder | null = null,
  ) {}

  /** Tokenizes the next piece of the input; `last` when it is the end. */
  write(text: string, last: boolean): void {
    if (this.ended) throw new TypeError('larch: write after end');
    const source = this.source;
    const tokenizer = this.tokenizer;
    this.fresh += text.length;
    if (!last && this.fresh < tokenizer.rescan) {
      this.waiting.push(text);
      return;
    }
    if (this.waiting.length > 0) {
      this.waiting.push(text);
      text = this.waiting.join('');
      this.waiting.length = 0;
    }
    source.append(text, last);
    this.fresh = 0;
    tokenizer.takeInput(source);
    tokenizer.run();
    if (last) {
      this.ended = true;
      return;
    }
    if (this.streamText) tokenizer.flushPendingText();
    else tokenizer.detachPending();
    let keep = source.base + tokenizer.keepFrom();
    const held = this.sink === null ? -1 : this.sink.heldFrom();
    if (held >= 0 && held < keep) keep = held;
    if (this.reportBeforeDrop !== null) this.reportBeforeDrop.flushInputErrors(keep - 1);
    const n = source.dropBefore(keep);
    if (n > 0) tokenizer.dropped(n, source);
  }
}
