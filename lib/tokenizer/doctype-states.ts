import { ERR } from '../common/error-codes.js';
import { CC, isAsciiUpper, isWhitespace } from './char-codes.js';
import { State } from './state.js';
import { matchesAsciiCaseInsensitive } from './tokenizer-base.js';
import { CommentStates } from './comment-states.js';

/** The DOCTYPE states (#doctype-state to #bogus-doctype-state), cold (see TokenizerBase). */
export abstract class DoctypeStates extends CommentStates {
  /** Emits the DOCTYPE; `end` is just past its `>` (or the end of input). */
  protected emitDoctype(end: number): void {
    const doctype = this.doctype;
    this.flushText(doctype.start);
    doctype.end = end;
    this.resetText(end);
    this.pos = end;
    this.state = State.DATA;
    this.sink.onDoctype(doctype);
  }

  /** EOF in a DOCTYPE: emit it in quirks mode, then EOF. */
  protected eofInDoctype(): void {
    if (this.suspend(this.len)) return;
    this.err(ERR.eofInDoctype, this.len);
    this.doctype.forceQuirks = true;
    this.emitDoctype(this.len);
    this.emitEof(this.len);
  }

  /** A DOCTYPE that is broken at `p`: quirks mode, and the rest is the bogus DOCTYPE state. */
  protected bogusDoctype(code: ERR, p: number): void {
    this.err(code, p);
    this.doctype.forceQuirks = true;
    this.pos = p;
    this.state = State.BOGUS_DOCTYPE;
  }

  // #doctype-state
  protected doctypeState(): void {
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

  // #before-doctype-name-state
  protected beforeDoctypeNameState(): void {
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

  // #doctype-name-state
  protected doctypeNameState(): void {
    const text = this.text;
    const base = this.base;
    const len = this.len;
    let p = this.pos;
    let upper = this.hasUpper;
    while (p < len) {
      const c = text.charCodeAt(p - base);
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

  // #after-doctype-name-state
  protected afterDoctypeNameState(): void {
    let p = this.pos;
    while (isWhitespace(this.at(p))) p++;
    const c = this.at(p);
    if (c === CC.GT) {
      this.emitDoctype(p + 1);
    } else if (c === CC.EOF) {
      this.eofInDoctype();
    } else if (this.len - p < 6 && this.suspend(p)) {
      // "public" or "system" takes six characters to tell.
    } else if (matchesAsciiCaseInsensitive(this.text, p - this.base, 'public')) {
      this.pos = p + 6;
      this.state = State.AFTER_DOCTYPE_PUBLIC_KEYWORD;
    } else if (matchesAsciiCaseInsensitive(this.text, p - this.base, 'system')) {
      this.pos = p + 6;
      this.state = State.AFTER_DOCTYPE_SYSTEM_KEYWORD;
    } else {
      this.bogusDoctype(ERR.invalidCharacterSequenceAfterDoctypeName, p);
    }
  }

  /** Starts a quoted public (or system) identifier whose first character is at `p`. */
  protected startDoctypeIdentifier(isPublic: boolean, quote: number, p: number): void {
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

  // #after-doctype-public-keyword-state, #after-doctype-system-keyword-state
  protected afterDoctypeKeywordState(isPublic: boolean): void {
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
  protected doctypeIdentifierMissing(isPublic: boolean, c: number, p: number): void {
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

  // #before-doctype-public-identifier-state, #before-doctype-system-identifier-state
  protected beforeDoctypeIdentifierState(isPublic: boolean): void {
    let p = this.pos;
    while (isWhitespace(this.at(p))) p++;
    const c = this.at(p);
    if (c === CC.QUOTE || c === CC.APOS) this.startDoctypeIdentifier(isPublic, c, p + 1);
    else this.doctypeIdentifierMissing(isPublic, c, p);
  }

  // #doctype-public-identifier-(double-quoted)-state and its single-quoted twin,
  // #doctype-system-identifier-(double-quoted)-state and its single-quoted twin
  protected doctypeIdentifierState(isPublic: boolean, quote: number): void {
    const text = this.text;
    const base = this.base;
    const len = this.len;
    let p = this.pos;
    while (p < len) {
      const c = text.charCodeAt(p - base);
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

  // #after-doctype-public-identifier-state
  protected afterDoctypePublicIdentifierState(): void {
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

  // #between-doctype-public-and-system-identifiers-state
  protected betweenDoctypeIdentifiersState(): void {
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

  // #after-doctype-system-identifier-state
  protected afterDoctypeSystemIdentifierState(): void {
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

  // #bogus-doctype-state
  protected bogusDoctypeState(): void {
    const text = this.text;
    const base = this.base;
    const len = this.len;
    for (let p = this.pos; p < len; p++) {
      const c = text.charCodeAt(p - base);
      if (c === CC.GT) {
        this.emitDoctype(p + 1);
        return;
      }
      if (c === CC.NUL) this.err(ERR.unexpectedNullCharacter, p);
    }
    if (this.suspend(len)) return;
    this.emitDoctype(len);
    this.emitEof(len);
  }
}
