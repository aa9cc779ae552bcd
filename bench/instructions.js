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

/** The instructions callgrind reports having counted (its `Collected :` line), or null. */
export function collectedInstructions(stderr) {
  const match = /Collected : (\d+)/.exec(stderr);
  return match === null ? null : Number(match[1]);
}

/**
 * A row's steady figures from the run with `rounds` counted rounds (`short`) and the one with
 * twice as many (`long`): everything but `rounds` rounds is the same in both.
 */
export function steadyFigures(short, long, rounds, { bytes, passes }) {
  const perRound = (long - short) / rounds;
  return { perRound, perByte: perRound / (bytes * passes) };
}

/** Runs `node row.js …` under callgrind; resolves to the instructions counted and the row's result. */
function countedRun(row, rounds, options) {
  const args = [
    '--tool=callgrind',
    '--callgrind-out-file=/dev/null',
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
      const collected = collectedInstructions(stderr);
      if (result && result.status !== 'ok') return resolve({ result });
      if (!result || collected === null) {
        const why = signal === 'SIGTERM' ? `timed out after ${options.timeout} s` : stderr.trim().split('\n').slice(-3).join(' | ') || `exited with ${code ?? signal}`;
        return resolve({ error: why });
      }
      resolve({ result, instructions: collected });
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
  return { id: row.id, status: 'ok', pages, bytes, passes, ...steadyFigures(short.instructions, long.instructions, options.rounds, long.result) };
}

const changeCell = (now, before) => (now && before ? `${now.perByte >= before.perByte ? '+' : '−'}${fixed((Math.abs(now.perByte / before.perByte - 1)) * 100, 1)} %` : '—');

/** The table of one corpus's rows: instructions per input byte, ratios to the baselines, change against a saved run. */
function instructionTable(rows, counted, saved, labelOf) {
  const isXml = rows.length > 0 && rows[0].corpus === 'xml';
  const baselines = BASELINES[isXml ? 'xml' : 'html'].filter((id) => counted.has(id));
  const header = ['Row', 'Instructions per input byte', 'Per round (M)', ...baselines.map((id) => `vs ${labelOf(id)}`), ...(saved ? [`vs ${saved.label}`] : [])];
  const body = rows.map((row) => {
    const now = counted.get(row.id);
    if (!now) return [row.label, 'failed', '', ...baselines.map(() => ''), ...(saved ? [''] : [])];
    return [
      row.label,
      fixed(now.perByte, 1),
      fixed(now.perRound / 1e6, 1),
      ...baselines.map((id) => `${fixed(counted.get(id).perByte / now.perByte, 2)}×`),
      ...(saved ? [changeCell(now, saved.rows[row.id])] : []),
    ];
  });
  return { header, body, left: 1 };
}

/** The speed targets recomputed on instructions (fewer instructions counting as faster), for information. */
export function instructionTargets(counted, labelOf) {
  const speedLike = new Map([...counted].map(([id, c]) => [id, { median: 1 / c.perByte }]));
  const targets = TARGETS.filter((t) => t.kind === 'ratio' || t.kind === 'time');
  const lines = judge(targets, { ran: new Set(counted.keys()), steady: speedLike, afterGc: new Map() }, labelOf);
  return {
    header: ['Issue', 'Target', 'On instructions', 'Goal (judged on time)', 'Met on instructions'],
    body: lines.map((l) => [l.issue, l.target, l.measured, l.goal, l.verdict === 'PASS' ? 'yes' : l.verdict === 'MISS' ? 'no' : '']),
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
    `bench --instructions: ${rows.length} rows under callgrind, every ${options.sample}th page, ${options.warmup} warm-up rounds, ` +
      `instructions of ${options.rounds} steady rounds (the difference of two runs); each row takes about a minute`,
  );
  const labelOf = (id) => findRow(id).label;
  const counted = new Map();
  const failures = [];
  for (const row of rows) {
    const result = await countRow(row, options);
    if (result.status === 'ok') {
      counted.set(row.id, result);
      console.log(`  ${row.id}: ${fixed(result.perByte, 1)} instructions per input byte (${fixed(result.perRound / 1e6, 1)} M a round over ${result.pages} pages)`);
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
    console.log('\nTargets on instructions (for information: the goals are judged on wall time, `npm run bench`)');
    console.log(textTable(targets).join('\n'));
  }
  if (options.save) {
    const rowsOut = Object.fromEntries([...counted].map(([id, c]) => [id, c]));
    writeFileSync(options.save, `${JSON.stringify({ machine: describeMachine(), options: { sample: options.sample, warmup: options.warmup, rounds: options.rounds }, rows: rowsOut }, null, 2)}\n`);
    console.log(`\nsaved to ${options.save} (compare a later run with --compare ${options.save})`);
  }
  if (failures.length > 0) process.exitCode = 1;
}
