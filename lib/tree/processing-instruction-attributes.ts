/**
 * "Get a processing instruction attribute" (DOM, whatwg/dom#1454): the attributes of a processing
 * instruction are read from its data with the xml-stylesheet pseudo-attribute rules, XML-like and
 * case-sensitive: `Name S? "=" S? value`, the value in double or single quotes without `<` (`&`
 * only in a character reference or one of XML's five entity references, decoded), attributes
 * separated by whitespace, no name twice. Data that breaks a rule has no attributes at all.
 */
export function processingInstructionAttribute(data: string, name: string): string | null {
  const attributes = parseAttributes(data);
  return attributes === null ? null : (attributes.get(name) ?? null);
}

const NAME = /[:A-Z_a-z\u00C0-\uFFFF][:A-Z_a-z\u00C0-\uFFFF.0-9\u00B7-]*/y;
const REFERENCE = /&(?:#([0-9]+)|#x([0-9A-Fa-f]+)|(amp|lt|gt|quot|apos));/y;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const isSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

function parseAttributes(data: string): Map<string, string> | null {
  const attributes = new Map<string, string>();
  const len = data.length;
  let i = 0;
  while (i < len && isSpace(data.charCodeAt(i))) i++;
  while (i < len) {
    NAME.lastIndex = i;
    const match = NAME.exec(data);
    if (match === null) return null;
    const name = match[0];
    i += name.length;
    while (i < len && isSpace(data.charCodeAt(i))) i++;
    if (data.charCodeAt(i) !== 0x3d) return null;
    i++;
    while (i < len && isSpace(data.charCodeAt(i))) i++;
    const quote = data.charCodeAt(i);
    if (quote !== 0x22 && quote !== 0x27) return null;
    i++;
    let value = '';
    for (;;) {
      if (i >= len) return null;
      const c = data.charCodeAt(i);
      if (c === quote) break;
      if (c === 0x3c) return null;
      if (c === 0x26) {
        REFERENCE.lastIndex = i;
        const ref = REFERENCE.exec(data);
        if (ref === null) return null;
        const code = ref[1] !== undefined ? parseInt(ref[1], 10) : ref[2] !== undefined ? parseInt(ref[2], 16) : -1;
        if (code > 0x10ffff) return null;
        value += code === -1 ? ENTITIES[ref[3]!] : String.fromCodePoint(code);
        i += ref[0].length;
        continue;
      }
      value += data[i];
      i++;
    }
    i++;
    if (attributes.has(name)) return null;
    attributes.set(name, value);
    if (i < len && !isSpace(data.charCodeAt(i))) return null;
    while (i < len && isSpace(data.charCodeAt(i))) i++;
  }
  return attributes;
}
