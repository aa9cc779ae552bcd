import type { DoctypeToken, TagToken, TextState, TokenSink } from '../tokenizer/token.js';
import type { TreeAdapter } from './tree-adapter.js';
import type { Attribute } from '../common/attribute.js';
import type { ErrorReporter } from '../common/error-reporter.js';
import type { Source } from '../input/source.js';
import type { ElementLocation, Location } from '../common/location.js';
import { ERR } from '../common/error-codes.js';
import { DOCUMENT_MODE, NS_URI_BY_ID, NsId, nsIdOf } from '../common/namespaces.js';
import { TAG, TAG_NAMES, getTagId } from '../common/tags.js';
import { Cat, categoriesOf } from '../common/tag-categories.js';
import { isWhitespaceCode, leadingWhitespace } from './text-utils.js';
import { OpenElements, type StackObserver } from './open-elements.js';
import { ActiveFormatting, MARKER } from './active-formatting.js';
import { Mode } from './insertion-mode.js';
import {
  dispatchComment,
  dispatchDoctype,
  dispatchEndTag,
  dispatchEof,
  dispatchStartTag,
  dispatchText,
} from './dispatch.js';
import * as foreign from './insertion-modes/in-foreign-content.js';
import { maybeCloneOptionIntoSelectedContent } from './selectedcontent.js';
import type { TentativeEncoding } from '../encoding/changing-the-encoding.js';

/** What the tree builder needs from the tokenizer. */
export interface TokenizerControl {
  switchTo(state: TextState): void;
}

export interface TreeBuilderOptions {
  scriptingEnabled: boolean;
  sourceCodeLocationInfo: boolean;
}

const enum TokenKind {
  START_TAG,
  END_TAG,
  OTHER,
}

/**
 * §13.2.6 Tree construction. Receives tokens (TokenSink), keeps the parser state of the spec, and
 * builds the tree through a TreeAdapter. The insertion modes live in `insertion-modes/`, one file
 * per mode; each returns whether the token must be reprocessed, and the dispatch loops here do
 * the reprocessing, so call depth never grows with the input (a mode may still apply another
 * mode's rules to the same token, as the spec's "process the token using the rules for" says).
 */
export class TreeBuilder implements TokenSink, StackObserver {
  readonly adapter: TreeAdapter;
  readonly document: unknown;
  readonly open: OpenElements;
  readonly formatting = new ActiveFormatting();
  readonly errors: ErrorReporter;
  readonly source: Source;
  readonly scriptingEnabled: boolean;
  readonly locations: boolean;
  tokenizer: TokenizerControl | null = null;
  /** Set when parsing bytes in a tentative encoding: the "in head" meta rule may change it. */
  tentativeEncoding: TentativeEncoding | null = null;

  mode: Mode = Mode.INITIAL;
  originalMode: Mode = Mode.INITIAL;
  /** §13.2.4.1 The stack of template insertion modes; the current one is last. */
  readonly templateModes: Mode[] = [];
  head: unknown = null;
  form: unknown = null;
  framesetOk = true;
  /** Whether the document is in quirks mode (fragments never are). */
  quirks = false;
  /** Set once a selectedcontent element exists; until then popping an option costs nothing. */
  sawSelectedContent = false;
  /** Set while stopParsing pops everything: html and body keep an end location they already have. */
  private atEof = false;
  fosterParenting = false;
  /** Set after pre, listing and textarea start tags: a leading LF of the next token is dropped. */
  skipNextNewline = false;
  /** §13.2.6.4.10 "in table text": the pending character tokens. */
  pendingTableText: string[] = [];
  pendingTableTextStart: number[] = [];
  pendingTableTextEnd: number[] = [];
  pendingTableTextNonWhitespace = false;

  /** Fragment case: the context element, its tag id, namespace and category bits. */
  readonly context: unknown = null;
  contextTagId: TAG = TAG.UNKNOWN;
  contextNs: NsId = NsId.HTML;
  contextCats = 0;
  readonly isFragment: boolean;

  /** The appropriate place for inserting a node, as computed by `findPlace`. */
  placeParent: unknown = null;
  placeBefore: unknown = null;

