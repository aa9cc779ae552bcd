import { NO_ATTRIBUTES, type Attribute } from '../common/attribute.js';

/**
 * The token interface between the XML5 tokenizer and its tree builder. All offsets are into the
 * normalized input (`Source.text`).
 */

/**
 * A start tag or an empty-element tag (`<a/>`). The tokenizer refills one object for every tag,
 * so it is the sink's only during the call.
 */
export interface XmlTagToken {
  /** The name as written (case kept, prefix included). */
  name: string;
  /**
   * Attributes in source order with names as written; duplicates already dropped (first wins).
   * The frozen NO_ATTRIBUTES when there are none; lent (refilled for the next tag) when the
   * tokenizer was asked to lend them.
   */
  attrs: Attribute[];
  /** True for an empty-element tag `<a/>`. */
  selfClosing: boolean;
  /** Offset of the `<`. */
  start: number;
  /** Offset just past the `>` (or the end of input for a tag cut off by EOF). */
  end: number;
  /**
   * Only when spans are tracked (else null): five offsets per attribute in `attrs`, `nameStart,
   * nameEnd, valueStart, valueEnd, end` (the value inside its quotes; an absent value is an empty
   * range at `nameEnd`; `end` is past the closing quote). Refilled for the next tag.
   */
  attrSpans: number[] | null;
}

/** The tokenizer's one tag object (class-shaped, see lib/common/token-attributes.ts). */
export class XmlTag implements XmlTagToken {
  declare name: string;
  declare attrs: Attribute[];
  declare selfClosing: boolean;
  declare start: number;
  declare end: number;
  declare attrSpans: number[] | null;

  constructor() {
    this.reset('', 0, 0);
  }

  reset(name: string, start: number, end: number): void {
    this.name = name;
    this.attrs = NO_ATTRIBUTES;
    this.selfClosing = false;
    this.start = start;
    this.end = end;
    this.attrSpans = null;
  }
}

export interface XmlDoctypeToken {
  name: string;
  publicId: string;
  systemId: string;
  /** The internal subset's text between `[` and `]`, as written. */
  internalSubset: string;
  start: number;
  end: number;
}

/** What the XML5 tokenizer calls. Text arrives merged: one `onText` per run between other tokens. */
export interface XmlTokenSink {
  onStartTag(token: XmlTagToken): void;
  /** An end tag; `name` is '' for the short end tag `</>`. */
  onEndTag(name: string, start: number, end: number): void;
  onText(text: string, start: number, end: number): void;
  onCdata(data: string, start: number, end: number): void;
  onComment(data: string, start: number, end: number): void;
  onProcessingInstruction(target: string, data: string, start: number, end: number): void;
  onDoctype(token: XmlDoctypeToken): void;
  onEof(offset: number): void;
}
