// parse5-shaped trees (parse5's default tree, larch's parse5 adapter, the parse5 drop-in) as
// plain data for deep comparison.

/**
 * The tree under `node` as plain data, its keys in their order: `parentNode` becomes the parent's
 * nodeName after checking it is the parent, template `content` is walked as a tree of its own, and
 * source locations are copied as plain objects (so maps of any prototype compare by their entries).
 */
export function plainTree(node, parent = null) {
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parentNode') {
      if (value !== parent) throw new Error(`${node.nodeName}: parentNode is not its parent`);
      out[key] = value === null ? null : value.nodeName;
    } else if (key === 'childNodes') out[key] = value.map((child) => plainTree(child, node));
    else if (key === 'content') out[key] = plainTree(value, null);
    else if (key === 'sourceCodeLocation' && value) out[key] = JSON.parse(JSON.stringify(value));
    else out[key] = value;
  }
  return out;
}
