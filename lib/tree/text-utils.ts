/** ASCII whitespace as the tree builder sees it (CR is already normalized away). */
export function isWhitespaceCode(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
}

/** Length of the leading run of whitespace characters in `text`. */
export function leadingWhitespace(text: string): number {
  let i = 0;
  while (i < text.length && isWhitespaceCode(text.charCodeAt(i))) i++;
  return i;
}

/** Length of the leading run of non-whitespace characters in `text`. */
export function leadingNonWhitespace(text: string): number {
  let i = 0;
  while (i < text.length && !isWhitespaceCode(text.charCodeAt(i))) i++;
  return i;
}

export function isAllWhitespace(text: string): boolean {
  return leadingWhitespace(text) === text.length;
}

/** The whitespace characters of `text`, in order (frameset modes keep only those). */
export function whitespaceOnly(text: string): string {
  return leadingWhitespace(text) === text.length ? text : text.replace(/[^\t\n\f\r ]/g, '');
}