  /** The token being processed, for end locations of the elements it closes. */
  private tokenKind: TokenKind = TokenKind.OTHER;
  private tokenStart = 0;
  private tokenEnd = 0;
  private tokenTagName = '';
  private tokenTag: TagToken | null = null;
  private tokenEndLocation: Location | null = null;

  constructor(
    adapter: TreeAdapter,
    source: Source,
    errors: ErrorReporter,
    options: TreeBuilderOptions,
    document: unknown,
    context: unknown,
  ) {
    this.adapter = adapter;
    this.source = source;
    this.errors = errors;
    this.scriptingEnabled = options.scriptingEnabled;
    this.locations = options.sourceCodeLocationInfo;
    this.document = document;
    this.open = new OpenElements(this);
    this.isFragment = context !== null;
    this.context = context;
    if (context !== null) {
      const ns = nsIdOf(adapter.getNamespaceURI(context));
      const name = adapter.getTagName(context);
      this.contextNs = ns === -1 ? NsId.HTML : ns;
      this.contextTagId = getTagId(this.contextNs === NsId.HTML ? name : name.toLowerCase());
      this.contextCats = categoriesOf(this.contextNs, this.contextTagId);
      if (this.contextNs === NsId.MATHML && this.contextTagId === TAG.ANNOTATION_XML) {
        if (isHtmlAnnotationXml(adapter.getAttrList(context))) this.contextCats |= Cat.HTML_INTEGRATION;
      }
    }
  }

  // ---- Reporting -------------------------------------------------------------------------

  /**
   * Reports a tree-construction error at the current token (or at its start). Like parse5, only
   * the errors parse5 reports are reported: the spec gives tree errors no codes.
   */
  err(code: ERR, atStart = false): void {
    this.errors.report(code, this.tokenStart, atStart ? this.tokenStart : this.tokenEnd);
  }

  // ---- TokenSink ------------------------------------------------------------------------

  onStartTag(token: TagToken): void {
    this.setToken(TokenKind.START_TAG, token.start, token.end, token.tagName);
    this.skipNextNewline = false;
    while (this.useForeignRulesForStartTag(token) ? foreign.startTag(this, token) : dispatchStartTag(this, token));
    if (token.selfClosing && !token.ackSelfClosing) this.err(ERR.nonVoidHtmlElementStartTagWithTrailingSolidus);
  }

  onEndTag(token: TagToken): void {
    this.setToken(TokenKind.END_TAG, token.start, token.end, token.tagName);
    this.tokenTag = token;
    this.skipNextNewline = false;
    while (this.useForeignRules() ? foreign.endTag(this, token) : dispatchEndTag(this, token));
  }

  onText(text: string, start: number, end: number): void {
    if (this.skipNextNewline) {
      this.skipNextNewline = false;
      if (text.charCodeAt(0) === 0x0a) {
        if (text.length === 1) return;
        // Like parse5, the text's location keeps the dropped LF when whitespace follows it.
        if (!isWhitespaceCode(text.charCodeAt(1))) start = this.offsetAfter(text, start, 1);
        text = text.slice(1);
      }
    }
    const open = this.open;
    const inForeign = (open.currentNs !== NsId.HTML || open.length === 1) && this.adjustedCurrentNs() !== NsId.HTML;
    if (inForeign && text.indexOf('\0') !== -1) {
      this.processTextWithNuls(text, start, end);
    } else {
      this.processText(text, start, end);
    }
  }

  /**
   * Only CDATA sections (allowed in foreign content only) deliver U+0000 inside a run: each NUL is
   * fed on its own, as the data state delivers them.
   */
  private processTextWithNuls(text: string, start: number, end: number): void {
    let from = 0;
    let fromOffset = start;
    for (let i = text.indexOf('\0'); i !== -1; i = text.indexOf('\0', from)) {
      const before = text.slice(from, i);
      const nulOffset = this.offsetAfter(before, fromOffset, before.length);
      if (i > from) this.processText(before, fromOffset, nulOffset);
      this.processText('\0', nulOffset, nulOffset + 1);
      from = i + 1;
      fromOffset = nulOffset + 1;
    }
    if (from < text.length) this.processText(text.slice(from), fromOffset, end);
  }

  onNullCharacter(offset: number): void {
    this.skipNextNewline = false;
    this.processText('\0', offset, offset + 1);
  }

