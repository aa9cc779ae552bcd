import { NsId } from '../common/namespaces.js';
import { categoriesOf, Cat, isBreakoutTag } from '../common/tag-categories.js';
import { ElementKind, TAG, TAG_TABLE } from '../common/tags.js';
import type { Attribute } from '../common/attribute.js';
import { TextState } from './token.js';

/**
 * The tokenizer state the tree builder switches to after an HTML start tag with this id (the
 * "generic raw text / RCDATA element parsing algorithms", `plaintext`, `script`): what a fragment
 * whose context is such an element starts in too (#parsing-html-fragments).
 */
export function textStateAfter(tagId: TAG, scriptingEnabled: boolean): TextState {
  switch (tagId) {
    case TAG.TITLE:
    case TAG.TEXTAREA:
      return TextState.RCDATA;
    case TAG.STYLE:
    case TAG.XMP:
    case TAG.IFRAME:
    case TAG.NOEMBED:
    case TAG.NOFRAMES:
      return TextState.RAWTEXT;
    case TAG.NOSCRIPT:
      return scriptingEnabled ? TextState.RAWTEXT : TextState.DATA;
    case TAG.SCRIPT:
      return TextState.SCRIPT_DATA;
    case TAG.PLAINTEXT:
      return TextState.PLAINTEXT;
    default:
      return TextState.DATA;
  }
}

/** What the simulator reads of a start or end tag (a tokenizer TagToken has it). */
export interface SimulatedTag {
  tagName: string;
  tagId: TAG;
  attrs: readonly Attribute[];
  selfClosing: boolean;
}

/** The element a fragment is parsed in, for a simulator that starts inside it. */
export interface SimulatorContext {
  tagName: string;
  tagId: TAG;
  ns: NsId;
  /** Its attributes (only an annotation-xml's `encoding` matters). */
  attrs?: readonly Attribute[];
}

function isVoidHtml(tagId: TAG): boolean {
  return tagId !== TAG.UNKNOWN && (TAG_TABLE[tagId - 1]!.serializer & ElementKind.VOID) !== 0;
}

/** An annotation-xml whose encoding makes it an HTML integration point (#html-integration-point). */
function isHtmlAnnotationXml(attrs: readonly Attribute[]): boolean {
  for (const attr of attrs) {
    if (attr.name === 'encoding') {
      const value = attr.value.toLowerCase();
      return value === 'text/html' || value === 'application/xhtml+xml';
    }
  }
  return false;
}

function breaksOut(tag: SimulatedTag): boolean {
  if (isBreakoutTag(tag.tagId)) return true;
  if (tag.tagId !== TAG.FONT) return false;
  for (const attr of tag.attrs) if (attr.name === 'color' || attr.name === 'face' || attr.name === 'size') return true;
  return false;
}

/**
 * The tree builder's feedback to the tokenizer, without a tree (parse5-sax-parser's "parser
 * feedback simulator"): which text state follows a start tag (RCDATA, RAWTEXT, script data,
 * PLAINTEXT), whether `<![CDATA[` opens a CDATA section (the adjusted current node is not HTML),
 * and whether a leading newline is dropped (after `pre`, `listing`, `textarea`).
 *
 * It keeps a stack of the foreign elements open (and of the HTML elements open inside their
 * integration points), so it follows `<svg>` and `<math>` content, its HTML and MathML text
 * integration points and the start tags that break out of it, as the rules for foreign content
 * do (#parsing-main-inforeign). HTML elements outside foreign content are not tracked: the state
 * after a start tag only depends on the tag there. Where the tree builder's answer depends on
 * the HTML stack or the insertion mode, this is an approximation: an HTML end tag that reaches
 * the HTML rules with only foreign elements open (`<div><svg></div>`) is taken to close them all
 * (as when it closes an ancestor), and a raw text start tag the insertion mode ignores (`<title>`
 * in a frameset) still switches the state. The stack is three arrays of at most the depth of
 * foreign content; `clone` copies it, so a scanner can keep restart points.
 */
