import { decodeHTMLStrict } from 'entities/decode';
import type { ErrorReporter } from '../input/error-reporter.js';
import { XML_ERR } from './xml-error-codes.js';

/** The five entities every XML document has (XML 1.0, "Predefined Entities", #sec-predefined-ent). */
export function predefinedEntity(name: string): string | null {
  switch (name) {
    case 'amp':
      return '&';
    case 'lt':
      return '<';
    case 'gt':
      return '>';
    case 'quot':
      return '"';
    case 'apos':
      return "'";
    default:
      return null;
  }
}

/** XML NameChar, loosely: ASCII letters and digits, `.-_:`, and everything outside ASCII. */
export function isNameChar(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x2d ||
    c === 0x2e ||
    c === 0x5f ||
    c === 0x3a ||
    c >= 0x80
  );
}

function hexDigit(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  return -1;
}

/** What the decoder asks of the internal subset's entities (EntityExpander, which decodes through this). */
export interface DeclaredEntities {
  expand(name: string, reportAt: number): string | null;
  isDeclared(name: string): boolean;
}

/**
 * XML5's character reference state: decodes the reference starting at the `&` and leaves its
 * replacement in `value`. A reference that resolves to nothing leaves its own source text, so
 * the caller always appends `value` and continues at the returned offset.
 */
export class CharRefDecoder {
  /** Replacement text of the last decoded reference. */
  value = '';
  /** Entities declared in the internal subset, once the DOCTYPE has been seen. */
  expander: DeclaredEntities | null = null;

  constructor(
    private readonly errors: ErrorReporter,
    private readonly htmlEntities: boolean,
  ) {}

  /**
   * Decodes the reference at `text[p] === '&'`, reporting errors at `reportAt` (the document
   * offset, which differs from `p` inside an entity's replacement text). Declared entities are
   * looked up only when `allowDeclared` (the expander resolves those itself).
   */
  decode(text: string, p: number, reportAt: number, allowDeclared: boolean): number {
    let q = p + 1;
    const c = text.charCodeAt(q);
    if (c === 0x23) return this.numeric(text, p, reportAt);
    while (q < text.length && isNameChar(text.charCodeAt(q))) q++;
    if (q === p + 1) {
      this.errors.report(XML_ERR.unescapedAmpersand, reportAt);
      this.value = '&';
      return q;
    }
    if (text.charCodeAt(q) !== 0x3b) {
      this.errors.report(XML_ERR.missingSemicolonAfterCharacterReference, reportAt);
      this.value = text.slice(p, q);
      return q;
    }
    const name = text.slice(p + 1, q);
    q++;
    const predefined = predefinedEntity(name);
    if (predefined !== null) {
      this.value = predefined;
      return q;
    }
    if (allowDeclared && this.expander !== null) {
      const expanded = this.expander.expand(name, reportAt);
      if (expanded !== null) {
        this.value = expanded;
        return q;
      }
      if (this.expander.isDeclared(name)) {
        // Declared but not expandable (recursion or the expansion limit): kept as written.
        this.value = text.slice(p, q);
        return q;
      }
    }
    if (this.htmlEntities) {
      const source = text.slice(p, q);
      const decoded = decodeHTMLStrict(source);
      if (decoded !== source) {
        this.value = decoded;
        return q;
      }
    }
    this.errors.report(XML_ERR.unknownNamedCharacterReference, reportAt);
    this.value = text.slice(p, q);
    return q;
  }

  /** §character reference: `&#` decimal or `&#x` hexadecimal. */
  private numeric(text: string, p: number, reportAt: number): number {
    let q = p + 2;
    const x = text.charCodeAt(q);
    const hex = x === 0x78 || x === 0x58;
    if (hex) q++;
    const digitsStart = q;
    let cp = 0;
    for (;;) {
      const d = hex ? hexDigit(text.charCodeAt(q)) : text.charCodeAt(q) - 0x30;
      if (d < 0 || d > 15 || (!hex && d > 9) || q >= text.length) break;
      cp = cp > 0x10ffff ? cp : cp * (hex ? 16 : 10) + d;
      q++;
    }
    if (q === digitsStart) {
      this.errors.report(XML_ERR.absenceOfDigitsInNumericCharacterReference, reportAt);
      this.value = text.slice(p, q);
      return q;
    }
    if (text.charCodeAt(q) === 0x3b) q++;
    else this.errors.report(XML_ERR.missingSemicolonAfterCharacterReference, reportAt);
    if (cp === 0) {
      this.errors.report(XML_ERR.nullCharacterReference, reportAt);
      cp = 0xfffd;
    } else if (cp > 0x10ffff) {
      this.errors.report(XML_ERR.characterReferenceOutsideUnicodeRange, reportAt);
      cp = 0xfffd;
    } else if (cp >= 0xd800 && cp <= 0xdfff) {
      this.errors.report(XML_ERR.surrogateCharacterReference, reportAt);
      cp = 0xfffd;
    }
    this.value = String.fromCodePoint(cp);
    return q;
  }
}
