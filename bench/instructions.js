// `npm run bench -- --instructions`: each selected row's CPU instructions per input byte in the
// steady regime, counted by valgrind's callgrind instead of timed. On a shared or virtual machine
// wall time drifts by more than a change of a few percent moves it (an A/A pair moved ±8 % here);
// an instruction count does not drift, so it is the measure for A/B comparisons of one change. It
// is not time: a cache miss or a GC pause's memory traffic counts for its instructions only, so
// the targets stay judged on wall time and the instruction ratios are printed beside their goals
// for information.
//
// Each row runs once under callgrind, in Node's deterministic mode (--predictable
// --single-threaded), two rows at a time (valgrind is single-threaded): the warm-up rounds, then
// `rounds` counted rounds, callgrind dumping its counts at each round's start and after the last
// (bench/row.js --count marks them with a getppid() call). Each round's count is split by function
// into the parse's work, the garbage collector and V8's compilers, and the compilers are left out:
// late optimizations land in whichever round they happen to, and in a normal process they run on
// a background thread. A row's figure is the median round: a round that holds a major GC counts
// more than one that does not, and which rounds hold one shifts with any change to what is
// allocated. The parse's work alone repeats to within 1 % from round to round. (Taking the
// difference of two runs of different lengths instead swung by a quarter with the warm-up count.)
// Rows parse every `sample`-th corpus page.
// With --simulate, callgrind also simulates the caches and the branch predictor: misses and
// mispredicts per KB of input, and an estimate of cycles that weighs them (KCachegrind's). That
// is what explains a row whose instruction count is low but whose time is not: larch →
// domhandler counts 1.95× fewer instructions than htmlparser2 10, with 1.9× the instruction-cache
// misses per byte (a spec-exact tree builder is a lot of code to run through for each token).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPORA, corpusIdOf } from './corpus.js';
import { judge } from './judge.js';
import { describeMachine } from './machine.js';
import { fixed, textTable } from './report.js';
import { BASELINES, findRow } from './rows.js';
import { summarize } from './stats.js';
import { TARGETS } from './targets.js';

const ROW_SCRIPT = fileURLToPath(new URL('./row.js', import.meta.url));
const NODE_FLAGS = ['--expose-gc', '--predictable', '--single-threaded'];

/**
 * V8's optimizing compilers and parsers. With --single-threaded they run on the main thread and
 * are counted, but in a normal process they run on a background thread, and which round a late
 * optimization lands in is chance: their instructions are left out.
 */
const COMPILER = /(?:^|[\s*&<])v8::internal::(compiler::|Compiler::|maglev::|baseline::|interpreter::|Pipeline|OptimizedCompilationJob|TurbofanCompilationJob|Parser|ParserBase|Scanner|Ast|Zone)/;
/**
 * The garbage collector's functions: counted, and shown apart (rounds that hold a major GC count
 * more). Names may start with a return type (`void v8::internal::…`).
 */
const COLLECTOR =
  /(?:^|[\s*&<])(v8::internal::(Heap::|Heap[A-Z]|Scaveng|MarkCompact|MinorMarkCompact|IncrementalMarking|Marking|MainMarking|ConcurrentMarking|Sweeper|MemoryAllocator|PagedSpace|NewSpace|SemiSpace|GCTracer|Evacuat|RecordMigrated|LiveObject|MemoryChunk|BasicMemoryChunk|LargeObjectSpace|RememberedSet|SlotSet|TypedSlot|BodyDescriptor|HeapVisitor|WeakObjects|Worklist|PointersUpdating|ArrayBufferSweeper|FreeList|Page::|ObjectStartBitmap|EphemeronHashTable)|heap::base::|cppgc::)|Scavenge|Marking/;

/**
 * The self cost of one callgrind dump split three ways, each an object of event name → count:
 * `compiler` (COMPILER), `collector` (COLLECTOR) and `work` (the rest: the parser's code, V8's
 * builtins and runtime). Null when the text is not a dump.
 */
