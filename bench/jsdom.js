// jsdom's `new JSDOM(page)` over the htmlparser-benchmark pages, on parse5 and with larch-parse5 in
// parse5's place (as the override line puts it), in paired rounds. It is not a row of
// bench/run.js: jsdom frees a closed window's objects only once the event loop turns (its WeakRefs
// live until the job ends), which the row harness, parsing synchronously, never lets it do. Here
// each page is followed by a macrotask, as between a server's requests.
//   node bench/jsdom.js [--rounds N] [--warmup N]
// Each variant runs in a process of its own; the two take turns, round by round (A B, B A, ...),
// so that the machine's drifts fall on both alike. Printed: each one's MB/s (median, IQR) and the
// median of the rounds' ratios, against the target of 1.2×.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { loadCorpus } from './corpus.js';
import { LARCH_PARSE5, overrideRequires } from './rows.js';
import { summarize, summarizeRatios } from './stats.js';

const SELF = fileURLToPath(import.meta.url);
const TARGET = 1.2;
const VARIANTS = { parse5: null, larch: LARCH_PARSE5 };

/** A child: loads jsdom (with the drop-ins in parse5's place for `larch`), warms up, then times a round per message. */
async function child(variant, warmup) {
  if (VARIANTS[variant]) overrideRequires(VARIANTS[variant]);
  const { JSDOM, VirtualConsole } = createRequire(import.meta.url)('jsdom');
  const virtualConsole = new VirtualConsole();
  const corpus = loadCorpus();
  let elements = 0;
  const round = async () => {
    let ms = 0;
    for (const page of corpus.pages) {
      const start = performance.now();
      const dom = new JSDOM(page.html, { virtualConsole });
      elements += dom.window.document.getElementsByTagName('*').length;
      dom.window.close();
      ms += performance.now() - start;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return ms;
  };
  for (let w = 0; w < warmup; w++) await round();
  process.send({ ready: true, bytes: corpus.bytes });
  process.on('message', async (message) => {
    if (message === 'round') process.send({ ms: await round(), elements });
    else process.exit(0);
  });
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === '--child') return child(argv[1], Number(argv[2]));
  let rounds = 6;
  let warmup = 2;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--rounds') rounds = Number(argv[++i]);
    else if (argv[i] === '--warmup') warmup = Number(argv[++i]);
    else throw new TypeError(`jsdom: unknown argument ${argv[i]}`);
  }
  console.log(`jsdom new JSDOM(page), htmlparser-benchmark pages, ${warmup} warm-up and ${rounds} paired rounds, each variant in its own process`);
  const children = {};
  const next = (name) => new Promise((resolve) => children[name].once('message', resolve));
  let bytes = 0;
  for (const name of Object.keys(VARIANTS)) {
    children[name] = fork(SELF, ['--child', name, String(warmup)]);
    ({ bytes } = await next(name));
  }
  const mbps = { parse5: [], larch: [] };
  for (let r = 0; r < rounds; r++) {
    for (const name of r % 2 === 0 ? ['parse5', 'larch'] : ['larch', 'parse5']) {
      children[name].send('round');
      const { ms } = await next(name);
      mbps[name].push(bytes / 1e6 / (ms / 1000));
    }
  }
  for (const child of Object.values(children)) child.send('end');
  for (const [name, values] of Object.entries(mbps)) {
    const s = summarize(values);
    console.log(`  ${name === 'larch' ? 'larch-parse5' : 'parse5'}: ${s.median.toFixed(2)} MB/s (${s.q1.toFixed(2)}–${s.q3.toFixed(2)})`);
  }
  const ratio = summarizeRatios(mbps.larch, mbps.parse5);
  console.log(`  larch-parse5 over parse5, paired: ${ratio.median.toFixed(2)}× (${ratio.q1.toFixed(2)}–${ratio.q3.toFixed(2)}), target ≥ ${TARGET}×: ${ratio.median >= TARGET ? 'PASS' : 'MISS'}`);
}

main();
