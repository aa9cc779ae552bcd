import type { ErrorReporter } from '../input/error-reporter.js';
import type { CharRefDecoder } from './char-ref.js';
import { readEntityDeclarations } from './entity-declarations.js';
import { findInternalSubsetEnd } from './internal-subset.js';
import { EntityExpander } from './entity-expander.js';
import { XML_ERR } from './xml-error-codes.js';
import type { XmlDoctypeToken, XmlTokenSink } from './xml-token.js';

/** XML whitespace (XML 1.0's S production, #NT-S); CR never reaches the tokenizer (Source normalizes it). */
export function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
}

/** The DOCTYPE states after the name (XML5 follows the HTML DOCTYPE states, plus the subset). */
const enum DoctypeState {
  AFTER_NAME,
  AFTER_PUBLIC_KEYWORD,
  BEFORE_PUBLIC_ID,
  AFTER_PUBLIC_ID,
  BETWEEN_IDS,
  AFTER_SYSTEM_KEYWORD,
  BEFORE_SYSTEM_ID,
  AFTER_SYSTEM_ID,
  AFTER_INTERNAL_SUBSET,
  BOGUS,
}

/**
 * The XML5 DOCTYPE states, the lower layer of XmlTokenizer (tokenizer.ts): from `<!DOCTYPE` to
 * its end, the internal subset kept as text and its entity declarations read.
 */
export abstract class XmlDoctypeStates {
  protected abstract readonly text: string;
  protected abstract readonly len: number;
  protected abstract readonly refs: CharRefDecoder;
  protected abstract readonly sink: XmlTokenSink;
  protected abstract readonly errors: ErrorReporter;
  /** Whether a DOCTYPE was read: only the first one's internal subset declares entities. */
  protected sawDoctype = false;
  /** Hands the text gathered before `end` to the sink. */
  protected abstract flushText(end: number): void;

  /** §doctype state through §bogus doctype state, with the internal subset kept as text. */
  protected doctype(lt: number, p: number): number {
    const text = this.text;
    const len = this.len;
    const token: XmlDoctypeToken = { name: '', publicId: '', systemId: '', internalSubset: '', start: lt, end: len };
    // §doctype state: anything but whitespace (a `>` too) is missing whitespace; the before
    // doctype name state then reports a `>` as a missing name.
    if (p < len && !isSpace(text.charCodeAt(p))) this.errors.report(XML_ERR.missingWhitespaceBeforeDoctypeName, p);
    // §before doctype name state
    while (p < len && isSpace(text.charCodeAt(p))) p++;
    let c = text.charCodeAt(p);
    let state = DoctypeState.AFTER_NAME;
    if (p < len && (c === 0x3e || c === 0x5b)) {
      this.errors.report(XML_ERR.missingDoctypeName, p);
    } else {
      // §doctype name state
      const nameStart = p;
      while (p < len) {
        c = text.charCodeAt(p);
        if (isSpace(c) || c === 0x3e || c === 0x5b) break;
        p++;
      }
      token.name = text.slice(nameStart, p);
    }
    for (;;) {
      if (p >= len) {
        if (state !== DoctypeState.BOGUS) this.errors.report(XML_ERR.eofInDoctype, len);
        return this.emitDoctype(token, len);
      }
      c = text.charCodeAt(p);
      if (state === DoctypeState.BOGUS) {
        // §bogus doctype state
        const gt = text.indexOf('>', p);
        return this.emitDoctype(token, gt === -1 ? len : gt + 1);
      }
      if (c === 0x5b && (state === DoctypeState.AFTER_NAME || state === DoctypeState.AFTER_PUBLIC_ID ||
          state === DoctypeState.BETWEEN_IDS || state === DoctypeState.AFTER_SYSTEM_ID)) {
        p = this.internalSubset(token, p);
        state = DoctypeState.AFTER_INTERNAL_SUBSET;
        continue;
      }
      const quote = c === 0x22 || c === 0x27;
      if (isSpace(c)) {
        if (state === DoctypeState.AFTER_PUBLIC_KEYWORD) state = DoctypeState.BEFORE_PUBLIC_ID;
        else if (state === DoctypeState.AFTER_SYSTEM_KEYWORD) state = DoctypeState.BEFORE_SYSTEM_ID;
        else if (state === DoctypeState.AFTER_PUBLIC_ID) state = DoctypeState.BETWEEN_IDS;
        p++;
        continue;
      }
      if (c === 0x3e) {
        if (state === DoctypeState.AFTER_PUBLIC_KEYWORD || state === DoctypeState.BEFORE_PUBLIC_ID) {
          this.errors.report(XML_ERR.missingDoctypePublicIdentifier, p);
        } else if (state === DoctypeState.AFTER_SYSTEM_KEYWORD || state === DoctypeState.BEFORE_SYSTEM_ID) {
          this.errors.report(XML_ERR.missingDoctypeSystemIdentifier, p);
        }
        return this.emitDoctype(token, p + 1);
      }
      switch (state) {
        // §after doctype name state
        case DoctypeState.AFTER_NAME:
          if (text.slice(p, p + 6).toUpperCase() === 'PUBLIC') {
            state = DoctypeState.AFTER_PUBLIC_KEYWORD;
            p += 6;
            continue;
          }
          if (text.slice(p, p + 6).toUpperCase() === 'SYSTEM') {
            state = DoctypeState.AFTER_SYSTEM_KEYWORD;
            p += 6;
            continue;
          }
          this.errors.report(XML_ERR.invalidCharacterSequenceAfterDoctypeName, p);
          state = DoctypeState.BOGUS;
          continue;
        // §after doctype public keyword state, §before doctype public identifier state
        case DoctypeState.AFTER_PUBLIC_KEYWORD:
        case DoctypeState.BEFORE_PUBLIC_ID:
          if (quote) {
            if (state === DoctypeState.AFTER_PUBLIC_KEYWORD) {
              this.errors.report(XML_ERR.missingWhitespaceAfterDoctypePublicKeyword, p);
            }
            p = this.doctypeIdentifier(token, p, true);
            if (p < 0) return -p;
            state = DoctypeState.AFTER_PUBLIC_ID;
            continue;
          }
          this.errors.report(XML_ERR.missingQuoteBeforeDoctypePublicIdentifier, p);
          state = DoctypeState.BOGUS;
          continue;
        // §after doctype public identifier state, §between doctype public and system identifiers
        // state, §after doctype system keyword state, §before doctype system identifier state: all
        // expect the system identifier, and differ only in the missing-whitespace error.
        case DoctypeState.AFTER_PUBLIC_ID:
        case DoctypeState.BETWEEN_IDS:
        case DoctypeState.AFTER_SYSTEM_KEYWORD:
        case DoctypeState.BEFORE_SYSTEM_ID:
          if (quote) {
            if (state === DoctypeState.AFTER_PUBLIC_ID) {
              this.errors.report(XML_ERR.missingWhitespaceBetweenDoctypePublicAndSystemIdentifiers, p);
            } else if (state === DoctypeState.AFTER_SYSTEM_KEYWORD) {
              this.errors.report(XML_ERR.missingWhitespaceAfterDoctypeSystemKeyword, p);
            }
            p = this.doctypeIdentifier(token, p, false);
            if (p < 0) return -p;
            state = DoctypeState.AFTER_SYSTEM_ID;
            continue;
          }
          this.errors.report(XML_ERR.missingQuoteBeforeDoctypeSystemIdentifier, p);
          state = DoctypeState.BOGUS;
          continue;
        // §after doctype system identifier state
        case DoctypeState.AFTER_SYSTEM_ID:
          this.errors.report(XML_ERR.unexpectedCharacterAfterDoctypeSystemIdentifier, p);
          state = DoctypeState.BOGUS;
          continue;
        // §after doctype internal subset state
        default:
          this.errors.report(XML_ERR.unexpectedCharacterAfterDoctypeInternalSubset, p);
          state = DoctypeState.BOGUS;
          continue;
      }
    }
  }

