/**
 * Common attribute names, found straight from the input so that the tokenizer can hand out one
 * shared string instead of slicing (allocating) a new one for every attribute. The list covers
 * about 90% of the attributes in the benchmark corpus; any other name is sliced as before.
 */
const COMMON_ATTRIBUTE_NAMES: readonly string[] = [
  'accept', 'action', 'align', 'alt', 'aria-hidden', 'aria-label', 'async', 'bgcolor', 'border',
  'cellpadding', 'cellspacing', 'charset', 'checked', 'class', 'colspan', 'content', 'crossorigin',
  'data-id', 'data-src', 'defer', 'dir', 'disabled', 'for', 'frameborder', 'height', 'href',
  'hreflang', 'http-equiv', 'id', 'integrity', 'itemprop', 'itemscope', 'itemtype', 'lang',
  'language', 'loading', 'maxlength', 'media', 'method', 'name', 'onclick', 'onload',
  'onmouseout', 'onmouseover', 'onsubmit', 'placeholder', 'property', 'rel', 'role', 'rowspan',
  'scrolling', 'selected', 'size', 'sizes', 'src', 'srcset', 'style', 'tabindex', 'target', 'title',
  'type', 'valign', 'value', 'width', 'xmlns',
];

const MAX_LENGTH = 15;
/** Names bucketed by (length, first letter); each bucket holds a few names. */
const BUCKETS: (string[] | undefined)[] = [];
for (const name of COMMON_ATTRIBUTE_NAMES) (BUCKETS[bucketKey(name.length, name.charCodeAt(0))] ??= []).push(name);

function bucketKey(length: number, first: number): number {
  return (length << 5) | (first & 31);
}

/**
 * The shared string equal to text[start, end) (compared exactly: the caller lowercases names
 * with uppercase letters itself), or null when the name is not a common one.
 */
export function findCommonAttributeName(text: string, start: number, end: number): string | null {
  const length = end - start;
  if (length > MAX_LENGTH) return null;
  const first = text.charCodeAt(start);
  const bucket = BUCKETS[bucketKey(length, first)];
  if (bucket === undefined) return null;
  outer: for (let b = 0; b < bucket.length; b++) {
    const name = bucket[b]!;
    if (name.charCodeAt(0) !== first) continue;
    for (let i = 1; i < length; i++) {
      if (text.charCodeAt(start + i) !== name.charCodeAt(i)) continue outer;
    }
    return name;
  }
  return null;
}
