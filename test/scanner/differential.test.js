// The scanner against the tokenizer it drives (lib/scanner, docs/scanner.md "Principles"): its
// tokens cover the input exactly, and with treeFeedback off its constructs start and end where
// tokenize()'s tokens do, its attribute names and values are tokenize()'s spans, its text is
// tokenize()'s text, and it flags a problem exactly when tokenize() reports a parse error. Run
// over every html5lib tokenizer and tree-construction input, the benchmark corpus and seeded
// random inputs; the default (tree feedback) and editing modes are checked for coverage.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { scan, tokenize } from 'larch-html';
import { requireSuite, suitePath } from '../helpers/html5lib.js';
import { readDat } from '../helpers/dat.js';
import { CORPUS_DIR } from '../../bench/corpus.js';
import { coverageProblem, randomInput, seededRandom } from './helpers.js';

const TEXT_KINDS = new Set(['text', 'charRef', 'rawText', 'cdataText']);
const TEXT_SPAN_KINDS = new Set([...TEXT_KINDS, 'dropped']);
const OPENERS = new Set(['tagOpen', 'commentOpen', 'doctypeOpen', 'piOpen', 'cdataOpen']);
const CLOSERS = new Set(['tagClose', 'tagSelfClose', 'commentClose', 'doctypeClose', 'piClose', 'cdataClose']);
const TOKENIZE_STATES = ['data', 'plaintext', 'rcdata', 'rawtext', 'scriptData', 'cdataSection'];

/**
 * Why the scan of `input` (treeFeedback off, spec recovery) disagrees with tokenize(), or null.
 * `options`: initialState and lastStartTag, passed to both.
 */