  /** Feeds a text run to the current rules until it is all consumed (modes may consume a prefix). */
  private processText(text: string, start: number, end: number): void {
    this.setToken(TokenKind.OTHER, start, end, '');
    const oneToOne = end - start === text.length;
    for (;;) {
      const consumed = this.useForeignRulesForText()
        ? foreign.text(this, text, start, end)
        : dispatchText(this, text, start, end);
      if (consumed >= text.length) return;
      if (consumed > 0) {
        // Where character references make the run shorter than its input, the rest keeps the
        // run's start: which input characters the prefix took is not known here.
        if (this.source.hasCarriageReturns) {
          const after = this.rawOffsetAfter(text, start, consumed);
          if (after !== -1) start = after;
        } else if (oneToOne) {
          start += consumed;
        }
        text = text.slice(consumed);
        this.setToken(TokenKind.OTHER, start, end, '');
      }
    }
  }

  /**
   * The input offset just past the first `n` characters of a text run that starts at input offset
   * `start`. The input may keep carriage returns, and a CRLF (or a lone CR) the tokenizer delivered
   * as one LF is then longer in the input than in the text.
   */
  offsetAfter(text: string, start: number, n: number): number {
    if (!this.source.hasCarriageReturns) return start + n;
    const after = this.rawOffsetAfter(text, start, n);
    return after === -1 ? start + n : after;
  }

  /** As offsetAfter, with carriage returns in the input; -1 where a character reference intervenes. */
  private rawOffsetAfter(text: string, start: number, n: number): number {
    const input = this.source.text;
    let offset = start;
    for (let i = 0; i < n; i++) {
      const c = input.charCodeAt(offset);
      if (c === text.charCodeAt(i)) offset++;
      else if (c === 0x0d) offset += input.charCodeAt(offset + 1) === 0x0a ? 2 : 1;
      else return -1;
    }
    return offset;
  }

  onComment(data: string, start: number, end: number): void {
    this.setToken(TokenKind.OTHER, start, end, '');
    this.skipNextNewline = false;
    if (this.useForeignRules()) this.insertComment(data, null);
    else while (dispatchComment(this, data));
  }

  onDoctype(token: DoctypeToken): void {
    this.setToken(TokenKind.OTHER, token.start, token.end, '');
    this.skipNextNewline = false;
    if (!this.useForeignRules()) while (dispatchDoctype(this, token));
  }

  onEof(offset: number): void {
    this.setToken(TokenKind.OTHER, offset, offset, '');
    while (dispatchEof(this));
  }

  isCdataAllowed(): boolean {
    const open = this.open;
    if (open.length === 0) return false;
    if (open.length === 1 && this.isFragment) return this.contextNs !== NsId.HTML;
    return open.currentNs !== NsId.HTML;
  }

  private setToken(kind: TokenKind, start: number, end: number, tagName: string): void {
    this.tokenKind = kind;
    this.tokenStart = start;
    this.tokenEnd = end;
    this.tokenTagName = tagName;
    this.tokenEndLocation = null;
  }

  // ---- Tree construction dispatcher (§13.2.6) -------------------------------------------

  /** Namespace and category bits of the adjusted current node. */
  adjustedCurrentNs(): NsId {
    const open = this.open;
    return open.length === 1 && this.isFragment ? this.contextNs : open.currentNs;
  }

  adjustedCurrentCats(): number {
    const open = this.open;
    return open.length === 1 && this.isFragment ? this.contextCats : open.cats[open.length - 1]!;
  }

  adjustedCurrentTagId(): TAG {
    const open = this.open;
    return open.length === 1 && this.isFragment ? this.contextTagId : open.currentTagId;
  }

  private useForeignRules(): boolean {
    const open = this.open;
    if (open.currentNs === NsId.HTML && !(open.length === 1 && this.isFragment)) return false;
    if (open.length === 0) return false;
    return this.adjustedCurrentNs() !== NsId.HTML;
  }

  private useForeignRulesForStartTag(token: TagToken): boolean {
    if (!this.useForeignRules()) return false;
    const cats = this.adjustedCurrentCats();
    const id = token.tagId;
    if ((cats & Cat.MATHML_TEXT_INTEGRATION) !== 0 && id !== TAG.MGLYPH && id !== TAG.MALIGNMARK) return false;
    if (id === TAG.SVG && this.adjustedCurrentNs() === NsId.MATHML && this.adjustedCurrentTagId() === TAG.ANNOTATION_XML) {
      return false;
    }
    return (cats & Cat.HTML_INTEGRATION) === 0;
  }

