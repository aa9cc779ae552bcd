// Inputs that once took, or could take, quadratic time or memory: each is timed against a bound
// (generous, for a shared machine) or, where a growth ratio says more, quadrupled. These were
// timing assertions inside npm test; they live here because tests assert behaviour, never time.
import { pathToFileURL } from 'node:url';
import * as parse5 from 'parse5';
import { parse, parseXml, tokenize } from '../../dist/esm/lib/index.js';
import { Source } from '../../build/lib/input/source.js';
import { ErrorReporter } from '../../build/lib/common/error-reporter.js';
import { XmlTokenizer } from '../../build/lib/xml/tokenizer.js';
import { bestTime, runChecks, under } from './report.js';

const DEPTH = 100000;
const adapter = parse5.defaultTreeAdapter;
const quiet = { onParseError: () => {} };

/** Time for N over time for N/4: about 4 when linear, 16 when quadratic. */
function growth(make, n, bound) {
  bestTime(() => parse(make(n / 4)));
  const ratio = bestTime(() => parse(make(n))) / bestTime(() => parse(make(n / 4)));
  return { pass: ratio < bound, detail: `×${ratio.toFixed(1)} for ×4 input, bound ×${bound}` };
}

function xmlTokenizeTime(xml) {
  const sink = { onStartTag() {}, onEndTag() {}, onText() {}, onComment() {}, onProcessingInstruction() {}, onCdata() {}, onDoctype() {}, onEof() {} };
  return bestTime(() => {
    const source = new Source(xml);
    new XmlTokenizer(source, sink, new ErrorReporter(source, null), { htmlEntities: false, trackAttributeSpans: false }).run();
  }, 1);
}

const lol =
  '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' +
  Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('') +
  ']><lolz>&lol9;</lolz>';

export const checks = [
  ['JSON adapter: N foster-parented elements before a table, linear', () => growth((n) => '<table>' + '<b>x</b>'.repeat(n), 200000, 9)],
  ['JSON adapter: attributes adopted from N <html> tags, linear', () => growth((n) => Array.from({ length: n }, (_, i) => `<html a${i}>`).join(''), 200000, 9)],
  [`tree builder: ${DEPTH} nested spans closed again`, () => under(bestTime(() => parse('<span>'.repeat(DEPTH) + 'x' + '</span>'.repeat(DEPTH) + 'y', { treeAdapter: adapter }), 1), 5000)],
  [`tree builder: text under a formatting element opened ${DEPTH} levels up`, () => under(bestTime(() => parse('<b>' + '<div>x'.repeat(DEPTH), { treeAdapter: adapter }), 1), 5000)],
  ['tree builder: "p in button scope" with no p open, 100 000 deep', () => under(bestTime(() => parse('<div>'.repeat(DEPTH) + '<p>'.repeat(10) + '<address>'.repeat(DEPTH), { treeAdapter: adapter }), 1), 5000)],
  ...[
    '<span>'.repeat(DEPTH) + '</foo>'.repeat(DEPTH),
    '<x-a>'.repeat(DEPTH) + '</x-b>'.repeat(DEPTH),
    '<svg>' + '<g>'.repeat(DEPTH) + '</x>'.repeat(DEPTH),
  ].map((html) => [`tree builder: ${DEPTH} end tags of elements not open, ${html.slice(0, 12)}…`, () => under(bestTime(() => parse(html, { treeAdapter: adapter }), 1), 5000)]),
  ['tokenizer: a million attributes on one tag', () => {
    const parts = ['<a'];
    for (let i = 0; i < 1_000_000; i++) parts.push(` a${i}=v`);
    const html = parts.join('') + ' a5=dup>';
    return under(bestTime(() => tokenize(html, quiet), 1), 10000);
  }],
  ['XML tokenizer: a 5 000 000-character text run', () => under(xmlTokenizeTime(`<a>${'x'.repeat(5_000_000)}</a>`), 500)],
  ['parseXml: 100 000 stray end tags under 50 000 open elements', () => under(bestTime(() => parseXml('<d>'.repeat(50_000) + '</x>'.repeat(100_000), quiet), 1), 3000)],
  ['parseXml: billion laughs in bounded time and memory', () => {
    const before = process.memoryUsage().heapUsed;
    const ms = bestTime(() => parseXml(lol, quiet), 1);
    const grown = (process.memoryUsage().heapUsed - before) / 1048576;
    return { pass: ms < 2000 && grown < 200, detail: `${ms.toFixed(0)} ms (bound 2000), heap +${grown.toFixed(0)} MB (bound 200)` };
  }],
];

if (import.meta.url === pathToFileURL(process.argv[1]).href) await runChecks(checks);