function disagreement(input, options = {}) {
  const errors = [];
  const tokens = tokenize(input, { ...options, onParseError: (e) => errors.push(e) });
  const result = scan(input, { ...options, treeFeedback: false, inputErrors: true });
  const problem = coverageProblem(input, result);
  if (problem) return problem;
  const view = result.tokens();
  const byStart = new Map();
  const byEnd = new Map();
  view.forEach((t, i) => {
    if (!byStart.has(t.start)) byStart.set(t.start, []);
    byStart.get(t.start).push(i);
    if (!byEnd.has(t.end)) byEnd.set(t.end, []);
    byEnd.get(t.end).push(i);
  });
  // tokenize() drops `</>` and a CDATA section's delimiters, into the span of the text around them.
  const dropped = new Uint8Array(input.length);
  const isDropped = (i) => view[i].kind === 'cdataOpen' || view[i].kind === 'cdataClose' || (view[i].kind === 'tagOpen' && input.startsWith('</>', view[i].start)) || (view[i].kind === 'tagClose' && i > 0 && input.startsWith('</>', view[i - 1].start) && view[i - 1].kind === 'tagOpen');
  view.forEach((t, i) => {
    if (isDropped(i)) dropped.fill(1, t.start, t.end);
  });
  const kindOf = (i) => (isDropped(i) ? 'dropped' : view[i].kind);
  const startsWith = (at, kinds) => (byStart.get(at) ?? []).some((i) => kinds.has(kindOf(i)));
  const endsWith = (at, kinds) => (byEnd.get(at) ?? []).some((i) => kinds.has(kindOf(i)));
  const span = (at, end, kind) => (byStart.get(at) ?? []).some((i) => view[i].kind === kind && view[i].end === end);
  const constructStarts = new Set();
  let textChars = 0;
  for (const token of tokens) {
    const { type, start, end } = token;
    if (type === 'text') {
      for (let k = start; k < end; k++) textChars += 1 - dropped[k];
      if (!startsWith(start, TEXT_SPAN_KINDS) || !endsWith(end, TEXT_SPAN_KINDS)) return `text [${start}, ${end}) is not text in the scan`;
      continue;
    }
    constructStarts.add(start);
    const opener = { startTag: 'tagOpen', endTag: 'tagOpen', comment: 'commentOpen', doctype: 'doctypeOpen', processingInstruction: 'piOpen' }[type];
    if (!startsWith(start, new Set([opener]))) return `${type} at ${start}: no ${opener} there`;
    const closed = endsWith(end, CLOSERS) || (end === input.length && (view[byStart.get(start)[0]].flags.includes('unclosed') || endsWith(end, new Set(['commentText', 'doctypeText']))));
    if (!closed) return `${type} [${start}, ${end}): the scan does not close it there`;
    if (type === 'startTag' || type === 'endTag') {
      for (const attr of token.attrs) {
        if (!span(attr.nameStart, attr.nameEnd, 'attrName')) return `attribute ${attr.name} at ${attr.nameStart}: no attrName [${attr.nameStart}, ${attr.nameEnd})`;
        if (attr.valueStart === attr.nameEnd) continue;
        const quoted = /["']/.test(input[attr.valueStart - 1]) && input[attr.valueStart - 1] !== '=' && input[attr.valueEnd] === input[attr.valueStart - 1];
        const from = quoted ? attr.valueStart - 1 : attr.valueStart;
        const to = quoted ? attr.valueEnd + 1 : attr.valueEnd;
        if (!startsWith(from, new Set(['attrValue', 'charRef'])) || !endsWith(to, new Set(['attrValue', 'charRef']))) {
          return `attribute ${attr.name}: its value [${from}, ${to}) is not attrValue in the scan`;
        }
      }
    }
    if (type === 'processingInstruction' && !span(token.targetStart, token.targetEnd, 'piTarget')) return `PI at ${start}: no piTarget`;
  }
  let scanText = 0;
  let inTag = false;
  for (const t of view) {
    if (t.kind === 'tagOpen') inTag = true;
    else if (t.kind === 'tagClose' || t.kind === 'tagSelfClose') inTag = false;
    else if (TEXT_KINDS.has(t.kind) && !inTag) scanText += t.end - t.start;
    if (t.kind === 'tagOpen' && !constructStarts.has(t.start)) {
      // Tokenize drops `</>` and a tag the end of the input cuts off.
      const dropped = input.startsWith('</>', t.start) || t.flags.includes('unclosed');
      if (!dropped) return `tagOpen at ${t.start} is no tag of tokenize()`;
    }
    if ((t.kind === 'commentOpen' || t.kind === 'doctypeOpen') && !constructStarts.has(t.start)) return `${t.kind} at ${t.start} is no token of tokenize()`;
    if (t.kind === 'piOpen' && !constructStarts.has(t.start) && !t.flags.includes('unclosed')) return `piOpen at ${t.start} is no token of tokenize()`;
  }
  if (scanText !== textChars) return `text: the scan has ${scanText} characters, tokenize() ${textChars}`;
  const flagged = view.some((t) => t.code !== undefined);
  // An empty input has no token to flag (eof-in-cdata when it starts in a CDATA section).
  if (flagged !== (errors.length > 0 && input.length > 0)) return `tokenize() reports ${errors.length} errors (${errors.map((e) => e.code).join(', ')}), the scan ${flagged ? 'flags' : 'does not flag'} a token`;
  // Each error flags a token: one that carries its code, or (a token holds one code, the first)
  // a flagged token at or just before its offset or in the same construct, or for the end of the input, an unclosed one.
  const codes = new Set(view.map((t) => t.code));
  const flaggedAt = (o) => {
    let i = view.findIndex((t) => t.start <= o && o <= t.end);
    if (i < 0) return false;
    if (view[i].code !== undefined || (i > 0 && view[i - 1].code !== undefined)) return true;
    // Within a tag, another part may hold the code that came first.
    while (i > 0 && !OPENERS.has(view[i].kind)) i--;
    for (let j = i; j < view.length && (j === i || !OPENERS.has(view[j].kind)); j++) if (view[j].code !== undefined) return true;
    return false;
  };
  const unclosed = view.some((t) => t.flags.includes('unclosed'));
  const missing = errors.filter((e) => !codes.has(e.code) && !flaggedAt(e.startOffset) && !(e.code.startsWith('eof-in-') && unclosed));
  if (missing.length > 0 && input.length > 0) return `tokenize() reports ${missing.map((e) => `${e.code} at ${e.startOffset}`).join(', ')}, which no token carries`;
  return null;
}

function unescape(value) {
  return value.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function tokenizerInputs() {
  const dir = suitePath('tokenizer');
  const inputs = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.test')).sort()) {
    const json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const test of json.tests ?? []) {
      const input = test.doubleEscaped ? unescape(test.input) : test.input;
      const states = (test.initialStates ?? ['Data state']).map((s) => ({ 'Data state': 'data', 'PLAINTEXT state': 'plaintext', 'RCDATA state': 'rcdata', 'RAWTEXT state': 'rawtext', 'Script data state': 'scriptData', 'CDATA section state': 'cdataSection' })[s]);
      for (const initialState of states) inputs.push({ id: `${file}: ${test.description} (${initialState})`, input, options: { initialState, lastStartTag: test.lastStartTag ?? null } });
    }
  }
  return inputs;
}