export function dumpCosts(text) {
  const header = /^events: (.+)$/m.exec(text);
  if (header === null) return null;
  const events = header[1].trim().split(/\s+/);
  const sums = { work: new Array(events.length).fill(0), compiler: new Array(events.length).fill(0), collector: new Array(events.length).fill(0) };
  // Function names are compressed: `(id) name` the first time, `(id)` after, shared by fn= and cfn=.
  const names = new Map();
  const nameOf = (spec) => {
    const match = /^\((\d+)\)(?: (.*))?$/.exec(spec);
    if (match === null) return spec;
    if (match[2] !== undefined) names.set(match[1], match[2]);
    return names.get(match[1]) ?? '';
  };
  let target = sums.work;
  let afterCall = false;
  for (const line of text.split('\n')) {
    const first = line.charCodeAt(0);
    if ((first >= 0x30 && first <= 0x39) || line[0] === '+' || line[0] === '-' || line[0] === '*') {
      // The line after calls= is the call's inclusive cost, already counted in the callee.
      if (afterCall) {
        afterCall = false;
        continue;
      }
      const values = line.split(' ');
      for (let i = 1; i < values.length; i++) target[i - 1] += Number(values[i]);
    } else if (line.startsWith('fn=')) {
      const name = nameOf(line.slice(3));
      target = COMPILER.test(name) ? sums.compiler : COLLECTOR.test(name) ? sums.collector : sums.work;
      afterCall = false;
    } else if (line.startsWith('cfn=')) {
      nameOf(line.slice(4));
    } else if (line.startsWith('calls=')) {
      afterCall = true;
    }
  }
  const named = (values) => Object.fromEntries(events.map((name, i) => [name, values[i]]));
  return { work: named(sums.work), compiler: named(sums.compiler), collector: named(sums.collector) };
}

const median = (values) => summarize(values).median;

/**
 * KCachegrind's cycle estimate from simulated events: an instruction a cycle, 10 more for a
 * first-level cache miss or a mispredicted branch, 100 for a last-level miss. A rough model, but
 * it weighs what instruction counts alone leave out.
 */
function estimatedCycles(e) {
  return e.Ir + 10 * (e.I1mr + e.D1mr + e.D1mw + e.Bcm + e.Bim) + 100 * (e.ILmr + e.DLmr + e.DLmw);
}

/**
 * A row's steady figures from each counted round's costs (dumpCosts): per round and per input
 * byte, the median round's instructions of the parse and of the garbage collector (the compilers
 * left out); with simulated caches and branches, also the median round's misses and mispredicts
 * per KB of input and its estimated cycles per input byte.
 */
export function steadyFigures(rounds, { bytes, passes }) {
  const input = bytes * passes;
  const counted = rounds.map(({ work, collector }) => Object.fromEntries(Object.keys(work).map((name) => [name, work[name] + collector[name]])));
  const steady = (count) => median(counted.map(count));
  const perRound = steady((e) => e.Ir);
  const figures = {
    perRound,
    perByte: perRound / input,
    collectorShare: median(rounds.map((r) => r.collector.Ir)) / perRound,
    workSpread: spread(rounds.map((r) => r.work.Ir)),
    simulated: null,
  };
  if (counted[0].I1mr !== undefined) {
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

/** How far apart `values` are: (largest − smallest) / median. */
function spread(values) {
  return (Math.max(...values) - Math.min(...values)) / median(values);
}

/**
 * The costs (dumpCosts) of each counted round, from the dumps callgrind wrote as `out.1`,
 * `out.2`, … in `dir`: the last `marks` dumps were made at the row's marks, so all but the first
 * of those hold one round each.
 */
export function roundCosts(dir, marks) {
  const dumps = readdirSync(dir)
    .map((name) => /^out\.(\d+)$/.exec(name))
    .filter((match) => match !== null)
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);
  if (dumps.length < marks) return null;
  const rounds = dumps.slice(dumps.length - marks + 1).map((n) => dumpCosts(readFileSync(join(dir, `out.${n}`), 'utf8')));
  return rounds.every((costs) => costs !== null) ? rounds : null;
}

/** Runs `node row.js … --count` under callgrind; resolves to each counted round's costs and the row's result. */
function countedRun(row, options) {
  const dir = mkdtempSync(join(tmpdir(), 'larch-instructions-'));
  const args = [
    '--tool=callgrind',
    `--callgrind-out-file=${join(dir, 'out')}`,
    '--dump-before=getppid',
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
    String(options.rounds),
  ];
  return new Promise((resolve) => {
    const done = (value) => {
      rmSync(dir, { recursive: true, force: true });
      resolve(value);
    };
    const child = spawn('valgrind', args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: options.timeout * 1000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data) => (stdout += data));
    child.stderr.on('data', (data) => (stderr += data));
    child.on('error', (error) => done({ error: error.code === 'ENOENT' ? 'valgrind is not installed (Debian: apt-get install valgrind)' : error.message }));
    child.on('close', (code, signal) => {
      const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
      const result = line ? JSON.parse(line.slice('RESULT '.length)) : null;
      if (result && result.status !== 'ok') return done({ result });
      const rounds = result ? roundCosts(dir, result.marks) : null;
      if (rounds === null) {
        const why = signal === 'SIGTERM' ? `timed out after ${options.timeout} s` : stderr.trim().split('\n').slice(-3).join(' | ') || `exited with ${code ?? signal}`;
        return done({ error: result ? `callgrind wrote no dump per round (${why})` : why });
      }
      done({ result, rounds });
    });
  });
}

