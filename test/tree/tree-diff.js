/**
 * First difference between two parse5-shaped trees, as a path string, or null when they are
 * deep-equal. Ignores `parentNode` (the cycle) and walks iteratively.
 */
/** A short description of a value; nodes (which hold cycles) by their nodeName. */
function brief(value) {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value)?.slice(0, 80);
  if (Array.isArray(value)) return `[${value.length} items]`;
  return value.nodeName ?? 'object';
}

export function firstDifference(a, b) {
  const stack = [[a, b, '$']];
  while (stack.length > 0) {
    const [x, y, path] = stack.pop();
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) {
      return `${path}: ${brief(x)} !== ${brief(y)}`;
    }
    if (Array.isArray(x) !== Array.isArray(y)) return `${path}: array vs non-array`;
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    keys.delete('parentNode');
    for (const key of keys) {
      if (!(key in x) || !(key in y)) {
        // A key holding undefined on one side and missing on the other is no difference.
        if (x[key] === undefined && y[key] === undefined) continue;
        return `${path}.${key}: present on one side only (${brief(x[key])} / ${brief(y[key])})`;
      }
      stack.push([x[key], y[key], `${path}.${key}`]);
    }
  }
  return null;
}