  private useForeignRulesForText(): boolean {
    if (!this.useForeignRules()) return false;
    return (this.adjustedCurrentCats() & (Cat.MATHML_TEXT_INTEGRATION | Cat.HTML_INTEGRATION)) === 0;
  }

  // ---- Stack observer --------------------------------------------------------------------

  onPush(node: unknown): void {
    this.adapter.onItemPush?.(node);
  }

  onPop(node: unknown, tagId: TAG, ns: NsId): void {
    if (this.locations && !(this.atEof && this.keepsEndLocationAtEof(node))) this.setEndLocation(node, tagId, ns);
    if (ns === NsId.HTML) {
      if ((categoriesOf(NsId.HTML, tagId) & Cat.FORMATTING) !== 0) this.formatting.markClosed(node);
      else if (tagId === TAG.OPTION) maybeCloneOptionIntoSelectedContent(this, node);
    }
    this.adapter.onItemPop?.(node, this.open.length > 0 ? this.open.current : this.document);
  }

  // ---- Creating and inserting nodes (§13.2.6.1) -----------------------------------------

  /**
   * §13.2.6.1 "appropriate place for inserting a node": sets placeParent/placeBefore. `index` is
   * the stack index of the target (the current node unless overridden).
   */
  findPlace(index: number): void {
    const open = this.open;
    if (this.fosterParenting && (open.cats[index]! & Cat.FOSTER_TARGET) !== 0) {
      this.findFosterPlace();
    } else {
      this.placeParent = open.nodes[index];
      this.placeBefore = null;
      if (open.tagIds[index] === TAG.TEMPLATE && open.nsIds[index] === NsId.HTML) {
        this.placeParent = this.adapter.getTemplateContent(this.placeParent);
      }
    }
  }

  private findFosterPlace(): void {
    const open = this.open;
    const lastTemplate = open.lastIndexOfTag(TAG.TEMPLATE);
    const lastTable = open.lastIndexOfTag(TAG.TABLE);
    if (lastTemplate >= 0 && (lastTable < 0 || lastTemplate > lastTable)) {
      this.placeParent = this.adapter.getTemplateContent(open.nodes[lastTemplate]);
      this.placeBefore = null;
      return;
    }
    if (lastTable < 0) {
      this.placeParent = open.nodes[0];
      this.placeBefore = null;
      return;
    }
    const table = open.nodes[lastTable];
    const parent = this.adapter.getParentNode(table);
    if (parent !== null && parent !== undefined) {
      this.placeParent = parent;
      this.placeBefore = table;
      return;
    }
    this.placeParent = open.nodes[lastTable - 1];
    this.placeBefore = null;
  }

  private placeNode(node: unknown): void {
    if (this.placeBefore === null) this.adapter.appendChild(this.placeParent, node);
    else this.adapter.insertBefore(this.placeParent, node, this.placeBefore);
  }

  /** Creates an element for a token (§13.2.6.1 "create an element for a token"). */
  createElement(tagName: string, ns: NsId, attrs: Attribute[], intendedParent: unknown): unknown {
    const adapter = this.adapter;
    const element = adapter.createElement(tagName, NS_URI_BY_ID[ns]!, attrs);
    if (adapter.onElementCreated !== undefined) {
      adapter.onElementCreated(element, {
        intendedParent,
        formElement: this.form,
        isInTemplate: this.open.isOpen(TAG.TEMPLATE),
      });
    }
    return element;
  }

  /** §13.2.6.1 "insert an HTML element" for a start tag token; returns the element. */
  insertHtmlElement(token: TagToken): unknown {
    this.findPlace(this.open.length - 1);
    const element = this.createElement(token.tagName, NsId.HTML, token.attrs, this.placeParent);
    if (this.locations) this.setStartLocation(element, token);
    if (token.tagId === TAG.TEMPLATE) this.adapter.setTemplateContent(element, this.createTemplateContent());
    else if (token.tagId === TAG.SELECTEDCONTENT) this.sawSelectedContent = true;
    this.placeNode(element);
    this.open.push(element, token.tagId, NsId.HTML, token.tagName, categoriesOf(NsId.HTML, token.tagId));
    return element;
  }

