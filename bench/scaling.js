// `npm run bench:scaling`: times larch (→ JSON AST, → domhandler) and, as calibration, htmlparser2
// 10's parseDocument on inputs that grow by 10× from N = 10^3 to 10^6, each size in a child process
// with a time limit and the default stack size, and prints the growth factor per decade, in total
// and with garbage-collection pauses excluded (bench/scaling-case.js observes V8's 'gc' entries).
//
// The bound aimed at is ~12× per 10× input. Between 10^5 and 10^6 a tree outgrows V8's young
// generation, and scavenges then copy the whole surviving tree again and again, so even linear
// parsers (htmlparser2 included) grow 13-20× in total there. And a working set that leaves the CPU
// caches (a hash table of 10^6 names, a tree of 10^6 nodes) costs more per item at 10^6 than at
// 10^5, then stays flat. So a row above 12× is also timed at 2·10^6: linear work doubles there,
// quadratic work quadruples. The verdict on the last decade:
//   linear        total growth ≤ 12×
//   GC-bound      total growth > 12×, but without GC pauses ≤ 12× (the extra is V8's collector)
//   cache-bound   growth without GC > 12×, but 10^6 → 2·10^6 at most ×3 without GC (×2 is linear)
//   NONLINEAR     10^6 → 2·10^6 grows more than ×3 without GC: a quadratic path to find with
//                 `npm run bench -- --profile`; or a size failed or timed out
// Cases with their own `parsers` (XML; linkedom with source locations) are timed with those, in
// one more table, whatever --rows says. A full run (all cases, all sizes, default rows) writes
// bench/SCALING.md.
//   node bench/scaling.js [--quick] [--only caseId,...] [--rows rowId,...] [--timeout seconds]
//                         [--semi-space MB]  (passes --max-semi-space-size to the children)
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeMachine } from './machine.js';
import { findRow } from './rows.js';
import { CASES } from './scaling-inputs.js';

const CASE_SCRIPT = fileURLToPath(new URL('./scaling-case.js', import.meta.url));
const SCALING = fileURLToPath(new URL('./SCALING.md', import.meta.url));
const SIZES = [1e3, 1e4, 1e5, 1e6];
const ROWS = ['larch-json', 'larch-domhandler', 'htmlparser2-v10-parseDocument'];
const BOUND = 12;
/** The heading of the table of cases that bring their own parsers (XML, linkedom with locations). */
const OWN_PARSERS = 'Cases with their own parsers';
/** Past 10^6, time without GC may grow at most this much when the input doubles (linear: 2, quadratic: 4). */
const DOUBLING_BOUND = 3;

function parseArgs(argv) {
  const options = { sizes: SIZES, only: null, rows: ROWS, timeout: 60, semiSpace: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--quick') options.sizes = SIZES.slice(0, 3);
    else if (arg === '--only') options.only = String(argv[++i] ?? '').split(',');
    else if (arg === '--rows') options.rows = String(argv[++i] ?? '').split(',');
    else if (arg === '--timeout') options.timeout = Number(argv[++i]);
    else if (arg === '--semi-space') options.semiSpace = Number(argv[++i]);
    else throw new TypeError(`bench:scaling: unknown argument ${arg} (try --quick, --only, --rows, --timeout, --semi-space)`);
  }
  if (options.only) {
    for (const id of options.only) if (!CASES.some((c) => c.id === id)) throw new TypeError(`bench:scaling: unknown case ${id}`);
  }
  for (const id of options.rows) if (!findRow(id)) throw new TypeError(`bench:scaling: unknown row ${id} (see node bench/run.js --list)`);
  if (!(options.timeout > 0)) throw new TypeError('bench:scaling: --timeout needs a positive number of seconds');
  if (options.semiSpace !== null && !(Number.isInteger(options.semiSpace) && options.semiSpace > 0)) {
    throw new TypeError('bench:scaling: --semi-space needs a positive whole number of MB');
  }
  return options;
}

