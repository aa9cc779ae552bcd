// Runs html5lib tree-construction tests (read by tree-dump.js) through larch or parse5 with any
// tree adapter, and finds the tests parse5 itself fails, for the adapter proofs to set aside.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as parse5 from 'parse5';
import { parse, parseFragment } from 'larch-html';
import { readDat } from '../helpers/dat.js';
import { suitePath } from '../helpers/html5lib.js';
import { dumpTree } from './tree-dump.js';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
import { processingInstructionDifference } from '../helpers/processing-instructions.js';

const treeDir = suitePath('tree-construction');

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const NAMESPACES = { svg: 'http://www.w3.org/2000/svg', math: 'http://www.w3.org/1998/Math/MathML' };

/**
 * Every tree-construction test of the top-level .dat files (`scripted/` needs a script engine and
 * is skipped, as in the main runner), each with `id` "file.dat:line" and `modes`, the scripting
 * settings it runs under (both when the test names none).
 */
export function suiteTests() {
  const tests = [];
  for (const file of readdirSync(treeDir).filter((f) => f.endsWith('.dat')).sort()) {
    for (const test of readDat(join(treeDir, file))) {
      test.id = `${file}:${test.line}`;
      test.modes = test.scripting === null ? [true, false] : [test.scripting];
      tests.push(test);
    }
  }
  return tests;
}

/** The fragment context element of a test ('td', 'svg path', 'math mi'), built by `adapter`. */
export function contextElement(adapter, fragment) {
  const [first, second] = fragment.split(' ');
  return second === undefined ? adapter.createElement(first, HTML_NS, []) : adapter.createElement(second, NAMESPACES[first], []);
}

/** larch's tree for a test: a document, or a fragment parsed in the test's context. */
export function larchTree(test, adapter, scriptingEnabled, extra = {}) {
  const options = { treeAdapter: adapter, scriptingEnabled, ...extra };
  if (test.fragment === null) return parse(test.data, options);
  return parseFragment(contextElement(adapter, test.fragment), test.data, options);
}

/** parse5's tree for a test, built the same way. */
export function parse5Tree(test, adapter, scriptingEnabled, extra = {}) {
  const options = { treeAdapter: adapter, scriptingEnabled, ...extra };
  if (test.fragment === null) return parse5.parse(test.data, options);
  return parse5.parseFragment(contextElement(adapter, test.fragment), test.data, options);
}

/** Dumps what `build` makes of a test in the html5lib format; a throw becomes the dump. */
export function dumpOf(build, test, adapter, scriptingEnabled) {
  try {
    return dumpTree(adapter, build(test, adapter, scriptingEnabled));
  } catch (error) {
    return `THREW ${error && error.stack}`;
  }
}

/**
 * The tests parse5 8 fails (in any of their scripting modes), as a Map from id to the reason: the
 * first line where parse5's dump leaves the suite's expectation. Computed, not listed, so it
 * follows the installed parse5 and suite.
 */
export function parse5Disagreements(tests) {
  const adapter = parse5.defaultTreeAdapter;
  const found = new Map();
  for (const test of tests) {
    for (const scripting of test.modes) {
      const actual = dumpOf(parse5Tree, test, adapter, scripting);
      if (actual === test.document) continue;
      const want = test.document.split('\n');
      const got = actual.split('\n');
      let i = 0;
      while (i < want.length && want[i] === got[i]) i++;
      found.set(test.id, `parse5 dumps ${JSON.stringify(got[i] ?? '(end)')} where the suite expects ${JSON.stringify(want[i] ?? '(end)')}`);
      break;
    }
  }
  return found;
}

/**
 * The tests the 2026 processing instruction rules change (whatwg/html#12118), which parse5 8
 * cannot agree with, as a Map from id to the reason (computed; see
 * ../helpers/processing-instructions.js).
 */
export function processingInstructionInputs(tests) {
  const found = new Map();
  for (const test of tests) {
    for (const scriptingEnabled of test.modes) {
      const context = test.fragment === null ? null : contextElement(jsonAdapter, test.fragment);
      const reason = processingInstructionDifference(test.data, { context, scriptingEnabled });
      if (reason !== null) {
        found.set(test.id, reason);
        break;
      }
    }
  }
  return found;
}

/** The tests a comparison with parse5 8 leaves out: those parse5 fails, and those processing instructions change. */
export function parse5Exclusions(tests) {
  return new Map([...parse5Disagreements(tests), ...processingInstructionInputs(tests)]);
}
