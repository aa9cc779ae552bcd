import { asciiLowercase } from './labels.js';

// The charset parameter of a Content-Type value, parsed as MIME Sniffing's "parse a MIME type"
// (https://mimesniff.spec.whatwg.org/#parse-a-mime-type) parses it: a value that is no MIME type
// has no charset, a quoted value may hold `;` and backslash escapes, the first charset wins.

function isHttpWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

/** An HTTP token: `!#$%&'*+-.^_\`|~`, digits and ASCII letters. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** What a parameter value may hold: TAB, U+0020 to U+007E, U+0080 to U+00FF. */
const QUOTED_STRING_TOKENS = /^[\t\x20-\x7e\x80-\xff]*$/;

function trimHttpWhitespaceEnd(s: string): string {
  let end = s.length;
  while (end > 0 && isHttpWhitespace(s.charCodeAt(end - 1))) end--;
  return s.slice(0, end);
}

/**
 * The charset parameter's value of the MIME type `value` (a Content-Type header's value), or
 * null when `value` is no MIME type or has no charset parameter.
 */
export function charsetOfContentType(value: string): string | null {
  let start = 0;
  let end = value.length;
  while (start < end && isHttpWhitespace(value.charCodeAt(start))) start++;
  while (end > start && isHttpWhitespace(value.charCodeAt(end - 1))) end--;
  const input = value.slice(start, end);

  const slash = input.indexOf('/');
  if (slash <= 0 || !TOKEN.test(input.slice(0, slash))) return null;
  let position = input.indexOf(';', slash + 1);
  if (position === -1) position = input.length;
  if (!TOKEN.test(trimHttpWhitespaceEnd(input.slice(slash + 1, position)))) return null;

  const seen = new Set<string>();
  while (position < input.length) {
    position++; // past the ';'
    while (position < input.length && isHttpWhitespace(input.charCodeAt(position))) position++;
    let nameEnd = position;
    while (nameEnd < input.length && input[nameEnd] !== ';' && input[nameEnd] !== '=') nameEnd++;
    const name = asciiLowercase(input.slice(position, nameEnd));
    position = nameEnd;
    if (position < input.length) {
      if (input[position] === ';') continue;
      position++; // past the '='
    }
    if (position >= input.length) break;
    let parameterValue: string;
    if (input[position] === '"') {
      [parameterValue, position] = quotedString(input, position);
      while (position < input.length && input[position] !== ';') position++;
    } else {
      let valueEnd = input.indexOf(';', position);
      if (valueEnd === -1) valueEnd = input.length;
      parameterValue = trimHttpWhitespaceEnd(input.slice(position, valueEnd));
      position = valueEnd;
      if (parameterValue === '') continue;
    }
    if (name === '' || !TOKEN.test(name) || !QUOTED_STRING_TOKENS.test(parameterValue) || seen.has(name)) continue;
    if (name === 'charset') return parameterValue;
    seen.add(name);
  }
  return null;
}

/**
 * "Collect an HTTP quoted string" with the extract-value flag
 * (https://fetch.spec.whatwg.org/#collect-an-http-quoted-string), from the `"` at `position`:
 * the unescaped value and the position after it.
 */
function quotedString(input: string, position: number): [string, number] {
  let value = '';
  position++;
  for (;;) {
    let next = position;
    while (next < input.length && input[next] !== '"' && input[next] !== '\\') next++;
    value += input.slice(position, next);
    position = next;
    if (position >= input.length) break;
    const quoteOrBackslash = input[position];
    position++;
    if (quoteOrBackslash === '\\') {
      if (position >= input.length) {
        value += '\\';
        break;
      }
      value += input[position];
      position++;
    } else {
      break;
    }
  }
  return [value, position];
}
