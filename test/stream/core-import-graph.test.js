// The core entry point (dist/esm/lib/index.js) and the web stream module bundle for browsers:
// nothing they import, directly or not, is a Node built-in. Node streams are reached only from
// larch-html/stream's Node entry (dist/esm/lib/stream/index.js).
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const IMPORT = /(?:^|[;\s})])(?:import|export)\s*(?:[^'";]*?\s*from\s*)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module `entry` reaches (paths under dist/esm) and every package it imports. */
function reach(entry) {
  const files = new Set();
  const packages = new Set();
  const stack = [join(ROOT, entry)];
  while (stack.length > 0) {
    const file = stack.pop();
    if (files.has(file)) continue;
    files.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = m[1] ?? m[2];
      if (specifier.startsWith('.')) stack.push(resolve(dirname(file), specifier));
      else packages.add(specifier);
    }
  }
  return { files: [...files].map((f) => relative(join(ROOT, 'dist/esm'), f)), packages: [...packages] };
}

const isBuiltin = (name) => name.startsWith('node:') || builtinModules.includes(name.split('/')[0]);

describe('the core import graph', () => {
  it('has no Node built-in in the core entry point or the web stream module, and the Node streams outside the core', () => {
    for (const entry of ['dist/esm/lib/index.js', 'dist/esm/lib/stream/web.js']) {
      const { files, packages } = reach(entry);
      expect(files.length, entry).to.be.greaterThan(entry.endsWith('index.js') ? 50 : 3);
      expect(packages.filter(isBuiltin), entry).to.deep.equal([]);
      expect(files.filter((f) => f === 'lib/stream/index.js'), entry).to.deep.equal([]);
    }
    expect(reach('dist/esm/lib/stream/index.js').packages).to.include('node:stream');
  });
});
