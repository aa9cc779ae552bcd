/**
 * Scripts that run while the parser parses (#scriptEndTag, #document-write-steps): when the tree
 * builder finishes a script element, tokenizing pauses right after its end tag and the host's
 * `onScript` runs it. What the script writes goes into the input at the insertion point and is
 * parsed at once, before the rest of the input (so a write may start a tag the input finishes);
 * a script the host pauses is the pending parsing-blocking script, and nothing after it is
 * tokenized until the host resumes. Without `onScript` none of this exists.
 *
 * The input stream is kept as a stack of queues: the input at the bottom, and above it, for each
 * script whose writes are not all parsed yet, the text it wrote. The Source only ever holds text
 * from the top queue, a slice at a time, and at a script's end tag the text after the tag goes
 * back to the front of its queue: the Source then ends at the insertion point, so a write is an
 * append and costs its own length, however much input is still to come.
 */
import type { Source } from '../input/source.js';
import type { Tokenizer } from '../tokenizer/tokenizer.js';
import type { TreeBuilder } from '../tree/tree-builder.js';
import type { ScriptControl, ScriptHandler } from '../common/script-control.js';

export type { ScriptControl, ScriptHandler };

/** How much of a queue goes into the Source at a time. */
const SLICE = 8192;
/**
 * Writes from scripts nested deeper than this are ignored, as in browsers (Blink's and WebKit's
 * limit): a script that writes itself ends, and the call stack stays short.
 */
const MAX_WRITE_NESTING = 21;

/** What the scripts need of the engine that runs them. */
export interface ScriptedRun {
  readonly source: Source;
  readonly tokenizer: Tokenizer;
  readonly builder: TreeBuilder;
  readonly stopped: boolean;
  /** After the tokenizer went as far as the text held goes: drops what it is done with. */
  afterTokenizing(): void;
}

/** Text still to be parsed: the input's (no owner), or what a script wrote. */
class Queue {
  readonly pieces: string[] = [];
  constructor(readonly owner: Script | null) {}
}

/** The parser's script state for one run (#script-nesting-level, #parser-pause-flag, #insertion-point). */
export class ParserScripts {
  private readonly input = new Queue(null);
  /** The input stream, innermost last (see the file's comment). */
  private readonly queues: Queue[] = [this.input];
  private inputEnded = false;
  /** The scripts whose onScript is running, innermost last (the script nesting level is their number). */
  private readonly running: Script[] = [];
  /** The pending parsing-blocking script (#pending-parsing-blocking-script), or null. */
  private blocking: Script | null = null;
  /** The paused script the parser waits for (it "executes" until its resume()), or null. */
  private waitingFor: Script | null = null;

  constructor(
    private readonly run: ScriptedRun,
    private readonly handler: ScriptHandler,
    private readonly canPause: boolean,
  ) {}

  /** Whether tokenizing waits for a paused script. */
  get waiting(): boolean {
    return this.waitingFor !== null;
  }

  /** The input's next piece; `last` at its end. It is parsed at once unless a script holds the parser. */
  take(text: string, last: boolean): void {
    if (this.running.length > 0) throw new TypeError("larch: the parser's write() or end() from onScript (a script writes through its control)");
    if (text !== '') this.input.pieces.push(text);
    if (last) this.inputEnded = true;
    if (this.waitingFor === null) this.parse();
  }

  /**
   * Parses the input stream from its innermost queue on, until the queue of a script that is
   * still running (or waited for) is empty, the input is, or a script holds the parser.
   */
  private parse(): void {
    const { source, tokenizer } = this.run;
    const queues = this.queues;
    for (;;) {
      if (this.run.stopped || this.blocking !== null) return;
      const queue = queues[queues.length - 1]!;
      const pieces = queue.pieces;
      if (pieces.length === 0) {
        if (queue.owner !== null && queue.owner.state === ScriptState.FINISHED) {
          queues.pop();
          continue;
        }
        if (queue === this.input && this.inputEnded && !source.ended) {
          source.append('', true);
          tokenizer.takeInput(source);
          this.tokenize(queue);
          this.run.afterTokenizing();
        } else if (queue.owner !== null) {
          // A script's text is all in: its tree is there for the script to see, text too.
          tokenizer.flushPendingText();
        }
        return;
      }
      let piece = pieces[0]!;
      if (piece.length > SLICE) {
        pieces[0] = piece.slice(SLICE);
        piece = piece.slice(0, SLICE);
      } else {
        pieces.shift();
      }
      source.append(piece, false);
      tokenizer.takeInput(source);
      this.tokenize(queue);
      this.run.afterTokenizing();
    }
  }

