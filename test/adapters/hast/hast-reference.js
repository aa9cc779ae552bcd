// What the hast adapter is checked against: parse5 (with its default tree) converted by
// hast-util-from-parse5, the pair rehype-parse runs; and the same inputs through larch's hast adapter.
import { isDeepStrictEqual } from 'node:util';
import * as parse5 from 'parse5';
import { fromParse5 } from 'hast-util-from-parse5';
import { VFile } from 'vfile';
import { parse, parseFragment } from 'larch-html';
import { adapter as hastAdapter, createHastAdapter } from 'larch-html/adapters/hast';
import { contextElement } from '../../conformance/suite-runs.js';

/**
 * The three ways a tree is compared: no positions (no file given to hast-util-from-parse5),
 * positions (the file given, as rehype-parse does), and positions with `verbose`.
 */
export const VARIANTS = [
  { name: 'without positions', locations: false, verbose: false },
  { name: 'with positions', locations: true, verbose: false },
  { name: 'with verbose positions', locations: true, verbose: true },
];

/** larch → hast for an input: `fragment` is null (a document), '' (no context) or a suite context. */
export function larchHast(html, fragment, scripting, variant) {
  const treeAdapter = variant.locations ? createHastAdapter({ file: html, verbose: variant.verbose }) : hastAdapter;
  const options = { treeAdapter, scriptingEnabled: scripting, sourceCodeLocationInfo: variant.locations };
  if (fragment === null) return parse(html, options);
  if (fragment === '') return parseFragment(html, options);
  return parseFragment(contextElement(treeAdapter, fragment), html, options);
}

/** parse5 → hast-util-from-parse5 for the same input; throws what hast-util-from-parse5 throws. */
export function referenceHast(html, fragment, scripting, variant) {
  const options = { scriptingEnabled: scripting, sourceCodeLocationInfo: variant.locations };
  let tree;
  if (fragment === null) tree = parse5.parse(html, options);
  else if (fragment === '') tree = parse5.parseFragment(html, options);
  else tree = parse5.parseFragment(contextElement(parse5.defaultTreeAdapter, fragment), html, options);
  return fromParse5(tree, variant.locations ? { file: new VFile(html), verbose: variant.verbose } : {});
}

/** null when the trees are deep-equal (strictly: prototypes, missing vs undefined keys), else where they first differ. */
export function hastDifference(ours, theirs) {
  if (isDeepStrictEqual(ours, theirs)) return null;
  const stack = [[ours, theirs, '$']];
  while (stack.length > 0) {
    const [x, y, path] = stack.pop();
    if (Object.is(x, y)) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) {
      return `${path}: ${JSON.stringify(x)} !== ${JSON.stringify(y)}`;
    }
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    for (const key of keys) {
      if (!(key in x) || !(key in y)) return `${path}.${key}: only in ${key in x ? 'larch' : 'reference'} (${JSON.stringify(x[key] ?? y[key])?.slice(0, 120)})`;
    }
    for (const key of [...keys].reverse()) stack.push([x[key], y[key], `${path}.${key}`]);
  }
  return 'differs (prototypes)';
}

/**
 * Why hast-util-from-parse5's tree for this input cannot be matched, or null. Computed from the
 * reference tree: hastscript reads a tag name as a CSS selector, so an element named `a.b` or
 * `a#b` (which the tokenizer allows) comes out as `<a class="b">` or `<a id="b">`; larch keeps
 * the element's name.
 */
export function referenceQuirk(html, fragment, scripting) {
  const options = { scriptingEnabled: scripting };
  const tree =
    fragment === null
      ? parse5.parse(html, options)
      : fragment === ''
        ? parse5.parseFragment(html, options)
        : parse5.parseFragment(contextElement(parse5.defaultTreeAdapter, fragment), html, options);
  const stack = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node.tagName !== undefined && /[.#]/.test(node.tagName)) return `element name ${JSON.stringify(node.tagName)} read as a selector by hastscript`;
    if (node.childNodes) stack.push(...node.childNodes);
    if (node.content) stack.push(node.content);
  }
  return null;
}
