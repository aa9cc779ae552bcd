/** ASCII whitespace as the tree builder sees it (a CR can still come from `&#13;`). */
export function isWhitespaceCode(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
}

export function isAllWhitespace(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isWhitespaceCode(text.charCodeAt(i))) return false;
  return true;
}

/** The length in code units of the character (code point) at `i`. */
export function charLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
}
