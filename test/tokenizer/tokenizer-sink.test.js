// The internal Tokenizer ↔ TokenSink contract the tree builder relies on.
import { expect } from 'chai';
import { Tokenizer } from '../../build/lib/tokenizer/tokenizer.js';
import { Source } from '../../build/lib/input/source.js';
import { ErrorReporter } from '../../build/lib/input/error-reporter.js';

// TextState values (a const enum in lib/tokenizer/token.ts).
const RCDATA = 1;
const RAWTEXT = 2;
const SCRIPT_DATA = 3;
const PLAINTEXT = 4;

/** A sink that records calls; `onStart` may switch the tokenizer like the tree builder does. */
function record(html, { cdata = false, onStart = null, spans = false, errors = null, keepCr = false, exact = false } = {}) {
  const calls = [];
  const source = new Source(html, { keepCarriageReturns: keepCr });
  let tokenizer = null;
  const sink = {
    onStartTag(tag) {
      calls.push(['start', tag.tagName, tag.tagId > 0, tag.attrs.map((a) => [a.name, a.value]), tag.selfClosing, tag.start, tag.end, tag.attrSpans && [...tag.attrSpans]]);
      if (onStart) onStart(tag, tokenizer);
    },
    onEndTag(tag) {
      calls.push(['end', tag.tagName, tag.start, tag.end]);
    },
    onText(text, start, end) {
      calls.push(['text', text, start, end]);
    },
    onNullCharacter(offset) {
      calls.push(['nul', offset]);
    },
    onComment(data, start, end) {
      calls.push(['comment', data, start, end]);
    },
    onProcessingInstruction(pi) {
      calls.push(['pi', pi.target, pi.data, pi.start, pi.end, pi.dataStart, pi.dataEnd]);
    },
    onDoctype(doctype) {
      calls.push(['doctype', doctype.name, doctype.start, doctype.end]);
    },
    onEof(offset) {
      calls.push(['eof', offset]);
    },
    isCdataAllowed() {
      return cdata;
    },
  };
  tokenizer = new Tokenizer(source, sink, {
    errors: new ErrorReporter(source, errors ? (e) => errors.push(e) : null),
    trackAttributeSpans: spans,
    exactTextOffsets: exact,
  });
  tokenizer.run();
  return calls;
}

