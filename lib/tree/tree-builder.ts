import type { CommentToken, DoctypeToken, TagToken, TextState } from '../tokenizer/token.js';
import type { TreeAdapter } from './tree-adapter.js';
import type { Attribute } from '../common/attribute.js';
import type { ErrorReporter } from '../common/error-reporter.js';
import type { Source } from '../input/source.js';
import type { ERR } from '../common/error-codes.js';
import { DOCUMENT_MODE, NS_URI_BY_ID, NsId, nsIdOf } from '../common/namespaces.js';
import { TAG, TAG_NAMES, getTagId } from '../common/tags.js';
import { Cat, categoriesOf } from '../common/tag-categories.js';
import { OpenElements, type StackObserver } from './open-elements.js';
import { ActiveFormatting, MARKER } from './active-formatting.js';
import { HtmlLocations } from './html-locations.js';
import { Mode } from './insertion-mode.js';
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

/**
 * "The appropriate place for inserting a node" (#appropriate-place-for-inserting-a-node): inside
 * `parent`, before `before` (at the end when null). `findPlace` refills one instance per tree
 * builder and returns it, so no insertion allocates one: read it before the next insertion.
 */
export class InsertionPlace {
  parent: unknown = null;
  before: unknown = null;
}

/**
 * The parser state (#parse-state) and the tree-construction primitives the insertion-mode rules
 * are written in (#creating-and-inserting-nodes, the generic parsing algorithms, closing
 * elements, resetting the insertion mode). Tokens come from TreeConstructionDispatcher, which
 * picks the rules; the rules live in `insertion-modes/`, one file per mode. Nodes are made and
 * moved through the TreeAdapter, source locations go to HtmlLocations when they are on.
 */
export class TreeBuilder implements StackObserver {
  readonly adapter: TreeAdapter;
  readonly document: unknown;
  readonly open: OpenElements;
  readonly formatting = new ActiveFormatting();
  readonly errors: ErrorReporter;
  readonly source: Source;
  readonly scriptingEnabled: boolean;
  /** Source locations, when they are on (else null). */
  readonly locations: HtmlLocations | null;
  tokenizer: TokenizerControl | null = null;
  /** Set when parsing bytes in a tentative encoding: the "in head" meta rule may change it. */
  tentativeEncoding: TentativeEncoding | null = null;

  mode: Mode = Mode.INITIAL;
  originalMode: Mode = Mode.INITIAL;
  /** The stack of template insertion modes (#stack-of-template-insertion-modes), current last. */
  readonly templateModes: Mode[] = [];
  head: unknown = null;
  form: unknown = null;
  framesetOk = true;
  /** Whether the document is in quirks mode (fragments never are). */
  quirks = false;
  /** Set once a selectedcontent element exists; until then popping an option costs nothing. */
  sawSelectedContent = false;
  fosterParenting = false;
  /** Set after pre, listing and textarea start tags: a leading LF of the next token is dropped. */
  skipNextNewline = false;
  /** The pending table character tokens (#concept-pending-table-char-tokens) and their ranges. */
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

  /** The token being processed: where errors are reported and the elements it closes end. */
  tokenStart = 0;
  tokenEnd = 0;
  /** The token when it is an end tag, else null. */
  private tokenEndTag: TagToken | null = null;

  private readonly place = new InsertionPlace();

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
    this.locations = options.sourceCodeLocationInfo ? new HtmlLocations(adapter, source) : null;
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

  /** Starts processing a token spanning [start, end); `endTag` is the token when it is an end tag. */
  beginToken(start: number, end: number, endTag: TagToken | null): void {
    this.tokenStart = start;
    this.tokenEnd = end;
    this.tokenEndTag = endTag;
  }

  /**
   * Reports a tree-construction error at the current token (or at its start). Like parse5, only
   * the errors parse5 reports are reported: the spec gives tree errors no codes.
   */
  err(code: ERR, atStart = false): void {
    this.errors.report(code, this.tokenStart, atStart ? this.tokenStart : this.tokenEnd);
  }

  // ---- The adjusted current node (#adjusted-current-node) --------------------------------

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

  currentIs(tagId: TAG): boolean {
    return this.open.currentTagId === tagId && this.open.currentNs === NsId.HTML;
  }

  // ---- Stack observer --------------------------------------------------------------------

  onPush(node: unknown): void {
    this.adapter.onItemPush?.(node);
  }

