import type { Attribute } from '../common/attribute.js';
import type { Location } from '../common/location.js';
import { NodeLocations } from '../common/node-locations.js';
import { NsId } from '../common/namespaces.js';
import type { TagToken } from '../tokenizer/token.js';
import { asciiLowercase } from '../tokenizer/char-codes.js';

/**
 * The HTML tree builder's source locations (parse5's `sourceCodeLocationInfo`): which token gives
 * an element its start and its end, including parse5's rules for html and body at EOF. The tree
 * builder calls this only when locations are on.
 */
export class HtmlLocations extends NodeLocations {
  /** Set while the stack is emptied at EOF: whether html and body take their end from EOF. */
  private htmlEndsAtEof = false;
  private stopping = false;

  /**
   * A tag's location, with `attrs` keyed by attribute name as the tokenizer makes it (ASCII
   * lowercased, U+0000 as U+FFFD): an HTML element's attribute names, and for SVG and MathML the
   * names before their case is adjusted (`viewbox`), as parse5 keys them.
   */
  tag(token: TagToken): Location & { attrs?: Record<string, Location> } {
    const loc: Location & { attrs?: Record<string, Location> } = this.source.location(token.start, token.end);
    const attrs = this.attributes(token);
    if (attrs !== null) loc.attrs = attrs;
    return loc;
  }

  private attributes(token: TagToken): Record<string, Location> | null {
    const spans = token.attrSpans;
    if (spans === null || token.attrs.length === 0) return null;
    const attrs: Record<string, Location> = Object.create(null);
    const source = this.source;
    for (let i = 0; i < spans.length; i += 5) {
      // A chunked Source may have dropped the name's text (a long tag, or an old formatting
      // element recreated): the tokenizer's name is then the attribute's, its adjustments undone.
      const name = spans[i]! >= source.base ? attributeName(source.slice(spans[i]!, spans[i + 1]!)) : unadjustedName(token.attrs[i / 5]!);
      attrs[name] = source.location(spans[i]!, spans[i + 4]!);
    }
    return attrs;
  }

  /** An element inserted for a start tag. */
  startTag(element: unknown, token: TagToken): void {
    this.setElement(element, token.start, token.end, this.attributes(token));
  }

  /**
   * Where an element ends: at its end tag when the token being processed (`endTag`, null for
   * other tokens) is that, else where the token starts (`tokenStart`).
   */
  closedBy(element: unknown, ns: NsId, endTag: TagToken | null, tokenStart: number): void {
    const adapter = this.adapter;
    if (!adapter.getNodeSourceCodeLocation(element)) return;
    if (endTag !== null) {
      const name = adapter.getTagName(element);
      if ((ns === NsId.HTML ? name : name.toLowerCase()) === endTag.tagName) {
        this.endWithTag(element, this.tag(endTag));
        return;
      }
    }
    this.endAt(element, tokenStart);
  }

  /**
   * "Stop parsing" (#stop-parsing) is about to pop every element. Like parse5, html and body get an end
   * location at EOF only when html has a start tag location and no end tag (and body no end tag).
   */
  beforeStopParsing(html: unknown): void {
    const loc = this.adapter.getNodeSourceCodeLocation(html);
    this.htmlEndsAtEof = !!loc && !loc.endTag;
    this.stopping = true;
  }

  afterStopParsing(): void {
    this.stopping = false;
  }

  /**
   * Whether an element popped (leaving `remaining` open) keeps the end location it has: html and
   * body, at EOF, unless stopParsing found they end there.
   */
  keepsEnd(element: unknown, remaining: number, isFragment: boolean): boolean {
    if (!this.stopping || isFragment || remaining > 1) return false;
    if (!this.htmlEndsAtEof) return true;
    if (remaining === 0) return false;
    const loc = this.adapter.getNodeSourceCodeLocation(element);
    return !!(loc && loc.endTag);
  }
}

/**
 * The tokenizer's name of an attribute whose name the foreign content rules may have adjusted:
 * they only restore case (`viewBox`) or split off a prefix (`xlink:href`), and the tokenizer's
 * names have no ASCII uppercase.
 */
function unadjustedName(attr: Attribute): string {
  return asciiLowercase(attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name);
}

/** The name the tokenizer makes of an attribute name as written (#attribute-name-state). */
function attributeName(raw: string): string {
  const name = asciiLowercase(raw);
  return name.includes('\0') ? name.replaceAll('\0', '\uFFFD') : name;
}
