// Chunked equals whole: the push parser (createParser / createFragmentParser) fed the input in
// pieces gives the tree, the parse errors and the source locations that parse / parseFragment give
// for the whole input, wherever it is cut. Over every html5lib tree-construction input (documents
// and fragments, scripting on and off) and every corpus page; short inputs cut at every position
// and into single characters, long ones at seeded random positions and in 64 KB and 1 KB chunks;
// strings and bytes; through every adapter. LARCH_CHUNKED_THOROUGH=1 cuts every input at every
// position through every adapter (minutes); LARCH_CHUNKED_TIMES=1 prints the time per part.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment, createParser, createFragmentParser } from 'larch-html';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
import { adapter as domhandlerAdapter } from 'larch-html/adapters/domhandler';
import { createLinkedomAdapter } from 'larch-html/adapters/linkedom';
import { adapter as hastAdapter } from 'larch-html/adapters/hast';
import { contextElement, suiteTests } from '../conformance/suite-runs.js';
import { dumpTree } from '../conformance/tree-dump.js';
import { requireSuite, suiteHas } from '../helpers/html5lib.js';
import { CORPUS_DIR } from '../../bench/corpus.js';
import { seededRandom } from '../helpers/seeded-random.js';
import { markupSoup } from '../helpers/markup-soup.js';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const THOROUGH = !!process.env.LARCH_CHUNKED_THOROUGH;
/** Inputs up to this long are cut at every position (in code units, or bytes). */
const SHORT = 400;

const ADAPTERS = [
  ['json', () => jsonAdapter],
  ['domhandler', () => domhandlerAdapter],
  ['linkedom', () => createLinkedomAdapter()],
  ['parse5-default', () => parse5.defaultTreeAdapter],
  ['hast', () => hastAdapter],
];

/** Source locations of every node, read through the adapter (template contents included). */
function locations(adapter, root) {
  const out = [];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    out.push(JSON.stringify(adapter.getNodeSourceCodeLocation(node) ?? null));
    const children = adapter.getChildNodes(node) ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    if (adapter.isElementNode(node) && adapter.getTagName(node) === 'template' && adapter.getNamespaceURI(node) === HTML_NS) {
      const content = adapter.getTemplateContent(node);
      if (content) stack.push(content);
    }
  }
  return out.join('\n');
}

/** What a parse gave: the tree with its locations (the JSON tree as it is, any other as a dump), the errors. */
function outcome(adapter, root, errors) {
  const tree = adapter === jsonAdapter ? JSON.stringify(root) : `${dumpTree(adapter, root)}\n${locations(adapter, root)}`;
  return `${tree}\n${errors.join('\n')}`;
}

/** `plain`: neither locations nor parse errors (the push parser's fastest path). */
function options(adapter, scripting, errors, bytes, plain = false) {
  const o = { treeAdapter: adapter, scriptingEnabled: scripting };
  if (!plain) {
    o.sourceCodeLocationInfo = true;
    o.onParseError = (e) => errors.push(`${e.code} ${e.startLine}:${e.startCol}-${e.endLine}:${e.endCol} ${e.startOffset}-${e.endOffset}`);
  }
  if (bytes === 'utf-8') o.encoding = 'utf-8';
  return o;
}

/** One input through one adapter as a whole. `input` is a string or bytes. */
function whole(input, run) {
  const adapter = run.makeAdapter();
  const errors = [];
  const o = options(adapter, run.scripting, errors, run.bytes, run.plain);
  const root = !run.fragment ? parse(input, o) : parseFragment(contextElement(adapter, run.fragment), input, o);
  return outcome(adapter, root, errors);
}

/** The same input fed in the pieces that `cuts` (sorted positions) make. */
function chunked(input, cuts, run) {
  const adapter = run.makeAdapter();
  const errors = [];
  const o = options(adapter, run.scripting, errors, run.bytes, run.plain);
  const parser = !run.fragment ? createParser(o) : createFragmentParser(contextElement(adapter, run.fragment), o);
  let from = 0;
  for (const at of cuts) {
    parser.write(input.slice(from, at));
    from = at;
  }
  return outcome(adapter, parser.end(input.slice(from)), errors);
}

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;

