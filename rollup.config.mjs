// Bundles what `tsc` compiled into build/ as two module trees: dist/esm (ES modules) and dist/cjs
// (CommonJS). Each entry point is a file at its own path (dist/esm/lib/index.js, ...), and the
// modules they share are in a few chunks (dist/*/chunks/): one file per source module (148) made
// Node open, resolve and compile each, and importing larch took 49 ms against 23 for the chunks
// (parse5: 14). Module identity holds across entry points, since each module is in exactly one
// chunk; bundlers tree-shake the chunks as they did the modules (a rollup bundle of `parse` alone
// came out the same size). The .d.ts files the entry points' declarations reach are copied beside
// each tree in the source layout, so `import` and `require` users both get types in the right
// module format (a .d.ts under a "type": "module" scope would be ESM to them).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const BUILD = 'build';
const entryPaths = [
  'lib/index.js',
  'lib/stream/index.js',
  'lib/stream/web.js',
  ...readdirSync('adapters').map((a) => `adapters/${a}/index.js`),
  'adapters/hast/rehype.js',
  'adapters/parse5/internals.js',
]
  .filter((p) => existsSync(join(BUILD, p)));
const entries = entryPaths.map((p) => join(BUILD, p));
/** Entry point name (its path, without `.js`) to its module in build/. */
const input = Object.fromEntries(entryPaths.map((p) => [p.replace(/\.js$/, ''), join(BUILD, p)]));

/** The declaration files the declarations of `from` (modules in build/) import, directly or not. */
function reachableDeclarations(from) {
  const seen = new Set();
  const stack = from.map((p) => p.replace(/\.js$/, '.d.ts'));
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from\s*|import\()\s*['"](\.[^'"]+)['"]/g)) {
      stack.push(join(dirname(file), m[1].replace(/\.js$/, '.d.ts')));
    }
  }
  return [...seen].sort();
}

/** Emits the declaration files of `from` (and, for CommonJS, a package.json marking the tree as such). */
function declarations(commonjs, from = entries) {
  return {
    name: 'declarations',
    generateBundle() {
      for (const file of reachableDeclarations(from)) {
        this.emitFile({ type: 'asset', fileName: relative(BUILD, file), source: readFileSync(file, 'utf8') });
      }
      if (commonjs) this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "commonjs" }\n' });
    },
  };
}

/**
 * CommonJS `require('larch-html/rehype')` returns the plugin itself, as unified plugins do, so
 * `unified().use(require('larch-html/rehype'))` works; `.default` and `.rehypeLarch` stay on it.
 */
function pluginAsModuleExports() {
  return {
    name: 'plugin-as-module-exports',
    renderChunk(code, chunk) {
      if (chunk.fileName !== 'adapters/hast/rehype.js') return null;
      return `${code}\nmodule.exports = Object.assign(exports.default, exports);\n`;
    },
  };
}

/**
 * A shared chunk is named after the source module that makes up most of it (`lib-tree-tree-builder`),
 * so a page's bundle report says what it holds: rollup's own choice named the chunk of the JSON
 * adapter and name maps `xml`, after the small `lib/json/xml` module in it, and a page that never
 * parses XML seemed to carry XML code.
 */
function chunkFileName(chunk) {
  const sizes = chunk.moduleIds.filter((id) => id.endsWith('.js')).map((id) => [id, statSync(id).size]);
  const [largest] = sizes.sort((a, b) => b[1] - a[1])[0];
  return `chunks/${relative(BUILD, largest).replace(/\.js$/, '').replaceAll('/', '-')}-[hash].js`;
}

const external = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

/**
 * The drop-in packages (packages/<name>, npm workspaces): each bundles its own modules into its
 * dist/esm and dist/cjs, with the declarations in the source layout beside each tree. larch itself
 * stays an import (`larch-html`, `larch-html/internals`, ...: the one copy a project installs),
 * as does the parser stream's `parse5` (larch-parse5).
 */
const dropIns = (existsSync('packages') ? readdirSync('packages') : [])
  .map((name) => ({ name, entry: join(BUILD, 'packages', name, 'src', 'index.js') }))
  .filter(({ entry }) => existsSync(entry))
  .flatMap(({ name, entry }) =>
    ['es', 'cjs'].map((format) => ({
      input: { index: entry },
      external,
      output: {
        dir: join('packages', name, 'dist', format === 'es' ? 'esm' : 'cjs'),
        format,
        ...(format === 'cjs' ? { exports: 'named' } : {}),
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
      plugins: [declarations(format === 'cjs', [entry])],
    })),
  );

export default [
  ...dropIns,
  {
    input,
    external,
    output: { dir: 'dist/esm', format: 'es', chunkFileNames: chunkFileName },
    plugins: [declarations(false)],
  },
  {
    input,
    external,
    output: { dir: 'dist/cjs', format: 'cjs', exports: 'named', chunkFileNames: chunkFileName },
    plugins: [declarations(true), pluginAsModuleExports()],
  },
];