export class FeedbackSimulator {
  /** Whether a leading LF of the next character tokens is dropped (after pre, listing, textarea). */
  skipNextNewline = false;
  private readonly nsIds: NsId[] = [];
  private readonly names: string[] = [];
  private readonly cats: number[] = [];
  /** Entries below this index are the fragment's context: never popped. */
  private floor = 0;

  constructor(
    readonly scriptingEnabled: boolean,
    context: SimulatorContext | null = null,
  ) {
    if (context !== null && context.ns !== NsId.HTML) {
      this.push(context.ns, context.tagName, context.tagId, context.attrs ?? []);
      this.floor = 1;
    }
  }

  /** The namespace of the adjusted current node (HTML when no foreign element is open). */
  get currentNs(): NsId {
    const n = this.nsIds.length;
    return n === 0 ? NsId.HTML : this.nsIds[n - 1]!;
  }

  /** Whether `<![CDATA[` starts a CDATA section here (the tokenizer's question to the tree builder). */
  isCdataAllowed(): boolean {
    return this.currentNs !== NsId.HTML;
  }

  /** The namespace of the element the last start tag made (for adjusting SVG names and foreign attributes). */
  lastStartTagNs: NsId = NsId.HTML;

  /** A start tag: answers the text state the tokenizer goes on in. */
  startTag(tag: SimulatedTag): TextState {
    this.skipNextNewline = false;
    // Outside foreign content (most tags), the HTML rules take every start tag.
    if (this.nsIds.length === 0 || this.takesStartTagAsHtml(tag)) return this.htmlStartTag(tag);
    if (breaksOut(tag)) {
      this.popToHtmlContent();
      return this.htmlStartTag(tag);
    }
    const ns = this.currentNs;
    this.lastStartTagNs = ns;
    if (!tag.selfClosing) this.push(ns, tag.tagName, tag.tagId, tag.attrs);
    return TextState.DATA;
  }

  /** An end tag. */
  endTag(tag: SimulatedTag): void {
    this.skipNextNewline = false;
    const n = this.nsIds.length;
    // Nothing tracked: no element to close.
    if (n === 0) return;
    if (n > this.floor && this.nsIds[n - 1] !== NsId.HTML) {
      if (tag.tagId === TAG.BR || tag.tagId === TAG.P) {
        this.popToHtmlContent();
      } else {
        // #parsing-main-inforeign, any other end tag: the nearest foreign element of that name,
        // looking down to the first HTML element.
        for (let i = n - 1; i >= this.floor && this.nsIds[i] !== NsId.HTML; i--) {
          if (this.names[i]!.toLowerCase() === tag.tagName) {
            this.popTo(i);
            return;
          }
        }
      }
    }
    this.htmlEndTag(tag);
  }

  /** Any token other than a start tag or character tokens (a comment, a DOCTYPE). */
  otherToken(): void {
    this.skipNextNewline = false;
  }

  /** How many elements it tracks: the foreign ones open, and the HTML ones open inside their integration points. */
  get depth(): number {
    return this.nsIds.length;
  }

  /**
   * A string equal for two simulators exactly when they track the same elements, so every later
   * tag gets the same answers from both (a scanner compares restart points with it). `''` when
   * nothing is tracked.
   */
  stateKey(): string {
    let key = '';
    for (let i = 0; i < this.nsIds.length; i++) key += `${this.nsIds[i]} ${this.cats[i]} ${this.names[i]}\n`;
    return this.floor === 0 ? key : `${this.floor}|${key}`;
  }

  /** An independent copy (for a restart point). */
  clone(): FeedbackSimulator {
    const copy = new FeedbackSimulator(this.scriptingEnabled);
    copy.nsIds.push(...this.nsIds);
    copy.names.push(...this.names);
    copy.cats.push(...this.cats);
    copy.floor = this.floor;
    copy.skipNextNewline = this.skipNextNewline;
    return copy;
  }

