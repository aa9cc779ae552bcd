import { ERR } from '../common/error-codes.js';
import { ErrorReporter } from '../input/error-reporter.js';
import { getTagId, TAG, TAG_NAMES } from '../common/tags.js';
import { Source } from '../input/source.js';
import { keepAlive } from '../common/kept.js';
import { ATTRIBUTE_NAME_STEPS, commonAttributeNameAt } from './attribute-name-index.js';
import { CC, CHAR_CLASS, CharClass, isAsciiAlpha, isAsciiAlphanumeric, isAsciiUpper, isWhitespace } from './char-codes.js';
import { NamedReferenceMatcher } from './named-reference.js';
import { NumericRefProblem, numericRefProblem, numericRefValue } from './numeric-reference.js';
import { ScriptEscapeStates } from './script-escape-states.js';
import { State } from './state.js';
import { DEAD, lowerNameColumn, START, stepColumn, stepName } from './name-automaton.js';
import { TAG_NAME_STEPS, tagIdAt } from './tag-name-index.js';
import type { TokenSink } from './token.js';
import { TokenAttribute, takeAttributes } from '../common/token-attributes.js';

export type { TokenizerOptions } from './tokenizer-base.js';

const IDLE_SINK: TokenSink = {
  onStartTag() {},
  onEndTag() {},
  onText() {},
  onNullCharacter() {},
  onComment() {},
  onProcessingInstruction() {},
  onDoctype() {},
  onEof() {},
  isCdataAllowed: () => false,
};

/**
 * The tokenizer's keep-alive sample (see lib/common/kept.ts): a tokenizer that never runs, which
 * holds a tag, a DOCTYPE, its error reporter and source, plus an attribute and a reference matcher
 * (a tokenizer makes its own at its first reference).
 */
function makeSample(): unknown {
  const source = new Source('');
  const errors = new ErrorReporter(source, null);
  const tokenizer = new Tokenizer(source, IDLE_SINK, { errors, trackAttributeSpans: false });
  return { tokenizer, attribute: new TokenAttribute('', ''), named: new NamedReferenceMatcher() };
}

/** Past this many attributes on one tag, duplicates are found with a Set instead of a scan. */
const DUPLICATE_SCAN_LIMIT = 16;

/**
 * The WHATWG HTML tokenizer (#tokenization). Works on the whole input (`Source.text`) at once: runs of text
 * end at the next `<`, `&` or NUL, found with indexOf (and remembered, so each is searched for
 * once), and are sliced once; names, values, comment data and DOCTYPE identifiers are scanned
 * with charCodeAt and are slices of the input too, except where a NUL or a character reference
 * forces a replacement (then the pieces are joined, once per replacement). This file holds the
 * run loop and the hot states; the fields and helpers are TokenizerBase's, the comment, DOCTYPE
 * and script escape states live in their own files (see TokenizerBase).
 */
export class Tokenizer extends ScriptEscapeStates {
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
        case State.PROCESSING_INSTRUCTION_OPEN: this.processingInstructionOpenState(); break;
        case State.PROCESSING_INSTRUCTION_TARGET: this.processingInstructionTargetState(); break;
        case State.AFTER_PROCESSING_INSTRUCTION_TARGET: this.afterProcessingInstructionTargetState(); break;
        case State.PROCESSING_INSTRUCTION_DATA: this.processingInstructionDataState(); break;
        case State.PROCESSING_INSTRUCTION_QUESTIONABLE: this.processingInstructionQuestionableState(); break;
        case State.DONE: return;
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Text states