  onPop(node: unknown, tagId: TAG, ns: NsId): void {
    const locations = this.locations;
    if (locations !== null && !locations.keepsEnd(node, this.open.length, this.isFragment)) {
      locations.closedBy(node, ns, this.tokenEndTag, this.tokenStart);
    }
    if (ns === NsId.HTML) {
      if ((categoriesOf(NsId.HTML, tagId) & Cat.FORMATTING) !== 0) this.formatting.markClosed(node);
      else if (tagId === TAG.OPTION && this.sawSelectedContent) maybeCloneOptionIntoSelectedContent(this.adapter, node);
    }
    this.adapter.onItemPop?.(node, this.open.length > 0 ? this.open.current : this.document);
  }

  // ---- Creating and inserting nodes (#creating-and-inserting-nodes) ----------------------

  /**
   * "The appropriate place for inserting a node", with the stack entry at `index` as the
   * target (the current node unless overridden). Returns the builder's one InsertionPlace.
   */
  findPlace(index: number): InsertionPlace {
    const open = this.open;
    if (this.fosterParenting && (open.cats[index]! & Cat.FOSTER_TARGET) !== 0) return this.findFosterPlace();
    const place = this.place;
    place.before = null;
    if (open.tagIds[index] === TAG.TEMPLATE && open.nsIds[index] === NsId.HTML) {
      place.parent = this.adapter.getTemplateContent(open.nodes[index]);
    } else {
      place.parent = open.nodes[index];
    }
    return place;
  }

  /** The foster-parenting steps of "appropriate place for inserting a node". */
  private findFosterPlace(): InsertionPlace {
    const open = this.open;
    const place = this.place;
    place.before = null;
    const lastTemplate = open.lastIndexOfTag(TAG.TEMPLATE);
    const lastTable = open.lastIndexOfTag(TAG.TABLE);
    if (lastTemplate >= 0 && (lastTable < 0 || lastTemplate > lastTable)) {
      place.parent = this.adapter.getTemplateContent(open.nodes[lastTemplate]);
    } else if (lastTable < 0) {
      place.parent = open.nodes[0];
    } else {
      const table = open.nodes[lastTable];
      const parent = this.adapter.getParentNode(table);
      if (parent !== null && parent !== undefined) {
        place.parent = parent;
        place.before = table;
      } else {
        place.parent = open.nodes[lastTable - 1];
      }
    }
    return place;
  }

  /** Inserts `node` at `place`. */
  insertAt(place: InsertionPlace, node: unknown): void {
    if (place.before === null) this.adapter.appendChild(place.parent, node);
    else this.adapter.insertBefore(place.parent, node, place.before);
  }

  /** "Create an element for a token" (#create-an-element-for-the-token). */
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

  /** "Insert an HTML element" (#insert-an-html-element) for a start tag token; returns the element. */
  insertHtmlElement(token: TagToken): unknown {
    const place = this.findPlace(this.open.length - 1);
    const element = this.createElement(token.tagName, NsId.HTML, token.attrs, place.parent);
    if (this.locations !== null) this.locations.startTag(element, token);
    if (token.tagId === TAG.TEMPLATE) this.adapter.setTemplateContent(element, this.createTemplateContent());
    else if (token.tagId === TAG.SELECTEDCONTENT) this.sawSelectedContent = true;
    this.insertAt(place, element);
    this.open.push(element, token.tagId, NsId.HTML, token.tagName, categoriesOf(NsId.HTML, token.tagId));
    return element;
  }

  private createTemplateContent(): unknown {
    const content = this.adapter.createDocumentFragment();
    if (this.locations !== null) this.locations.setNone(content);
    return content;
  }

  /**
   * Inserts an HTML element that would be popped at once (void elements); acknowledges the
   * self-closing flag. It never goes on the stack, so it gets no end location (like parse5).
   */
  insertVoidElement(token: TagToken): void {
    const place = this.findPlace(this.open.length - 1);
    const element = this.createElement(token.tagName, NsId.HTML, token.attrs, place.parent);
    if (this.locations !== null) this.locations.startTag(element, token);
    this.insertAt(place, element);
    token.ackSelfClosing = true;
  }

  /** Inserts an HTML element that has no token (html, head, body, tbody, tr, colgroup implied). */
  insertImpliedElement(tagId: TAG): unknown {
    const place = this.findPlace(this.open.length - 1);
    const name = TAG_NAMES[tagId]!;
    const element = this.createElement(name, NsId.HTML, [], place.parent);
    if (this.locations !== null) this.locations.setNone(element);
    this.insertAt(place, element);
    this.open.push(element, tagId, NsId.HTML, name, categoriesOf(NsId.HTML, tagId));
    return element;
  }

