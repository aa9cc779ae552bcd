import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment } from 'larch';
import { dumpTree, readDatFile } from '../conformance/tree-dump.js';
import { firstDifference } from './tree-diff.js';
import { LOCATION_DIFFERENCES } from './parse5-location-differences.js';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const suiteRoot = process.env.HTML5LIB_TESTS ?? resolve(repoRoot, '../shared/html5lib-tests');
const treeDir = join(suiteRoot, 'tree-construction');
const pagesDir = join(repoRoot, 'node_modules/htmlparser-benchmark/files');
const adapter = parse5.defaultTreeAdapter;
const NAMESPACES = { svg: 'http://www.w3.org/2000/svg', math: 'http://www.w3.org/1998/Math/MathML' };

/** Inputs whose trees differ from parse5 8.1.1's although parse5 passes the suite test: none. */
const TREE_DIFFERENCES = new Map();

function contextFor(test) {
  const [first, second] = test.fragment.split(' ');
  return second === undefined
    ? adapter.createElement(first, 'http://www.w3.org/1999/xhtml', [])
    : adapter.createElement(second, NAMESPACES[first], []);
}

function bothParses(test, options) {
  const scriptingEnabled = test.scripting ?? true;
  const opts = { treeAdapter: adapter, scriptingEnabled, ...options };
  if (test.fragment === null) return [parse(test.data, opts), parse5.parse(test.data, { scriptingEnabled, ...options })];
  return [
    parseFragment(contextFor(test), test.data, opts),
    parse5.parseFragment(contextFor(test), test.data, { scriptingEnabled, ...options }),
  ];
}

/** Suite tests that parse5 itself passes (the others show where parse5 lags the spec). */
function parse5PassingTests() {
  const tests = [];
  for (const file of readdirSync(treeDir).filter((f) => f.endsWith('.dat')).sort()) {
    for (const test of readDatFile(join(treeDir, file))) {
      const [, theirs] = bothParses(test, {});
      if (dumpTree(adapter, theirs) === test.expected) tests.push(test);
    }
  }
  return tests;
}

function compareAll(inputs, options, known) {
  const failures = [];
  for (const [name, test] of inputs) {
    const [ours, theirs] = bothParses(test, options);
    const difference = firstDifference(ours, theirs);
    if (known.has(name)) {
      if (difference === null) failures.push(`${name}: listed as a known difference (${known.get(name)}) but now matches parse5`);
    } else if (difference !== null) {
      failures.push(`${name} ${JSON.stringify(test.data.slice(0, 200))}\n  ${difference}`);
    }
  }
  return failures;
}

describe('parse5 differential (tree adapter: parse5.defaultTreeAdapter)', function () {
  this.timeout(300000);
  let suiteInputs = [];
  let pageInputs = [];

  before(function () {
    if (existsSync(treeDir)) {
      suiteInputs = parse5PassingTests().map((test) => [`${test.file.split('/').pop()}:${test.line}`, test]);
    } else {
      console.log(`html5lib tree-construction: suite not found at ${suiteRoot}, skipped`);
    }
    pageInputs = readdirSync(pagesDir)
      .sort()
      .map((file) => [file, { data: readFileSync(join(pagesDir, file), 'utf8'), fragment: null, scripting: null }]);
  });

  it('builds the same tree as parse5 for every suite input parse5 passes', function () {
    const failures = compareAll(suiteInputs, {}, TREE_DIFFERENCES);
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
  });

  it('builds the same tree as parse5 for every htmlparser-benchmark page', function () {
    const failures = compareAll(pageInputs, {}, TREE_DIFFERENCES);
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
  });

  it('records the same source locations as parse5 for every suite input parse5 passes', function () {
    const failures = compareAll(suiteInputs, { sourceCodeLocationInfo: true }, LOCATION_DIFFERENCES);
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
  });

  it('records the same source locations as parse5 for every htmlparser-benchmark page', function () {
    const failures = compareAll(pageInputs, { sourceCodeLocationInfo: true }, new Map());
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
  });
});
