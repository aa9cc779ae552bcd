import { TAG } from './tag-ids.js';
import { TAG_TABLE } from './tag-table.js';

export { TAG, TAG_COUNT } from './tag-ids.js';

/** Tag names by id (index 0, UNKNOWN, is the empty string), derived from TAG_TABLE. */
export const TAG_NAMES: readonly string[] = ['', ...TAG_TABLE.map((row) => row.name)];

const ID_BY_NAME = new Map<string, TAG>();
for (let i = 1; i < TAG_NAMES.length; i++) ID_BY_NAME.set(TAG_NAMES[i]!, i as TAG);

/** Interns a lowercase tag name to its id, TAG.UNKNOWN when the table does not have it. */
export function getTagId(name: string): TAG {
  return ID_BY_NAME.get(name) ?? TAG.UNKNOWN;
}
