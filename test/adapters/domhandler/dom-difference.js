// The first difference between two domhandler trees, walked iteratively (no recursion on depth).

/** The node fields parse5-htmlparser2-tree-adapter sets, compared as values. */
const SCALARS = ['type', 'name', 'namespace', 'data', 'x-mode', 'x-name', 'x-publicId', 'x-systemId'];
/** The per-element attribute maps, compared entry by entry in order. */
const MAPS = ['attribs', 'x-attribsNamespace', 'x-attribsPrefix'];
/** Where the two trees say each node came from in the input. */
const LOCATION_SCALARS = ['startIndex', 'endIndex'];

function mapDifference(a, b) {
  if (a === b) return null;
  if (a === undefined || b === undefined || a === null || b === null) return `${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.join('\0') !== kb.join('\0')) return `keys [${ka}] vs [${kb}]`;
  for (const k of ka) if (a[k] !== b[k]) return `[${k}] ${JSON.stringify(a[k])} vs ${JSON.stringify(b[k])}`;
  return null;
}

/** A location object compared field by field (attrs, startTag, endTag nested one level). */
function locationDifference(a, b) {
  if (a === b) return null;
  if (a == null || b == null) return `${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x = a[k];
    const y = b[k];
    if (x !== null && typeof x === 'object' && y !== null && typeof y === 'object') {
      const inner = locationDifference(x, y);
      if (inner !== null) return `${k}.${inner}`;
    } else if (x !== y && !(x === undefined && y === undefined)) {
      return `${k}: ${JSON.stringify(x)} vs ${JSON.stringify(y)}`;
    }
  }
  return null;
}

/** Checks `parent.children` against each child's parent/prev/next links. */
function linkDifference(parent, side) {
  const children = parent.children;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child.parent !== parent) return `${side} child ${i}: parent link`;
    if (child.prev !== (children[i - 1] ?? null)) return `${side} child ${i}: prev link`;
    if (child.next !== (children[i + 1] ?? null)) return `${side} child ${i}: next link`;
  }
  return null;
}

/**
 * The first difference between `ours` and `theirs` as "path: what", or null. With
 * `locations`, compares sourceCodeLocation, startIndex and endIndex too. Both trees' links are
 * checked, and both must use the same classes (same domhandler module).
 */
export function domDifference(ours, theirs, { locations = false } = {}) {
  const stack = [[ours, theirs, 'root']];
  while (stack.length > 0) {
    const [a, b, path] = stack.pop();
    if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) {
      return `${path}: class ${a.constructor.name} vs ${b.constructor.name}`;
    }
    for (const k of SCALARS) {
      if (a[k] !== b[k]) return `${path}.${k}: ${JSON.stringify(a[k])} vs ${JSON.stringify(b[k])}`;
    }
    for (const k of MAPS) {
      const d = mapDifference(a[k], b[k]);
      if (d !== null) return `${path}.${k}: ${d}`;
    }
    if (locations) {
      for (const k of LOCATION_SCALARS) {
        if (a[k] !== b[k]) return `${path}.${k}: ${a[k]} vs ${b[k]}`;
      }
      const d = locationDifference(a.sourceCodeLocation, b.sourceCodeLocation);
      if (d !== null) return `${path}.sourceCodeLocation.${d}`;
    }
    if ((a.children === undefined) !== (b.children === undefined)) return `${path}: children on one side only`;
    if (a.children === undefined) continue;
    if (a.children.length !== b.children.length) return `${path}: ${a.children.length} vs ${b.children.length} children`;
    const links = linkDifference(a, 'larch') ?? linkDifference(b, 'parse5');
    if (links !== null) return `${path}: ${links}`;
    for (let i = a.children.length - 1; i >= 0; i--) {
      const child = a.children[i];
      stack.push([child, b.children[i], `${path}/${child.name ?? child.type}[${i}]`]);
    }
  }
  return null;
}
