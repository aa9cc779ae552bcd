// The XML5 conformance suite: cases written by hand from the XML5 tokenization states and tree
// construction phases, in the html5lib tree-construction format (see test/xml/dump.js for the
// #document dump). #errors lists the error codes in order. A `#html-entities` section runs the
// case with `htmlEntities: true`.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { parseXml } from 'larch-html';
import { tinyAdapter } from '../xml/tiny-adapter.js';
import { dumpXml } from '../xml/dump.js';
import { readDat } from '../helpers/dat.js';

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'xml5');

function run(testCase) {
  const errors = [];
  const document = parseXml(testCase.data, {
    treeAdapter: tinyAdapter,
    htmlEntities: testCase.htmlEntities,
    onParseError: (e) => errors.push(e.code),
  });
  return { errors, document: dumpXml(document, tinyAdapter) };
}

describe('XML5 conformance', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.dat')).sort();

  it('has at least 300 cases', () => {
    const count = files.reduce((n, f) => n + readDat(join(DIR, f)).length, 0);
    expect(count).to.be.at.least(300);
  });

  it('builds the tree and reports the errors the XML5 rules give for every case', () => {
    let passed = 0;
    const failures = [];
    for (const file of files) {
      for (const testCase of readDat(join(DIR, file))) {
        const actual = run(testCase);
        const sameTree = actual.document === testCase.document;
        const sameErrors = actual.errors.join('\n') === testCase.errors.join('\n');
        if (sameTree && sameErrors) {
          passed++;
        } else {
          failures.push(
            `${file}:${testCase.line} ${JSON.stringify(testCase.data)}\n` +
              (sameTree ? '' : `  expected tree:\n${testCase.document}\n  actual tree:\n${actual.document}\n`) +
              (sameErrors ? '' : `  expected errors: ${testCase.errors.join(', ')}\n  actual errors: ${actual.errors.join(', ')}\n`),
          );
        }
      }
    }
    console.log(`xml5 conformance: ${passed} passed, ${failures.length} failed`);
    expect(failures, failures.join('\n')).to.deep.equal([]);
  });
});
