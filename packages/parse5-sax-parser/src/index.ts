/**
 * parse5-sax-parser's API over larch's SAX pass: a Transform stream that passes its input through
 * unchanged and emits parse5's events. A processing instruction comes as the comment parse5 makes
 * of it (`<?xml version="1.0"?>` as the comment `?xml version="1.0"?`), since parse5 has no such
 * event.
 */
import { Transform, Writable, type TransformCallback } from 'node:stream';
import { processingInstructionAsComment } from '../../parse5/src/processing-instruction.js';
import { createSaxParser, type Attribute, type Location, type SaxParser as LarchSaxParser, type SaxSpan } from '../../../lib/index.js';

export interface SAXParserOptions {
  /** Give each event a `sourceCodeLocation` (default false: null). */
  sourceCodeLocationInfo?: boolean;
}

export interface SaxToken {
  sourceCodeLocation?: (Location & { attrs?: Record<string, Location> }) | null;
}

export interface StartTag extends SaxToken {
  tagName: string;
  attrs: Attribute[];
  selfClosing: boolean;
}

export interface EndTag extends SaxToken {
  tagName: string;
}

export interface Text extends SaxToken {
  text: string;
}

export interface Comment extends SaxToken {
  text: string;
}

export interface Doctype extends SaxToken {
  name: string | null;
  publicId: string | null;
  systemId: string | null;
}

/** A sink that takes the passed-through input when nobody reads it, so the stream never stalls. */
function discard(): Writable {
  return new Writable({ write: (_chunk, _encoding, callback) => callback() });
}

const location = (span: SaxSpan): SaxToken['sourceCodeLocation'] => span.sourceCodeLocation;

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
        startTag: (tag) => this.emitIfListenerExists<StartTag>('startTag', { tagName: tag.tagName, attrs: tag.attrs, selfClosing: tag.selfClosing, sourceCodeLocation: location(tag) }),
        endTag: (tag) => this.emitIfListenerExists<EndTag>('endTag', { tagName: tag.tagName, sourceCodeLocation: location(tag) }),
        text: (text) => this.emitIfListenerExists<Text>('text', { text: text.text, sourceCodeLocation: location(text) }),
        comment: (comment) => this.emitIfListenerExists<Comment>('comment', { text: comment.text, sourceCodeLocation: location(comment) }),
        doctype: (doctype) =>
          this.emitIfListenerExists<Doctype>('doctype', { name: doctype.name, publicId: doctype.publicId, systemId: doctype.systemId, sourceCodeLocation: location(doctype) }),
        processingInstruction: (pi) =>
          this.emitIfListenerExists<Comment>('comment', { text: processingInstructionAsComment(pi.target, pi.data), sourceCodeLocation: location(pi) }),
      },
      { sourceCodeLocationInfo: !!this.options.sourceCodeLocationInfo },
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