  private createTemplateContent(): unknown {
    const content = this.adapter.createDocumentFragment();
    if (this.locations) this.adapter.setNodeSourceCodeLocation(content, null);
    return content;
  }

  /**
   * Inserts an HTML element that would be popped at once (void elements); acknowledges the
   * self-closing flag. It never goes on the stack, so it gets no end location (like parse5).
   */
  insertVoidElement(token: TagToken): void {
    this.findPlace(this.open.length - 1);
    const element = this.createElement(token.tagName, NsId.HTML, token.attrs, this.placeParent);
    if (this.locations) this.setStartLocation(element, token);
    this.placeNode(element);
    token.ackSelfClosing = true;
  }

  /** Inserts an HTML element that has no token (html, head, body, tbody, tr, colgroup implied). */
  insertImpliedElement(tagId: TAG): unknown {
    this.findPlace(this.open.length - 1);
    const name = TAG_NAMES[tagId]!;
    const element = this.createElement(name, NsId.HTML, [], this.placeParent);
    if (this.locations) this.adapter.setNodeSourceCodeLocation(element, null);
    this.placeNode(element);
    this.open.push(element, tagId, NsId.HTML, name, categoriesOf(NsId.HTML, tagId));
    return element;
  }

  /**
   * §13.2.6.1 "insert a foreign element" (name and attributes already adjusted). A self-closing
   * one is popped at once, so it is not pushed at all; its flag is acknowledged.
   */
  insertForeignElement(token: TagToken, ns: NsId): unknown {
    this.findPlace(this.open.length - 1);
    const element = this.createElement(token.tagName, ns, token.attrs, this.placeParent);
    if (this.locations) this.setStartLocation(element, token);
    this.placeNode(element);
    if (token.selfClosing) {
      token.ackSelfClosing = true;
      return element;
    }
    let cats = categoriesOf(ns, token.tagId);
    if (ns === NsId.MATHML && token.tagId === TAG.ANNOTATION_XML && isHtmlAnnotationXml(token.attrs)) {
      cats |= Cat.HTML_INTEGRATION;
    }
    this.open.push(element, token.tagId, ns, token.tagName, cats);
    return element;
  }

  /** The html element of a document (before html mode). */
  insertHtmlRoot(token: TagToken | null): void {
    const element = this.createElement('html', NsId.HTML, token === null ? [] : token.attrs, this.document);
    if (this.locations) {
      if (token === null) this.adapter.setNodeSourceCodeLocation(element, null);
      else this.setStartLocation(element, token);
    }
    this.adapter.appendChild(this.document, element);
    this.open.push(element, TAG.HTML, NsId.HTML, 'html', categoriesOf(NsId.HTML, TAG.HTML));
  }

  /** §13.2.6.1 "insert a comment"; `parent` null means the appropriate place. */
  insertComment(data: string, parent: unknown): void {
    const comment = this.adapter.createCommentNode(data);
    if (parent === null) {
      this.findPlace(this.open.length - 1);
      this.placeNode(comment);
    } else {
      this.adapter.appendChild(parent, comment);
    }
    if (this.locations) {
      this.adapter.setNodeSourceCodeLocation(comment, this.source.location(this.tokenStart, this.tokenEnd));
    }
  }

  /**
   * Inserts the run's leading ASCII whitespace, the rule several modes share ("A character token
   * that is one of U+0009, U+000A, U+000C, U+000D, U+0020: insert the character"), and returns how
   * many characters that took (0 when the run starts with anything else).
   */
  insertLeadingWhitespace(text: string, start: number, end: number): number {
    const ws = leadingWhitespace(text);
    if (ws === text.length) this.insertText(text, start, end);
    else if (ws > 0) this.insertText(text.slice(0, ws), start, this.offsetAfter(text, start, ws));
    return ws;
  }

