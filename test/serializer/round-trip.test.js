// serialize(parse(serialize(parse(x)))) === serialize(parse(x)): what the serializer writes parses
// back to the same tree, through the JSON and domhandler adapters, for every suite input and page.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { parse, serialize } from 'larch-html';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
import { adapter as domhandlerAdapter } from 'larch-html/adapters/domhandler';
import { suiteTests } from '../conformance/suite-runs.js';
import { requireSuite } from '../helpers/html5lib.js';
import { serializedTest } from './reparse.js';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const pagesDir = join(repoRoot, 'node_modules/htmlparser-benchmark/files');

// Trees the parser builds that no serialization can give back (§13.3 warns that the algorithm
// does not round-trip in general); each input below fails for the reason named.
const PLAINTEXT =
  'nothing ends <plaintext>: the serialized </plaintext> and all markup after it parse back as its text';
const SCRIPT_ESCAPE =
  'script text ending inside "<!--<script": the serialized </script> is read as script text (script data double escaped state)';
const LEADING_NEWLINE =
  'a newline right after <pre>/<textarea> is dropped by the parser, and §13.3 no longer writes an extra one back';
const CARRIAGE_RETURN = 'a U+000D from &#13; or &#x0D; is written raw and parses back as U+000A (§13.2.3.5 newline normalization)';
const QUIRKS =
  'a doctype serializes as <!DOCTYPE name> only, so the quirks mode that let <table> nest in <p> is lost on reparse';
const MISNESTED =
  'the adoption agency or foster parenting nests what markup cannot (<a> in <a>, <p> in <p>, <form> in <form>, <nobr> in <nobr>)';

const KNOWN_FAILURES = new Map([
  ['foreign-fragment.dat:481', PLAINTEXT],
  ['plain-text-unsafe.dat:1', CARRIAGE_RETURN],
  ['plain-text-unsafe.dat:131', PLAINTEXT],
  ['plain-text-unsafe.dat:356', LEADING_NEWLINE],
  ['plain-text-unsafe.dat:370', LEADING_NEWLINE],
  ['quirks01.dat:15', QUIRKS],
  ['quirks01.dat:28', QUIRKS],
  ['quirks01.dat:41', QUIRKS],
  ['template.dat:1595', MISNESTED],
  ['tests1.dat:373', MISNESTED],
  ['tests1.dat:1150', MISNESTED],
  ['tests1.dat:1388', MISNESTED],
  ['tests1.dat:1560', MISNESTED],
  ['tests16.dat:403', SCRIPT_ESCAPE],
  ['tests16.dat:418', SCRIPT_ESCAPE],
  ['tests16.dat:433', SCRIPT_ESCAPE],
  ['tests16.dat:448', SCRIPT_ESCAPE],
  ['tests16.dat:463', SCRIPT_ESCAPE],
  ['tests16.dat:478', SCRIPT_ESCAPE],
  ['tests16.dat:493', SCRIPT_ESCAPE],
  ['tests16.dat:654', SCRIPT_ESCAPE],
  ['tests16.dat:669', SCRIPT_ESCAPE],
  ['tests16.dat:684', SCRIPT_ESCAPE],
  ['tests16.dat:699', SCRIPT_ESCAPE],
  ['tests16.dat:714', SCRIPT_ESCAPE],
  ['tests16.dat:729', SCRIPT_ESCAPE],
  ['tests16.dat:1705', SCRIPT_ESCAPE],
  ['tests16.dat:1720', SCRIPT_ESCAPE],
  ['tests16.dat:1735', SCRIPT_ESCAPE],
  ['tests16.dat:1750', SCRIPT_ESCAPE],
  ['tests16.dat:1765', SCRIPT_ESCAPE],
  ['tests16.dat:1780', SCRIPT_ESCAPE],
  ['tests16.dat:1795', SCRIPT_ESCAPE],
  ['tests16.dat:1956', SCRIPT_ESCAPE],
  ['tests16.dat:1971', SCRIPT_ESCAPE],
  ['tests16.dat:1986', SCRIPT_ESCAPE],
  ['tests16.dat:2001', SCRIPT_ESCAPE],
  ['tests16.dat:2587', MISNESTED],
  ['tests18.dat:1', PLAINTEXT],
  ['tests18.dat:13', PLAINTEXT],
  ['tests18.dat:25', PLAINTEXT],
  ['tests18.dat:37', PLAINTEXT],
  ['tests18.dat:49', PLAINTEXT],
  ['tests18.dat:64', PLAINTEXT],
  ['tests18.dat:76', PLAINTEXT],
  ['tests18.dat:88', PLAINTEXT],
  ['tests18.dat:114', PLAINTEXT],
  ['tests18.dat:141', PLAINTEXT],
  ['tests18.dat:169', PLAINTEXT],
  ['tests18.dat:186', PLAINTEXT],
  ['tests18.dat:200', PLAINTEXT],
  ['tests18.dat:227', PLAINTEXT],
  ['tests18.dat:240', PLAINTEXT],
  ['tests18.dat:267', PLAINTEXT],
  ['tests18.dat:281', PLAINTEXT],
  ['tests18.dat:317', PLAINTEXT],
  ['tests18.dat:355', PLAINTEXT],
  ['tests19.dat:60', PLAINTEXT],
  ['tests19.dat:1365', PLAINTEXT],
  ['tests2.dat:159', PLAINTEXT],
  ['tests2.dat:177', PLAINTEXT],
  ['tests20.dat:444', PLAINTEXT],
  ['tests20.dat:536', MISNESTED],
  ['tests26.dat:71', MISNESTED],
  ['tests3.dat:75', LEADING_NEWLINE],
  ['tests3.dat:147', LEADING_NEWLINE],
  ['tests3.dat:227', LEADING_NEWLINE],
  ['webkit02.dat:320', PLAINTEXT],
  ['webkit02.dat:350', PLAINTEXT],
  ['6b095375a53dfc7994a032e2efac70f43a4fac9303d549256d88b8f7cecadd50.html', CARRIAGE_RETURN],
]);

