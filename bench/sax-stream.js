// The streaming SAX pass, and the RewritingStreams on it, over a generated document (never written anywhere: a cycle of 64 KB
// pieces made once and written over and over), each parser in its own process: MB/s and the
// process's peak RSS.
//   node bench/sax-stream.js [--mb N] [--only larch-sax,parse5-sax,htmlparser2,larch-rewriting,parse5-rewriting,no-parser] [--v8 "<flags>"]
// `--mb` is the document size in MB (default 1000: 1 GB); the peak RSS target (under 100 MB)
// is for larch on the 1 GB document. `--v8` passes V8 flags to every child alike: with Node's
// defaults the young generation alone may take 48 MB, so `--v8 --max-semi-space-size=2` shows
// what the parsers themselves hold; `no-parser` goes through the document with no parser (Node's own
// floor). One child per parser: node bench/sax-stream.js --child <id> <mb>.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const CHUNK = 65536;
const RSS_TARGET_MB = 100;

/** Pieces of markup the document repeats, numbered so no two are the same text. */
function block(i) {
  return (
    `<div class="item i${i}" data-n="${i}"><h2 id=h${i}>Item ${i} &amp; more</h2>\n` +
    `<p>Some <b>bold</b> and <i>italic</i> text, a <a href="/x?a=${i}&amp;b=2">link</a> &copy; ${i}.</p>\n` +
    `<!-- comment ${i} --><ul><li>one<li>two<li>three</ul>\n` +
    `<script>var x${i} = "<p>" + ${i};</script><textarea>\n&lt;text&gt;</textarea>\n` +
    `<svg viewBox="0 0 10 10"><path d="M0 0L${i % 10} 10"/><![CDATA[c]]></svg><img src=i${i}.png alt="">\n</div>\n`
  );
}

/** How many different pieces the document cycles through (about 1 MB of markup in all). */
const CYCLE = 16;

/**
 * The pieces of one cycle: numbered blocks (so no two are the same text) cut into CYCLE pieces of
 * about CHUNK characters, the cuts falling anywhere (inside tags, references, comments), and
 * each piece a flat string of its own, as a stream's decoder hands over. Made once and written
 * again and again, so the document costs no allocation: what a parser's process holds and
 * allocates is the parser's, over a floor that stays the same for all of them.
 */
function cyclePieces() {
  const parts = [];
  let length = 0;
  for (let i = 0; length < CYCLE * CHUNK; i++) {
    const part = block(i);
    parts.push(part);
    length += part.length;
  }
  const markup = parts.join('');
  const pieces = [];
  for (let k = 0; k < CYCLE; k++) {
    const piece = markup.slice(Math.floor((k * markup.length) / CYCLE), Math.floor(((k + 1) * markup.length) / CYCLE));
    pieces.push(Buffer.from(piece, 'latin1').toString('latin1'));
  }
  return pieces;
}

/** The document's pieces, `mb` MB in all (whole cycles: every cycle is whole blocks). */
function* pieces(mb) {
  const total = mb * 1e6;
  const cycle = cyclePieces();
  let made = 0;
  yield '<!DOCTYPE html><html><head><title>generated</title></head><body>\n';
  while (made < total) {
    for (const piece of cycle) {
      made += piece.length;
      yield piece;
    }
  }
  yield '</body></html>\n';
}

async function larchSax() {
  const file = ['dist/esm', 'build'].map((dir) => `${ROOT}${dir}/lib/index.js`).find((f) => existsSync(f));
  if (!file) throw new Error('larch is not built (npm run build)');
  const { createSaxParser } = await import(pathToFileURL(file).href);
  let events = 0;
  const count = () => events++;
  const parser = createSaxParser({ startTag: count, endTag: count, text: count, comment: count, doctype: count });
  return { write: (s) => parser.write(s), end: () => parser.end(), events: () => events };
}

async function parse5Sax() {
  const { SAXParser } = await import('parse5-sax-parser');
  let events = 0;
  const parser = new SAXParser();
  for (const name of ['startTag', 'endTag', 'text', 'comment', 'doctype']) parser.on(name, () => events++);
  return {
    // The Transform's own buffering would hold the input: wait for each chunk to be taken.
    write: (s) => new Promise((resolve) => (parser.write(s) ? resolve() : parser.once('drain', resolve))),
    end: () => new Promise((resolve) => parser.end(resolve)),
    events: () => events,
  };
}

async function htmlparser2Sax() {
  const { Parser } = await import('htmlparser2');
  let events = 0;
  const count = () => events++;
  const parser = new Parser({ onopentag: count, onclosetag: count, ontext: count, oncomment: count, onprocessinginstruction: count });
  return { write: (s) => parser.write(s), end: () => parser.end(), events: () => events };
}

