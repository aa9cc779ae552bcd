import { ERR } from '../common/error-codes.js';
import { TAG, TAG_NAMES } from '../common/tags.js';
import { attributeNames, DUPLICATE_SCAN_LIMIT, hasAttributeNamed, TokenAttribute, takeAttributes } from '../common/token-attributes.js';
import { ATTRIBUTE_NAME_STEPS, commonAttributeNameAt } from './attribute-name-index.js';
import { CC, CHAR_CLASS, CharClass, isAsciiAlpha, isAsciiUpper, isWhitespace } from './char-codes.js';
import { DEAD, lowerNameColumn, START, stepColumn, stepName } from './name-automaton.js';
import { ReferenceStates } from './reference-states.js';
import { State } from './state.js';
import { TAG_NAME_STEPS, tagIdAt } from './tag-name-index.js';

/**
 * The tokenizer's tag states, a layer of the Tokenizer class (see TokenizerBase): tag open, end
 * tag open, tag name, the attribute states, and emitting the tag; the hottest path of all, so
 * a state often calls the next one directly (see Tokenizer.run).
 */
export abstract class TagStates extends ReferenceStates {
  // ---------------------------------------------------------------------------------------------
  // Tags

  protected startTag(isEnd: boolean, nameStart: number): void {
    this.tag.reset(this.tokenStart);
    this.isEndTag = isEnd;
    this.attrActive = false;
    this.attrNames = null;
    this.attrCount = 0;
    this.sbStart(nameStart);
  }

