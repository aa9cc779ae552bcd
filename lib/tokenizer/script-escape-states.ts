import { ERR } from '../common/error-codes.js';
import { asciiLowercase, CC, isAsciiAlpha, isWhitespace } from './char-codes.js';
import { State } from './state.js';
import { DoctypeStates } from './doctype-states.js';

/**
 * The script data escape states (#script-data-escape-start-state to
 * #script-data-double-escape-end-state): `<!--` inside a script, cold (see TokenizerBase).
 */
export abstract class ScriptEscapeStates extends DoctypeStates {
  // #script-data-escape-start-state, #script-data-escape-start-dash-state
  protected scriptDataEscapeStartState(next: State): void {
    const c = this.at(this.pos);
    if (c === CC.EOF && this.suspend(this.pos)) return;
    if (c === CC.DASH) {
      this.pos++;
      this.state = next;
    } else {
      this.state = State.SCRIPT_DATA;
    }
  }

  /** NUL or EOF in the (double) escaped states; returns true when it handled the character. */
  protected scriptDataEscapedSpecial(c: number, p: number, escapedState: State): boolean {
    if (c === CC.NUL) {
      this.err(ERR.unexpectedNullCharacter, p);
      this.replaceText(p, p + 1, '\uFFFD');
      this.pos = p + 1;
      this.state = escapedState;
      return true;
    }
    if (c === CC.EOF) {
      if (this.suspend(p)) return true;
      this.err(ERR.eofInScriptHtmlCommentLikeText, p);
      this.emitEof(this.len);
      return true;
    }
    return false;
  }

  // #script-data-escaped-state, #script-data-double-escaped-state
  protected scriptDataEscapedState(double: boolean): void {
    const text = this.text;
    const base = this.base;
    const len = this.len;
    for (let p = this.findDashLtNul(this.pos); p < len; p = this.findDashLtNul(p + 1)) {
      const c = text.charCodeAt(p - base);
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
      // U+0000
      this.err(ERR.unexpectedNullCharacter, p);
      this.replaceText(p, p + 1, '\uFFFD');
    }
    if (this.suspend(len)) return;
    this.err(ERR.eofInScriptHtmlCommentLikeText, len);
    this.emitEof(len);
  }

  // #script-data-escaped-dash-state, #script-data-double-escaped-dash-state
  protected scriptDataEscapedDashState(double: boolean): void {
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

  // #script-data-escaped-dash-dash-state, #script-data-double-escaped-dash-dash-state
  protected scriptDataEscapedDashDashState(double: boolean): void {
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

  // #script-data-escaped-less-than-sign-state
  protected scriptDataEscapedLessThanSignState(): void {
    const c = this.at(this.pos);
    if (c === CC.EOF && this.suspend(this.pos)) return;
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

  // #script-data-double-escaped-less-than-sign-state
  protected scriptDataDoubleEscapedLessThanSignState(): void {
    const c = this.at(this.pos);
    if (c === CC.EOF && this.suspend(this.pos)) return;
    if (c === CC.SLASH) {
      this.pos++;
      this.nameStart = this.pos;
      this.state = State.SCRIPT_DATA_DOUBLE_ESCAPE_END;
    } else {
      this.state = State.SCRIPT_DATA_DOUBLE_ESCAPED;
    }
  }

  // #script-data-double-escape-start-state, #script-data-double-escape-end-state: a "script" name in the temporary buffer switches to `onScript`, else to `otherwise`.
  // The characters are text either way.
  protected scriptDataDoubleEscapeBoundaryState(onScript: State, otherwise: State): void {
    const text = this.text;
    const base = this.base;
    let p = this.pos;
    while (isAsciiAlpha(this.at(p))) p++;
    const c = this.at(p);
    if (c === CC.EOF && this.suspend(this.pos)) return;
    if (isWhitespace(c) || c === CC.SLASH || c === CC.GT) {
      const from = this.nameStart;
      this.state =
        p - from === 6 && asciiLowercase(text.slice(from - base, p - base)) === 'script' ? onScript : otherwise;
      this.pos = p + 1;
    } else {
      this.pos = p;
      this.state = otherwise;
    }
  }
}
