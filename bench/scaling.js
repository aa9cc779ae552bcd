// `npm run bench:scaling`: times larch (→ JSON AST, → domhandler) on inputs that grow by 10×
// from N = 10^3 to 10^6, each in a child process with a time limit and the default stack size,
// and prints the growth factor per decade. A row is flagged NONLINEAR when its last decade grows
// more than ~12× (or a size fails or times out). Earlier decades above 12× are marked `?` only:
// between 10^4 and 10^5 the tree outgrows V8's young generation, and even htmlparser2's linear
// table-cell parse grows ~30× there, so only the largest sizes tell quadratic work apart.
//   node bench/scaling.js [--quick] [--only caseId,...] [--rows rowId,...] [--timeout seconds]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findRow } from './rows.js';
import { CASES } from './scaling-inputs.js';

const CASE_SCRIPT = fileURLToPath(new URL('./scaling-case.js', import.meta.url));
const SIZES = [1e3, 1e4, 1e5, 1e6];
const NONLINEAR = 12;

function parseArgs(argv) {
  const options = { sizes: SIZES, only: null, rows: ['larch-json', 'larch-domhandler'], timeout: 60 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--quick') options.sizes = SIZES.slice(0, 3);
    else if (arg === '--only') options.only = String(argv[++i] ?? '').split(',');
    else if (arg === '--rows') options.rows = String(argv[++i] ?? '').split(',');
    else if (arg === '--timeout') options.timeout = Number(argv[++i]);
    else throw new TypeError(`bench:scaling: unknown argument ${arg} (try --quick, --only, --rows, --timeout)`);
  }
  if (options.only) {
    for (const id of options.only) if (!CASES.some((c) => c.id === id)) throw new TypeError(`bench:scaling: unknown case ${id}`);
  }
  for (const id of options.rows) if (!findRow(id)) throw new TypeError(`bench:scaling: unknown row ${id} (see node bench/run.js --list)`);
  if (!(options.timeout > 0)) throw new TypeError('bench:scaling: --timeout needs a positive number of seconds');
  return options;
}

/** Blocks for `ms` milliseconds (the parent only waits on children, so blocking is fine). */
function pause(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Times one size; a larch module missing mid-run is most likely being rebuilt, so retry once. */
function measure(rowId, caseId, n, timeout) {
  const result = measureOnce(rowId, caseId, n, timeout);
  if (result.status !== 'not-available') return result;
  pause(5000);
  return measureOnce(rowId, caseId, n, timeout);
}

function measureOnce(rowId, caseId, n, timeout) {
  const child = spawnSync(process.execPath, ['--expose-gc', CASE_SCRIPT, rowId, caseId, String(n)], {
    encoding: 'utf8',
    timeout: timeout * 1000,
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = child.stdout?.split('\n').find((l) => l.startsWith('RESULT '));
  if (line) return JSON.parse(line.slice('RESULT '.length));
  if (child.error?.code === 'ETIMEDOUT' || child.signal === 'SIGTERM') return { status: 'error', reason: `timed out (${timeout} s)` };
  const why = (child.stderr || '').trim().split('\n').filter(Boolean);
  const message = why.find((l) => /Error|heap|stack/i.test(l)) ?? why.at(-1);
  return { status: 'error', reason: message || `exited with ${child.status ?? child.signal}` };
}

const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 1000 ? ms.toFixed(1) : ms.toFixed(0));

function main() {
  const options = parseArgs(process.argv.slice(2));
  const cases = options.only ? CASES.filter((c) => options.only.includes(c.id)) : CASES;
  const flagged = [];
  for (const rowId of options.rows) {
    console.log(`\n${rowId}`);
    for (const testCase of cases) {
      const sizes = testCase.sizes ? testCase.sizes.filter((n) => n <= options.sizes.at(-1)) : options.sizes;
      if (sizes.length === 0) continue;
      const cells = [];
      const times = [];
      for (const n of sizes) {
        const result = measure(rowId, testCase.id, n, options.timeout);
        if (result.status === 'not-available') {
          cells.push(`not available (${result.reason})`);
          break;
        }
        if (result.status !== 'ok') {
          cells.push(`N=${n.toExponential(0)}: FAILED (${result.reason})`);
          flagged.push(`${rowId} ${testCase.id} N=${n}: ${result.reason}`);
          break;
        }
        let cell = testCase.sizes
          ? `${(result.chars / 1e6).toFixed(0)} M chars: ${fmt(result.ms)} ms (${(result.chars / 1e3 / result.ms).toFixed(1)} M chars/s)`
          : `N=${n.toExponential(0)}: ${fmt(result.ms)} ms`;
        if (times.length > 0) {
          const growth = result.ms / Math.max(times.at(-1).ms, 0.01);
          cell += ` (×${growth.toFixed(1)}${growth > NONLINEAR ? '?' : ''})`;
        }
        cells.push(cell);
        times.push({ n, ms: result.ms });
      }
      let last = times.length >= 2 ? times.at(-1).ms / Math.max(times.at(-2).ms, 0.01) : 0;
      if (last > NONLINEAR) {
        // Other processes share the cores: time the last two sizes again before flagging.
        const again = times.slice(-2).map(({ n, ms }) => {
          const result = measure(rowId, testCase.id, n, options.timeout);
          return result.status === 'ok' ? Math.min(ms, result.ms) : ms;
        });
        last = again[1] / Math.max(again[0], 0.01);
        cells.push(`re-timed: ×${last.toFixed(1)}`);
      }
      const flag = last > NONLINEAR ? '  NONLINEAR' : '';
      if (flag) flagged.push(`${rowId} ${testCase.id}: last decade grows ${last.toFixed(1)}× per 10×`);
      console.log(`  ${testCase.label.padEnd(46)} ${cells.join('  ')}${flag}`);
    }
  }
  console.log(flagged.length === 0 ? '\nall rows linear' : `\nflagged:\n${flagged.map((f) => `  ${f}`).join('\n')}`);
  console.log(
    '\nCalibrate with a linear parser on the same machine (--rows htmlparser2-v10-parseDocument): memory\n' +
      'effects alone can give ~15-20× from 10^5 to 10^6; quadratic work gives ~100×.',
  );
}

main();
