import { NO_ATTRIBUTES, type Attribute } from '../common/attribute.js';
import { AttributeLender, SpanLender, returnTagScratch, takeTagScratch, type TagScratch } from '../common/token-attributes.js';
import { ERR } from '../common/error-codes.js';
import type { ErrorReporter } from '../input/error-reporter.js';
import { TAG } from '../common/tags.js';
import type { Source } from '../input/source.js';
import { asciiLowercase, CC } from './char-codes.js';
import { START } from './name-automaton.js';
import { NamedReferenceMatcher } from './named-reference.js';
import { IGNORED_BOUNDARIES, type TokenizerRecorder } from './recorder.js';
import { State } from './state.js';
import type { DoctypeToken, TagToken, TextState, TokenSink } from './token.js';

export interface TokenizerOptions {
  /** Where parse errors go (a no-op reporter when nobody listens). */
  errors: ErrorReporter;
  /** Whether to fill TagToken.attrSpans (for source locations); else it stays null. */
  trackAttributeSpans: boolean;
  /**
   * Whether offsets inside text runs must be exact (for source locations and parse errors): then
   * a run also ends at each character reference (whose replacement comes as a run of its own)
   * and at markup that emits nothing (`</>`, the CDATA section delimiters), so every run is the
   * input itself up to line-break normalization and `Source.offsetAfter` maps offsets inside it.
   * Otherwise runs merge across those (fewer, longer runs) and only their ends are exact.
   */
  exactTextOffsets?: boolean;
  /**
   * Whether tags' attribute objects and arrays may be lent: reused for later tags, so the sink
   * may only read them during its call (see AttributeLender). Else each tag with attributes gets
   * an array and attribute objects of its own.
   */
  lendAttributes?: boolean;
  /**
   * Builds each attribute as an object of its own from its name, value and spans (the public
   * `tokenize()` attributes), in place of lent or plain ones: the sink then keeps them as they
   * are, with no copy and no span list to read. The spans are input offsets, as everything the
   * sink gets.
   */
  makeAttribute?: SpannedAttributeConstructor | null;
  /** Receives the boundaries inside tags and markup (the lexical scanner's hook); default none. */
  recorder?: TokenizerRecorder | null;
}

/** Makes a tag's attribute from its name, value and input spans (see TagToken.attrSpans). */
export type SpannedAttributeConstructor = new (
  name: string, value: string, nameStart: number, nameEnd: number, valueStart: number, valueEnd: number,
) => Attribute;

/** Past this many line breaks in one slice, normalizedSlice uses one replace for the rest. */
const MAX_JOINED_LINE_BREAKS = 4;

/**
 * `s` with each CRLF pair and lone CR as LF. Two replaceAll passes with string patterns: V8 runs
 * them as plain searches, about 2.5 times as fast as one replace with the regular expression
 * /\r\n?/g over the corpus's many-line scripts and styles; lone CRs are rare, so the second pass
 * is usually skipped.
 */
function normalizeLineBreaks(s: string): string {
  const joined = s.replaceAll('\r\n', '\n');
  return joined.indexOf('\r') === -1 ? joined : joined.replaceAll('\r', '\n');
}

/**
 * The WHATWG HTML tokenizer's state and helpers (#tokenization). The tokenizer is one class in
 * layers, one file each: this base (the fields, reading the input, building strings, emitting
 * text and EOF), input that comes in pieces (chunked-input.ts), the cold families of states
 * (processing-instruction-states.ts, comment-states.ts, doctype-states.ts,
 * script-escape-states.ts), character references (reference-states.ts), tags and attributes
 * (tag-states.ts), then Tokenizer (tokenizer.ts: the run loop and the text states). A layer
 * uses the ones below it; one class keeps every state a method on one hidden class.
 */
export abstract class TokenizerBase {
  /** Last start tag name emitted, for "appropriate end tag token" checks; settable before run(). */
  lastStartTagName: string;

