import { ErrorReporter } from '../input/error-reporter.js';
import type { ParserError } from '../common/location.js';
import { Source } from '../input/source.js';
import type { TokenAttribute } from '../tokenizer/stream-tokens.js';
import { XmlTokenizer } from './tokenizer.js';
import type { XmlDoctypeToken, XmlTagToken, XmlTokenSink } from './xml-token.js';
import { callback, checkString, overlay } from '../options.js';

/** `<!DOCTYPE name PUBLIC "publicId" "systemId" [internalSubset]>`; absent parts are `''`. */
export interface XmlDoctypeStreamToken {
  type: 'doctype';
  name: string;
  publicId: string;
  systemId: string;
  /** The internal subset between `[` and `]`, as written. */
  internalSubset: string;
  start: number;
  end: number;
}

/**
 * A start tag (`selfClosing` for an empty-element tag `<a/>`) or an end tag (`name` is `''` for
 * XML5's short end tag `</>`; end tags have no attributes). Names are as written, case kept.
 * Attributes are in source order with references decoded; a repeated name is dropped (the first
 * wins, with a `duplicate-attribute` error).
 */
export interface XmlTagStreamToken {
  type: 'startTag' | 'endTag';
  name: string;
  attrs: TokenAttribute[];
  selfClosing: boolean;
  start: number;
  end: number;
}

/** Character data between other tokens, references (and internal-subset entities) expanded. */
export interface XmlTextStreamToken {
  type: 'text';
  data: string;
  start: number;
  end: number;
}

/** `<![CDATA[data]]>`. */
export interface XmlCdataStreamToken {
  type: 'cdata';
  data: string;
  start: number;
  end: number;
}

/** `<!--data-->`, or a bogus comment (`<!x>`, a PI without a target). */
export interface XmlCommentStreamToken {
  type: 'comment';
  data: string;
  start: number;
  end: number;
}

/** `<?target data?>`, the XML declaration included. */
export interface XmlProcessingInstructionStreamToken {
  type: 'processingInstruction';
  target: string;
  data: string;
  start: number;
  end: number;
}

/**
 * One token of the XML5 tokenizer. `start` and `end` are offsets into the string passed to
 * `tokenizeXml` (end exclusive); strings in tokens have CR and CRLF turned into LF, as XML's
 * end-of-line handling does, so `data` can be shorter than `end - start`.
 */
export type XmlToken =
  | XmlDoctypeStreamToken
  | XmlTagStreamToken
  | XmlTextStreamToken
  | XmlCdataStreamToken
  | XmlCommentStreamToken
  | XmlProcessingInstructionStreamToken;

export interface XmlTokenizeOptions {
  /** Called for every tokenizer error, in input order, with its position. */
  onParseError?: ((error: ParserError) => void) | null;
  /** Resolve the HTML named character references too (`&nbsp;`), as `parseXml` can. */
  htmlEntities?: boolean;
}

/** Collects the XML5 tokenizer's output as public tokens with offsets into the caller's string. */
class XmlTokenCollector implements XmlTokenSink {
  readonly tokens: XmlToken[] = [];

  constructor(private readonly source: Source) {}

  private offset(normalized: number): number {
    return this.source.originalOffset(normalized);
  }

  onStartTag(token: XmlTagToken): void {
    const spans = token.attrSpans!;
    const attrs: TokenAttribute[] = new Array(token.attrs.length);
    for (let i = 0; i < attrs.length; i++) {
      const s = 5 * i;
      attrs[i] = {
        name: token.attrs[i]!.name,
        value: token.attrs[i]!.value,
        nameStart: this.offset(spans[s]!),
        nameEnd: this.offset(spans[s + 1]!),
        valueStart: this.offset(spans[s + 2]!),
        valueEnd: this.offset(spans[s + 3]!),
      };
    }
    this.tokens.push({
      type: 'startTag',
      name: token.name,
      attrs,
      selfClosing: token.selfClosing,
      start: this.offset(token.start),
      end: this.offset(token.end),
    });
  }

  onEndTag(name: string, start: number, end: number): void {
    this.tokens.push({ type: 'endTag', name, attrs: [], selfClosing: false, start: this.offset(start), end: this.offset(end) });
  }

  onText(data: string, start: number, end: number): void {
    this.tokens.push({ type: 'text', data, start: this.offset(start), end: this.offset(end) });
  }

  onCdata(data: string, start: number, end: number): void {
    this.tokens.push({ type: 'cdata', data, start: this.offset(start), end: this.offset(end) });
  }

  onComment(data: string, start: number, end: number): void {
    this.tokens.push({ type: 'comment', data, start: this.offset(start), end: this.offset(end) });
  }

  onProcessingInstruction(target: string, data: string, start: number, end: number): void {
    this.tokens.push({ type: 'processingInstruction', target, data, start: this.offset(start), end: this.offset(end) });
  }

  onDoctype(token: XmlDoctypeToken): void {
    this.tokens.push({
      type: 'doctype',
      name: token.name,
      publicId: token.publicId,
      systemId: token.systemId,
      internalSubset: token.internalSubset,
      start: this.offset(token.start),
      end: this.offset(token.end),
    });
  }

  onEof(): void {}
}

/**
 * Tokenizes `xml` with the XML5 tokenizer, without building a tree: the tokens `parseXml` builds
 * from, with exact source spans, for tools that highlight or lint XML. Tree-level errors (an
 * unbound prefix, a second root element) are not tokenizer errors and are not reported here;
 * `parseXml` reports those. Never throws on any string.
 */
export function tokenizeXml(xml: string, options?: XmlTokenizeOptions | null): XmlToken[] {
  checkString('tokenizeXml', 'xml', xml);
  const o = overlay('tokenizeXml', options, { onParseError: null, htmlEntities: false });
  const onParseError = callback<(error: ParserError) => void>('tokenizeXml', 'onParseError', o.onParseError);
  const htmlEntities = !!o.htmlEntities;
  const source = new Source(xml);
  const errors = new ErrorReporter(source, onParseError);
  const collector = new XmlTokenCollector(source);
  new XmlTokenizer(source, collector, errors, { htmlEntities, trackAttributeSpans: true }).run();
  errors.flushInputErrors();
  return collector.tokens;
}
