import type { ParserErrorHandler } from '../common/location.js';
import { ErrorReporter } from '../input/error-reporter.js';
import { Source } from '../input/source.js';
import { Tokenizer, type TokenizerOptions } from '../tokenizer/tokenizer.js';
import type { TextState, TokenizerControl, TokenSink } from '../tokenizer/token.js';
import { InputQueue } from './input-queue.js';

/** Pieces shorter than this are appended whole: for 1 KB pieces the copy costs less than bridging (about 3 %). */
const BRIDGE_MIN_PIECE = 4096;
/** How many cuts, and how far into a piece, a bridge tries before it copies the piece after all. */
const BRIDGE_TRIES = 3;
const BRIDGE_SPAN = 2048;
/**
 * With a script host, how much of a queue goes into the Source at a time: the Source then ends
 * near the insertion point, so what a script writes is an append, and the text after the
 * insertion point that goes back to its queue at a script's end tag is never longer than this.
 */
const SCRIPTED_SLICE = 8192;

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
  /** The whole input, when it is given at once but goes in as pieces (a script host needs that): `run` feeds it. */
  text?: string;
}

/**
 * Runs between tokenizer runs: the host of scripts that write into the input (scripts.ts). The
 * engine asks it after each run of the tokenizer whether a script is to run at the insertion point.
 */
export interface ScriptHost {
  /** Whether the tokenizer paused after the end tag of a script that is to run now. */
  scriptPending(): boolean;
  /**
   * Runs that script (#scriptEndTag); what it writes goes into queues it opens (Engine.openQueue).
   * Answers whether a script now holds the parser.
   */
  runScript(): boolean;
  /** Whether a script holds the parser: nothing is tokenized until the host resumes it (Engine.pump). */
  readonly blocked: boolean;
  /** Whether the parser waits for a paused script: pieces of the input are queued, not parsed. */
  readonly waiting: boolean;
}

/** What a script host gets of the engine. */
export interface ScriptedInput {
  readonly stopped: boolean;
  /** A queue on top of the input stream, for what a script writes (open until the script ends). */
  openQueue(): InputQueue;
  /** Tokenizes what is queued, as far as it goes (after a write, or when a script lets the parser go on). */
  pump(): void;
}

/** The tokenizer options an engine's consumer chooses (the engine supplies the error reporter). */
export type EngineTokenizerOptions = Omit<TokenizerOptions, 'errors'>;

/**
 * One run of the tokenizer over one input, and everything it owns: the Source (absolute
 * offsets; consumed text is dropped here and nowhere else), the error reporter, the tokenizer, the
 * sink its tokens go to (a tree builder, a SAX sink, a token collector) and the input stream still
 * to be tokenized. Every way of running the HTML tokenizer makes one: `parse`, `parseFragment`, the
 * push parser and streams (through HtmlEngine), the SAX parser, `tokenize` and the token stream.
 *
 * Input has one road. A whole text is the Source from the start (`run` tokenizes it); pieces
 * (`write`) and what scripts write go into queues, the input's at the bottom of a stack and each
 * writing script's above it, and `pump` is the one loop that moves text from the top queue into
 * the Source under one policy (see `nextText`) and runs the tokenizer over it.
 *
 * Lifecycle: made over a whole string (`run` once) or for input in pieces (`write` each piece,
 * the last with `last`, or `run` for PiecewiseInput.text); `stop` ends it early (an encoding
 * restart, a SAX `stop()`), and whatever comes after is ignored. An engine is used for one input.
 *
 * The parts are connected where they are made: the sink gets the engine as its TokenizerControl
 * (the tokenizer does not exist yet when the sink is made), and says what input it still needs
 * through its own `heldFrom`; a script host is made last, over the finished engine.
 */
export class Engine<S extends TokenSink> implements TokenizerControl, ScriptedInput {
  readonly source: Source;
  readonly errors: ErrorReporter;
  readonly sink: S;
  readonly tokenizer: Tokenizer;
  private readonly pieces: PiecewiseInput | null;
  /** The input stream still to be tokenized: the input's queue, then one per writing script (innermost last). */
  private readonly queues: InputQueue[];
  private readonly input: InputQueue;
  private readonly host: ScriptHost | null;
  /** How much of a queue goes into the Source at a time (see nextText). */
  private readonly slice: number;
  /** How deep in scripts the host is running (the input's own write() is not for them). */
  private scriptDepth = 0;
  private ran = false;
  private halted = false;

  /**
   * `input`: the whole text, or how pieces come. `makeSink` makes the sink once the Source and
   * the error reporter exist (a tree builder reports through them), with this engine as the
   * control of the tokenizer that will feed it; `makeHost`, when scripts may write, makes their host.
   */
  constructor(
    input: string | PiecewiseInput,
    onParseError: ParserErrorHandler | null,
    makeSink: (source: Source, errors: ErrorReporter, tokenizer: TokenizerControl) => S,
    options: EngineTokenizerOptions,
    makeHost: ((engine: Engine<S>) => ScriptHost) | null = null,
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
    this.input = new InputQueue();
    // A whole text is in the Source already: nothing more comes.
    if (typeof input === 'string') this.input.open = false;
    this.queues = [this.input];
    this.slice = makeHost === null ? Infinity : SCRIPTED_SLICE;
    this.host = makeHost === null ? null : makeHost(this);
  }

  switchTo(state: TextState): void {
    this.tokenizer.switchTo(state);
  }

