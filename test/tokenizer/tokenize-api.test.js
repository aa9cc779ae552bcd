// The public tokenize() API: argument checks, options, robustness and linear behaviour.
import { expect } from 'chai';
import { tokenize } from 'larch-html';

describe('tokenize() API', () => {
  it('throws a TypeError naming the type for non-string input', () => {
    expect(() => tokenize(42)).to.throw(TypeError, 'tokenize: html must be a string, got number');
    expect(() => tokenize(undefined)).to.throw(TypeError, 'tokenize: html must be a string, got undefined');
    expect(() => tokenize(null)).to.throw(TypeError, 'tokenize: html must be a string, got null');
    expect(() => tokenize({ toString: () => '<a>' })).to.throw(TypeError, 'got object');
    expect(() => tokenize(Buffer.from('<a>'))).to.throw(TypeError, 'tokenize: html must be a string, got bytes (Buffer); decode them first: decodeHtmlBytes(bytes).text');
  });

  it('throws a TypeError naming an unknown initialState', () => {
    expect(() => tokenize('', { initialState: 'script' })).to.throw(TypeError, /unknown initialState "script"/);
  });

  it('throws a TypeError for option values of the wrong type', () => {
    expect(() => tokenize('', { lastStartTag: 3 })).to.throw(TypeError, /lastStartTag/);
    expect(() => tokenize('', { onParseError: 'yes' })).to.throw(TypeError, /onParseError/);
  });

  it('reads null and undefined options as absent', () => {
    const plain = tokenize('<b>x');
    expect(tokenize('<b>x', null)).to.deep.equal(plain);
    expect(tokenize('<b>x', { initialState: null, lastStartTag: undefined, onParseError: null })).to.deep.equal(plain);
  });

  it('gives every tag attribute objects and an attrs array of its own, as plain data', () => {
    const tokens = tokenize('<a href="x" id=y><a href="x" id=y></a></a>');
    const [first, second, end] = tokens;
    expect(Object.getPrototypeOf(first.attrs[0])).to.equal(Object.prototype);
    expect(Object.keys(first.attrs[0])).to.deep.equal(['name', 'value', 'nameStart', 'nameEnd', 'valueStart', 'valueEnd']);
    expect(first.attrs).to.not.equal(second.attrs);
    first.attrs[0].value = 'changed';
    first.attrs.push({ name: 'extra' });
    end.attrs.push({ name: 'extra' });
    expect(second.attrs).to.deep.equal([
      { name: 'href', value: 'x', nameStart: 20, nameEnd: 24, valueStart: 26, valueEnd: 27 },
      { name: 'id', value: 'y', nameStart: 29, nameEnd: 31, valueStart: 32, valueEnd: 33 },
    ]);
    expect(tokens[3].attrs).to.deep.equal([]);
  });

  it('returns an iterable array of tokens', () => {
    const tokens = tokenize('<p>x');
    expect(Array.isArray(tokens)).to.equal(true);
    expect([...tokens].map((t) => t.type)).to.deep.equal(['startTag', 'text']);
  });

  it('starts in the requested state and recognizes the appropriate end tag', () => {
    const tokens = tokenize('a<b>&amp;</style></STYLE >c', { initialState: 'rawtext', lastStartTag: 'style' });
    expect(tokens.map((t) => [t.type, t.data ?? t.name])).to.deep.equal([
      ['text', 'a<b>&amp;'],
      ['endTag', 'style'],
      ['endTag', 'style'],
      ['text', 'c'],
    ]);
    const rcdata = tokenize('a&amp;b</title>', { initialState: 'rcdata', lastStartTag: 'title' });
    expect(rcdata[0].data).to.equal('a&b');
    const plaintext = tokenize('</plaintext><a>', { initialState: 'plaintext' });
    expect(plaintext).to.deep.equal([{ type: 'text', data: '</plaintext><a>', start: 0, end: 15 }]);
  });

  it('treats an end tag as text in RCDATA without a matching last start tag', () => {
    const tokens = tokenize('x</title>', { initialState: 'rcdata' });
    expect(tokens).to.deep.equal([{ type: 'text', data: 'x</title>', start: 0, end: 9 }]);
  });

  it('tokenizes `<![CDATA[` as a bogus comment (no foreign content without a tree)', () => {
    const errors = [];
    const tokens = tokenize('<![CDATA[x]]>', { onParseError: (e) => errors.push(e.code) });
    expect(tokens.map((t) => [t.type, t.data])).to.deep.equal([['comment', '[CDATA[x]]']]);
    expect(errors).to.deep.equal(['cdata-in-html-content']);
  });

  it('never throws on arbitrary strings made of markup characters', () => {
    const alphabet = ['<', '>', '/', '!', '-', '?', '&', '#', 'x', ';', '"', "'", '=', ' ', '\n', '\r', '\0',
      'a', 'B', '[', ']', 'CDATA', 'DOCTYPE', 'PUBLIC', 'script', 'amp', 'not', '\uD800', '\uFFFF', '`', '1'];
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let i = 0; i < 3000; i++) {
      let s = '';
      const n = Math.floor(random() * 30);
      for (let j = 0; j < n; j++) s += alphabet[Math.floor(random() * alphabet.length)];
      for (const initialState of ['data', 'rcdata', 'rawtext', 'scriptData', 'plaintext', 'cdataSection']) {
        const tokens = tokenize(s, { initialState, lastStartTag: 'script', onParseError: () => {} });
        for (const t of tokens) {
          expect(t.start).to.be.at.least(0);
          expect(t.end).to.be.at.most(s.length);
          expect(t.start).to.be.at.most(t.end);
        }
      }
    }
  });

  it('keeps a million attributes on one tag, dropping duplicates', () => {
    const count = 1_000_000;
    const parts = ['<a'];
    for (let i = 0; i < count; i++) parts.push(` a${i}=v`);
    parts.push(' a5=dup>');
    let duplicates = 0;
    const [tag] = tokenize(parts.join(''), { onParseError: (e) => duplicates++ });
    expect(tag.attrs.length).to.equal(count);
    expect(duplicates).to.equal(1);
  });

  it('handles a million nested tags without recursion', () => {
    const html = '<div>'.repeat(1_000_000);
    const tokens = tokenize(html);
    expect(tokens.length).to.equal(1_000_000);
    expect(tokens[999_999].end).to.equal(html.length);
  });
});
