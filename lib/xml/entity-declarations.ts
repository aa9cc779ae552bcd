/**
 * Reads the general entity declarations `<!ENTITY name "value">` out of a DOCTYPE's internal
 * subset. Comments, processing instructions and quoted strings are skipped, so markup inside
 * them declares nothing. Parameter entities (`<!ENTITY % ...>`) and external entities (`SYSTEM`
 * / `PUBLIC`) are not expanded by XML5, so they are skipped. The first declaration of a name wins
 * (XML 1.0, "Entity Declarations", #sec-entity-decl).
 */
export function readEntityDeclarations(subset: string): Map<string, string> {
  const entities = new Map<string, string>();
  const len = subset.length;
  let p = 0;
  while (p < len) {
    const lt = subset.indexOf('<', p);
    if (lt === -1) break;
    if (subset.startsWith('<!--', lt)) {
      const end = subset.indexOf('-->', lt + 4);
      p = end === -1 ? len : end + 3;
    } else if (subset.charCodeAt(lt + 1) === 0x3f) {
      const end = subset.indexOf('?>', lt + 2);
      p = end === -1 ? len : end + 2;
    } else if (subset.startsWith('<!ENTITY', lt) && isSpace(subset.charCodeAt(lt + 8))) {
      p = readEntity(subset, lt + 8, entities);
    } else {
      p = skipDeclaration(subset, lt + 1);
    }
  }
  return entities;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

function skipSpaces(s: string, p: number): number {
  while (p < s.length && isSpace(s.charCodeAt(p))) p++;
  return p;
}

/** Skips to just past the `>` ending a declaration, stepping over quoted strings. */
function skipDeclaration(s: string, p: number): number {
  while (p < s.length) {
    const c = s.charCodeAt(p);
    if (c === 0x22 || c === 0x27) {
      const close = s.indexOf(s[p]!, p + 1);
      if (close === -1) return s.length;
      p = close + 1;
    } else if (c === 0x3e) {
      return p + 1;
    } else {
      p++;
    }
  }
  return p;
}

function readEntity(s: string, p: number, entities: Map<string, string>): number {
  p = skipSpaces(s, p);
  if (s.charCodeAt(p) === 0x25) return skipDeclaration(s, p);
  const nameStart = p;
  while (p < s.length && !isSpace(s.charCodeAt(p)) && s.charCodeAt(p) !== 0x3e) p++;
  const name = s.slice(nameStart, p);
  p = skipSpaces(s, p);
  const q = s.charCodeAt(p);
  if (name.length > 0 && (q === 0x22 || q === 0x27)) {
    const close = s.indexOf(s[p]!, p + 1);
    if (close === -1) return s.length;
    if (!entities.has(name)) entities.set(name, s.slice(p + 1, close));
    p = close + 1;
  }
  return skipDeclaration(s, p);
}
