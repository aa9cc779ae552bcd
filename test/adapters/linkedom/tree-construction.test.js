// Runs the html5lib tree-construction suite through larch → linkedom, dumping each tree back
// through the adapter's read methods. A test that fails through linkedom but passes through the
// JSON adapter is a linkedom shortfall and must be listed in KNOWN_FAILURES with the limit behind
// it; a test failing through both is the tree builder's (the main conformance test reports it).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { parse, parseFragment } from 'larch-html';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
import { createLinkedomAdapter } from 'larch-html/adapters/linkedom';
import { dumpTree } from '../../conformance/tree-dump.js';
import { readDat } from '../../helpers/dat.js';
import { requireSuite, suitePath } from '../../helpers/html5lib.js';
import { expectedTree } from '../../conformance/tree-construction-superseded.js';

const dir = suitePath('tree-construction');

/** `file.dat#index` → the linkedom limit that makes the test fail. None so far. */
const KNOWN_FAILURES = {};

const NAMESPACES = {
  html: 'http://www.w3.org/1999/xhtml',
  svg: 'http://www.w3.org/2000/svg',
  math: 'http://www.w3.org/1998/Math/MathML',
};

/** Parses one test through a fresh `makeAdapter()` and dumps the result, or the error it threw. */
function runOnce(test, makeAdapter, scriptingEnabled) {
  const adapter = makeAdapter();
  const options = { treeAdapter: adapter, scriptingEnabled };
  try {
    if (test.fragment === null) return dumpTree(adapter, parse(test.data, options));
    const [prefix, tagName] = test.fragment.includes(' ') ? test.fragment.split(' ') : ['html', test.fragment];
    const context = adapter.createElement(tagName, NAMESPACES[prefix], []);
    return dumpTree(adapter, parseFragment(context, test.data, options));
  } catch (error) {
    return `threw ${error.stack}`;
  }
}

/** Whether the test's expected tree comes out, with scripting as the test says (else both ways). */
function passes(test, makeAdapter) {
  const modes = test.scripting === null ? [true, false] : [test.scripting];
  const expected = expectedTree(test, makeAdapter()).document;
  return modes.every((scripting) => runOnce(test, makeAdapter, scripting) === expected);
}

describe('html5lib tree-construction through the linkedom adapter', () => {
  it('builds every tree the JSON adapter builds, except the known linkedom shortfalls', function () {
    requireSuite(this, 'tree-construction', 'html5lib tree-construction (linkedom)');
    let passed = 0;
    let superseded = 0;
    let failed = 0;
    let parserFailures = 0;
    const unexpected = [];
    const nowPassing = [];
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.dat')).sort()) {
      for (const test of readDat(join(dir, file))) {
        const id = `${file}#${test.index}`;
        test.id = `${file}:${test.line}`;
        const ok = passes(test, createLinkedomAdapter);
        if (ok) {
          if (expectedTree(test, jsonAdapter).superseded) superseded++;
          else passed++;
          if (id in KNOWN_FAILURES) nowPassing.push(id);
          continue;
        }
        failed++;
        if (!passes(test, () => jsonAdapter)) parserFailures++;
        else if (!(id in KNOWN_FAILURES)) unexpected.push(`${id} ${JSON.stringify(test.data)}`);
      }
    }
    console.log(
      `html5lib tree-construction (linkedom): ${passed} passed, ${failed} failed, ${superseded} superseded ` +
        `(${failed - parserFailures} linkedom shortfalls, ${parserFailures} failing through the JSON adapter too)`,
    );
    for (const [id, reason] of Object.entries(KNOWN_FAILURES)) console.log(`  known: ${id}: ${reason}`);
    expect(unexpected, 'fail through linkedom only, and are not known failures').to.deep.equal([]);
    expect(nowPassing, 'known failures that now pass (remove them from KNOWN_FAILURES)').to.deep.equal([]);
  });
});
