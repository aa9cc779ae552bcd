// Bundles what `tsc` compiled into build/ as two module trees: dist/esm (ES modules) and dist/cjs
// (CommonJS), one file per source module so bundlers can tree-shake. The .d.ts files the entry
// points' declarations reach are copied beside each tree, so `import` and `require` users both get
// types in the right module format (a .d.ts under a "type": "module" scope would be ESM to them).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const BUILD = 'build';
const entries = ['lib/index.js', 'lib/stream/index.js', 'lib/stream/web.js', ...readdirSync('adapters').map((a) => `adapters/${a}/index.js`), 'adapters/hast/rehype.js']
  .map((p) => join(BUILD, p))
  .filter((p) => existsSync(p));

/** The declaration files the entry points' declarations import, directly or not. */
function reachableDeclarations() {
  const seen = new Set();
  const stack = entries.map((p) => p.replace(/\.js$/, '.d.ts'));
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

/** Emits the declaration files (and, for CommonJS, a package.json marking the tree as such). */
function declarations(commonjs) {
  return {
    name: 'declarations',
    generateBundle() {
      for (const file of reachableDeclarations()) {
        this.emitFile({ type: 'asset', fileName: relative(BUILD, file), source: readFileSync(file, 'utf8') });
      }
      if (commonjs) this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "commonjs" }\n' });
    },
  };
}

const external = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

export default [
  {
    input: entries,
    external,
    output: { dir: 'dist/esm', format: 'es', preserveModules: true, preserveModulesRoot: BUILD },
    plugins: [declarations(false)],
  },
  {
    input: entries,
    external,
    output: {
      dir: 'dist/cjs',
      format: 'cjs',
      exports: 'named',
      preserveModules: true,
      preserveModulesRoot: BUILD,
    },
    plugins: [declarations(true)],
  },
];
