// cheerio's own XML tests, ported. Each case takes a cheerio-style `load` and returns nothing
// when it passes (it throws an AssertionError otherwise), so the same cases run against
// cheerio's own parsers and against larch (createCheerioLoad).
//
// Sources (github.com/cheeriojs/cheerio, read through the search tool; the npm package ships no
// tests): src/__tests__/xml.spec.ts (7 cases), src/cheerio.spec.ts `.load` (4 cases),
// src/load.spec.ts (2 cases; its `normalizeWhitespace` case is left out: htmlparser2 dropped that
// option in version 7), src/api/attributes.spec.ts (2 cases), src/api/manipulation.spec.ts
// (2 cases). Expected values are cheerio's.
import { expect } from 'chai';

const xml = (load, str, options) => load(str, { xml: true, ...options }).xml();
const dom = (load, str, options) => {
  const $ = load('', options);
  return $(str).html();
};
const camel = '<g><someElem someAttribute="something">hello</someElem></g>';

export const CHEERIO_XML_CASES = [
  ['xml.spec: renders <media:thumbnail /> tags', (load) => {
    const str = '<media:thumbnail url="http://www.foo.com/keyframe.jpg" width="75" height="50" time="12:05:01.123" />';
    expect(xml(load, str)).to.equal('<media:thumbnail url="http://www.foo.com/keyframe.jpg" width="75" height="50" time="12:05:01.123"/>');
  }],
  ['xml.spec: renders <link /> tags (RSS)', (load) => {
    expect(xml(load, '<link>http://www.github.com/</link>')).to.equal('<link>http://www.github.com/</link>');
  }],
  ['xml.spec: escapes entities', (load) => {
    const str = '<tag attr="foo &amp; bar"/>';
    expect(xml(load, str)).to.equal(str);
  }],
  ['xml.spec: renders HTML as XML', (load) => {
    expect(load('<foo></foo>', null, false).xml()).to.equal('<foo/>');
  }],
  ['xml.spec: does not keep camelCase for new nodes (xml: false)', (load) => {
    expect(dom(load, camel, { xml: false })).to.equal('<someelem someattribute="something">hello</someelem>');
  }],
  ['xml.spec: keeps camelCase for new nodes (xml: true)', (load) => {
    expect(dom(load, camel, { xml: true })).to.equal('<someElem someAttribute="something">hello</someElem>');
  }],
  ['xml.spec: keeps the parsing options of distinct contexts apart', (load) => {
    const $ = load('', { xml: false });
    expect($(camel).html()).to.equal('<someelem someattribute="something">hello</someelem>');
  }],
  ['cheerio.spec: renders xml in html() when options.xml = true', (load) => {
    const str = '<MixedCaseTag UPPERCASEATTRIBUTE=""></MixedCaseTag>';
    const $ = load(str, { xml: true });
    expect($('MixedCaseTag').get(0)).to.have.property('tagName', 'MixedCaseTag');
    expect($.html()).to.equal('<MixedCaseTag UPPERCASEATTRIBUTE=""/>');
  }],
  ['cheerio.spec: renders xml in html() when xml: true is passed to html()', (load) => {
    const $ = load('<MixedCaseTag UPPERCASEATTRIBUTE=""></MixedCaseTag>');
    expect($('MixedCaseTag').get(0)).to.have.property('tagName', 'mixedcasetag');
    expect($.html()).to.equal('<html><head></head><body><mixedcasetag uppercaseattribute=""></mixedcasetag></body></html>');
    expect($.html({ xml: true })).to.equal('<html><head/><body><mixedcasetag uppercaseattribute=""/></body></html>');
  }],
  ['cheerio.spec: respects options on the element level', (load) => {
    const str =
      '<!doctype html><html><head><title>Some test</title></head><body><footer><p>Copyright &copy; 2003-2014</p></footer></body></html>';
    expect(load(str, { xml: { decodeEntities: false } })('footer').html()).to.equal('<p>Copyright &copy; 2003-2014</p>');
    expect(load(str)('footer').html()).to.equal('<p>Copyright © 2003-2014</p>');
  }],
  ['cheerio.spec: should use htmlparser2 if xml option is used (an HTML fragment, no xml)', (load) => {
    expect(load('<div></div>', null, false).html()).to.equal('<div></div>');
  }],
  ['load.spec: handles the lowerCaseTags option', (load) => {
    const $ = load('<BODY><ul id="fruits"></ul></BODY>', { xml: { lowerCaseTags: true } });
    expect($.html()).to.equal('<body><ul id="fruits"/></body>');
  }],
  ['load.spec: handles the xml option (script content is markup)', (load) => {
    const $ = load('<body><script><foo></script></body>', { xml: true });
    expect($('script')[0].children[0].type).to.equal('tag');
  }],
  ['attributes.spec: .attr does not treat boolean attributes differently in XML mode', (load) => {
    // The spec calls the static `$.load` of a loaded document.
    const $xml = load('<ul></ul>').load('<input checked=checked disabled=yes />', { xml: true })('input');
    expect($xml.attr('checked')).to.equal('checked');
    expect($xml.attr('disabled')).to.equal('yes');
  }],
  ['attributes.spec: .prop does not treat boolean attributes differently in XML mode', (load) => {
    const $xml = load('<ul></ul>').load('<input checked=checked disabled=yes />', { xml: true })('input');
    expect($xml.prop('checked')).to.equal('checked');
    expect($xml.prop('disabled')).to.equal('yes');
  }],
  ['manipulation.spec: .toString passes options (top-level text, decodeEntities: false)', (load) => {
    expect(load('&', { xml: { decodeEntities: false } }).root().toString()).to.equal('&');
  }],
  ['manipulation.spec: .clone keeps parsing options', (load) => {
    const $ = load('<div>π</div>', { xml: { decodeEntities: false } });
    const $div = $('div');
    expect($div.text()).to.equal($div.clone().text());
  }],
];
