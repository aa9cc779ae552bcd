import { ERR } from '../common/error-codes.js';
import { CC, isAsciiAlphanumeric } from './char-codes.js';
import { NumericRefProblem, numericRefProblem, numericRefValue } from './numeric-reference.js';
import { ScriptEscapeStates } from './script-escape-states.js';
import { State } from './state.js';

/**
 * The tokenizer's character references, a layer of the Tokenizer class (see TokenizerBase): from
 * the `&` in text or in an attribute value, decoded into the text or the value being built.
 */
export abstract class ReferenceStates extends ScriptEscapeStates {
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
    recorder.characterReference(from, to);
    // A recorder's consumer may read values, or text, from the input itself.
    if (this.inAttribute()) {
      if (recorder.needsAttributes) this.sbReplace(from, to, value);
    } else if (!recorder.needsText) {
      return;
    } else if (this.exactText) {
      this.flushText(from);
      this.sink.onText(value, from, to);
      this.resetText(to);
    } else {
      this.replaceText(from, to, value);
    }
  }

  // #character-reference-state (entered with `pos` just past the `&`)
  protected characterReference(): void {
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
    const base = this.base;
    const inAttribute = this.inAttribute();
    const named = this.namedReferences();
    const n = named.match(text, amp + 1 - base, inAttribute, this.final);
    if (n < 0) {
      // What follows the text held decides: go over the reference again with more input.
      this.suspend(amp);
      return;
    }
    if (n > 0) {
      const end = amp + n;
      if (text.charCodeAt(end - 1 - base) !== CC.SEMI) this.err(ERR.missingSemicolonAfterCharacterReference, end);
      this.emitReference(amp, end, named.value);
      this.pos = end;
      return;
    }
    // #ambiguous-ampersand-state: the alphanumerics stay as they are; a `;` right after
    // them is an error, unless (in an attribute) a legacy name matched and was left undecoded.
    let p = amp + 1;
    while (isAsciiAlphanumeric(this.at(p))) p++;
    if (p === this.len && this.suspend(amp)) return;
    if (this.at(p) === CC.SEMI && !(inAttribute && named.match(text, amp + 1 - base, false) > 0)) {
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
}
