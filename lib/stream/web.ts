import { createFragmentParser, createParser, type HtmlParser } from '../html-parser.js';
import type { ParserOptions } from '../options.js';
import type { TreeAdapterTypeMap } from '../tree/tree-adapter.js';
import type { JsonTreeTypeMap } from '../json/nodes.js';

/*
 * Web streams (browsers, Deno, Node 18+, `fetch` bodies): reached through globalThis and typed
 * locally, as the core types TextDecoder, so no DOM or Node declarations are needed.
 */
interface UnderlyingSink<W> {
  write?(chunk: W): void | Promise<void>;
  close?(): void | Promise<void>;
  abort?(reason?: unknown): void | Promise<void>;
}

/** The platform's WritableStreamDefaultWriter, member for member (so it is lib.dom's where that is loaded). */
export interface WritableStreamWriterLike<W> {
  readonly closed: Promise<undefined>;
  readonly desiredSize: number | null;
  readonly ready: Promise<undefined>;
  abort(reason?: unknown): Promise<void>;
  close(): Promise<void>;
  releaseLock(): void;
  write(chunk?: W): Promise<void>;
}

/**
 * The platform's WritableStream, member for member, so that TypeScript with lib.dom takes a
 * larch stream wherever it takes a WritableStream (`response.body.pipeTo(stream)`).
 */
export interface WritableStreamLike<W> {
  readonly locked: boolean;
  abort(reason?: unknown): Promise<void>;
  close(): Promise<void>;
  getWriter(): WritableStreamWriterLike<W>;
}

type WritableStreamClass = new <W>(sink: UnderlyingSink<W>) => WritableStreamLike<W>;

const Writable: WritableStreamClass =
  (globalThis as { WritableStream?: WritableStreamClass }).WritableStream ??
  (class {
    constructor() {
      throw new TypeError('larch: this platform has no WritableStream');
    }
  } as unknown as WritableStreamClass);

/** What a parser stream accepts: strings, or bytes (a Uint8Array, as `fetch` bodies give). */
export type ParserChunk = string | ArrayBuffer | ArrayBufferView;

/**
 * A web WritableStream that parses what is written to it (strings, or bytes, which are sniffed
 * and decoded as `parse` does) with the push parser: `await response.body.pipeTo(stream)`, then
 * `stream.document` (or `await stream.result`). The tree is the one `parse` gives for all of it.
 * `R` is the document's type: the JSON AST's unless another `treeAdapter` is given (then name it).
 */
export class WebParserStream<R = JsonTreeTypeMap['document']> extends (Writable as new (sink: UnderlyingSink<ParserChunk>) => WritableStreamLike<ParserChunk>) {
  /** The push parser behind the stream. */
  readonly parser: HtmlParser<R>;
  /** The document (or fragment), once the stream is closed; rejects when it is aborted or a write fails. */
  readonly result: Promise<R>;

  constructor(options?: ParserOptions<TreeAdapterTypeMap> | null, parser?: HtmlParser<R>) {
    const own = parser ?? (createParser(options ?? undefined) as unknown as HtmlParser<R>);
    let resolve!: (value: R) => void;
    let reject!: (reason: unknown) => void;
    const result = new Promise<R>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    // Nobody may wait for it: a rejection is still the stream's error, not an unhandled one.
    result.catch(() => {});
    super({
      write(chunk) {
        try {
          own.write(chunk);
        } catch (error) {
          reject(error);
          throw error;
        }
      },
      close() {
        resolve(own.end());
      },
      abort(reason) {
        reject(reason);
      },
    });
    this.parser = own;
    this.result = result;
  }

  /** A stream parsing a fragment in `context` (see `createFragmentParser`); its result is the fragment. */
  static fragment<R = JsonTreeTypeMap['documentFragment']>(context?: unknown, options?: ParserOptions<TreeAdapterTypeMap> | null): WebParserStream<R> {
    return new WebParserStream<R>(null, createFragmentParser(context as string, options ?? undefined) as unknown as HtmlParser<R>);
  }

  /** The document being built (see HtmlParser.document). */
  get document(): R {
    return this.parser.document;
  }
}