  /** The input held (see `base`): text[i] is the input character at offset `base + i`. */
  protected text: string;
  /** The input offset just past the text held. */
  protected len: number;
  protected readonly sink: TokenSink;
  protected readonly errors: ErrorReporter;
  protected readonly exactText: boolean;
  /** Made at the first named reference (see namedReferences): many inputs have none, and small ones are common. */
  private named: NamedReferenceMatcher | null;
  /** See TokenizerOptions.recorder: IGNORED_BOUNDARIES unless a scanner drives this tokenizer. */
  protected readonly recorder: TokenizerRecorder;

  protected state: State;
  /** The state a character reference returns to. */
  protected returnState: State;
  /** Offset of the next input character to consume. */
  protected pos: number;
  protected nextLt: number;
  protected nextAmp: number;
  protected nextNul: number;
  /** The next `"` and `'`: a quoted attribute value re-enters its state after every reference. */
  protected nextQuote: number;
  protected nextApos: number;
  /** The next `-` (see findDashLtNul). */
  protected nextDash: number;
  /** Whether the Source kept its CRs (then the next CR at or after the last text / other slice). */
  protected hasCr: boolean;
  protected textCr: number;
  protected sbCr: number;
  /** What normalizedSlice found of the next CR (see there). */
  private crAfterSlice: number;

  // Pending text: `textBuf` + text.slice(rawStart, <start of the next token>), from textStart.
  protected textStart: number;
  protected rawStart: number;
  protected textBuf: string;

  // The string being built (a tag or attribute name, attribute value, comment data, DOCTYPE
  // name or identifier): `sbBuf` + text.slice(sbRaw, <end>).
  protected sbBuf: string;
  protected sbRaw: number;
  /** Whether the name being built has ASCII uppercase letters (so needs lowercasing). */
  protected hasUpper: boolean;
  /**
   * The tag or attribute name automaton's state (lib/tokenizer/name-automaton.ts) after the name
   * read so far, kept here when the name state stops before the name's end (more input to come).
   */
  protected nameState: number;

  /** Offset of the `<` that starts the current tag, comment or DOCTYPE. */
  protected tokenStart: number;
  /** Offset where the temporary buffer starts (end tag names in text states, "script" in escapes). */
  protected nameStart: number;
  protected readonly tag: Tag;
  protected isEndTag: boolean;
  protected doctype: DoctypeToken;

  // The attribute being built, committed to `tag.attrs` when the next one starts or the tag ends.
  protected attrActive: boolean;
  protected attrDuplicate: boolean;
  protected attrName: string;
  protected attrValue: string;
  protected attrNameStart: number;
  protected attrNameEnd: number;
  protected attrValueStart: number;
  protected attrValueEnd: number;
  protected attrEnd: number;
  /** Names of the current tag's attributes, once it has more than DUPLICATE_SCAN_LIMIT. */
  protected attrNames: Set<string> | null;
  /**
   * The current tag's attributes are attrList[0, attrCount); the list is reused from tag to tag
   * and copied to `tag.attrs` at the end. An array grown by push keeps a backing store of 17 or
   * more slots, which the elements holding `attrs` would keep alive; the copy is exactly sized.
   */
  protected readonly attrList: Attribute[];
  /** Where attrList and the lenders come from: kept between parses (see TagScratch), given back at EOF. */
  private readonly scratch: TagScratch;
  protected attrCount: number;
  /** Where tags' attributes come from when they are lent (TokenizerOptions.lendAttributes), else null. */
  protected readonly lender: AttributeLender | null;
  /** Where tags' attribute spans are collected when they are tracked, else null. */
  protected readonly spans: SpanLender | null;
  /** TokenizerOptions.makeAttribute, or null. */
  protected readonly makeAttribute: SpannedAttributeConstructor | null;

