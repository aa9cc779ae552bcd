// What the benchmark ran on: written into RESULTS.md next to the numbers.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';

const NODE_MODULES = fileURLToPath(new URL('../node_modules/', import.meta.url));

const PACKAGES = [
  'htmlparser2',
  'htmlparser2-v10',
  'domhandler',
  'domhandler-v5',
  'parse5',
  'parse5-htmlparser2-tree-adapter',
  'linkedom',
  'htmlparser-benchmark',
];

function packageVersion(name) {
  try {
    // Read directly: not every package exports its package.json.
    return JSON.parse(readFileSync(`${NODE_MODULES}${name}/package.json`, 'utf8')).version;
  } catch {
    return 'not installed';
  }
}

const git = (args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

function larchRevision() {
  try {
    return `${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain', '--untracked-files=no']) ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

export function describeMachine() {
  const cpu = cpus();
  const larch = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return {
    cpu: cpu.length > 0 ? cpu[0].model.trim() : 'unknown',
    cores: cpu.length,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    date: new Date().toISOString(),
    larch: `${larch.version} (${larchRevision()}; as built in dist/)`,
    packages: Object.fromEntries(PACKAGES.map((name) => [name, packageVersion(name)])),
  };
}
