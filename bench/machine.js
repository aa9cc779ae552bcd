// What the benchmark ran on: written into RESULTS.md next to the numbers.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { percent } from './report.js';

const NODE_MODULES = fileURLToPath(new URL('../node_modules/', import.meta.url));

/** Packages every run depends on: the corpora and larch's character-reference tables. */
const PACKAGES = ['entities', 'htmlparser-benchmark', 'bootstrap-icons'];

/**
 * The 1-minute load average above which the machine was not idle, where the CPU time of other
 * processes cannot be read (see busyWarning): at the start nothing else should run; later the
 * benchmark's own child process counts for about 1.
 */
export const IDLE_LOAD = { start: 0.5, during: 1.5 };

/**
 * The most of the machine's CPU time that other processes may take for a run to count as idle:
 * over the whole run, and while any one row ran.
 */
export const IDLE_CPU = { run: 0.05, row: 0.2 };

/**
 * The machine's CPU time so far in clock ticks, all CPUs together (`total`, and `busy` of it, and
 * `steal`: time the hypervisor gave to others), and this process's with its children that have
 * ended (`own`), from Linux's /proc; null elsewhere.
 */
export function cpuTimes() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number);
    const self = readFileSync('/proc/self/stat', 'utf8');
    // Fields 14 to 17 (utime, stime, cutime, cstime); the fields from 3 on follow the command's
    // closing parenthesis (a command name may hold spaces and parentheses).
    const fields = self.slice(self.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    const busy = user + nice + system + irq + softirq;
    const times = { total: busy + idle + iowait + steal, busy, steal, own };
    return Object.values(times).every(Number.isFinite) ? times : null;
  } catch {
    return null;
  }
}

/**
 * Between two cpuTimes: the share of the machine's CPU time that other processes took (busy time
 * not the benchmark's, the kernel's own work included) and the share the hypervisor stole.
 */
export function othersShare(before, after) {
  const total = after.total - before.total;
  if (total <= 0) return { others: 0, steal: 0 };
  return { others: Math.max(0, after.busy - before.busy - (after.own - before.own)) / total, steal: (after.steal - before.steal) / total };
}

/** A stretch shorter than this many clock ticks (all CPUs together) is timed with the next one. */
const MIN_LAP_TICKS = 200;

/**
 * Watches the other processes' share of the CPU through a run (null where /proc cannot be read):
 * `lap(label)` ends a stretch (one row's process), `summary()` gives the share over the run
 * (`run`), the stolen share (`steal`) and the busiest stretch (`row`, `rowId`).
 */
export function watchOthers() {
  const start = cpuTimes();
  if (start === null) return null;
  let last = start;
  let row = 0;
  let rowId = '';
  return {
    lap(label) {
      const now = cpuTimes();
      if (now === null || now.total - last.total < MIN_LAP_TICKS) return;
      const { others } = othersShare(last, now);
      if (others > row) {
        row = others;
        rowId = label;
      }
      last = now;
    },
    summary() {
      const { others, steal } = othersShare(start, cpuTimes() ?? last);
      return { run: others, steal, row, rowId };
    },
  };
}

/**
 * Why the run's numbers are noisy, or null when the machine was idle. `cpu` (null where /proc
 * cannot be read) holds the other processes' share over the run (`run`) and the highest over one
 * row (`row`, during `rowId`); without it the load averages (start, highest) decide, which count
 * the benchmark's own GC and compiler threads too.
 */
export function busyWarning(start, highest, cpu = null) {
  if (cpu !== null) {
    if (cpu.run <= IDLE_CPU.run && cpu.row <= IDLE_CPU.row) return null;
    return (
      `the machine was not idle: other processes took ${percent(cpu.run)} of its CPU time over the run, and ${percent(cpu.row)} while ${cpu.rowId} ran; ` +
      `idle is at most ${percent(IDLE_CPU.run)} over the run and ${percent(IDLE_CPU.row)} during any row, so these numbers are noisy and lower than an idle machine's`
    );
  }
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