describe('Tokenizer with a TokenSink', () => {
  it('switches to the state the sink asks for from inside onStartTag', () => {
    const switchFor = { title: RCDATA, style: RAWTEXT, script: SCRIPT_DATA };
    const calls = record('<title>a<b>&amp;</title><style><p></style><script><!--<script></script>--></script>', {
      onStart(tag, tokenizer) {
        if (switchFor[tag.tagName] !== undefined) tokenizer.switchTo(switchFor[tag.tagName]);
      },
    });
    const texts = calls.filter((c) => c[0] === 'text').map((c) => c[1]);
    expect(texts).to.deep.equal(['a<b>&', '<p>', '<!--<script></script>-->']);
    expect(calls.filter((c) => c[0] === 'end').map((c) => c[1])).to.deep.equal(['title', 'style', 'script']);
  });

  it('sends NULs in the data state through onNullCharacter, between text runs', () => {
    expect(record('a\0b')).to.deep.equal([
      ['text', 'a', 0, 1],
      ['nul', 1],
      ['text', 'b', 2, 3],
      ['eof', 3],
    ]);
  });

  it('replaces NULs by U+FFFD in RCDATA, RAWTEXT, script data and PLAINTEXT', () => {
    for (const state of [RCDATA, RAWTEXT, SCRIPT_DATA, PLAINTEXT]) {
      const calls = record('<x>a\0b', { onStart: (tag, t) => t.switchTo(state) });
      expect(calls[1], `state ${state}`).to.deep.equal(['text', 'a\uFFFDb', 3, 6]);
    }
  });

  it('emits CDATA sections as text when the sink allows them, merged with adjacent text, each NUL alone', () => {
    expect(record('a<![CDATA[<b>]]>c', { cdata: true })).to.deep.equal([
      ['text', 'a<b>c', 0, 17],
      ['eof', 17],
    ]);
    expect(record('a<![CDATA[<b>\0]]>c', { cdata: true })).to.deep.equal([
      ['text', 'a<b>', 0, 13],
      ['nul', 13],
      ['text', 'c', 17, 18],
      ['eof', 18],
    ]);
    expect(record('<![CDATA[x]]>', { cdata: false })[0]).to.deep.equal(['comment', '[CDATA[x]]', 0, 13]);
  });

  it('with exactTextOffsets, ends runs at character references and at markup that emits nothing', () => {
    // A reference's replacement is a run of its own; a run before dropped markup (`</>`, the
    // CDATA delimiters) keeps its characters and ends after the markup; the next starts after it.
    expect(record('a&amp;b</>c', { exact: true })).to.deep.equal([
      ['text', 'a', 0, 1],
      ['text', '&', 1, 6],
      ['text', 'b', 6, 10],
      ['text', 'c', 10, 11],
      ['eof', 11],
    ]);
    expect(record('<![CDATA[x]]>y', { exact: true, cdata: true })).to.deep.equal([
      ['text', 'x', 9, 13],
      ['text', 'y', 13, 14],
      ['eof', 14],
    ]);
    // Without it, runs merge across both.
    expect(record('a&amp;b</>c')).to.deep.equal([
      ['text', 'a&bc', 0, 11],
      ['eof', 11],
    ]);
  });

  it('with exactTextOffsets, delivers the same characters in the same order', () => {
    const alphabet = ['a', ' ', '\r\n', '&amp;', '&#32;', '&notin;', '&notit;', '<p>', '</>', '<![CDATA[', ']]>', '\0', '&'];
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const characters = (calls) => calls.filter((c) => c[0] !== 'eof').map((c) => (c[0] === 'text' ? c[1] : c[0] === 'nul' ? '\0' : `|${c[0]}|`)).join('');
    for (let i = 0; i < 2000; i++) {
      let html = '';
      const n = Math.floor(random() * 12);
      for (let j = 0; j < n; j++) html += alphabet[Math.floor(random() * alphabet.length)];
      const cdata = random() < 0.5;
      expect(characters(record(html, { exact: true, cdata, keepCr: true })), JSON.stringify(html)).to.equal(
        characters(record(html, { cdata, keepCr: true })),
      );
    }
  });

  it('interns known tag names to ids and lowercases the rest once', () => {
    const calls = record('<DIV><My-Tag><svg>');
    expect(calls.slice(0, 3).map((c) => [c[1], c[2]])).to.deep.equal([
      ['div', true],
      ['my-tag', false],
      ['svg', true],
    ]);
  });

  it('gives attribute spans only when asked', () => {
    expect(record('<a b="c">')[0][7]).to.equal(null);
    expect(record('<a b="c" d>', { spans: true })[0][7]).to.deep.equal([3, 4, 6, 7, 8, 9, 10, 10, 10, 10]);
  });

  it('updates lastStartTagName and honours one set before run()', () => {
    const calls = [];
    const source = new Source('x</textarea>y');
    const tokenizer = new Tokenizer(
      source,
      {
        onStartTag() {},
        onEndTag: (tag) => calls.push(['end', tag.tagName]),
        onText: (text) => calls.push(['text', text]),
        onNullCharacter() {},
        onComment() {},
        onProcessingInstruction() {},
        onDoctype() {},
        onEof() {},
        isCdataAllowed: () => false,
      },
      { errors: new ErrorReporter(source, null), trackAttributeSpans: false },
    );
    tokenizer.lastStartTagName = 'textarea';
    tokenizer.switchTo(RCDATA);
    tokenizer.run();
    expect(calls).to.deep.equal([['text', 'x'], ['end', 'textarea'], ['text', 'y']]);
    const seen = [];
    record('<p><b>', { onStart: (tag, t) => seen.push(t.lastStartTagName) });
    expect(seen).to.deep.equal(['p', 'b']);
  });

  it('reports errors with normalized offsets mapped to the original input, input-stream errors interleaved', () => {
    const errors = [];
    record('\x01<a b b>&#0;', { errors });
    expect(errors.map((e) => [e.code, e.startOffset])).to.deep.equal([
      ['control-character-in-input-stream', 0],
      ['duplicate-attribute', 7],
      ['null-character-reference', 12],
    ]);
  });

  it('normalizes line breaks itself when the Source kept its CRs, with offsets into the original', () => {
    const html = 'a\r\nb\rc<p x="1\r\n2"\r\ny>\r<!--\r\n-->\r\n<!DOCTYPE\r\nhtml\r\n>';
    const kept = record(html, { keepCr: true, spans: true });
    expect(kept).to.deep.equal([
      ['text', 'a\nb\nc', 0, 6],
      ['start', 'p', true, [['x', '1\n2'], ['y', '']], false, 6, 21, [9, 10, 12, 16, 17, 19, 20, 20, 20, 20]],
      ['text', '\n', 21, 22],
      ['comment', '\n', 22, 31],
      ['text', '\n', 31, 33],
      ['doctype', 'html', 33, 51],
      ['eof', 51],
    ]);
    // The same tokens as from a normalizing Source, apart from offsets.
    const isOffsets = (v) => typeof v === 'number' || (Array.isArray(v) && typeof v[0] === 'number');
    const strip = (calls) => calls.map((c) => c.filter((v) => !isOffsets(v)));
    expect(strip(kept)).to.deep.equal(strip(record(html, { spans: true })));
  });

  it('gives the same strings and errors (by line and column) whether or not the Source kept its CRs', () => {
    const alphabet = ['\r', '\r\n', '\n', '<a', ' b="', "'", '=', '>', '</', '<!--', '-->', '<!DOCTYPE', ' PUBLIC',
      '"x"', '&amp', ';', '&#13;', '\0', 'x', '/', '<![CDATA[', ']]>', '-', '!'];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const isOffsets = (v) => typeof v === 'number' || (Array.isArray(v) && typeof v[0] === 'number');
    const run = (html, keepCr, cdata) => {
      const errors = [];
      const calls = record(html, { keepCr, cdata, spans: true, errors });
      const strings = calls.map((c) => c.filter((v) => !isOffsets(v)));
      const merged = [];
      for (const c of strings) {
        const last = merged[merged.length - 1];
        if (c[0] === 'text' && last && last[0] === 'text') last[1] += c[1];
        else merged.push(c);
      }
      return { merged, errors: errors.map((e) => [e.code, e.startLine, e.startCol, e.startOffset]) };
    };
    for (let i = 0; i < 2000; i++) {
      let html = '';
      const n = Math.floor(random() * 20);
      for (let j = 0; j < n; j++) html += alphabet[Math.floor(random() * alphabet.length)];
      const cdata = random() < 0.5;
      expect(run(html, true, cdata), JSON.stringify(html)).to.deep.equal(run(html, false, cdata));
    }
  });
});
