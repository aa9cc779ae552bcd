// Module resolution hooks for bench/dependents.js: an ES `import` of a package of the parse5 family
// loads its drop-in from this repository, as the override lines make a package manager install it.
// The map comes from `register` (bench/rows.js's LARCH_PARSE5); CommonJS `require` is redirected
// by overrideRequires there.
const dropIns = new Map();

export async function initialize(redirects) {
  for (const [name, target] of Object.entries(redirects)) dropIns.set(name, target);
}

export async function resolve(specifier, context, next) {
  const dropIn = dropIns.get(specifier);
  return dropIn === undefined ? next(specifier, context) : next(dropIn, { ...context, parentURL: import.meta.url });
}
