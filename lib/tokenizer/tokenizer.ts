import type { Attribute } from '../common/attribute.js';
import { ERR } from '../common/error-codes.js';
import { ErrorReporter } from '../common/error-reporter.js';
import { getTagId, TAG, TAG_NAMES } from '../common/tags.js';
import { Source } from '../input/source.js';
import { keepAlive } from '../keep-alive.js';
import { findCommonAttributeName } from './attribute-name-index.js';
import { asciiLowercase, CC, CHAR_CLASS, CharClass, isAsciiAlpha, isAsciiAlphanumeric, isAsciiUpper, isWhitespace } from './char-codes.js';
import { NamedReferenceMatcher } from './named-reference.js';
import { NumericRefProblem, numericRefProblem, numericRefValue } from './numeric-reference.js';
import { State } from './state.js';
import { findTagId } from './tag-name-index.js';
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
}

/** A line break as preprocessing normalizes it to LF. */
const LINE_BREAK = /\r\n?/g;

/** Past this many line breaks in one slice, normalizedSlice uses one replace for the rest. */
const MAX_JOINED_LINE_BREAKS = 4;

const IDLE_SINK: TokenSink = {
  onStartTag() {},
  onEndTag() {},
  onText() {},
  onNullCharacter() {},
  onComment() {},
  onDoctype() {},
  onEof() {},
  isCdataAllowed: () => false,
};

/**
 * The tokenizer's keep-alive sample (see lib/keep-alive.ts): a tokenizer that never runs, which
 * holds a tag, a DOCTYPE, its error reporter, source and reference matcher, plus an attribute.
 */
function makeSample(): unknown {
  const source = new Source('');
  const errors = new ErrorReporter(source, null);
  const tokenizer = new Tokenizer(source, IDLE_SINK, { errors, trackAttributeSpans: false });
  return { tokenizer, attribute: new TokenAttribute('', '') };
}

/** Past this many attributes on one tag, duplicates are found with a Set instead of a scan. */
const DUPLICATE_SCAN_LIMIT = 16;

/**
 * The WHATWG HTML tokenizer (§13.2.5). Works on the whole input (`Source.text`) at once: runs of text
 * end at the next `<`, `&` or NUL, found with indexOf (and remembered, so each is searched for
 * once), and are sliced once; names, values, comment data and DOCTYPE identifiers are scanned
 * with charCodeAt and are slices of the input too, except where a NUL or a character reference
 * forces a replacement (then the pieces are joined, once per replacement).
 */
export class Tokenizer {
  /** Last start tag name emitted, for "appropriate end tag token" checks; settable before run(). */
  lastStartTagName: string;

  private readonly text: string;
  private readonly len: number;
  private readonly sink: TokenSink;
  private readonly errors: ErrorReporter;
  private readonly trackSpans: boolean;
  private readonly exactText: boolean;
  private readonly named: NamedReferenceMatcher;

  private state: State;
  /** The state a character reference returns to. */
  private returnState: State;
  /** Offset of the next input character to consume. */
  private pos: number;
  private nextLt: number;
  private nextAmp: number;
  private nextNul: number;
  /** Whether the Source kept its CRs (then the next CR at or after the last text / other slice). */
  private readonly hasCr: boolean;
  private textCr: number;
  private sbCr: number;

  // Pending text: `textBuf` + text.slice(rawStart, <start of the next token>), from textStart.
  private textStart: number;
  private rawStart: number;
  private textBuf: string;

  // The string being built (a tag or attribute name, attribute value, comment data, DOCTYPE
  // name or identifier): `sbBuf` + text.slice(sbRaw, <end>).
  private sbBuf: string;
  private sbRaw: number;
  /** Whether the name being built has ASCII uppercase letters (so needs lowercasing). */
  private hasUpper: boolean;

  /** Offset of the `<` that starts the current tag, comment or DOCTYPE. */
  private tokenStart: number;
  /** Offset where the temporary buffer starts (end tag names in text states, "script" in escapes). */
  private nameStart: number;
  private tag: TagToken;
  private isEndTag: boolean;
  private doctype: DoctypeToken;

  // The attribute being built, committed to `tag.attrs` when the next one starts or the tag ends.
  private attrActive: boolean;
  private attrDuplicate: boolean;
  private attrName: string;
  private attrValue: string;
  private attrNameStart: number;
  private attrNameEnd: number;
  private attrValueStart: number;
  private attrValueEnd: number;
  private attrEnd: number;
  /** Names of the current tag's attributes, once it has more than DUPLICATE_SCAN_LIMIT. */
  private attrNames: Set<string> | null;
  /**
   * The current tag's attributes are attrList[0, attrCount); the list is reused from tag to tag
   * and copied to `tag.attrs` at the end. An array grown by push keeps a backing store of 17 or
   * more slots, which the elements holding `attrs` would keep alive; the copy is exactly sized.
   */
  private readonly attrList: Attribute[];
  private attrCount: number;

  constructor(source: Source, sink: TokenSink, options: TokenizerOptions) {
    this.lastStartTagName = '';
    this.text = source.text;
    this.len = source.text.length;
    this.sink = sink;
    this.errors = options.errors;
    this.trackSpans = options.trackAttributeSpans;
    this.exactText = options.exactTextOffsets === true;
    this.named = new NamedReferenceMatcher();
    this.state = State.DATA;
    this.returnState = State.DATA;
    this.pos = 0;
    this.nextLt = -1;
    this.nextAmp = -1;
    this.nextNul = -1;
    this.hasCr = source.hasCarriageReturns;
    this.textCr = -1;
    this.sbCr = -1;
    this.textStart = 0;
    this.rawStart = 0;
    this.textBuf = '';
    this.sbBuf = '';
    this.sbRaw = 0;
    this.hasUpper = false;
    this.tokenStart = 0;
    this.nameStart = 0;
    this.tag = new Tag(0, null);
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
    this.attrList = [];
    this.attrCount = 0;
  }

  /**
   * Switches state. Called by the tree builder from inside sink.onStartTag (takes effect right
   * after the tag), or before run() for fragment parsing / initialState.
   */
  switchTo(state: TextState): void {
    this.state = state as number as State;
  }

