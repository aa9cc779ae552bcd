// One benchmark row in one regime, in its own process so rows do not share JIT state or heap:
//   node --expose-gc bench/row.js <rowId> [--regime steady|after-gc] [--warmup N] [--rounds N]
//                                 [--profile [--profile-out dir]] [--paired S]
// Warm-up: the first round parses each page inside a try/catch (a row that throws is reported,
// not timed), then N−1 more rounds. Then the timed rounds:
//   steady    rounds back to back, no forced GC (how crawlers and build tools run, and how other
//             projects benchmark); then one more round with its allocation counted, and the heap
//             kept alive by the trees of the whole corpus
//   after-gc  a forced major GC before each round (a process parsing right after a major GC)
// Prints one line `RESULT <json>`: MB/s per round (MB = 10^6 bytes of UTF-8 input) and the share
// of each round spent in GC pauses; in the steady regime also bytes allocated and retained per
// input byte. With --profile, instead: a CPU profile of the rounds and a sampling heap profile of
// one round, each split by stage (bench/profile.js); --profile-out saves the raw profiles. With
// --paired S, the process takes turns with another row's (bench/paired.js): after its warm-up it
// prints READY, then times one of S slices of a round for each slice number it reads on stdin.
import { mkdirSync, readSync, writeFileSync, writeSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { canMeasureAllocation, measureAllocation } from './allocation.js';
import { roundWork, sliceBounds } from './paired.js';
import { corpusIdOf, loadCorpusById } from './corpus.js';
import { watchGcPauses } from './gc-pauses.js';
import { summarizeCpuProfile, summarizeHeapProfile } from './profile.js';
import { REGIMES } from './options.js';
import { NotAvailable, findRow, readLarchFromBuild } from './rows.js';

const gc = globalThis.gc;

function parseArgs(argv) {
  const options = { id: argv[0], regime: 'steady', rounds: 10, warmup: 3, profile: false, profileOut: null, paired: 0 };
  for (let i = 1; i < argv.length; i++) {
    if (argv[i] === '--rounds') options.rounds = Number(argv[++i]);
    else if (argv[i] === '--warmup') options.warmup = Number(argv[++i]);
    else if (argv[i] === '--regime') options.regime = argv[++i];
    else if (argv[i] === '--profile') options.profile = true;
    else if (argv[i] === '--profile-out') options.profileOut = argv[++i];
    else if (argv[i] === '--paired') options.paired = Number(argv[++i]);
    else throw new TypeError(`row.js: unknown argument ${argv[i]}`);
  }
  if (!Number.isInteger(options.rounds) || options.rounds < 1) throw new TypeError('row.js: --rounds needs a positive integer');
  if (!Number.isInteger(options.warmup) || options.warmup < 1) throw new TypeError('row.js: --warmup needs a positive integer');
  if (!Number.isInteger(options.paired) || options.paired < 0) throw new TypeError('row.js: --paired needs a number of slices');
  if (!REGIMES.includes(options.regime)) throw new TypeError(`row.js: --regime is one of ${REGIMES.join(', ')}`);
  return options;
}

function report(result) {
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

/** Parses every input `passes` times over, keeping the last 8 results alive; returns milliseconds. */
function round(parse, inputs, keep, passes) {
  const start = performance.now();
  for (let p = 0; p < passes; p++) {
    for (let i = 0; i < inputs.length; i++) keep[i & 7] = parse(inputs[i]);
  }
  return performance.now() - start;
}

/** Slept on between reads while stdin has nothing (a pipe the child got non-blocking). */
const NOTHING_TO_READ = new Int32Array(new SharedArrayBuffer(4));

/** Reads one line from stdin, blocking (no turn of the event loop, so V8 runs no tasks between slices). */
function readLine(buffer) {
  let line = '';
  for (;;) {
    let n;
    try {
      n = readSync(0, buffer, 0, 1, null);
    } catch (error) {
      if (error.code !== 'EAGAIN') throw error;
      Atomics.wait(NOTHING_TO_READ, 0, 0, 1);
      continue;
    }
    if (n === 0) return null;
    const char = String.fromCharCode(buffer[0]);
    if (char === '\n') return line;
    line += char;
  }
}

/**
 * Paired rounds: the work of one round cut into `slices` pieces of about equal bytes; each slice
 * number read on stdin is parsed and its milliseconds written to stdout, until `end` (or EOF).
 */
function pairedSlices(parse, corpus, inputs, keep, slices) {
  const { work, bytes } = roundWork(inputs, corpus.pages.map((page) => page.bytes), corpus.passes);
  const bounds = sliceBounds(bytes, slices);
  const buffer = Buffer.alloc(1);
  writeSync(1, `READY ${corpus.bytes * corpus.passes}\n`);
  for (let line = readLine(buffer); line !== null && line !== 'end'; line = readLine(buffer)) {
    const slice = Number(line);
    const from = bounds[slice];
    const to = bounds[slice + 1];
    const start = performance.now();
    for (let i = from; i < to; i++) keep[i & 7] = parse(work[i]);
    writeSync(1, `${performance.now() - start}\n`);
  }
}

/** The timed rounds of `regime`: MB/s and the share of time in GC pauses, per round. */
async function timedRounds(parse, corpus, inputs, keep, options) {
  const gcPauses = watchGcPauses();
  const windows = [];
  for (let r = 0; r < options.rounds; r++) {
    if (options.regime === 'after-gc') {
      keep.fill(null);
      gc();
    }
    const start = performance.now();
    round(parse, inputs, keep, corpus.passes);
    windows.push([start, performance.now()]);
  }
  const pauses = await gcPauses.pausesIn(windows);
  gcPauses.stop();
  const megabytes = (corpus.bytes * corpus.passes) / 1e6;
  return {
    mbps: windows.map(([start, end]) => megabytes / ((end - start) / 1000)),
    gcShare: windows.map(([start, end], r) => pauses[r] / (end - start)),
  };
}

/** Bytes allocated by one more round (garbage included), per input byte. */
function allocatedPerByte(parse, corpus, inputs, keep) {
  if (!canMeasureAllocation) return null;
  const { bytes } = measureAllocation(() => round(parse, inputs, keep, corpus.passes));
  return bytes / (corpus.bytes * corpus.passes);
}

/** Heap kept alive by the results of the whole corpus, per input byte (the inputs are live already). */
function retainedPerByte(parse, corpus, inputs, keep) {
  keep.fill(null);
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const results = inputs.map((input) => parse(input));
  gc();
  gc();
  const after = process.memoryUsage().heapUsed;
  keep[0] = results;
  return (after - before) / corpus.bytes;
}

/** CPU profile of the timed rounds, then a sampling heap profile of one round, both summarized. */
async function profileRounds(row, parse, corpus, inputs, keep, options) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const { mbps } = await timedRounds(parse, corpus, inputs, keep, options);
  const { profile: cpu } = await session.post('Profiler.stop');
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 16384,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  round(parse, inputs, keep, corpus.passes);
  const { profile: heap } = await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  if (options.profileOut) {
    mkdirSync(options.profileOut, { recursive: true });
    writeFileSync(join(options.profileOut, `${row.id}.${options.regime}.cpuprofile`), JSON.stringify(cpu));
    writeFileSync(join(options.profileOut, `${row.id}.${options.regime}.heapprofile`), JSON.stringify(heap));
  }
  const bytes = corpus.bytes * corpus.passes;
  return { mbps, cpu: summarizeCpuProfile(cpu), alloc: { ...summarizeHeapProfile(heap), inputBytes: bytes } };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (typeof gc !== 'function') throw new Error('row.js needs node --expose-gc');
  const row = findRow(options.id);
  if (!row) throw new TypeError(`row.js: unknown row ${options.id}`);
  const base = { id: row.id, regime: options.regime };
  if (options.profile) readLarchFromBuild();
  let parse;
  try {
    parse = await row.load();
  } catch (error) {
    if (error instanceof NotAvailable) return report({ ...base, status: 'not-available', reason: error.message });
    throw error;
  }
  const corpus = loadCorpusById(corpusIdOf(row));
  const { pages } = corpus;
  const inputs = pages.map((page) => (row.input ? row.input(page.html) : page.html));
  const keep = new Array(8).fill(null);
  for (let i = 0; i < inputs.length; i++) {
    try {
      keep[i & 7] = parse(inputs[i]);
    } catch (error) {
      return report({ ...base, status: 'error', reason: `${pages[i].name}: ${error.message}` });
    }
  }
  for (let w = 1; w < options.warmup; w++) round(parse, inputs, keep, corpus.passes);
  const about = { pages: pages.length, bytes: corpus.bytes, passes: corpus.passes };
  if (options.paired > 0) return pairedSlices(parse, corpus, inputs, keep, options.paired);
  if (options.profile) {
    return report({ ...base, status: 'ok', ...about, profile: await profileRounds(row, parse, corpus, inputs, keep, options) });
  }
  const { mbps, gcShare } = await timedRounds(parse, corpus, inputs, keep, options);
  const memory =
    options.regime === 'steady'
      ? { allocatedPerByte: allocatedPerByte(parse, corpus, inputs, keep), retainedPerByte: row.dom ? retainedPerByte(parse, corpus, inputs, keep) : null }
      : {};
  report({ ...base, status: 'ok', ...about, mbps, gcShare, ...memory });
}

main().catch((error) => {
  report({ id: process.argv[2], status: 'error', reason: error.stack || String(error) });
  process.exitCode = 1;
});
