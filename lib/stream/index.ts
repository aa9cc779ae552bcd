/// <reference types="node" />
import { Transform, Writable, type TransformCallback } from 'node:stream';
import { createFragmentParser, createParser, type HtmlParser } from '../html-parser.js';
import type { ParserOptions } from '../options.js';
import type { TreeAdapterTypeMap } from '../tree/tree-adapter.js';
import type { JsonTreeTypeMap } from '../json/index.js';
import { createSaxParser, type SaxParser, type SaxParserOptions } from '../sax/sax-parser.js';
import { resolveEncodingOptions, type EncodingOptions } from '../encoding/sniff.js';
import { SniffingDecoder } from '../encoding/sniffing-decoder.js';

export { WebParserStream, type ParserChunk, type WritableStreamLike, type WritableStreamWriterLike } from './web.js';

// larch-html/stream: Node streams over the push parser and the SAX pass. The core entry point
// does not import this module, so Node's stream classes stay out of browser bundles.

/**
 * Runs one step of a stream and calls back: with what `step` threw (a misuse TypeError, such as
 * bytes after strings), which the stream emits as its 'error', else with `passOn` (a Transform's
 * output).
 */
function settle(callback: (error?: Error | null, data?: unknown) => void, step: () => unknown, passOn?: unknown): void {
  try {
    step();
  } catch (error) {
    callback(error as Error);
    return;
  }
  callback(null, passOn);
}

/**
 * parse5-parser-stream's ParserStream on larch: a Writable that parses the chunks written to it
 * (`readable.pipe(stream)`), with `.document` and, for a fragment stream, `getFragment()` once it
 * has finished. Strings as parse5 takes them; Buffers too (sniffed and decoded as `parse` does,
 * where parse5 throws). Scripts run through the `onScript` option, as for `createParser`; parse5's
 * `script` event is larch-parse5-parser-stream's.
 */
export class ParserStream<T extends TreeAdapterTypeMap = JsonTreeTypeMap> extends Writable {
  /** The push parser behind the stream (a fragment parser for a fragment stream). */
  readonly parser: HtmlParser<T['document'] | T['documentFragment']>;

  /** A stream parsing a fragment in `fragmentContext`, an element or a tag name (see `createFragmentParser`). */
  static getFragmentStream<T extends TreeAdapterTypeMap = JsonTreeTypeMap>(
    fragmentContext?: T['parentNode'] | string | null,
    options?: ParserOptions<T> | null,
  ): ParserStream<T> {
    return new ParserStream<T>(options, createFragmentParser<T>(fragmentContext, options ?? undefined));
  }

  constructor(options?: ParserOptions<T> | null, parser?: HtmlParser<T['document'] | T['documentFragment']>) {
    super({ decodeStrings: false });
    this.parser = parser ?? createParser<T>(options ?? undefined);
  }

  /** The document being built; complete once the stream has finished. */
  get document(): T['document'] {
    return this.parser.document;
  }

  /** The fragment of a fragment stream, once it has finished. */
  getFragment(): T['documentFragment'] {
    return this.parser.getFragment();
  }

  override _write(chunk: unknown, _encoding: string, callback: (error?: Error | null) => void): void {
    settle(callback, () => this.parser.write(chunk as string));
  }

  override _final(callback: (error?: Error | null) => void): void {
    settle(callback, () => this.parser.end());
  }
}

/** Takes whatever a Transform pushes, so a SAXParser nobody reads from never stalls. */
class DevNull extends Writable {
  override _write(_chunk: unknown, _encoding: string, callback: () => void): void {
    callback();
  }
}

const SAX_EVENTS = ['startTag', 'endTag', 'text', 'comment', 'doctype', 'processingInstruction'] as const;

/**
 * parse5-sax-parser's SAXParser on larch: a Transform that passes its input through and emits
 * `startTag`, `endTag`, `text`, `comment`, `doctype` and `processingInstruction` (which parse5
 * has not) events (with `sourceCodeLocation` when
 * `sourceCodeLocationInfo` is set, and input offsets `start`/`end`), in constant memory.
 * `stop()` stops the events. Buffers are sniffed and decoded (parse5 takes strings only).
 */
export class SAXParser extends Transform {
  private readonly sax: SaxParser;

  constructor(options?: SaxParserOptions | null) {
    super({ encoding: 'utf8', decodeStrings: false });
    const emit = (name: (typeof SAX_EVENTS)[number]) => (event: unknown) => {
      if (this.listenerCount(name) > 0) this.emit(name, event);
    };
    this.sax = createSaxParser(
      {
        startTag: emit('startTag'),
        endTag: emit('endTag'),
        text: emit('text'),
        comment: emit('comment'),
        doctype: emit('doctype'),
        processingInstruction: emit('processingInstruction'),
      },
      options,
    );
    this.pipe(new DevNull());
  }

  override _transform(chunk: unknown, _encoding: string, callback: TransformCallback): void {
    settle(callback, () => this.sax.write(chunk as string), chunk);
  }

  override _flush(callback: TransformCallback): void {
    settle(callback, () => this.sax.end());
  }

  /** Stops parsing: no more events (the input still passes through). */
  stop(): void {
    this.sax.stop();
  }
}

/**
 * HTML bytes to strings, in the encoding the sniffing finds (a byte order mark, `encoding`,
 * `contentType`, the prescan of the first 1024 bytes, `defaultEncoding`), as encoding-sniffer's
 * DecodeStream does with the platform's TextDecoder: `fs.createReadStream(file).pipe(new
 * DecodeStream()).pipe(...)`. A `<meta>` later in the document does not change the encoding;
 * a ParserStream fed the bytes directly does, as `parse` does.
 */
export class DecodeStream extends Transform {
  private readonly decoder: SniffingDecoder;

  constructor(options?: EncodingOptions | null) {
    super({ decodeStrings: false, encoding: 'utf8' });
    this.decoder = new SniffingDecoder(resolveEncodingOptions(options));
  }

  /** The encoding the bytes are read in, once sniffed. */
  get encoding(): string | null {
    return this.decoder.encoding;
  }

  override _transform(chunk: unknown, _encoding: string, callback: TransformCallback): void {
    if (typeof chunk === 'string') chunk = Buffer.from(chunk);
    const text = this.decoder.write(chunk as Uint8Array);
    callback(null, text === '' ? undefined : text);
  }

  override _flush(callback: TransformCallback): void {
    const text = this.decoder.end();
    callback(null, text === '' ? undefined : text);
  }
}
