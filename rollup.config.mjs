// Bundles what `tsc` compiled into build/ as two module trees: dist/esm (ES modules) and dist/cjs
// (CommonJS), one file per source module so bundlers can tree-shake. The .d.ts files are copied
// beside each tree, so `import` and `require` users both get types in the right module format.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const BUILD = 'build';
const entries = ['lib/index.js', ...readdirSync('adapters').map((a) => `adapters/${a}/index.js`), 'adapters/hast/rehype.js']
  .map((p) => join(BUILD, p))
  .filter((p) => existsSync(p));

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** Emits the declaration files (and, for CommonJS, a package.json marking the tree as such). */
function declarations(commonjs) {
  return {
    name: 'declarations',
    generateBundle() {
      for (const file of walk(BUILD)) {
        if (!file.endsWith('.d.ts')) continue;
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
