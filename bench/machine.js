// What the benchmark ran on: written into RESULTS.md next to the numbers.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';

const NODE_MODULES = fileURLToPath(new URL('../node_modules/', import.meta.url));

/** Packages every run depends on: the corpora and larch's character-reference tables. */
const PACKAGES = ['entities', 'htmlparser-benchmark', 'bootstrap-icons'];

/**
 * The 1-minute load average above which the machine was not idle: at the start nothing else
 * should run; later the benchmark's own child process counts for about 1.
 */
export const IDLE_LOAD = { start: 0.5, during: 1.5 };

/** Why the run's numbers are noisy, from the load averages seen, or null when the machine was idle. */
export function busyWarning(start, highest) {
  if (start[0] <= IDLE_LOAD.start && highest[0] <= IDLE_LOAD.during) return null;
  return (
    `the machine was not idle (1-minute load average ${start[0].toFixed(2)} at the start, up to ${highest[0].toFixed(2)} during the run; ` +
    `idle is at most ${IDLE_LOAD.start} before and ${IDLE_LOAD.during} during, the benchmark counting for 1): other processes shared the cores, so these numbers are noisy and lower than an idle machine's`
  );
}

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

/** The machine, Node and V8, larch's revision and the versions of `packages` and the base packages. */
export function describeMachine(packages = []) {
  const cpu = cpus();
  const larch = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return {
    cpu: cpu.length > 0 ? cpu[0].model.trim() : 'unknown',
    cores: cpu.length,
    node: process.version,
    v8: process.versions.v8,
    platform: `${process.platform} ${process.arch}`,
    date: new Date().toISOString(),
    larch: `${larch.version} (${larchRevision()}; as built in dist/)`,
    packages: Object.fromEntries([...new Set([...packages, ...PACKAGES])].sort().map((name) => [name, packageVersion(name)])),
  };
}
