// `npm run bench -- --instructions`: each selected row's CPU instructions per input byte in the
// steady regime, counted by valgrind's callgrind instead of timed. On a shared or virtual machine
// wall time drifts by more than a change of a few percent moves it (an A/A pair moved ±8 % here);
// the instruction count of the same build repeats to about 0.1 % on the HTML corpus, so it is the
// measure for A/B comparisons of one change. It is not time: a cache miss or a GC pause's memory
// traffic counts for its instructions only, so the targets stay judged on wall time and the
// instruction ratios are printed beside their goals for information.
//
// Each row runs twice under callgrind, both runs at once (valgrind is single-threaded), in Node's
// deterministic mode (--predictable --single-threaded): once with `warmup + rounds` rounds and once
// with `warmup + 2 × rounds`. The difference is `rounds` steady rounds with the JIT warm: start-up,
// loading, warm-up and the process's exit cancel out. Rows parse every `sample`-th corpus page.
// With --simulate, callgrind also simulates the caches and the branch predictor: misses and
// mispredicts per KB of input, and an estimate of cycles that weighs them (KCachegrind's). That
// is what explains a row whose instruction count is low but whose time is not: larch →
// domhandler counts 1.9× fewer instructions than htmlparser2, with 2.3× the instruction-cache
// misses per byte (a spec-exact tree builder is a lot of code to run through for each token).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { judge } from './judge.js';
import { describeMachine } from './machine.js';
import { fixed, textTable } from './report.js';
import { BASELINES, findRow } from './rows.js';
import { TARGETS } from './targets.js';

const ROW_SCRIPT = fileURLToPath(new URL('./row.js', import.meta.url));
const NODE_FLAGS = ['--expose-gc', '--predictable', '--single-threaded'];

/** The events callgrind reports having counted (its `Events :` and `Collected :` lines) by name, or null. */
export function collectedEvents(stderr) {
  const names = /Events\s*: ([\w ]+)/.exec(stderr);
  const counts = /Collected : ([\d ]+)/.exec(stderr);
  if (names === null || counts === null) return null;
  const values = counts[1].trim().split(/\s+/).map(Number);
  return Object.fromEntries(names[1].trim().split(/\s+/).map((name, i) => [name, values[i] ?? 0]));
}

/**
 * KCachegrind's cycle estimate from simulated events: an instruction a cycle, 10 more for a
 * first-level cache miss or a mispredicted branch, 100 for a last-level miss. A rough model, but
 * it weighs what instruction counts alone leave out.
 */
function estimatedCycles(e) {
  return e.Ir + 10 * (e.I1mr + e.D1mr + e.D1mw + e.Bcm + e.Bim) + 100 * (e.ILmr + e.DLmr + e.DLmw);
}

/**
 * A row's steady figures from the run with `rounds` counted rounds (`short`) and the one with
 * twice as many (`long`), each callgrind's events: everything but `rounds` rounds is the same in
 * both. With simulated caches and branches, also misses and mispredicts per KB of input and the
 * estimated cycles per input byte.
 */
export function steadyFigures(short, long, rounds, { bytes, passes }) {
  const input = bytes * passes;
  const steady = (count) => (count(long) - count(short)) / rounds;
  const perRound = steady((e) => e.Ir);
  const figures = { perRound, perByte: perRound / input, simulated: null };
  if (long.I1mr !== undefined) {
    const perKb = (count) => (1000 * steady(count)) / input;
    figures.simulated = {
      i1MissesPerKb: perKb((e) => e.I1mr),
      d1MissesPerKb: perKb((e) => e.D1mr + e.D1mw),
      mispredictsPerKb: perKb((e) => e.Bcm + e.Bim),
      cyclesPerByte: steady(estimatedCycles) / input,
    };
  }
  return figures;
}