  // #tag-open-state
  protected tagOpenState(): void {
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
  protected endTagOpenState(): void {
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
      this.recorder.emptyMarkup(this.tokenStart, p + 1);
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
  protected tagNameState(): void {
    const text = this.text;
    // The loop reads `text` at `i`; `p` is the input offset there (see TokenizerBase.base).
    const base = this.base;
    const end = this.len - base;
    let i = this.pos - base;
    let s = this.nameState;
    while (i < end) {
      const c = text.charCodeAt(i);
      const col = lowerNameColumn(c);
      if (col !== 0) {
        s = stepColumn(TAG_NAME_STEPS, s, col);
        i++;
        continue;
      }
      if (c >= 0x80 || (CHAR_CLASS[c]! & CharClass.TAG_NAME) === 0) {
        s = stepName(TAG_NAME_STEPS, s, c);
        i++;
        continue;
      }
      const p = i + base;
      if (c === CC.GT) {
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
        i++;
      } else if (isAsciiUpper(c)) {
        this.hasUpper = true;
        s = stepName(TAG_NAME_STEPS, s, c);
        i++;
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
    this.recorder.tagName(this.tokenStart, end);
    const tag = this.tag;
    const id = this.sbBuf === '' ? tagIdAt(s) : TAG.UNKNOWN;
    tag.tagId = id;
    tag.tagName = id === TAG.UNKNOWN ? this.sbEndName(end) : TAG_NAMES[id]!;
  }

  /** Emits the current tag; `end` is just past its `>`. */
  protected emitTag(end: number): void {
    const tag = this.tag;
    if (this.attrActive) this.commitAttribute();
    // A recorder's consumer may read attributes from the input (a tag starts with none).
    if (this.recorder.needsAttributes) tag.attrs = takeAttributes(this.attrList, this.attrCount, this.lender);
    if (this.spans !== null) tag.attrSpans = this.spans.take(this.attrCount);
    this.pos = end;
    this.state = State.DATA;
    this.flushText(tag.start);
    tag.end = end;
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
    if (this.attrCount <= DUPLICATE_SCAN_LIMIT) return hasAttributeNamed(this.attrList, this.attrCount, name);
    return (this.attrNames ??= attributeNames(this.attrList, this.attrCount)).has(name);
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
    if (!this.recorder.needsAttributes) return;
    this.attrValue = this.sbEnd(end);
  }

  private commitAttribute(): void {
    this.recordAttribute();
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
    const attr =
      Make !== null
        ? new Make(name, value, nameStart, nameEnd, valueStart, valueEnd)
        : lender === null
          ? new TokenAttribute(name, value)
          : lender.attribute(this.attrCount, name, value);
    this.attrList[this.attrCount++] = attr;
    if (this.attrNames !== null) this.attrNames.add(name);
    const spans = this.spans;
    if (spans !== null) spans.set(this.attrCount - 1, nameStart, nameEnd, valueStart, valueEnd, end);
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
    // The loops read `text` at `i`; what leaves them is an input offset, `i + base`.
    const base = this.base;
    let i = p - base;
    for (;;) {
      const nameStart = i;
      let s = START;
      let c = text.charCodeAt(i);
      for (;;) {
        const col = lowerNameColumn(c);
        if (col !== 0) s = stepColumn(ATTRIBUTE_NAME_STEPS, s, col);
        else if (c >= 0x80 || (c >= 0 && (CHAR_CLASS[c]! & CharClass.ATTRIBUTE_NAME) === 0)) s = stepName(ATTRIBUTE_NAME_STEPS, s, c);
        else break;
        c = text.charCodeAt(++i);
      }
      // What ends the tag, else an attribute of another shape.
      if (i === nameStart) return this.endsTag(i + base) ? -1 : nameStart + base;
      if (c !== CC.EQ) {
        // A name alone (#after-attribute-name-state), unless `=` follows its whitespace.
        const nameEnd = i;
        while (isWhitespace(c)) c = text.charCodeAt(++i);
        // `c !== c`: c is NaN, past the end of the input.
        if (c !== CC.GT && (c !== c || c === CC.EQ || nameEnd === i)) return nameStart + base;
        const at = nameEnd + base;
        this.plainAttribute(s, nameStart + base, at, at, at, at);
        if (c === CC.GT) {
          this.emitTag(i + base + 1);
          return -1;
        }
        continue;
      }
      const quote = text.charCodeAt(i + 1);
      if (quote !== CC.QUOTE && quote !== CC.APOS) return nameStart + base;
      const valueStart = i + base + 2;
      const close = this.findQuote(valueStart, quote);
      if (close === this.len || this.findAmp(valueStart) < close || this.findNul(valueStart) < close) return nameStart + base;
      this.plainAttribute(s, nameStart + base, i + base, valueStart, close, close + 1);
      i = close + 1 - base;
      if (this.endsTag(close + 1)) return -1;
      c = text.charCodeAt(i);
      if (!isWhitespace(c)) {
        this.pos = close + 1;
        this.state = State.AFTER_ATTRIBUTE_VALUE_QUOTED;
        return -1;
      }
      do c = text.charCodeAt(++i);
      while (isWhitespace(c));
    }
  }

  /** Emits the tag when `>` or `/>` is at `p`; returns whether it did. */
  private endsTag(p: number): boolean {
    const c = this.text.charCodeAt(p - this.base);
    if (c === CC.GT) {
      this.emitTag(p + 1);
      return true;
    }
    if (c !== CC.SLASH || this.text.charCodeAt(p + 1 - this.base) !== CC.GT) return false;
    this.tag.selfClosing = true;
    this.emitTag(p + 2);
    return true;
  }

  /**
   * Adds an attribute plainAttributes read, as the states would: its name ends with the attribute
   * name automaton in state `s`; the spans are as TokenizerRecorder.attribute has them.
   */
  private plainAttribute(s: number, nameStart: number, nameEnd: number, valueStart: number, valueEnd: number, attrEnd: number): void {
    const name = commonAttributeNameAt(s) ?? this.text.slice(nameStart - this.base, nameEnd - this.base);
    const duplicate = this.hasAttribute(name);
    if (duplicate) this.err(ERR.duplicateAttribute, nameEnd);
    const recorder = this.recorder;
    recorder.attribute(nameStart, nameEnd, valueStart, valueEnd, attrEnd);
    if (duplicate) return;
    const value =
      valueStart === valueEnd || !recorder.needsAttributes ? '' : this.sbSlice(valueStart, valueEnd);
    this.addAttribute(name, value, nameStart, nameEnd, valueStart, valueEnd, attrEnd);
  }

  // #before-attribute-name-state
  protected beforeAttributeNameState(): void {
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
  protected attributeNameState(): void {
    const text = this.text;
    const base = this.base;
    const len = this.len;
    let p = this.pos;
    let s = this.nameState;
    for (;;) {
      const c = p < len ? text.charCodeAt(p - base) : CC.EOF;
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
  protected afterAttributeNameState(): void {
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
  protected beforeAttributeValueState(): void {
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
  protected attributeValueQuotedState(quote: number): void {
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
  protected attributeValueUnquotedState(): void {
    const text = this.text;
    const base = this.base;
    const len = this.len;
    let p = this.pos;
    while (p < len) {
      const c = text.charCodeAt(p - base);
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
  protected afterAttributeValueQuotedState(): void {
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
  protected selfClosingStartTagState(): void {
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
  }}
