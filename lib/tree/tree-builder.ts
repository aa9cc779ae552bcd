import type { CommentToken, DoctypeToken, ProcessingInstructionToken, TagToken, TextState, TokenizerControl } from '../tokenizer/token.js';
import type { FastPathAdapter } from './tree-adapter.js';
import { InsertionPlace } from './insertion-place.js';
import { SpecialTemplates } from './special-templates.js';
import { appropriateInsertionMode } from './reset-insertion-mode.js';
import { NO_ATTRIBUTES, type Attribute } from '../common/attribute.js';
import type { ErrorReporter } from '../input/error-reporter.js';
import type { Source } from '../input/source.js';
import { ERR } from '../common/error-codes.js';
import { DOCUMENT_MODE, NS_URI_BY_ID, NsId, nsIdOf } from '../common/namespaces.js';
import { TAG, TAG_NAMES, getTagId } from '../common/tags.js';
import { Cat, categoriesOf } from '../common/tag-categories.js';
import { OpenElements, type StackObserver } from './open-elements.js';
import { ActiveFormatting, MARKER } from './active-formatting.js';
import { HtmlLocations } from './html-locations.js';
import { Mode } from './insertion-mode.js';
import { parse5CharacterTokenLength, parse5Reports } from './parse5-errors.js';
import { charLength } from './text-utils.js';
import { isHtmlAnnotationXml } from './foreign-attributes.js';
import { legacyBogusCommentData } from './processing-instruction-comment.js';
import { SelectedContent } from './selectedcontent.js';
import type { TentativeEncoding } from '../encoding/changing-the-encoding.js';

export interface TreeBuilderOptions {
  scriptingEnabled: boolean;
  sourceCodeLocationInfo: boolean;
  /** The parser's allow declarative shadow roots (#allow-declarative-shadow-roots). */
  allowDeclarativeShadowRoots: boolean;
  /** Report only the tree-construction errors parse5 reports (parse5-errors.ts). */
  parse5Errors?: boolean;
  /** Whether a host runs the scripts the parser finishes (ParserOptions.onScript; never for a fragment). */
  runsScripts?: boolean;
}

/**
 * The parser state (#parse-state) and the tree-construction primitives the insertion-mode rules
 * are written in (#creating-and-inserting-nodes, the generic parsing algorithms, closing
 * elements, resetting the insertion mode). Tokens come from TreeConstructionDispatcher, which
 * picks the rules; the rules live in `insertion-modes/`, one file per mode. Nodes are made and
 * moved through the TreeAdapter, source locations go to HtmlLocations when they are on.
 */
export class TreeBuilder implements StackObserver {
  readonly adapter: FastPathAdapter;
  /**
   * Whether the adapter borrows its attributes (FastPaths.borrowsAttributes): then the tokenizer
   * may lend them (TokenizerOptions.lendAttributes) and the formatting list copies the ones it keeps.
   */
  readonly borrowsAttributes: boolean;
  readonly document: unknown;
  readonly open: OpenElements;
  readonly formatting: ActiveFormatting;
  readonly errors: ErrorReporter;
  readonly source: Source;
  readonly scriptingEnabled: boolean;
  readonly allowDeclarativeShadowRoots: boolean;
  private readonly parse5Errors: boolean;
  /** Whether scripts are handed to a host (HtmlEngine: never in a fragment, whose scripts are "already started"). */
  private readonly runsScripts: boolean;
  /** A script the tokenizer paused after, for the host to run (see scriptEnded), or null. */
  pendingScript: unknown = null;
  /** Declarative shadow roots and `<template for>` content patching. */
  readonly templates: SpecialTemplates;
  /** Source locations, when they are on (else null). */
  readonly locations: HtmlLocations | null;
  /** The tokenizer feeding this builder: the rules switch its text states. */
  readonly tokenizer: TokenizerControl;
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
  /** Which option of each open select is selected, and its selectedcontent element. */
  readonly selectedContent: SelectedContent;
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
  /**
   * The token's characters when it is a run of character tokens, else null, and where they start
   * (after an LF the rules dropped, which tokenStart may still cover, as parse5's locations do).
   */
  tokenText: string | null = null;
  tokenTextStart = 0;

  private readonly place = new InsertionPlace();

