import { ElementKind, TAG_TABLE } from '../common/tags.js';

// Serializing HTML fragments (#serialising-html-fragments): the element names the algorithm singles out, from the tag
// table. Both sets are about HTML-namespace elements only; callers check the namespace.

function namesOfKind(kind: ElementKind): ReadonlySet<string> {
  return new Set(TAG_TABLE.filter((row) => (row.serializer & kind) !== 0).map((row) => row.name));
}

/** Elements that "serialize as void": no children and no end tag are written. */
export const VOID_ELEMENTS: ReadonlySet<string> = namesOfKind(ElementKind.VOID);

/**
 * Elements whose text children are written as they are, not escaped. `noscript` joins them only
 * when scripting is enabled (the caller's `scriptingEnabled` option).
 */
export const RAW_TEXT_ELEMENTS: ReadonlySet<string> = namesOfKind(ElementKind.RAW_TEXT);

/** Whether the text children of an HTML element named `name` are written unescaped. */
export function writesTextUnescaped(name: string, scriptingEnabled: boolean): boolean {
  return RAW_TEXT_ELEMENTS.has(name) || (scriptingEnabled && name === 'noscript');
}