  pauseAfterToken(): void {
    this.tokenizer.pauseAfterToken();
  }

  /** Whether the parser waits for a script its host paused (ScriptControl.pause): pieces written are queued. */
  get paused(): boolean {
    return this.host !== null && this.host.waiting;
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

  /** Tokenizes the whole input: the text the engine was made over, or PiecewiseInput.text. */
  run(): void {
    if (this.ran) throw new TypeError('larch: an engine runs once');
    this.ran = true;
    const pieces = this.pieces;
    if (pieces !== null) {
      this.write(pieces.text ?? '', true);
      return;
    }
    this.tokenize(this.input);
    this.afterTokenizing();
  }

  /** Queues the next piece of the input and tokenizes what it can; `last` when it is the end. */
  write(text: string, last: boolean): void {
    const input = this.input;
    if (!input.open) throw new TypeError('larch: write after end');
    if (this.scriptDepth > 0) throw new TypeError("larch: the parser's write() or end() from onScript (a script writes through its control)");
    if (this.halted) return;
    input.push(text);
    if (last) input.open = false;
    if (this.host === null || !this.host.waiting) this.pump();
  }

  openQueue(): InputQueue {
    const queue = new InputQueue();
    this.queues.push(queue);
    return queue;
  }

  /**
   * The one loop that feeds the tokenizer: takes text from the top queue into the Source and
   * tokenizes it, until a script holds the parser, the queue of a script still running is empty,
   * the input's is (or waits for more, see nextText), or the run stopped. A queue whose writer is
   * done goes when it is empty; the input's ends the Source when it is empty and closed.
   */
  pump(): void {
    const queues = this.queues;
    const host = this.host;
    for (;;) {
      if (this.halted || (host !== null && host.blocked)) return;
      const queue = queues[queues.length - 1]!;
      if (queue.length === 0) {
        if (queue !== this.input) {
          if (!queue.open) {
            queues.pop();
            continue;
          }
          // What a running script wrote is all in: its tree is there for the script to see, text too.
          this.tokenizer.flushPendingText();
        } else if (!queue.open && !this.source.ended) {
          this.feed('', true, queue);
        }
        return;
      }
      let text = this.nextText(queue);
      if (text === null) return;
      const last = queue === this.input && !queue.open && queue.length === 0;
      if (!last && this.slice === Infinity && text.length >= BRIDGE_MIN_PIECE && this.source.text.length > 0) {
        text = this.bridge(text);
        if (this.halted) return;
      }
      this.feed(text, last, queue);
    }
  }

  /**
   * The feeding policy: what of `queue` goes into the Source next, or null to wait for more. The
   * input's pieces wait until there are at least as many new characters as the tokenizer will
   * read again (`rescan`), so restarting a state never makes tokenizing quadratic; what a script
   * writes is parsed at once (the script may look at the tree). Without scripts all that is
   * queued goes in (`pump` bridges a long piece); with them, SCRIPTED_SLICE at a time.
   */
  private nextText(queue: InputQueue): string | null {
    if (queue === this.input && queue.open && queue.length < this.tokenizer.rescan) return null;
    return queue.take(this.slice);
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
      this.feed(text.slice(from, to), false, this.input);
      if (this.halted) break;
      from = to;
    }
    return from === 0 ? text : text.slice(from);
  }

  /** Appends `text` (from `queue`) to the Source, tokenizes as far as it goes, and drops what is done with. */
  private feed(text: string, last: boolean, queue: InputQueue): void {
    this.source.append(text, last);
    this.tokenizer.takeInput(this.source);
    this.tokenize(queue);
    this.afterTokenizing();
  }

  /**
   * Runs the tokenizer over the text held, and each script it pauses after: the insertion point
   * is just before the next input character, so what follows it goes back to the front of
   * `queue` (the Source then ends there, and a write is an append).
   */
  private tokenize(queue: InputQueue): void {
    const tokenizer = this.tokenizer;
    const host = this.host;
    for (;;) {
      tokenizer.run();
      if (host === null || !host.scriptPending()) return;
      const at = tokenizer.nextInputOffset;
      queue.unshift(this.source.cut(at));
      tokenizer.textChangedAt(at);
      this.scriptDepth++;
      let holds: boolean;
      try {
        holds = host.runScript();
      } finally {
        this.scriptDepth--;
      }
      if (holds || this.halted) return;
      tokenizer.takeInput(this.source);
    }
  }

  /**
   * After the tokenizer went as far as the text held goes: at the end of the input, reports the
   * input-stream errors left; before it, drops the text the tokenizer is done with.
   */
  private afterTokenizing(): void {
    const source = this.source;
    const tokenizer = this.tokenizer;
    if (source.ended) {
      this.errors.flushInputErrors();
      return;
    }
    if (this.halted) return;
    if (this.pieces!.streamText) tokenizer.flushPendingText();
    else tokenizer.detachPending();
    let keep = tokenizer.keepFrom();
    const held = this.sink.heldFrom === undefined ? -1 : this.sink.heldFrom();
    if (held >= 0 && held < keep) keep = held;
    if (this.pieces!.forgetDroppedLines) this.errors.flushInputErrors(keep - 1);
    // The text of a token cut off at the end of the piece may go, but not its lines: its location is still to come.
    const cutToken = tokenizer.cutTokenStart();
    source.dropBefore(keep, cutToken === -1 ? keep : cutToken);
  }
}
