import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment } from 'larch-html';
import { dumpTree } from '../conformance/tree-dump.js';
import { readDat } from '../helpers/dat.js';
import { requireSuite, suiteHas, suitePath } from '../helpers/html5lib.js';
import { firstDifference } from './tree-diff.js';
import { ERROR_ORDER_DIFFERENCES, LOCATION_DIFFERENCES, SCRIPTING_OFF_LOCATION_DIFFERENCES, SCRIPTING_OFF_PAGE_LOCATION_DIFFERENCES } from './parse5-location-differences.js';
import { matchParse5Errors, span } from '../helpers/parse5-errors.js';
import { processingInstructionDifference } from '../helpers/processing-instructions.js';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const treeDir = suitePath('tree-construction');
const pagesDir = join(repoRoot, 'node_modules/htmlparser-benchmark/files');
const adapter = parse5.defaultTreeAdapter;
const NAMESPACES = { svg: 'http://www.w3.org/2000/svg', math: 'http://www.w3.org/1998/Math/MathML' };

/** Inputs whose trees differ from parse5 8.1.1's although parse5 passes the suite test: none. */
const TREE_DIFFERENCES = new Map();

/**
 * Suite tests parse5 8.1.1 fails, so they are left out of the comparison: all are the customizable
 * `<select>` parsing (no "in select" insertion modes; options closed by implied end tags; a
 * formatting marker at select; selectedcontent cloning) that came after parse5 8.1.1.
 */
const PARSE5_SPEC_DIFFERENCES = [
  'menuitem-element.dat:161',
  'tests1.dat:355',
  'tests1.dat:1533',
  'tests10.dat:35',
  'tests10.dat:46',
  'tests10.dat:259',
  'tests10.dat:284',
  'tests18.dat:227',
  'tests18.dat:240',
  'tests7.dat:443',
  'tests9.dat:48',
  'tests9.dat:59',
  'tests9.dat:299',
  'tests9.dat:324',
  'tests_innerHTML_1.dat:799',
  'tests_innerHTML_1.dat:808',
  'webkit02.dat:309',
  'webkit02.dat:557',
  'webkit02.dat:590',
  'webkit02.dat:611',
  'webkit02.dat:624',
  'webkit02.dat:637',
  'webkit02.dat:652',
  'webkit02.dat:666',
  'webkit02.dat:692',
  'webkit02.dat:706',
  'webkit02.dat:732',
  'webkit02.dat:748',
];

function contextFor(test) {
  const [first, second] = test.fragment.split(' ');
  return second === undefined
    ? adapter.createElement(first, 'http://www.w3.org/1999/xhtml', [])
    : adapter.createElement(second, NAMESPACES[first], []);
}

function bothParses(test, options) {
  const scriptingEnabled = options.scriptingEnabled ?? test.scripting ?? true;
  const opts = { treeAdapter: adapter, scriptingEnabled, ...options };
  if (test.fragment === null) return [parse(test.data, opts), parse5.parse(test.data, { scriptingEnabled, ...options })];
  return [
    parseFragment(contextFor(test), test.data, opts),
    parse5.parseFragment(contextFor(test), test.data, { scriptingEnabled, ...options }),
  ];
}

/**
 * Splits the suite into the tests parse5 itself passes and the names of those it fails, and sets
 * aside (with the reason) the ones the processing instruction rules of 2026 change, which parse5
 * still tokenizes as bogus comments.
 */
function splitByParse5() {
  const passing = [];
  const failing = [];
  const processingInstructions = [];
  for (const file of readdirSync(treeDir).filter((f) => f.endsWith('.dat')).sort()) {
    for (const test of readDat(join(treeDir, file))) {
      const [, theirs] = bothParses(test, {});
      const name = `${file}:${test.line}`;
      const context = test.fragment === null ? null : jsonContextFor(test);
      const reason = processingInstructionDifference(test.data, { context, scriptingEnabled: test.scripting ?? true });
      if (dumpTree(adapter, theirs) !== test.document) failing.push(name);
      else if (reason !== null) processingInstructions.push(`${name}: ${reason}`);
      else passing.push([name, test]);
    }
  }
  return { passing, failing, processingInstructions };
}

function jsonContextFor(test) {
  const [first, second] = test.fragment.split(' ');
  return second === undefined
    ? { type: 'element', tagName: first, namespace: 'http://www.w3.org/1999/xhtml', attrs: [], children: [] }
    : { type: 'element', tagName: second, namespace: NAMESPACES[first], attrs: [], children: [] };
}

function errorsOf(parseFn, test, scriptingEnabled) {
  const errors = [];
  parseFn(test.data, { scriptingEnabled, onParseError: (e) => errors.push(e) });
  return errors;
}

/**
 * Checks that larch reports every error parse5 reports, in parse5's order, at the same places
 * (see test/helpers/parse5-errors.js); larch reports more, every error the tree construction
 * rules name. Returns the failures and how many of parse5's errors were matched.
 */
