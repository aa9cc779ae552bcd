import type { Attribute } from '../common/attribute.js';
import { resolveEncodingOptions, type EncodingOptions } from '../encoding/sniff.js';
import { PieceText } from '../encoding/piece-text.js';
import { serializedAttributeName } from '../serializer/attribute-name.js';
import { escapeAttributeValue, escapeText } from '../serializer/escape.js';
import {
  checkHandler,
  SaxParser,
  type SaxComment,
  type SaxDoctype,
  type SaxEndTag,
  type SaxProcessingInstruction,
  type SaxSpan,
  type SaxStartTag,
  type SaxText,
} from './sax-parser.js';

/**
 * What a rewriter does with each kind of token. A token whose kind has no handler is written as
 * it is in the input. A handler is called with the token and its source text and writes what
 * should stand in its place (with the rewriter's `emit*` methods, or nothing to drop it); a
 * handler that returns `false` leaves the token as it is in the input.
 */
export interface RewriterHandler {
  startTag?(tag: SaxStartTag, raw: string): boolean | void;
  endTag?(tag: SaxEndTag, raw: string): boolean | void;
  text?(text: SaxText, raw: string): boolean | void;
  comment?(comment: SaxComment, raw: string): boolean | void;
  doctype?(doctype: SaxDoctype, raw: string): boolean | void;
  processingInstruction?(instruction: SaxProcessingInstruction, raw: string): boolean | void;
}

const REWRITER_EVENTS: readonly (keyof RewriterHandler)[] = ['startTag', 'endTag', 'text', 'comment', 'doctype', 'processingInstruction'];

/** The encoding options matter only for bytes (see `sniffEncoding`). */
export interface RewriterOptions extends EncodingOptions {
  /** Whether `<noscript>` holds raw text (default true, as parse5). */
  scriptingEnabled?: boolean;
  /** Give each token a parse5 `sourceCodeLocation` (lines and columns; default false). */
  sourceCodeLocationInfo?: boolean;
  /** Each run of text whole, however the input is cut (see SaxParserOptions.wholeText). */
  wholeText?: boolean;
}

type Handle<T> = ((token: T, raw: string) => boolean | void) | null | undefined;

/**
 * A streaming rewriter over the SAX pass (parse5-html-rewriting-stream's job). Output is the
 * input, token by token, except where a handler writes something else; input no token covers (a
 * tag cut off by the end of the input) is copied too, so with no handler the output equals the
 * input exactly. It holds only the input of the token being read, so memory stays flat however
 * long the input. Output goes to `output` once per piece written, not per token.
 */
export class Rewriter {
  private readonly sax: SaxParser;
  private readonly text: PieceText;
  /** Input from `pendingStart` on: what is not yet written, and the token being read. */
  private pending = '';
  private pendingStart = 0;
  /** Input before this offset is accounted for in `out` (written as it is, or replaced). */
  private written = 0;
  /** End of the last token read: input up to here can go out as it is. */
  private read = 0;
  private received = 0;
  private out = '';
  /** Set by `stop()`: the rest of the input is copied. */
  private stopped = false;
  private ended = false;

  constructor(
    private readonly handler: RewriterHandler,
    private readonly output: (html: string) => void,
    options?: RewriterOptions | null,
  ) {
    if (handler === null || typeof handler !== 'object') throw new TypeError('larch: a rewriter needs a handler object');
    checkHandler(handler, REWRITER_EVENTS, "the rewriter's handler");
    if (typeof output !== 'function') throw new TypeError(`larch: a rewriter's output must be a function, got ${typeof output}`);
    if (options !== undefined && options !== null && typeof options !== 'object') {
      throw new TypeError(`larch: rewriter options must be an object, got ${typeof options}`);
    }
    const o = options ?? {};
    this.text = new PieceText('a rewriter', resolveEncodingOptions(o));
    this.sax = new SaxParser(
      {
        startTag: (tag) => this.token(handler.startTag, tag),
        endTag: (tag) => this.token(handler.endTag, tag),
        text: (text) => this.token(handler.text, text),
        comment: (comment) => this.token(handler.comment, comment),
        doctype: (doctype) => this.token(handler.doctype, doctype),
        processingInstruction: (instruction) => this.token(handler.processingInstruction, instruction),
      },
      { scriptingEnabled: o.scriptingEnabled ?? true, sourceCodeLocationInfo: !!o.sourceCodeLocationInfo, keepLeadingNewlines: true, wholeText: !!o.wholeText },
    );
  }

