// What a parse costs beyond its input: the time and the heap allocation of one call on the empty
// string and on a one-line fragment, for larch and the parsers the snippets rows compare. The page
// corpus hides this cost (a 100 KB page pays it once); the snippets rows (bench/corpus.js) show
// what it does to small inputs, and this script what it is.
//
// Each row (an entry of bench/rows.js whose load() gives a function of a string) runs in processes
// of its own: WARMUP batches of CALLS calls, then ROUNDS timed batches; the time is the minimum
// over the batches and processes (the machine's noise only ever adds time), the allocation one
// batch's bytes over CALLS (bench/allocation.js; it does not vary).
//   node bench/call-cost.js [--against dir] [--processes n]
// `--against dir` adds the larch rows as built in another checkout (its bench/ and build or dist).
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measureAllocation } from './allocation.js';
import { parseAgainstOptions } from './against-options.js';
import { findRow } from './rows.js';

export const INPUTS = { empty: '', fragment: '<p class="a">Hello <b>world</b></p>' };
const CALLS = 20000;
const WARMUP = 10;
const ROUNDS = 30;
const ROWS = ['larch-json', 'snippets-larch-json', 'snippets-larch-domhandler', 'parse5', 'snippets-parse5', 'htmlparser2-v10-parseDocument'];
const THIS_ROWS = fileURLToPath(new URL('./rows.js', import.meta.url));

/** Per call: nanoseconds (the fastest batch's) and bytes allocated, from batches of `calls`. */
export function perCall(batchNs, batchBytes, calls) {
  return { ns: Math.min(...batchNs) / calls, bytes: batchBytes / calls };
}

/** In a child process: each input's batch times and one batch's allocation, as JSON on stdout. */
async function measure(rowsFile, id) {
  const rows = await import(pathToFileURL(rowsFile).href);
  const parse = await rows.findRow(id).load();
  const out = {};
  for (const [name, html] of Object.entries(INPUTS)) {
    const batch = () => {
      let last;
      for (let i = 0; i < CALLS; i++) last = parse(html);
      return last;
    };
    const times = [];
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      const start = process.hrtime.bigint();
      batch();
      if (round >= WARMUP) times.push(Number(process.hrtime.bigint() - start));
    }
    out[name] = { times, bytes: measureAllocation(batch).bytes };
  }
  process.stdout.write(JSON.stringify(out));
}

async function main(argv) {
  if (argv[0] === '--measure') return measure(argv[1], argv[2]);
  const options = parseAgainstOptions('call-cost', argv);
  const runs = [];
  for (const id of ROWS) {
    runs.push({ id, rowsFile: THIS_ROWS, note: '' });
    if (options.against !== null && id.includes('larch')) runs.push({ id, rowsFile: `${options.against}/bench/rows.js`, note: `, ${options.against}` });
  }
  console.log(`call cost: batches of ${CALLS} calls, the fastest of ${ROUNDS} in each of ${options.processes} processes a row; fragment = ${JSON.stringify(INPUTS.fragment)}`);
  for (const run of runs) {
    const batches = Object.fromEntries(Object.keys(INPUTS).map((name) => [name, { times: [], bytes: 0 }]));
    for (let p = 0; p < options.processes; p++) {
      const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--measure', run.rowsFile, run.id], { encoding: 'utf8' });
      if (child.status !== 0) throw new Error(`call-cost: ${run.id}${run.note} failed: ${child.stderr}`);
      for (const [name, result] of Object.entries(JSON.parse(child.stdout))) {
        batches[name].times.push(...result.times);
        batches[name].bytes = result.bytes;
      }
    }
    const cells = Object.entries(batches).map(([name, b]) => {
      const { ns, bytes } = perCall(b.times, b.bytes, CALLS);
      return `${name} ${(ns / 1000).toFixed(2).padStart(5)} µs ${Math.round(bytes).toString().padStart(6)} B`;
    });
    console.log(`  ${`${findRow(run.id).label}${run.note}`.padEnd(62)} ${cells.join('   ')}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
