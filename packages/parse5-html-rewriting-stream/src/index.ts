/**
 * parse5-html-rewriting-stream's API over larch's rewriter: a Transform stream whose listeners see
 * each token with its source text and write what stands in its place; tokens nobody listens for
 * are written back from the source. The tokens are parse5-sax-parser's (processing instructions as
 * parse5's comments).
 */
import { Transform, type TransformCallback } from 'node:stream';
import { createRewriter, type Rewriter, type SaxSpan } from 'larch-html';
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

/** parse5-html-rewriting-stream's RewritingStream (see the module comment). */
export class RewritingStream extends Transform {
  private readonly rewriter: Rewriter;

  /** `sourceCodeLocation` is always given, as parse5's is. */
  constructor() {
    super({ encoding: 'utf8', decodeStrings: false });
    const raise =
      <T extends SaxSpan>(event: string, token: (span: T) => SaxToken) =>
      (span: T, raw: string): boolean => {
        if (this.listenerCount(event) === 0) return false;
        this.emit(event, token(span), raw);
        return true;
      };
    this.rewriter = createRewriter(
      {
        startTag: raise('startTag', startTagToken),
        endTag: raise('endTag', endTagToken),
        text: raise('text', textToken),
        comment: raise('comment', commentToken),
        doctype: raise('doctype', doctypeToken),
        processingInstruction: raise('comment', instructionToken),
      },
      (html) => this.push(html),
      // A run of text is one event however the input is cut (a consumer may hash a script's text).
      { sourceCodeLocationInfo: true, wholeText: true },
    );
  }

  override _transform(chunk: unknown, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.rewriter.write(chunk as string | Uint8Array);
    } catch (error) {
      callback(error as Error);
      return;
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    try {
      this.rewriter.end();
    } catch (error) {
      callback(error as Error);
      return;
    }
    callback();
  }

  /** Ends the events: the rest of the input is written as it is. */
  stop(): void {
    this.rewriter.stop();
  }

  /** Writes a start tag (attribute values escaped). */
  emitStartTag(token: StartTag): void {
    this.rewriter.emitStartTag(token);
  }

  emitEndTag(token: EndTag): void {
    this.rewriter.emitEndTag(token);
  }

  /** Writes text, escaped unless it is inside `<script>`, `<style>` or another raw-text element. */
  emitText(token: Text): void {
    this.rewriter.emitText(token);
  }

  emitComment(token: Comment): void {
    this.rewriter.emitComment(token);
  }

  emitDoctype(token: Doctype): void {
    this.rewriter.emitDoctype(token);
  }

  /** Writes markup as it is. */
  emitRaw(html: string): void {
    this.rewriter.emitRaw(html);
  }
}

export interface RewritingStream {
  on(event: 'startTag', listener: (startTag: StartTag, rawHtml: string) => void): this;
  on(event: 'endTag', listener: (endTag: EndTag, rawHtml: string) => void): this;
  on(event: 'comment', listener: (comment: Comment, rawHtml: string) => void): this;
  on(event: 'text', listener: (text: Text, rawHtml: string) => void): this;
  on(event: 'doctype', listener: (doctype: Doctype, rawHtml: string) => void): this;
  on(event: string | symbol, listener: (...args: any[]) => void): this;
}
