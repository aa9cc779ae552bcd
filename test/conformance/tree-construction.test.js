import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment } from 'larch-html';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
import { adapter as domhandlerAdapter } from 'larch-html/adapters/domhandler';
import { adapter as hastAdapter } from 'larch-html/adapters/hast';
import { createLinkedomAdapter } from 'larch-html/adapters/linkedom';
import { ATTRIBUTE_SETTERS, parseRunningScripts } from '../helpers/script-dom.js';
import { readDat } from '../helpers/dat.js';
import { requireSuite, suitePath } from '../helpers/html5lib.js';
import { dumpTree } from './tree-dump.js';
import { expectedTree, staleSupersededTrees } from './tree-construction-superseded.js';

const treeDir = suitePath('tree-construction');

const ADAPTERS = [
  ['parse5 defaultTreeAdapter', parse5.defaultTreeAdapter],
  ['larch JSON adapter', jsonAdapter],
];

const NAMESPACES = { svg: 'http://www.w3.org/2000/svg', math: 'http://www.w3.org/1998/Math/MathML' };

function runOne(test, adapter, scriptingEnabled) {
  if (test.fragment === null) {
    return dumpTree(adapter, parse(test.data, { treeAdapter: adapter, scriptingEnabled }));
  }
  const [first, second] = test.fragment.split(' ');
  const context =
    second === undefined
      ? adapter.createElement(first, 'http://www.w3.org/1999/xhtml', [])
      : adapter.createElement(second, NAMESPACES[first], []);
  return dumpTree(adapter, parseFragment(context, test.data, { treeAdapter: adapter, scriptingEnabled }));
}

/**
 * Runs every test through every adapter; a test passes when all runs match. Tests the current
 * spec has superseded (tree-construction-superseded.js) are checked against the spec's tree and
 * counted apart.
 */
function runSuite(adapters = ADAPTERS) {
  const files = readdirSync(treeDir).filter((f) => f.endsWith('.dat')).sort();
  const failures = [];
  const all = [];
  let passed = 0;
  let superseded = 0;
  for (const file of files) {
    for (const test of readDat(join(treeDir, file))) {
      test.id = `${file}:${test.line}`;
      all.push(test);
      const modes = test.scripting === null ? [true, false] : [test.scripting];
      let failure = null;
      let isSuperseded = false;
      for (const [adapterName, adapter] of adapters) {
        const expected = expectedTree(test, adapter);
        isSuperseded ||= expected.superseded;
        for (const scripting of modes) {
          let actual;
          try {
            actual = runOne(test, adapter, scripting);
          } catch (error) {
            actual = `THREW ${error && error.stack}`;
          }
          if (actual !== expected.document && failure === null) {
            failure = { file, line: test.line, adapterName, scripting, test, actual, expected: expected.document };
          }
        }
      }
      if (failure !== null) failures.push(failure);
      else if (isSuperseded) superseded++;
      else passed++;
    }
  }
  return { passed, failures, superseded, stale: staleSupersededTrees(all) };
}

/** The adapters the scripted tests run through, each made fresh per test, with how its elements take attributes. */
const SCRIPTED_ADAPTERS = [
  ['parse5 defaultTreeAdapter', () => parse5.defaultTreeAdapter, ATTRIBUTE_SETTERS.attrsArray],
  ['larch JSON adapter', () => jsonAdapter, ATTRIBUTE_SETTERS.attrsArray],
  ['domhandler', () => domhandlerAdapter, ATTRIBUTE_SETTERS.attribs],
  ['hast', () => hastAdapter, ATTRIBUTE_SETTERS.properties],
  ['linkedom', () => createLinkedomAdapter(), ATTRIBUTE_SETTERS.dom],
];

/** The tests of tree-construction/scripted/ (documents whose inline scripts run), each through every adapter. */
function runScripted() {
  const dir = join(treeDir, 'scripted');
  const failures = [];
  let passed = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.dat')).sort()) {
    for (const test of readDat(join(dir, file))) {
      let failure = null;
      for (const [adapterName, makeAdapter, setAttribute] of SCRIPTED_ADAPTERS) {
        const adapter = makeAdapter();
        let actual;
        try {
          actual = dumpTree(adapter, parseRunningScripts(test.data, adapter, setAttribute));
        } catch (error) {
          actual = `THREW ${error && error.stack}`;
        }
        if (actual !== test.document && failure === null) {
          failure = { file: `scripted/${file}`, line: test.line, adapterName, scripting: true, test, actual, expected: test.document };
        }
      }
      if (failure === null) passed++;
      else failures.push(failure);
    }
  }
  return { passed, failures };
}

function describeFailure(f) {
  return [
    `--- ${f.file}:${f.line} (${f.adapterName}, scripting ${f.scripting ? 'on' : 'off'}${f.test.fragment ? `, fragment ${f.test.fragment}` : ''})`,
    'input:',
    JSON.stringify(f.test.data),
    'expected:',
    f.expected,
    'actual:',
    f.actual,
  ].join('\n');
}

describe('html5lib tree-construction conformance', function () {
  this.timeout(120000);

  it('builds the expected tree for every test, documents and fragments, through parse5 and JSON adapters, and every scripted test running its scripts', function () {
    requireSuite(this, 'tree-construction', 'html5lib tree-construction');
    const { passed, failures, superseded, stale } = runSuite();
    const scripted = runScripted();
    const allFailures = [...failures, ...scripted.failures];
    console.log(
      `html5lib tree-construction: ${passed + scripted.passed} passed (${scripted.passed} of them scripted/, their scripts run through ` +
        `${SCRIPTED_ADAPTERS.length} adapters), ${allFailures.length} failed, ${superseded} superseded`,
    );
    if (allFailures.length > 0) console.log(allFailures.slice(0, 20).map(describeFailure).join('\n'));
    expect(stale, 'stale superseded entries').to.deep.equal([]);
    expect(scripted.passed).to.be.above(0);
    expect(allFailures.length).to.equal(0);
  });
});