  /** §13.2.6.1 "insert a character" for a run of characters. */
  insertText(text: string, start: number, end: number): void {
    const open = this.open;
    const top = open.length - 1;
    const adapter = this.adapter;
    if (this.fosterParenting && (open.cats[top]! & Cat.FOSTER_TARGET) !== 0) {
      this.findFosterPlace();
      if (this.placeBefore === null) adapter.insertText(this.placeParent, text);
      else adapter.insertTextBefore(this.placeParent, text, this.placeBefore);
    } else {
      let parent = open.current;
      if (open.currentTagId === TAG.TEMPLATE && open.currentNs === NsId.HTML) {
        parent = adapter.getTemplateContent(parent);
      }
      adapter.insertText(parent, text);
      if (!this.locations) return;
      this.placeParent = parent;
      this.placeBefore = null;
    }
    if (this.locations) this.setTextLocation(start, end);
  }

  // ---- Source locations --------------------------------------------------------------

  /** A tag's location, with `attrs` keyed by attribute name as written (lowercased), like parse5. */
  private tagLocation(token: TagToken): ElementLocation {
    const loc: ElementLocation = this.source.location(token.start, token.end);
    const spans = token.attrSpans;
    if (spans !== null && token.attrs.length > 0) {
      const attrs: Record<string, Location> = Object.create(null);
      const text = this.source.text;
      for (let i = 0; i < spans.length; i += 5) {
        attrs[text.slice(spans[i]!, spans[i + 1]!).toLowerCase()] = this.source.location(spans[i]!, spans[i + 4]!);
      }
      loc.attrs = attrs;
    }
    return loc;
  }

  private setStartLocation(element: unknown, token: TagToken): void {
    const loc = this.tagLocation(token);
    loc.startTag = { ...loc };
    this.adapter.setNodeSourceCodeLocation(element, loc);
  }

  private setTextLocation(start: number, end: number): void {
    const adapter = this.adapter;
    let textNode: unknown;
    if (this.placeBefore === null && adapter.getLastChild !== undefined) {
      textNode = adapter.getLastChild(this.placeParent);
    } else {
      const siblings = adapter.getChildNodes(this.placeParent);
      textNode = siblings[this.placeBefore === null ? siblings.length - 1 : siblings.lastIndexOf(this.placeBefore) - 1];
    }
    const loc = this.source.location(start, end);
    if (adapter.getNodeSourceCodeLocation(textNode)) {
      const { endLine, endCol, endOffset } = loc;
      adapter.updateNodeSourceCodeLocation(textNode, { endLine, endCol, endOffset });
    } else {
      adapter.setNodeSourceCodeLocation(textNode, loc);
    }
  }

  /** Where an element ends: at its end tag when that closes it, else where the closing token starts. */
  private setEndLocation(node: unknown, tagId: TAG, ns: NsId): void {
    const adapter = this.adapter;
    if (!adapter.getNodeSourceCodeLocation(node)) return;
    const name = adapter.getTagName(node);
    if (this.tokenKind === TokenKind.END_TAG && (ns === NsId.HTML ? name : name.toLowerCase()) === this.tokenTagName) {
      const loc = this.tagLocation(this.tokenTag!);
      adapter.updateNodeSourceCodeLocation(node, {
        endTag: { ...loc },
        endLine: loc.endLine,
        endCol: loc.endCol,
        endOffset: loc.endOffset,
      });
    } else {
      let loc = this.tokenEndLocation;
      if (loc === null) loc = this.tokenEndLocation = this.source.location(this.tokenStart, this.tokenStart);
      const { startLine, startCol, startOffset } = loc;
      adapter.updateNodeSourceCodeLocation(node, { endLine: startLine, endCol: startCol, endOffset: startOffset });
    }
    void tagId;
  }

  /** Location of a doctype node, once it is in the document. */
  setDoctypeLocation(token: DoctypeToken): void {
    const children = this.adapter.getChildNodes(this.document);
    for (const child of children) {
      if (this.adapter.isDocumentTypeNode(child)) {
        this.adapter.setNodeSourceCodeLocation(child, this.source.location(token.start, token.end));
        return;
      }
    }
  }

  /** The element location of the body or html element at an end tag that does not pop it. */
  setEndLocationAt(node: unknown): void {
    if (!this.locations) return;
    this.setEndLocation(node, TAG.UNKNOWN, NsId.HTML);
  }

  setDocumentMode(mode: DOCUMENT_MODE): void {
    this.quirks = mode === DOCUMENT_MODE.QUIRKS;
    this.adapter.setDocumentMode(this.document, mode);
  }

