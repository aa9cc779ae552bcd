import type { ParserErrorHandler } from '../common/location.js';
import { ErrorReporter } from '../input/error-reporter.js';
import { Source } from '../input/source.js';
import { Tokenizer, type TokenizerOptions } from '../tokenizer/tokenizer.js';
import type { TextState, TokenizerControl, TokenSink } from '../tokenizer/token.js';

/** Pieces shorter than this are appended whole: for 1 KB pieces the copy costs less than bridging (about 3 %). */
const BRIDGE_MIN_PIECE = 4096;
/** How many cuts, and how far into a piece, a bridge tries before it copies the piece after all. */
const BRIDGE_TRIES = 3;
const BRIDGE_SPAN = 2048;

/** Input that comes in pieces (`Engine.write`), and what the run keeps of it. */
export interface PiecewiseInput {
  /** Whether lines are counted (for locations or parse errors). */
  lines: boolean;
  /** Whether the input stream's own errors (control characters, noncharacters) are collected. */
  inputErrors: boolean;
  /**
   * Whether the Source may forget the lines of the text it drops: its input-stream errors in that
   * text then go out before it is dropped (they could not be placed on their line afterwards).
   * The tokenizer reads nothing before the text kept, so no error of its own comes there later:
   * the order stays the whole input's.
   */
  forgetDroppedLines: boolean;
  /**
   * Whether the text pending at the end of a piece is emitted then (cut there), so nothing grows
   * with a long run of text: a streaming consumer's choice. A tree builder keeps runs whole, so
   * its errors come in the same order as for the whole input.
   */
  streamText: boolean;
}

/** The tokenizer options an engine's consumer chooses (the engine supplies the error reporter). */
export type EngineTokenizerOptions = Omit<TokenizerOptions, 'errors'>;

/**
 * One run of the tokenizer over one input, and everything it owns: the Source (absolute
 * offsets; consumed text is dropped here and nowhere else), the error reporter, the tokenizer and
 * the sink its tokens go to (a tree builder, a SAX sink, a token collector). Every way of
 * running the HTML tokenizer makes one: `parse`, `parseFragment`, the push parser and streams
 * (through HtmlEngine), the SAX parser, `tokenize` and the token stream.
 *
 * Lifecycle: made over a whole string (`run` once) or for input in pieces (`write` each piece,
 * the last with `last`); `stop` ends it early (an encoding restart, a SAX `stop()`), and
 * whatever comes after is ignored. An engine is used for one input; a new input gets a new one.
 *
 * The parts are connected where they are made: the sink gets the engine as its TokenizerControl
 * (the tokenizer does not exist yet when the sink is made), and says what input it still needs
 * through its own `heldFrom`.
 */
export class Engine<S extends TokenSink> implements TokenizerControl {
  readonly source: Source;
  readonly errors: ErrorReporter;
  readonly sink: S;
  readonly tokenizer: Tokenizer;
  private readonly pieces: PiecewiseInput | null;
  /** Characters appended since the tokenizer last ran (it waits for `tokenizer.rescan` of them). */
  private fresh = 0;
  /** The pieces that came while it waits, appended to the Source together (one copy of the text held); made at the first. */
  private waiting: string[] | null = null;
  private ended = false;
  private halted = false;

  /**
   * `input`: the whole text, or how pieces come. `makeSink` makes the sink once the Source and
   * the error reporter exist (a tree builder reports through them), with this engine as the
   * control of the tokenizer that will feed it.
   */
  constructor(
    input: string | PiecewiseInput,
    onParseError: ParserErrorHandler | null,
    makeSink: (source: Source, errors: ErrorReporter, tokenizer: TokenizerControl) => S,
    options: EngineTokenizerOptions,
  ) {
    // The tokenizer normalizes line breaks in what it delivers, so the input is not copied.
    this.source =
      typeof input === 'string'
        ? new Source(input, { keepCarriageReturns: true })
        : Source.chunked({ lines: input.lines, inputErrors: input.inputErrors, forgetDroppedLines: input.forgetDroppedLines });
    this.pieces = typeof input === 'string' ? null : input;
    this.errors = new ErrorReporter(this.source, onParseError);
    this.sink = makeSink(this.source, this.errors, this);
    // One object shape for every engine's options (a spread makes a shape per call site, and the
    // tokenizer's constructor then reads them slowly: it tripled the cost of parsing '').
    this.tokenizer = new Tokenizer(this.source, this.sink, {
      errors: this.errors,
      trackAttributeSpans: options.trackAttributeSpans,
      exactTextOffsets: options.exactTextOffsets ?? false,
      lendAttributes: options.lendAttributes ?? false,
      makeAttribute: options.makeAttribute ?? null,
      recorder: options.recorder ?? null,
    });
  }

  switchTo(state: TextState): void {
    this.tokenizer.switchTo(state);
  }

  pauseAfterToken(): void {
    this.tokenizer.pauseAfterToken();
  }

  /** Whether `stop` ended the run. */
  get stopped(): boolean {
    return this.halted;
  }

  /** Ends the run once the tokenizer's current state returns (call it from the sink); nothing after is tokenized. */
  stop(): void {
    this.halted = true;
    this.tokenizer.stop();
  }

  /** Tokenizes the whole text the engine was made over, to its end. */
  run(): void {
    if (this.ended) throw new TypeError('larch: an engine runs once');
    this.ended = true;
    this.tokenizer.run();
    this.errors.flushInputErrors();
  }

  /** Tokenizes the next piece of the input; `last` when it is the end. */
  write(text: string, last: boolean): void {
    if (this.ended) throw new TypeError('larch: write after end');
    if (this.halted) return;
    this.fresh += text.length;
    if (!last && this.fresh < this.tokenizer.rescan) {
      (this.waiting ??= []).push(text);
      return;
    }
    const waiting = this.waiting;
    if (waiting !== null && waiting.length > 0) {
      waiting.push(text);
      text = waiting.join('');
      waiting.length = 0;
    }
    this.fresh = 0;
    if (!last && text.length >= BRIDGE_MIN_PIECE && this.source.text.length > 0) {
      text = this.bridge(text);
      if (this.halted) return;
    }
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
      if (this.halted) break;
      from = to;
    }
    return from === 0 ? text : text.slice(from);
  }

  /** Appends `text` to the Source, tokenizes as far as it goes, and drops what is done with. */
  private feed(text: string, last: boolean): void {
    this.source.append(text, last);
    if (last) this.ended = true;
    this.tokenizer.takeInput(this.source);
    this.tokenizer.run();
    this.afterTokenizing();
  }

  /**
   * After the tokenizer went as far as the text held goes: at the end of the input, reports the
   * input-stream errors left; before it, drops the text the tokenizer is done with.
   */
  afterTokenizing(): void {
    const source = this.source;
    const tokenizer = this.tokenizer;
    if (source.ended) {
      this.errors.flushInputErrors();
      return;
    }
    if (this.halted) return;
    if (this.pieces!.streamText) tokenizer.flushPendingText();
    else tokenizer.detachPending();
    let keep = source.base + tokenizer.keepFrom();
    const held = this.sink.heldFrom === undefined ? -1 : this.sink.heldFrom();
    if (held >= 0 && held < keep) keep = held;
    if (this.pieces!.forgetDroppedLines) this.errors.flushInputErrors(keep - 1);
    // The text of a token cut off at the end of the piece may go, but not its lines: its location is still to come.
    const cutToken = tokenizer.cutTokenStart();
    const n = source.dropBefore(keep, cutToken === -1 ? keep : cutToken);
    if (n > 0) tokenizer.dropped(n, source);
  }
}
