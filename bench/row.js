// One benchmark row, run in its own process so rows do not share JIT state or heap:
//   node --expose-gc bench/row.js <rowId> [--rounds N] [--warmup N]
// Prints one line `RESULT <json>` with the MB/s of each round (MB = 10^6 bytes of UTF-8 input)
// and, for rows that build a tree, the heap the tree of the largest page retains per input byte.
// HTML rows read the HTML corpus; rows with `corpus: 'xml'` read the XML corpus, several passes a round.
import { performance } from 'node:perf_hooks';
import { loadCorpus, loadXmlCorpus } from './corpus.js';
import { NotAvailable, findRow } from './rows.js';

const gc = globalThis.gc;

function parseArgs(argv) {
  const options = { id: argv[0], rounds: 10, warmup: 1 };
  for (let i = 1; i < argv.length; i++) {
    if (argv[i] === '--rounds') options.rounds = Number(argv[++i]);
    else if (argv[i] === '--warmup') options.warmup = Number(argv[++i]);
    else throw new TypeError(`row.js: unknown argument ${argv[i]}`);
  }
  if (!Number.isInteger(options.rounds) || options.rounds < 1) throw new TypeError('row.js: --rounds needs a positive integer');
  return options;
}

function report(result) {
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

/** Parses every page `passes` times over; returns the seconds it took. */
function round(parse, pages, keep, passes) {
  const start = performance.now();
  for (let p = 0; p < passes; p++) {
    for (let i = 0; i < pages.length; i++) keep[i & 7] = parse(pages[i].html);
  }
  return (performance.now() - start) / 1000;
}

/** Heap bytes the tree of `page` keeps alive, per input byte (the input itself is already live). */
function retainedPerByte(parse, page) {
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const tree = parse(page.html);
  gc();
  gc();
  const after = process.memoryUsage().heapUsed;
  globalThis.__benchKeep = tree;
  return (after - before) / page.bytes;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (typeof gc !== 'function') throw new Error('row.js needs node --expose-gc');
  const row = findRow(options.id);
  if (!row) throw new TypeError(`row.js: unknown row ${options.id}`);
  let parse;
  try {
    parse = await row.load();
  } catch (error) {
    if (error instanceof NotAvailable) return report({ id: row.id, status: 'not-available', reason: error.message });
    throw error;
  }
  const { pages, bytes, largest, passes } = row.corpus === 'xml' ? loadXmlCorpus() : loadCorpus();
  const keep = new Array(8).fill(null);
  for (let i = 0; i < pages.length; i++) {
    try {
      parse(pages[i].html);
    } catch (error) {
      return report({ id: row.id, status: 'error', reason: `${pages[i].name}: ${error.message}` });
    }
  }
  for (let i = 1; i < options.warmup; i++) round(parse, pages, keep, passes);
  const mbps = [];
  for (let r = 0; r < options.rounds; r++) {
    keep.fill(null);
    gc();
    mbps.push((bytes * passes) / 1e6 / round(parse, pages, keep, passes));
  }
  keep.fill(null);
  const heapPerByte = row.dom ? retainedPerByte(parse, largest) : null;
  report({ id: row.id, status: 'ok', mbps, bytes, pages: pages.length, passes, heapPerByte, largest: largest.bytes });
}

main().catch((error) => {
  report({ id: process.argv[2], status: 'error', reason: error.stack || String(error) });
  process.exitCode = 1;
});
