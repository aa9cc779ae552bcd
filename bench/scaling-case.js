// One scaling measurement, in its own process (the parent enforces a time limit):
//   node bench/scaling-case.js <rowId> <caseId> <N>
// Prints `RESULT <json>` with the fastest of repeated parses (repeated only while cheap).
import { performance } from 'node:perf_hooks';
import { NotAvailable, findRow } from './rows.js';
import { CASES } from './scaling-inputs.js';

function report(result) {
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

async function main() {
  const [rowId, caseId, nText] = process.argv.slice(2);
  const row = findRow(rowId);
  const testCase = CASES.find((c) => c.id === caseId);
  const n = Number(nText);
  if (!row || !testCase || !Number.isInteger(n)) throw new TypeError('usage: scaling-case.js <rowId> <caseId> <N>');
  let parse;
  try {
    parse = await row.load();
  } catch (error) {
    if (error instanceof NotAvailable) return report({ status: 'not-available', reason: error.message });
    throw error;
  }
  // Warm the JIT on a small input of the same shape, so small sizes are not timed cold.
  const small = testCase.id === 'corpus-100mb' ? '<p>warm</p>' : testCase.make(1000);
  for (let i = 0; i < 5; i++) parse(small);
  const html = testCase.make(n);
  let best = Infinity;
  let total = 0;
  let runs = 0;
  // Repeat small inputs so their time is above timer noise; one run of a large one is enough.
  while (runs < 20 && (runs < 2 || total < 300)) {
    // Collect the previous run's tree first, so no run pays for another's garbage.
    globalThis.gc?.();
    const start = performance.now();
    const tree = parse(html);
    const ms = performance.now() - start;
    if (tree === undefined) throw new Error('parse returned nothing');
    best = Math.min(best, ms);
    total += ms;
    runs++;
    if (ms > 2000) break;
  }
  report({ status: 'ok', ms: best, runs, chars: html.length });
}

main().catch((error) => {
  report({ status: 'error', reason: String(error && error.message ? error.message : error) });
  process.exitCode = 1;
});