  /**
   * "Insert a foreign element" (#insert-a-foreign-element), name and attributes already adjusted. A self-closing
   * one is popped at once, so it is not pushed at all; its flag is acknowledged.
   */
  insertForeignElement(token: TagToken, ns: NsId): unknown {
    const place = this.findPlace(this.open.length - 1);
    const element = this.createElement(token.tagName, ns, token.attrs, place.parent);
    if (this.locations !== null) this.locations.startTag(element, token);
    this.insertAt(place, element);
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

  /** The html element of a document (before html mode), or the root of a fragment (token null). */
  insertHtmlRoot(token: TagToken | null): void {
    const element = this.createElement('html', NsId.HTML, token === null ? [] : token.attrs, this.document);
    if (this.locations !== null) {
      if (token === null) this.locations.setNone(element);
      else this.locations.startTag(element, token);
    }
    this.adapter.appendChild(this.document, element);
    this.open.push(element, TAG.HTML, NsId.HTML, 'html', categoriesOf(NsId.HTML, TAG.HTML));
  }

  /**
   * "Insert a comment" (#insert-a-comment), or "insert a processing instruction"
   * (#insert-a-processing-instruction) when the token has a target; `parent` null means the
   * appropriate place.
   */
  insertComment(token: CommentToken, parent: unknown): void {
    const node = token.target === null ? this.adapter.createCommentNode(token.data) : this.createProcessingInstruction(token);
    if (parent === null) this.insertAt(this.findPlace(this.open.length - 1), node);
    else this.adapter.appendChild(parent, node);
    if (this.locations !== null) this.locations.setNode(node, token.start, token.end);
  }

  /**
   * A processing instruction node, through the adapter's optional `createProcessingInstruction`.
   * An adapter without it (parse5's own, for one) gets the comment the rules made of `<?...>`
   * before processing instructions came to HTML: the text between `<` and `>`, line breaks
   * normalized and U+0000 replaced as the bogus comment state did, so its trees stay as they were.
   */
  private createProcessingInstruction(token: CommentToken): unknown {
    const adapter = this.adapter;
    if (adapter.createProcessingInstruction !== undefined) return adapter.createProcessingInstruction(token.target!, token.data);
    return adapter.createCommentNode(legacyBogusCommentData(this.source.text, token.start, token.end));
  }

  /** Sets the document's DOCTYPE (the initial insertion mode's DOCTYPE token). */
  insertDoctype(token: DoctypeToken): void {
    this.adapter.setDocumentType(this.document, token.name ?? '', token.publicId ?? '', token.systemId ?? '');
    if (this.locations !== null) this.locations.doctype(this.document, token.start, token.end);
  }

  /** "Insert a character" (#insert-a-character) for the current token, a run of characters. */
  insertText(text: string): void {
    const open = this.open;
    const adapter = this.adapter;
    let place: InsertionPlace;
    if (this.fosterParenting && (open.cats[open.length - 1]! & Cat.FOSTER_TARGET) !== 0) {
      place = this.findFosterPlace();
      if (place.before === null) adapter.insertText(place.parent, text);
      else adapter.insertTextBefore(place.parent, text, place.before);
    } else {
      let parent = open.current;
      if (open.currentTagId === TAG.TEMPLATE && open.currentNs === NsId.HTML) {
        parent = adapter.getTemplateContent(parent);
      }
      adapter.insertText(parent, text);
      if (this.locations === null) return;
      place = this.place;
      place.parent = parent;
      place.before = null;
    }
    if (this.locations !== null) this.locations.text(place.parent, place.before, this.tokenStart, this.tokenEnd);
  }

  setDocumentMode(mode: DOCUMENT_MODE): void {
    this.quirks = mode === DOCUMENT_MODE.QUIRKS;
    this.adapter.setDocumentMode(this.document, mode);
  }

  // ---- Shared algorithms ----------------------------------------------------------------

  switchTokenizer(state: TextState): void {
    this.tokenizer!.switchTo(state);
  }

  /** The generic raw text and RCDATA parsing algorithms (#generic-raw-text-element-parsing-algorithm). */
  parseTextElement(token: TagToken, state: TextState): void {
    this.insertHtmlElement(token);
    this.switchTokenizer(state);
    this.originalMode = this.mode;
    this.mode = Mode.TEXT;
  }

  /** "Reconstruct the active formatting elements" (#reconstruct-the-active-formatting-elements). */
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
    const place = this.findPlace(this.open.length - 1);
    const element = this.createElement(token.tagName, NsId.HTML, token.attrs.slice(), place.parent);
    if (this.locations !== null) this.locations.startTag(element, token);
    this.insertAt(place, element);
    this.open.push(element, token.tagId, NsId.HTML, token.tagName, categoriesOf(NsId.HTML, token.tagId));
    return element;
  }