  /**
   * Tokenizes all of source.text, calling the sink, then sink.onEof(offset).
   *
   * Each state method consumes input and sets the next state. On the hottest path (data → tag
   * open → end tag open → tag name → before attribute name → attribute name → before attribute
   * value → quoted value, and after quoted value → before attribute name) a state also calls the
   * next one directly, saving a dispatch; those calls never form a cycle, so the stack stays
   * shallow whatever the input.
   */
  run(): void {
    keepAlive('tokenizer', makeSample);
    for (;;) {
      switch (this.state) {
        case State.DATA: this.dataState(); break;
        case State.RCDATA: this.rcdataState(); break;
        case State.RAWTEXT: this.rawtextState(); break;
        case State.SCRIPT_DATA: this.scriptDataState(); break;
        case State.PLAINTEXT: this.plaintextState(); break;
        case State.CDATA_SECTION: this.cdataSectionState(); break;
        case State.TAG_OPEN: this.tagOpenState(); break;
        case State.END_TAG_OPEN: this.endTagOpenState(); break;
        case State.TAG_NAME: this.tagNameState(); break;
        case State.RCDATA_LESS_THAN_SIGN: this.lessThanSignState(State.RCDATA_END_TAG_OPEN, State.RCDATA); break;
        case State.RCDATA_END_TAG_OPEN: this.textEndTagOpenState(State.RCDATA_END_TAG_NAME, State.RCDATA); break;
        case State.RCDATA_END_TAG_NAME: this.textEndTagNameState(State.RCDATA); break;
        case State.RAWTEXT_LESS_THAN_SIGN: this.lessThanSignState(State.RAWTEXT_END_TAG_OPEN, State.RAWTEXT); break;
        case State.RAWTEXT_END_TAG_OPEN: this.textEndTagOpenState(State.RAWTEXT_END_TAG_NAME, State.RAWTEXT); break;
        case State.RAWTEXT_END_TAG_NAME: this.textEndTagNameState(State.RAWTEXT); break;
        case State.SCRIPT_DATA_LESS_THAN_SIGN: this.scriptDataLessThanSignState(); break;
        case State.SCRIPT_DATA_END_TAG_OPEN:
          this.textEndTagOpenState(State.SCRIPT_DATA_END_TAG_NAME, State.SCRIPT_DATA);
          break;
        case State.SCRIPT_DATA_END_TAG_NAME: this.textEndTagNameState(State.SCRIPT_DATA); break;
        case State.SCRIPT_DATA_ESCAPE_START:
          this.scriptDataEscapeStartState(State.SCRIPT_DATA_ESCAPE_START_DASH);
          break;
        case State.SCRIPT_DATA_ESCAPE_START_DASH:
          this.scriptDataEscapeStartState(State.SCRIPT_DATA_ESCAPED_DASH_DASH);
          break;
        case State.SCRIPT_DATA_ESCAPED: this.scriptDataEscapedState(false); break;
        case State.SCRIPT_DATA_ESCAPED_DASH: this.scriptDataEscapedDashState(false); break;
        case State.SCRIPT_DATA_ESCAPED_DASH_DASH: this.scriptDataEscapedDashDashState(false); break;
        case State.SCRIPT_DATA_ESCAPED_LESS_THAN_SIGN: this.scriptDataEscapedLessThanSignState(); break;
        case State.SCRIPT_DATA_ESCAPED_END_TAG_OPEN:
          this.textEndTagOpenState(State.SCRIPT_DATA_ESCAPED_END_TAG_NAME, State.SCRIPT_DATA_ESCAPED);
          break;
        case State.SCRIPT_DATA_ESCAPED_END_TAG_NAME: this.textEndTagNameState(State.SCRIPT_DATA_ESCAPED); break;
        case State.SCRIPT_DATA_DOUBLE_ESCAPE_START:
          this.scriptDataDoubleEscapeBoundaryState(State.SCRIPT_DATA_DOUBLE_ESCAPED, State.SCRIPT_DATA_ESCAPED);
          break;
        case State.SCRIPT_DATA_DOUBLE_ESCAPED: this.scriptDataEscapedState(true); break;
        case State.SCRIPT_DATA_DOUBLE_ESCAPED_DASH: this.scriptDataEscapedDashState(true); break;
        case State.SCRIPT_DATA_DOUBLE_ESCAPED_DASH_DASH: this.scriptDataEscapedDashDashState(true); break;
        case State.SCRIPT_DATA_DOUBLE_ESCAPED_LESS_THAN_SIGN: this.scriptDataDoubleEscapedLessThanSignState(); break;
        case State.SCRIPT_DATA_DOUBLE_ESCAPE_END:
          this.scriptDataDoubleEscapeBoundaryState(State.SCRIPT_DATA_ESCAPED, State.SCRIPT_DATA_DOUBLE_ESCAPED);
          break;
        case State.BEFORE_ATTRIBUTE_NAME: this.beforeAttributeNameState(); break;
        case State.ATTRIBUTE_NAME: this.attributeNameState(); break;
        case State.AFTER_ATTRIBUTE_NAME: this.afterAttributeNameState(); break;
        case State.BEFORE_ATTRIBUTE_VALUE: this.beforeAttributeValueState(); break;
        case State.ATTRIBUTE_VALUE_DOUBLE_QUOTED: this.attributeValueQuotedState(CC.QUOTE); break;
        case State.ATTRIBUTE_VALUE_SINGLE_QUOTED: this.attributeValueQuotedState(CC.APOS); break;
        case State.ATTRIBUTE_VALUE_UNQUOTED: this.attributeValueUnquotedState(); break;
        case State.AFTER_ATTRIBUTE_VALUE_QUOTED: this.afterAttributeValueQuotedState(); break;
        case State.SELF_CLOSING_START_TAG: this.selfClosingStartTagState(); break;
        case State.BOGUS_COMMENT: this.bogusCommentState(); break;
        case State.MARKUP_DECLARATION_OPEN: this.markupDeclarationOpenState(); break;
        case State.COMMENT_START: this.commentStartState(); break;
        case State.COMMENT_START_DASH: this.commentStartDashState(); break;
        case State.COMMENT: this.commentState(); break;
        case State.COMMENT_LESS_THAN_SIGN: this.commentLessThanSignState(); break;
        case State.COMMENT_LESS_THAN_SIGN_BANG: this.commentLessThanSignBangState(); break;
        case State.COMMENT_LESS_THAN_SIGN_BANG_DASH: this.commentLessThanSignBangDashState(); break;
        case State.COMMENT_LESS_THAN_SIGN_BANG_DASH_DASH: this.commentLessThanSignBangDashDashState(); break;
        case State.COMMENT_END_DASH: this.commentEndDashState(); break;
        case State.COMMENT_END: this.commentEndState(); break;
        case State.COMMENT_END_BANG: this.commentEndBangState(); break;
        case State.DOCTYPE: this.doctypeState(); break;
        case State.BEFORE_DOCTYPE_NAME: this.beforeDoctypeNameState(); break;
        case State.DOCTYPE_NAME: this.doctypeNameState(); break;
        case State.AFTER_DOCTYPE_NAME: this.afterDoctypeNameState(); break;
        case State.AFTER_DOCTYPE_PUBLIC_KEYWORD: this.afterDoctypeKeywordState(true); break;
        case State.BEFORE_DOCTYPE_PUBLIC_IDENTIFIER: this.beforeDoctypeIdentifierState(true); break;
        case State.DOCTYPE_PUBLIC_IDENTIFIER_DOUBLE_QUOTED: this.doctypeIdentifierState(true, CC.QUOTE); break;
        case State.DOCTYPE_PUBLIC_IDENTIFIER_SINGLE_QUOTED: this.doctypeIdentifierState(true, CC.APOS); break;
        case State.AFTER_DOCTYPE_PUBLIC_IDENTIFIER: this.afterDoctypePublicIdentifierState(); break;
        case State.BETWEEN_DOCTYPE_PUBLIC_AND_SYSTEM_IDENTIFIERS: this.betweenDoctypeIdentifiersState(); break;
        case State.AFTER_DOCTYPE_SYSTEM_KEYWORD: this.afterDoctypeKeywordState(false); break;
        case State.BEFORE_DOCTYPE_SYSTEM_IDENTIFIER: this.beforeDoctypeIdentifierState(false); break;
        case State.DOCTYPE_SYSTEM_IDENTIFIER_DOUBLE_QUOTED: this.doctypeIdentifierState(false, CC.QUOTE); break;
        case State.DOCTYPE_SYSTEM_IDENTIFIER_SINGLE_QUOTED: this.doctypeIdentifierState(false, CC.APOS); break;
        case State.AFTER_DOCTYPE_SYSTEM_IDENTIFIER: this.afterDoctypeSystemIdentifierState(); break;
        case State.BOGUS_DOCTYPE: this.bogusDoctypeState(); break;
        case State.DONE: return;
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Helpers

  // Positions of the next `<`, `&` and NUL at or after the last position searched from (the input
  // length when there is none). The tokenizer never moves backwards, so a cached position is
  // valid while it is not behind the current one.

  private findLt(p: number): number {
    let next = this.nextLt;
    if (next < p) {
      next = this.text.indexOf('<', p);
      this.nextLt = next = next === -1 ? this.len : next;
    }
    return next;
  }

  private findAmp(p: number): number {
    let next = this.nextAmp;
    if (next < p) {
      next = this.text.indexOf('&', p);
      this.nextAmp = next = next === -1 ? this.len : next;
    }
    return next;
  }

  private findNul(p: number): number {
    let next = this.nextNul;
    if (next < p) {
      next = this.text.indexOf('\0', p);
      this.nextNul = next = next === -1 ? this.len : next;
    }
    return next;
  }

  // Slices of the input that leave the tokenizer. With a Source that kept its CRs, their line
  // breaks are normalized here (§13.2.3.5); no slice ends between the CR and LF of a pair, since
  // slices end at markup characters or at whitespace, which a CR already is. Text slices and the
  // other strings are each taken in input order, so each kind remembers where its next CR is.

  private textSlice(from: number, to: number): string {
    if (!this.hasCr) return this.text.slice(from, to);
    let next = this.textCr;
    if (next < from) this.textCr = next = this.findCr(from);
    return next < to ? this.normalizedSlice(from, to, next) : this.text.slice(from, to);
  }

  private sbSlice(from: number, to: number): string {
    if (!this.hasCr) return this.text.slice(from, to);
    let next = this.sbCr;
    if (next < from) this.sbCr = next = this.findCr(from);
    return next < to ? this.normalizedSlice(from, to, next) : this.text.slice(from, to);
  }

  /**
   * text[from, to) with its line breaks normalized, `cr` being its first CR. A CRLF pair only
   * drops its CR, so the usual slice (indentation after a tag: CRLF, then spaces) is one slice of
   * the input; a few pieces are joined directly, and a run of many lines goes through one native
   * replace rather than a deep rope.
   */
  private normalizedSlice(from: number, to: number, cr: number): string {
    const text = this.text;
    let out = '';
    for (let n = 0; n < MAX_JOINED_LINE_BREAKS; n++) {
      if (cr > from) out = out === '' ? text.slice(from, cr) : out + text.slice(from, cr);
      if (cr + 1 >= to || text.charCodeAt(cr + 1) !== CC.LF) out += '\n';
      from = cr + 1;
      cr = text.indexOf('\r', from);
      if (cr === -1 || cr >= to) return out === '' ? text.slice(from, to) : out + text.slice(from, to);
    }
    return out + text.slice(from, to).replace(LINE_BREAK, '\n');
  }

  private findCr(from: number): number {
    const next = this.text.indexOf('\r', from);
    return next === -1 ? this.len : next;
  }

  /** The code unit at `p`, or CC.EOF past the end. */
  private at(p: number): number {
    return p < this.len ? this.text.charCodeAt(p) : CC.EOF;
  }

  private err(code: ERR, offset: number): void {
    this.errors.report(code, offset);
  }

  /** Emits the pending text that ends at `end`, if any. */
  private flushText(end: number): void {
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
  private resetText(offset: number): void {
    this.textStart = offset;
    this.rawStart = offset;
  }

  /** Replaces the input range [from, to) of the pending text by `value` (NUL or a reference). */
  private replaceText(from: number, to: number, value: string): void {
    this.textBuf += this.textSlice(this.rawStart, from) + value;
    this.rawStart = to;
  }

  /** Leaves the input range [from, to) out of the pending text (markup that emits nothing). */
  private dropText(from: number, to: number): void {
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

  private sbStart(offset: number): void {
    this.sbBuf = '';
    this.sbRaw = offset;
    this.hasUpper = false;
  }

  private sbReplace(from: number, to: number, value: string): void {
    this.sbBuf += this.sbSlice(this.sbRaw, from) + value;
    this.sbRaw = to;
  }

  private sbEnd(end: number): string {
    const raw = this.sbSlice(this.sbRaw, end);
    return this.sbBuf === '' ? raw : this.sbBuf + raw;
  }

  /** The built name, ASCII-lowercased when it had uppercase letters. */
  private sbEndName(end: number): string {
    const name = this.sbEnd(end);
    return this.hasUpper ? asciiLowercase(name) : name;
  }

  /** Emits EOF; `textEnd` is where pending text stops (the start of a token cut off by EOF). */
  private emitEof(textEnd: number): void {
    this.flushText(textEnd);
    this.errors.flushInputErrors();
    this.pos = this.len;
    this.state = State.DONE;
    this.sink.onEof(this.len);
  }

  /** Emits EOF inside a tag: the tag is dropped (§13.2.5 "eof-in-tag"). */
  private eofInTag(): void {
    this.err(ERR.eofInTag, this.len);
    this.emitEof(this.tokenStart);
  }

  // ---------------------------------------------------------------------------------------------
  // Text states

  // §13.2.5.1 Data state
  private dataState(): void {
    let p = this.pos;
    for (;;) {
      const lt = this.findLt(p);
      const amp = this.findAmp(p);
      const nul = this.findNul(p);
      if (lt < amp && lt < nul) {
        this.tokenStart = lt;
        this.pos = lt + 1;
        this.state = State.TAG_OPEN;
        this.tagOpenState();
        return;
      }
      if (amp < nul) {
        this.pos = amp + 1;
        this.returnState = State.DATA;
        this.characterReference();
        return;
      }
      if (nul === this.len) break;
      this.err(ERR.unexpectedNullCharacter, nul);
      this.flushText(nul);
      this.sink.onNullCharacter(nul);
      this.resetText(nul + 1);
      p = nul + 1;
    }
    this.emitEof(this.len);
  }

  // §13.2.5.2 RCDATA state
  private rcdataState(): void {
    let p = this.pos;
    for (;;) {
      const lt = this.findLt(p);
      const amp = this.findAmp(p);
      const nul = this.findNul(p);
      if (lt < amp && lt < nul) {
        this.tokenStart = lt;
        this.pos = lt + 1;
        this.state = State.RCDATA_LESS_THAN_SIGN;
        return;
      }
      if (amp < nul) {
        this.pos = amp + 1;
        this.returnState = State.RCDATA;
        this.characterReference();
        return;
      }
      if (nul === this.len) break;
      this.err(ERR.unexpectedNullCharacter, nul);
      this.replaceText(nul, nul + 1, '\uFFFD');
      p = nul + 1;
    }
    this.emitEof(this.len);
  }

  // §13.2.5.3 RAWTEXT state
  private rawtextState(): void {
    this.rawTextRun(State.RAWTEXT_LESS_THAN_SIGN);
  }

  // §13.2.5.4 Script data state
  private scriptDataState(): void {
    this.rawTextRun(State.SCRIPT_DATA_LESS_THAN_SIGN);
  }

  /** RAWTEXT and script data: text up to `<` (then `ltState`), NUL replaced, EOF ends it. */
  private rawTextRun(ltState: State): void {
    let p = this.pos;
    for (;;) {
      const lt = this.findLt(p);
      const nul = this.findNul(p);
      if (lt < nul) {
        this.tokenStart = lt;
        this.pos = lt + 1;
        this.state = ltState;
        return;
      }
      if (nul === this.len) break;
      this.err(ERR.unexpectedNullCharacter, nul);
      this.replaceText(nul, nul + 1, '\uFFFD');
      p = nul + 1;
    }
    this.emitEof(this.len);
  }

  // §13.2.5.5 PLAINTEXT state
  private plaintextState(): void {
    const len = this.len;
    for (let p = this.findNul(this.pos); p < len; p = this.findNul(p + 1)) {
      this.err(ERR.unexpectedNullCharacter, p);
      this.replaceText(p, p + 1, '\uFFFD');
    }
    this.emitEof(len);
  }

  // §13.2.5.69 CDATA section state, with §13.2.5.70 CDATA section bracket state and §13.2.5.71
  // CDATA section end state: together they pass everything through up to the first "]]>".
  private cdataSectionState(): void {
    const close = this.text.indexOf(']]>', this.pos);
    const end = close === -1 ? this.len : close;
    // U+0000 is a character like any other here (no error), but it comes alone, as in the data
    // state, so no text run ever holds one.
    for (let nul = this.findNul(this.pos); nul < end; nul = this.findNul(nul + 1)) {
      this.flushText(nul);
      this.sink.onNullCharacter(nul);
      this.resetText(nul + 1);
    }
    if (close === -1) {
      this.err(ERR.eofInCdata, this.len);
      this.emitEof(this.len);
      return;
    }
    this.dropText(close, close + 3);
    this.pos = close + 3;
    this.state = State.DATA;
  }

  // ---------------------------------------------------------------------------------------------
  // Character references (§13.2.5.72–80). They only ever look ahead in the input, so they run as
  // one procedure from the `&` rather than as states; `returnState` says where the result goes.

  private inAttribute(): boolean {
    const r = this.returnState;
    return (
      r === State.ATTRIBUTE_VALUE_DOUBLE_QUOTED ||
      r === State.ATTRIBUTE_VALUE_SINGLE_QUOTED ||
      r === State.ATTRIBUTE_VALUE_UNQUOTED
    );
  }

  /** Puts a decoded reference in place of the input range [from, to). */
  private emitReference(from: number, to: number, value: string): void {
    if (this.inAttribute()) {
      this.sbReplace(from, to, value);
    } else if (this.exactText) {
      this.flushText(from);
      this.sink.onText(value, from, to);
      this.resetText(to);
    } else {
      this.replaceText(from, to, value);
    }
  }

  // §13.2.5.72 Character reference state (entered with `pos` just past the `&`)
  private characterReference(): void {
    const amp = this.pos - 1;
    const c = this.at(this.pos);
    this.state = this.returnState;
    if (isAsciiAlphanumeric(c)) this.namedCharacterReference(amp);
    else if (c === CC.HASH) this.numericCharacterReference(amp);
    // Anything else: the `&` stays as it is; reconsume in the return state.
  }

  // §13.2.5.73 Named character reference state
  private namedCharacterReference(amp: number): void {
    const text = this.text;
    const inAttribute = this.inAttribute();
    const n = this.named.match(text, amp + 1, inAttribute);
    if (n > 0) {
      const end = amp + n;
      if (text.charCodeAt(end - 1) !== CC.SEMI) this.err(ERR.missingSemicolonAfterCharacterReference, end);
      this.emitReference(amp, end, this.named.value);
      this.pos = end;
      return;
    }
    // §13.2.5.74 Ambiguous ampersand state: the alphanumerics stay as they are; a `;` right after
    // them is an error, unless (in an attribute) a legacy name matched and was left undecoded.
    let p = amp + 1;
    while (isAsciiAlphanumeric(this.at(p))) p++;
    if (this.at(p) === CC.SEMI && !(inAttribute && this.named.match(text, amp + 1, false) > 0)) {
      this.err(ERR.unknownNamedCharacterReference, p);
    }
    this.pos = p;
  }

  // §13.2.5.75 Numeric character reference state, through §13.2.5.80
  private numericCharacterReference(amp: number): void {
    let p = amp + 2;
    let c = this.at(p);
    let hex = false;
    if (c === CC.LOWER_X || c === CC.UPPER_X) {
      // §13.2.5.76 Hexadecimal character reference start state
      hex = true;
      p++;
      c = this.at(p);
    }
    const digitsStart = p;
    let value = 0;
    // §13.2.5.78 Hexadecimal / §13.2.5.79 Decimal character reference state
    for (;;) {
      let d: number;
      if ((c - CC.DIGIT_0) >>> 0 < 10) d = c - CC.DIGIT_0;
      else if (hex && ((c | 0x20) - CC.LOWER_A) >>> 0 < 6) d = (c | 0x20) - CC.LOWER_A + 10;
      else break;
      // Saturate: anything past U+10FFFF is out of range however large it gets.
      value = value > 0x10ffff ? value : value * (hex ? 16 : 10) + d;
      c = this.at(++p);
    }
    if (p === digitsStart) {
      // §13.2.5.76/77: no digits; the consumed characters stay as text.
      this.err(ERR.absenceOfDigitsInNumericCharacterReference, p);
      this.pos = p;
      return;
    }
    if (c === CC.SEMI) p++;
    else this.err(ERR.missingSemicolonAfterCharacterReference, p);
    // §13.2.5.80 Numeric character reference end state
    const problem = numericRefProblem(value);
    switch (problem) {
      case NumericRefProblem.NULL: this.err(ERR.nullCharacterReference, p); break;
      case NumericRefProblem.OUTSIDE_UNICODE_RANGE: this.err(ERR.characterReferenceOutsideUnicodeRange, p); break;
      case NumericRefProblem.SURROGATE: this.err(ERR.surrogateCharacterReference, p); break;
      case NumericRefProblem.NONCHARACTER: this.err(ERR.noncharacterCharacterReference, p); break;
      case NumericRefProblem.CONTROL: this.err(ERR.controlCharacterReference, p); break;
      default: break;
    }
    this.emitReference(amp, p, String.fromCodePoint(numericRefValue(value, problem)));
    this.pos = p;
  }

  // ---------------------------------------------------------------------------------------------
  // Tags

  private startTag(isEnd: boolean, nameStart: number): void {
    this.tag = new Tag(this.tokenStart, this.trackSpans ? [] : null);
    this.isEndTag = isEnd;
    this.attrActive = false;
    this.attrNames = null;
    this.attrCount = 0;
    this.sbStart(nameStart);
  }

  // §13.2.5.6 Tag open state
  private tagOpenState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (c === CC.BANG) {
      this.pos = p + 1;
      this.state = State.MARKUP_DECLARATION_OPEN;
    } else if (c === CC.SLASH) {
      this.pos = p + 1;
      this.state = State.END_TAG_OPEN;
      this.endTagOpenState();
    } else if (isAsciiAlpha(c)) {
      this.startTag(false, p);
      this.state = State.TAG_NAME;
      this.tagNameState();
    } else if (c === CC.QUESTION) {
      this.err(ERR.unexpectedQuestionMarkInsteadOfTagName, p);
      this.sbStart(p);
      this.state = State.BOGUS_COMMENT;
    } else if (c === CC.EOF) {
      this.err(ERR.eofBeforeTagName, p);
      this.emitEof(this.len);
    } else {
      // The `<` is text; reconsume in the data state.
      this.err(ERR.invalidFirstCharacterOfTagName, p);
      this.state = State.DATA;
    }
  }

  // §13.2.5.7 End tag open state
  private endTagOpenState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (isAsciiAlpha(c)) {
      this.startTag(true, p);
      this.state = State.TAG_NAME;
      this.tagNameState();
    } else if (c === CC.GT) {
      this.err(ERR.missingEndTagName, p);
      this.dropText(this.tokenStart, p + 1);
      this.pos = p + 1;
      this.state = State.DATA;
    } else if (c === CC.EOF) {
      this.err(ERR.eofBeforeTagName, p);
      this.emitEof(this.len);
    } else {
      this.err(ERR.invalidFirstCharacterOfTagName, p);
      this.sbStart(p);
      this.state = State.BOGUS_COMMENT;
    }
  }

  // §13.2.5.8 Tag name state
  private tagNameState(): void {
    const text = this.text;
    const len = this.len;
    let p = this.pos;
    while (p < len) {
      const c = text.charCodeAt(p);
      if (c >= 0x80 || (CHAR_CLASS[c]! & CharClass.TAG_NAME) === 0) {
        p++;
      } else if (c === CC.GT) {
        this.setTagName(p);
        this.emitTag(p + 1);
        return;
      } else if (c === CC.SLASH) {
        this.setTagName(p);
        this.pos = p + 1;
        this.state = State.SELF_CLOSING_START_TAG;
        return;
      } else if (c === CC.NUL) {
        this.err(ERR.unexpectedNullCharacter, p);
        this.sbReplace(p, p + 1, '\uFFFD');
        p++;
      } else if (isAsciiUpper(c)) {
        this.hasUpper = true;
        p++;
      } else {
        this.setTagName(p);
        this.pos = p + 1;
        this.state = State.BEFORE_ATTRIBUTE_NAME;
        this.beforeAttributeNameState();
        return;
      }
    }
    this.eofInTag();
  }

  private setTagName(end: number): void {
    const tag = this.tag;
    const id = this.sbBuf === '' ? findTagId(this.text, this.sbRaw, end) : TAG.UNKNOWN;
    tag.tagId = id;
    tag.tagName = id === TAG.UNKNOWN ? this.sbEndName(end) : TAG_NAMES[id]!;
  }

  /** Emits the current tag; `end` is just past its `>`. */
  private emitTag(end: number): void {
    const tag = this.tag;
    if (this.attrActive) this.commitAttribute();
    if (this.attrCount > 0) tag.attrs = this.takeAttributes();
    tag.end = end;
    this.pos = end;
    this.state = State.DATA;
    this.flushText(tag.start);
    if (this.isEndTag) {
      if (tag.attrs.length > 0) this.err(ERR.endTagWithAttributes, end - 1);
      if (tag.selfClosing) this.err(ERR.endTagWithTrailingSolidus, end - 1);
      this.resetText(end);
      this.sink.onEndTag(tag);
    } else {
      this.lastStartTagName = tag.tagName;
      this.resetText(end);
      this.sink.onStartTag(tag);
    }
  }

  // §13.2.5.9 RCDATA less-than sign state, §13.2.5.12 RAWTEXT less-than sign state
  private lessThanSignState(endTagOpen: State, text: State): void {
    if (this.at(this.pos) === CC.SLASH) {
      this.pos++;
      this.state = endTagOpen;
    } else {
      this.state = text;
    }
  }

  // §13.2.5.10 RCDATA, §13.2.5.13 RAWTEXT, §13.2.5.16 script data and §13.2.5.24 script data
  // escaped end tag open states. The temporary buffer is the input from `nameStart` on.
  private textEndTagOpenState(endTagName: State, text: State): void {
    if (isAsciiAlpha(this.at(this.pos))) {
      this.nameStart = this.pos;
      this.state = endTagName;
    } else {
      this.state = text;
    }
  }

  // §13.2.5.11 RCDATA, §13.2.5.14 RAWTEXT, §13.2.5.17 script data and §13.2.5.25 script data
  // escaped end tag name states: only an appropriate end tag ends the text.
  private textEndTagNameState(text: State): void {
    let p = this.pos;
    while (isAsciiAlpha(this.at(p))) p++;
    const c = this.at(p);
    if ((isWhitespace(c) || c === CC.SLASH || c === CC.GT) && this.isAppropriateEndTag(this.nameStart, p)) {
      this.startTag(true, this.nameStart);
      this.tag.tagName = this.lastStartTagName;
      this.tag.tagId = getTagId(this.lastStartTagName);
      if (c === CC.GT) {
        this.emitTag(p + 1);
        return;
      }
      this.pos = p + 1;
      this.state = c === CC.SLASH ? State.SELF_CLOSING_START_TAG : State.BEFORE_ATTRIBUTE_NAME;
      return;
    }
    // Not an end tag: `</` and the buffer are text; reconsume in the text state.
    this.pos = p;
    this.state = text;
  }

  private isAppropriateEndTag(from: number, to: number): boolean {
    const name = this.lastStartTagName;
    if (name.length !== to - from || name === '') return false;
    const text = this.text;
    for (let i = 0; i < name.length; i++) {
      if ((text.charCodeAt(from + i) | 0x20) !== name.charCodeAt(i)) return false;
    }
    return true;
  }

  // §13.2.5.15 Script data less-than sign state
  private scriptDataLessThanSignState(): void {
    const c = this.at(this.pos);
    if (c === CC.SLASH) {
      this.pos++;
      this.state = State.SCRIPT_DATA_END_TAG_OPEN;
    } else if (c === CC.BANG) {
      this.pos++;
      this.state = State.SCRIPT_DATA_ESCAPE_START;
    } else {
      this.state = State.SCRIPT_DATA;
    }
  }

  // §13.2.5.18 Script data escape start state, §13.2.5.19 Script data escape start dash state
  private scriptDataEscapeStartState(next: State): void {
    if (this.at(this.pos) === CC.DASH) {
      this.pos++;
      this.state = next;
    } else {
      this.state = State.SCRIPT_DATA;
    }
  }

  /** NUL or EOF in the (double) escaped states; returns true when it handled the character. */
  private scriptDataEscapedSpecial(c: number, p: number, escapedState: State): boolean {
    if (c === CC.NUL) {
      this.err(ERR.unexpectedNullCharacter, p);
      this.replaceText(p, p + 1, '\uFFFD');
      this.pos = p + 1;
      this.state = escapedState;
      return true;
    }
    if (c === CC.EOF) {
      this.err(ERR.eofInScriptHtmlCommentLikeText, p);
      this.emitEof(this.len);
      return true;
    }
    return false;
  }

  // §13.2.5.20 Script data escaped state, §13.2.5.27 Script data double escaped state
  private scriptDataEscapedState(double: boolean): void {
    const text = this.text;
    const len = this.len;
    let p = this.pos;
    while (p < len) {
      const c = text.charCodeAt(p);
      if (c === CC.DASH) {
        this.pos = p + 1;
        this.state = double ? State.SCRIPT_DATA_DOUBLE_ESCAPED_DASH : State.SCRIPT_DATA_ESCAPED_DASH;
        return;
      }
      if (c === CC.LT) {
        this.tokenStart = p;
        this.pos = p + 1;
        this.state = double
          ? State.SCRIPT_DATA_DOUBLE_ESCAPED_LESS_THAN_SIGN
          : State.SCRIPT_DATA_ESCAPED_LESS_THAN_SIGN;
        return;
      }
      if (c === CC.NUL) {
        this.err(ERR.unexpectedNullCharacter, p);
        this.replaceText(p, p + 1, '\uFFFD');
      }
      p++;
    }
    this.err(ERR.eofInScriptHtmlCommentLikeText, len);
    this.emitEof(len);
  }

  // §13.2.5.21 Script data escaped dash state, §13.2.5.28 Script data double escaped dash state
  private scriptDataEscapedDashState(double: boolean): void {
    const p = this.pos;
    const c = this.at(p);
    const escaped = double ? State.SCRIPT_DATA_DOUBLE_ESCAPED : State.SCRIPT_DATA_ESCAPED;
    if (c === CC.DASH) {
      this.pos = p + 1;
      this.state = double ? State.SCRIPT_DATA_DOUBLE_ESCAPED_DASH_DASH : State.SCRIPT_DATA_ESCAPED_DASH_DASH;
    } else if (c === CC.LT) {
      this.tokenStart = p;
      this.pos = p + 1;
      this.state = double ? State.SCRIPT_DATA_DOUBLE_ESCAPED_LESS_THAN_SIGN : State.SCRIPT_DATA_ESCAPED_LESS_THAN_SIGN;
    } else if (!this.scriptDataEscapedSpecial(c, p, escaped)) {
      this.pos = p + 1;
      this.state = escaped;
    }
  }

  // §13.2.5.22 Script data escaped dash dash state, §13.2.5.29 Script data double escaped dash
  // dash state
  private scriptDataEscapedDashDashState(double: boolean): void {
    let p = this.pos;
    while (this.at(p) === CC.DASH) p++;
    const c = this.at(p);
    const escaped = double ? State.SCRIPT_DATA_DOUBLE_ESCAPED : State.SCRIPT_DATA_ESCAPED;
    if (c === CC.LT) {
      this.tokenStart = p;
      this.pos = p + 1;
      this.state = double ? State.SCRIPT_DATA_DOUBLE_ESCAPED_LESS_THAN_SIGN : State.SCRIPT_DATA_ESCAPED_LESS_THAN_SIGN;
    } else if (c === CC.GT) {
      this.pos = p + 1;
      this.state = State.SCRIPT_DATA;
    } else if (!this.scriptDataEscapedSpecial(c, p, escaped)) {
      this.pos = p + 1;
      this.state = escaped;
    }
  }

  // §13.2.5.23 Script data escaped less-than sign state
  private scriptDataEscapedLessThanSignState(): void {
    const c = this.at(this.pos);
    if (c === CC.SLASH) {
      this.pos++;
      this.state = State.SCRIPT_DATA_ESCAPED_END_TAG_OPEN;
    } else if (isAsciiAlpha(c)) {
      this.nameStart = this.pos;
      this.state = State.SCRIPT_DATA_DOUBLE_ESCAPE_START;
    } else {
      this.state = State.SCRIPT_DATA_ESCAPED;
    }
  }

  // §13.2.5.30 Script data double escaped less-than sign state
  private scriptDataDoubleEscapedLessThanSignState(): void {
    if (this.at(this.pos) === CC.SLASH) {
      this.pos++;
      this.nameStart = this.pos;
      this.state = State.SCRIPT_DATA_DOUBLE_ESCAPE_END;
    } else {
      this.state = State.SCRIPT_DATA_DOUBLE_ESCAPED;
    }
  }

  // §13.2.5.26 Script data double escape start state, §13.2.5.31 Script data double escape end
  // state: a "script" name in the temporary buffer switches to `onScript`, else to `otherwise`.
  // The characters are text either way.
  private scriptDataDoubleEscapeBoundaryState(onScript: State, otherwise: State): void {
    const text = this.text;
    let p = this.pos;
    while (isAsciiAlpha(this.at(p))) p++;
    const c = this.at(p);
    if (isWhitespace(c) || c === CC.SLASH || c === CC.GT) {
      const from = this.nameStart;
      this.state =
        p - from === 6 && asciiLowercase(text.slice(from, p)) === 'script' ? onScript : otherwise;
      this.pos = p + 1;
    } else {
      this.pos = p;
      this.state = otherwise;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Attributes

  /** Starts a new attribute whose name begins at `p`. */
  private startAttribute(p: number): void {
    if (this.attrActive) this.commitAttribute();
    this.attrNameStart = p;
    this.sbStart(p);
  }

  /** Leaves the attribute name state at `p`: fixes the name and checks for a duplicate. */
  private finishAttributeName(p: number): void {
    let name: string | null = null;
    if (this.sbBuf === '' && !this.hasUpper) name = findCommonAttributeName(this.text, this.sbRaw, p);
    if (name === null) name = this.sbEndName(p);
    this.attrActive = true;
    this.attrName = name;
    this.attrValue = '';
    this.attrNameEnd = p;
    this.attrValueStart = p;
    this.attrValueEnd = p;
    this.attrEnd = p;
    this.attrDuplicate = this.hasAttribute(name);
    if (this.attrDuplicate) this.err(ERR.duplicateAttribute, p);
  }

  private hasAttribute(name: string): boolean {
    const attrs = this.attrList;
    const count = this.attrCount;
    if (count <= DUPLICATE_SCAN_LIMIT) {
      for (let i = 0; i < count; i++) if (attrs[i]!.name === name) return true;
      return false;
    }
    let names = this.attrNames;
    if (names === null) {
      names = new Set();
      for (let i = 0; i < count; i++) names.add(attrs[i]!.name);
      this.attrNames = names;
    }
    return names.has(name);
  }

  private startAttributeValue(p: number): void {
    this.attrValueStart = p;
    this.sbStart(p);
  }

  /** Ends the attribute value at `end` (`attrEnd` is past a closing quote, if any). */
  private finishAttributeValue(end: number, attrEnd: number): void {
    this.attrValue = this.sbEnd(end);
    this.attrValueEnd = end;
    this.attrEnd = attrEnd;
  }

  /** An exactly sized copy of the current tag's attributes (array literals for the usual few). */
  private takeAttributes(): Attribute[] {
    const list = this.attrList;
    switch (this.attrCount) {
      case 1: return [list[0]!];
      case 2: return [list[0]!, list[1]!];
      case 3: return [list[0]!, list[1]!, list[2]!];
      default: return list.slice(0, this.attrCount);
    }
  }

  private commitAttribute(): void {
    this.attrActive = false;
    if (this.attrDuplicate) return;
    const attr = new TokenAttribute(this.attrName, this.attrValue);
    this.attrList[this.attrCount++] = attr;
    if (this.attrNames !== null) this.attrNames.add(attr.name);
    const spans = this.tag.attrSpans;
    if (spans !== null) {
      spans.push(this.attrNameStart, this.attrNameEnd, this.attrValueStart, this.attrValueEnd, this.attrEnd);
    }
  }

  // §13.2.5.32 Before attribute name state
  private beforeAttributeNameState(): void {
    let p = this.pos;
    while (isWhitespace(this.at(p))) p++;
    const c = this.at(p);
    if (c === CC.SLASH || c === CC.GT || c === CC.EOF) {
      this.pos = p;
      this.state = State.AFTER_ATTRIBUTE_NAME;
    } else if (c === CC.EQ) {
      this.err(ERR.unexpectedEqualsSignBeforeAttributeName, p);
      this.startAttribute(p);
      this.pos = p + 1;
      this.state = State.ATTRIBUTE_NAME;
    } else {
      this.startAttribute(p);
      this.pos = p;
      this.state = State.ATTRIBUTE_NAME;
      this.attributeNameState();
    }
  }

  // §13.2.5.33 Attribute name state
  private attributeNameState(): void {
    const text = this.text;
    const len = this.len;
    let p = this.pos;
    for (;;) {
      const c = p < len ? text.charCodeAt(p) : CC.EOF;
      if (c >= 0x80 || (c >= 0 && (CHAR_CLASS[c]! & CharClass.ATTRIBUTE_NAME) === 0)) {
        p++;
      } else if (c === CC.EQ) {
        this.finishAttributeName(p);
        this.pos = p + 1;
        this.state = State.BEFORE_ATTRIBUTE_VALUE;
        this.beforeAttributeValueState();
        return;
      } else if (isAsciiUpper(c)) {
        this.hasUpper = true;
        p++;
      } else if (c === CC.NUL) {
        this.err(ERR.unexpectedNullCharacter, p);
        this.sbReplace(p, p + 1, '\uFFFD');
        p++;
      } else if (c === CC.QUOTE || c === CC.APOS || c === CC.LT) {
        this.err(ERR.unexpectedCharacterInAttributeName, p);
        p++;
      } else {
        // Whitespace, `/`, `>` or EOF.
        this.finishAttributeName(p);
        this.pos = p;
        this.state = State.AFTER_ATTRIBUTE_NAME;
        return;
      }
    }
  }

  // §13.2.5.34 After attribute name state
  private afterAttributeNameState(): void {
    let p = this.pos;
    while (isWhitespace(this.at(p))) p++;
    const c = this.at(p);
    if (c === CC.SLASH) {
      this.pos = p + 1;
      this.state = State.SELF_CLOSING_START_TAG;
    } else if (c === CC.EQ) {
      this.pos = p + 1;
      this.state = State.BEFORE_ATTRIBUTE_VALUE;
    } else if (c === CC.GT) {
      this.emitTag(p + 1);
    } else if (c === CC.EOF) {
      this.eofInTag();
    } else {
      this.startAttribute(p);
      this.pos = p;
      this.state = State.ATTRIBUTE_NAME;
    }
  }

  // §13.2.5.35 Before attribute value state
  private beforeAttributeValueState(): void {
    let p = this.pos;
    while (isWhitespace(this.at(p))) p++;
    const c = this.at(p);
    if (c === CC.QUOTE) {
      this.startAttributeValue(p + 1);
      this.pos = p + 1;
      this.state = State.ATTRIBUTE_VALUE_DOUBLE_QUOTED;
      this.attributeValueQuotedState(c);
    } else if (c === CC.APOS) {
      this.startAttributeValue(p + 1);
      this.pos = p + 1;
      this.state = State.ATTRIBUTE_VALUE_SINGLE_QUOTED;
      this.attributeValueQuotedState(c);
    } else if (c === CC.GT) {
      this.err(ERR.missingAttributeValue, p);
      this.emitTag(p + 1);
    } else {
      this.startAttributeValue(p);
      this.pos = p;
      this.state = State.ATTRIBUTE_VALUE_UNQUOTED;
    }
  }

  // §13.2.5.36 Attribute value (double-quoted) state, §13.2.5.37 (single-quoted)
  private attributeValueQuotedState(quote: number): void {
    let p = this.pos;
    let close = this.text.indexOf(quote === CC.QUOTE ? '"' : "'", p);
    if (close === -1) close = this.len;
    for (;;) {
      const amp = this.findAmp(p);
      const nul = this.findNul(p);
      if (close < amp && close < nul) break;
      if (amp < nul) {
        this.pos = amp + 1;
        this.returnState =
          quote === CC.QUOTE ? State.ATTRIBUTE_VALUE_DOUBLE_QUOTED : State.ATTRIBUTE_VALUE_SINGLE_QUOTED;
        this.characterReference();
        return;
      }
      if (nul === this.len) break;
      this.err(ERR.unexpectedNullCharacter, nul);
      this.sbReplace(nul, nul + 1, '\uFFFD');
      p = nul + 1;
    }
    if (close === this.len) {
      this.eofInTag();
      return;
    }
    this.finishAttributeValue(close, close + 1);
    this.pos = close + 1;
    this.state = State.AFTER_ATTRIBUTE_VALUE_QUOTED;
  }

  // §13.2.5.38 Attribute value (unquoted) state
  private attributeValueUnquotedState(): void {
    const text = this.text;
    const len = this.len;
    let p = this.pos;
    while (p < len) {
      const c = text.charCodeAt(p);
      if (c >= 0x80 || (CHAR_CLASS[c]! & CharClass.UNQUOTED_VALUE) === 0) {
        p++;
      } else if (isWhitespace(c)) {
        this.finishAttributeValue(p, p);
        this.pos = p + 1;
        this.state = State.BEFORE_ATTRIBUTE_NAME;
        return;
      } else if (c === CC.GT) {
        this.finishAttributeValue(p, p);
        this.emitTag(p + 1);
        return;
      } else if (c === CC.AMP) {
        this.pos = p + 1;
        this.returnState = State.ATTRIBUTE_VALUE_UNQUOTED;
        this.characterReference();
        return;
      } else if (c === CC.NUL) {
        this.err(ERR.unexpectedNullCharacter, p);
        this.sbReplace(p, p + 1, '\uFFFD');
        p++;
      } else {
        // `"`, `'`, `<`, `=` or a backtick.
        this.err(ERR.unexpectedCharacterInUnquotedAttributeValue, p);
        p++;
      }
    }
    this.eofInTag();
  }

  // §13.2.5.39 After attribute value (quoted) state
  private afterAttributeValueQuotedState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (isWhitespace(c)) {
      this.pos = p + 1;
      this.state = State.BEFORE_ATTRIBUTE_NAME;
      this.beforeAttributeNameState();
    } else if (c === CC.SLASH) {
      this.pos = p + 1;
      this.state = State.SELF_CLOSING_START_TAG;
    } else if (c === CC.GT) {
      this.emitTag(p + 1);
    } else if (c === CC.EOF) {
      this.eofInTag();
    } else {
      this.err(ERR.missingWhitespaceBetweenAttributes, p);
      this.state = State.BEFORE_ATTRIBUTE_NAME;
    }
  }

  // §13.2.5.40 Self-closing start tag state
  private selfClosingStartTagState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (c === CC.GT) {
      this.tag.selfClosing = true;
      this.emitTag(p + 1);
    } else if (c === CC.EOF) {
      this.eofInTag();
    } else {
      this.err(ERR.unexpectedSolidusInTag, p);
      this.state = State.BEFORE_ATTRIBUTE_NAME;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Comments

  /** Emits the comment whose data ends at `dataEnd`; `end` is just past the comment. */
  private emitComment(dataEnd: number, end: number): void {
    const data = this.sbEnd(dataEnd);
    const start = this.tokenStart;
    this.flushText(start);
    this.resetText(end);
    this.pos = end;
    this.state = State.DATA;
    this.sink.onComment(data, start, end);
  }

  /** EOF inside a comment: emit it with the data up to `dataEnd`, then EOF. */
  private eofInComment(dataEnd: number): void {
    this.err(ERR.eofInComment, this.len);
    this.emitComment(dataEnd, this.len);
    this.emitEof(this.len);
  }

  // §13.2.5.41 Bogus comment state
  private bogusCommentState(): void {
    const text = this.text;
    const len = this.len;
    let p = this.pos;
    while (p < len) {
      const c = text.charCodeAt(p);
      if (c === CC.GT) {
        this.emitComment(p, p + 1);
        return;
      }
      if (c === CC.NUL) {
        this.err(ERR.unexpectedNullCharacter, p);
        this.sbReplace(p, p + 1, '\uFFFD');
      }
      p++;
    }
    this.emitComment(len, len);
    this.emitEof(len);
  }

  // §13.2.5.42 Markup declaration open state
  private markupDeclarationOpenState(): void {
    const text = this.text;
    const p = this.pos;
    if (text.startsWith('--', p)) {
      this.sbStart(p + 2);
      this.pos = p + 2;
      this.state = State.COMMENT_START;
    } else if (matchesAsciiCaseInsensitive(text, p, 'doctype')) {
      this.doctype = new Doctype(this.tokenStart);
      this.pos = p + 7;
      this.state = State.DOCTYPE;
    } else if (text.startsWith('[CDATA[', p)) {
      if (this.sink.isCdataAllowed()) {
        this.dropText(this.tokenStart, p + 7);
        this.pos = p + 7;
        this.state = State.CDATA_SECTION;
      } else {
        // A bogus comment whose data starts with "[CDATA[".
        this.err(ERR.cdataInHtmlContent, p + 6);
        this.sbStart(p);
        this.pos = p + 7;
        this.state = State.BOGUS_COMMENT;
      }
    } else {
      this.err(ERR.incorrectlyOpenedComment, p);
      this.sbStart(p);
      this.state = State.BOGUS_COMMENT;
    }
  }

  // §13.2.5.43 Comment start state
  private commentStartState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (c === CC.DASH) {
      this.pos = p + 1;
      this.state = State.COMMENT_START_DASH;
    } else if (c === CC.GT) {
      this.err(ERR.abruptClosingOfEmptyComment, p);
      this.emitComment(p, p + 1);
    } else {
      this.state = State.COMMENT;
    }
  }

  // §13.2.5.44 Comment start dash state
  private commentStartDashState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (c === CC.DASH) {
      this.pos = p + 1;
      this.state = State.COMMENT_END;
    } else if (c === CC.GT) {
      this.err(ERR.abruptClosingOfEmptyComment, p);
      this.emitComment(p - 1, p + 1);
    } else if (c === CC.EOF) {
      this.eofInComment(p - 1);
    } else {
      // The dash is data.
      this.state = State.COMMENT;
    }
  }

  // §13.2.5.45 Comment state
  private commentState(): void {
    const text = this.text;
    const len = this.len;
    let p = this.pos;
    while (p < len) {
      const c = text.charCodeAt(p);
      if (c >= 0x80 || (CHAR_CLASS[c]! & CharClass.COMMENT) === 0) {
        p++;
      } else if (c === CC.DASH) {
        this.pos = p + 1;
        this.state = State.COMMENT_END_DASH;
        return;
      } else if (c === CC.LT) {
        this.pos = p + 1;
        this.state = State.COMMENT_LESS_THAN_SIGN;
        return;
      } else {
        this.err(ERR.unexpectedNullCharacter, p);
        this.sbReplace(p, p + 1, '\uFFFD');
        p++;
      }
    }
    this.eofInComment(len);
  }

  // §13.2.5.46 Comment less-than sign state
  private commentLessThanSignState(): void {
    const c = this.at(this.pos);
    if (c === CC.BANG) {
      this.pos++;
      this.state = State.COMMENT_LESS_THAN_SIGN_BANG;
    } else if (c === CC.LT) {
      this.pos++;
    } else {
      this.state = State.COMMENT;
    }
  }

  // §13.2.5.47 Comment less-than sign bang state
  private commentLessThanSignBangState(): void {
    if (this.at(this.pos) === CC.DASH) {
      this.pos++;
      this.state = State.COMMENT_LESS_THAN_SIGN_BANG_DASH;
    } else {
      this.state = State.COMMENT;
    }
  }

  // §13.2.5.48 Comment less-than sign bang dash state
  private commentLessThanSignBangDashState(): void {
    if (this.at(this.pos) === CC.DASH) {
      this.pos++;
      this.state = State.COMMENT_LESS_THAN_SIGN_BANG_DASH_DASH;
    } else {
      this.state = State.COMMENT_END_DASH;
    }
  }

  // §13.2.5.49 Comment less-than sign bang dash dash state
  private commentLessThanSignBangDashDashState(): void {
    const c = this.at(this.pos);
    if (c !== CC.GT && c !== CC.EOF) this.err(ERR.nestedComment, this.pos);
    this.state = State.COMMENT_END;
  }

  // §13.2.5.50 Comment end dash state
  private commentEndDashState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (c === CC.DASH) {
      this.pos = p + 1;
      this.state = State.COMMENT_END;
    } else if (c === CC.EOF) {
      this.eofInComment(p - 1);
    } else {
      this.state = State.COMMENT;
    }
  }

  // §13.2.5.51 Comment end state (the two dashes before `pos` are not data unless more follows)
  private commentEndState(): void {
    let p = this.pos;
    while (this.at(p) === CC.DASH) p++;
    const c = this.at(p);
    if (c === CC.GT) {
      this.emitComment(p - 2, p + 1);
    } else if (c === CC.BANG) {
      this.pos = p + 1;
      this.state = State.COMMENT_END_BANG;
    } else if (c === CC.EOF) {
      this.eofInComment(p - 2);
    } else {
      this.pos = p;
      this.state = State.COMMENT;
    }
  }

  // §13.2.5.52 Comment end bang state
  private commentEndBangState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (c === CC.DASH) {
      this.pos = p + 1;
      this.state = State.COMMENT_END_DASH;
    } else if (c === CC.GT) {
      this.err(ERR.incorrectlyClosedComment, p);
      this.emitComment(p - 3, p + 1);
    } else if (c === CC.EOF) {
      this.eofInComment(p - 3);
    } else {
      this.state = State.COMMENT;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // DOCTYPE

  /** Emits the DOCTYPE; `end` is just past its `>` (or the end of input). */
  private emitDoctype(end: number): void {
    const doctype = this.doctype;
    doctype.end = end;
    this.flushText(doctype.start);
    this.resetText(end);
    this.pos = end;
    this.state = State.DATA;
    this.sink.onDoctype(doctype);
  }

  /** EOF in a DOCTYPE: emit it in quirks mode, then EOF. */
  private eofInDoctype(): void {
    this.err(ERR.eofInDoctype, this.len);
    this.doctype.forceQuirks = true;
    this.emitDoctype(this.len);
    this.emitEof(this.len);
  }

  /** A DOCTYPE that is broken at `p`: quirks mode, and the rest is the bogus DOCTYPE state. */
  private bogusDoctype(code: ERR, p: number): void {
    this.err(code, p);
    this.doctype.forceQuirks = true;
    this.pos = p;
    this.state = State.BOGUS_DOCTYPE;
  }

  // §13.2.5.53 DOCTYPE state
  private doctypeState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (isWhitespace(c)) {
      this.pos = p + 1;
    } else if (c === CC.EOF) {
      this.eofInDoctype();
      return;
    } else if (c !== CC.GT) {
      this.err(ERR.missingWhitespaceBeforeDoctypeName, p);
    }
    this.state = State.BEFORE_DOCTYPE_NAME;
  }

  // §13.2.5.54 Before DOCTYPE name state
  private beforeDoctypeNameState(): void {
    let p = this.pos;
    while (isWhitespace(this.at(p))) p++;
    const c = this.at(p);
    if (c === CC.GT) {
      this.err(ERR.missingDoctypeName, p);
      this.doctype.forceQuirks = true;
      this.emitDoctype(p + 1);
    } else if (c === CC.EOF) {
      this.eofInDoctype();
    } else {
      this.sbStart(p);
      this.pos = p;
      this.state = State.DOCTYPE_NAME;
    }
  }

  // §13.2.5.55 DOCTYPE name state
  private doctypeNameState(): void {
    const text = this.text;
    const len = this.len;
    let p = this.pos;
    let upper = this.hasUpper;
    while (p < len) {
      const c = text.charCodeAt(p);
      if (isWhitespace(c) || c === CC.GT) {
        this.hasUpper = upper;
        this.doctype.name = this.sbEndName(p);
        if (c === CC.GT) {
          this.emitDoctype(p + 1);
        } else {
          this.pos = p + 1;
          this.state = State.AFTER_DOCTYPE_NAME;
        }
        return;
      }
      if (isAsciiUpper(c)) {
        upper = true;
      } else if (c === CC.NUL) {
        this.err(ERR.unexpectedNullCharacter, p);
        this.sbReplace(p, p + 1, '\uFFFD');
      }
      p++;
    }
    this.hasUpper = upper;
    this.doctype.name = this.sbEndName(len);
    this.eofInDoctype();
  }

  // §13.2.5.56 After DOCTYPE name state
  private afterDoctypeNameState(): void {
    let p = this.pos;
    while (isWhitespace(this.at(p))) p++;
    const c = this.at(p);
    if (c === CC.GT) {
      this.emitDoctype(p + 1);
    } else if (c === CC.EOF) {
      this.eofInDoctype();
    } else if (matchesAsciiCaseInsensitive(this.text, p, 'public')) {
      this.pos = p + 6;
      this.state = State.AFTER_DOCTYPE_PUBLIC_KEYWORD;
    } else if (matchesAsciiCaseInsensitive(this.text, p, 'system')) {
      this.pos = p + 6;
      this.state = State.AFTER_DOCTYPE_SYSTEM_KEYWORD;
    } else {
      this.bogusDoctype(ERR.invalidCharacterSequenceAfterDoctypeName, p);
    }
  }

  /** Starts a quoted public (or system) identifier whose first character is at `p`. */
  private startDoctypeIdentifier(isPublic: boolean, quote: number, p: number): void {
    this.sbStart(p);
    this.pos = p;
    if (isPublic) {
      this.doctype.publicId = '';
      this.state =
        quote === CC.QUOTE
          ? State.DOCTYPE_PUBLIC_IDENTIFIER_DOUBLE_QUOTED
          : State.DOCTYPE_PUBLIC_IDENTIFIER_SINGLE_QUOTED;
    } else {
      this.doctype.systemId = '';
      this.state =
        quote === CC.QUOTE
          ? State.DOCTYPE_SYSTEM_IDENTIFIER_DOUBLE_QUOTED
          : State.DOCTYPE_SYSTEM_IDENTIFIER_SINGLE_QUOTED;
    }
  }

  // §13.2.5.57 After DOCTYPE public keyword state, §13.2.5.63 After DOCTYPE system keyword state
  private afterDoctypeKeywordState(isPublic: boolean): void {
    const p = this.pos;
    const c = this.at(p);
    if (isWhitespace(c)) {
      this.pos = p + 1;
      this.state = isPublic ? State.BEFORE_DOCTYPE_PUBLIC_IDENTIFIER : State.BEFORE_DOCTYPE_SYSTEM_IDENTIFIER;
    } else if (c === CC.QUOTE || c === CC.APOS) {
      this.err(
        isPublic ? ERR.missingWhitespaceAfterDoctypePublicKeyword : ERR.missingWhitespaceAfterDoctypeSystemKeyword,
        p,
      );
      this.startDoctypeIdentifier(isPublic, c, p + 1);
    } else {
      this.doctypeIdentifierMissing(isPublic, c, p);
    }
  }

  /** `>`, EOF or another character where a quoted identifier should start. */
  private doctypeIdentifierMissing(isPublic: boolean, c: number, p: number): void {
    if (c === CC.GT) {
      this.err(isPublic ? ERR.missingDoctypePublicIdentifier : ERR.missingDoctypeSystemIdentifier, p);
      this.doctype.forceQuirks = true;
      this.emitDoctype(p + 1);
    } else if (c === CC.EOF) {
      this.eofInDoctype();
    } else {
      this.bogusDoctype(
        isPublic ? ERR.missingQuoteBeforeDoctypePublicIdentifier : ERR.missingQuoteBeforeDoctypeSystemIdentifier,
        p,
      );
    }
  }

  // §13.2.5.58 Before DOCTYPE public identifier state, §13.2.5.64 Before DOCTYPE system
  // identifier state
  private beforeDoctypeIdentifierState(isPublic: boolean): void {
    let p = this.pos;
    while (isWhitespace(this.at(p))) p++;
    const c = this.at(p);
    if (c === CC.QUOTE || c === CC.APOS) this.startDoctypeIdentifier(isPublic, c, p + 1);
    else this.doctypeIdentifierMissing(isPublic, c, p);
  }

  // §13.2.5.59/60 DOCTYPE public identifier (double-/single-quoted) states, §13.2.5.65/66 DOCTYPE
  // system identifier (double-/single-quoted) states
  private doctypeIdentifierState(isPublic: boolean, quote: number): void {
    const text = this.text;
    const len = this.len;
    let p = this.pos;
    while (p < len) {
      const c = text.charCodeAt(p);
      if (c === quote || c === CC.GT) {
        const id = this.sbEnd(p);
        if (isPublic) this.doctype.publicId = id;
        else this.doctype.systemId = id;
        if (c === CC.GT) {
          this.err(isPublic ? ERR.abruptDoctypePublicIdentifier : ERR.abruptDoctypeSystemIdentifier, p);
          this.doctype.forceQuirks = true;
          this.emitDoctype(p + 1);
        } else {
          this.pos = p + 1;
          this.state = isPublic ? State.AFTER_DOCTYPE_PUBLIC_IDENTIFIER : State.AFTER_DOCTYPE_SYSTEM_IDENTIFIER;
        }
        return;
      }
      if (c === CC.NUL) {
        this.err(ERR.unexpectedNullCharacter, p);
        this.sbReplace(p, p + 1, '\uFFFD');
      }
      p++;
    }
    const id = this.sbEnd(len);
    if (isPublic) this.doctype.publicId = id;
    else this.doctype.systemId = id;
    this.eofInDoctype();
  }

  // §13.2.5.61 After DOCTYPE public identifier state
  private afterDoctypePublicIdentifierState(): void {
    const p = this.pos;
    const c = this.at(p);
    if (isWhitespace(c)) {
      this.pos = p + 1;
      this.state = State.BETWEEN_DOCTYPE_PUBLIC_AND_SYSTEM_IDENTIFIERS;
    } else if (c === CC.GT) {
      this.emitDoctype(p + 1);
    } else if (c === CC.QUOTE || c === CC.APOS) {
      this.err(ERR.missingWhitespaceBetweenDoctypePublicAndSystemIdentifiers, p);
      this.startDoctypeIdentifier(false, c, p + 1);
    } else if (c === CC.EOF) {
      this.eofInDoctype();
    } else {
      this.bogusDoctype(ERR.missingQuoteBeforeDoctypeSystemIdentifier, p);
    }
  }

  // §13.2.5.62 Between DOCTYPE public and system identifiers state
  private betweenDoctypeIdentifiersState(): void {
    let p = this.pos;
    while (isWhitespace(this.at(p))) p++;
    const c = this.at(p);
    if (c === CC.GT) {
      this.emitDoctype(p + 1);
    } else if (c === CC.QUOTE || c === CC.APOS) {
      this.startDoctypeIdentifier(false, c, p + 1);
    } else if (c === CC.EOF) {
      this.eofInDoctype();
    } else {
      this.bogusDoctype(ERR.missingQuoteBeforeDoctypeSystemIdentifier, p);
    }
  }

  // §13.2.5.67 After DOCTYPE system identifier state
  private afterDoctypeSystemIdentifierState(): void {
    let p = this.pos;
    while (isWhitespace(this.at(p))) p++;
    const c = this.at(p);
    if (c === CC.GT) {
      this.emitDoctype(p + 1);
    } else if (c === CC.EOF) {
      this.eofInDoctype();
    } else {
      // Not a quirks-mode trigger: the identifiers are kept.
      this.err(ERR.unexpectedCharacterAfterDoctypeSystemIdentifier, p);
      this.pos = p;
      this.state = State.BOGUS_DOCTYPE;
    }
  }

  // §13.2.5.68 Bogus DOCTYPE state
  private bogusDoctypeState(): void {
    const text = this.text;
    const len = this.len;
    for (let p = this.pos; p < len; p++) {
      const c = text.charCodeAt(p);
      if (c === CC.GT) {
        this.emitDoctype(p + 1);
        return;
      }
      if (c === CC.NUL) this.err(ERR.unexpectedNullCharacter, p);
    }
    this.emitDoctype(len);
    this.emitEof(len);
  }
}

// Tokens and attributes are class instances, not object literals: V8 may decide to allocate a
// literal's objects straight into the old generation (allocation-site pretenuring) when one GC
// finds most of them alive. That happens when incremental marking overlaps a parse, since storing
// each new token in the (already marked) tokenizer marks it too; from then on every token cost an
// old-generation collection, and a run went 40% slower. `new` of a class has no allocation site.
// The fields are `declare`d so that no class-field definitions run before the constructor's stores.

class Tag implements TagToken {
  declare tagName: string;
  declare tagId: TAG;
  declare attrs: Attribute[];
  declare selfClosing: boolean;
  declare ackSelfClosing: boolean;
  declare start: number;
  declare end: number;
  declare attrSpans: number[] | null;

  constructor(start: number, attrSpans: number[] | null) {
    this.tagName = '';
    this.tagId = TAG.UNKNOWN;
    this.attrs = [];
    this.selfClosing = false;
    this.ackSelfClosing = false;
    this.start = start;
    this.end = start;
    this.attrSpans = attrSpans;
  }
}

class Doctype implements DoctypeToken {
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

class TokenAttribute implements Attribute {
  declare name: string;
  declare value: string;

  constructor(name: string, value: string) {
    this.name = name;
    this.value = value;
  }
}

/** Whether `text` has `lower` (a lowercase ASCII word) at `p`, ignoring ASCII case. */
function matchesAsciiCaseInsensitive(text: string, p: number, lower: string): boolean {
  if (p + lower.length > text.length) return false;
  for (let i = 0; i < lower.length; i++) {
    if ((text.charCodeAt(p + i) | 0x20) !== lower.charCodeAt(i)) return false;
  }
  return true;
}
