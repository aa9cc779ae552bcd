// The scanner's data structures (lib/scanner/token-buffer.ts, restart.ts): the token arrays and
// their edits, and the restart states. Imports tsc's build/.
import { expect } from 'chai';
import { TokenBuffer } from '../../build/lib/scanner/token-buffer.js';
import { RestartTable, DATA_STATE_ID } from '../../build/lib/scanner/restart.js';
import { FeedbackSimulator } from '../../build/lib/tokenizer/feedback-simulator.js';
import { getTagId } from '../../build/lib/common/tags.js';

/** A buffer of tokens ending at `ends`, token i's word being `words[i]` (default i). */
function buffer(ends, words = ends.map((_, i) => i)) {
  const b = new TokenBuffer(1);
  ends.forEach((end, i) => b.push(words[i], end));
  return b;
}
const endsOf = (b) => [...b.ends.subarray(0, b.count)];
const wordsOf = (b) => [...b.words.subarray(0, b.count)];

// TextState values (a const enum, erased from the build).
const DATA = 0;
const RAWTEXT = 2;
const SCRIPT_DATA = 3;
const tag = (name) => ({ tagName: name, tagId: getTagId(name), attrs: [], selfClosing: false });

describe('scanner: TokenBuffer', () => {
  it('grows as tokens are pushed, keeping them', () => {
    const b = new TokenBuffer(1);
    for (let i = 0; i < 1000; i++) b.push(i, i + 1);
    expect(b.count).to.equal(1000);
    expect(b.words.length).to.be.at.least(1000);
    expect(b.ends[999]).to.equal(1000);
    expect(b.words[500]).to.equal(500);
  });

  it('pushes two tokens at once, growing when only one would fit', () => {
    const b = new TokenBuffer(1);
    while (b.count < b.words.length - 1) b.push(b.count, b.count + 1);
    const n = b.count;
    const capacity = b.words.length;
    b.push2(7, n + 1, 8, n + 3);
    expect(b.count).to.equal(n + 2);
    expect(b.words.length).to.be.above(capacity);
    expect(wordsOf(b).slice(0, n)).to.deep.equal([...Array(n).keys()]);
    expect(wordsOf(b).slice(n)).to.deep.equal([7, 8]);
    expect(endsOf(b).slice(n)).to.deep.equal([n + 1, n + 3]);
  });

  it('starts each token where the one before ends, the first at its origin', () => {
    const b = buffer([3, 5, 9]);
    expect([b.start(0), b.start(1), b.start(2)]).to.deep.equal([0, 3, 5]);
    b.origin = 2;
    expect(b.start(0)).to.equal(2);
  });

  it('finds the token holding an offset, past zero-length tokens', () => {
    const b = buffer([3, 5, 5, 9]);
    expect([0, 2, 3, 4, 5, 8, 9].map((o) => b.indexAfter(o))).to.deep.equal([0, 0, 1, 1, 3, 3, 4]);
  });

  it('truncates at an offset, cutting the token holding it short', () => {
    const b = buffer([3, 5, 9]);
    b.truncateAt(7);
    expect(endsOf(b)).to.deep.equal([3, 5, 7]);
    b.truncateAt(5);
    expect(endsOf(b)).to.deep.equal([3, 5]);
    b.truncateAt(1);
    expect(endsOf(b)).to.deep.equal([1]);
  });

  it("splices in another buffer's tokens and shifts the ends after them", () => {
    const b = buffer([3, 5, 9, 12], [10, 11, 12, 13]);
    b.splice(1, 3, buffer([4, 6, 8, 11], [20, 21, 22, 23]), 2);
    expect(endsOf(b)).to.deep.equal([3, 4, 6, 8, 11, 14]);
    expect(wordsOf(b)).to.deep.equal([10, 20, 21, 22, 23, 13]);
    const c = buffer([3, 5, 9]);
    c.splice(1, 2, new TokenBuffer(1), -2);
    expect(endsOf(c)).to.deep.equal([3, 7]);
  });

  it('marks flags on a word, and a code only where there is none', () => {
    const b = buffer([1], [2]);
    b.mark(0, (1 << 6) | (5 << 9));
    b.mark(0, (1 << 5) | (7 << 9));
    expect(b.words[0]).to.equal(2 | (1 << 5) | (1 << 6) | (5 << 9));
  });
});

describe('scanner: RestartTable', () => {
  it('gives the data state with no foreign content the first id, and equal states one id', () => {
    const table = new RestartTable();
    expect(table.idFor(DATA, 'p', null)).to.equal(DATA_STATE_ID);
    const a = table.idFor(RAWTEXT, 'style', null);
    expect(table.idFor(RAWTEXT, 'style', null)).to.equal(a);
    expect(table.idFor(RAWTEXT, 'xmp', null)).to.not.equal(a);
    expect(table.idFor(SCRIPT_DATA, 'script', null)).to.not.equal(a);
    expect(table.describe(a)).to.equal(table.describe(new RestartTable().idFor(RAWTEXT, 'style', null)));
  });

  it('tells foreign content apart by the elements open, and keeps a copy of the simulator', () => {
    const table = new RestartTable();
    const sim = new FeedbackSimulator(true);
    sim.startTag(tag('svg'));
    const inSvg = table.idFor(DATA, 'svg', sim);
    sim.startTag(tag('g'));
    const inG = table.idFor(DATA, 'g', sim);
    expect(inG).to.not.equal(inSvg);
    expect(table.simulators[inSvg].depth).to.equal(1);
    expect(table.simulators[inG].depth).to.equal(2);
    sim.endTag(tag('g'));
    expect(table.idFor(DATA, 'g', sim)).to.equal(inSvg);
  });

  it('makes no restart point in foreign content deeper than its limit', () => {
    const table = new RestartTable();
    const sim = new FeedbackSimulator(true);
    for (let i = 0; i < 100; i++) sim.startTag(tag('svg'));
    expect(table.idFor(DATA, 'svg', sim)).to.equal(0);
  });
});
