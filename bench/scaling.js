// `npm run bench:scaling`: times larch (→ JSON AST, → domhandler) on inputs that grow by 10×
// from N = 10^3 to 10^6, each in a child process with a time limit and the default stack size,
// and prints the growth factor per decade. A factor above ~12× per 10× is flagged NONLINEAR.
//   node bench/scaling.js [--quick] [--only caseId,...] [--rows rowId,...] [--timeout seconds]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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
  if (!(options.timeout > 0)) throw new TypeError('bench:scaling: --timeout needs a positive number of seconds');
  return options;
}

function measure(rowId, caseId, n, timeout) {
  const child = spawnSync(process.execPath, [CASE_SCRIPT, rowId, caseId, String(n)], {
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
      let previous = null;
      let worst = 0;
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
        let cell = `N=${n.toExponential(0)}: ${fmt(result.ms)} ms`;
        if (previous !== null) {
          const growth = result.ms / Math.max(previous, 0.01);
          worst = Math.max(worst, growth);
          cell += ` (×${growth.toFixed(1)})`;
        }
        cells.push(cell);
        previous = result.ms;
      }
      const flag = worst > NONLINEAR ? '  NONLINEAR' : '';
      if (flag) flagged.push(`${rowId} ${testCase.id}: grows ${worst.toFixed(1)}× per 10×`);
      console.log(`  ${testCase.label.padEnd(46)} ${cells.join('  ')}${flag}`);
    }
  }
  console.log(flagged.length === 0 ? '\nall rows linear' : `\nflagged:\n${flagged.map((f) => `  ${f}`).join('\n')}`);
}

main();
