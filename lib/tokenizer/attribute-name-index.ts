import { NameAutomaton } from './name-automaton.js';

/**
 * Common attribute names, found while the attribute name state scans the input, so that the
 * tokenizer can hand out one shared string instead of slicing (allocating) a new one for every
 * attribute. The list covers about 90% of the attributes in the benchmark corpus; any other name
 * is sliced as before.
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

const COMMON_ATTRIBUTE_AUTOMATON = new NameAutomaton(COMMON_ATTRIBUTE_NAMES);

/** The transition table for stepName (see NameAutomaton). */
export const ATTRIBUTE_NAME_STEPS = COMMON_ATTRIBUTE_AUTOMATON.steps;

/**
 * The shared string of the common name that ends in automaton state `state`, or null. The
 * automaton folds ASCII case: the caller lowercases names with uppercase letters itself.
 */
export function commonAttributeNameAt(state: number): string | null {
  const index = COMMON_ATTRIBUTE_AUTOMATON.accepts[state]!;
  return index < 0 ? null : COMMON_ATTRIBUTE_NAMES[index]!;
}
