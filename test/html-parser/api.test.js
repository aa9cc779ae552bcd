// The push parser's API (lib/html-parser.ts): createParser / createFragmentParser, write, end,
// document, encoding, getFragment, and TypeErrors for misuse.
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { createFragmentParser, createParser, parse, parseFragment, serialize } from 'larch-html';

describe('createParser', () => {
  it('builds the document as the pieces come, and end() answers it (again when called again)', () => {
    const parser = createParser();
    parser.write('<title>t</title><p>a');
    // The text after <p> waits for the next piece (it may go on); the <p> is in.
    expect(serialize(parser.document)).to.equal('<html><head><title>t</title></head><body><p></p></body></html>');
    parser.write('b</p>');
    const document = parser.end('<p>c');
    expect(serialize(document)).to.equal(serialize(parse('<title>t</title><p>ab</p><p>c')));
    expect(parser.end()).to.equal(document);
    expect(parser.document).to.equal(document);
  });

  it('takes any tree adapter, as parse does', () => {
    const parser = createParser({ treeAdapter: parse5.defaultTreeAdapter });
    parser.write('<p>x');
    expect(parse5.serialize(parser.end())).to.equal(parse5.serialize(parse5.parse('<p>x')));
  });

  it('decodes bytes as parse does, and records the encoding', () => {
    const parser = createParser();
    expect(parser.encoding).to.equal(null);
    parser.write(Buffer.from('<meta charset=latin1><p>caf'));
    parser.write(new Uint8Array([0xe9]).buffer);
    const document = parser.end();
    expect(parser.encoding).to.equal('windows-1252');
    expect(serialize(document)).to.equal(serialize(parse(Buffer.from('<meta charset=latin1><p>caf\xe9', 'latin1'))));
  });

  it('parses a fragment in a context given as a tag name or element, or a template without one', () => {
    const parser = createFragmentParser('tr');
    parser.write('<td>a');
    const fragment = parser.end('</td>');
    expect(serialize(fragment)).to.equal(serialize(parseFragment('tr', '<td>a</td>')));
    expect(parser.getFragment()).to.equal(fragment);
    expect(serialize(createFragmentParser().end('<td>x'))).to.equal(serialize(parseFragment('<td>x')));
    expect(() => createFragmentParser('tr').document).to.throw(TypeError, /fragment parser has no document/);
  });

  it('builds processing instructions cut anywhere as parse does, errors and locations included', () => {
    const html = '<p>a<?pi  x ? y?><?t\r\n?><?xml q?><?1?>b<?end';
    const run = (write) => {
      const errors = [];
      const options = { sourceCodeLocationInfo: true, onParseError: (e) => errors.push(`${e.code}@${e.startOffset}`) };
      return JSON.stringify([write(options), errors]);
    };
    const whole = run((options) => parse(html, options));
    expect(whole).to.contain('"target":"pi"');
    for (let cut = 1; cut < html.length; cut++) {
      const chunked = run((options) => {
        const parser = createParser(options);
        parser.write(html.slice(0, cut));
        return parser.end(html.slice(cut));
      });
      expect(chunked, `cut at ${cut}`).to.equal(whole);
    }
  });

  it('builds long tokens cut into pieces as parse does (comments, tag and attribute names and values, DOCTYPEs and bogus ones, processing instructions, references, end tag names)', () => {
    const long = (unit) => unit.repeat(Math.ceil(5000 / unit.length));
    const html = [
      `<!DOCTYPE ${long('nAme')} PUBLIC "${long('p\r\n')}" '${long('s\0')}'>`,
      `<!DOCTYPE html x${long('bogus\0\r\n')}>`,
      `<!--${long('a-\r\nb\0&amp;')}-->`,
      `<?target ${long('d?\r\n')}?>`,
      `&${long('x')}; <title></${long('t')}</title>`,
      `<p title="${long('x&amp;y\r\n\0"')}" data-${long('Nm\0')}=1 ${long('q')}>`,
      `<${long('dIv\0')} a=${long('u&lt;')}>t</${long('dIv\0')}>`,
      `<!${long('bogus')}>`,
      `<p a='${long("v'")}'>`,
    ].join('\n');
    const run = (write) => {
      const errors = [];
      const options = { sourceCodeLocationInfo: true, onParseError: (e) => errors.push(`${e.code}@${e.startOffset}:${e.startLine}`) };
      return JSON.stringify([write(options), errors]);
    };
    const whole = run((options) => parse(html, options));
    for (const size of [1024, 7]) {
      const chunked = run((options) => {
        const parser = createParser(options);
        for (let i = 0; i < html.length; i += size) parser.write(html.slice(i, i + size));
        return parser.end();
      });
      expect(chunked, `pieces of ${size}`).to.equal(whole);
    }
  });

  it("gives an adapter without processing instructions the legacy comment, far into the input too", () => {
    const html = `${'<p>text\r\n'.repeat(2000)}<?pi a\r\nb\0?>`;
    const options = { treeAdapter: parse5.defaultTreeAdapter };
    const parser = createParser(options);
    for (let i = 0; i < html.length; i += 1024) parser.write(html.slice(i, i + 1024));
    const chunked = parse5.serialize(parser.end());
    expect(chunked).to.equal(parse5.serialize(parse(html, options)));
    expect(chunked).to.contain('<!--?pi a\nb\ufffd?-->');
  });

  it('throws a TypeError for misuse', () => {
    expect(() => createParser().write(42)).to.throw(TypeError, /takes a string or bytes/);
    const strings = createParser();
    strings.write('<p>');
    expect(() => strings.write(Buffer.from('x'))).to.throw(TypeError, /strings cannot take bytes/);
    const ended = createParser();
    ended.end();
    expect(() => ended.write('x')).to.throw(TypeError, /after end/);
    expect(() => createParser().getFragment()).to.throw(TypeError, /fragment parser/);
    expect(() => createFragmentParser('tr').getFragment()).to.throw(TypeError, /before end/);
    expect(() => createParser({ onParseError: 1 })).to.throw(TypeError);
    expect(() => createFragmentParser(42)).to.throw(TypeError);
  });
});
