/**
 * Scripts that run while the parser parses (#scriptEndTag, #document-write-steps): when the tree
 * builder finishes a script element, tokenizing pauses right after its end tag and the host's
 * `onScript` runs it. What the script writes goes into the input at the insertion point and is
 * parsed at once, before the rest of the input (so a write may start a tag the input finishes);
 * a script the host pauses is the pending parsing-blocking script, and nothing after it is
 * tokenized until the host resumes. Without `onScript` none of this exists.
 *
 * The input stream is the Engine's stack of queues (engine.ts): the input at the bottom and,
 * for each script whose writes are not all parsed yet, a queue of the text it wrote above it.
 * This is the Engine's ScriptHost: it runs the scripts, opens their queues and says when the
 * parser must wait.
 */
import type { InputQueue } from './input-queue.js';
import type { ScriptedInput, ScriptHost } from './engine.js';
import type { TreeBuilder } from '../tree/tree-builder.js';
import type { ScriptControl, ScriptHandler } from '../common/script-control.js';

export type { ScriptControl, ScriptHandler };

/**
 * Writes from scripts nested deeper than this are ignored, as in browsers (Blink's and WebKit's
 * limit): a script that writes itself ends, and the call stack stays short.
 */
const MAX_WRITE_NESTING = 21;

/** The parser's script state for one run (#script-nesting-level, #parser-pause-flag, #insertion-point). */
export class ParserScripts implements ScriptHost {
  /** The scripts whose onScript is running, innermost last (the script nesting level is their number). */
  private readonly running: Script[] = [];
  /** The pending parsing-blocking script (#pending-parsing-blocking-script), or null. */
  private blocking: Script | null = null;
  /** The paused script the parser waits for (it "executes" until its resume()), or null. */
  private waitingFor: Script | null = null;

  constructor(
    private readonly input: ScriptedInput,
    private readonly builder: TreeBuilder,
    private readonly handler: ScriptHandler,
    private readonly canPause: boolean,
  ) {}

  get blocked(): boolean {
    return this.blocking !== null;
  }

  get waiting(): boolean {
    return this.waitingFor !== null;
  }

  scriptPending(): boolean {
    return this.builder.pendingScript !== null;
  }

  /**
   * #scriptEndTag, the steps that start at the old insertion point: the host runs the script,
   * whose writes get a queue of their own on top. Answers whether a script now holds the parser.
   */
  runScript(): boolean {
    const node = this.builder.pendingScript;
    this.builder.pendingScript = null;
    const script = new Script(this, this.input.openQueue());
    this.running.push(script);
    try {
      this.handler(node, script);
    } finally {
      this.running.pop();
      script.finish();
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
    script.queue = this.input.openQueue();
  }

  /** #document-write-steps from inserting the input: at the current insertion point, the innermost running script's. */
  write(text: string): void {
    const script = this.running.length > 0 ? this.running[this.running.length - 1]! : this.waitingFor;
    if (script === null) {
      throw new TypeError('larch: write() while no script runs: the insertion point is undefined (a browser would open a new document)');
    }
    if (this.input.stopped || text === '' || this.running.length > MAX_WRITE_NESTING) return;
    script.queue.push(text);
    if (this.blocking === null) this.input.pump();
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
    script.finish();
    // A script its writes met may hold the parser in turn.
    if (this.blocking !== null) {
      if (this.running.length === 0) this.waitForBlockingScript();
      return;
    }
    if (this.running.length === 0) this.input.pump();
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

  constructor(
    private readonly scripts: ParserScripts,
    /** Where its writes go. */
    public queue: InputQueue,
  ) {}

  /** It wrote all it writes: its queue goes once its text is parsed. */
  finish(): void {
    this.state = ScriptState.FINISHED;
    this.queue.open = false;
  }

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
