// The import graph of the TypeScript sources under lib/ and adapters/, and the import cycles in
// it. Type-only imports count: a cycle of types is still two modules that cannot be understood
// (or moved) one without the other. Run directly to print the graph's cycles:
//   node test/helpers/import-graph.js
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SOURCE_DIRS = ['lib', 'adapters'];

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Source text without comments (so commented-out or documented imports do not count). */
function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\\])\/\/.*$/gm, '$1');
}

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`.
const STATIC = /(?:^|[;\s])(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/g;
const BARE = /(?:^|[;\s])import\s*['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Whether every specifier of `{ a, type b }` is type-only. */
function allTypeSpecifiers(clause) {
  const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (braces === null) return false;
  const names = braces[1].split(',').map((s) => s.trim()).filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/**
 * The relative imports of each source file: Map<file, { to: file, typeOnly: boolean }[]>, files
 * as paths relative to the repository root. Package imports (`entities`, `node:stream`) are left
 * out, unless `packages` is set: then they are edges too, `{ to: name, typeOnly, package: true }`.
 */
export function importGraph(root = ROOT, { packages = false } = {}) {
  const files = SOURCE_DIRS.flatMap((dir) => walk(join(root, dir)));
  const graph = new Map();
  for (const file of files) {
    const text = stripComments(readFileSync(file, 'utf8'));
    const edges = [];
    const add = (specifier, typeOnly) => {
      if (!specifier.startsWith('.')) {
        if (packages) edges.push({ to: specifier, typeOnly, package: true });
        return;
      }
      const target = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
      edges.push({ to: relative(root, target), typeOnly });
    };
    for (const m of text.matchAll(STATIC)) add(m[4], m[2] !== undefined || allTypeSpecifiers(m[3]));
    for (const m of text.matchAll(BARE)) add(m[1], false);
    for (const m of text.matchAll(DYNAMIC)) add(m[1], false);
    graph.set(relative(root, file), edges);
  }
  return graph;
}

/**
 * What `entry` reaches through runtime imports (type-only ones are erased from the JavaScript):
 * { files, packages }, the entry included in files.
 */
export function reachable(graph, entry) {
  const files = new Set();
  const packages = new Set();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop();
    if (files.has(file)) continue;
    files.add(file);
    for (const edge of graph.get(file) ?? []) {
      if (edge.typeOnly) continue;
      if (edge.package) packages.add(edge.to);
      else stack.push(edge.to);
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/**
 * The strongly connected components with more than one module (or a module importing itself):
 * each is a set of modules that all reach each other through imports. Tarjan's algorithm, with
 * an explicit stack. `runtimeOnly` leaves type-only imports out.
 */
export function importCycles(graph, { runtimeOnly = false } = {}) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  const next = (file) =>
    (graph.get(file) ?? []).filter((e) => graph.has(e.to) && !(runtimeOnly && e.typeOnly)).map((e) => e.to);

  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ file: start, edges: null, i: 0 }];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.edges === null) {
        index.set(frame.file, counter);
        low.set(frame.file, counter);
        counter++;
        stack.push(frame.file);
        onStack.add(frame.file);
        frame.edges = next(frame.file);
      }
      if (frame.i < frame.edges.length) {
        const to = frame.edges[frame.i++];
        if (!index.has(to)) work.push({ file: to, edges: null, i: 0 });
        else if (onStack.has(to)) low.set(frame.file, Math.min(low.get(frame.file), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].file;
        low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
      }
      if (low.get(frame.file) === index.get(frame.file)) {
        const component = [];
        let file;
        do {
          file = stack.pop();
          onStack.delete(file);
          component.push(file);
        } while (file !== frame.file);
        const selfLoop = component.length === 1 && next(file).includes(file);
        if (component.length > 1 || selfLoop) components.push(component.sort());
      }
    }
  }
  return components;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = importGraph();
  for (const runtimeOnly of [false, true]) {
    const cycles = importCycles(graph, { runtimeOnly });
    console.log(`${runtimeOnly ? 'runtime imports' : 'all imports (types too)'}: ${cycles.length} cycle(s)`);
    for (const c of cycles) console.log(`  ${c.length} modules: ${c.join(', ')}`);
  }
}