  private token<T extends SaxSpan>(handle: Handle<T>, token: T): void {
    if (handle !== undefined && handle !== null) {
      const base = this.pendingStart;
      if (token.start > this.written) this.out += this.pending.slice(this.written - base, token.start - base);
      this.written = token.start;
      if (handle.call(this.handler, token, this.pending.slice(token.start - base, token.end - base)) !== false) this.written = token.end;
    }
    this.read = token.end;
  }

  /** Puts the input read so far, less what handlers replaced, into the output. */
  private flush(upTo: number): void {
    if (upTo > this.written) {
      this.out += this.pending.slice(this.written - this.pendingStart, upTo - this.pendingStart);
      this.written = upTo;
    }
    const out = this.out;
    if (out !== '') {
      this.out = '';
      this.output(out);
    }
  }

  private take(text: string): void {
    // Slice only when something went out: a token held over many pieces is appended to, not
    // copied again with each piece.
    if (this.written > this.pendingStart) {
      this.pending = this.pending.slice(this.written - this.pendingStart);
      this.pendingStart = this.written;
    }
    this.pending += text;
    this.received += text.length;
  }

  /** Rewrites the next piece of the input: strings, or bytes (sniffed and decoded; all of one kind). */
  write(chunk: string | ArrayBuffer | ArrayBufferView): this {
    const text = this.text.of(chunk);
    if (this.ended || text === '') return this;
    if (this.stopped) {
      this.output(text);
      return this;
    }
    this.take(text);
    this.sax.write(text);
    // A handler may have stopped the rewriter: then the rest of the piece goes out as it is.
    this.flush(this.stopped ? this.received : this.read);
    return this;
  }

  /** Rewrites the last piece, if any, and ends: what no token took is copied, and nothing more is written. */
  end(chunk?: string | ArrayBuffer | ArrayBufferView | null): void {
    if (this.ended) return;
    const text = (chunk === undefined || chunk === null ? '' : this.text.of(chunk)) + this.text.end();
    if (!this.stopped) {
      this.take(text);
      this.sax.end(text);
      this.flush(this.received);
    } else if (text !== '') {
      this.output(text);
    }
    this.ended = true;
    this.pending = '';
  }

  /** Stops rewriting: no more handler calls, and the rest of the input is copied as it is. */
  stop(): void {
    if (this.stopped || this.ended) return;
    this.stopped = true;
    this.sax.stop();
  }

  /** The encoding bytes are read in (null for strings, or while the first bytes are sniffed). */
  get encoding(): string | null {
    return this.text.encoding;
  }

  /** Writes a start tag: its name, attributes (values escaped) and `/` when self-closing. */
  emitStartTag(tag: { tagName: string; attrs: readonly Attribute[]; selfClosing?: boolean }): void {
    let html = '<' + tag.tagName;
    for (const attr of tag.attrs) html += ' ' + serializedAttributeName(attr) + '="' + escapeAttributeValue(attr.value) + '"';
    this.out += html + (tag.selfClosing === true ? '/>' : '>');
  }

  emitEndTag(tag: { tagName: string }): void {
    this.out += '</' + tag.tagName + '>';
  }

  /** Writes text, escaped unless it is where the tokenizer reads raw text (inside `<script>`, `<style>`...). */
  emitText(text: { text: string }): void {
    this.out += this.sax.inRawText ? text.text : escapeText(text.text);
  }

  emitComment(comment: { text: string }): void {
    this.out += '<!--' + comment.text + '-->';
  }

  /** Writes a DOCTYPE with its name and the public and system identifiers it has. */
  emitDoctype(doctype: { name: string | null; publicId: string | null; systemId: string | null }): void {
    let html = '<!DOCTYPE';
    if (doctype.name !== null) html += ' ' + doctype.name;
    if (doctype.publicId !== null) html += ' PUBLIC "' + doctype.publicId + '"';
    else if (doctype.systemId !== null) html += ' SYSTEM';
    if (doctype.systemId !== null) html += ' "' + doctype.systemId + '"';
    this.out += html + '>';
  }

  emitProcessingInstruction(instruction: { target: string; data: string }): void {
    this.out += '<?' + instruction.target + (instruction.data === '' ? '' : ' ' + instruction.data) + '?>';
  }

  /** Writes markup as it is. */
  emitRaw(html: string): void {
    this.out += html;
  }
}

/** A rewriter writing to `output` (see Rewriter). */
export function createRewriter(handler: RewriterHandler, output: (html: string) => void, options?: RewriterOptions | null): Rewriter {
  return new Rewriter(handler, output, options);
}
