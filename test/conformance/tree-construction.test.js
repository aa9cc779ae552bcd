import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment } from 'larch-html';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
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

  it('builds the expected tree for every test, documents and fragments, through parse5 and JSON adapters', function () {
    requireSuite(this, 'tree-construction', 'html5lib tree-construction');
    const { passed, failures, superseded, stale } = runSuite();
    console.log(`html5lib tree-construction: ${passed} passed, ${failures.length} failed, ${superseded} superseded`);
    if (failures.length > 0) console.log(failures.slice(0, 20).map(describeFailure).join('\n'));
    expect(stale, 'stale superseded entries').to.deep.equal([]);
    expect(failures.length).to.equal(0);
  });

  // Tests in tree-construction/scripted/ run document.write from <script>: they need a script
  // engine, so each is registered as skipped under its own name.
  const scriptedDir = join(treeDir, 'scripted');
  if (existsSync(scriptedDir)) {
    for (const file of readdirSync(scriptedDir).filter((f) => f.endsWith('.dat')).sort()) {
      for (const test of readDat(join(scriptedDir, file))) {
        it.skip(`scripted/${file}:${test.line} needs a script engine (document.write): ${JSON.stringify(test.data).slice(0, 60)}`);
      }
    }
  }
});