  /**
   * §doctype public/system identifier (double-quoted / single-quoted) state, at the opening
   * quote. Returns the offset after the closing quote, or minus the resume offset when the
   * DOCTYPE was emitted early (a `>` or EOF inside the identifier).
   */
  private doctypeIdentifier(token: XmlDoctypeToken, p: number, isPublic: boolean): number {
    const text = this.text;
    const close = text.indexOf(text[p]!, p + 1);
    let gt = text.indexOf('>', p + 1);
    if (gt !== -1 && (close === -1 || gt < close)) {
      this.errors.report(isPublic ? XML_ERR.abruptDoctypePublicIdentifier : XML_ERR.abruptDoctypeSystemIdentifier, gt);
    } else if (close === -1) {
      this.errors.report(XML_ERR.eofInDoctype, this.len);
      gt = this.len;
    } else {
      gt = -1;
    }
    const value = text.slice(p + 1, gt === -1 ? close : gt);
    if (isPublic) token.publicId = value;
    else token.systemId = value;
    if (gt === -1) return close + 1;
    return -this.emitDoctype(token, gt === this.len ? gt : gt + 1);
  }

  /** §doctype internal subset state, at the `[`: keeps the subset as text. Returns the offset after the `]`. */
  private internalSubset(token: XmlDoctypeToken, open: number): number {
    const close = findInternalSubsetEnd(this.text, open);
    token.internalSubset = this.text.slice(open + 1, close === -1 ? this.len : close);
    return close === -1 ? this.len : close + 1;
  }

  private emitDoctype(token: XmlDoctypeToken, end: number): number {
    token.end = end;
    if (!this.sawDoctype) {
      this.sawDoctype = true;
      if (token.internalSubset.length > 0) {
        const declarations = readEntityDeclarations(token.internalSubset);
        if (declarations.size > 0) this.refs.expander = new EntityExpander(declarations, this.refs, this.errors);
      }
    }
    this.flushText(token.start);
    this.sink.onDoctype(token);
    return end;
  }
}
