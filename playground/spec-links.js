// Where the spec defines a parse error. The tokenizer's codes are the spec's own, each with a
// #parse-error-<code> anchor in the parse errors table; tree-construction codes are larch's (the
// spec names none) and link to the first insertion mode section that reports them, from
// TREE_CONSTRUCTION_ERRORS; XML codes to the XML5 draft, whose tokenizer reports them.
import { TREE_CONSTRUCTION_ERRORS } from 'larch-html';

const PARSING = 'https://html.spec.whatwg.org/multipage/parsing.html';
const XML5 = 'https://ygg01.github.io/xml5_draft/';

/** `{ href, title }` for an error `code` of the given mode. */
export function specLink(code, mode) {
  if (mode === 'xml') return { href: XML5, title: 'XML5 draft' };
  const entry = Object.hasOwn(TREE_CONSTRUCTION_ERRORS, code) ? TREE_CONSTRUCTION_ERRORS[code] : undefined;
  if (entry === undefined || entry.specCode) return { href: `${PARSING}#parse-error-${code}`, title: entry?.when ?? 'a tokenizer parse error' };
  return { href: `${PARSING}#${entry.anchors[0]}`, title: entry.when };
}
