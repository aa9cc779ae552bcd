import { NS } from './common/namespaces.js';
import { HtmlEngine } from './engine/html-engine.js';
import { adapter as jsonAdapter } from './json/index.js';
import type { JsonTreeTypeMap } from './json/index.js';
import { fragmentContext, fragmentOf } from './parser.js';
import type { TreeAdapter, TreeAdapterTypeMap } from './tree/tree-adapter.js';
import {
  resolveParserOptions,
  type DocumentFragmentOf,
  type DocumentOf,
  type ParentNodeOf,
  type ParserOptions,
  type ParserOptionsWithAdapter,
  type ResolvedParserOptions,
  type SupportedTreeAdapter,
} from './options.js';
import { asUint8Array } from './encoding/input-bytes.js';
import { resolveEncodingOptions, type EncodingOptions } from './encoding/sniff.js';
import { HtmlBytesInput } from './encoding/streamed-bytes.js';
import type { TentativeEncoding } from './encoding/changing-the-encoding.js';

/**
 * A push parser: the input comes in pieces through `write` (strings, or bytes: a Uint8Array,
 * Buffer or ArrayBuffer), `end` finishes it. The tree, the parse errors and the source locations
 * are exactly those of `parse` (or `parseFragment`) over the whole input, wherever it is cut: in
 * a tag name, a character reference, a CRLF pair, a surrogate pair or a UTF-8 sequence. Bytes are
 * sniffed and decoded as `parse` does them (the prescan waits for the first 1024 bytes), and a
 * `<meta>` that changes a tentative encoding starts the parse again over the bytes kept so far.
 * The nodes are built as the input comes; text consumed is not held.
 */
export class HtmlParser<R = unknown> {
  private readonly settings: ResolvedParserOptions;
  private readonly encodingOptions: EncodingOptions | undefined;
  private readonly context: unknown;
  private root: unknown = null;
  private run: HtmlEngine | null = null;
  private bytes: HtmlBytesInput | null = null;
  private kind: 'none' | 'text' | 'bytes' = 'none';
  private ended = false;
  private result: unknown = null;

  /** Use `createParser` or `createFragmentParser`. */
  constructor(fn: string, options: unknown, context: unknown, fragment: boolean) {
    this.settings = resolveParserOptions(fn, options, jsonAdapter as unknown as TreeAdapter, fragment);
    this.encodingOptions = options as EncodingOptions | undefined;
    resolveEncodingOptions(this.encodingOptions);
    this.context = fragment ? fragmentContext(fn, this.settings.adapter, context) : null;
  }

  /**
   * The document being built, as far as the input has come (a document parser's). With bytes it
   * is made once the encoding is sniffed, and made anew if a `<meta>` changes the encoding.
   */
  get document(): R {
    if (this.context !== null) throw new TypeError('larch: a fragment parser has no document; end() returns the fragment');
    if (this.kind !== 'bytes') this.pass();
    return this.root as R;
  }

  /**
   * Whether a script paused it (`onScript`'s `control.pause()`): what comes is held, unparsed,
   * until `control.resume()`; `end()` meanwhile answers the document as it stands, which resume
   * then finishes.
   */
  get paused(): boolean {
    return this.run !== null && this.run.paused;
  }

  /** The encoding the bytes are read in (null for string input, or while the first bytes are sniffed). */
  get encoding(): string | null {
    return this.bytes === null ? null : this.bytes.encoding;
  }

  /** Parses the next piece of the input (a string, or bytes). Returns the parser. */
  write(chunk: string | ArrayBuffer | ArrayBufferView): this {
    if (this.ended) throw new TypeError('larch: write after end()');
    this.take(chunk);
    return this;
  }

