// Runs every html5lib tokenizer test (tokens and parse errors) through the public `tokenize`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { tokenize } from 'larch-html';
import { requireSuite, suitePath } from '../helpers/html5lib.js';
import { SUPERSEDED } from './tokenizer-superseded.js';

const dir = suitePath('tokenizer');

const STATES = {
  'Data state': 'data',
  'PLAINTEXT state': 'plaintext',
  'RCDATA state': 'rcdata',
  'RAWTEXT state': 'rawtext',
  'Script data state': 'scriptData',
  'CDATA section state': 'cdataSection',
};

// The xmlViolationTests describe an XML-compatible tokenizer mode, which is not part of HTML parsing.
const SKIPPED_GROUPS = { xmlViolationTests: 'tests the optional XML-coercion mode, not HTML tokenization' };

/** Undoes html5lib's `doubleEscaped` encoding (\uXXXX, possibly lone surrogates) in strings. */
function unescape(value) {
  if (typeof value === 'string') {
    return value.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  }
  if (Array.isArray(value)) return value.map(unescape);
  if (value !== null && typeof value === 'object') {
    const out = {};
    for (const key of Object.keys(value)) out[unescape(key)] = unescape(value[key]);
    return out;
  }
  return value;
}

/** Merges adjacent Character tokens, as html5lib's own harness does. */
function mergeCharacters(tokens) {
  const out = [];
  for (const token of tokens) {
    const last = out[out.length - 1];
    if (token[0] === 'Character' && last !== undefined && last[0] === 'Character') {
      out[out.length - 1] = ['Character', last[1] + token[1]];
    } else {
      out.push(token);
    }
  }
  return out;
}

function toHtml5lib(token) {
  switch (token.type) {
    case 'doctype':
      return ['DOCTYPE', token.name, token.publicId, token.systemId, !token.forceQuirks];
    case 'startTag': {
      const attrs = {};
      for (const attr of token.attrs) attrs[attr.name] = attr.value;
      return token.selfClosing ? ['StartTag', token.name, attrs, true] : ['StartTag', token.name, attrs];
    }
    case 'endTag':
      return ['EndTag', token.name];
    case 'comment':
      return ['Comment', token.data];
    case 'processingInstruction':
      return ['ProcessingInstruction', token.target, token.data];
    default:
      return ['Character', token.data];
  }
}

function runOne(test, state) {
  const errors = [];
  const tokens = tokenize(test.input, {
    initialState: state,
    lastStartTag: test.lastStartTag,
    onParseError: (e) => errors.push({ code: e.code, line: e.startLine, col: e.startCol }),
  });
  return { output: mergeCharacters(tokens.map(toHtml5lib)), errors };
}

function loadRuns() {
  const runs = [];
  const skipped = [];
  let tests = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.test')).sort()) {
    const json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const [group, list] of Object.entries(json)) {
      for (const raw of list) {
        if (SKIPPED_GROUPS[group]) {
          skipped.push(`${file}: ${raw.description} (${SKIPPED_GROUPS[group]})`);
          continue;
        }
        tests++;
        const test = raw.doubleEscaped ? unescape(raw) : raw;
        for (const name of test.initialStates ?? ['Data state']) {
          runs.push({ file, test, stateName: name, state: STATES[name] });
        }
      }
    }
  }
  return { runs, skipped, tests };
}

const show = (value) => JSON.stringify(value);

const supersededKey = (file, description, state) => `${file}\u0000${description}\u0000${state}`;

describe('html5lib tokenizer conformance', () => {
  it('tokenizes every test input to the expected tokens and parse errors (superseded tests to the current spec\'s)', function () {
    requireSuite(this, 'tokenizer', 'html5lib tokenizer');
    const { runs, skipped, tests } = loadRuns();
    const superseded = new Map(SUPERSEDED.map((entry) => [supersededKey(entry.file, entry.description, entry.state), entry]));
    const seen = new Set();
    let passed = 0;
    let supersededCount = 0;
    const failures = [];
    for (const run of runs) {
      const { test } = run;
      let actual;
      try {
        actual = runOne(test, run.state);
      } catch (e) {
        actual = { output: `threw ${e && e.stack}`, errors: [] };
      }
      const expectedErrors = (test.errors ?? []).map((e) => ({ code: e.code, line: e.line, col: e.col }));
      const suite = { output: mergeCharacters(test.output), errors: expectedErrors };
      const same = (a, b) => show(a.output) === show(b.output) && show(a.errors) === show(b.errors);
      const key = supersededKey(run.file, test.description, run.stateName);
      const entry = superseded.get(key);
      if (entry === undefined) {
        if (same(actual, suite)) passed++;
        else failures.push({ run, expected: suite, actual });
        continue;
      }
      seen.add(key);
      if (same(suite, entry)) failures.push({ run, expected: suite, actual, note: 'superseded entry no longer differs from the suite' });
      else if (same(actual, entry)) supersededCount++;
      else failures.push({ run, expected: entry, actual, note: `superseded: ${entry.reason}` });
    }
    for (const entry of SUPERSEDED) {
      if (!seen.has(supersededKey(entry.file, entry.description, entry.state))) {
        failures.push({ run: { file: entry.file, stateName: entry.state, test: { description: entry.description, input: '' } }, expected: entry, actual: 'no such test', note: 'stale superseded entry' });
      }
    }
    console.log(`html5lib tokenizer: ${passed} passed, ${failures.length} failed, ${supersededCount} superseded`);
    if (process.env.VERBOSE) console.log(`  (${tests} tests in ${runs.length} runs; skipped:\n    ${skipped.join('\n    ')})`);
    for (const { run, expected, actual, note } of failures.slice(0, 20)) {
      console.log(
        `  FAIL ${run.file} [${run.stateName}] ${run.test.description}${note ? ` (${note})` : ''}\n` +
          `    input:    ${show(run.test.input)}${run.test.lastStartTag ? ` lastStartTag=${run.test.lastStartTag}` : ''}\n` +
          `    expected: ${show(expected.output)} ${show(expected.errors)}\n` +
          `    actual:   ${show(actual.output)} ${show(actual.errors)}`,
      );
    }
    expect(runs.length + skipped.length, 'runs, counting the skipped').to.equal(7036);
    expect(tests + skipped.length, 'tests, counting the skipped').to.equal(6810);
    expect(supersededCount, 'superseded runs').to.equal(SUPERSEDED.length);
    expect(failures.length, 'failed runs').to.equal(0);
  });
});
