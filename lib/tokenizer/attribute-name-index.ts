import { NameAutomaton } from './name-automaton.js';

/**
 * Attribute names found while the attribute name state scans the input, so that the tokenizer can
 * hand out one shared string instead of slicing (allocating) a new one for every attribute. The
 * names come from the standards, not from any set of pages: the HTML Standard's index of
 * attributes (#attributes-3) and of the event handlers pages use most (#ix-event-handlers), the
 * presentational attributes its obsolete features list (#non-conforming-features), WAI-ARIA's
 * `role` and commonest states, RDFa's `property` (Open Graph metadata) and `xmlns`. Any other name
 * is sliced as before.
 */
const COMMON_ATTRIBUTE_NAMES: readonly string[] = [
  // #attributes-3
  'abbr', 'accept', 'accept-charset', 'accesskey', 'action', 'allow', 'allowfullscreen', 'alpha', 'alt', 'as',
  'async', 'autocapitalize', 'autocomplete', 'autocorrect', 'autofocus', 'autoplay', 'blocking', 'charset',
  'checked', 'cite', 'class', 'closedby', 'color', 'colorspace', 'cols', 'colspan', 'command', 'commandfor',
  'content', 'contenteditable', 'controls', 'coords', 'crossorigin', 'data', 'datetime', 'decoding', 'default',
  'defer', 'dir', 'dirname', 'disabled', 'download', 'draggable', 'enctype', 'enterkeyhint', 'fetchpriority',
  'for', 'form', 'formaction', 'formenctype', 'formmethod', 'formnovalidate', 'formtarget', 'headers',
  'headingoffset', 'headingreset', 'height', 'hidden', 'high', 'href', 'hreflang', 'http-equiv', 'id',
  'imagesizes', 'imagesrcset', 'inert', 'inputmode', 'integrity', 'is', 'ismap', 'itemid', 'itemprop',
  'itemref', 'itemscope', 'itemtype', 'kind', 'label', 'lang', 'list', 'loading', 'loop', 'low', 'max',
  'maxlength', 'media', 'method', 'min', 'minlength', 'multiple', 'muted', 'name', 'nomodule', 'nonce',
  'novalidate', 'open', 'optimum', 'pattern', 'ping', 'placeholder', 'playsinline', 'popover', 'popovertarget',
  'popovertargetaction', 'poster', 'preload', 'readonly', 'referrerpolicy', 'rel', 'required', 'reversed', 'rows',
  'rowspan', 'sandbox', 'scope', 'selected', 'shadowrootclonable', 'shadowrootcustomelementregistry',
  'shadowrootdelegatesfocus', 'shadowrootmode', 'shadowrootserializable', 'shape', 'size', 'sizes', 'slot', 'span',
  'spellcheck', 'src', 'srcdoc', 'srclang', 'srcset', 'start', 'step', 'style', 'tabindex', 'target', 'title',
  'translate', 'type', 'usemap', 'value', 'width', 'wrap', 'writingsuggestions',
  // #ix-event-handlers
  'onblur', 'onchange', 'onclick', 'onerror', 'onfocus', 'oninput', 'onkeydown', 'onkeyup', 'onload',
  'onmousedown', 'onmouseout', 'onmouseover', 'onmouseup', 'onsubmit',
  // #non-conforming-features
  'align', 'background', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'clear', 'face', 'frameborder',
  'hspace', 'language', 'marginheight', 'marginwidth', 'nowrap', 'scrolling', 'valign', 'vspace',
  // WAI-ARIA, RDFa, Namespaces in XML
  'role', 'aria-controls', 'aria-describedby', 'aria-expanded', 'aria-hidden', 'aria-label', 'aria-labelledby',
  'property', 'xmlns',
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