  // Chunked input (fed by lib/engine/engine.ts): the tokenizer works on the text the Source holds,
  // which starts at input offset `base`. Every offset the tokenizer keeps is an input offset, so
  // when the Source drops text it has read, only `text` and `base` change (takeInput). Reaching
  // the end of the text held before the input has ended, a state suspends: `state` becomes DONE,
  // `resumeState` keeps the state to go on in at `pos` once more input is there.
  /** The input offset of text[0]: the only offset that reads `text` is `offset - base`. */
  protected base: number;
  /** Whether the end of `text` is the end of the input (always so for whole-string input). */
  protected final: boolean;
  /** Set when a state suspended at the end of the text held (so `state` is DONE but EOF did not come). */
  suspended: boolean;
  protected resumeState: State;
  /**
   * How many characters a suspended state went over that it will read again when it resumes (it
   * resumes from the start of a character reference or an end tag name): the input waits until
   * at least as many new ones came, so restarting never makes tokenizing quadratic.
   */
  rescan: number;

  constructor(source: Source, sink: TokenSink, options: TokenizerOptions) {
    this.lastStartTagName = '';
    this.text = source.text;
    this.len = source.base + source.text.length;
    this.sink = sink;
    this.errors = options.errors;
    this.exactText = options.exactTextOffsets === true;
    this.named = null;
    this.recorder = options.recorder ?? IGNORED_BOUNDARIES;
    this.state = State.DATA;
    this.returnState = State.DATA;
    this.pos = 0;
    this.nextLt = -1;
    this.nextAmp = -1;
    this.nextNul = -1;
    this.nextQuote = -1;
    this.nextApos = -1;
    this.nextDash = -1;
    this.hasCr = source.hasCarriageReturns;
    this.textCr = -1;
    this.sbCr = -1;
    this.crAfterSlice = -1;
    this.textStart = 0;
    this.rawStart = 0;
    this.textBuf = '';
    this.sbBuf = '';
    this.sbRaw = 0;
    this.hasUpper = false;
    this.nameState = START;
    this.tokenStart = 0;
    this.nameStart = 0;
    this.tag = new Tag(0);
    this.isEndTag = false;
    this.doctype = new Doctype(0);
    this.attrActive = false;
    this.attrDuplicate = false;
    this.attrName = '';
    this.attrValue = '';
    this.attrNameStart = 0;
    this.attrNameEnd = 0;
    this.attrValueStart = 0;
    this.attrValueEnd = 0;
    this.attrEnd = 0;
    this.attrNames = null;
    const scratch = (this.scratch = takeTagScratch());
    this.attrList = scratch.list;
    this.attrCount = 0;
    this.lender = options.lendAttributes === true ? (scratch.lender ??= new AttributeLender()) : null;
    this.spans = options.trackAttributeSpans ? (scratch.spans ??= new SpanLender()) : null;
    this.makeAttribute = options.makeAttribute ?? null;
    this.base = source.base;
    this.final = true;
    this.suspended = false;
    this.resumeState = State.DATA;
    this.rescan = 0;
  }

  /**
   * Switches state. Called by the tree builder from inside sink.onStartTag (takes effect right
   * after the tag), or before run() for fragment parsing / initialState.
   */
  switchTo(state: TextState): void {
    this.state = state as number as State;
  }

  /** The text state it is in (DATA to PLAINTEXT, or a CDATA section), or null while inside a token. */
  get textState(): TextState | null {
    return this.state <= State.CDATA_SECTION ? (this.state as number as TextState) : null;
  }

  /**
   * Stops run() once the current state returns (a recorder or sink that has seen enough calls it
   * from a token's callback: after a tag, comment, DOCTYPE or processing instruction, or from
   * TokenizerRecorder.emptyMarkup).
   */
  stop(): void {
    this.state = State.DONE;
  }

  // ---------------------------------------------------------------------------------------------
  // Helpers

  /** The named character reference matcher, made on first use. */
  protected namedReferences(): NamedReferenceMatcher {
    return (this.named ??= new NamedReferenceMatcher());
  }

