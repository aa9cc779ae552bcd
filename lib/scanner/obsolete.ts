import { getTagId, TAG, TAG_COUNT } from '../common/tags.js';

/**
 * "Elements in the following list are entirely obsolete, and must not be used by authors"
 * (#non-conforming-features): the scanner flags their names `obsolete`, a hint for editors (the
 * parser treats them like any other element).
 */
export const OBSOLETE_ELEMENTS: readonly string[] = [
  'applet', 'acronym', 'bgsound', 'dir', 'frame', 'frameset', 'noframes', 'isindex', 'keygen',
  'listing', 'menuitem', 'nextid', 'noembed', 'param', 'plaintext', 'rb', 'rtc', 'strike', 'xmp',
  'basefont', 'big', 'blink', 'center', 'font', 'marquee', 'multicol', 'nobr', 'spacer', 'tt',
];

const BY_ID = new Uint8Array(TAG_COUNT);
const BY_NAME = new Set<string>();
for (const name of OBSOLETE_ELEMENTS) {
  const id = getTagId(name);
  if (id === TAG.UNKNOWN) BY_NAME.add(name);
  else BY_ID[id] = 1;
}

/** Whether the HTML element with this (lowercase) name and tag id is obsolete. */
export function isObsoleteElement(tagId: TAG, name: string): boolean {
  return tagId === TAG.UNKNOWN ? BY_NAME.has(name) : BY_ID[tagId] === 1;
}
