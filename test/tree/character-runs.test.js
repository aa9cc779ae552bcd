// The text protocol (lib/tree/rules.ts, dispatcher.ts): a run of character tokens may come cut
// anywhere (as chunked input will cut it) and the tree, its source locations and the parse errors
// stay the same. A sink between the tokenizer and the dispatcher re-cuts every run at random.
// Imports tsc's build/ (internal modules).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { Source } from '../../build/lib/input/source.js';
import { ErrorReporter } from '../../build/lib/input/error-reporter.js';
import { Tokenizer } from '../../build/lib/tokenizer/tokenizer.js';
import { TreeBuilder } from '../../build/lib/tree/tree-builder.js';
import { TreeConstructionDispatcher } from '../../build/lib/tree/dispatcher.js';
import { adapter } from '../../build/lib/json/adapter.js';
import { stringifyJson } from '../../build/lib/json/stringify.js';
import { suiteTests } from '../conformance/suite-runs.js';
import { reportMissingSuite, suiteHas } from '../helpers/html5lib.js';
import { CORPUS_DIR } from '../../bench/corpus.js';

/** Parses a document with locations and errors; `cut(text)` returns where to cut each run (or null). */
function parseWithCuts(html, cut) {
  const source = new Source(html, { keepCarriageReturns: true });
  const errors = [];
  const reporter = new ErrorReporter(source, (e) => errors.push(`${e.code}@${e.startOffset}-${e.endOffset}`));
  const document = adapter.createDocument();
  let tokenizer = null;
  const control = { switchTo: (state) => tokenizer.switchTo(state), pauseAfterToken: () => tokenizer.pauseAfterToken() };
  const builder = new TreeBuilder(adapter, source, reporter, control, { scriptingEnabled: true, sourceCodeLocationInfo: true }, document, null);
  const dispatcher = new TreeConstructionDispatcher(builder);
  const sink = Object.create(dispatcher);
  sink.onText = (text, start, end) => {
    const points = cut === null ? [] : cut(text);
    let from = 0;
    let offset = start;
    for (const at of points) {
      const next = source.offsetAfter(offset, at - from);
      dispatcher.onText(text.slice(from, at), offset, next);
      from = at;
      offset = next;
    }
    dispatcher.onText(text.slice(from), offset, end);
  };
  tokenizer = new Tokenizer(source, sink, { errors: reporter, trackAttributeSpans: true, exactTextOffsets: true });
  tokenizer.run();
  reporter.flushInputErrors();
  return { tree: stringifyJson(document), errors };
}

let seed = 1;
const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;

/** Random cut points strictly inside `text`, sorted. */
function randomCuts(text) {
  const points = new Set();
  const n = text.length < 2 ? 0 : Math.floor(random() * Math.min(text.length, 6));
  for (let i = 0; i < n; i++) points.add(1 + Math.floor(random() * (text.length - 1)));
  return [...points].sort((a, b) => a - b);
}

/** Cuts between every two characters. */
const everyCharacter = (text) => Array.from({ length: Math.max(text.length - 1, 0) }, (_, i) => i + 1);

function inputs() {
  const list = [];
  if (suiteHas('tree-construction')) {
    for (const test of suiteTests()) if (test.fragment === null) list.push([test.id, test.data]);
  } else {
    reportMissingSuite('tree-construction', 'character runs (suite inputs)');
  }
  const pages = readdirSync(CORPUS_DIR).filter((name) => name.endsWith('.html')).sort().slice(0, 20);
  for (const name of pages) list.push([name, readFileSync(join(CORPUS_DIR, name), 'utf8')]);
  return list;
}

describe('character runs cut anywhere', () => {
  it('give the same tree, locations and errors as whole runs (random cuts, suite inputs and pages, LF and CRLF)', () => {
    let compared = 0;
    for (const [id, html] of inputs()) {
      for (const input of [html, html.replace(/\n/g, '\r\n')]) {
        const whole = parseWithCuts(input, null);
        expect(parseWithCuts(input, randomCuts), id).to.deep.equal(whole);
        compared++;
      }
    }
    expect(compared).to.be.greaterThan(30);
    console.log(`character runs: ${compared} parses compared with their runs cut at random`);
  });

  it('give the same result cut between every two characters, in the modes that split whitespace', () => {
    const cases = [
      '  <!-- c -->  x <p>',
      '<html> <head> <title>t</title> \n x',
      '<head> &amp; <noscript> a </noscript>',
      '<!doctype html><frameset> a b \n c </frameset> d e ',
      '<table><colgroup> a b </colgroup> c <tr> d </table>',
      '<template><col> a b </template>',
      '<body></body> x y </html> z w',
      '<pre>\n\nx</pre><textarea>\r\n\r\ny</textarea>',
      '<svg><![CDATA[a b]]> c </svg>',
    ];
    for (const html of cases) {
      expect(parseWithCuts(html, everyCharacter), JSON.stringify(html)).to.deep.equal(parseWithCuts(html, null));
    }
  });
});