  /**
   * Parses the last piece (if any) and finishes: answers the document, or for a fragment parser
   * the fragment. Calling it again answers the same.
   */
  end(chunk?: string | ArrayBuffer | ArrayBufferView | null): R {
    if (this.ended) return this.result as R;
    if (chunk !== undefined && chunk !== null) this.take(chunk);
    this.ended = true;
    if (this.kind === 'bytes') {
      this.bytes!.end();
    } else {
      this.kind = 'text';
      this.pass().write('', true);
    }
    const adapter = this.settings.adapter;
    if (this.context !== null) {
      this.result = fragmentOf(adapter, this.root);
    } else {
      this.result = this.root;
      if (this.kind === 'bytes' && adapter.setDocumentEncoding !== undefined) adapter.setDocumentEncoding(this.root, this.bytes!.encoding!);
    }
    return this.result as R;
  }

  /** The fragment (a fragment parser's, after `end`), as parse5's `getFragment`. */
  getFragment(): R {
    if (this.context === null) throw new TypeError('larch: getFragment() is for a fragment parser');
    if (!this.ended) throw new TypeError('larch: getFragment() before end()');
    return this.result as R;
  }

  private take(chunk: unknown): void {
    if (typeof chunk === 'string') {
      if (this.kind === 'bytes') throw new TypeError('larch: a parser fed bytes cannot take a string');
      this.kind = 'text';
      this.pass().write(chunk, false);
      return;
    }
    const bytes = asUint8Array(chunk);
    if (bytes === null) {
      throw new TypeError(`larch: write() takes a string or bytes (a Uint8Array, Buffer or ArrayBuffer), got ${chunk === null ? 'null' : typeof chunk}`);
    }
    if (this.kind === 'text') throw new TypeError('larch: a parser fed strings cannot take bytes');
    if (this.kind === 'none') {
      this.kind = 'bytes';
      this.bytes = new HtmlBytesInput(resolveEncodingOptions(this.encodingOptions), this.settings.onParseError, (tentative, onParseError) =>
        this.start({ ...this.settings, onParseError }, tentative),
      );
    }
    this.bytes!.write(bytes);
  }

  /** The parse strings go to (started on first use). */
  private pass(): HtmlEngine {
    return this.run ?? this.start(this.settings, null);
  }

  /** Starts a parse into a new root (bytes start one again when a `<meta>` changes the encoding). */
  private start(settings: ResolvedParserOptions, tentative: TentativeEncoding | null): HtmlEngine {
    const adapter = settings.adapter;
    this.root = this.context === null ? adapter.createDocument() : adapter.createElement('documentmock', NS.HTML, []);
    this.run = new HtmlEngine(settings, this.root, this.context, tentative, null);
    return this.run;
  }
}

/**
 * A push parser for a whole document: `write` the pieces, then `end()` answers the document, the
 * same as `parse` of all of them (see HtmlParser).
 */
export function createParser<T extends TreeAdapterTypeMap = JsonTreeTypeMap>(options?: ParserOptions<T>): HtmlParser<T['document']>;
export function createParser<A extends SupportedTreeAdapter>(options: ParserOptionsWithAdapter<A>): HtmlParser<DocumentOf<A>>;
export function createParser(options?: ParserOptions<TreeAdapterTypeMap>): HtmlParser {
  return new HtmlParser('createParser', options, null, false);
}

/**
 * A push parser for a fragment: `end()` answers what `parseFragment(context, <all the pieces>,
 * options)` does. The context is an element of the adapter's tree or a tag name (`'tr'`, `'svg
 * path'`); none (or null) parses as the contents of a `<template>`.
 */
export function createFragmentParser<T extends TreeAdapterTypeMap = JsonTreeTypeMap>(
  context?: T['parentNode'] | string | null,
  options?: ParserOptions<T>,
): HtmlParser<T['documentFragment']>;
export function createFragmentParser<A extends SupportedTreeAdapter>(
  context: ParentNodeOf<A> | string | null,
  options: ParserOptionsWithAdapter<A>,
): HtmlParser<DocumentFragmentOf<A>>;
export function createFragmentParser(context?: unknown, options?: ParserOptions<TreeAdapterTypeMap>): HtmlParser {
  return new HtmlParser('createFragmentParser', options, context ?? null, true);
}