function compareErrors(inputs, known, scripting = null) {
  const failures = [];
  let matched = 0;
  for (const [name, test] of inputs) {
    if (test.fragment !== null) continue;
    const scriptingEnabled = scripting ?? test.scripting ?? true;
    const ours = errorsOf((html, o) => parse(html, { ...o, treeAdapter: adapter }), test, scriptingEnabled);
    const theirs = errorsOf((html, o) => parse5.parse(html, o), test, scriptingEnabled);
    const { indices, missing } = matchParse5Errors(ours, theirs, test.data);
    if (known.has(name)) {
      if (indices !== null) failures.push(`${name}: listed as a known difference (${known.get(name)}) but now matches parse5`);
    } else if (indices === null) {
      failures.push(
        `${name}: parse5's ${span(missing)} is not among larch's errors in order\n  ours:   ${ours.map(span).join(' ').slice(0, 300)}\n  parse5: ${theirs.map(span).join(' ').slice(0, 300)}`,
      );
    } else {
      matched += indices.length;
    }
  }
  return { failures, matched };
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
  let parse5Failing = null;
  let pageInputs = [];
  let pageErrorInputs = [];

  before(function () {
    // Without the suite, each test of suite inputs skips (or, with CI set, fails) on its own.
    if (suiteHas('tree-construction')) {
      const split = splitByParse5();
      suiteInputs = split.passing;
      parse5Failing = split.failing;
      console.log(`parse5 differential: ${split.processingInstructions.length} suite inputs left out, processing instructions:\n  ${split.processingInstructions.join('\n  ')}`);
    }
    pageInputs = readdirSync(pagesDir)
      .sort()
      .map((file) => [file, { data: readFileSync(join(pagesDir, file), 'utf8'), fragment: null, scripting: null }]);
    pageErrorInputs = pageInputs.filter(([file, page]) => {
      const reason = processingInstructionDifference(page.data);
      if (reason !== null) console.log(`parse5 differential: page ${file} left out of the error comparison: ${reason}`);
      return reason === null;
    });
  });

  it('leaves out exactly the suite tests parse5 fails (customizable select parsing)', function () {
    requireSuite(this, 'tree-construction', 'parse5 differential');
    expect(parse5Failing).to.deep.equal(PARSE5_SPEC_DIFFERENCES);
  });

  it('builds the same tree as parse5 for every suite input parse5 passes', function () {
    requireSuite(this, 'tree-construction', 'parse5 differential');
    const failures = compareAll(suiteInputs, {}, TREE_DIFFERENCES);
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
  });

  it('builds the same tree as parse5 for every htmlparser-benchmark page', function () {
    const failures = compareAll(pageInputs, {}, TREE_DIFFERENCES);
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
  });

  it('records the same source locations as parse5 for every suite input parse5 passes', function () {
    requireSuite(this, 'tree-construction', 'parse5 differential');
    const failures = compareAll(suiteInputs, { sourceCodeLocationInfo: true }, LOCATION_DIFFERENCES);
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
  });

  it('records the same source locations as parse5 for every htmlparser-benchmark page', function () {
    const failures = compareAll(pageInputs, { sourceCodeLocationInfo: true }, new Map());
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
  });

  it('reports every parse error parse5 reports, in order, at the same places, for every suite document parse5 passes', function () {
    requireSuite(this, 'tree-construction', 'parse5 differential');
    const { failures, matched } = compareErrors(suiteInputs, ERROR_ORDER_DIFFERENCES);
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
    expect(matched).to.be.greaterThan(1400);
  });

  it('reports every parse error parse5 reports, in order, at the same places, for every htmlparser-benchmark page without processing instruction errors', function () {
    const { failures, matched } = compareErrors(pageErrorInputs, new Map());
    expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
    expect(matched).to.be.greaterThan(1000);
  });

  describe('with scripting off', function () {
    // Suite tests marked #script-on are left out; those marked #script-off already ran above.
    const scriptingOff = () => suiteInputs.filter(([, test]) => test.scripting === null);

    it('builds the same tree as parse5 for every suite input parse5 passes and every htmlparser-benchmark page', function () {
      requireSuite(this, 'tree-construction', 'parse5 differential');
      const failures = [...compareAll(scriptingOff(), { scriptingEnabled: false }, TREE_DIFFERENCES), ...compareAll(pageInputs, { scriptingEnabled: false }, TREE_DIFFERENCES)];
      expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
    });

    it('records the same source locations as parse5 for every suite input parse5 passes', function () {
      requireSuite(this, 'tree-construction', 'parse5 differential');
      const options = { scriptingEnabled: false, sourceCodeLocationInfo: true };
      const failures = compareAll(scriptingOff(), options, SCRIPTING_OFF_LOCATION_DIFFERENCES);
      expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
    });

    it('records the same source locations as parse5 for every htmlparser-benchmark page', function () {
      const options = { scriptingEnabled: false, sourceCodeLocationInfo: true };
      const failures = compareAll(pageInputs, options, SCRIPTING_OFF_PAGE_LOCATION_DIFFERENCES);
      expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
    });

    it('reports every parse error parse5 reports, in order, at the same places, for the suite documents and the pages', function () {
      requireSuite(this, 'tree-construction', 'parse5 differential');
      const suite = compareErrors(scriptingOff(), ERROR_ORDER_DIFFERENCES, false);
      const pages = compareErrors(pageErrorInputs, new Map(), false);
      const failures = [...suite.failures, ...pages.failures];
      expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
    });
  });
});
