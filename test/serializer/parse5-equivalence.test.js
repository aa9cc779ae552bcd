// serialize(parse(x)) === parse5.serialize(parse5.parse(x)): larch's whole pipeline against
// parse5's, wherever parse5 parses as the suite expects, and on every corpus page.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { adapter as htmlparser2Adapter } from 'parse5-htmlparser2-tree-adapter';
import { parse, serialize } from 'larch-html';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
import { adapter as domhandlerAdapter } from 'larch-html/adapters/domhandler';
import { larchTree, parse5Exclusions, parse5Tree, suiteTests } from '../conformance/suite-runs.js';
import { requireSuite } from '../helpers/html5lib.js';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const pagesDir = join(repoRoot, 'node_modules/htmlparser-benchmark/files');

/**
 * larch's adapters, each against parse5 building the same kind of tree. A domhandler element keeps
 * its attributes in a plain object, where integer-like names ("2013") come first whatever the
 * source order, so its serialization is compared with parse5's through
 * parse5-htmlparser2-tree-adapter, which has the same property.
 */
const ADAPTERS = [
  ['json', jsonAdapter, parse5.defaultTreeAdapter],
  ['domhandler', domhandlerAdapter, htmlparser2Adapter],
];

function mismatch(id, ours, theirs) {
  let i = 0;
  while (i < ours.length && ours[i] === theirs[i]) i++;
  return `${id} at ${i}: larch ${JSON.stringify(ours.slice(Math.max(0, i - 40), i + 40))} / parse5 ${JSON.stringify(theirs.slice(Math.max(0, i - 40), i + 40))}`;
}

describe('serializer: larch parse + serialize equals parse5 parse + serialize', function () {
  this.timeout(60000);

  it('gives parse5 8\'s string for every tree-construction input parse5 passes (documents, fragments, scripting on and off)', function () {
    requireSuite(this, 'tree-construction', 'parse5 equivalence');
    const tests = suiteTests();
    const excluded = parse5Exclusions(tests);
    const failures = [];
    let compared = 0;
    for (const test of tests) {
      if (excluded.has(test.id)) continue;
      compared++;
      for (const scriptingEnabled of test.modes) {
        for (const [name, adapter, reference] of ADAPTERS) {
          const theirs = parse5.serialize(parse5Tree(test, reference, scriptingEnabled), { treeAdapter: reference, scriptingEnabled });
          const ours = serialize(larchTree(test, adapter, scriptingEnabled), { treeAdapter: adapter, scriptingEnabled });
          if (ours !== theirs) failures.push(mismatch(`${test.id} (${name}, scripting ${scriptingEnabled ? 'on' : 'off'})`, ours, theirs));
        }
      }
    }
    console.log(`parse5 equivalence: ${compared} suite inputs compared, ${excluded.size} excluded because parse5 fails them or makes a comment of a processing instruction`);
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
  });

  it("gives parse5 8's string for every htmlparser-benchmark page (JSON and domhandler adapters)", function () {
    const failures = [];
    let pages = 0;
    for (const file of readdirSync(pagesDir).sort()) {
      const html = readFileSync(join(pagesDir, file), 'utf8');
      for (const [name, adapter, reference] of ADAPTERS) {
        const theirs = parse5.serialize(parse5.parse(html, { treeAdapter: reference }), { treeAdapter: reference });
        const ours = serialize(parse(html, { treeAdapter: adapter }), { treeAdapter: adapter });
        if (ours !== theirs) failures.push(mismatch(`${file} (${name})`, ours, theirs));
      }
      pages++;
    }
    console.log(`parse5 equivalence: ${pages} pages compared`);
    expect(pages).to.be.greaterThan(200);
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
  });
});