  /** Inserts an HTML element for a formatting start tag and pushes it on the formatting list. */
  insertFormattingElement(token: TagToken): void {
    const element = this.insertHtmlElement(token);
    this.formatting.push(element, token);
  }

  /** "Generate implied end tags" (#generate-implied-end-tags), optionally except for one HTML tag. */
  generateImpliedEndTags(except: TAG = TAG.UNKNOWN): void {
    this.open.generateImpliedEndTags(Cat.IMPLIED_END, except === TAG.UNKNOWN ? -1 : except);
  }

  generateAllImpliedEndTagsThoroughly(): void {
    this.open.generateImpliedEndTags(Cat.IMPLIED_END_THOROUGH, -1);
  }

  /** "Close a p element" (#close-a-p-element). */
  closePElement(): void {
    this.generateImpliedEndTags(TAG.P);
    this.open.popUntilTagPopped(TAG.P);
  }

  /** "Reset the insertion mode appropriately" (#reset-the-insertion-mode-appropriately). */
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

  /** Pushes a template insertion mode (#stack-of-template-insertion-modes). */
  pushTemplateMode(mode: Mode): void {
    this.templateModes.push(mode);
  }

  /**
   * The steps "template" end tags and EOF in template share: pop until a template has been
   * popped, clear the formatting list to the last marker, pop the template insertion mode and
   * reset the insertion mode.
   */
  closeTemplate(): void {
    this.open.popUntilTagPopped(TAG.TEMPLATE);
    this.formatting.clearToLastMarker();
    this.templateModes.pop();
    this.resetInsertionMode();
  }

  /** "Clear the stack back to a table context" and its variants (#clear-the-stack-back-to-a-table-context). */
  clearStackBackTo(stopCats: number): void {
    this.open.popUntilCategory(stopCats);
  }

  /** "Close the cell" (#close-the-cell). */
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

  /** In body's "any other end tag" (#parsing-main-inbody). */
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

  /** "Stop parsing" (#stop-parsing): pops everything off the stack. */
  stopParsing(): void {
    const locations = this.locations;
    if (locations !== null && !this.isFragment && this.open.length > 0) locations.beforeStopParsing(this.open.nodes[0]);
    this.open.popTo(0);
    if (locations !== null) locations.afterStopParsing();
  }

  // ---- Locations of elements the rules end without popping -----------------------------

  /** `</body>`: body is not popped, but its end location is the end tag's. */
  bodyEndTag(): void {
    if (this.locations !== null && this.open.length > 1) {
      this.locations.closedBy(this.open.nodes[1], NsId.HTML, this.tokenEndTag, this.tokenStart);
    }
  }

  /** `</html>` after body: html and body are not popped, so their end locations are set here. */
  htmlEndTag(): void {
    const locations = this.locations;
    if (locations === null || this.open.length === 0 || this.open.tagIds[0] !== TAG.HTML) return;
    locations.closedBy(this.open.nodes[0], NsId.HTML, this.tokenEndTag, this.tokenStart);
    if (this.open.length > 1) {
      const body = this.open.nodes[1];
      const loc = this.adapter.getNodeSourceCodeLocation(body);
      if (!(loc && loc.endTag)) locations.closedBy(body, NsId.HTML, this.tokenEndTag, this.tokenStart);
    }
  }
}

/** An annotation-xml start tag whose encoding makes it an HTML integration point. */
function isHtmlAnnotationXml(attrs: Attribute[]): boolean {
  for (const attr of attrs) {
    if (attr.name === 'encoding' && attr.namespace === undefined) {
      const value = attr.value.toLowerCase();
      return value === 'text/html' || value === 'application/xhtml+xml';
    }
  }
  return false;
}

/** The data of the bogus comment `<?...>` made before processing instructions (text[start, end) is the `<?...>`). */
function legacyBogusCommentData(text: string, start: number, end: number): string {
  return text.slice(start + 1, end - 1).replace(LINE_BREAKS, '\n').replace(NULS, '\uFFFD');
}

const LINE_BREAKS = /\r\n?/g;
const NULS = /\0/g;
