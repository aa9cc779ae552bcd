// The html5lib tree-construction suite through every drop-in adapter: the tree builder talks to
// adapters only through the TreeAdapter interface, so each must give the very same trees.
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
import { adapter as domhandlerAdapter, createDomhandlerAdapter } from 'larch-html/adapters/domhandler';
import { dumpOf, larchTree, suiteTests } from './suite-runs.js';
import { requireSuite } from '../helpers/html5lib.js';
import { expectedTree } from './tree-construction-superseded.js';

function describeFailure(f) {
  const where = `${f.test.id} (scripting ${f.scripting ? 'on' : 'off'}${f.test.fragment ? `, fragment ${f.test.fragment}` : ''})`;
  return [`--- ${where}`, 'input:', JSON.stringify(f.test.data), 'expected:', f.expected, 'actual:', f.actual].join('\n');
}

/** Runs the suite through one adapter; a test passes when every scripting mode it has matches. */
function runSuite(adapter) {
  let passed = 0;
  let superseded = 0;
  const failures = [];
  for (const test of suiteTests()) {
    const expected = expectedTree(test, adapter);
    let failure = null;
    for (const scripting of test.modes) {
      const actual = dumpOf(larchTree, test, adapter, scripting);
      if (actual !== expected.document) {
        failure = { test, scripting, actual, expected: expected.document };
        break;
      }
    }
    if (failure !== null) failures.push(failure);
    else if (expected.superseded) superseded++;
    else passed++;
  }
  return { passed, failures, superseded };
}

describe('html5lib tree-construction conformance through each adapter', function () {
  this.timeout(60000);

  const adapters = [
    ['json', async () => jsonAdapter],
    ['domhandler', async () => domhandlerAdapter],
    ['domhandler@5', async () => createDomhandlerAdapter(await import('domhandler-v5'))],
    ['parse5-default', async () => parse5.defaultTreeAdapter],
  ];

  for (const [name, load] of adapters) {
    it(`builds the expected tree for every test, documents and fragments, through the ${name} adapter`, async function () {
      requireSuite(this, 'tree-construction', `html5lib tree-construction (${name})`);
      const { passed, failures, superseded } = runSuite(await load());
      console.log(`html5lib tree-construction (${name}): ${passed} passed, ${failures.length} failed, ${superseded} superseded`);
      if (failures.length > 0) console.log(failures.slice(0, 10).map(describeFailure).join('\n'));
      expect(passed).to.be.greaterThan(1000);
      expect(failures.length).to.equal(0);
    });
  }
});