/** Where two serializations part, with some context, for failure messages. */
function firstSplit(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}: ${JSON.stringify(a.slice(Math.max(0, i - 40), i + 40))} became ${JSON.stringify(b.slice(Math.max(0, i - 40), i + 40))}`;
}

/**
 * Checks the outcomes against KNOWN_FAILURES: `outcomes` is [[id, null or the difference]];
 * `isOfKind(id)` tells the listed ids that must be among them.
 */
function unexplained(outcomes, isOfKind) {
  const problems = [];
  const ids = new Set(outcomes.map(([id]) => id));
  for (const id of KNOWN_FAILURES.keys()) {
    if (isOfKind(id) && !ids.has(id)) problems.push(`${id}: listed but not among the inputs`);
  }
  for (const [id, difference] of outcomes) {
    if (KNOWN_FAILURES.has(id)) {
      if (difference === null) problems.push(`${id}: listed as not round-tripping (${KNOWN_FAILURES.get(id)}) but now does`);
    } else if (difference !== null) {
      problems.push(`${id}: ${difference}`);
    }
  }
  return problems;
}

describe('serializer: parse → serialize → parse → serialize is stable', function () {
  this.timeout(60000);
  const pages = readdirSync(pagesDir)
    .sort()
    .map((file) => [file, readFileSync(join(pagesDir, file), 'utf8')]);

  for (const [name, adapter] of [
    ['json', jsonAdapter],
    ['domhandler', domhandlerAdapter],
  ]) {
    it(`round-trips every tree-construction input but the listed ones (${name} adapter; fragments as their context's inner HTML)`, function () {
      requireSuite(this, 'tree-construction', `round trip (${name})`);
      const outcomes = [];
      for (const test of suiteTests()) {
        let difference = null;
        for (const scripting of test.modes) {
          const once = serializedTest(test, adapter, scripting);
          const again = serializedTest({ ...test, data: once }, adapter, scripting);
          if (once !== again) {
            difference = firstSplit(once, again);
            break;
          }
        }
        outcomes.push([test.id, difference]);
      }
      const failing = outcomes.filter(([, d]) => d !== null).length;
      console.log(`round trip (${name}): ${outcomes.length - failing} suite inputs stable, ${failing} known not to be`);
      const problems = unexplained(outcomes, (id) => id.includes('.dat:'));
      expect(problems, problems.slice(0, 10).join('\n')).to.deep.equal([]);
    });

    it(`round-trips every htmlparser-benchmark page but the listed ones (${name} adapter)`, function () {
      const options = { treeAdapter: adapter };
      const outcomes = pages.map(([file, html]) => {
        const once = serialize(parse(html, options), options);
        const again = serialize(parse(once, options), options);
        return [file, once === again ? null : firstSplit(once, again)];
      });
      const failing = outcomes.filter(([, d]) => d !== null).length;
      console.log(`round trip (${name}): ${outcomes.length - failing} pages stable, ${failing} known not to be`);
      const problems = unexplained(outcomes, (id) => id.endsWith('.html'));
      expect(pages.length).to.be.greaterThan(200);
      expect(problems, problems.slice(0, 10).join('\n')).to.deep.equal([]);
    });
  }
});
