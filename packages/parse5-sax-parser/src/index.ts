/**
 * parse5-sax-parser's API over larch's SAX pass: a Transform stream that passes its input through
 * unchanged and emits parse5's events, with parse5's tokens (tokens.ts).
 */
import { Transform, Writable, type TransformCallback } from 'node:stream';
import { createSaxParser, type SaxParser as LarchSaxParser } from 'larch-html';
import {
  commentToken,
  doctypeToken,
  endTagToken,
  instructionToken,
  startTagToken,
  textToken,
  type Comment,
  type Doctype,
  type EndTag,
  type SaxToken,
  type StartTag,
  type Text,
} from 'larch-html/internals';

export type { Comment, Doctype, EndTag, SaxToken, StartTag, Text };

export interface SAXParserOptions {
  /** Give each event a `sourceCodeLocation` (default false: null). */
  sourceCodeLocationInfo?: boolean;
}

/** A sink that takes the passed-through input when nobody reads it, so the stream never stalls. */
function discard(): Writable {
  return new Writable({ write: (_chunk, _encoding, callback) => callback() });
}

/** parse5-sax-parser's SAXParser (see the module comment). */
export class SAXParser extends Transform {
  protected options: SAXParserOptions;
  private readonly sax: LarchSaxParser;
  private stopped = false;

  constructor(options: SAXParserOptions = {}) {
    super({ encoding: 'utf8', decodeStrings: false });
    this.options = { sourceCodeLocationInfo: false, ...options };
    this.sax = createSaxParser(
      {
        startTag: (tag) => this.emitIfListenerExists('startTag', startTagToken(tag)),
        endTag: (tag) => this.emitIfListenerExists('endTag', endTagToken(tag)),
        text: (text) => this.emitIfListenerExists('text', textToken(text)),
        comment: (comment) => this.emitIfListenerExists('comment', commentToken(comment)),
        doctype: (doctype) => this.emitIfListenerExists('doctype', doctypeToken(doctype)),
        processingInstruction: (pi) => this.emitIfListenerExists('comment', instructionToken(pi)),
      },
      // A run of text is one event however the input is cut, as parse5-sax-parser gives it.
      { sourceCodeLocationInfo: !!this.options.sourceCodeLocationInfo, wholeText: true },
    );
    this.pipe(discard());
  }

  override _transform(chunk: unknown, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (typeof chunk !== 'string') throw new TypeError('Parser can work only with string streams.');
    if (!this.stopped) this.sax.write(chunk);
    callback(null, chunk);
  }

  override _final(callback: (error?: Error | null) => void): void {
    if (!this.stopped) this.sax.end();
    callback();
  }

  /** Stops: no more events, while the input still passes through. */
  stop(): void {
    this.stopped = true;
    this.sax.stop();
  }

  protected emitIfListenerExists<E extends SaxToken>(eventName: string, token: E): boolean {
    if (this.listenerCount(eventName) === 0) return false;
    this._emitToken(eventName, token);
    return true;
  }

  protected _emitToken(eventName: string, token: SaxToken): void {
    this.emit(eventName, token);
  }
}

export interface SAXParser {
  on(event: 'startTag', listener: (startTag: StartTag) => void): this;
  on(event: 'endTag', listener: (endTag: EndTag) => void): this;
  on(event: 'comment', listener: (comment: Comment) => void): this;
  on(event: 'text', listener: (text: Text) => void): this;
  on(event: 'doctype', listener: (doctype: Doctype) => void): this;
  on(event: string | symbol, listener: (...args: any[]) => void): this;
}
