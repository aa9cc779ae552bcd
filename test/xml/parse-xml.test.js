import { expect } from 'chai';
import { parseXml, serializeXml, XmlErrorCodes } from 'larch-html';
import { tinyAdapter } from './tiny-adapter.js';

function errorsOf(xml, options = {}) {
  const errors = [];
  parseXml(xml, { ...options, onParseError: (e) => errors.push(e) });
  return errors;
}

describe('parseXml', () => {
  describe('API', () => {
    it('throws a TypeError naming the problem for non-string input', () => {
      expect(() => parseXml(42)).to.throw(TypeError, /xml must be a string or bytes .*got number/);
      expect(() => parseXml(null)).to.throw(TypeError, /got null/);
    });

    it('reads flags as truthy or falsy and throws a TypeError for option values that cannot work', () => {
      expect(parseXml('<a>&nbsp;</a>', { htmlEntities: 1 }).children[0].children[0].value).to.equal('\u00a0');
      expect(parseXml('<a/>', { sourceCodeLocationInfo: null, htmlEntities: undefined }).children[0].position).to.equal(undefined);
      expect(() => parseXml('<a/>', { onParseError: 'x' })).to.throw(TypeError, /onParseError/);
      expect(() => parseXml('<a/>', { treeAdapter: 'x' })).to.throw(TypeError, /treeAdapter/);
    });

    it('rejects an HTML-only tree adapter with a clear TypeError', () => {
      const { createProcessingInstruction, ...htmlOnly } = tinyAdapter;
      expect(() => parseXml('<a/>', { treeAdapter: htmlOnly })).to.throw(TypeError, /createProcessingInstruction/);
    });

    it('exports the XML error codes', () => {
      expect(XmlErrorCodes.unboundNamespacePrefix).to.equal('unbound-namespace-prefix');
    });
  });

  describe('default JSON adapter', () => {
    it('builds the JSON AST with processing instructions, CDATA and the internal subset', () => {
      const doc = parseXml('<?xml version="1.0"?><!DOCTYPE r SYSTEM "r.dtd" [<!ENTITY e "v">]><r xmlns="urn:r" x:y="1" xmlns:x="urn:x"><![CDATA[<c>]]>&e;</r>');
      const json = JSON.parse(JSON.stringify(doc));
      expect(json).to.deep.equal({
        type: 'document',
        mode: 'no-quirks',
        children: [
          { type: 'processingInstruction', target: 'xml', data: 'version="1.0"' },
          { type: 'doctype', name: 'r', publicId: '', systemId: 'r.dtd', internalSubset: '<!ENTITY e "v">' },
          {
            type: 'element',
            tagName: 'r',
            namespace: 'urn:r',
            attrs: [
              { name: 'xmlns', value: 'urn:r', namespace: 'http://www.w3.org/2000/xmlns/' },
              { name: 'y', value: '1', namespace: 'urn:x', prefix: 'x' },
              { name: 'x', value: 'urn:x', namespace: 'http://www.w3.org/2000/xmlns/', prefix: 'xmlns' },
            ],
            children: [
              { type: 'cdata', value: '<c>' },
              { type: 'text', value: 'v' },
            ],
          },
        ],
      });
    });

    it('keeps case in element and attribute names', () => {
      const doc = parseXml('<Svg ViewBox="0 0 1 1"><linearGradient gradientUnits="x"/></Svg>');
      const svg = doc.children[0];
      expect(svg.tagName).to.equal('Svg');
      expect(svg.attrs[0].name).to.equal('ViewBox');
      expect(svg.children[0].tagName).to.equal('linearGradient');
    });
  });

  describe('errors', () => {
    it('reports errors with kebab-case codes and line/column positions, in input order', () => {
      const errors = errorsOf('<a>\n  <b x=1>&bogus;</c>\n</a>trailing');
      expect(errors.map((e) => [e.code, e.startLine, e.startCol])).to.deep.equal([
        ['unquoted-attribute-value', 2, 8],
        ['unknown-named-character-reference', 2, 10],
        ['unexpected-end-tag', 2, 17],
        ['mismatched-end-tag', 3, 1],
        ['text-outside-root-element', 3, 5],
      ]);
    });

    it('reports offsets in the caller\'s string when the input has CRLF line ends', () => {
      const errors = errorsOf('<a>\r\n\r\n<b x=1></b></a>');
      expect(errors).to.have.length(1);
      expect(errors[0].startLine).to.equal(3);
      expect(errors[0].startOffset).to.equal('<a>\r\n\r\n<b x='.length);
    });

    it('interleaves input-stream errors with parse errors by offset', () => {
      const errors = errorsOf('<a>\u0001<b x=1></b>\uFFFF</a>');
      expect(errors.map((e) => [e.code, e.startOffset])).to.deep.equal([
        ['control-character-in-input-stream', 3],
        ['unquoted-attribute-value', 9],
        ['noncharacter-in-input-stream', 15],
      ]);
    });

    it('never throws on malformed input', () => {
      const pieces = ['<', '>', '/', '!', '?', '-', '[', ']', '"', "'", '&', ';', '#', 'x', ':', '=', ' ', 'a', 'CDATA[', 'DOCTYPE', '--', '\n'];
      let seed = 7;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      for (let i = 0; i < 3000; i++) {
        let input = '';
        const n = Math.floor(random() * 40);
        for (let j = 0; j < n; j++) input += pieces[Math.floor(random() * pieces.length)];
        expect(() => parseXml(input, { onParseError: () => {}, sourceCodeLocationInfo: true }), input).not.to.throw();
      }
    });
  });

  describe('entity expansion limits', () => {
    const lol =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' +
      Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('') +
      ']><lolz>&lol9;</lolz>';

    it('stops expanding the billion laughs document with one error, keeping the reference as text', () => {
      const errors = [];
      const doc = parseXml(lol, { onParseError: (e) => errors.push(e.code) });
      expect(errors).to.deep.equal(['entity-expansion-limit-exceeded']);
      expect(doc.children[2].children[0].value).to.equal('&lol9;');
    });

    it('stops expanding after 100 000 references to declared entities', () => {
      const xml = '<!DOCTYPE r [<!ENTITY e "x">]><r>' + '&e;'.repeat(100_005) + '</r>';
      const errors = [];
      const doc = parseXml(xml, { onParseError: (e) => errors.push(e.code) });
      expect(errors).to.deep.equal(['entity-expansion-limit-exceeded']);
      const text = doc.children[1].children[0].value;
      expect(text.startsWith('x'.repeat(100_000) + '&e;')).to.equal(true);
      expect(text.length).to.equal(100_000 + 5 * 3);
    });

    it('stops expanding after 1 MiB of expanded text', () => {
      const big = 'y'.repeat(300_000);
      const xml = `<!DOCTYPE r [<!ENTITY e "${big}">]><r>&e;&e;&e;&e;</r>`;
      const errors = [];
      const doc = parseXml(xml, { onParseError: (e) => errors.push(e.code) });
      expect(errors).to.deep.equal(['entity-expansion-limit-exceeded']);
      expect(doc.children[1].children[0].value).to.equal(big.repeat(3) + '&e;');
    });
  });

  describe('depth', () => {
    it('parses and serializes a 100 000-deep document without recursion', () => {
      const depth = 100_000;
      const xml = '<d>'.repeat(depth) + 'x' + '</d>'.repeat(depth);
      const doc = parseXml(xml);
      let node = doc.children[0];
      let levels = 1;
      while (node.children[0].type === 'element') {
        node = node.children[0];
        levels++;
      }
      expect(levels).to.equal(depth);
      expect(serializeXml(doc)).to.equal(xml);
    });

    it('closes 100 000 open elements at EOF with one error', () => {
      const errors = errorsOf('<d>'.repeat(100_000));
      expect(errors.map((e) => e.code)).to.deep.equal(['eof-in-element']);
    });

    it('reports each of 100 000 stray end tags under 50 000 open elements', () => {
      const xml = '<d>'.repeat(50_000) + '</x>'.repeat(100_000);
      expect(errorsOf(xml).length).to.equal(100_001);
    });
  });

  describe('source locations', () => {
    it('gives elements start tag, end tag and attribute locations', () => {
      const doc = parseXml('<r>\n  <a b="1" c=\'2\'>text</a>\n</r>', { sourceCodeLocationInfo: true, treeAdapter: tinyAdapter });
      const a = doc.children[0].children[1];
      expect(a.location.startTag).to.include({ startLine: 2, startCol: 3, startOffset: 6, endOffset: 21 });
      expect(a.location.startTag.attrs.b).to.include({ startOffset: 9, endOffset: 14 });
      expect(a.location.startTag.attrs.c).to.include({ startOffset: 15, endOffset: 20 });
      expect(a.location.endTag).to.include({ startLine: 2, startCol: 22, startOffset: 25, endOffset: 29 });
      expect(a.location).to.include({ startOffset: 6, endOffset: 29 });
      expect(a.children[0].location).to.include({ startOffset: 21, endOffset: 25 });
    });

    it('gives comments, processing instructions, CDATA and the DOCTYPE locations', () => {
      const xml = '<!DOCTYPE r><?p d?><r><!--c--><![CDATA[x]]></r>';
      const doc = parseXml(xml, { sourceCodeLocationInfo: true, treeAdapter: tinyAdapter });
      const [doctype, pi, r] = doc.children;
      expect(doctype.location).to.include({ startOffset: 0, endOffset: 12 });
      expect(pi.location).to.include({ startOffset: 12, endOffset: 19 });
      expect(r.children[0].location).to.include({ startOffset: 22, endOffset: 30 });
      expect(r.children[1].location).to.include({ startOffset: 30, endOffset: 43 });
    });

    it('ends an element closed by EOF at the end of input', () => {
      const doc = parseXml('<r><a>x', { sourceCodeLocationInfo: true, treeAdapter: tinyAdapter });
      expect(doc.children[0].location).to.include({ endOffset: 7 });
      expect(doc.children[0].location.endTag).to.equal(undefined);
    });
  });

  describe('htmlEntities', () => {
    it('resolves the HTML named references only when asked', () => {
      const text = (options) => parseXml('<p>a&nbsp;b&hellip;</p>', options).children[0].children[0].value;
      expect(text({ htmlEntities: true })).to.equal('a\u00a0b\u2026');
      expect(text({ onParseError: () => {} })).to.equal('a&nbsp;b&hellip;');
    });
  });
});