function treeInputs() {
  const dir = suitePath('tree-construction');
  const inputs = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.dat')).sort()) {
    for (const test of readDat(join(dir, file))) inputs.push({ id: `${file}:${test.line}`, input: test.data });
  }
  return inputs;
}

function corpusPages() {
  return readdirSync(CORPUS_DIR).sort().map((name) => ({ id: name, input: readFileSync(join(CORPUS_DIR, name), 'utf8') }));
}

/** Runs `check` on every case; fails with the first few problems and the count. */
function expectAll(cases, check) {
  const failures = [];
  for (const c of cases) {
    const problem = check(c);
    if (problem) failures.push(`${c.id}: ${problem}`);
  }
  expect(failures.slice(0, 5), `${failures.length} of ${cases.length} disagree`).to.deep.equal([]);
  return cases.length;
}

function coverageInModes(input, options = {}) {
  for (const extra of [{}, { recovery: 'editing' }]) {
    const problem = coverageProblem(input, scan(input, { ...options, ...extra }));
    if (problem) return `${extra.recovery ?? 'spec'}: ${problem}`;
  }
  return null;
}

describe('scanner: differential against tokenize()', function () {
  this.timeout(120000);

  it('agrees with tokenize() on every html5lib tokenizer input in every initial state it names', function () {
    requireSuite(this, 'tokenizer', 'scanner differential');
    const n = expectAll(tokenizerInputs(), (c) => disagreement(c.input, c.options));
    expect(n).to.be.above(7000);
  });

  it('covers every html5lib tokenizer input exactly with tree feedback and in the editing recovery', function () {
    requireSuite(this, 'tokenizer', 'scanner differential');
    expectAll(tokenizerInputs(), (c) => coverageInModes(c.input, c.options));
  });

  it('agrees with tokenize() on every html5lib tree-construction input', function () {
    requireSuite(this, 'tree-construction', 'scanner differential');
    const n = expectAll(treeInputs(), (c) => disagreement(c.input));
    expect(n).to.be.above(1500);
  });

  it('covers every tree-construction input exactly with tree feedback and in the editing recovery', function () {
    requireSuite(this, 'tree-construction', 'scanner differential');
    expectAll(treeInputs(), (c) => coverageInModes(c.input));
  });

  it('agrees with tokenize() on every corpus page and covers it in every mode', function () {
    const pages = corpusPages();
    expect(pages.length).to.be.above(200);
    expectAll(pages, (c) => disagreement(c.input) ?? coverageInModes(c.input));
  });

  it('agrees with tokenize() on 3000 seeded random inputs and covers them in every mode and initial state', function () {
    const random = seededRandom(14);
    const cases = [];
    for (let i = 0; i < 3000; i++) cases.push({ id: `random #${i}`, input: randomInput(random, 1 + Math.floor(random() * 120)), state: TOKENIZE_STATES[i % TOKENIZE_STATES.length] });
    expectAll(cases, (c) => disagreement(c.input) ?? disagreement(c.input, { initialState: c.state, lastStartTag: 'script' }) ?? coverageInModes(c.input));
  });

  it('reports a disagreement when the spans differ (the checker can fail)', () => {
    const input = '<a href=x>';
    const real = scan(input, { treeFeedback: false });
    const shifted = { length: real.length, start: (i) => real.start(i) + (i === 2 ? 1 : 0), end: (i) => real.end(i), flags: (i) => real.flags(i), kindName: (i) => real.kindName(i) };
    expect(coverageProblem(input, shifted)).to.match(/token 2 starts/);
    expect(coverageProblem(input + 'x', real)).to.match(/tokens end/);
  });
});
