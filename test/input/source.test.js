// Input preprocessing: CR/CRLF normalization, offset mapping back to the caller's string, lines.
import { expect } from 'chai';
import { Source } from '../../build/lib/input/source.js';

/** The column of `offset`: where line() leaves the start of its line. */
function colOf(source, offset) {
  source.line(offset);
  return offset - source.lineStart + 1;
}

describe('Source', () => {
  it('normalizes CRLF and lone CR to LF, keeping other text as is', () => {
    expect(new Source('\r\na\rb\r\n\rc\r').text).to.equal('\na\nb\n\nc\n');
    expect(new Source('no breaks').text).to.equal('no breaks');
  });

  it('maps every normalized offset back to the original string', () => {
    const input = 'x\r\ny\rz\r\n\r\nw';
    const source = new Source(input);
    const text = source.text;
    for (let i = 0; i < text.length; i++) {
      const original = source.originalOffset(i);
      // A normalized LF maps to the CR that started its line break; anything else to itself.
      expect(input[original], `offset ${i}`).to.equal(text[i] === '\n' ? '\r' : text[i]);
    }
    expect(source.originalOffset(text.length)).to.equal(input.length);
  });

  it('gives 1-based lines and columns of normalized offsets', () => {
    const source = new Source('ab\r\ncd\ref');
    expect([source.line(0), colOf(source, 0)]).to.deep.equal([1, 1]);
    expect([source.line(2), colOf(source, 2)]).to.deep.equal([1, 3]);
    expect([source.line(3), colOf(source, 3)]).to.deep.equal([2, 1]);
    expect([source.line(6), colOf(source, 6)]).to.deep.equal([3, 1]);
    expect(source.location(3, 8)).to.deep.equal({
      startLine: 2, startCol: 1, startOffset: 4, endLine: 3, endCol: 3, endOffset: 9,
    });
  });

  it('keeps CRs with keepCarriageReturns, counting CR, LF and CRLF as one line break each', () => {
    const input = 'ab\r\ncd\ref\ngh';
    const source = new Source(input, { keepCarriageReturns: true });
    expect(source.text).to.equal(input);
    expect(source.hasCarriageReturns).to.equal(true);
    expect(source.originalOffset(7)).to.equal(7);
    // The CR and the LF of a pair are both at the end of line 1.
    expect([2, 3, 4, 6, 7, 9, 10].map((o) => [source.line(o), colOf(source, o)])).to.deep.equal([
      [1, 3], [1, 4], [2, 1], [2, 3], [3, 1], [3, 3], [4, 1],
    ]);
  });

  it('maps an offset inside a run of text to the input with offsetAfter, a CRLF being one character', () => {
    const kept = new Source('ab\r\ncd\ref\r\n\r\ng', { keepCarriageReturns: true });
    // The run from offset 1 reads "b\ncd\nef\n\ng" once line breaks are normalized.
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => kept.offsetAfter(1, n))).to.deep.equal([1, 2, 4, 5, 6, 7, 8, 9, 11, 13, 14]);
    // Asked again from an earlier offset after a later one, it still sees every CR.
    expect(kept.offsetAfter(0, 3)).to.equal(4);
    const plain = new Source('ab\ncd');
    expect(plain.offsetAfter(1, 3)).to.equal(4);
  });

  it('gives the same lines and columns whatever order offsets are asked in: forward, a few lines back, far back, a CR ending the input; line() leaves the line\'s start in lineStart', () => {
    const input = Array.from({ length: 40 }, (_, i) => 'x'.repeat(i % 5) + ['\n', '\r\n', '\r'][i % 3]).join('') + 'end\r';
    // Expected lines and columns by walking the input once (CR, LF and CRLF each end a line).
    const expected = [];
    for (let o = 0, line = 1, col = 1; o <= input.length; o++) {
      expected.push([line, col]);
      const c = input[o];
      if (c === '\n' || (c === '\r' && input[o + 1] !== '\n')) {
        line++;
        col = 1;
      } else col++;
    }
    const offsets = [...expected.keys()];
    const orders = [offsets, [...offsets].reverse(), offsets.flatMap((o) => [o, Math.max(0, o - 9), Math.floor(o / 7)])];
    for (const order of orders) {
      const source = new Source(input, { keepCarriageReturns: true });
      expect(order.map((o) => [source.line(o), colOf(source, o)])).to.deep.equal(order.map((o) => expected[o]));
    }
    // line() alone leaves lineStart where the offset's line starts (what the offset adapters read
    // the column from), on the cursor's line, a recent line, a line far back, and in a chunked Source.
    const chunked = () => {
      const source = Source.chunked({ lines: true, inputErrors: false });
      for (let i = 0; i < input.length; i += 7) source.append(input.slice(i, i + 7), i + 7 >= input.length);
      return source;
    };
    for (const make of [() => new Source(input, { keepCarriageReturns: true }), chunked]) {
      for (const order of orders) {
        const source = make();
        expect(order.map((o) => [source.line(o), o - source.lineStart + 1])).to.deep.equal(order.map((o) => expected[o]));
      }
    }
  });

  it('does not mark input without CRs as keeping them', () => {
    expect(new Source('a\nb', { keepCarriageReturns: true }).hasCarriageReturns).to.equal(false);
  });
});