  // Positions of the next `<`, `&`, NUL and `-` at or after the last position searched from (the
  // input length when there is none). The tokenizer never moves backwards, so a cached position
  // is valid while it is not behind the current one.

  protected findLt(p: number): number {
    let next = this.nextLt;
    if (next < p) {
      next = this.text.indexOf('<', p - this.base);
      this.nextLt = next = next === -1 ? this.len : next + this.base;
    }
    return next;
  }

  protected findAmp(p: number): number {
    let next = this.nextAmp;
    if (next < p) {
      next = this.text.indexOf('&', p - this.base);
      this.nextAmp = next = next === -1 ? this.len : next + this.base;
    }
    return next;
  }

  protected findNul(p: number): number {
    let next = this.nextNul;
    if (next < p) {
      next = this.text.indexOf('\0', p - this.base);
      this.nextNul = next = next === -1 ? this.len : next + this.base;
    }
    return next;
  }

  protected findDash(p: number): number {
    let next = this.nextDash;
    if (next < p) {
      next = this.text.indexOf('-', p - this.base);
      this.nextDash = next = next === -1 ? this.len : next + this.base;
    }
    return next;
  }

  /**
   * The next `-`, `<` or NUL at or after `p` (the input length when there is none): the comment
   * and escaped script data states skip to it, as the data state skips to the next `<`.
   */
  protected findDashLtNul(p: number): number {
    const dash = this.findDash(p);
    const lt = this.findLt(p);
    const nul = this.findNul(p);
    return dash < lt ? (dash < nul ? dash : nul) : lt < nul ? lt : nul;
  }

  /** The next `quote` (`"` or `'`) at or after `p`. */
  protected findQuote(p: number, quote: number): number {
    if (quote === CC.QUOTE) {
      let next = this.nextQuote;
      if (next < p) {
        next = this.text.indexOf('"', p - this.base);
        this.nextQuote = next = next === -1 ? this.len : next + this.base;
      }
      return next;
    }
    let next = this.nextApos;
    if (next < p) {
      next = this.text.indexOf("'", p - this.base);
      this.nextApos = next = next === -1 ? this.len : next + this.base;
    }
    return next;
  }

  // Slices of the input that leave the tokenizer. With a Source that kept its CRs, their line
  // breaks are normalized here (#preprocessing-the-input-stream); no slice ends between the CR and LF of a pair, since
  // slices end at markup characters or at whitespace, which a CR already is. Text slices and the
  // other strings are each taken in input order, so each kind remembers where its next CR is.

  protected textSlice(from: number, to: number): string {
    if (!this.hasCr) return this.text.slice(from - this.base, to - this.base);
    let next = this.textCr;
    if (next < from) this.textCr = next = this.findCr(from);
    if (next >= to) return this.text.slice(from - this.base, to - this.base);
    const slice = this.normalizedSlice(from, to, next);
    this.textCr = this.crAfterSlice;
    return slice;
  }

  protected sbSlice(from: number, to: number): string {
    if (!this.hasCr) return this.text.slice(from - this.base, to - this.base);
    let next = this.sbCr;
    if (next < from) this.sbCr = next = this.findCr(from);
    if (next >= to) return this.text.slice(from - this.base, to - this.base);
    const slice = this.normalizedSlice(from, to, next);
    this.sbCr = this.crAfterSlice;
    return slice;
  }

