// `npm run bench`: every row in both regimes (steady, after-GC), each row and regime in its own
// child process (bench/row.js), in passes over the rows (--repeat, bench/options.js); then the
// tables of median MB/s with interquartile ranges, GC time, allocation and retention per input
// byte, and the targets (bench/targets.js) with PASS/MISS on the steady regime, each speed ratio
// between two rows judged on paired rounds of the two (bench/paired.js). A full run (all
// rows, both regimes, at least 3 warm-up rounds, 2 passes and 10 timed rounds pooled) rewrites
// bench/RESULTS.md. With --profile, each selected row is profiled instead: time and allocations
// split by stage (tokenizer / tree builder / adapter / GC / other). With --against, each selected
// row is paired with the same row of another checkout (an A/B of a change).
//   node bench/run.js [--rows a,b] [--rounds N] [--warmup N] [--quick] [--repeat N] [--regime R]
//                     [--profile [rows]] [--profile-out dir] [--against dir] [--pages dir] [--node-flags 'f']
//                     [--timeout s] [--list]
// (the options are described in bench/options.js)
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { judge, pairKey, targetPairs } from './judge.js';
import { busyWarning, describeMachine, watchOthers } from './machine.js';
import { parseOptions, passOrder } from './options.js';
import { MIN_PAIRED_SECONDS, ROW_SCRIPT, SLICES, pairedRoundCount, rowScriptIn, runPairPasses } from './paired.js';
import { failureNotes, fixed, poolResults, profileReport, speedTable, summarizeResults, targetTable, textTable } from './report.js';
import { resultsMarkdown } from './results-file.js';
import { CORPORA, PAGES_VARIABLE, corpusIdOf } from './corpus.js';
import { BASELINES, ROWS, findRow } from './rows.js';
import { summarize, summarizeRatios } from './stats.js';
import { TARGETS } from './targets.js';

const RESULTS = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

const labelOf = (id) => findRow(id).label;

