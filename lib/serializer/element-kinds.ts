// §13.3 Serializing HTML fragments: the element names the algorithm singles out. Both sets are
// about HTML-namespace elements only; callers check the namespace.

/** Elements that "serialize as void": no children and no end tag are written. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input',
  'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr',
]);

/**
 * Elements whose text children are written as they are, not escaped. `noscript` joins them only
 * when scripting is enabled (the caller's `scriptingEnabled` option).
 */
export const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  'style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext',
]);
