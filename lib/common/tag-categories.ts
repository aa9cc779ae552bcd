import { Cat, TAG_COUNT, TAG_TABLE, type TAG } from './tags.js';
import { NsId } from './namespaces.js';

export { Cat } from './tags.js';

/** Category bits per (namespace, tag id), from TAG_TABLE: three rows of TAG_COUNT. */
const table = new Uint32Array(3 * TAG_COUNT);
for (let i = 0; i < TAG_TABLE.length; i++) {
  const row = TAG_TABLE[i]!;
  const id = i + 1;
  table[NsId.HTML * TAG_COUNT + id] = row.html;
  table[NsId.SVG * TAG_COUNT + id] = row.svg;
  table[NsId.MATHML * TAG_COUNT + id] = row.mathml;
}

/** Category bits of an element (TAG.UNKNOWN has none in any namespace). */
export function categoriesOf(ns: NsId, tagId: TAG): number {
  return table[ns * TAG_COUNT + tagId]!;
}

/** Whether a start tag with this name breaks out of foreign content (#parsing-main-inforeign; `font` is checked apart). */
export function isBreakoutTag(tagId: TAG): boolean {
  return (table[NsId.HTML * TAG_COUNT + tagId]! & Cat.BREAKOUT) !== 0;
}

/** Scope masks: the bits that end each kind of scope (#has-an-element-in-the-specific-scope). */
export const SCOPE_DEFAULT = Cat.SCOPE;
export const SCOPE_LIST_ITEM = Cat.SCOPE | Cat.LIST_ITEM_SCOPE;
export const SCOPE_BUTTON = Cat.SCOPE | Cat.BUTTON_SCOPE;
export const SCOPE_TABLE = Cat.TABLE_SCOPE;
