// createCheerioLoad: cheerio with larch behind every parse, HTML and XML, the document and the
// fragments cheerio builds. cheerio's own XML tests are in cheerio-xml-cases.js.
import { expect } from 'chai';
import * as cheerio from 'cheerio';
import { createCheerioLoad, parseXmlDocument } from 'larch-html/adapters/domhandler';
import { CHEERIO_XML_CASES } from './cheerio-xml-cases.js';

const load = createCheerioLoad(cheerio.load);

function passes(testCase, withLoad) {
  try {
    testCase(withLoad);
    return true;
  } catch {
    return false;
  }
}

describe('createCheerioLoad', () => {
  it("passes every ported cheerio XML test, as cheerio's own parsers do", () => {
    for (const [name, testCase] of CHEERIO_XML_CASES) expect(passes(testCase, cheerio.load), `cheerio itself: ${name}`).to.equal(true);
    const failed = CHEERIO_XML_CASES.filter(([, testCase]) => !passes(testCase, load)).map(([name]) => name);
    console.log(`cheerio XML tests through larch: ${CHEERIO_XML_CASES.length - failed.length} of ${CHEERIO_XML_CASES.length} passed`);
    expect(failed).to.deep.equal([]);
    for (const [, testCase] of CHEERIO_XML_CASES) testCase(load);
  });

  describe('XML', () => {
    it('keeps several top-level elements and top-level text', () => {
      const $ = load('<h1>a</h1> between <a>b</a> after', { xml: true });
      expect($.root().children().map((_, el) => el.name).get()).to.deep.equal(['h1', 'a']);
      expect($.xml()).to.equal('<h1>a</h1> between <a>b</a> after');
    });

    it('parses the fragments cheerio builds with the XML parser, keeping case and several nodes', () => {
      const $ = load('<feed><entry/></feed>', { xml: true });
      $('entry').append('<Title>t</Title> text <Link href="x"/>');
      expect($('entry').html()).to.equal('<Title>t</Title> text <Link href="x"/>');
      const made = $('<a/><B>2</B>');
      expect(made.length).to.equal(2);
      expect(made.eq(1).prop('tagName')).to.equal('B');
      $('feed').add('<Extra/>');
      expect($('feed').add('<Extra/>').length).to.equal(2);
      $('entry').html('<x:y xmlns:x="urn:x">1</x:y>');
      expect($('entry').children()[0].namespace).to.equal('urn:x');
    });

    it('keeps references as written with decodeEntities: false, and decodes them by default', () => {
      expect(load('<a>&amp;&lt;</a>', { xml: { decodeEntities: false } }).xml()).to.equal('<a>&amp;&lt;</a>');
      expect(load('<a>&amp;&lt;</a>', { xml: true })('a').text()).to.equal('&<');
      expect(load('<a>&amp;&lt;</a>', { xml: true }).xml()).to.equal('<a>&amp;&lt;</a>');
    });

    it('lowercases tag and attribute names only when asked', () => {
      expect(load('<A B="1"><C/></A>', { xml: { lowerCaseTags: true } }).xml()).to.equal('<a B="1"><c/></a>');
      expect(load('<A B="1"/>', { xml: { lowerCaseAttributeNames: true } }).xml()).to.equal('<A b="1"/>');
      expect(load('<A B="1"/>', { xml: true }).xml()).to.equal('<A B="1"/>');
    });

    it('recovers from malformed XML the XML5 way instead of failing', () => {
      const $ = load('<r><a>1<b>2</a><c>3</r>', { xml: true });
      expect($.xml()).to.equal('<r><a>1<b>2</b></a><c>3</c></r>');
    });

    it('sets htmlparser2-style indices when asked', () => {
      const $ = load('<a x="1">x</a>', { xml: { withStartIndices: true, withEndIndices: true } });
      const a = $('a')[0];
      expect([a.startIndex, a.endIndex, a.children[0].startIndex, a.children[0].endIndex]).to.deep.equal([0, 13, 9, 9]);
    });
  });

  describe('HTML', () => {
    it("gives the spec's document, and the spec's fragments for cheerio's later parses", () => {
      const $ = load('<table><tr><td>1</td></tr></table><p>x');
      expect($('tbody').length).to.equal(1);
      $('table').html('<tr><td>2</td></tr>');
      expect($('table').html()).to.equal('<tbody><tr><td>2</td></tr></tbody>');
      // Fragments without a context element parse as a template's contents, as parse5 does for cheerio.
      $('p').append('<td>cell</td><b>b</b>');
      const theirs = cheerio.load('<p>x');
      theirs('p').append('<td>cell</td><b>b</b>');
      expect($('p').html()).to.equal(theirs('p').html());
      expect($('<tr><td>x</td></tr>').length).to.equal(1);
      expect($('<tr><td>x</td></tr>')[0].name).to.equal('tr');
    });

    it('keeps cheerio\'s API: instanceof, plugins on fn, static methods, parseHTML', () => {
      const $ = load('<ul><li>a</li></ul>');
      expect($('li')).to.be.an.instanceOf($);
      $.fn.twice = function () {
        return this.length * 2;
      };
      expect($('li').twice()).to.equal(2);
      expect($.root()[0].type).to.equal('root');
      expect($.html($('li'))).to.equal('<li>a</li>');
      expect($.text($('li'))).to.equal('a');
      const names = (nodes) => nodes.map((n) => n.name ?? n.data);
      expect(names($.parseHTML('<td>x</td><b>y</b>'))).to.deep.equal(names(cheerio.load('').parseHTML('<td>x</td><b>y</b>')));
      expect(load('<div>').load('<p>')('p').length).to.equal(1);
    });

    it('loads nodes and Buffers as cheerio does', () => {
      const dom = parseXmlDocument('<r><x/></r>');
      expect(load(dom, { xml: true })('x').length).to.equal(1);
      expect(load(Buffer.from('<p>é</p>'))('p').text()).to.equal('é');
    });
  });

  it('throws a TypeError without a load function', () => {
    expect(() => createCheerioLoad(cheerio)).to.throw(TypeError, /load/);
  });

  it('throws a TypeError naming what load takes for content that is none of it', () => {
    const load = createCheerioLoad(cheerio.load);
    expect(() => load(42)).to.throw(TypeError, 'load: content must be a string, a Buffer, a node or an array of nodes, got number');
    expect(() => load(null)).to.throw(TypeError, /got null/);
  });
});