/** Runs `node row.js …` under callgrind; resolves to the instructions counted and the row's result. */
function countedRun(row, rounds, options) {
  const args = [
    '--tool=callgrind',
    '--callgrind-out-file=/dev/null',
    ...(options.simulate ? ['--cache-sim=yes', '--branch-sim=yes'] : []),
    process.execPath,
    ...NODE_FLAGS,
    ...options.nodeFlags,
    ROW_SCRIPT,
    row.id,
    '--count',
    '--sample',
    String(options.sample),
    '--warmup',
    String(options.warmup),
    '--rounds',
    String(rounds),
  ];
  return new Promise((resolve) => {
    const child = spawn('valgrind', args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: options.timeout * 1000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data) => (stdout += data));
    child.stderr.on('data', (data) => (stderr += data));
    child.on('error', (error) => resolve({ error: error.code === 'ENOENT' ? 'valgrind is not installed (Debian: apt-get install valgrind)' : error.message }));
    child.on('close', (code, signal) => {
      const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
      const result = line ? JSON.parse(line.slice('RESULT '.length)) : null;
      const collected = collectedEvents(stderr);
      if (result && result.status !== 'ok') return resolve({ result });
      if (!result || collected === null) {
        const why = signal === 'SIGTERM' ? `timed out after ${options.timeout} s` : stderr.trim().split('\n').slice(-3).join(' | ') || `exited with ${code ?? signal}`;
        return resolve({ error: why });
      }
      resolve({ result, events: collected });
    });
  });
}

/** One row: instructions per steady round and per input byte, or why there are none. */
async function countRow(row, options) {
  const [short, long] = await Promise.all([countedRun(row, options.rounds, options), countedRun(row, 2 * options.rounds, options)]);
  for (const run of [short, long]) {
    if (run.error) return { id: row.id, status: 'error', reason: run.error };
    if (run.result.status !== 'ok') return run.result;
  }
  const { bytes, passes, pages } = long.result;
  return { id: row.id, status: 'ok', pages, bytes, passes, ...steadyFigures(short.events, long.events, options.rounds, long.result) };
}

const changeCell = (now, before) => (now && before ? `${now.perByte >= before.perByte ? '+' : '−'}${fixed((Math.abs(now.perByte / before.perByte - 1)) * 100, 1)} %` : '—');

/** The table of one corpus's rows: instructions per input byte, ratios to the baselines, change against a saved run. */
function instructionTable(rows, counted, saved, labelOf) {
  const isXml = rows.length > 0 && rows[0].corpus === 'xml';
  const baselines = BASELINES[isXml ? 'xml' : 'html'].filter((id) => counted.has(id));
  const simulated = [...counted.values()].some((c) => c.simulated !== null);
  const header = [
    'Row',
    'Instructions per input byte',
    'Per round (M)',
    ...baselines.map((id) => `vs ${labelOf(id)}`),
    ...(saved ? [`vs ${saved.label}`] : []),
    ...(simulated ? ['I1 misses per KB', 'D1 misses per KB', 'Mispredicts per KB', 'Est. cycles per byte', ...baselines.map((id) => `vs ${labelOf(id)}, est. cycles`)] : []),
  ];
  const body = rows.map((row) => {
    const now = counted.get(row.id);
    if (!now) return [row.label, 'failed', ...new Array(header.length - 2).fill('')];
    const sim = now.simulated;
    return [
      row.label,
      fixed(now.perByte, 1),
      fixed(now.perRound / 1e6, 1),
      ...baselines.map((id) => `${fixed(counted.get(id).perByte / now.perByte, 2)}×`),
      ...(saved ? [changeCell(now, saved.rows[row.id])] : []),
      ...(simulated
        ? sim === null
          ? new Array(4 + baselines.length).fill('—')
          : [
              fixed(sim.i1MissesPerKb, 0),
              fixed(sim.d1MissesPerKb, 0),
              fixed(sim.mispredictsPerKb, 0),
              fixed(sim.cyclesPerByte, 1),
              ...baselines.map((id) => `${fixed(counted.get(id).simulated?.cyclesPerByte / sim.cyclesPerByte, 2)}×`),
            ]
        : []),
    ];
  });
  return { header, body, left: 1 };
}

/**
 * The speed targets recomputed on instructions (fewer counting as faster), and on estimated cycles
 * when simulated, for information.
 */
