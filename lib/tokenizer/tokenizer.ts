import { ERR } from '../common/error-codes.js';
import { ErrorReporter } from '../input/error-reporter.js';
import { getTagId } from '../common/tags.js';
import { Source } from '../input/source.js';
import { keepAlive } from '../common/kept.js';
import { CC, isAsciiAlpha, isWhitespace } from './char-codes.js';
import { NamedReferenceMatcher } from './named-reference.js';
import { TagStates } from './tag-states.js';
import { State } from './state.js';
import type { TokenSink } from './token.js';
import { TokenAttribute } from '../common/token-attributes.js';

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

/**
 * The WHATWG HTML tokenizer (#tokenization). Works on the whole input (`Source.text`) at once: runs of text
 * end at the next `<`, `&` or NUL, found with indexOf (and remembered, so each is searched for
 * once), and are sliced once; names, values, comment data and DOCTYPE identifiers are scanned
 * with charCodeAt and are slices of the input too, except where a NUL or a character reference
 * forces a replacement (then the pieces are joined, once per replacement). This file holds the
 * run loop and the text states, the top layer of the class; the fields and helpers are
 * TokenizerBase's, and the other states live in their own layers (see TokenizerBase).
 */
export class Tokenizer extends TagStates {
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
      this.sink.onNullCharacter(nul);
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
    const found = this.text.indexOf(']]>', this.pos - this.base);
    const close = found === -1 ? -1 : found + this.base;
    let end = close === -1 ? this.len : close;
    // More input may come: a "]]" or "]" at the end of the text held may start the "]]>".
    if (close === -1 && !this.final) {
      if (end > this.pos && this.text.charCodeAt(end - 1 - this.base) === CC.RBRACKET) end--;
      if (end > this.pos && this.text.charCodeAt(end - 1 - this.base) === CC.RBRACKET) end--;
    }
    // U+0000 is a character like any other here (no error), but it comes alone, as in the data
    // state, so no text run ever holds one.
    for (let nul = this.findNul(this.pos); nul < end; nul = this.findNul(nul + 1)) {
      this.flushText(nul);
      this.sink.onNullCharacter(nul);
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
    this.recorder.emptyMarkup(close, close + 3);
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
      this.recorder.tagName(this.tokenStart, p);
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
    const base = this.base;
    for (let i = 0; i < name.length; i++) {
      if ((text.charCodeAt(from + i - base) | 0x20) !== name.charCodeAt(i)) return false;
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

}
