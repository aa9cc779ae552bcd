// Bundles code for a web page the way a page's build does: rollup, resolving bare imports through
// each package's `exports` map under the browser conditions, honouring `sideEffects: false`, then
// minified by terser. Used by the bundle-size test (what `parse` + `serialize` cost a page) and by
// the playground's build.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { minify } from 'terser';

const CONDITIONS = ['browser', 'import', 'module', 'default'];

/** The target an `exports` value names under CONDITIONS (nested condition objects, arrays). */
function conditional(target) {
  if (typeof target === 'string' || target === null) return target;
  if (Array.isArray(target)) {
    for (const t of target) {
      const found = conditional(t);
      if (found) return found;
    }
    return null;
  }
  for (const [key, value] of Object.entries(target)) {
    if (CONDITIONS.includes(key)) {
      const found = conditional(value);
      if (found) return found;
    }
  }
  return null;
}

/** `./sub` within a package's `exports` (exact keys, then `*` patterns), or null. */
function exported(exportsField, subpath) {
  if (typeof exportsField === 'string' || Array.isArray(exportsField)) {
    return subpath === '.' ? conditional(exportsField) : null;
  }
  const keys = Object.keys(exportsField);
  if (!keys.every((k) => k.startsWith('.'))) return subpath === '.' ? conditional(exportsField) : null;
  if (subpath in exportsField) return conditional(exportsField[subpath]);
  for (const key of keys) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const [head, tail] = [key.slice(0, star), key.slice(star + 1)];
    if (subpath.startsWith(head) && subpath.endsWith(tail) && subpath.length >= key.length - 1) {
      const target = conditional(exportsField[key]);
      return target && target.replaceAll('*', subpath.slice(head.length, subpath.length - tail.length));
    }
  }
  return null;
}

function packageJson(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

/** The directory of the package `name` as Node finds it from `fromDir` (node_modules up the tree). */
function packageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (existsSync(join(dir, 'package.json')) && packageJson(dir).name === name) return dir;
    if (dirname(dir) === dir) return null;
  }
}

/** Whether the package holding `file` says its modules may have side effects. */
function sideEffectsOf(file) {
  for (let dir = dirname(file); dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) {
      const pkg = packageJson(dir);
      if (pkg.name !== undefined) return pkg.sideEffects !== false;
    }
  }
  return true;
}

/** A rollup plugin resolving bare specifiers as a browser bundler does. */
function packageResolver() {
  return {
    name: 'package-resolver',
    resolveId(source, importer) {
      if (importer === undefined || source.startsWith('\0') || source.startsWith('node:')) return null;
      if (/^\.\.?\//.test(source)) {
        const id = join(dirname(importer), source);
        return { id, moduleSideEffects: sideEffectsOf(id) };
      }
      const parts = source.split('/');
      const name = source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      const dir = packageDir(name, dirname(importer));
      if (dir === null) return null;
      const pkg = packageJson(dir);
      const subpath = '.' + source.slice(name.length);
      const target = pkg.exports
        ? exported(pkg.exports, subpath)
        : subpath === '.' ? pkg.module ?? pkg.main ?? 'index.js' : subpath;
      if (!target) throw new Error(`${source}: not exported by ${name}`);
      return { id: join(dir, target), moduleSideEffects: pkg.sideEffects !== false };
    },
  };
}

/**
 * Bundles `code` (an ES module's text, resolved as if it were the file `at`) for a page, as one
 * script in `format` ('es' for `<script type=module>`, 'iife' for a classic script).
 * `modules`: each bundled module's path and its rendered length before minifying.
 */
export async function bundleForPage(code, { at, minified = true, format = 'es' } = {}) {
  const entry = at;
  const build = await rollup({
    input: entry,
    plugins: [
      { name: 'entry', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? code : null) },
      packageResolver(),
    ],
    onwarn(warning) {
      if (warning.code !== 'CIRCULAR_DEPENDENCY') throw new Error(warning.message);
    },
  });
  const { output } = await build.generate({ format, inlineDynamicImports: true });
  await build.close();
  const chunk = output[0];
  const text = minified ? (await minify(chunk.code, { module: true })).code : chunk.code;
  const modules = Object.entries(chunk.modules)
    .filter(([id, m]) => id !== entry && m.renderedLength > 0)
    .map(([id, m]) => ({ id, length: m.renderedLength }));
  return { code: text, bytes: Buffer.byteLength(text), gzipped: gzipSync(text).length, modules };
}