  /** `</html>` after body: html and body are not popped, so their end locations are set here. */
  setHtmlEndLocation(): void {
    if (!this.locations || this.open.length === 0 || this.open.tagIds[0] !== TAG.HTML) return;
    this.setEndLocation(this.open.nodes[0], TAG.HTML, NsId.HTML);
    if (this.open.length > 1) {
      const body = this.open.nodes[1];
      const loc = this.adapter.getNodeSourceCodeLocation(body);
      if (!(loc && loc.endTag)) this.setEndLocation(body, TAG.BODY, NsId.HTML);
    }
  }

  // ---- Shared algorithms ----------------------------------------------------------------

  switchTokenizer(state: TextState): void {
    this.tokenizer!.switchTo(state);
  }

  /** §13.2.6.2 The generic raw text / RCDATA element parsing algorithms. */
  parseTextElement(token: TagToken, state: TextState): void {
    this.insertHtmlElement(token);
    this.switchTokenizer(state);
    this.originalMode = this.mode;
    this.mode = Mode.TEXT;
  }

  /** §13.2.4.3 Reconstruct the active formatting elements. */
  reconstructFormatting(): void {
    const list = this.formatting;
    const n = list.length;
    if (n === 0) return;
    if (list.nodes[n - 1] === MARKER || list.open[n - 1]) return;
    let i = n - 1;
    while (i > 0 && list.nodes[i - 1] !== MARKER && !list.open[i - 1]) i--;
    for (; i < n; i++) {
      const token = list.tokens[i]!;
      const element = this.insertHtmlElementCopy(token);
      list.replaceAt(i, element, token);
    }
  }

  /** Inserts a fresh element for a formatting token kept in the list. */
  private insertHtmlElementCopy(token: TagToken): unknown {
    this.findPlace(this.open.length - 1);
    const element = this.createElement(token.tagName, NsId.HTML, token.attrs.slice(), this.placeParent);
    if (this.locations) this.setStartLocation(element, token);
    this.placeNode(element);
    this.open.push(element, token.tagId, NsId.HTML, token.tagName, categoriesOf(NsId.HTML, token.tagId));
    return element;
  }

  /** Inserts an HTML element for a formatting start tag and pushes it on the formatting list. */
  insertFormattingElement(token: TagToken): void {
    const element = this.insertHtmlElement(token);
    this.formatting.push(element, token);
  }

  /** §13.2.6.2 "generate implied end tags", optionally except for one HTML tag. */
  generateImpliedEndTags(except: TAG = TAG.UNKNOWN): void {
    this.open.generateImpliedEndTags(Cat.IMPLIED_END, except === TAG.UNKNOWN ? -1 : except);
  }

  generateAllImpliedEndTagsThoroughly(): void {
    this.open.generateImpliedEndTags(Cat.IMPLIED_END_THOROUGH, -1);
  }

  /** §13.2.6.4.7 "close a p element". */
  closePElement(): void {
    this.generateImpliedEndTags(TAG.P);
    this.open.popUntilTagPopped(TAG.P);
  }

  currentIs(tagId: TAG): boolean {
    return this.open.currentTagId === tagId && this.open.currentNs === NsId.HTML;
  }

  /** §13.2.4.1 Reset the insertion mode appropriately. */
  resetInsertionMode(): void {
    const open = this.open;
    for (let i = open.length - 1; i >= 0; i--) {
      const last = i === 0;
      let tagId = open.tagIds[i]!;
      let ns = open.nsIds[i]!;
      if (last && this.isFragment) {
        tagId = this.contextTagId;
        ns = this.contextNs;
      }
      if (ns !== NsId.HTML) continue;
      switch (tagId) {
        case TAG.TD:
        case TAG.TH:
          if (!last) {
            this.mode = Mode.IN_CELL;
            return;
          }
          break;
        case TAG.TR:
          this.mode = Mode.IN_ROW;
          return;
        case TAG.TBODY:
        case TAG.THEAD:
        case TAG.TFOOT:
          this.mode = Mode.IN_TABLE_BODY;
          return;
        case TAG.CAPTION:
          this.mode = Mode.IN_CAPTION;
          return;
        case TAG.COLGROUP:
          this.mode = Mode.IN_COLUMN_GROUP;
          return;
        case TAG.TABLE:
          this.mode = Mode.IN_TABLE;
          return;
        case TAG.TEMPLATE:
          this.mode = this.templateModes[this.templateModes.length - 1]!;
          return;
        case TAG.HEAD:
          if (!last) {
            this.mode = Mode.IN_HEAD;
            return;
          }
          break;
        case TAG.BODY:
          this.mode = Mode.IN_BODY;
          return;
        case TAG.FRAMESET:
          this.mode = Mode.IN_FRAMESET;
          return;
        case TAG.HTML:
          this.mode = this.head === null ? Mode.BEFORE_HEAD : Mode.AFTER_HEAD;
          return;
        default:
          break;
      }
      if (last) break;
    }
    this.mode = Mode.IN_BODY;
  }

