// The XML5 tokenizer on its own: the tokens and offsets it hands the sink.
import { expect } from 'chai';
import { Source } from '../../build/lib/input/source.js';
import { ErrorReporter } from '../../build/lib/input/error-reporter.js';
import { XmlTokenizer } from '../../build/lib/xml/tokenizer.js';
import { readEntityDeclarations } from '../../build/lib/xml/entity-declarations.js';
import { NamespaceScope } from '../../build/lib/xml/namespace-scope.js';

function tokenize(input, options = {}) {
  const tokens = [];
  const sink = {
    onStartTag: (t) => tokens.push(['start', t.name, t.attrs.map((a) => `${a.name}=${a.value}`), t.selfClosing, t.start, t.end, t.attrSpans]),
    onEndTag: (name, start, end) => tokens.push(['end', name, start, end]),
    onText: (text, start, end) => tokens.push(['text', text, start, end]),
    onCdata: (data, start, end) => tokens.push(['cdata', data, start, end]),
    onComment: (data, start, end) => tokens.push(['comment', data, start, end]),
    onProcessingInstruction: (target, data, start, end) => tokens.push(['pi', target, data, start, end]),
    onDoctype: (t) => tokens.push(['doctype', t.name, t.publicId, t.systemId, t.internalSubset, t.start, t.end]),
    onEof: (offset) => tokens.push(['eof', offset]),
  };
  const source = new Source(input);
  const errors = [];
  const reporter = new ErrorReporter(source, (e) => errors.push(e.code));
  new XmlTokenizer(source, sink, reporter, { htmlEntities: false, trackAttributeSpans: false, ...options }).run();
  return { tokens, errors };
}

describe('XML5 tokenizer', () => {
  it('hands over one text token per run, merged across character references', () => {
    expect(tokenize('a&amp;b&#65;c<x/>').tokens).to.deep.equal([
      ['text', 'a&bAc', 0, 13],
      ['start', 'x', [], true, 13, 17, null],
      ['eof', 17],
    ]);
  });

  it('tells start, empty-element, end and short end tags apart, with their offsets', () => {
    expect(tokenize('<a><b/></b></>').tokens).to.deep.equal([
      ['start', 'a', [], false, 0, 3, null],
      ['start', 'b', [], true, 3, 7, null],
      ['end', 'b', 7, 11],
      ['end', '', 11, 14],
      ['eof', 14],
    ]);
  });

  it('records attribute spans (name, value inside quotes, end) only when asked', () => {
    const { tokens } = tokenize('<a b="1" c=2 d>', { trackAttributeSpans: true });
    expect(tokens[0][6]).to.deep.equal([3, 4, 6, 7, 8, 9, 10, 11, 12, 12, 13, 14, 14, 14, 14]);
  });

  it('keeps the first of many same-named attributes and reports each repeat (Set past 16)', () => {
    const names = Array.from({ length: 40 }, (_, i) => `a${i}="${i}"`).join(' ');
    const { tokens, errors } = tokenize(`<r ${names} a3="x" a39="y" a40="z"/>`, { trackAttributeSpans: true });
    const attrs = tokens[0][2];
    expect(attrs).to.have.length(41);
    expect(attrs[3]).to.equal('a3=3');
    expect(attrs[39]).to.equal('a39=39');
    expect(attrs[40]).to.equal('a40=z');
    expect(errors).to.deep.equal(['duplicate-attribute', 'duplicate-attribute']);
    expect(tokens[0][6]).to.have.length(5 * 41);
  });

  it('keeps references and whitespace as written when references are not decoded', () => {
    const { tokens, errors } = tokenize('<a t="x&amp;\ny">&lt;&bogus;</a>', { decodeReferences: false });
    expect(tokens[0][2]).to.deep.equal(['t=x&amp;\ny']);
    expect(tokens[1]).to.deep.equal(['text', '&lt;&bogus;', 16, 27]);
    expect(errors).to.deep.equal([]);
  });

  it('lowercases tag names and attribute names only when asked', () => {
    const { tokens } = tokenize('<A B="1" b="2"></A>', { lowerCaseTags: true, lowerCaseAttributeNames: true });
    expect(tokens[0].slice(0, 3)).to.deep.equal(['start', 'a', ['b=1']]);
    expect(tokens[1]).to.deep.equal(['end', 'a', 15, 19]);
    expect(tokenize('<A B="1"></A>').tokens[0].slice(0, 3)).to.deep.equal(['start', 'A', ['B=1']]);
  });

  it('emits processing instructions, comments, CDATA and the DOCTYPE with their offsets', () => {
    expect(tokenize('<!DOCTYPE r SYSTEM "s" [<!ENTITY e "]">]><?t d?><!--c--><![CDATA[x]]>').tokens).to.deep.equal([
      ['doctype', 'r', '', 's', '<!ENTITY e "]">', 0, 41],
      ['pi', 't', 'd', 41, 48],
      ['comment', 'c', 48, 56],
      ['cdata', 'x', 56, 69],
      ['eof', 69],
    ]);
  });

  it('emits a tag cut off by EOF, ending at the end of input, with an error', () => {
    expect(tokenize('<a b="1')).to.deep.equal({
      tokens: [['start', 'a', ['b=1'], false, 0, 7, null], ['eof', 7]],
      errors: ['eof-in-tag'],
    });
  });

  it('hands a 5 000 000-character text run over as one text token', () => {
    const text = 'x'.repeat(5_000_000);
    const { tokens } = tokenize(`<a>${text}</a>`);
    expect(tokens[1][1].length).to.equal(text.length);
  });
});

describe('readEntityDeclarations', () => {
  it('reads general entities, skipping parameter and external ones, comments and PIs', () => {
    const subset = `<!ENTITY a "1"> <!ENTITY % p "x"> <!ENTITY ext SYSTEM "e.xml"> <!-- <!ENTITY c "no"> -->
      <?pi <!ENTITY d "no"> ?> <!ATTLIST x y CDATA "<!ENTITY f 'no'>"> <!ENTITY b '2 "quoted"'> <!ENTITY a "again">`;
    expect([...readEntityDeclarations(subset)]).to.deep.equal([
      ['a', '1'],
      ['b', '2 "quoted"'],
    ]);
  });
});

describe('NamespaceScope', () => {
  it('binds per element and restores outer bindings when the element closes', () => {
    const scope = new NamespaceScope();
    expect(scope.lookup('xml')).to.equal('http://www.w3.org/XML/1998/namespace');
    expect(scope.lookup('p')).to.equal(null);
    scope.push();
    scope.declare('p', 'urn:1');
    scope.declare('', 'urn:d');
    scope.push();
    scope.push();
    scope.declare('p', 'urn:2');
    expect(scope.lookup('p')).to.equal('urn:2');
    scope.pop();
    expect(scope.lookup('p')).to.equal('urn:1');
    expect(scope.lookup('')).to.equal('urn:d');
    scope.pop();
    scope.pop();
    expect(scope.lookup('p')).to.equal(null);
  });
});