  // #data-state
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
      this.sink.onNullCharacter(this.base + nul);
      this.resetText(nul + 1);
      p = nul + 1;
    }
    if (this.suspend(this.len)) return;
    this.emitEof(this.len);
  }

  // #rcdata-state
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
    if (this.suspend(this.len)) return;
    this.emitEof(this.len);
  }

  // #rawtext-state
  private rawtextState(): void {
    this.rawTextRun(State.RAWTEXT_LESS_THAN_SIGN);
  }

  // #script-data-state
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
    if (this.suspend(this.len)) return;
    this.emitEof(this.len);
  }

  // #plaintext-state
  private plaintextState(): void {
    const len = this.len;
    for (let p = this.findNul(this.pos); p < len; p = this.findNul(p + 1)) {
      this.err(ERR.unexpectedNullCharacter, p);
      this.replaceText(p, p + 1, '\uFFFD');
    }
    if (this.suspend(len)) return;
    this.emitEof(len);
  }

  // #cdata-section-state, with #cdata-section-bracket-state and #cdata-section-end-state:
  // together they pass everything through up to the first "]]>".
  private cdataSectionState(): void {
    const close = this.text.indexOf(']]>', this.pos);
    let end = close === -1 ? this.len : close;
    // More input may come: a "]]" or "]" at the end of the text held may start the "]]>".
    if (close === -1 && !this.final) {
      if (end > this.pos && this.text.charCodeAt(end - 1) === CC.RBRACKET) end--;
      if (end > this.pos && this.text.charCodeAt(end - 1) === CC.RBRACKET) end--;
    }
    // U+0000 is a character like any other here (no error), but it comes alone, as in the data
    // state, so no text run ever holds one.
    for (let nul = this.findNul(this.pos); nul < end; nul = this.findNul(nul + 1)) {
      this.flushText(nul);
      this.sink.onNullCharacter(this.base + nul);
      this.resetText(nul + 1);
    }
    if (close === -1) {
      if (this.suspend(end)) return;
      this.err(ERR.eofInCdata, this.len);
      this.emitEof(this.len);
      return;
    }
    this.dropText(close, close + 3);
    this.pos = close + 3;
    this.state = State.DATA;
    if (this.recorder !== null) this.recorder.emptyMarkup(close, close + 3);
  }

  // ---------------------------------------------------------------------------------------------
  // Character references (#character-reference-state to #numeric-character-reference-end-state). They only ever look ahead in the input, so they run as
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
    const recorder = this.recorder;
    if (recorder !== null) {
      recorder.characterReference(from, to);
      // A recorder's consumer reads text from the input, and values unless it asks for them.
      if (!recorder.needsAttributes || !this.inAttribute()) return;
    }
    if (this.inAttribute()) {
      this.sbReplace(from, to, value);
    } else if (this.exactText) {
      this.flushText(from);
      this.sink.onText(value, this.base + from, this.base + to);
      this.resetText(to);
    } else {
      this.replaceText(from, to, value);
    }
  }

  // #character-reference-state (entered with `pos` just past the `&`)
  private characterReference(): void {
    const amp = this.pos - 1;
    const c = this.at(this.pos);
    this.state = this.returnState;
    if (c === CC.EOF && this.suspend(amp)) return;
    if (isAsciiAlphanumeric(c)) this.namedCharacterReference(amp);
    else if (c === CC.HASH) this.numericCharacterReference(amp);
    // Anything else: the `&` stays as it is; reconsume in the return state.
  }

  // #named-character-reference-state
  private namedCharacterReference(amp: number): void {
    const text = this.text;
    const inAttribute = this.inAttribute();
    const named = this.namedReferences();
    const n = named.match(text, amp + 1, inAttribute, this.final);
    if (n < 0) {
      // What follows the text held decides: go over the reference again with more input.
      this.suspend(amp);
      return;
    }
    if (n > 0) {
      const end = amp + n;
      if (text.charCodeAt(end - 1) !== CC.SEMI) this.err(ERR.missingSemicolonAfterCharacterReference, end);
      this.emitReference(amp, end, named.value);
      this.pos = end;
      return;
    }
    // #ambiguous-ampersand-state: the alphanumerics stay as they are; a `;` right after
    // them is an error, unless (in an attribute) a legacy name matched and was left undecoded.
    let p = amp + 1;
    while (isAsciiAlphanumeric(this.at(p))) p++;
    if (p === this.len && this.suspend(amp)) return;
    if (this.at(p) === CC.SEMI && !(inAttribute && named.match(text, amp + 1, false) > 0)) {
      this.err(ERR.unknownNamedCharacterReference, p);
    }
    this.pos = p;
  }

  // #numeric-character-reference-state, through #numeric-character-reference-end-state
  private numericCharacterReference(amp: number): void {
    let p = amp + 2;
    let c = this.at(p);
    let hex = false;
    if (c === CC.LOWER_X || c === CC.UPPER_X) {
      // #hexadecimal-character-reference-start-state
      hex = true;
      p++;
      c = this.at(p);
    }
    const digitsStart = p;
    let value = 0;
    // #hexadecimal-character-reference-state / #decimal-character-reference-state
    for (;;) {
      let d: number;
      if ((c - CC.DIGIT_0) >>> 0 < 10) d = c - CC.DIGIT_0;
      else if (hex && ((c | 0x20) - CC.LOWER_A) >>> 0 < 6) d = (c | 0x20) - CC.LOWER_A + 10;
      else break;
      // Saturate: anything past U+10FFFF is out of range however large it gets.
      value = value > 0x10ffff ? value : value * (hex ? 16 : 10) + d;
      c = this.at(++p);
    }
    if (c === CC.EOF && this.suspend(amp)) return;
    if (p === digitsStart) {
      // #hexadecimal-character-reference-start-state / #decimal-character-reference-start-state: no digits; the consumed characters stay as text.
      this.err(ERR.absenceOfDigitsInNumericCharacterReference, p);
      this.pos = p;
      return;
    }
    if (c === CC.SEMI) p++;
    else this.err(ERR.missingSemicolonAfterCharacterReference, p);
    // #numeric-character-reference-end-state: it reads no character, so its errors come before
    // any input-stream error of the character at p.
    const problem = numericRefProblem(value);
    switch (problem) {
      case NumericRefProblem.NULL: this.errBeforeCharacter(ERR.nullCharacterReference, p); break;
      case NumericRefProblem.OUTSIDE_UNICODE_RANGE: this.errBeforeCharacter(ERR.characterReferenceOutsideUnicodeRange, p); break;
      case NumericRefProblem.SURROGATE: this.errBeforeCharacter(ERR.surrogateCharacterReference, p); break;
      case NumericRefProblem.NONCHARACTER: this.errBeforeCharacter(ERR.noncharacterCharacterReference, p); break;
      case NumericRefProblem.CONTROL: this.errBeforeCharacter(ERR.controlCharacterReference, p); break;
      default: break;
    }
    this.emitReference(amp, p, String.fromCodePoint(numericRefValue(value, problem)));
    this.pos = p;
  }

  // ---------------------------------------------------------------------------------------------
  // Tags

  private startTag(isEnd: boolean, nameStart: number): void {
    this.tag.reset(this.tokenStart);
    this.isEndTag = isEnd;
    this.attrActive = false;
    this.attrNames = null;
    this.attrCount = 0;
    this.sbStart(nameStart);
  }

  // #tag-open-state
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
      // The temporary buffer (the target) starts empty, just past the `?`.
      this.pos = p + 1;
      this.state = State.PROCESSING_INSTRUCTION_OPEN;
    } else if (c === CC.EOF) {
      if (this.suspend(p)) return;
      this.err(ERR.eofBeforeTagName, p);
      this.emitEof(this.len);
    } else {
      // The `<` is text; reconsume in the data state.
      this.err(ERR.invalidFirstCharacterOfTagName, p);
      this.state = State.DATA;
    }
  }

  // #end-tag-open-state
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
      if (this.recorder !== null) this.recorder.emptyMarkup(this.tokenStart, p + 1);
    } else if (c === CC.EOF) {
      if (this.suspend(p)) return;
      this.err(ERR.eofBeforeTagName, p);
      this.emitEof(this.len);
    } else {
      this.err(ERR.invalidFirstCharacterOfTagName, p);
      this.sbStart(p);
      this.state = State.BOGUS_COMMENT;
    }
  }

  // #tag-name-state. The name automaton steps along (see NameAutomaton), so a known name is
  // known when the name ends.
  private tagNameState(): void {
    const text = this.text;
    const len = this.len;
    let p = this.pos;
    let s = this.nameState;
    while (p < len) {
      const c = text.charCodeAt(p);
      const col = lowerNameColumn(c);
      if (col !== 0) {
        s = stepColumn(TAG_NAME_STEPS, s, col);
        p++;
      } else if (c >= 0x80 || (CHAR_CLASS[c]! & CharClass.TAG_NAME) === 0) {
        s = stepName(TAG_NAME_STEPS, s, c);
        p++;
      } else if (c === CC.GT) {
        this.setTagName(p, s);
        this.emitTag(p + 1);
        return;
      } else if (c === CC.SLASH) {
        this.setTagName(p, s);
        this.pos = p + 1;
        this.state = State.SELF_CLOSING_START_TAG;
        return;
      } else if (c === CC.NUL) {
        this.err(ERR.unexpectedNullCharacter, p);
        this.sbReplace(p, p + 1, '\uFFFD');
        s = DEAD;
        p++;
      } else if (isAsciiUpper(c)) {
        this.hasUpper = true;
        s = stepName(TAG_NAME_STEPS, s, c);
        p++;
      } else {
        this.setTagName(p, s);
        this.pos = p + 1;
        this.state = State.BEFORE_ATTRIBUTE_NAME;
        this.beforeAttributeNameState();
        return;
      }
    }
    this.nameState = s;
    this.eofInTag();
  }

  /** Fixes the tag's name, which ends at `end` with the tag name automaton in state `s`. */
  private setTagName(end: number, s: number): void {
    if (this.recorder !== null) this.recorder.tagName(this.tokenStart, end);
    const tag = this.tag;
    const id = this.sbBuf === '' ? tagIdAt(s) : TAG.UNKNOWN;
    tag.tagId = id;
    tag.tagName = id === TAG.UNKNOWN ? this.sbEndName(end) : TAG_NAMES[id]!;
  }

  /** Emits the current tag; `end` is just past its `>`. */
  private emitTag(end: number): void {
    const tag = this.tag;
    if (this.attrActive) this.commitAttribute();
    // A recorder's consumer reads attributes from the input, unless it asks for them (a tag
    // starts with none).
    if (this.recorder === null || this.recorder.needsAttributes) tag.attrs = takeAttributes(this.attrList, this.attrCount, this.lender);
    if (this.spans !== null) tag.attrSpans = this.spans.take(this.attrCount);
    this.pos = end;
    this.state = State.DATA;
    this.flushText(tag.start);
    // The sink gets input offsets (see TokenizerBase.base).
    tag.start += this.base;
    tag.end = this.base + end;
    if (this.isEndTag) {
      if (this.attrCount > 0) this.err(ERR.endTagWithAttributes, end - 1);
      if (tag.selfClosing) this.err(ERR.endTagWithTrailingSolidus, end - 1);
      this.resetText(end);
      this.sink.onEndTag(tag);
    } else {
      this.lastStartTagName = tag.tagName;
      this.resetText(end);
      this.sink.onStartTag(tag);
    }
  }

  // #rcdata-less-than-sign-state, #rawtext-less-than-sign-state
  private lessThanSignState(endTagOpen: State, text: State): void {
    const c = this.at(this.pos);
    if (c === CC.EOF && this.suspend(this.pos)) return;
    if (c === CC.SLASH) {
      this.pos++;
      this.state = endTagOpen;
    } else {
      this.state = text;
    }
  }

  // #rcdata-end-tag-open-state, #rawtext-end-tag-open-state, #script-data-end-tag-open-state and
  // #script-data-escaped-end-tag-open-state. The temporary buffer is the input from `nameStart` on.
  private textEndTagOpenState(endTagName: State, text: State): void {
    const c = this.at(this.pos);
    if (c === CC.EOF && this.suspend(this.pos)) return;
    if (isAsciiAlpha(c)) {
      this.nameStart = this.pos;
      this.state = endTagName;
    } else {
      this.state = text;
    }
  }

  // #rcdata-end-tag-name-state, #rawtext-end-tag-name-state, #script-data-end-tag-name-state and
  // #script-data-escaped-end-tag-name-state: only an appropriate end tag ends the text.
  private textEndTagNameState(text: State): void {
    let p = this.pos;
    while (isAsciiAlpha(this.at(p))) p++;
    const c = this.at(p);
    if (c === CC.EOF && this.suspend(this.pos)) return;
    if ((isWhitespace(c) || c === CC.SLASH || c === CC.GT) && this.isAppropriateEndTag(this.nameStart, p)) {
      this.startTag(true, this.nameStart);
      if (this.recorder !== null) this.recorder.tagName(this.tokenStart, p);
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

  // #script-data-less-than-sign-state
  private scriptDataLessThanSignState(): void {
    const c = this.at(this.pos);
    if (c === CC.EOF && this.suspend(this.pos)) return;
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

  // ---------------------------------------------------------------------------------------------
  // Attributes

  /** Starts a new attribute whose name begins at `p`. */
  private startAttribute(p: number): void {
    if (this.attrActive) this.commitAttribute();
    this.attrNameStart = p;
    this.sbStart(p);
  }

  /**
   * Leaves the attribute name state at `p`, the attribute name automaton in state `s`: fixes the
   * name and checks for a duplicate.
   */
  private finishAttributeName(p: number, s: number): void {
    let name: string | null = null;
    if (this.sbBuf === '' && !this.hasUpper) name = commonAttributeNameAt(s);
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
    this.attrValueEnd = end;
    this.attrEnd = attrEnd;
    // As with text runs, a recorder's consumer reads most values from the input.
    if (this.recorder !== null && !this.recorder.needsAttributes) return;
    this.attrValue = this.sbEnd(end);
  }

  private commitAttribute(): void {
    if (this.recorder !== null) this.recordAttribute();
    this.attrActive = false;
    if (this.attrDuplicate) return;
    this.addAttribute(this.attrName, this.attrValue, this.attrNameStart, this.attrNameEnd, this.attrValueStart, this.attrValueEnd,
      this.attrEnd);
  }

  /** Adds an attribute (not a duplicate) to the current tag. */
  private addAttribute(name: string, value: string, nameStart: number, nameEnd: number, valueStart: number, valueEnd: number,
    end: number): void {
    const lender = this.lender;
    const Make = this.makeAttribute;
    const base = this.base;
    const attr =
      Make !== null
        ? new Make(name, value, base + nameStart, base + nameEnd, base + valueStart, base + valueEnd)
        : lender === null
          ? new TokenAttribute(name, value)
          : lender.attribute(this.attrCount, name, value);
    this.attrList[this.attrCount++] = attr;
    if (this.attrNames !== null) this.attrNames.add(name);
    const spans = this.spans;
    if (spans !== null) spans.set(this.attrCount - 1, base + nameStart, base + nameEnd, base + valueStart, base + valueEnd, base + end);
  }

  /**
   * The common shape of a tag's attributes, read in one loop instead of state by state:
   * `name="value"`, `name='value'` or a name alone, the name without uppercase letters or
   * characters that are parse errors, a value without `&` or NUL, each followed by whitespace, `>`
   * or `/>`. The states give exactly these attributes (#attribute-name-state to
   * #after-attribute-value-(quoted)-state) with no parse error but a duplicate's, and the recorder
   * gets the calls they would make.
   *
   * Starts at `p`, in #before-attribute-name-state past its whitespace. Returns -1 when it has set
   * the state itself (emitted the tag, or left the tag's rest to #after-attribute-value-(quoted)-state),
   * or else where #before-attribute-name-state goes on: the start of an attribute of another
   * shape, or of whatever ends the attributes.
   */
  private plainAttributes(p: number): number {
    if (this.attrActive) this.commitAttribute();
    const text = this.text;
    for (;;) {
      const nameStart = p;
      let s = START;
      let c = text.charCodeAt(p);
      for (;;) {
        const col = lowerNameColumn(c);
        if (col !== 0) s = stepColumn(ATTRIBUTE_NAME_STEPS, s, col);
        else if (c >= 0x80 || (c >= 0 && (CHAR_CLASS[c]! & CharClass.ATTRIBUTE_NAME) === 0)) s = stepName(ATTRIBUTE_NAME_STEPS, s, c);
        else break;
        c = text.charCodeAt(++p);
      }
      // What ends the tag, else an attribute of another shape.
      if (p === nameStart) return this.endsTag(p) ? -1 : nameStart;
      if (c !== CC.EQ) {
        // A name alone (#after-attribute-name-state), unless `=` follows its whitespace.
        const nameEnd = p;
        while (isWhitespace(c)) c = text.charCodeAt(++p);
        // `c !== c`: c is NaN, past the end of the input.
        if (c !== CC.GT && (c !== c || c === CC.EQ || nameEnd === p)) return nameStart;
        this.plainAttribute(s, nameStart, nameEnd, nameEnd, nameEnd, nameEnd);
        if (c === CC.GT) {
          this.emitTag(p + 1);
          return -1;
        }
        continue;
      }
      const quote = text.charCodeAt(p + 1);
      if (quote !== CC.QUOTE && quote !== CC.APOS) return nameStart;
      const valueStart = p + 2;
      const close = this.findQuote(valueStart, quote);
      if (close === this.len || this.findAmp(valueStart) < close || this.findNul(valueStart) < close) return nameStart;
      this.plainAttribute(s, nameStart, p, valueStart, close, close + 1);
      p = close + 1;
      if (this.endsTag(p)) return -1;
      c = text.charCodeAt(p);
      if (!isWhitespace(c)) {
        this.pos = p;
        this.state = State.AFTER_ATTRIBUTE_VALUE_QUOTED;
        return -1;
      }
      do c = text.charCodeAt(++p);
      while (isWhitespace(c));
    }
  }

  /** Emits the tag when `>` or `/>` is at `p`; returns whether it did. */
  private endsTag(p: number): boolean {
    const c = this.text.charCodeAt(p);
    if (c === CC.GT) {
      this.emitTag(p + 1);
      return true;
    }
    if (c !== CC.SLASH || this.text.charCodeAt(p + 1) !== CC.GT) return false;
    this.tag.selfClosing = true;
    this.emitTag(p + 2);
    return true;
  }

  /**
   * Adds an attribute plainAttributes read, as the states would: its name ends with the attribute
   * name automaton in state `s`; the spans are as TokenizerRecorder.attribute has them.
   */
  private plainAttribute(s: number, nameStart: number, nameEnd: number, valueStart: number, valueEnd: number, attrEnd: number): void {
    const name = commonAttributeNameAt(s) ?? this.text.slice(nameStart, nameEnd);
    const duplicate = this.hasAttribute(name);
    if (duplicate) this.err(ERR.duplicateAttribute, nameEnd);
    const recorder = this.recorder;
    if (recorder !== null) recorder.attribute(nameStart, nameEnd, valueStart, valueEnd, attrEnd);
    if (duplicate) return;
    const value =
      valueStart === valueEnd || (recorder !== null && !recorder.needsAttributes) ? '' : this.sbSlice(valueStart, valueEnd);
    this.addAttribute(name, value, nameStart, nameEnd, valueStart, valueEnd, attrEnd);
  }

  // #before-attribute-name-state
  private beforeAttributeNameState(): void {
    let p = this.pos;
    while (isWhitespace(this.at(p))) p++;
    p = this.plainAttributes(p);
    if (p < 0) return;
    const c = this.at(p);
    if (c === CC.EOF && this.suspend(p)) return;
    if (c === CC.SLASH || c === CC.GT || c === CC.EOF) {
      this.pos = p;
      this.state = State.AFTER_ATTRIBUTE_NAME;
    } else if (c === CC.EQ) {
      this.err(ERR.unexpectedEqualsSignBeforeAttributeName, p);
      this.startAttribute(p);
      // The `=` is the name's first character: no common name.
      this.nameState = DEAD;
      this.pos = p + 1;
      this.state = State.ATTRIBUTE_NAME;
    } else {
      this.startAttribute(p);
      this.pos = p;
      this.state = State.ATTRIBUTE_NAME;
      this.attributeNameState();
    }
  }

  // #attribute-name-state
  private attributeNameState(): void {
    const text = this.text;
    const len = this.len;
    let p = this.pos;
    let s = this.nameState;
    for (;;) {
      const c = p < len ? text.charCodeAt(p) : CC.EOF;
      if (c >= 0x80 || (c >= 0 && (CHAR_CLASS[c]! & CharClass.ATTRIBUTE_NAME) === 0)) {
        s = stepName(ATTRIBUTE_NAME_STEPS, s, c);
        p++;
      } else if (c === CC.EQ) {
        this.finishAttributeName(p, s);
        this.pos = p + 1;
        this.state = State.BEFORE_ATTRIBUTE_VALUE;
        this.beforeAttributeValueState();
        return;
      } else if (isAsciiUpper(c)) {
        // A name with uppercase letters is lowercased, not looked up (see finishAttributeName).
        this.hasUpper = true;
        p++;
      } else if (c === CC.NUL) {
        this.err(ERR.unexpectedNullCharacter, p);
        this.sbReplace(p, p + 1, '\uFFFD');
        p++;
      } else if (c === CC.QUOTE || c === CC.APOS || c === CC.LT) {
        this.err(ERR.unexpectedCharacterInAttributeName, p);
        s = DEAD;
        p++;
      } else {
        // Whitespace, `/`, `>` or EOF.
        if (c === CC.EOF) {
          this.nameState = s;
          if (this.suspend(p)) return;
        }
        this.finishAttributeName(p, s);
        this.pos = p;
        this.state = State.AFTER_ATTRIBUTE_NAME;
        return;
      }
    }
  }

  // #after-attribute-name-state
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

  // #before-attribute-value-state
  private beforeAttributeValueState(): void {
    let p = this.pos;
    while (isWhitespace(this.at(p))) p++;
    const c = this.at(p);
    if (c === CC.EOF && this.suspend(p)) return;
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

  // #attribute-value-(double-quoted)-state, #attribute-value-(single-quoted)-state
  private attributeValueQuotedState(quote: number): void {
    let p = this.pos;
    const close = this.findQuote(p, quote);
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

  // #attribute-value-(unquoted)-state
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

  // #after-attribute-value-(quoted)-state
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

  // #self-closing-start-tag-state
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
}