  /**
   * text[from, to) with its line breaks normalized, `cr` being its first CR. A CRLF pair only
   * drops its CR, so the usual slice (indentation after a tag: CRLF, then spaces) is one slice of
   * the input; a few pieces are joined directly, and a run of many lines goes through one native
   * replace rather than a deep rope. Sets `crAfterSlice` to the first CR at or after `to` when its
   * search found it (else -1, not known), so that the caller's next slice does not search again.
   */
  protected normalizedSlice(from: number, to: number, cr: number): string {
    const text = this.text;
    // The work is on offsets into `text`; what it remembers is an input offset again.
    const base = this.base;
    from -= base;
    to -= base;
    cr -= base;
    let out = '';
    for (let n = 0; n < MAX_JOINED_LINE_BREAKS; n++) {
      if (cr > from) out = out === '' ? text.slice(from, cr) : out + text.slice(from, cr);
      if (cr + 1 >= to || text.charCodeAt(cr + 1) !== CC.LF) out += '\n';
      from = cr + 1;
      cr = text.indexOf('\r', from);
      if (cr === -1 || cr >= to) {
        this.crAfterSlice = cr === -1 ? this.len : cr + base;
        return out === '' ? text.slice(from, to) : out + text.slice(from, to);
      }
    }
    this.crAfterSlice = -1;
    return out + normalizeLineBreaks(text.slice(from, to));
  }

  protected findCr(from: number): number {
    const next = this.text.indexOf('\r', from - this.base);
    return next === -1 ? this.len : next + this.base;
  }

  /** The code unit at `p`, or CC.EOF past the end. */
  protected at(p: number): number {
    return p < this.len ? this.text.charCodeAt(p - this.base) : CC.EOF;
  }

  protected err(code: ERR, offset: number): void {
    this.errors.report(code, offset);
  }

  /** An error at `offset` raised before the character there is read (see ErrorReporter.reportBeforeCharacter). */
  protected errBeforeCharacter(code: ERR, offset: number): void {
    this.errors.reportBeforeCharacter(code, offset);
  }

  /**
   * At the end of the text held, with more input to come: suspends so that tokenizing goes on in
   * the current state from `resumeAt` (answers true); at the end of the input, answers false and
   * the state handles EOF. Nothing has been emitted or reported for the characters from
   * `resumeAt` on.
   */
  protected suspend(resumeAt: number): boolean {
    if (this.final) return false;
    this.pos = resumeAt;
    this.rescan = this.len - resumeAt;
    this.resumeState = this.state;
    this.state = State.DONE;
    this.suspended = true;
    return true;
  }

  /** Emits the pending text that ends at `end`, if any. */
  protected flushText(end: number): void {
    if (!this.recorder.needsText) {
      // The recorder's consumer reads text from the input: the runs are not built.
      this.textBuf = '';
      return;
    }
    const raw = this.rawStart;
    if (raw < end) {
      const data = this.textBuf === '' ? this.textSlice(raw, end) : this.textBuf + this.textSlice(raw, end);
      this.textBuf = '';
      this.sink.onText(data, this.textStart, end);
    } else if (this.textBuf !== '') {
      const data = this.textBuf;
      this.textBuf = '';
      this.sink.onText(data, this.textStart, end);
    }
  }

  /** Starts pending text afresh at `offset` (just after a token). */
  protected resetText(offset: number): void {
    this.textStart = offset;
    this.rawStart = offset;
  }

  /** Replaces the input range [from, to) of the pending text by `value` (NUL or a reference). */
  protected replaceText(from: number, to: number, value: string): void {
    this.textBuf += this.textSlice(this.rawStart, from) + value;
    this.rawStart = to;
  }

  /** Leaves the input range [from, to) out of the pending text (markup that emits nothing). */
  protected dropText(from: number, to: number): void {
    if (this.exactText) {
      // The pending run's characters stop at `from`, its range at `to`: a run only ever needs
      // its prefixes mapped, and a text node keeps the range it had when runs merged here.
      if (this.rawStart < from || this.textBuf !== '') {
        const data = this.textBuf === '' ? this.textSlice(this.rawStart, from) : this.textBuf + this.textSlice(this.rawStart, from);
        this.textBuf = '';
        this.sink.onText(data, this.textStart, to);
      }
      this.resetText(to);
      return;
    }
    if (this.textBuf === '' && this.rawStart === from) {
      this.textStart = to;
    } else {
      this.textBuf += this.textSlice(this.rawStart, from);
    }
    this.rawStart = to;
  }

