// Where one parse of a scaling input spends its time, for finding a function whose cost grows
// faster than the input: CPU-profiles exactly one parse (after warming the JIT) and prints the
// functions with the most self time, GC included as "(garbage collector)".
//   node --expose-gc bench/scaling-profile.js <rowId> <caseId> <N> [top]
// Compare two sizes: a linear function's self time grows ~10× per 10× input.
import { Session } from 'node:inspector/promises';
import { findRow } from './rows.js';
import { CASES } from './scaling-inputs.js';

const ROOT = new URL('..', import.meta.url).href;

/** Self milliseconds per function (name, file, line) of a V8 CPU profile. */
function selfTimes(profile) {
  const perNode = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    perNode.set(profile.samples[i], (perNode.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const perFunction = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(ROOT, '')}:${lineNumber + 1}`;
    perFunction.set(key, (perFunction.get(key) ?? 0) + (perNode.get(node.id) ?? 0) / 1000);
  }
  return perFunction;
}

async function main() {
  const [rowId, caseId, nText, topText] = process.argv.slice(2);
  const row = findRow(rowId);
  const testCase = CASES.find((c) => c.id === caseId);
  const n = Number(nText);
  if (!row || !testCase || !Number.isInteger(n)) throw new TypeError('usage: scaling-profile.js <rowId> <caseId> <N> [top]');
  const parse = await row.load();
  const small = testCase.make(1000);
  for (let i = 0; i < 20; i++) parse(small);
  const html = testCase.make(n);
  globalThis.gc?.();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const tree = parse(html);
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  if (tree === undefined) throw new Error('parse returned nothing');
  const times = [...selfTimes(profile)].filter(([key]) => !key.startsWith('(program)') && !key.startsWith('(idle)'));
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`${rowId} ${caseId} N=${n}: ${total.toFixed(1)} ms sampled`);
  for (const [key, ms] of times.sort((a, b) => b[1] - a[1]).slice(0, Number(topText ?? 15))) {
    console.log(`${ms.toFixed(1).padStart(9)}  ${key}`);
  }
}

main();
