/** The code units the tokenizer branches on. EOF is a sentinel outside the UTF-16 range. */
export const enum CC {
  EOF = -1,
  NUL = 0x00,
  TAB = 0x09,
  LF = 0x0a,
  FF = 0x0c,
  CR = 0x0d,
  SPACE = 0x20,
  BANG = 0x21,
  QUOTE = 0x22,
  HASH = 0x23,
  AMP = 0x26,
  APOS = 0x27,
  DASH = 0x2d,
  SLASH = 0x2f,
  DIGIT_0 = 0x30,
  DIGIT_9 = 0x39,
  SEMI = 0x3b,
  LT = 0x3c,
  EQ = 0x3d,
  GT = 0x3e,
  QUESTION = 0x3f,
  UPPER_A = 0x41,
  UPPER_F = 0x46,
  UPPER_X = 0x58,
  UPPER_Z = 0x5a,
  RBRACKET = 0x5d,
  UNDERSCORE = 0x5f,
  BACKTICK = 0x60,
  LOWER_A = 0x61,
  LOWER_F = 0x66,
  LOWER_X = 0x78,
  LOWER_Z = 0x7a,
}

/**
 * ASCII whitespace as the tokenizer sees it. CR counts: in a Source that keeps CRs, a CR (or CRLF
 * pair) stands for the LF that preprocessing would have made of it.
 */
export function isWhitespace(c: number): boolean {
  return c === CC.SPACE || c === CC.LF || c === CC.TAB || c === CC.FF || c === CC.CR;
}

export function isAsciiAlpha(c: number): boolean {
  return ((c | 0x20) - CC.LOWER_A) >>> 0 < 26;
}

export function isAsciiUpper(c: number): boolean {
  return (c - CC.UPPER_A) >>> 0 < 26;
}

export function isAsciiAlphanumeric(c: number): boolean {
  return ((c | 0x20) - CC.LOWER_A) >>> 0 < 26 || (c - CC.DIGIT_0) >>> 0 < 10;
}

const NON_ASCII = /[^\x00-\x7f]/;
const ASCII_UPPER = /[A-Z]/g;

function lowerOne(ch: string): string {
  return String.fromCharCode(ch.charCodeAt(0) | 0x20);
}

/** Lowercases ASCII letters only, as the spec does for tag, attribute and DOCTYPE names. */
export function asciiLowercase(s: string): string {
  return NON_ASCII.test(s) ? s.replace(ASCII_UPPER, lowerOne) : s.toLowerCase();
}

/** Bits of CHAR_CLASS: which scanning loops must stop at a code unit below 0x80. */
export const enum CharClass {
  /** Ends or needs handling in a tag name: whitespace, `/`, `>`, NUL, ASCII uppercase. */
  TAG_NAME = 1,
  /** Ends or needs handling in an attribute name: also `=`, `"`, `'`, `<`. */
  ATTRIBUTE_NAME = 2,
  /** Ends or needs handling in an unquoted attribute value: whitespace, `>`, `&`, NUL, `"'<=\``. */
  UNQUOTED_VALUE = 4,
}

/** CharClass bits for each ASCII code unit (everything at or above 0x80 is ordinary). */
export const CHAR_CLASS: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(0x80);
  const mark = (chars: string, bits: number): void => {
    for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)] |= bits;
  };
  const whitespace = '\t\n\f\r ';
  mark(whitespace + '/>\0ABCDEFGHIJKLMNOPQRSTUVWXYZ', CharClass.TAG_NAME | CharClass.ATTRIBUTE_NAME);
  mark('="\'<', CharClass.ATTRIBUTE_NAME);
  mark(whitespace + '>&\0"\'<=`', CharClass.UNQUOTED_VALUE);
  return table;
})();
