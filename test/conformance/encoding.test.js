// html5lib encoding tests: each test's bytes go through the public API (`parse` on a Buffer) and
// the encoding recorded on the document must be the one the test expects. Run through the JSON,
// domhandler and linkedom adapters, each of which records it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { parse } from 'larch-html';
import { adapter as domhandlerAdapter } from 'larch-html/adapters/domhandler';
import { parseHTMLDocument } from 'larch-html/adapters/linkedom';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const suiteRoot = process.env.HTML5LIB_TESTS ?? resolve(repoRoot, '../shared/html5lib-tests');
const encodingDir = join(suiteRoot, 'encoding');

/**
 * The tests of one encoding .dat file, read as bytes (the files are latin-1 and hold raw bytes):
 * `#data` up to the newline before `#encoding`, then the expected encoding's name.
 * (A local reader until the shared .dat reader lands.)
 */
function readEncodingDat(file) {
  const bytes = readFileSync(file);
  const text = bytes.toString('latin1'); // one char per byte, so offsets are byte offsets
  const tests = [];
  let at = text.indexOf('#data\n');
  while (at !== -1) {
    const dataStart = at + '#data\n'.length;
    const marker = text.indexOf('\n#encoding\n', dataStart - 1);
    if (marker === -1) throw new Error(`${file}: #data without #encoding at byte ${at}`);
    const encodingStart = marker + '\n#encoding\n'.length;
    const lineEnd = text.indexOf('\n', encodingStart);
    tests.push({
      line: text.slice(0, at).split('\n').length,
      data: bytes.subarray(dataStart, Math.max(dataStart, marker)),
      encoding: text.slice(encodingStart, lineEnd === -1 ? text.length : lineEnd).trim(),
    });
    at = text.indexOf('#data\n', encodingStart);
  }
  return tests;
}

const RUNS = [
  ['JSON', (bytes) => parse(bytes).encoding],
  ['domhandler', (bytes) => parse(bytes, { treeAdapter: domhandlerAdapter })['x-encoding']],
  ['linkedom', (bytes) => parseHTMLDocument(bytes).characterSet],
];

function runFile(file) {
  const failures = [];
  let passed = 0;
  for (const test of readEncodingDat(file)) {
    const expected = test.encoding.toLowerCase();
    let failure = null;
    for (const [adapterName, run] of RUNS) {
      let actual;
      try {
        actual = String(run(test.data));
      } catch (error) {
        actual = `THREW ${error && error.stack}`;
      }
      if (actual.toLowerCase() !== expected && failure === null) failure = { adapterName, actual };
    }
    if (failure === null) passed++;
    else failures.push({ ...failure, test, file });
  }
  return { passed, failures };
}

describe('html5lib encoding conformance', function () {
  this.timeout(60000);

  it('records the expected encoding for every test, through the JSON, domhandler and linkedom adapters', function () {
    if (!existsSync(encodingDir)) {
      if (process.env.CI) throw new Error(`html5lib encoding suite not found at ${suiteRoot}`);
      console.log(`html5lib encoding: suite not found at ${suiteRoot}, skipped`);
      return;
    }
    const files = readdirSync(encodingDir).filter((f) => f.endsWith('.dat')).sort();
    let passed = 0;
    const failures = [];
    for (const file of files) {
      const result = runFile(join(encodingDir, file));
      passed += result.passed;
      failures.push(...result.failures);
    }
    console.log(`html5lib encoding: ${passed} passed, ${failures.length} failed`);
    for (const f of failures.slice(0, 20)) {
      console.log(`--- ${f.file}:${f.test.line} (${f.adapterName}): expected ${f.test.encoding}, got ${f.actual}`);
      console.log(JSON.stringify(f.test.data.toString('latin1').slice(0, 200)));
    }
    expect(failures.length).to.equal(0);
  });

  // encoding/scripted/ needs a script engine (document.write of a <meta>): counted apart, each
  // registered as skipped under its own name.
  const scriptedDir = join(encodingDir, 'scripted');
  if (existsSync(scriptedDir)) {
    for (const file of readdirSync(scriptedDir).filter((f) => f.endsWith('.dat')).sort()) {
      for (const test of readEncodingDat(join(scriptedDir, file))) {
        it.skip(`scripted/${file}:${test.line} needs a script engine (document.write): ${JSON.stringify(test.data.toString('latin1')).slice(0, 60)}`);
      }
    }
  }
});
