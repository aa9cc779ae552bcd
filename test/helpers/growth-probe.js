// Times one or more shapes of bench/scaling-inputs.js for test/linear-time.test.js, in a process
// of its own (a heap holding only this, so the forced collections between runs are quick and no
// other test's garbage is timed):
//   node --expose-gc test/helpers/growth-probe.js <caseId> ...
// prints a line `RESULT {"id", "label", "ratio"}` for each parser of each shape: the time at LARGE
// characters over the time at SMALL, without garbage collection pauses (and for the id SCRATCH,
// the check of scratchAfterAttributes).
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { CASES } from '../../bench/scaling-inputs.js';

export const SMALL = 3e4;
export const LARGE = 3e5;
export const BOUND = 30;
/** Each size is run until this many milliseconds have gone by (at least twice, at most MAX_RUNS times), and the fastest run counts. */
const BUDGET_MS = 150;
const MAX_RUNS = 6;

/** GC pauses V8 reports, as [start, duration] (delivered asynchronously). */
const pauses = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) pauses.push([entry.startTime, entry.duration]);
});

/** The GC pauses that began in [start, end), in milliseconds, once V8 has delivered them. */
async function pausedBetween(start, end) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  let ms = 0;
  for (const [at, duration] of pauses) if (at >= start && at < end) ms += duration;
  pauses.length = 0;
  return ms;
}

/** The fastest of several runs of `run(input)`, in milliseconds without GC pauses. */
async function fastest(run, input) {
  let best = Infinity;
  const start = performance.now();
  for (let runs = 0; runs < 2 || (runs < MAX_RUNS && performance.now() - start < BUDGET_MS); runs++) {
    globalThis.gc();
    await pausedBetween(0, 0);
    const t0 = performance.now();
    run(input);
    const t1 = performance.now();
    const paused = await pausedBetween(t0, t1);
    best = Math.min(best, t1 - t0 - paused);
  }
  return best;
}

/** Time at LARGE over time at SMALL. */
async function growth(run, make) {
  const small = make(SMALL);
  const large = make(LARGE);
  await fastest(run, small); // warm up: the JIT's tiers settle on the small input
  return (await fastest(run, large)) / (await fastest(run, small));
}

/** The parsers a shape is timed with: its own (larch's, not calibration), or parse() to the JSON AST and to domhandler. */
async function parsersOf(shape) {
  if (shape.parsers) {
    const own = shape.parsers.filter((p) => p.id.startsWith('larch'));
    return Promise.all(own.map(async (p) => [p.label, await p.load()]));
  }
  const { parse } = await import('larch-html');
  const { adapter } = await import('larch-html/adapters/domhandler');
  const quiet = { onParseError: () => {} };
  const domhandler = { treeAdapter: adapter, onParseError: () => {} };
  return [
    ['parse → JSON, with errors', (html) => parse(html, quiet)],
    ['parse → domhandler, with errors', (html) => parse(html, domhandler)],
  ];
}

/** The id that runs scratchAfterAttributes. */
export const SCRATCH = 'scratch-after-attributes';

/**
 * Not a growth but the same kind of measurement: a scan timed before and after a parse of one tag
 * with 10^5 attributes, which must not leave scratch space sized by that tag to later parses.
 */
async function scratchAfterAttributes() {
  const { parse, scan } = await import('larch-html');
  const lines = '<div class="a\n'.repeat(3e4);
  const run = (text) => scan(text, { recovery: 'editing' });
  const before = await fastest(run, lines);
  parse(`<a ${Array.from({ length: 1e5 }, (_, i) => `a${i}`).join(' ')}>`);
  return (await fastest(run, lines)) / before;
}

/** The shapes to time: a case timed at one size only (the 100 MB document) is the benchmark's, not a growth. */
export const SHAPES = CASES.filter((shape) => !shape.sizes || (shape.sizes.length > 1 && shape.sizes.at(-1) >= 1e5));

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  observer.observe({ entryTypes: ['gc'] });
  for (const id of process.argv.slice(2)) {
    if (id === SCRATCH) {
      const ratio = await scratchAfterAttributes();
      process.stdout.write(`RESULT ${JSON.stringify({ id, label: 'scan after', ratio })}\n`);
      continue;
    }
    const shape = SHAPES.find((s) => s.id === id);
    if (shape === undefined) throw new TypeError(`growth-probe: no shape '${id}'`);
    for (const [label, run] of await parsersOf(shape)) {
      // A shape over the bound is measured twice more before it counts, so one stall does not.
      let ratio = await growth(run, shape.make);
      for (let retry = 0; retry < 2 && ratio > BOUND; retry++) ratio = Math.min(ratio, await growth(run, shape.make));
      process.stdout.write(`RESULT ${JSON.stringify({ id, label, ratio })}\n`);
    }
  }
  observer.disconnect();
}
