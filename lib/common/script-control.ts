// What a host that runs scripts (`onScript`) is given: the options' and the engine's shared terms
// (the model: lib/engine/scripts.ts).

/** What `onScript` gets to drive the parser with, for one script. */
export interface ScriptControl {
  /**
   * `document.write()`: inserts the text at the insertion point and parses it, before the rest
   * of the input (while a script holds the parser, it waits its turn).
   */
  write(...text: unknown[]): void;
  /** `document.writeln()`: `write` with a line feed after the text. */
  writeln(...text: unknown[]): void;
  /**
   * Makes this script the pending parsing-blocking script (an external script still loading):
   * once its onScript returns, the parser stops after it until `resume()`. In the meantime
   * `write` writes at the insertion point (the script running once it has loaded). Push parsers
   * only.
   */
  pause(): void;
  /** Lets the parser go on after a paused script (and parse what came in the meantime). */
  resume(): void;
  /** Whether this script holds the parser. */
  readonly paused: boolean;
}

/**
 * `onScript`: called with each script element the parser finishes, and its control. (Declared
 * through a method so that a handler typed for one tree's elements fits the options of any.)
 */
export type ScriptHandler<N = unknown> = { handle(script: N, control: ScriptControl): void }['handle'];
