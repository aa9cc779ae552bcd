/** ASCII whitespace as the tree builder sees it (a CR can still come from `&#13;`). */
export function isWhitespaceCode(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
}

export function isAllWhitespace(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isWhitespaceCode(text.charCodeAt(i))) return false;
  return true;
}