  /** §13.2.4.1 pushing/popping template insertion modes. */
  pushTemplateMode(mode: Mode): void {
    this.templateModes.push(mode);
  }

  /** §13.2.6.4.9 "clear the stack back to a table context" and its body/row variants. */
  clearStackBackTo(stopCats: number): void {
    this.open.popUntilCategory(stopCats);
  }

  /** §13.2.6.4.13 "close the cell". */
  closeCell(): void {
    this.generateImpliedEndTags();
    while (this.open.length > 0) {
      const done = this.currentIs(TAG.TD) || this.currentIs(TAG.TH);
      this.open.pop();
      if (done) break;
    }
    this.formatting.clearToLastMarker();
    this.mode = Mode.IN_ROW;
  }

  /** §13.2.6.4.7 "any other end tag" in body. */
  anyOtherEndTag(token: TagToken): void {
    const open = this.open;
    const tagId = token.tagId;
    // No open HTML element of that name: the walk would end at a special element or the bottom
    // of the stack without changing anything, so skip it (keeps deep stacks linear).
    if (!open.hasOpenHtmlNamed(tagId, token.tagName)) return;
    for (let i = open.length - 1; i >= 0; i--) {
      const matches =
        open.nsIds[i] === NsId.HTML &&
        (tagId === TAG.UNKNOWN ? open.names[i] === token.tagName : open.tagIds[i] === tagId);
      if (matches) {
        this.generateImpliedEndTagsExceptName(token.tagName, tagId);
        open.popTo(i);
        return;
      }
      if ((open.cats[i]! & Cat.SPECIAL) !== 0) return;
    }
  }

  private generateImpliedEndTagsExceptName(name: string, tagId: TAG): void {
    const open = this.open;
    while (open.length > 0) {
      const top = open.length - 1;
      if ((open.cats[top]! & Cat.IMPLIED_END) === 0) return;
      if (tagId !== TAG.UNKNOWN ? open.tagIds[top] === tagId : open.names[top] === name) return;
      open.pop();
    }
  }

  /** §13.2.6.5 Stop parsing: pops everything off the stack. */
  stopParsing(): void {
    if (this.locations && !this.isFragment && this.open.length > 0) {
      // Like parse5: html and body get an end location at EOF only when html has a start tag
      // location and no end tag, and body has no end tag.
      const htmlLoc = this.adapter.getNodeSourceCodeLocation(this.open.nodes[0]);
      this.htmlEndAtEof = !!htmlLoc && !htmlLoc.endTag;
    }
    this.atEof = true;
    this.open.popTo(0);
    this.atEof = false;
  }

  private htmlEndAtEof = false;

  /** Whether an element popped at EOF keeps its end location (see stopParsing). */
  private keepsEndLocationAtEof(node: unknown): boolean {
    if (this.isFragment) return false;
    const index = this.open.length;
    if (index > 1) return false;
    if (!this.htmlEndAtEof) return true;
    if (index === 0) return false;
    const loc = this.adapter.getNodeSourceCodeLocation(node);
    return !!(loc && loc.endTag);
  }
}

/** An annotation-xml start tag whose encoding makes it an HTML integration point. */
export function isHtmlAnnotationXml(attrs: Attribute[]): boolean {
  for (const attr of attrs) {
    if (attr.name === 'encoding' && attr.namespace === undefined) {
      const value = attr.value.toLowerCase();
      return value === 'text/html' || value === 'application/xhtml+xml';
    }
  }
  return false;
}

