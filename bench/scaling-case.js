// One scaling measurement, in its own process (the parent enforces a time limit):
//   node bench/scaling-case.js <rowId> <caseId> <N>
// (for a case with its own `parsers`, <rowId> names one of them).
// Prints `RESULT <json>` with the fastest of repeated parses (repeated only while cheap) and the
// garbage-collection pauses inside that parse, so growth can be told apart from GC cost.
import { PerformanceObserver, constants, performance } from 'node:perf_hooks';
import { NotAvailable, findRow } from './rows.js';
import { CASES } from './scaling-inputs.js';

/** Every GC pause V8 reports, as `{ start, duration, kind }` (delivered asynchronously). */
const gcPauses = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push({ start: entry.startTime, duration: entry.duration, kind: entry.detail?.kind ?? 0 });
});

/** Waits for the pauses of the last run to be delivered, then sums those that began in [start, end). */
async function pausesBetween(start, end) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  let scavenge = 0;
  let major = 0;
  let other = 0;
  for (const pause of gcPauses) {
    if (pause.start < start || pause.start >= end) continue;
    if (pause.kind === constants.NODE_PERFORMANCE_GC_MINOR) scavenge += pause.duration;
    else if (pause.kind === constants.NODE_PERFORMANCE_GC_MAJOR) major += pause.duration;
    else other += pause.duration;
  }
  gcPauses.length = 0;
  return { gcMs: scavenge + major + other, scavengeMs: scavenge, majorMs: major };
}

function report(result) {
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

async function main() {
  const [rowId, caseId, nText] = process.argv.slice(2);
  const testCase = CASES.find((c) => c.id === caseId);
  const row = testCase?.parsers ? testCase.parsers.find((p) => p.id === rowId) : findRow(rowId);
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
  const prepare = row.input ?? ((html) => html);
  const small = prepare(testCase.id === 'corpus-100mb' ? '<p>warm</p>' : testCase.make(1000));
  for (let i = 0; i < 5; i++) parse(small);
  const html = testCase.make(n);
  const input = prepare(html);
  observer.observe({ entryTypes: ['gc'] });
  let best = Infinity;
  let bestGc = null;
  let total = 0;
  let runs = 0;
  // Repeat small inputs so their time is above timer noise; one run of a large one is enough.
  while (runs < 20 && (runs < 2 || total < 300)) {
    // Collect the previous run's tree first, so no run pays for another's garbage.
    globalThis.gc?.();
    await pausesBetween(0, 0); // drops the forced collection's pause
    const start = performance.now();
    const tree = parse(input);
    const end = performance.now();
    const ms = end - start;
    if (tree === undefined) throw new Error('parse returned nothing');
    const gc = await pausesBetween(start, end);
    if (ms < best) {
      best = ms;
      bestGc = gc;
    }
    total += ms;
    runs++;
    if (ms > 2000) break;
  }
  observer.disconnect();
  report({ status: 'ok', ms: best, ...bestGc, runs, chars: html.length });
}

main().catch((error) => {
  report({ status: 'error', reason: String(error && error.message ? error.message : error) });
  process.exitCode = 1;
});
