import type { Attribute } from '../common/attribute.js';
import { asciiLowercase, encodingForLabel, isAsciiWhitespace } from './labels.js';

/**
 * The algorithm for extracting a character encoding from a meta element
 * (#algorithm-for-extracting-a-character-encoding-from-a-meta-element), given the value of a
 * `content` attribute (`text/html; charset=utf-8`): the encoding it names, or null.
 */
export function extractEncodingFromMeta(s: string): string | null {
  // ASCII lowercasing keeps every index, so the case-insensitive search is a plain one.
  const lower = asciiLowercase(s);
  let position = 0;
  for (;;) {
    const found = lower.indexOf('charset', position);
    if (found === -1) return null;
    position = found + 7;
    while (position < s.length && isAsciiWhitespace(s.charCodeAt(position))) position++;
    if (s[position] === '=') break;
    // Not an `=`: search again from that character on.
  }
  position++;
  while (position < s.length && isAsciiWhitespace(s.charCodeAt(position))) position++;
  if (position >= s.length) return null;
  const first = s[position]!;
  if (first === '"' || first === "'") {
    const close = s.indexOf(first, position + 1);
    return close === -1 ? null : encodingForLabel(s.slice(position + 1, close));
  }
  let end = position;
  while (end < s.length && !isAsciiWhitespace(s.charCodeAt(end)) && s[end] !== ';') end++;
  return encodingForLabel(s.slice(position, end));
}

/**
 * The encoding a `<meta>` element declares, as the "in head" rules for a meta start tag read it
 * (#parsing-main-inhead): its `charset` attribute if that names an encoding, else the `content`
 * of an `http-equiv="Content-Type"` meta. Null when it declares none.
 */
export function encodingDeclaredByMeta(attrs: readonly Attribute[]): string | null {
  let charset: string | null = null;
  let httpEquiv: string | null = null;
  let content: string | null = null;
  for (const attr of attrs) {
    if (attr.name === 'charset') charset = attr.value;
    else if (attr.name === 'http-equiv') httpEquiv = attr.value;
    else if (attr.name === 'content') content = attr.value;
  }
  if (charset !== null) {
    const encoding = encodingForLabel(charset);
    if (encoding !== null) return encoding;
  }
  if (httpEquiv !== null && content !== null && asciiLowercase(httpEquiv) === 'content-type') {
    return extractEncodingFromMeta(content);
  }
  return null;
}
