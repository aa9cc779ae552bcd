// larch through the domhandler adapter against parse5 through parse5-htmlparser2-tree-adapter
// (the pair cheerio uses): the same domhandler trees, node for node, with and without locations.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { adapter as referenceAdapter } from 'parse5-htmlparser2-tree-adapter';
import { parse } from 'larch-html';
import { adapter } from 'larch-html/adapters/domhandler';
import { larchTree, parse5Exclusions, parse5Tree, suiteTests } from '../../conformance/suite-runs.js';
import { reportMissingSuite, suiteHas } from '../../helpers/html5lib.js';
import { LOCATION_DIFFERENCES } from '../../tree/parse5-location-differences.js';
import { domDifference } from './dom-difference.js';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const pagesDir = join(repoRoot, 'node_modules/htmlparser-benchmark/files');

/**
 * Location differences of fragment tests' inputs parsed as documents (the tree builder's list
 * covers the tests as written). Same cause as its "element closed by a non-tag token": parse5
 * ends an element closed by text or EOF where the last tag token began; larch where the closer starts.
 */
const AS_DOCUMENT_LOCATION_DIFFERENCES = new Map([
  ['foreign-fragment.dat:500 as a document', 'element closed by a non-tag token (<head> closed by text)'],
  ['tests4.dat:25 as a document', 'element closed by a non-tag token (<style> closed by EOF)'],
  ['tests4.dat:60 as a document', 'element closed by a non-tag token (<title> closed by EOF)'],
]);

/** Every run of the suite tests: each test as written, and a fragment test's input as a document. */
function suiteRuns(tests) {
  const runs = [];
  for (const test of tests) {
    runs.push([test.id, test]);
    if (test.fragment !== null) runs.push([`${test.id} as a document`, { ...test, fragment: null }]);
  }
  return runs;
}

/**
 * Compares larch's and parse5's trees for each run in each scripting mode of its test. `known`
 * maps run ids to the reason they may differ; a known entry that no longer differs fails too.
 */
function compareSuite(runs, extra, known) {
  const failures = [];
  const locations = extra.sourceCodeLocationInfo === true;
  for (const [id, test] of runs) {
    let difference = null;
    for (const scripting of test.modes) {
      const ours = larchTree(test, adapter, scripting, extra);
      const theirs = parse5Tree(test, referenceAdapter, scripting, extra);
      difference = domDifference(ours, theirs, { locations });
      if (difference !== null) break;
    }
    if (known.has(id)) {
      if (difference === null) failures.push(`${id}: listed as a known difference (${known.get(id)}) but now matches parse5`);
    } else if (difference !== null) {
      failures.push(`${id} ${JSON.stringify(test.data.slice(0, 200))}${test.fragment ? ` in <${test.fragment}>` : ''}\n  ${difference}`);
    }
  }
  return failures;
}

describe('domhandler adapter: parse5 + parse5-htmlparser2-tree-adapter differential', function () {
  this.timeout(120000);
  let agreed = null;
  const pageTreeFailures = [];
  const pageLocationFailures = [];
  let pageCount = 0;

  before(function () {
    if (suiteHas('tree-construction')) {
      const tests = suiteTests();
      const excluded = parse5Exclusions(tests);
      agreed = suiteRuns(tests.filter((test) => !excluded.has(test.id)));
      console.log(`domhandler differential: ${tests.length - excluded.size} suite tests compared (${agreed.length} runs: fragment tests also as documents), ${excluded.size} excluded because parse5 fails them or makes a comment of a processing instruction:`);
      for (const [id, reason] of excluded) console.log(`  ${id}: ${reason}`);
    } else {
      reportMissingSuite('tree-construction', 'html5lib tree-construction (domhandler differential)');
    }
    // Each page is parsed once per parser, with locations: the trees are compared without them,
    // then the locations; the suite inputs check the trees built without location info.
    for (const file of readdirSync(pagesDir).sort()) {
      const html = readFileSync(join(pagesDir, file), 'utf8');
      const options = { sourceCodeLocationInfo: true };
      const ours = parse(html, { treeAdapter: adapter, ...options });
      const theirs = parse5.parse(html, { treeAdapter: referenceAdapter, ...options });
      const tree = domDifference(ours, theirs);
      if (tree !== null) pageTreeFailures.push(`${file}\n  ${tree}`);
      else {
        const located = domDifference(ours, theirs, { locations: true });
        if (located !== null) pageLocationFailures.push(`${file}\n  ${located}`);
      }
      pageCount++;
    }
    console.log(`domhandler differential: ${pageCount} htmlparser-benchmark pages compared`);
  });

  it('builds the same domhandler tree as parse5 for every suite input parse5 passes (documents, fragments in their context and as documents, scripting on and off)', function () {
    if (agreed === null) return;
    const failures = compareSuite(agreed, {}, new Map());
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
  });

  it('records the same sourceCodeLocation, startIndex and endIndex as parse5 for those inputs, but for the listed location differences', function () {
    if (agreed === null) return;
    const known = new Map([...LOCATION_DIFFERENCES, ...AS_DOCUMENT_LOCATION_DIFFERENCES]);
    const failures = compareSuite(agreed, { sourceCodeLocationInfo: true }, known);
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
  });

  it('builds the same domhandler tree as parse5 for every htmlparser-benchmark page', function () {
    expect(pageCount).to.be.greaterThan(200);
    expect(pageTreeFailures, pageTreeFailures.slice(0, 10).join('\n')).to.deep.equal([]);
  });

  it('records the same source locations as parse5 for every htmlparser-benchmark page', function () {
    expect(pageCount).to.be.greaterThan(200);
    expect(pageLocationFailures, pageLocationFailures.slice(0, 10).join('\n')).to.deep.equal([]);
  });
});