  /** The tree construction dispatcher's choice for a start tag: HTML rules, or foreign content's. */
  private takesStartTagAsHtml(tag: SimulatedTag): boolean {
    const n = this.nsIds.length;
    if (n === 0 || this.nsIds[n - 1] === NsId.HTML) return true;
    const cats = this.cats[n - 1]!;
    if ((cats & Cat.MATHML_TEXT_INTEGRATION) !== 0 && tag.tagId !== TAG.MGLYPH && tag.tagId !== TAG.MALIGNMARK) return true;
    if (tag.tagId === TAG.SVG && this.nsIds[n - 1] === NsId.MATHML && this.names[n - 1] === 'annotation-xml') return true;
    return (cats & Cat.HTML_INTEGRATION) !== 0;
  }

  private htmlStartTag(tag: SimulatedTag): TextState {
    const id = tag.tagId;
    if (id === TAG.SVG || id === TAG.MATH) {
      const ns = id === TAG.SVG ? NsId.SVG : NsId.MATHML;
      this.lastStartTagNs = ns;
      if (!tag.selfClosing) this.push(ns, tag.tagName, id, tag.attrs);
      return TextState.DATA;
    }
    this.lastStartTagNs = NsId.HTML;
    if (id === TAG.PRE || id === TAG.LISTING || id === TAG.TEXTAREA) this.skipNextNewline = true;
    const state = textStateAfter(id, this.scriptingEnabled);
    // Inside an integration point, HTML elements are tracked so that its end is found; a raw text
    // element is not (only its end tag can follow it), nor a void one.
    if (this.nsIds.length > 0 && state === TextState.DATA && !tag.selfClosing && !isVoidHtml(id)) {
      this.push(NsId.HTML, tag.tagName, id, tag.attrs);
    }
    return state;
  }

  /**
   * An end tag under the HTML rules: it closes the HTML element of that name open inside the
   * current integration point; one the stack does not hold closes an HTML ancestor of all the
   * foreign content (it is dropped) unless a special element stands in the way.
   */
  private htmlEndTag(tag: SimulatedTag): void {
    const n = this.nsIds.length;
    if (n === this.floor) return;
    for (let i = n - 1; i >= this.floor; i--) {
      const ns = this.nsIds[i]!;
      if (ns === NsId.HTML && this.names[i] === tag.tagName) {
        this.popTo(i);
        return;
      }
      if ((this.cats[i]! & Cat.SPECIAL) !== 0) return;
    }
    if (tag.tagId === TAG.BODY || tag.tagId === TAG.HTML || tag.tagId === TAG.BR) return;
    this.popTo(this.floor);
  }

  /** Pops until the current node is HTML, a MathML text integration point or an HTML integration point. */
  private popToHtmlContent(): void {
    let n = this.nsIds.length;
    while (
      n > this.floor &&
      this.nsIds[n - 1] !== NsId.HTML &&
      (this.cats[n - 1]! & (Cat.MATHML_TEXT_INTEGRATION | Cat.HTML_INTEGRATION)) === 0
    ) {
      n--;
    }
    this.popTo(n);
  }

  private push(ns: NsId, name: string, tagId: TAG, attrs: readonly Attribute[]): void {
    let cats = categoriesOf(ns, tagId);
    if (ns === NsId.MATHML && tagId === TAG.ANNOTATION_XML && isHtmlAnnotationXml(attrs)) cats |= Cat.HTML_INTEGRATION;
    this.nsIds.push(ns);
    this.names.push(name);
    this.cats.push(cats);
  }

  /** Leaves the entries below `length`. */
  private popTo(length: number): void {
    const n = Math.max(length, this.floor);
    this.nsIds.length = n;
    this.names.length = n;
    this.cats.length = n;
  }
}
