// `npm run bench:dependents`: what the tools built on parse5 gain when the drop-ins take parse5's
// place (as the override lines put them), measured through each tool's own entry point on the
// htmlparser-benchmark pages:
//   cheerio     `cheerio.load(page)` (cheerio 1.2: parse5 and its htmlparser2 adapter)
//   createCheerioLoad  the same call through larch's `createCheerioLoad(load)` (larch-html's own
//               domhandler adapter, no drop-ins), against cheerio's own `load` on parse5
//   jsdom       `new JSDOM(page)`, then `window.close()` and a macrotask (jsdom frees a closed
//               window's objects only when the event loop turns, as it does between a server's requests)
//   rehype      `unified().use(rehypeParse).parse(page)` (rehype-parse 9: hast-util-from-html, parse5)
//   rewriting   a RewritingStream pipeline, `pipeline(Readable.from([page]), stream, sink)`, with
//               a `startTag` listener adding an attribute to every element (the Angular CLI's use)
// Each tool runs in two processes, one on parse5 and one with the parse5 family resolved to the
// drop-ins (CommonJS `require` and ES `import` alike: bench/parse5-is-larch-hooks.mjs); they take
// turns round by round (A B, B A, ...), so the machine's drifts fall on both alike. Printed per
// tool: each one's MB/s (median and interquartile range over the rounds) and the median of the
// rounds' ratios. It measures CPU time spent in the tool, parse and all, page after page.
//   node bench/dependents.js [--tools cheerio,createCheerioLoad,jsdom,rehype,rewriting] [--rounds N] [--warmup N]
import { fork } from 'node:child_process';
import { createRequire, register } from 'node:module';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { loadCorpus } from './corpus.js';
import { LARCH_PARSE5, overrideRequires } from './rows.js';
import { summarize, summarizeRatios } from './stats.js';

const SELF = fileURLToPath(import.meta.url);
const require = createRequire(import.meta.url);

/** Each tool: what it is, and how to make the function that runs it over one page. */
const TOOLS = {
  cheerio: {
    label: 'cheerio 1.2, load(page)',
    async make() {
      const { load } = require('cheerio');
      return (html) => load(html);
    },
  },
  createCheerioLoad: {
    label: "cheerio 1.2, load(page): cheerio's own against larch's createCheerioLoad(load) (no drop-ins)",
    dropIns: false,
    larchLabel: 'through createCheerioLoad',
    async make(variant) {
      const { load } = require('cheerio');
      if (variant === 'parse5') return (html) => load(html);
      const { createCheerioLoad } = await import('larch-html/adapters/domhandler');
      const larchLoad = createCheerioLoad(load);
      return (html) => larchLoad(html);
    },
  },
  jsdom: {
    label: 'jsdom 29, new JSDOM(page)',
    async make() {
      const { JSDOM, VirtualConsole } = require('jsdom');
      const virtualConsole = new VirtualConsole();
      return async (html) => {
        new JSDOM(html, { virtualConsole }).window.close();
        await new Promise((resolve) => setImmediate(resolve));
      };
    },
  },
  rehype: {
    label: 'rehype-parse 9, unified().use(rehypeParse).parse(page)',
    async make() {
      const { unified } = await import('unified');
      const { default: rehypeParse } = await import('rehype-parse');
      const processor = unified().use(rehypeParse);
      return (html) => processor.parse(html);
    },
  },
  rewriting: {
    label: 'parse5-html-rewriting-stream 8, a pipeline adding an attribute to every element',
    async make() {
      const { RewritingStream } = require('parse5-html-rewriting-stream');
      return async (html) => {
        const stream = new RewritingStream();
        stream.on('startTag', (tag) => {
          tag.attrs.push({ name: 'data-seen', value: '1' });
          stream.emitStartTag(tag);
        });
        let written = 0;
        const sink = new Writable({ write: (chunk, _encoding, done) => ((written += chunk.length), done()) });
        await pipeline(Readable.from([html]), stream, sink);
        return written;
      };
    },
  },
};

const VARIANTS = ['parse5', 'larch'];

/** A child: one tool on one variant; warms up, then times a round (every page once) per message. */
async function child(tool, variant, warmup) {
  if (variant === 'larch' && TOOLS[tool].dropIns !== false) {
    overrideRequires(LARCH_PARSE5);
    register('./parse5-is-larch-hooks.mjs', { parentURL: import.meta.url, data: LARCH_PARSE5 });
  }
  const run = await TOOLS[tool].make(variant);
  const corpus = loadCorpus();
  const round = async () => {
    let ms = 0;
    for (const page of corpus.pages) {
      const start = performance.now();
      await run(page.html);
      ms += performance.now() - start;
    }
    return ms;
  };
  for (let w = 0; w < warmup; w++) await round();
  process.send({ ready: true, bytes: corpus.bytes });
  process.on('message', async (message) => {
    if (message === 'round') process.send({ ms: await round() });
    else process.exit(0);
  });
}

function parseArgs(argv) {
  const options = { tools: Object.keys(TOOLS), rounds: 6, warmup: 2 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--tools') options.tools = (argv[++i] ?? '').split(',');
    else if (arg === '--rounds') options.rounds = Number(argv[++i]);
    else if (arg === '--warmup') options.warmup = Number(argv[++i]);
    else throw new TypeError(`bench/dependents.js: unknown argument '${arg}'`);
  }
  const unknown = options.tools.filter((tool) => !Object.hasOwn(TOOLS, tool));
  if (unknown.length > 0) throw new TypeError(`bench/dependents.js: unknown tool '${unknown[0]}' (tools: ${Object.keys(TOOLS).join(', ')})`);
  if (!(options.rounds >= 1) || !(options.warmup >= 0)) throw new TypeError('bench/dependents.js: --rounds takes a number of 1 or more, --warmup 0 or more');
  return options;
}

/** Times one tool on both variants, in paired rounds; prints and answers the result. */
async function measure(tool, { rounds, warmup }) {
  const children = {};
  const next = (name) => new Promise((resolve) => children[name].once('message', resolve));
  let bytes = 0;
  for (const name of VARIANTS) {
    children[name] = fork(SELF, ['--child', tool, name, String(warmup)]);
    ({ bytes } = await next(name));
  }
  const mbps = { parse5: [], larch: [] };
  for (let r = 0; r < rounds; r++) {
    for (const name of r % 2 === 0 ? VARIANTS : [...VARIANTS].reverse()) {
      children[name].send('round');
      const { ms } = await next(name);
      mbps[name].push(bytes / 1e6 / (ms / 1000));
    }
  }
  for (const name of VARIANTS) children[name].send('end');
  const line = (values) => {
    const s = summarize(values);
    return `${s.median.toFixed(2)} MB/s (${s.q1.toFixed(2)}–${s.q3.toFixed(2)})`;
  };
  const ratio = summarizeRatios(mbps.larch, mbps.parse5);
  console.log(`${TOOLS[tool].label}`);
  const larch = TOOLS[tool].larchLabel ?? 'on the drop-ins';
  console.log(`  on parse5: ${line(mbps.parse5)}; ${larch}: ${line(mbps.larch)}`);
  console.log(`  larch over parse5, paired: ${ratio.median.toFixed(2)}× (${ratio.q1.toFixed(2)}–${ratio.q3.toFixed(2)})`);
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === '--child') return child(argv[1], argv[2], Number(argv[3]));
  const options = parseArgs(argv);
  console.log(`tools built on parse5, on the htmlparser-benchmark pages: ${options.warmup} warm-up and ${options.rounds} paired rounds, each variant in its own process`);
  for (const tool of options.tools) await measure(tool, options);
}

main();