  constructor(
    adapter: FastPathAdapter,
    source: Source,
    errors: ErrorReporter,
    tokenizer: TokenizerControl,
    options: TreeBuilderOptions,
    document: unknown,
    context: unknown,
  ) {
    this.adapter = adapter;
    this.tokenizer = tokenizer;
    this.borrowsAttributes = adapter.borrowsAttributes === true;
    this.formatting = new ActiveFormatting(this.borrowsAttributes);
    this.source = source;
    this.errors = errors;
    this.scriptingEnabled = options.scriptingEnabled;
    this.allowDeclarativeShadowRoots = options.allowDeclarativeShadowRoots;
    this.parse5Errors = options.parse5Errors === true;
    this.runsScripts = options.runsScripts === true;
    this.locations = options.sourceCodeLocationInfo ? new HtmlLocations(adapter, source) : null;
    this.document = document;
    this.open = new OpenElements(this);
    this.templates = new SpecialTemplates(this);
    this.selectedContent = new SelectedContent(adapter);
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

  /**
   * Whether the parser is parsing template contents (#parsing-template-contents): a template is on
   * the stack, or the fragment's context element is a template. The form element pointer is
   * neither set nor used then.
   */
  parsingTemplateContents(): boolean {
    return this.open.isOpen(TAG.TEMPLATE) || (this.contextTagId === TAG.TEMPLATE && this.contextNs === NsId.HTML);
  }

  /**
   * Starts processing a token spanning [start, end); `endTag` is the token when it is an end tag,
   * `text` its characters when it is a run of character tokens.
   */
  beginToken(start: number, end: number, endTag: TagToken | null, text: string | null = null, textStart = start): void {
    this.tokenStart = start;
    this.tokenEnd = end;
    this.tokenEndTag = endTag;
    this.tokenText = text;
    this.tokenTextStart = textStart;
  }

  /**
   * Runs `process` with the token spanning [start, end) (characters `text` from `textStart`) as
   * the current token, then makes the token being processed current again: where the rules
   * process other tokens in the middle of one (the pending table character tokens, flushed by
   * the token that ends them).
   */
  asCurrentToken(start: number, end: number, text: string | null, textStart: number, process: () => void): void {
    const { tokenStart, tokenEnd, tokenEndTag, tokenText, tokenTextStart } = this;
    this.beginToken(start, end, null, text, textStart);
    process();
    this.beginToken(tokenStart, tokenEnd, tokenEndTag, tokenText, tokenTextStart);
  }

  /**
   * A script element's end tag was processed (#scriptEndTag, and an SVG script's in foreign
   * content): with a host that runs scripts, tokenizing pauses right after it so the host can
   * run the script and write at the insertion point before the next input character.
   */
  scriptEnded(script: unknown): void {
    if (!this.runsScripts) return;
    this.pendingScript = script;
    this.tokenizer.pauseAfterToken();
  }

  /**
   * Reports a tree-construction error (the codes are in tree-construction-errors.ts) at the
   * current token, or at its start. For a run of characters, the token is the run's first
   * character, the one the rule found wrong.
   */
  err(code: ERR, atStart = false): void {
    if (this.reports(code, false)) this.report(code, atStart);
  }

  /** Reports `code` from the "in head" rule for `</template>`, which every insertion mode defers to. */
  errAtTemplateEndTag(code: ERR): void {
    if (this.reports(code, true)) this.report(code, false);
  }

  /** Whether `code` goes out: errors are on and, with parse5's errors only, parse5 reports it here. */
  private reports(code: ERR, atTemplateEndTag: boolean): boolean {
    return this.errors.enabled && (!this.parse5Errors || parse5Reports(code, this.mode, atTemplateEndTag));
  }

  /** Reports `code` at the current token (see err). */
  private report(code: ERR, atStart: boolean): void {
    const errors = this.errors;
    const text = this.tokenText;
    const start = text === null ? this.tokenStart : this.tokenTextStart;
    if (atStart) errors.report(code, start, start);
    else if (text === null || this.isReferenceRun()) errors.report(code, start, this.tokenEnd);
    else errors.report(code, start, this.source.offsetAfter(start, this.parse5Errors ? parse5CharacterTokenLength(text) : charLength(text, 0)));
  }

  /**
   * The first input offset the rules may still map through the Source although the tokenizer is
   * past it, or -1: the pending table characters, whose errors are reported character by
   * character when they are flushed (a push parser keeps their input until then).
   */
  heldFrom(): number {
    return this.errors.enabled && this.pendingTableTextStart.length > 0 ? this.pendingTableTextStart[0]! : -1;
  }

  /**
   * Reports `code` once for each character of the current run (the rules that ignore or foster
   * parent characters do so one character token at a time), each at its own place.
   */
  errPerCharacter(code: ERR): void {
    const errors = this.errors;
    const text = this.tokenText;
    if (text === null || !this.reports(code, false)) return;
    const whole = this.isReferenceRun();
    let start = this.tokenTextStart;
    for (let i = 0; i < text.length; ) {
      const n = charLength(text, i);
      const end = whole ? this.tokenEnd : this.source.offsetAfter(start, n);
      errors.report(code, start, end);
      if (!whole) start = end;
      i += n;
    }
  }

  /** Whether the current run of characters is what a character reference stands for (not the input itself). */
  private isReferenceRun(): boolean {
    return this.source.offsetAfter(this.tokenTextStart, this.tokenText!.length) !== this.tokenEnd;
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

  adjustedCurrentNode(): unknown {
    const open = this.open;
    return open.length === 1 && this.isFragment ? this.context : open.current;
  }

  /** The adjusted current node's local name. */
  adjustedCurrentName(): string {
    const open = this.open;
    return open.length === 1 && this.isFragment ? this.adapter.getTagName(this.context) : open.names[open.length - 1]!;
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
      else if (tagId === TAG.OPTION) this.selectedContent.optionPopped(node);
      else if (tagId === TAG.SELECT) this.selectedContent.selectPopped(node);
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
      this.templates.placeInTemplate(place, open.nodes[index]);
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
      this.templates.placeInTemplate(place, open.nodes[lastTemplate]);
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

  /**
   * "Create an element for a token" (#create-an-element-for-the-token). `attrs` becomes the
   * adapter's: NO_ATTRIBUTES is replaced by an array of its own unless the adapter borrows.
   */
  createElement(tagName: string, ns: NsId, attrs: Attribute[], intendedParent: unknown): unknown {
    const adapter = this.adapter;
    if (attrs === NO_ATTRIBUTES && !this.borrowsAttributes) attrs = [];
    const element = adapter.createElement(tagName, NS_URI_BY_ID[ns]!, attrs);
    if (adapter.onElementCreated !== undefined) {
      adapter.onElementCreated(element, {
        intendedParent,
        formElement: this.form,
        isInTemplate: this.parsingTemplateContents(),
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
    this.insertAt(place, element);
    this.open.push(element, token.tagId, NsId.HTML, token.tagName, categoriesOf(NsId.HTML, token.tagId));
    if (token.tagId === TAG.OPTION) this.selectedContent.optionInserted(this.open, element, token.attrs);
    else if (token.tagId === TAG.SELECTEDCONTENT) this.selectedContent.selectedContentInserted(this.open, element);
    return element;
  }

  /** A template's contents: a document fragment (with no source location). */
  createTemplateContent(): unknown {
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
    const element = this.createElement(name, NsId.HTML, NO_ATTRIBUTES, place.parent);
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
    if (this.locations !== null) this.locations.foreignStartTag(element, token);
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
    const element = this.createElement('html', NsId.HTML, token === null ? NO_ATTRIBUTES : token.attrs, this.document);
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
    const node = token.instruction === null ? this.adapter.createCommentNode(token.data) : this.createProcessingInstruction(token.instruction);
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
  private createProcessingInstruction(token: ProcessingInstructionToken): unknown {
    const adapter = this.adapter;
    if (adapter.createProcessingInstruction !== undefined) {
      const node = adapter.createProcessingInstruction(token.target, token.data);
      this.templates.markerMade(node, token.target, token.data);
      return node;
    }
    return adapter.createCommentNode(legacyBogusCommentData(token));
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
    } else if (open.currentTagId === TAG.TEMPLATE && open.currentNs === NsId.HTML) {
      place = this.place;
      this.templates.placeInTemplate(place, open.current);
      if (place.before === null) adapter.insertText(place.parent, text);
      else adapter.insertTextBefore(place.parent, text, place.before);
    } else {
      const parent = open.current;
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
    this.tokenizer.switchTo(state);
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
    if (list.nodes[n - 1] === MARKER || list.isOpen(n - 1)) return;
    let i = n - 1;
    while (i > 0 && list.nodes[i - 1] !== MARKER && !list.isOpen(i - 1)) i--;
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
    if (!this.currentIs(TAG.P)) this.err(ERR.closingOfElementWithOpenChildElements);
    this.open.popUntilTagPopped(TAG.P);
  }

  /** "Reset the insertion mode appropriately" (#reset-the-insertion-mode-appropriately). */
  resetInsertionMode(): void {
    this.mode = appropriateInsertionMode(this);
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
    if (!this.currentIs(TAG.TD) && !this.currentIs(TAG.TH)) this.err(ERR.closingOfElementWithOpenChildElements);
    while (this.open.length > 0) {
      const done = this.currentIs(TAG.TD) || this.currentIs(TAG.TH);
      this.open.pop();
      if (done) break;
    }
    this.formatting.clearToLastMarker();
    this.mode = Mode.IN_ROW;
  }

  /**
   * "Stop parsing" (#stop-parsing): pops everything off the stack, which is then done with (its
   * count table goes to the next parse).
   */
  stopParsing(): void {
    const locations = this.locations;
    if (locations !== null && !this.isFragment && this.open.length > 0) locations.beforeStopParsing(this.open.nodes[0]);
    this.open.popTo(0);
    if (locations !== null) locations.afterStopParsing();
    this.open.release();
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