  /** Runs the tokenizer over the text held, running each script it pauses after; `queue` is the one the text came from. */
  private tokenize(queue: Queue): void {
    const { source, tokenizer, builder } = this.run;
    for (;;) {
      tokenizer.run();
      const node = builder.pendingScript;
      if (node === null) return;
      builder.pendingScript = null;
      // The insertion point is just before the next input character: what follows goes back.
      const at = tokenizer.nextInputOffset;
      const rest = source.cut(at);
      tokenizer.textChangedAt(at);
      if (rest !== '') queue.pieces.unshift(rest);
      if (this.scriptEndTag(node) || this.run.stopped) return;
      tokenizer.takeInput(source);
    }
  }

  /**
   * #scriptEndTag, the steps that start at the old insertion point: the host runs the script,
   * whose writes get a queue of their own on top. Answers whether a script now holds the parser.
   */
  private scriptEndTag(node: unknown): boolean {
    const script = new Script(this);
    script.queue = new Queue(script);
    this.queues.push(script.queue);
    this.running.push(script);
    try {
      this.handler(node, script);
    } finally {
      this.running.pop();
      script.state = ScriptState.FINISHED;
    }
    if (this.blocking === null) return false;
    if (this.running.length === 0 && this.waitingFor === null) this.waitForBlockingScript();
    return true;
  }

  /**
   * The parser stops until the pending parsing-blocking script has run: it runs from now on
   * (its writes go in before the next input character) until the host resumes it.
   */
  private waitForBlockingScript(): void {
    const script = this.blocking!;
    this.blocking = null;
    this.waitingFor = script;
    script.state = ScriptState.WAITED_FOR;
    script.queue = new Queue(script);
    this.queues.push(script.queue);
  }

  /** #document-write-steps from inserting the input: at the current insertion point, the innermost running script's. */
  write(text: string): void {
    const script = this.running.length > 0 ? this.running[this.running.length - 1]! : this.waitingFor;
    if (script === null) {
      throw new TypeError('larch: write() while no script runs: the insertion point is undefined (a browser would open a new document)');
    }
    if (this.run.stopped || text === '' || this.running.length > MAX_WRITE_NESTING) return;
    script.queue!.pieces.push(text);
    if (this.blocking === null) this.parse();
  }

  pause(script: Script): void {
    if (!this.canPause) throw new TypeError('larch: pause() needs a push parser (createParser): parse() runs each script to its end');
    if (script.state !== ScriptState.RUNNING) throw new TypeError("larch: pause() after the script's onScript returned");
    this.blocking = script;
  }

  resume(script: Script): void {
    if (this.blocking === script) {
      this.blocking = null;
      return;
    }
    if (this.waitingFor !== script) throw new TypeError('larch: resume() of a script that does not hold the parser');
    this.waitingFor = null;
    script.state = ScriptState.FINISHED;
    // A script its writes met may hold the parser in turn.
    if (this.blocking !== null) {
      if (this.running.length === 0) this.waitForBlockingScript();
      return;
    }
    if (this.running.length === 0) this.parse();
  }

  holds(script: Script): boolean {
    return this.blocking === script || this.waitingFor === script;
  }
}

const enum ScriptState {
  RUNNING,
  WAITED_FOR,
  FINISHED,
}

/** One script's control, as `onScript` gets it. */
class Script implements ScriptControl {
  state = ScriptState.RUNNING;
  /** Where its writes go. */
  queue: Queue | null = null;

  constructor(private readonly scripts: ParserScripts) {}

  write(...text: unknown[]): void {
    this.scripts.write(text.map(String).join(''));
  }

  writeln(...text: unknown[]): void {
    this.scripts.write(`${text.map(String).join('')}\n`);
  }

  pause(): void {
    this.scripts.pause(this);
  }

  resume(): void {
    this.scripts.resume(this);
  }

  get paused(): boolean {
    return this.scripts.holds(this);
  }
}
