import type { Attribute } from '../common/attribute.js';
import type { Location, OffsetLocations } from '../common/location.js';
import { NodeLocations, type LocationAdapter } from './node-locations.js';
import { nameMap, nullPrototypeMap } from '../common/name-map.js';
import type { Source } from '../input/source.js';
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
  /** The adapter's offset path for start tags and for end tags, where it has one, else null. */
  private readonly startTagOffsets: Required<Pick<OffsetLocations, 'setElementRange'>> | null;
  private readonly endTagOffsets: Required<Pick<OffsetLocations, 'endWithTag'>> | null;
  /** Makes a location's `attrs` (see FastPaths.nameMapLocationAttrs). */
  private readonly attrsMap: <V>() => Record<string, V>;

  constructor(adapter: LocationAdapter & { readonly nameMapLocationAttrs?: boolean }, source: Source) {
    super(adapter, source);
    this.attrsMap = adapter.nameMapLocationAttrs === true ? nameMap : nullPrototypeMap;
    const offsets = this.offsets;
    this.startTagOffsets = offsets !== null && offsets.setElementRange !== undefined ? (offsets as Required<OffsetLocations>) : null;
    this.endTagOffsets = offsets !== null && offsets.endWithTag !== undefined ? (offsets as Required<OffsetLocations>) : null;
  }

  /**
   * A tag's location, with `attrs` keyed by attribute name as the tokenizer makes it (ASCII
   * lowercased, U+0000 as U+FFFD): an HTML element's attribute names, and for SVG and MathML the
   * names before their case is adjusted (`viewbox`), as parse5 keys them.
   */
  tag(token: TagToken): Location & { attrs?: Record<string, Location> } {
    const attrs = this.attributes(token, false);
    return attrs === null ? this.source.location(token.start, token.end) : this.source.locationWithAttributes(token.start, token.end, attrs);
  }

  /**
   * The attribute locations of `token`, keyed by the names the tokenizer made: its attributes'
   * names, unless foreign attribute adjustment has renamed them in place (`written`: then the
   * names are read again from the source).
   */
  private attributes(token: TagToken, written: boolean): Record<string, Location> | null {
    const spans = token.attrSpans;
    const tokenAttrs = token.attrs;
    if (spans === null || tokenAttrs.length === 0) return null;
    const attrs = this.attrsMap<Location>();
    const source = this.source;
    for (let i = 0, s = 0; s < spans.length; i++, s += 5) {
      // Adjusted names are read from the source; a chunked Source may have dropped that text (a
      // long tag, or an old formatting element recreated): the name is then the attribute's, its
      // adjustments undone.
      let name: string;
      if (!written) name = tokenAttrs[i]!.name;
      else if (spans[s]! >= source.base) name = attributeName(source.slice(spans[s]!, spans[s + 1]!));
      else name = unadjustedName(tokenAttrs[i]!);
      attrs[name] = source.location(spans[s]!, spans[s + 4]!);
    }
    return attrs;
  }

  /** An element inserted for a start tag, its attributes as the tokenizer made them. */
  startTag(element: unknown, token: TagToken): void {
    if (this.startTagOffsets !== null) this.offsetsStartTag(element, token);
    else this.setElement(element, token.start, token.end, this.attributes(token, false));
  }

  /** A foreign element inserted for a start tag whose attributes have been adjusted (#adjust-svg-attributes). */
  foreignStartTag(element: unknown, token: TagToken): void {
    if (this.startTagOffsets !== null) this.offsetsStartTag(element, token);
    else this.setElement(element, token.start, token.end, this.attributes(token, true));
  }

  /**
   * The offset path: the element's attributes are the token's, in the token's order (adjusted
   * in place for foreign elements), so its attribute spans go as they are, with no names.
   */
  private offsetsStartTag(element: unknown, token: TagToken): void {
    const spans = token.attrs.length === 0 ? null : token.attrSpans;
    this.startTagOffsets!.setElementRange(element, this.source, token.start, token.end, spans);
  }

  /**
   * Where an element ends: at its end tag when the token being processed (`endTag`, null for
   * other tokens) is that, else where the token starts (`tokenStart`).
   */
  closedBy(element: unknown, ns: NsId, endTag: TagToken | null, tokenStart: number): void {
    if (!this.has(element)) return;
    if (endTag !== null) {
      const adapter = this.adapter;
      const name = adapter.getTagName(element);
      if ((ns === NsId.HTML ? name : name.toLowerCase()) === endTag.tagName) {
        // An end tag's attributes have locations too (an error, and rare): those take the parse5 path.
        if (this.endTagOffsets !== null && endTag.attrs.length === 0) this.endTagOffsets.endWithTag(element, this.source, endTag.start, endTag.end);
        else this.endWithTag(element, this.tag(endTag));
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
