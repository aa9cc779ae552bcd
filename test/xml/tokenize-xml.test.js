// tokenizeXml: the XML5 token stream with source spans and positioned errors.
import { expect } from 'chai';
import { tokenizeXml } from 'larch-html';

describe('tokenizeXml', () => {
  it('gives every token kind with exact spans into the input', () => {
    const xml = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e "v">]><r a="1&amp;2" b=\'x\'>t&e;<![CDATA[<c>]]><!--k--><s/></></r>';
    const tokens = tokenizeXml(xml);
    expect(tokens.map((t) => t.type)).to.deep.equal([
      'processingInstruction', 'doctype', 'startTag', 'text', 'cdata', 'comment', 'startTag', 'endTag', 'endTag',
    ]);
    for (const token of tokens) expect(token.end, token.type).to.be.greaterThan(token.start);
    // Consecutive tokens cover the input with no gap and no overlap.
    expect(tokens[0].start).to.equal(0);
    for (let i = 1; i < tokens.length; i++) expect(tokens[i].start, `token ${i}`).to.equal(tokens[i - 1].end);
    expect(tokens.at(-1).end).to.equal(xml.length);

    expect(tokens[0]).to.deep.include({ target: 'xml', data: 'version="1.0"' });
    expect(tokens[1]).to.deep.include({ name: 'r', publicId: '', systemId: '', internalSubset: '<!ENTITY e "v">' });
    const r = tokens[2];
    expect(r).to.deep.include({ name: 'r', selfClosing: false });
    expect(r.attrs).to.deep.equal([
      { name: 'a', value: '1&2', nameStart: xml.indexOf('a='), nameEnd: xml.indexOf('a=') + 1, valueStart: xml.indexOf('1&'), valueEnd: xml.indexOf('2"') + 1 },
      { name: 'b', value: 'x', nameStart: xml.indexOf('b='), nameEnd: xml.indexOf('b=') + 1, valueStart: xml.indexOf("x'"), valueEnd: xml.indexOf("x'") + 1 },
    ]);
    expect(xml.slice(r.attrs[0].valueStart, r.attrs[0].valueEnd)).to.equal('1&amp;2');
    expect(tokens[3]).to.deep.include({ data: 'tv' });
    expect(xml.slice(tokens[3].start, tokens[3].end)).to.equal('t&e;');
    expect(tokens[4]).to.deep.include({ data: '<c>' });
    expect(tokens[5]).to.deep.include({ data: 'k' });
    expect(tokens[6]).to.deep.include({ name: 's', selfClosing: true, attrs: [] });
    expect(tokens[7]).to.deep.include({ name: '', attrs: [] });
    expect(tokens[8]).to.deep.include({ name: 'r' });
  });

  it('gives an attribute without a value an empty value range at the end of its name', () => {
    const [tag] = tokenizeXml('<a b c=d>');
    expect(tag.attrs).to.deep.equal([
      { name: 'b', value: '', nameStart: 3, nameEnd: 4, valueStart: 4, valueEnd: 4 },
      { name: 'c', value: 'd', nameStart: 5, nameEnd: 6, valueStart: 7, valueEnd: 8 },
    ]);
  });

  it('reports tokenizer errors with codes and positions, in input order', () => {
    const errors = [];
    const xml = '<a b="1" b="2">&bogus;x\n<c d=e></c>';
    tokenizeXml(xml, { onParseError: (e) => errors.push(e) });
    expect(errors.map((e) => [e.code, e.startOffset, e.startLine, e.startCol])).to.deep.equal([
      ['duplicate-attribute', 9, 1, 10],
      ['unknown-named-character-reference', 15, 1, 16],
      ['unquoted-attribute-value', xml.indexOf('e>'), 2, 6],
    ]);
  });

  it('follows the XML5 draft where it departs from HTML: comment ends at EOF, nested comments, DOCTYPE whitespace', () => {
    const run = (xml) => {
      const errors = [];
      const tokens = tokenizeXml(xml, { onParseError: (e) => errors.push(`${e.code}@${e.startOffset}`) });
      return { tokens, errors };
    };
    // §comment end bang state: EOF emits the comment without the `--!`.
    expect(run('<!----!').tokens[0]).to.include({ type: 'comment', data: '' });
    expect(run('<!--x--!').tokens[0]).to.include({ type: 'comment', data: 'x' });
    // §comment less-than sign bang dash dash state: `<!--` then `>` is no nested comment.
    expect(run('<!--<!-->')).to.deep.include({ errors: [] });
    expect(run('<!--<!-- x -->').errors).to.deep.equal(['nested-comment@4']);
    // §doctype state: a `>` right after DOCTYPE is missing whitespace, then a missing name.
    expect(run('<!DOCTYPE>').errors).to.deep.equal(['missing-whitespace-before-doctype-name@9', 'missing-doctype-name@9']);
    // Whitespace is tab, line feed and space: a form feed is part of the name.
    const ff = run('<!DOCTYPE\fa\fb>');
    expect(ff.tokens[0].name).to.equal('\fa\fb');
    expect(ff.errors).to.deep.equal(['missing-whitespace-before-doctype-name@9']);
  });

  it('does not report tree construction errors, which need a tree', () => {
    const errors = [];
    tokenizeXml('<p:a></b>text<c/>', { onParseError: (e) => errors.push(e.code) });
    expect(errors).to.deep.equal([]);
  });

  it('maps spans back to the caller\'s string when the input has CRLF line ends', () => {
    const xml = '<a>\r\nx</a>\r\n<b c="1"/>';
    const tokens = tokenizeXml(xml);
    expect(tokens[1]).to.deep.include({ type: 'text', data: '\nx', start: 3, end: 6 });
    expect(tokens[2]).to.deep.include({ type: 'endTag', start: 6, end: 10 });
    const b = tokens[4];
    expect(xml.slice(b.start, b.end)).to.equal('<b c="1"/>');
    expect(xml.slice(b.attrs[0].valueStart, b.attrs[0].valueEnd)).to.equal('1');
  });

  it('resolves the HTML named references only with htmlEntities', () => {
    expect(tokenizeXml('<a>&nbsp;</a>')[1].data).to.equal('&nbsp;');
    expect(tokenizeXml('<a>&nbsp;</a>', { htmlEntities: true })[1].data).to.equal('\u00a0');
  });

  it('throws a TypeError naming the problem for misuse', () => {
    expect(() => tokenizeXml(1)).to.throw(TypeError, /tokenizeXml: xml must be a string, got number/);
    expect(() => tokenizeXml('', 'x')).to.throw(TypeError, /options must be an object/);
    expect(() => tokenizeXml('', { onParseError: 1 })).to.throw(TypeError, /onParseError/);
  });

  it('reads flags as truthy or falsy, as parse5 reads its options', () => {
    expect(tokenizeXml('<a>&nbsp;</a>', { htmlEntities: 'yes' })[1].data).to.equal('\u00a0');
    expect(tokenizeXml('<a>&nbsp;</a>', { htmlEntities: null, onParseError: null })[1].data).to.equal('&nbsp;');
  });

  it('never throws on malformed input and always covers it', () => {
    for (const xml of ['<', '</', '<!', '<!-', '<![CDATA[', '<?', '<a b="', '<!DOCTYPE', '&#', '&#x110000;', '<a/ b>', '\u0000<\ud800>']) {
      const tokens = tokenizeXml(xml, { onParseError: () => {} });
      if (xml.length > 0) expect(tokens.at(-1).end, JSON.stringify(xml)).to.equal(xml.length);
    }
  });
});
