// html5lib encoding tests: each test's bytes go through the public API (`parse` on a Buffer) and
// the encoding recorded on the document must be the one the test expects. Run through the JSON,
// domhandler and linkedom adapters, each of which records it; the scripted/ tests run their
// scripts (test/helpers/script-dom.js).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { parse } from 'larch-html';
import { adapter as domhandlerAdapter } from 'larch-html/adapters/domhandler';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
import { createLinkedomAdapter, parseHTMLDocument } from 'larch-html/adapters/linkedom';
import { ATTRIBUTE_SETTERS, parseRunningScripts } from '../helpers/script-dom.js';
import { readDat } from '../helpers/dat.js';
import { requireSuite, suitePath } from '../helpers/html5lib.js';

const encodingDir = suitePath('encoding');

/** The tests of one encoding .dat file: the data as bytes, and the expected encoding. */
function readEncodingDat(file) {
  return readDat(file, 'latin1').map((test) => ({ ...test, data: Buffer.from(test.data, 'latin1') }));
}

// The tests expect a browser's fallback in an English locale where nothing names an encoding;
// larch's own default is UTF-8.
const BROWSER = { defaultEncoding: 'windows-1252' };

const RUNS = [
  ['JSON', (bytes) => parse(bytes, BROWSER).encoding],
  ['domhandler', (bytes) => parse(bytes, { ...BROWSER, treeAdapter: domhandlerAdapter })['x-encoding']],
  ['linkedom', (bytes) => parseHTMLDocument(bytes, BROWSER).characterSet],
];

// encoding/scripted/: the same, with each inline script run as the parser finishes it (a
// document.write of a <meta> changes the encoding).
const SCRIPTED_RUNS = [
  ['JSON', (bytes) => parseRunningScripts(bytes, jsonAdapter, ATTRIBUTE_SETTERS.attrsArray, BROWSER).encoding],
  ['domhandler', (bytes) => parseRunningScripts(bytes, domhandlerAdapter, ATTRIBUTE_SETTERS.attribs, BROWSER)['x-encoding']],
  ['linkedom', (bytes) => parseRunningScripts(bytes, createLinkedomAdapter(), ATTRIBUTE_SETTERS.dom, BROWSER).characterSet],
];

function runFile(file, runs = RUNS) {
  const failures = [];
  let passed = 0;
  for (const test of readEncodingDat(file)) {
    const expected = test.encoding.toLowerCase();
    let failure = null;
    for (const [adapterName, run] of runs) {
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

  it('records the expected encoding for every test, through the JSON, domhandler and linkedom adapters, scripted ones running their scripts', function () {
    requireSuite(this, 'encoding', 'html5lib encoding');
    const scriptedDir = join(encodingDir, 'scripted');
    const files = [
      ...readdirSync(encodingDir).filter((f) => f.endsWith('.dat')).sort().map((f) => [join(encodingDir, f), RUNS]),
      ...readdirSync(scriptedDir).filter((f) => f.endsWith('.dat')).sort().map((f) => [join(scriptedDir, f), SCRIPTED_RUNS]),
    ];
    let passed = 0;
    let scripted = 0;
    const failures = [];
    for (const [file, runs] of files) {
      const result = runFile(file, runs);
      passed += result.passed;
      if (runs === SCRIPTED_RUNS) scripted += result.passed;
      failures.push(...result.failures);
    }
    console.log(`html5lib encoding: ${passed} passed (${scripted} of them scripted/), ${failures.length} failed`);
    for (const f of failures.slice(0, 20)) {
      console.log(`--- ${f.file}:${f.test.line} (${f.adapterName}): expected ${f.test.encoding}, got ${f.actual}`);
      console.log(JSON.stringify(f.test.data.toString('latin1').slice(0, 200)));
    }
    expect(scripted).to.be.above(0);
    expect(failures.length).to.equal(0);
  });
});
