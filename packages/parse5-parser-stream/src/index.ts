/**
 * parse5-parser-stream's API over the parse5 drop-in's Parser: a Writable stream that parses each
 * piece written to it as it comes. With a `script` listener, parsing stops after each script the
 * parser finishes until the listener calls `resume()`, and what it passed to `documentWrite(html)`
 * is parsed first, before the rest of the input (larch's `onScript`, as parse5 does it).
 */
import { Writable } from 'node:stream';
import { Parser, type DefaultTreeAdapterMap, type ParserOptions, type TreeAdapterTypeMap } from 'parse5';

/** parse5-parser-stream's ParserStream (see the module comment). */
export class ParserStream<T extends TreeAdapterTypeMap = DefaultTreeAdapterMap> extends Writable {
  /** A stream that parses a fragment in `fragmentContext` (a template's contents when null). */
  static getFragmentStream<T extends TreeAdapterTypeMap = DefaultTreeAdapterMap>(fragmentContext?: T['parentNode'] | null, options?: ParserOptions<T>): ParserStream<T> {
    return new ParserStream(options, Parser.getFragmentParser(fragmentContext, options));
  }

  parser: Parser<T>;
  /** The callback of the write a script paused (called on resume). */
  private writeCallback: (() => void) | undefined = undefined;
  /** What the script's listener wrote, parsed at resume. */
  private readonly pendingHtml: string[] = [];

  constructor(options?: ParserOptions<T>, parser: Parser<T> = new Parser(options)) {
    super({ decodeStrings: false });
    this.parser = parser;
    // The parser stops at scripts only for a stream with a `script` listener (added before the
    // first write, as the parser's scriptHandler must be): without one it parses as `parse` does.
    const scriptHandler = (script: T['element']): void => {
      if (this.listenerCount('script') === 0) return;
      parser.tokenizer.pause();
      this.emit('script', script, (html: string) => this.documentWrite(html), () => this.resumeAfterScript());
    };
    this.on('newListener', (event: string | symbol) => {
      if (event === 'script') parser.scriptHandler ??= scriptHandler;
    });
  }

  private documentWrite(html: string): void {
    if (!this.parser.stopped) this.pendingHtml.push(html);
  }

  private resumeAfterScript(): void {
    const tokenizer = this.parser.tokenizer;
    // Each insertion goes in before the ones made already: the last first keeps them in order.
    for (let i = this.pendingHtml.length - 1; i >= 0; i--) tokenizer.insertHtmlAtCurrentPos(this.pendingHtml[i]!);
    this.pendingHtml.length = 0;
    tokenizer.resume(this.writeCallback);
  }

  /** The document being built (complete once the stream has finished). */
  get document(): T['document'] {
    return this.parser.document;
  }

  /** The fragment a fragment stream built (call it once the stream has finished). */
  getFragment(): T['documentFragment'] {
    return this.parser.getFragment();
  }

  flushCharacters(): void {
    this.parser.tokenizer.flushCharacters();
  }

  override _write(chunk: unknown, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    // Thrown, not passed to the callback: parse5's stream throws from write() itself, and callers
    // (cheerio's tests among them) expect that.
    if (typeof chunk !== 'string') throw new TypeError('Parser can work only with string streams.');
    this.writeCallback = callback;
    this.parser.tokenizer.write(chunk, false, callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.writeCallback = callback;
    this.parser.tokenizer.write('', true, callback);
  }
}