/** `n` sorted random cut positions inside [1, length). */
function randomCuts(length, n) {
  const cuts = new Set();
  for (let i = 0; i < n && length > 1; i++) cuts.add(1 + Math.floor(random() * (length - 1)));
  return [...cuts].sort((a, b) => a - b);
}

const every = (length, step) => Array.from({ length: Math.max(Math.ceil(length / step) - 1, 0) }, (_, i) => (i + 1) * step);

/**
 * The cuttings an input of `length` units gets: `every` (at each position, and into single
 * units), or a few seeded random ones; a long input gets random cuts and, in `every` mode, the
 * 64 KB and 1 KB chunks of a stream.
 */
function cutSets(length, mode) {
  const sets = [];
  if (length <= SHORT && mode === 'every') {
    for (let i = 1; i < length; i++) sets.push([i]);
    sets.push(every(length, 1));
  } else if (length <= SHORT) {
    sets.push(randomCuts(length, 1 + Math.floor(random() * 5)));
  } else {
    sets.push(randomCuts(length, mode === 'every' ? 40 : 10));
    if (mode === 'every') sets.push(every(length, 1024));
    if (mode === 'every' && length > 65536) sets.push(every(length, 65536));
  }
  return sets;
}

const encoder = new TextEncoder();

/**
 * The runs of one input. Through the JSON adapter: the string cut everywhere (the first scripting
 * mode; the other at random), its UTF-8 bytes cut everywhere when it has multi-byte characters
 * (else at random), sniffed bytes at random. Through each other adapter: the string and the
 * sniffed bytes at random, once. THOROUGH: everything everywhere.
 */
function runsOf(item, adapterIndex) {
  const runs = [];
  const nonAscii = /[^\x00-\x7f]/.test(item.html);
  item.modes.forEach((scripting, m) => {
    const main = adapterIndex === 0 && m === 0;
    const mode = (always) => (THOROUGH || always ? 'every' : 'random');
    runs.push([scripting, null, item.html, mode(main)]);
    const suite = item.fragment !== undefined;
    if (adapterIndex === 0 || (m === 0 && (suite || THOROUGH))) {
      const bytes = encoder.encode(item.html);
      if (adapterIndex === 0) runs.push([scripting, 'utf-8', bytes, mode(main && nonAscii)]);
      if (suite || THOROUGH) runs.push([scripting, 'sniffed', bytes, mode(false)]);
    }
  });
  return runs;
}

/** Pages through the adapters other than JSON: every one of them when THOROUGH, else one in this many. */
const PAGE_SAMPLE = 8;

function compareAll(inputs, stats, differences) {
  let page = 0;
  for (const item of inputs) {
    const sampled = item.fragment !== undefined || THOROUGH || page++ % PAGE_SAMPLE === 0;
    for (let a = 0; a < (sampled ? ADAPTERS.length : 1); a++) {
      const [name, makeAdapter] = ADAPTERS[a];
      const t0 = performance.now();
      for (const [scripting, bytes, input, mode] of runsOf(item, a)) {
        const run = { makeAdapter, scripting, fragment: item.fragment, bytes };
        const expected = whole(input, run);
        stats.runs++;
        for (const cuts of cutSets(input.length, mode)) {
          stats.splits++;
          if (chunked(input, cuts, run) !== expected) {
            differences.push(`${item.id} (${name}, ${bytes ?? 'string'}, scripting ${scripting}) cut at ${JSON.stringify(cuts.slice(0, 12))}`);
          }
        }
      }
      const key = `${item.fragment === undefined ? 'page' : 'suite'} ${name}`;
      stats.time[key] = (stats.time[key] ?? 0) + performance.now() - t0;
    }
  }
}

