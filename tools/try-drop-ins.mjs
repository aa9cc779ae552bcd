// `npm run try-drop-ins`: puts larch under a project's parse5 before anything is published. Packs
// larch-html and the five drop-ins into drop-ins/ (tools/pack.mjs) and prints the `overrides`
// map that points a project's parse5 family at those tarballs, with the steps to take there.
//   node tools/try-drop-ins.mjs [--sizes]
// --sizes also installs the five drop-ins into one empty project and parse5's five packages into
// another (from the registry) and prints what each takes on disk, and how many copies of larch
// the first has.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packAll } from './pack.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DESTINATION = join(ROOT, 'drop-ins');

/** The `overrides` map for the packed tarballs: each parse5 package, and larch-html the drop-ins depend on. */
export function overridesFor(packed) {
  const overrides = {};
  for (const { replaces, file } of packed.dropIns) overrides[replaces] = `file:${file}`;
  overrides['larch-html'] = `file:${packed['larch-html']}`;
  return overrides;
}

/** Bytes of the files under `dir`, and the package.json files there naming `name`. */
function measure(dir, name) {
  let bytes = 0;
  let copies = 0;
  const stack = [dir];
  while (stack.length > 0) {
    const at = stack.pop();
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) stack.push(path);
      else if (entry.isFile()) {
        bytes += statSync(path).size;
        if (entry.name === 'package.json' && JSON.parse(readFileSync(path, 'utf8')).name === name) copies++;
      }
    }
  }
  return { bytes, copies };
}

function install(dir, manifest) {
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'measure', version: '1.0.0', private: true, ...manifest }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: dir, stdio: 'ignore' });
  return join(dir, 'node_modules');
}

/** The installed size of the drop-ins (with what they pull in) beside parse5's packages'. */
function sizes(packed) {
  const root = mkdtempSync(join(tmpdir(), 'larch-sizes-'));
  try {
    const dependencies = Object.fromEntries(packed.dropIns.map(({ name, file }) => [name, `file:${file}`]));
    const larch = measure(install(join(root, 'larch'), { dependencies, overrides: overridesFor(packed) }), 'larch-html');
    const originals = Object.fromEntries(packed.dropIns.map(({ replaces }) => [replaces, '^8']));
    const parse5 = measure(install(join(root, 'parse5'), { dependencies: originals }), 'parse5');
    const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
    return [
      'Installed into an empty project (node_modules, every file):',
      `  the five drop-ins: ${mb(larch.bytes)}, with ${larch.copies} copy of larch-html`,
      `  parse5's five packages (8.x): ${mb(parse5.bytes)}`,
    ].join('\n');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg !== '--sizes')) {
    process.stderr.write('usage: node tools/try-drop-ins.mjs [--sizes]\n');
    process.exit(2);
  }
  rmSync(DESTINATION, { recursive: true, force: true });
  mkdirSync(DESTINATION);
  const packed = packAll(DESTINATION);
  const lines = [
    `Packed into ${DESTINATION}:`,
    ...[packed['larch-html'], ...packed.dropIns.map((d) => d.file)].map((file) => `  ${file.slice(DESTINATION.length + 1)}`),
    '',
    "In the project to try them in, add this to package.json (merge it with an \"overrides\" it has):",
    '',
    JSON.stringify({ overrides: overridesFor(packed) }, null, 2),
    '',
    'then install afresh, so that no lockfile keeps a nested parse5:',
    '',
    '  rm -rf node_modules package-lock.json && npm install',
    '  npm ls parse5     # each line parse5@npm:larch-parse5@…, one copy and the rest deduped',
    '',
    'A project that depends on parse5 itself: write "parse5": "$parse5" in overrides and set its own',
    `dependency to "file:${packed.dropIns.find((d) => d.replaces === 'parse5').file}" (docs/parse5-dependents.md).`,
  ];
  if (args.includes('--sizes')) lines.push('', sizes(packed));
  process.stdout.write(lines.join('\n') + '\n');
}
