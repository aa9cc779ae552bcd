// Restarting and the incremental re-scan (lib/scanner/restart.ts, ScanResult.edit): after seeded
// random edits to corpus pages and random inputs, the tokens equal a full scan of the new text,
// restart states included, and the re-scan stops once it re-joins the old stream.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { scan } from 'larch-html';
import { CORPUS_DIR } from '../../bench/corpus.js';
import { randomInput, seededRandom } from './helpers.js';

const SNIPPETS = ['<', '>', '"', "'", '<div class="a">', '</div>', '<!--', '-->', '<script>', '</script>', '<style>', '<svg>', '</svg>', '<![CDATA[', ']]>', '&amp;', 'x', ' ', '\n', '<?php ', '?>', '<title>', '<textarea>', '<math><mi>', '<plaintext>'];

/** Why `result` differs from a full scan of its input, or null. */
function differenceFromFullScan(result, options) {
  const full = scan(result.input, options);
  if (full.length !== result.length) return `${result.length} tokens, a full scan has ${full.length}`;
  for (let i = 0; i < full.length; i++) {
    if (full.end(i) !== result.end(i) || (full.words[i] & 0x7fff) !== (result.words[i] & 0x7fff)) {
      return `token ${i}: ${result.kindName(i)} ending at ${result.end(i)} (flags ${result.flags(i)}), a full scan has ${full.kindName(i)} ending at ${full.end(i)} (flags ${full.flags(i)})`;
    }
    if (full.restartState(i) !== result.restartState(i)) return `token ${i}: restart state ${JSON.stringify(result.restartState(i))}, a full scan has ${JSON.stringify(full.restartState(i))}`;
  }
  return null;
}

/** A random edit of `text`: [start, end) replaced by a snippet, a random piece or nothing. */
function randomEdit(random, text) {
  const start = Math.floor(random() * (text.length + 1));
  const end = Math.min(text.length, start + (random() < 0.5 ? 0 : Math.floor(random() * 12)));
  const r = random();
  const insert = r < 0.15 ? '' : r < 0.75 ? SNIPPETS[Math.floor(random() * SNIPPETS.length)] : randomInput(random, 1 + Math.floor(random() * 4));
  return [start, end, insert];
}

function editAndCompare(cases, editsEach, options, seed) {
  const random = seededRandom(seed);
  const failures = [];
  const scannedEach = [];
  for (const c of cases) {
    const result = scan(c.input, options);
    for (let k = 0; k < editsEach; k++) {
      const [start, end, insert] = randomEdit(random, result.input);
      const change = result.edit(start, end, insert);
      scannedEach.push(change.scanned);
      const problem = differenceFromFullScan(result, options);
      if (problem) {
        failures.push(`${c.id}, edit ${k} (${start}, ${end}, ${JSON.stringify(insert)}): ${problem}`);
        break;
      }
    }
  }
  expect(failures.slice(0, 5), `${failures.length} of ${cases.length} inputs`).to.deep.equal([]);
  scannedEach.sort((a, b) => a - b);
  const edits = scannedEach.length;
  return { edits, perEdit: scannedEach.reduce((a, b) => a + b, 0) / edits, median: scannedEach[edits >> 1] };
}

describe('scanner: restart and incremental re-scan', function () {
  this.timeout(300000);
  const pages = readdirSync(CORPUS_DIR).sort().map((name) => ({ id: name, input: readFileSync(join(CORPUS_DIR, name), 'utf8') }));

  it('after seeded random edits to corpus pages, equals a full scan, and re-scans a small part of the page an edit', () => {
    const sample = pages.filter((_, i) => i % 4 === 0);
    const { edits, perEdit, median } = editAndCompare(sample, 6, {}, 1);
    const average = sample.reduce((sum, p) => sum + p.input.length, 0) / sample.length;
    console.log(`      ${edits} edits to ${sample.length} corpus pages (${Math.round(average)} characters on average): ${Math.round(perEdit)} characters re-scanned an edit on average, median ${median}`);
    // Most edits re-join within a construct or two; a few (an opened comment or <script>) run to the end.
    expect(median).to.be.below(2000);
    expect(perEdit).to.be.below(average / 5);
  });

  it('after seeded random edits in the editing recovery, equals a full scan', () => {
    editAndCompare(pages.filter((_, i) => i % 8 === 1), 6, { recovery: 'editing' }, 2);
  });

  it('after many seeded random edits to random inputs, in every mode, equals a full scan', () => {
    const random = seededRandom(3);
    const cases = [];
    for (let i = 0; i < 300; i++) cases.push({ id: `random #${i}`, input: randomInput(random, 1 + Math.floor(random() * 60)) });
    editAndCompare(cases, 20, {}, 4);
    editAndCompare(cases, 20, { recovery: 'editing' }, 5);
    editAndCompare(cases, 10, { treeFeedback: false }, 6);
    editAndCompare(cases.slice(0, 100), 10, { initialState: 'rawtext', lastStartTag: 'style' }, 7);
  });

  it('stops where it re-joins the old stream: a one-character edit in a long page re-scans a little', () => {
    const input = '<p class="x">hello</p>\n'.repeat(20000);
    const result = scan(input);
    const change = result.edit(100000, 100001, 'y');
    expect(change.scanned).to.be.below(3000);
    expect(change.removed).to.be.below(20);
    expect(change.rescanStart).to.be.at.most(100000);
    expect(differenceFromFullScan(result, {})).to.equal(null);
  });

  it('re-scans to the end when the edit changes everything after it (an opened comment), and back', () => {
    const input = '<p>a</p>'.repeat(1000);
    const result = scan(input);
    const opened = result.edit(8, 8, '<!--');
    expect(opened.scanned).to.be.above(input.length - 100);
    expect(result.length).to.equal(9);
    expect(differenceFromFullScan(result, {})).to.equal(null);
    result.edit(8, 12, '');
    expect(result.input).to.equal(input);
    expect(differenceFromFullScan(result, {})).to.equal(null);
  });

  it('resumes in raw text and foreign content from the state at the boundary', () => {
    const result = scan('<svg><title><![CDATA[x]]></title></svg><script>a</script>');
    result.edit(21, 22, 'yy');
    expect(differenceFromFullScan(result, {})).to.equal(null);
    result.edit(48, 49, '<b>');
    expect(differenceFromFullScan(result, {})).to.equal(null);
    expect(result.restartState(result.tokenAt(48))).to.match(/^3\|script\|/);
  });

  it('equals a full scan after edits whose editing recovery a full scan decides in a smaller window', () => {
    // A full scan after a recovery reads on in small windows, each ending at a `<`; a re-scan
    // reads in one. Both shapes once came out differently: an attribute value whose quote never
    // closes (restart points after it), and a reference ending just before a window's `<`.
    const cases = [
      ['<x<e><p class="note"><a hrmath>\r><o>>', 18, 20, '\uD800h1'],
      ['<a html> --!><a href=&#0;é"&amp<', 2, 2, '<th'],
    ];
    for (const [input, start, end, text] of cases) {
      const result = scan(input, { recovery: 'editing' });
      result.edit(start, end, text);
      expect(differenceFromFullScan(result, { recovery: 'editing' }), JSON.stringify(input)).to.equal(null);
    }
  });

  it('throws a TypeError that names the problem on a bad edit', () => {
    const result = scan('<p>');
    expect(() => result.edit(2, 1, '')).to.throw(TypeError, /end \(1\) is before start \(2\)/);
    expect(() => result.edit(0, 9, '')).to.throw(TypeError, /ScanResult.edit: end/);
    expect(() => result.edit(0, 0, 5)).to.throw(TypeError, /text/);
  });
});
