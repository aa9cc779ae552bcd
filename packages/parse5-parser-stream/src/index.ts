/**
 * parse5-parser-stream's API over the parse5 drop-in's Parser: a Writable stream that parses each
 * piece written to it as it comes. larch runs no scripts, so the `script` event parse5 emits for
 * inline scripts never comes (see the README).
 */
import { Writable } from 'node:stream';
import { Parser, type DefaultTreeAdapterMap, type ParserOptions, type TreeAdapterTypeMap } from '../../parse5/src/index.js';

/** parse5-parser-stream's ParserStream (see the module comment). */
export class ParserStream<T extends TreeAdapterTypeMap = DefaultTreeAdapterMap> extends Writable {
  /** A stream that parses a fragment in `fragmentContext` (a template's contents when null). */
  static getFragmentStream<T extends TreeAdapterTypeMap = DefaultTreeAdapterMap>(fragmentContext?: T['parentNode'] | null, options?: ParserOptions<T>): ParserStream<T> {
    return new ParserStream(options, Parser.getFragmentParser(fragmentContext, options));
  }

  constructor(
    options?: ParserOptions<T>,
    public parser: Parser<T> = new Parser(options),
  ) {
    super({ decodeStrings: false });
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
    if (typeof chunk !== 'string') {
      callback(new TypeError('Parser can work only with string streams.'));
      return;
    }
    this.parser.tokenizer.write(chunk, false, callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.parser.tokenizer.write('', true, callback);
  }
}
