// "Escaping a string" (#escapingString). Since 2025 the Living Standard escapes `<` and `>` in attribute
// values too (whatwg/html e21bd3b), so attribute mode is text mode plus `"`.

const TEXT_SPECIALS = /[&<>\u00A0]/g;
const ATTRIBUTE_SPECIALS = /[&<>"\u00A0]/g;

function replacementFor(code: number): string {
  switch (code) {
    case 0x26:
      return '&amp;';
    case 0x3c:
      return '&lt;';
    case 0x3e:
      return '&gt;';
    case 0x22:
      return '&quot;';
    default:
      return '&nbsp;';
  }
}

/** Copies the runs between special characters as slices; returns `value` itself when nothing needs escaping. */
function escapeWith(specials: RegExp, value: string): string {
  specials.lastIndex = 0;
  let match = specials.exec(value);
  if (match === null) return value;
  let out = '';
  let runStart = 0;
  do {
    const at = match.index;
    out += value.slice(runStart, at) + replacementFor(value.charCodeAt(at));
    runStart = at + 1;
    match = specials.exec(value);
  } while (match !== null);
  return out + value.slice(runStart);
}

/** Escapes text content: `&`, U+00A0, `<`, `>`. */
export function escapeText(value: string): string {
  return escapeWith(TEXT_SPECIALS, value);
}

/** Escapes an attribute value: `&`, U+00A0, `"`, `<`, `>`. */
export function escapeAttributeValue(value: string): string {
  return escapeWith(ATTRIBUTE_SPECIALS, value);
}
