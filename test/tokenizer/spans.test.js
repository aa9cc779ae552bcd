// Offsets of the public token stream: every span points into the caller's original string.
import { expect } from 'chai';
import { tokenize } from 'larch-html';

/** The source text each attribute span covers. */
function attrSlices(html, attr) {
  return {
    name: html.slice(attr.nameStart, attr.nameEnd),
    value: html.slice(attr.valueStart, attr.valueEnd),
    valueEmptyAtNameEnd: attr.valueStart === attr.nameEnd && attr.valueEnd === attr.nameEnd,
  };
}

describe('tokenize() spans', () => {
  it('gives attribute spans for double-quoted, single-quoted, unquoted and valueless attributes', () => {
    const html = `<a href="x y" b='q' c=zz d e = "f">`;
    const [tag] = tokenize(html);
    expect(tag.type).to.equal('startTag');
    expect(tag.attrs.map((a) => attrSlices(html, a))).to.deep.equal([
      { name: 'href', value: 'x y', valueEmptyAtNameEnd: false },
      { name: 'b', value: 'q', valueEmptyAtNameEnd: false },
      { name: 'c', value: 'zz', valueEmptyAtNameEnd: false },
      { name: 'd', value: '', valueEmptyAtNameEnd: true },
      { name: 'e', value: 'f', valueEmptyAtNameEnd: false },
    ]);
    expect([tag.start, tag.end]).to.deep.equal([0, html.length]);
  });

  it('puts an empty quoted value inside its quotes', () => {
    const html = '<a b="">';
    const [tag] = tokenize(html);
    const attr = tag.attrs[0];
    expect([attr.valueStart, attr.valueEnd]).to.deep.equal([6, 6]);
    expect(attr.value).to.equal('');
  });

  it('gives a value span covering the raw text when the value has character references', () => {
    const html = '<a title="x &amp; y">';
    const [tag] = tokenize(html);
    const attr = tag.attrs[0];
    expect(attr.value).to.equal('x & y');
    expect(html.slice(attr.valueStart, attr.valueEnd)).to.equal('x &amp; y');
  });

  it('keeps the first of duplicate attributes with its own spans', () => {
    const html = '<a x=1 X=2 y=3>';
    const [tag] = tokenize(html);
    expect(tag.attrs.map((a) => [a.name, a.value, html.slice(a.nameStart, a.valueEnd)])).to.deep.equal([
      ['x', '1', 'x=1'],
      ['y', '3', 'y=3'],
    ]);
  });

  it('treats `=` with no value as an empty value at the end of the name', () => {
    const html = '<a b=>';
    const [tag] = tokenize(html);
    const attr = tag.attrs[0];
    expect(attrSlices(html, attr)).to.deep.equal({ name: 'b', value: '', valueEmptyAtNameEnd: true });
  });

  it('gives exact spans in malformed tags (missing whitespace, stray solidus and quotes)', () => {
    const html = `<a b="1"c='2'/d"e=f>`;
    const [tag] = tokenize(html);
    expect(tag.attrs.map((a) => [html.slice(a.nameStart, a.nameEnd), html.slice(a.valueStart, a.valueEnd)])).to.deep.equal([
      ['b', '1'],
      ['c', '2'],
      ['d"e', 'f'],
    ]);
    expect(tag.end).to.equal(html.length);
  });

  it('drops a tag cut off by EOF but keeps the text before it', () => {
    const html = 'text<a b="x';
    expect(tokenize(html)).to.deep.equal([{ type: 'text', data: 'text', start: 0, end: 4 }]);
  });

  it('gives end tags and self-closing tags their full range', () => {
    const html = '<br/></p >';
    const [br, p] = tokenize(html);
    expect([br.type, br.selfClosing, br.start, br.end]).to.deep.equal(['startTag', true, 0, 5]);
    expect([p.type, p.name, p.start, p.end]).to.deep.equal(['endTag', 'p', 5, 10]);
  });

  it('spans comments, bogus comments and abruptly closed comments from `<` to past `>`', () => {
    const html = '<!--x--><?1pi?><!--><!--a--!>';
    expect(tokenize(html).map((t) => [t.type, t.data, html.slice(t.start, t.end)])).to.deep.equal([
      ['comment', 'x', '<!--x-->'],
      ['comment', '?1pi?', '<?1pi?>'],
      ['comment', '', '<!-->'],
      ['comment', 'a', '<!--a--!>'],
    ]);
  });

  it('spans a comment cut off by EOF to the end of input', () => {
    const html = 'a<!--b';
    const tokens = tokenize(html);
    expect(tokens.map((t) => [t.type, t.data, t.start, t.end])).to.deep.equal([
      ['text', 'a', 0, 1],
      ['comment', 'b', 1, 6],
    ]);
  });

  it('spans doctypes, including ones cut off by EOF', () => {
    const html = '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN">x<!doctype';
    const tokens = tokenize(html);
    expect(tokens.map((t) => [t.type, html.slice(t.start, t.end)])).to.deep.equal([
      ['doctype', '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN">'],
      ['text', 'x'],
      ['doctype', '<!doctype'],
    ]);
    expect(tokens[0].publicId).to.equal('-//W3C//DTD HTML 4.01//EN');
    expect(tokens[2].forceQuirks).to.equal(true);
  });

  it('merges adjacent text, character references and NULs into one token', () => {
    const html = 'a &amp; b\0c</>d';
    const tokens = tokenize(html);
    expect(tokens).to.deep.equal([{ type: 'text', data: 'a & b\0cd', start: 0, end: html.length }]);
  });

  it('maps offsets back through CRLF and CR normalization', () => {
    const html = 'a\r\nb\r<p x="1\r\n2">\r\n<!--c\r\n-->';
    const tokens = tokenize(html);
    expect(tokens.map((t) => [t.type, html.slice(t.start, t.end)])).to.deep.equal([
      ['text', 'a\r\nb\r'],
      ['startTag', '<p x="1\r\n2">'],
      ['text', '\r\n'],
      ['comment', '<!--c\r\n-->'],
    ]);
    expect(tokens[0].data).to.equal('a\nb\n');
    const attr = tokens[1].attrs[0];
    expect(attr.value).to.equal('1\n2');
    expect(html.slice(attr.valueStart, attr.valueEnd)).to.equal('1\r\n2');
  });

  it('reports parse errors with original offsets and 1-based line/col', () => {
    const errors = [];
    tokenize('a\r\n<a b c b>', { onParseError: (e) => errors.push(e) });
    expect(errors).to.deep.equal([
      { code: 'duplicate-attribute', startLine: 2, startCol: 9, startOffset: 11, endLine: 2, endCol: 9, endOffset: 11 },
    ]);
  });
});
