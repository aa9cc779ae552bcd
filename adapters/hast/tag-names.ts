import { SVG_TAG_ADJUSTMENTS } from '../../lib/common/foreign-adjustments.js';

/**
 * SVG tag names as hast writes them. hastscript's `s` (which hast-util-from-parse5 builds SVG
 * elements with) lowercases a name and then restores the camelCase of SVG's case-sensitive
 * element names: the spec's "adjust SVG tag names" list (which the parser has applied already)
 * plus two names of SVG 1.2 Tiny that the spec's list does not have.
 */
const HAST_SVG_TAG_NAMES = new Map<string, string>(SVG_TAG_ADJUSTMENTS);
for (const name of ['solidColor', 'textArea']) HAST_SVG_TAG_NAMES.set(name.toLowerCase(), name);
// The camelCase spellings map to themselves, so a name the parser adjusted is one lookup.
for (const name of [...HAST_SVG_TAG_NAMES.values()]) HAST_SVG_TAG_NAMES.set(name, name);

/**
 * The hast tag name of an SVG element named `name` by the parser (lowercase, or camelCase from
 * the spec's list). Other names keep the parser's spelling: the parser lowercases only ASCII
 * letters, where hastscript would lowercase every letter (the tree builder compares the names it
 * reads back with end tags, so they must stay the parser's).
 */
export function svgTagName(name: string): string {
  return HAST_SVG_TAG_NAMES.get(name) ?? name;
}