/**
 * A RewritingStream (parse5-html-rewriting-stream's API, larch's drop-in or parse5's) adding an
 * attribute to every element, its output read and dropped, each piece awaited (backpressure).
 */
async function rewritingStream(pkg) {
  const { RewritingStream } = await import(pkg);
  let events = 0;
  const stream = new RewritingStream();
  stream.on('startTag', (tag) => {
    events++;
    tag.attrs.push({ name: 'data-edited', value: '1' });
    stream.emitStartTag(tag);
  });
  stream.on('data', () => {});
  return {
    write: (s) => new Promise((resolve) => (stream.write(s) ? resolve() : stream.once('drain', resolve))),
    end: () => new Promise((resolve) => stream.end(resolve)),
    events: () => events,
  };
}

/** No parser: the document gone through and dropped, the floor the parsers' peak RSS stands on. */
async function noParser() {
  return { write: () => {}, end: () => {}, events: () => 0 };
}

const PARSERS = {
  'larch-sax': larchSax,
  'parse5-sax': parse5Sax,
  htmlparser2: htmlparser2Sax,
  'larch-rewriting': () => rewritingStream('larch-parse5-html-rewriting-stream'),
  'parse5-rewriting': () => rewritingStream('parse5-html-rewriting-stream'),
  'no-parser': noParser,
};

async function child(id, mb) {
  const parser = await PARSERS[id]();
  const start = performance.now();
  let chars = 0;
  for (const piece of pieces(mb)) {
    chars += piece.length;
    const written = parser.write(piece);
    // A parser whose write is asynchronous is awaited piece by piece.
    if (written instanceof Promise) await written;
  }
  await parser.end();
  const seconds = (performance.now() - start) / 1000;
  const rssMb = process.resourceUsage().maxRSS / 1024;
  // The document is ASCII: characters are bytes.
  process.stdout.write(`RESULT ${JSON.stringify({ id, mb: chars / 1e6, seconds, mbps: chars / 1e6 / seconds, rssMb, events: parser.events() })}\n`);
}

function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === '--child') return child(argv[1], Number(argv[2]));
  let mb = 1000;
  let only = Object.keys(PARSERS);
  let v8 = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--mb') mb = Number(argv[++i]);
    else if (argv[i] === '--only') only = argv[++i].split(',');
    else if (argv[i] === '--v8') v8 = argv[++i].split(/\s+/).filter(Boolean);
    else throw new TypeError(`sax-stream: unknown argument ${argv[i]}`);
  }
  console.log(`SAX pass over a generated ${mb} MB document in ${CHUNK / 1024} KB pieces, one process per parser${v8.length > 0 ? `, V8 flags ${v8.join(' ')}` : ', Node defaults'}`);
  console.log('| parser | MB/s | seconds | peak RSS (MB) | events |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  const results = {};
  for (const id of only) {
    const run = spawnSync(process.execPath, [...v8, SELF, '--child', id, String(mb)], { encoding: 'utf8', maxBuffer: 1 << 20 });
    const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '));
    if (!line) {
      console.log(`| ${id} | failed: ${(run.stderr || '').trim().split('\n').pop()} | | | |`);
      continue;
    }
    const r = JSON.parse(line.slice(7));
    results[id] = r;
    console.log(`| ${id} | ${r.mbps.toFixed(1)} | ${r.seconds.toFixed(1)} | ${r.rssMb.toFixed(0)} | ${r.events} |`);
  }
  const larch = results['larch-sax'];
  if (larch) {
    const verdict = larch.rssMb < RSS_TARGET_MB ? 'PASS' : 'MISS';
    console.log(`larch SAX peak RSS ${larch.rssMb.toFixed(0)} MB over ${larch.mb.toFixed(0)} MB (target < ${RSS_TARGET_MB} MB${mb < 1000 ? ', set for 1 GB' : ''}): ${verdict}`);
    if (results['no-parser']) console.log(`larch SAX peak RSS above the no-parser floor: ${(larch.rssMb - results['no-parser'].rssMb).toFixed(0)} MB`);
    for (const other of ['parse5-sax', 'htmlparser2']) {
      if (results[other]) console.log(`larch SAX vs ${other}: ${(larch.mbps / results[other].mbps).toFixed(2)}x`);
    }
  }
  const rewriting = results['larch-rewriting'];
  if (rewriting) {
    console.log(`larch RewritingStream peak RSS ${rewriting.rssMb.toFixed(0)} MB over ${rewriting.mb.toFixed(0)} MB`);
    if (results['parse5-rewriting']) console.log(`larch RewritingStream vs parse5-html-rewriting-stream: ${(rewriting.mbps / results['parse5-rewriting'].mbps).toFixed(2)}x`);
  }
}

main();