/** One row: instructions per steady round and per input byte, or why there are none. */
async function countRow(row, options) {
  const run = await countedRun(row, options);
  if (run.error) return { id: row.id, status: 'error', reason: run.error };
  if (run.result.status !== 'ok') return run.result;
  const { bytes, passes, pages } = run.result;
  return { id: row.id, status: 'ok', pages, bytes, passes, ...steadyFigures(run.rounds, run.result) };
}

const changeCell = (now, before) => (now && before ? `${now.perByte >= before.perByte ? '+' : '−'}${fixed(Math.abs(now.perByte / before.perByte - 1) * 100, 1)} %` : '—');

/** The table of one corpus's rows: instructions per input byte, ratios to the baselines, change against a saved run. */
function instructionTable(rows, counted, saved, labelOf) {
  const baselines = (rows.length > 0 ? BASELINES[corpusIdOf(rows[0])] : []).filter((id) => counted.has(id));
  const simulated = [...counted.values()].some((c) => c.simulated !== null);
  const header = [
    'Row',
    'Instructions per input byte',
    'Per round (M)',
    'GC share',
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
      `${fixed(now.collectorShare * 100, 0)} %`,
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
    const speedLike = new Map([...counted].map(([id, c]) => [id, { median: 1 / cost(c) }]));
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
      `${options.warmup} warm-up rounds, the median of ${options.rounds} counted rounds; ` +
      `two rows at a time, each taking about ${options.simulate ? 'five minutes' : 'a minute and a half'}`,
  );
  const labelOf = (id) => findRow(id).label;
  const counted = new Map();
  const failures = [];
  // Two rows at a time, reported in the rows' order.
  const pending = rows.map(() => null);
  const start = (i) => (pending[i] ??= countRow(rows[i], options));
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    start(i);
    if (i + 1 < rows.length) start(i + 1);
    const result = await pending[i];
    if (result.status === 'ok') {
      counted.set(row.id, result);
      const sim = result.simulated;
      const more = sim === null ? '' : `; ${fixed(sim.i1MissesPerKb, 0)} I1 misses, ${fixed(sim.mispredictsPerKb, 0)} mispredicts per KB; ${fixed(sim.cyclesPerByte, 1)} est. cycles per byte`;
      console.log(`  ${row.id}: ${fixed(result.perByte, 1)} instructions per input byte (${fixed(result.perRound / 1e6, 1)} M a round over ${result.pages} pages, ${fixed(result.collectorShare * 100, 0)} % of it GC; the rounds' parse work within ${fixed(result.workSpread * 100, 1)} %)${more}`);
    } else {
      failures.push(result);
      console.log(`  ${row.id}: ${result.status}: ${result.reason}`);
      if (/valgrind is not installed/.test(result.reason)) {
        process.exitCode = 2;
        return;
      }
    }
  }
  for (const { id, title } of CORPORA) {
    const group = rows.filter((row) => corpusIdOf(row) === id);
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
    writeFileSync(options.save, `${JSON.stringify({ machine: describeMachine(), options: { sample: options.sample, warmup: options.warmup, rounds: options.rounds }, rows: Object.fromEntries(counted) }, null, 2)}\n`);
    console.log(`\nsaved to ${options.save} (compare a later run with --compare ${options.save})`);
  }
  if (failures.length > 0) process.exitCode = 1;
}