export function instructionTargets(counted, labelOf) {
  const targets = TARGETS.filter((t) => t.kind === 'ratio' || t.kind === 'time');
  const judged = (cost) => {
    const speedLike = new Map([...counted].filter(([, c]) => cost(c) !== undefined).map(([id, c]) => [id, { median: 1 / cost(c) }]));
    return judge(targets, { ran: new Set(counted.keys()), steady: speedLike, afterGc: new Map() }, labelOf);
  };
  const met = (line) => (line.verdict === 'PASS' ? 'yes' : line.verdict === 'MISS' ? 'no' : '');
  const lines = judged((c) => c.perByte);
  const simulated = [...counted.values()].every((c) => c.simulated !== null);
  const cycles = simulated ? judged((c) => c.simulated.cyclesPerByte) : null;
  return {
    header: ['Issue', 'Target', 'On instructions', ...(cycles ? ['On est. cycles'] : []), 'Goal (judged on time)', 'Met on instructions', ...(cycles ? ['Met on est. cycles'] : [])],
    body: lines.map((l, i) => [
      l.issue,
      l.target,
      l.measured,
      ...(cycles ? [cycles[i].measured] : []),
      l.goal,
      met(l),
      ...(cycles ? [met(cycles[i])] : []),
    ]),
    left: 2,
  };
}

/** A run saved with --save, to compare against; its settings must be this run's. */
function readSaved(path, options) {
  if (!path) return null;
  const saved = JSON.parse(readFileSync(path, 'utf8'));
  for (const key of ['sample', 'warmup', 'rounds']) {
    if (saved.options[key] !== options[key]) throw new TypeError(`bench: ${path} was counted with --${key} ${saved.options[key]}, this run with ${options[key]}`);
  }
  return { label: `${path} (${saved.machine.larch})`, rows: saved.rows };
}

export async function countInstructions(rows, options) {
  const saved = readSaved(options.compare, options);
  console.log(
    `bench --instructions: ${rows.length} rows under callgrind${options.simulate ? ' with cache and branch simulation' : ''}, every ${options.sample}th page, ` +
      `${options.warmup} warm-up rounds, instructions of ${options.rounds} steady rounds (the difference of two runs); ` +
      `each row takes about ${options.simulate ? 'four minutes' : 'a minute'}`,
  );
  const labelOf = (id) => findRow(id).label;
  const counted = new Map();
  const failures = [];
  for (const row of rows) {
    const result = await countRow(row, options);
    if (result.status === 'ok') {
      counted.set(row.id, result);
      const sim = result.simulated;
      const more = sim === null ? '' : `; ${fixed(sim.i1MissesPerKb, 0)} I1 misses, ${fixed(sim.mispredictsPerKb, 0)} mispredicts per KB; ${fixed(sim.cyclesPerByte, 1)} est. cycles per byte`;
      console.log(`  ${row.id}: ${fixed(result.perByte, 1)} instructions per input byte (${fixed(result.perRound / 1e6, 1)} M a round over ${result.pages} pages)${more}`);
    } else {
      failures.push(result);
      console.log(`  ${row.id}: ${result.status}: ${result.reason}`);
      if (/valgrind is not installed/.test(result.reason)) {
        process.exitCode = 2;
        return;
      }
    }
  }
  const corpora = [['HTML corpus', rows.filter((row) => row.corpus !== 'xml')], ['XML corpus', rows.filter((row) => row.corpus === 'xml')]];
  for (const [title, group] of corpora) {
    if (group.length === 0) continue;
    console.log(`\n${title}`);
    console.log(textTable(instructionTable(group, counted, saved, labelOf)).join('\n'));
  }
  const targets = instructionTargets(counted, labelOf);
  if (targets.body.length > 0) {
    console.log(`\nTargets on instructions${options.simulate ? ' and estimated cycles' : ''} (for information: the goals are judged on wall time, \`npm run bench\`)`);
    console.log(textTable(targets).join('\n'));
  }
  if (options.save) {
    const rowsOut = Object.fromEntries([...counted].map(([id, c]) => [id, c]));
    writeFileSync(options.save, `${JSON.stringify({ machine: describeMachine(), options: { sample: options.sample, warmup: options.warmup, rounds: options.rounds }, rows: rowsOut }, null, 2)}\n`);
    console.log(`\nsaved to ${options.save} (compare a later run with --compare ${options.save})`);
  }
  if (failures.length > 0) process.exitCode = 1;
}