/** Blocks for `ms` milliseconds (the parent only waits on children, so blocking is fine). */
function pause(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Times one size; a larch module missing mid-run is most likely being rebuilt, so retry once. */
function measure(rowId, caseId, n, options) {
  const result = measureOnce(rowId, caseId, n, options);
  if (result.status !== 'not-available') return result;
  pause(5000);
  return measureOnce(rowId, caseId, n, options);
}

function measureOnce(rowId, caseId, n, options) {
  const flags = ['--expose-gc', ...(options.semiSpace ? [`--max-semi-space-size=${options.semiSpace}`] : [])];
  const child = spawnSync(process.execPath, [...flags, CASE_SCRIPT, rowId, caseId, String(n)], {
    encoding: 'utf8',
    timeout: options.timeout * 1000,
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = child.stdout?.split('\n').find((l) => l.startsWith('RESULT '));
  if (line) return JSON.parse(line.slice('RESULT '.length));
  if (child.error?.code === 'ETIMEDOUT' || child.signal === 'SIGTERM') return { status: 'error', reason: `timed out (${options.timeout} s)` };
  const why = (child.stderr || '').trim().split('\n').filter(Boolean);
  const message = why.find((l) => /Error|heap|stack/i.test(l)) ?? why.at(-1);
  return { status: 'error', reason: message || `exited with ${child.status ?? child.signal}` };
}

const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 1000 ? ms.toFixed(1) : ms.toFixed(0));
const growth = (a, b) => b / Math.max(a, 0.01);
const nonGc = (r) => r.ms - r.gcMs;

/** One case for one row: every size's time and GC share, then the verdict on the last decade. */
function runCase(rowId, testCase, options) {
  const sizes = testCase.sizes ? testCase.sizes.filter((n) => n <= options.sizes.at(-1)) : options.sizes;
  const results = [];
  let failure = null;
  for (const n of sizes) {
    const result = measure(rowId, testCase.id, n, options);
    if (result.status === 'not-available') {
      failure = `not available (${result.reason})`;
      break;
    }
    if (result.status !== 'ok') {
      failure = `N=${n.toExponential(0)} FAILED (${result.reason})`;
      break;
    }
    results.push({ n, ...result });
  }
  if (results.length >= 2 && growth(results.at(-2).ms, results.at(-1).ms) > BOUND) {
    // Other processes share the cores: time the last two sizes again and keep each one's faster run.
    for (const i of [results.length - 2, results.length - 1]) {
      const again = measure(rowId, testCase.id, results[i].n, options);
      if (again.status === 'ok' && again.ms < results[i].ms) results[i] = { n: results[i].n, ...again };
    }
  }
  const cells = results.map((result) =>
    testCase.sizes?.length === 1
      ? `${fmt(result.ms)} (gc ${fmt(result.gcMs)}), ${(result.chars / 1e3 / result.ms).toFixed(1)} M chars/s`
      : `${fmt(result.ms)} (gc ${fmt(result.gcMs)})`,
  );
  let total = null;
  let withoutGc = null;
  let doubling = null;
  if (results.length >= 2) {
    total = growth(results.at(-2).ms, results.at(-1).ms);
    withoutGc = growth(nonGc(results.at(-2)), nonGc(results.at(-1)));
  }
  if (!failure && withoutGc !== null && total > BOUND && withoutGc > BOUND) {
    // Timed twice, the faster kept, as the sizes before it were.
    const last = results.at(-1);
    const twice = [measure(rowId, testCase.id, 2 * last.n, options)];
    if (twice[0].status === 'ok') twice.push(measure(rowId, testCase.id, 2 * last.n, options));
    const ok = twice.filter((r) => r.status === 'ok');
    if (ok.length > 0) doubling = growth(nonGc(last), Math.min(...ok.map(nonGc)));
    else failure = `N=${(2 * last.n).toExponential(0)} FAILED (${twice[0].reason})`;
  }
  let verdict = '';
  if (failure) verdict = failure.startsWith('not available') ? 'not available' : 'NONLINEAR';
  else if (total !== null) {
    if (total <= BOUND) verdict = 'linear';
    else if (withoutGc <= BOUND) verdict = 'GC-bound';
    else verdict = doubling <= DOUBLING_BOUND ? 'cache-bound' : 'NONLINEAR';
  }
  return { label: testCase.label, cells, failure, total, withoutGc, doubling, verdict, sizes };
}

const HEADER = ['Case', ...SIZES.map((n) => `N=10^${Math.log10(n)} ms (gc)`), 'last ×', 'last × without GC', '2·10^6 / 10^6 without GC', 'Verdict'];

function tableRow(c) {
  // A case of one fixed size shows it under the largest N.
  const cells = c.sizes.length === 1 ? ['', '', '', c.cells[0] ?? c.failure ?? ''] : SIZES.map((_, i) => c.cells[i] ?? (i === c.cells.length ? c.failure ?? '' : ''));
  const times = (x) => (x === null ? '' : `×${x.toFixed(1)}`);
  return [c.label, ...cells, times(c.total), times(c.withoutGc), times(c.doubling), c.verdict];
}

function printTable(rows) {
  const all = [HEADER, ...rows];
  const widths = HEADER.map((_, c) => Math.max(...all.map((row) => row[c].length)));
  const line = (row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  console.log(line(HEADER));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function markdown(tablesByRow, options) {
  const machine = describeMachine();
  const md = [
    '# Scaling results',
    '',
    'Generated by `npm run bench:scaling` (bench/scaling.js); do not edit by hand.',
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.platform}; Node ${machine.node}; ${machine.date}`,
    `- larch: ${machine.larch}`,
    `- Method: each size in its own process (default stack${options.semiSpace ? `, --max-semi-space-size=${options.semiSpace}` : ', default heap settings'}), JIT warmed on N=10^3, fastest of up to 20 runs (2 for large inputs) with a forced GC before each; "gc" is the sum of V8's GC pauses inside that run (PerformanceObserver 'gc' entries).`,
    `- Verdict on the last decade (10^5 → 10^6): linear when the time grows ≤ ${BOUND}×; GC-bound when only the time without GC pauses stays ≤ ${BOUND}× (the surviving tree outgrows V8's young generation and scavenges copy it repeatedly; htmlparser2 shows the same); cache-bound when the time without GC grows > ${BOUND}× but doubling the input past 10^6 costs at most ×${DOUBLING_BOUND} without GC (×2 is linear, ×4 quadratic: the per-item cost rose once as the working set left the CPU caches, then stays flat); NONLINEAR otherwise.`,
    '',
  ];
  for (const [rowId, rows] of tablesByRow) {
    if (rowId === null) md.push(`## ${OWN_PARSERS}`, '');
    else md.push(`## ${findRow(rowId).label}${rowId.startsWith('larch') ? '' : ' (calibration)'}`, '');
    md.push(`| ${HEADER.join(' | ')} |`, `| ${HEADER.map((_, c) => (c === 0 ? '---' : '---:')).join(' | ')} |`);
    for (const row of rows) md.push(`| ${row.join(' | ')} |`);
    md.push('');
  }
  return md.join('\n');
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const cases = options.only ? CASES.filter((c) => options.only.includes(c.id)) : CASES;
  const flagged = [];
  const tablesByRow = [];
  const flag = (rowId, testCase, c) => {
    if (c.verdict === 'NONLINEAR') {
      flagged.push(`${rowId} ${testCase.id}: ${c.failure ?? `last decade ×${c.total.toFixed(1)}, ×${c.withoutGc.toFixed(1)} without GC, doubling ×${c.doubling?.toFixed(1)}`}`);
    }
  };
  for (const rowId of options.rows) {
    console.log(`\n${findRow(rowId).label}`);
    const rows = [];
    for (const testCase of cases) {
      if (testCase.parsers) continue;
      const c = runCase(rowId, testCase, options);
      if (c.cells.length === 0 && !c.failure) continue;
      rows.push(tableRow(c));
      flag(rowId, testCase, c);
    }
    printTable(rows);
    tablesByRow.push([rowId, rows]);
  }
  // Cases with their own parsers: one table, a line per case and parser.
  const own = [];
  for (const testCase of cases) {
    for (const parser of testCase.parsers ?? []) {
      const c = runCase(parser.id, testCase, options);
      c.label = `${testCase.label}: ${parser.label}`;
      own.push(tableRow(c));
      flag(parser.id, testCase, c);
    }
  }
  if (own.length > 0) {
    console.log(`\n${OWN_PARSERS}`);
    printTable(own);
    tablesByRow.push([null, own]);
  }
  console.log(flagged.length === 0 ? '\nno row is NONLINEAR (see the verdicts above)' : `\nNONLINEAR:\n${flagged.map((f) => `  ${f}`).join('\n')}`);
  const full = !options.only && options.sizes.length === SIZES.length && options.rows === ROWS;
  if (full) {
    writeFileSync(SCALING, markdown(tablesByRow, options));
    console.log(`\nwrote ${SCALING}`);
  }
}

main();