  protected sbStart(offset: number): void {
    this.sbBuf = '';
    this.sbRaw = offset;
    this.hasUpper = false;
    this.nameState = START;
  }

  protected sbReplace(from: number, to: number, value: string): void {
    this.sbBuf += this.sbSlice(this.sbRaw, from) + value;
    this.sbRaw = to;
  }

  protected sbEnd(end: number): string {
    const raw = this.sbSlice(this.sbRaw, end);
    return this.sbBuf === '' ? raw : this.sbBuf + raw;
  }

  /** The built name, ASCII-lowercased when it had uppercase letters. */
  protected sbEndName(end: number): string {
    const name = this.sbEnd(end);
    return this.hasUpper ? asciiLowercase(name) : name;
  }

  /** Hands the attribute being built to the recorder. */
  protected recordAttribute(): void {
    this.recorder.attribute(this.attrNameStart, this.attrNameEnd, this.attrValueStart, this.attrValueEnd, this.attrEnd);
  }

  /** Emits EOF; `textEnd` is where pending text stops (the start of a token cut off by EOF). */
  protected emitEof(textEnd: number): void {
    this.flushText(textEnd);
    this.errors.flushInputErrors();
    this.pos = this.len;
    this.state = State.DONE;
    this.sink.onEof(this.len);
    returnTagScratch(this.scratch);
  }

  /** Emits EOF inside a tag: the tag is dropped (#parse-error-eof-in-tag). */
  protected eofInTag(): void {
    if (this.suspend(this.len)) return;
    this.err(ERR.eofInTag, this.len);
    // The attribute being read was never committed: the recorder has not seen it yet.
    if (this.attrActive) this.recordAttribute();
    this.recorder.tagCutOff(this.tokenStart, this.state, this.attrValueStart);
    this.emitEof(this.tokenStart);
  }
}

// Tokens and attributes (lib/common/token-attributes.ts) are class instances, not object literals: V8 may decide to allocate a
// literal's objects straight into the old generation (allocation-site pretenuring) when one GC
// finds most of them alive. That happens when incremental marking overlaps a parse, since storing
// each new token in the (already marked) tokenizer marks it too; from then on every token cost an
// old-generation collection, and a run went 40% slower. `new` of a class has no allocation site.
// The fields are `declare`d so that no class-field definitions run before the constructor's stores.

export class Tag implements TagToken {
  declare tagName: string;
  declare tagId: TAG;
  declare attrs: Attribute[];
  declare selfClosing: boolean;
  declare ackSelfClosing: boolean;
  declare start: number;
  declare end: number;
  declare attrSpans: number[] | null;

  constructor(start: number) {
    this.reset(start);
  }

  /** Makes this the next tag: the tokenizer refills one Tag for every tag it emits. */
  reset(start: number): void {
    this.tagName = '';
    this.tagId = TAG.UNKNOWN;
    this.attrs = NO_ATTRIBUTES;
    this.selfClosing = false;
    this.ackSelfClosing = false;
    this.start = start;
    this.end = start;
    this.attrSpans = null;
  }
}

export class Doctype implements DoctypeToken {
  declare name: string | null;
  declare publicId: string | null;
  declare systemId: string | null;
  declare forceQuirks: boolean;
  declare start: number;
  declare end: number;

  constructor(start: number) {
    this.name = null;
    this.publicId = null;
    this.systemId = null;
    this.forceQuirks = false;
    this.start = start;
    this.end = start;
  }
}

/** Whether `text` has `lower` (a lowercase ASCII word) at `p`, ignoring ASCII case. */
export function matchesAsciiCaseInsensitive(text: string, p: number, lower: string): boolean {
  if (p + lower.length > text.length) return false;
  for (let i = 0; i < lower.length; i++) {
    if ((text.charCodeAt(p + i) | 0x20) !== lower.charCodeAt(i)) return false;
  }
  return true;
}
