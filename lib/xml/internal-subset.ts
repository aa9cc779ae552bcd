/**
 * Where a DOCTYPE's internal subset ends: the offset of the `]` matching the `[` at `open`, or -1
 * when EOF comes first. Nested brackets (conditional sections) are counted, and quoted strings,
 * comments and processing instructions are stepped over, so a `]` or `>` inside them ends nothing.
 */
export function findInternalSubsetEnd(text: string, open: number): number {
  const len = text.length;
  let depth = 0;
  let p = open + 1;
  while (p < len) {
    const c = text.charCodeAt(p);
    if (c === 0x5d) {
      if (depth === 0) return p;
      depth--;
      p++;
    } else if (c === 0x5b) {
      depth++;
      p++;
    } else if (c === 0x22 || c === 0x27) {
      const close = text.indexOf(c === 0x22 ? '"' : "'", p + 1);
      if (close === -1) return -1;
      p = close + 1;
    } else if (c === 0x3c && text.startsWith('<!--', p)) {
      const close = text.indexOf('-->', p + 4);
      if (close === -1) return -1;
      p = close + 3;
    } else if (c === 0x3c && text.charCodeAt(p + 1) === 0x3f) {
      const close = text.indexOf('?>', p + 2);
      if (close === -1) return -1;
      p = close + 2;
    } else {
      p++;
    }
  }
  return -1;
}