describe('chunked equals whole', function () {
  this.timeout(THOROUGH ? 0 : 300000);

  it('gives the same trees, errors and locations for every html5lib input and every corpus page, cut anywhere, through every adapter', function () {
    const inputs = [];
    if (suiteHas('tree-construction')) {
      for (const test of suiteTests()) inputs.push({ id: test.id, html: test.data, fragment: test.fragment, modes: test.modes });
    } else {
      requireSuite(this, 'tree-construction', 'chunked equals whole');
    }
    const pages = readdirSync(CORPUS_DIR).filter((name) => name.endsWith('.html')).sort();
    for (const name of pages) {
      inputs.push({ id: name, html: readFileSync(join(CORPUS_DIR, name), 'utf8'), fragment: undefined, modes: [true] });
    }
    const stats = { runs: 0, splits: 0, time: {} };
    const differences = [];
    compareAll(inputs, stats, differences);
    console.log(
      `chunked equals whole: ${inputs.length} inputs (${pages.length} corpus pages), ${stats.runs} runs through ${ADAPTERS.length} adapters (${ADAPTERS.map((a) => a[0]).join(', ')}), ${stats.splits} cuttings compared, ${differences.length} differences`,
    );
    if (process.env.LARCH_CHUNKED_TIMES) console.log(stats.time);
    if (differences.length > 0) console.log(differences.slice(0, 20).join('\n'));
    expect(differences).to.deep.equal([]);
  });

  it('gives the same trees, errors and locations for processing instructions, long ones in small pieces too', function () {
    // Long target, whitespace, data (with CRLFs, NULs and `?`s) and bogus comments made of a
    // long target: the tokenizer carries each as a string, which an adapter without PI nodes
    // (parse5's) gets back as the text between `<` and `>`.
    const long = 'x?\r\ny\0z '.repeat(400);
    const inputs = [
      '<?pi data?>', '<?pi data>', '<?pi?>', '<?pi>', '<?pi \r\n data\r?>', '<?pi\r\n\tx\0y ?z>', '<?pi a?b??>',
      '<?xml version="1.0"?><p>', '<?XML-stylesheet x?>', '<?1x>', '<?p!x>', '<?pi x', '<?pi', '<?', '<?pi x?',
      '<table><?pi x?><tr><?pi y></table>', '<svg><?pi a?></svg>', '<?pi a?><!DOCTYPE html>', '</html><?pi z?>',
      `<p>a<?pi ${long}?>b`, `<?${'t'.repeat(3000)} x?>`, `<?pi${' \r\n\t'.repeat(800)}x?>`,
      `<?${'a'.repeat(3000)}!rest ${long}>`, `<?pi ${long}`, `<?${'t'.repeat(3000)}`,
    ];
    let compared = 0;
    const differences = [];
    for (const html of inputs) {
      const sets = html.length <= SHORT ? cutSets(html.length, 'every') : [every(html.length, 1), every(html.length, 7), every(html.length, 1024), randomCuts(html.length, 10)];
      for (const [name, makeAdapter] of ADAPTERS) {
        const run = { makeAdapter, scripting: true, fragment: undefined, bytes: null };
        const expected = whole(html, run);
        for (const cuts of sets) {
          compared++;
          if (chunked(html, cuts, run) !== expected) differences.push(`${JSON.stringify(html.slice(0, 40))} (${name}) cut at ${JSON.stringify(cuts.slice(0, 12))}`);
        }
      }
    }
    expect(compared).to.be.above(inputs.length * ADAPTERS.length);
    expect(differences.slice(0, 20)).to.deep.equal([]);
  });

  it('gives the same trees without locations and errors for every corpus page in pieces of 4 KB to 64 KB', function () {
    // Without locations and errors the pending text is not held, so a long piece that comes in
    // the middle of a token is nearly always fed through a `>` and read in place (the Engine's bridge).
    const pages = readdirSync(CORPUS_DIR).filter((name) => name.endsWith('.html')).sort();
    const differences = [];
    pages.forEach((name, i) => {
      const html = readFileSync(join(CORPUS_DIR, name), 'utf8');
      const [adapterName, makeAdapter] = ADAPTERS[i % 2];
      const run = { makeAdapter, scripting: true, fragment: undefined, bytes: null, plain: true };
      const cuts = [];
      for (let at = 1 + Math.floor(random() * 4096); at < html.length; at += 4096 + Math.floor(random() * 61440)) cuts.push(at);
      if (chunked(html, cuts, run) !== whole(html, run)) differences.push(`${name} (${adapterName}) cut at ${JSON.stringify(cuts.slice(0, 12))}`);
    });
    expect(pages.length).to.be.above(200);
    expect(differences.slice(0, 20)).to.deep.equal([]);
  });

  it('gives the same trees, errors and locations when a long piece starts anywhere inside a construct', function () {
    // A piece of 4 KB or more that comes while the tokenizer holds part of a token is fed through
    // a `>` first, so that the rest can be read in place (the Engine's bridge): the cuts below put
    // that start inside tags, values and comments holding `<` and `>`, raw text, character
    // references, CRs.
    const constructs = [
      '<a title="x<y" href=\'<\' data-z=<q>', '<a title="x>y" href=\'>\' data-z=q>', '<!-- a < b <c> -->', '<!-- a > b -> c --!> d -->',
      '<script>if (a<b && c<d) x()</script>', '<script>if (a>b) x("-->")</script>', '<textarea>a>b</textarea>', '<pre>\r\n>x</pre>',
      '<textarea>a<b</textarea>', '<style>a<b{}</style>', 'x&notin<p>&amp<b>&#x41<i>', '\r<p>\r\n<b>\r',
      '<svg><![CDATA[<x>]]><title>a<b</title></svg>', '<?pi <x?>', '<!DOCTYPE html SYSTEM "a<b">', '<p\u0000<q>',
      '\uD83D\uDE00<p>\uD800<b>', '<table>x<tr>y<td>z</table>', '<plaintext>a<b',
    ];
    let tail = '';
    for (let i = 0; tail.length < 4500; i++) tail += `<div class="c${i}"><span>t${i} &lt;</span>\r\n${constructs[i % constructs.length]}</div>`;
    let compared = 0;
    const differences = [];
    for (const construct of constructs) {
      const html = `<p>lead</p>${construct}${tail}`;
      for (const plain of [true, false]) {
        const run = { makeAdapter: () => jsonAdapter, scripting: true, fragment: undefined, bytes: null, plain };
        const expected = whole(html, run);
        for (let cut = 9; cut <= 12 + construct.length; cut++) {
          for (const cuts of [[cut], [cut, cut + 4100]]) {
            compared++;
            if (chunked(html, cuts, run) !== expected) differences.push(`${JSON.stringify(construct)} (${plain ? 'plain' : 'located'}) cut at ${JSON.stringify(cuts)}`);
          }
        }
      }
    }
    expect(compared).to.be.above(constructs.length * 40);
    expect(differences.slice(0, 20)).to.deep.equal([]);
  });

  it('gives the same trees, errors and locations for random markup soup, cut anywhere', function () {
    // Shapes this once got wrong: offsets mapped through the Source into text it had dropped
    // (a run with a CRLF held over a cut whose leading whitespace the tree builder splits off; an
    // RCDATA run whose NUL was replaced; table characters pending while the input moved on), and
    // a character reference's error at the end of a piece that ends with a high surrogate (the
    // surrogate's input-stream error came first only when the whole input was there).
    const inputs = [
      '\r\ncolor', '\r\n\r\n x<p>', '<table>\r\n x</table>', '<pre>\r\n\r\nx', '<textarea>\r\n\u0000', '<table>\r\ny\u0000',
      '&#x110000;\uD800', 'a&#0;\uD800\uDC00&#1;\uD800',
    ];
    const random = seededRandom(20261129);
    for (let i = 0; i < 300; i++) inputs.push(markupSoup(random));
    let compared = 0;
    const differences = [];
    inputs.forEach((html, i) => {
      // Every cut through JSON; one random cutting through each other adapter, in turn.
      const adapters = [ADAPTERS[0], ADAPTERS[1 + (i % (ADAPTERS.length - 1))]];
      adapters.forEach(([name, makeAdapter], a) => {
        const run = { makeAdapter, scripting: i % 3 !== 0, fragment: i % 4 === 0 ? 'td' : undefined, bytes: null };
        const expected = whole(html, run);
        for (const cuts of cutSets(html.length, a === 0 ? 'every' : 'random')) {
          compared++;
          if (chunked(html, cuts, run) !== expected) differences.push(`${JSON.stringify(html)} (${name}) cut at ${JSON.stringify(cuts.slice(0, 12))}`);
        }
      });
    });
    expect(compared).to.be.above(inputs.length * 10);
    expect(differences.slice(0, 20)).to.deep.equal([]);
  });
});
