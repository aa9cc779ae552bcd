import type { ErrorReporter } from '../common/error-reporter.js';
import type { Source } from '../input/source.js';
import type { Tokenizer } from './tokenizer.js';

/** Pieces shorter than this are appended whole: for 1 KB pieces the copy costs less than bridging (about 3 %). */
const BRIDGE_MIN_PIECE = 4096;
/** How many cuts, and how far into a piece, a bridge tries before it copies the piece after all. */
const BRIDGE_TRIES = 3;
const BRIDGE_SPAN = 2048;

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
    this.fresh += text.length;
    if (!last && this.fresh < this.tokenizer.rescan) {
      this.waiting.push(text);
      return;
    }
    if (this.waiting.length > 0) {
      this.waiting.push(text);
      text = this.waiting.join('');
      this.waiting.length = 0;
    }
    this.fresh = 0;
    if (!last && text.length >= BRIDGE_MIN_PIECE && this.source.text.length > 0) text = this.bridge(text);
    this.feed(text, last);
  }

  /**
   * Feeds the start of a long piece, through a `>`, until the tokenizer holds none of the input
   * (it finished the token it was in, and no text is pending yet), and answers the rest of the
   * piece. The rest then becomes the text held as it is, where otherwise the whole piece would be
   * copied after the text held. Gives up (answering the rest as it is) after BRIDGE_TRIES cuts or
   * BRIDGE_SPAN characters.
   */
  private bridge(text: string): string {
    const source = this.source;
    let from = 0;
    for (let tries = 0; tries < BRIDGE_TRIES && source.text.length > 0 && source.text.length <= BRIDGE_SPAN; tries++) {
      const to = text.indexOf('>', from) + 1;
      if (to === 0 || to > BRIDGE_SPAN) break;
      if (to - from < this.tokenizer.rescan) break;
      this.feed(text.slice(from, to), false);
      from = to;
    }
    return from === 0 ? text : text.slice(from);
  }

  /** Appends `text` to the Source, tokenizes as far as it goes, and drops what is done with. */
  private feed(text: string, last: boolean): void {
    const source = this.source;
    const tokenizer = this.tokenizer;
    source.append(text, last);
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
