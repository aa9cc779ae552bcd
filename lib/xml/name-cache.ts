/**
 * Element and attribute names taken from the input through a small cache of the names met
 * recently, so that a name seen before is handed out as the same string instead of being sliced
 * again. Adapters use attribute names as object keys (domhandler's `attribs`), and a key that is
 * a string seen before is found without hashing and interning it anew (building an SVG icon's
 * attribute maps from fresh slices took twice as long). XML names are case-sensitive and come
 * from whatever vocabulary a document uses, so the cache learns them rather than listing them:
 * one slot per (length, first and last character) hash, the last name there kept. It lives as
 * long as the module, shared by all parses (many XML documents are tiny and share their names),
 * and holds at most SLOTS short strings.
 */

const SLOTS = 1024;
/** Longer names are sliced every time. */
const MAX_LENGTH = 32;
const slots: string[] = new Array<string>(SLOTS).fill('');

/** text[start, end), the cached string when it holds the same characters. */
export function nameAt(text: string, start: number, end: number): string {
  const length = end - start;
  if (length > MAX_LENGTH || length <= 0) return text.slice(start, end);
  const first = text.charCodeAt(start);
  const last = text.charCodeAt(end - 1);
  const key = (length * 61 + first * 31 + last) & (SLOTS - 1);
  const cached = slots[key]!;
  if (cached.length === length && cached.charCodeAt(0) === first) {
    let i = 1;
    while (i < length && cached.charCodeAt(i) === text.charCodeAt(start + i)) i++;
    if (i === length) return cached;
  }
  const name = length < MIN_VIEW_LENGTH ? text.slice(start, end) : copyOf(text.slice(start, end));
  slots[key] = name;
  return name;
}

/**
 * From this length on, V8 may make a slice a view into the string it was taken from, and a view
 * kept in the cache would keep that whole document alive: such names are cached as copies.
 */
const MIN_VIEW_LENGTH = 13;

/** A string equal to `s` that shares no characters with the string `s` was sliced from. */
function copyOf(s: string): string {
  // Slicing a concatenation flattens it first, into a string of its own.
  return (' ' + s).slice(1);
}
