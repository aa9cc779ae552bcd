// Comparing larch's parse errors with parse5's. larch reports every parse error the tokenizer and
// the tree-construction rules name; parse5 reports the tokenizer's and a handful of the tree's.
// So parse5's errors must all be among larch's, in the same order, at the same places: an ordered
// subsequence, found by matching each of parse5's errors to the next of larch's with its code and
// range. One range difference is by design: parse5's character tokens are runs, and it reports a
// character token's error over the whole run; larch reports it at the character the rule found
// wrong, so there larch's range starts where parse5's does and ends inside it.

/** Whether larch's error `ours` is parse5's error `theirs` (same code, start, and end or a character of it). */
function sameError(ours, theirs, html) {
  if (ours.code !== theirs.code || ours.startOffset !== theirs.startOffset) return false;
  if (ours.endOffset === theirs.endOffset) return true;
  const onText = html.charCodeAt(theirs.startOffset) !== 0x3c; // not a tag, comment or doctype
  return onText && ours.endOffset > ours.startOffset && ours.endOffset < theirs.endOffset;
}

/**
 * Matches parse5's errors to larch's in order. Returns the index in `ours` of each of `theirs`,
 * or null with the first of parse5's errors that larch does not report (after the last match).
 */
export function matchParse5Errors(ours, theirs, html) {
  const indices = [];
  let next = 0;
  for (const error of theirs) {
    let i = next;
    while (i < ours.length && !sameError(ours[i], error, html)) i++;
    if (i === ours.length) return { indices: null, missing: error };
    indices.push(i);
    next = i + 1;
  }
  return { indices, missing: null };
}

/** `code@start-end`, for messages. */
export const span = (e) => `${e.code}@${e.startOffset}-${e.endOffset}`;