/** Blocks for `ms` milliseconds (the parent only waits on children, so blocking is fine). */
function pause(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs one row in one regime; a larch module missing is retried once, in case dist/ is being rebuilt. */
function runRow(row, regime, options) {
  const result = runRowOnce(row, regime, options);
  if (result.status !== 'not-available') return result;
  pause(5000);
  return runRowOnce(row, regime, options);
}

function runRowOnce(row, regime, options) {
  const args = ['--expose-gc', ...options.nodeFlags, ROW_SCRIPT, row.id, '--regime', regime, '--rounds', String(options.rounds), '--warmup', String(options.warmup)];
  if (options.profile) args.push('--profile', ...(options.profileOut ? ['--profile-out', options.profileOut] : []));
  const child = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    timeout: options.timeout * 1000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = child.stdout?.split('\n').find((l) => l.startsWith('RESULT '));
  if (line) return JSON.parse(line.slice('RESULT '.length));
  const failed = { id: row.id, regime, status: 'error' };
  if (child.error?.code === 'ETIMEDOUT' || child.signal === 'SIGTERM') return { ...failed, reason: `timed out after ${options.timeout} s` };
  const why = (child.stderr || '').trim().split('\n').slice(-3).join(' | ');
  return { ...failed, reason: why || `exited with ${child.status ?? child.signal}` };
}

/** One progress line for a child's result. */
function progress(result) {
  if (result.status !== 'ok') return `${result.status}: ${result.reason}`;
  const parts = [`${fixed(summarize(result.mbps).median, 1)} MB/s`, `GC ${fixed(summarize(result.gcShare).median * 100, 0)} %`];
  if (result.allocatedPerByte != null) parts.push(`allocated ${fixed(result.allocatedPerByte, 1)} B/B`);
  if (result.retainedPerByte != null) parts.push(`retained ${fixed(result.retainedPerByte, 1)} B/B`);
  return parts.join(', ');
}

const flagsNote = (options) => (options.nodeFlags.length > 0 ? `, node ${options.nodeFlags.join(' ')}` : '');

function profile(rows, options) {
  console.log(`bench --profile: ${rows.length} rows, ${options.regimes.join(' and ')}, ${options.warmup} warm-up and ${options.rounds} profiled rounds each${flagsNote(options)}`);
  console.log('(V8 counts a function inlined by the optimizing compiler as part of its caller, in time and in allocations; --node-flags --no-turbo-inlining separates them)');
  for (const row of rows) {
    for (const regime of options.regimes) {
      const result = runRow(row, regime, options);
      console.log('');
      if (result.status === 'ok') console.log(profileReport(result, row.label).join('\n'));
      else console.log(`${row.label} (${regime}): ${result.status}: ${result.reason}`);
    }
  }
  if (options.profileOut) console.log(`\nraw profiles in ${options.profileOut} (open .cpuprofile / .heapprofile in Chrome DevTools)`);
}

/**
 * The paired rounds of the targets' pairs of rows (bench/paired.js), in as many passes and rounds
 * as the rows ran: a map from pairKey to `{ row, base, pass }` (MB/s per round, pass per round).
 * A pair whose passes could not all be pinned to one CPU gets a line in `notes`.
 */
async function pairedRounds(results, summaries, options, notes, others) {
  const pairs = targetPairs(TARGETS, summaries.steady);
  const paired = new Map();
  if (pairs.length === 0) return paired;
  console.log(`paired rounds: ${pairs.length} pairs of rows, ${pairNote(options, true)}`);
  for (const [row, base] of pairs) {
    // A round's seconds for the slower of the two, from its own steady median.
    const { bytes, passes } = results.find((r) => r.id === row && r.status === 'ok');
    const slowest = Math.min(summaries.steady.get(row).median, summaries.steady.get(base).median);
    const rounds = pairedRoundCount(options.rounds, (bytes * passes) / 1e6 / slowest);
    const result = await runPairPasses([row, base], { ...pairOptions(options), rounds }, options.repeat);
    others?.lap(`the paired rounds of ${row} and ${base}`);
    if (result.status !== 'ok') {
      console.log(`  ${row} / ${base}: ${result.status} (${result.id}): ${result.reason}`);
      continue;
    }
    const unpinned = unpinnedNote(result);
    if (unpinned !== null) notes.push(`${labelOf(row)} / ${labelOf(base)}: ${unpinned}`);
    const [rowMbps, baseMbps] = result.mbps;
    paired.set(pairKey(row, base), { row: rowMbps, base: baseMbps, pass: result.pass });
    console.log(`  ${row} / ${base}: ${ratioNote(rowMbps, baseMbps)}`);
  }
  return paired;
}

const pairOptions = (options) => ({ rounds: options.rounds, warmup: options.warmup, nodeFlags: options.nodeFlags, timeout: options.timeout });

const pairNote = (options, scaled) =>
  `each in ${options.repeat} pass${options.repeat > 1 ? 'es (a fresh pair of processes each, every other one started the other way round)' : ''} of ${options.warmup} warm-up rounds a process, then ${options.rounds} rounds${scaled ? ` or more (at least ${MIN_PAIRED_SECONDS} s of the slower row)` : ''} taking turns in ${SLICES} slices, the two main threads on one CPU${flagsNote(options)}`;

/** A note when some passes' main threads could not share one CPU (no taskset), whose rounds carry each CPU's own slowdowns; else null. */
function unpinnedNote(result) {
  const unpinned = result.pinned.filter((cpu) => cpu === null).length;
  return unpinned === 0 ? null : `${unpinned} of ${result.pinned.length} passes of paired rounds ran unpinned (taskset could not pin the main threads to one CPU)`;
}

/** The median and interquartile range over the rounds of `a`'s MB/s over `b`'s. */
function ratioNote(a, b) {
  const { median, q1, q3 } = summarizeRatios(a, b);
  return `${fixed(median, 3)}× (${fixed(q1, 3)}–${fixed(q3, 3)}), ${fixed(summarize(a).median, 1)} vs ${fixed(summarize(b).median, 1)} MB/s`;
}

/** --against: each row of this checkout paired with the same row of another checkout. */
async function against(rows, options) {
  const scripts = [ROW_SCRIPT, rowScriptIn(options.against)];
  console.log(`bench --against ${options.against}: ${rows.length} rows, ${pairNote(options, false)}`);
  console.log("(this checkout's speed over the other's: median and interquartile range over the rounds; above 1× this checkout is faster)");
  for (const row of rows) {
    const result = await runPairPasses([row.id, row.id], { ...pairOptions(options), scripts }, options.repeat);
    if (result.status === 'ok') {
      const unpinned = unpinnedNote(result);
      console.log(`  ${row.id.padEnd(32)} ${ratioNote(...result.mbps)}${unpinned === null ? '' : ` (${unpinned})`}`);
    }
    else console.log(`  ${row.id}: ${result.status} in ${result.side === 0 ? 'this checkout' : options.against}: ${result.reason}`);
  }
}

async function benchmark(rows, options) {
  const repeats = options.repeat > 1 ? `, in ${options.repeat} passes (every other one in reverse order), rounds pooled` : '';
  console.log(`bench: ${rows.length} rows × ${options.regimes.join(' and ')}, ${options.warmup} warm-up and ${options.rounds} timed rounds, one process each${repeats}${flagsNote(options)}`);
  const machine = describeMachine(rows.flatMap((row) => row.packages ?? []));
  const load = { start: loadavg(), end: null, highest: loadavg() };
  const others = watchOthers();
  const runs = [];
  for (let pass = 0; pass < options.repeat; pass++) {
    for (const row of passOrder(rows, pass)) {
      for (const regime of options.regimes) {
        const result = runRow(row, regime, options);
        others?.lap(`${row.id} ${regime}`);
        console.log(`  ${row.id} ${regime}: ${progress(result)}`);
        runs.push({ ...result, pass });
        const now = loadavg();
        if (now[0] > load.highest[0]) load.highest = now;
      }
    }
  }
  const results = poolResults(runs);
  const summaries = summarizeResults(results);
  const pairNotes = [];
  const paired = await pairedRounds(results, summaries, options, pairNotes, others);
  const passes = options.repeat > 1 ? Array.from({ length: options.repeat }, (_, pass) => summarizeResults(runs.filter((r) => r.pass === pass))) : [];
  const judged = judge(TARGETS, summaries, labelOf, passes, paired);
  load.end = loadavg();
  const cpu = others?.summary() ?? null;
  // Each corpus's rows, its table, and one of its rows' results (for the corpus's size).
  const corpora = CORPORA.map((corpus) => {
    const group = rows.filter((row) => corpusIdOf(row) === corpus.id);
    const sized = results.find((r) => r.status === 'ok' && group.some((row) => row.id === r.id));
    return { ...corpus, table: speedTable(group, BASELINES[corpus.id], summaries, labelOf), sized: sized ?? null };
  });
  const targets = targetTable(judged);
  for (const [title, table] of [...corpora.map((c) => [c.title, c.table]), ['Targets (judged on the steady regime)', targets]]) {
    if (table.body.length === 0) continue;
    console.log(`\n${title}`);
    console.log(textTable(table).join('\n'));
  }
  const notes = [...failureNotes(summaries.failures, labelOf), ...pairNotes];
  for (const note of notes) console.log(`  * ${note}`);
  const warning = busyWarning(load.start, load.highest, cpu);
  if (warning) console.log(`\nWARNING: ${warning}`);
  if (options.full && corpora[0].sized !== null) {
    writeFileSync(RESULTS, resultsMarkdown({ machine, load, cpu, warning, options, corpora, targets, notes }));
    console.log(`\nwrote ${RESULTS}`);
  } else {
    console.log('\n(partial run: bench/RESULTS.md is only rewritten by a full run: all rows, both regimes, at least 3 warm-up rounds, 2 passes and 10 timed rounds pooled, no --node-flags)');
  }
}

function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2), ROWS.map((row) => row.id));
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
    return;
  }
  if (options.list) {
    for (const row of ROWS) console.log(`${row.id.padEnd(32)} ${row.label}`);
    return;
  }
  const rows = options.rows.map(findRow);
  // The row processes read the pages' directory from the environment they inherit.
  if (options.pages !== null) process.env[PAGES_VARIABLE] = resolve(options.pages);
  if (options.pages !== null && options.against !== null && !readFileSync(join(options.against, 'bench/corpus.js'), 'utf8').includes(PAGES_VARIABLE)) {
    console.error(`bench: the checkout at ${options.against} cannot parse other pages (--pages): both sides of a pair must parse the same`);
    process.exitCode = 2;
    return;
  }
  if (options.profile) profile(rows, options);
  else if (options.against !== null) return against(rows, options);
  else return benchmark(rows, options);
}

main()?.catch((error) => {
  if (!(error instanceof TypeError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
});
