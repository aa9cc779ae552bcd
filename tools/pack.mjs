// Packs larch-html and the drop-ins for the parse5 family (packages/) as they are published, from
// what `npm run build` made. In this repository a drop-in depends on larch with a path
// (`"larch-html": "file:../.."`, and the parser stream on `"parse5": "file:../parse5"`), so that
// it runs on this checkout's larch; its tarball depends on the exact versions instead
// (`"larch-html": "0.1.0"`, `"parse5": "npm:larch-parse5@1.0.0"`), so that every drop-in a project
// installs runs on one copy of larch. A bare `npm pack` in packages/<name> refuses (its prepack
// script), since it would publish the path.
//   node tools/pack.mjs <destination>   prints the tarballs made, as JSON
//   node tools/pack.mjs --refuse        (the drop-ins' prepack script)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = join(ROOT, 'packages');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The drop-ins: for each, the package it replaces (its directory's name), its name and directory. */
export function dropIns() {
  return readdirSync(PACKAGES)
    .filter((dir) => existsSync(join(PACKAGES, dir, 'package.json')))
    .sort()
    .map((dir) => ({ replaces: dir, name: readJson(join(PACKAGES, dir, 'package.json')).name, dir: join(PACKAGES, dir) }));
}

/** The dependencies of the drop-in in `dir` as published: a path to a package becomes its exact version. */
function publishedDependencies(dir, dependencies) {
  const out = {};
  for (const [key, spec] of Object.entries(dependencies ?? {})) {
    if (!spec.startsWith('file:')) {
      out[key] = spec;
      continue;
    }
    const target = readJson(join(dir, spec.slice('file:'.length), 'package.json'));
    out[key] = target.name === key ? target.version : `npm:${target.name}@${target.version}`;
  }
  return out;
}

function npmPack(dir, destination) {
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', destination], { cwd: dir, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'error' } }));
  return join(destination, packed.filename);
}

/**
 * Packs larch-html and every drop-in into `destination`; answers the tarballs:
 * `{ 'larch-html': file, drop-ins: [{ replaces, name, file }] }`.
 */
export function packAll(destination) {
  const dist = join(ROOT, 'dist');
  if (!existsSync(dist)) throw new Error('pack: nothing built (run npm run build first)');
  const larch = npmPack(ROOT, destination);
  const staging = mkdtempSync(join(tmpdir(), 'larch-pack-'));
  try {
    const packed = dropIns().map(({ replaces, name, dir }) => {
      const copy = join(staging, replaces);
      const manifest = readJson(join(dir, 'package.json'));
      for (const entry of [...manifest.files, 'package.json']) {
        if (existsSync(join(dir, entry))) cpSync(join(dir, entry), join(copy, entry), { recursive: true });
      }
      manifest.dependencies = publishedDependencies(dir, manifest.dependencies);
      delete manifest.scripts;
      writeFileSync(join(copy, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
      return { replaces, name, file: npmPack(copy, destination) };
    });
    return { 'larch-html': larch, dropIns: packed };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [arg] = process.argv.slice(2);
  if (arg === '--refuse') {
    process.stderr.write('This drop-in depends on larch with a path here. Pack it with `node tools/pack.mjs <destination>` (or `npm run try-drop-ins`), which pins the versions.\n');
    process.exit(1);
  }
  if (arg === undefined || arg.startsWith('-')) {
    process.stderr.write('usage: node tools/pack.mjs <destination>\n');
    process.exit(2);
  }
  process.stdout.write(JSON.stringify(packAll(resolve(arg)), null, 2) + '\n');
}
