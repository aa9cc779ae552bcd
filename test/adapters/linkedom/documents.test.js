import { expect } from 'chai';
import { parse } from 'larch-html';
import { createLinkedomAdapter, parseHTMLDocument } from 'larch-html/adapters/linkedom';

const SVG = 'http://www.w3.org/2000/svg';
const MATHML = 'http://www.w3.org/1998/Math/MathML';
const HTML = 'http://www.w3.org/1999/xhtml';
const XLINK = 'http://www.w3.org/1999/xlink';

const parseDocument = (html) => parseHTMLDocument(html);

describe('linkedom adapter: documents', () => {
  it('implies html, head and body around bare text', () => {
    const document = parseDocument('Hello <b>world</b>');
    expect(document.documentElement.localName).to.equal('html');
    expect(document.head.childNodes).to.have.length(0);
    expect(document.body.innerHTML).to.equal('Hello <b>world</b>');
    expect(document.toString()).to.equal('<html><head></head><body>Hello <b>world</b></body></html>');
  });

  it('puts head content in head and closes p before a block', () => {
    const document = parseDocument('<title>T</title><p>one<div>two</div>');
    expect(document.head.outerHTML).to.equal('<head><title>T</title></head>');
    expect(document.body.innerHTML).to.equal('<p>one</p><div>two</div>');
    expect(document.querySelector('div').textContent).to.equal('two');
  });

  it('foster-parents text and elements out of a table, and implies tbody', () => {
    const document = parseDocument('<table>a<b>b</b><tr><td>c</td></tr></table>');
    expect(document.body.innerHTML).to.equal('a<b>b</b><table><tbody><tr><td>c</td></tr></tbody></table>');
    expect(document.querySelector('td').parentNode.parentNode.localName).to.equal('tbody');
  });

  it('merges foster-parented text into the text node before the table', () => {
    const document = parseDocument('x<table>y</table>');
    const [text, table] = document.body.childNodes;
    expect(text.data).to.equal('xy');
    expect(table.localName).to.equal('table');
  });

  it('runs the adoption agency over misnested formatting elements', () => {
    const document = parseDocument('<p>1<b>2<i>3</b>4</i>5</p>');
    expect(document.body.innerHTML).to.equal('<p>1<b>2<i>3</i></b><i>4</i>5</p>');
  });

  it('creates SVG and MathML elements in their namespaces, with adjusted names', () => {
    const document = parseDocument(
      '<svg viewbox="0 0 1 1"><foreignobject><p>html</p></foreignobject><clippath/></svg><math><mi>x</mi></math>',
    );
    const svg = document.querySelector('svg');
    expect(svg.namespaceURI).to.equal(SVG);
    expect(svg.getAttribute('viewBox')).to.equal('0 0 1 1');
    const [foreignObject, clipPath] = svg.childNodes;
    expect(foreignObject.localName).to.equal('foreignObject');
    expect(foreignObject.namespaceURI).to.equal(SVG);
    expect(foreignObject.firstChild.namespaceURI).to.equal(HTML);
    expect(clipPath.localName).to.equal('clipPath');
    expect(document.querySelector('mi').namespaceURI).to.equal(MATHML);
    expect(document.querySelector('math').namespaceURI).to.equal(MATHML);
  });

  it('keeps the namespace and prefix of adjusted foreign attributes for the adapter', () => {
    const adapter = createLinkedomAdapter();
    const document = parse('<svg xlink:href="#a" xml:lang="en" xlink:other="b"></svg>', { treeAdapter: adapter });
    const svg = document.querySelector('svg');
    expect(adapter.getAttrList(svg)).to.deep.equal([
      { name: 'href', value: '#a', namespace: XLINK, prefix: 'xlink' },
      { name: 'lang', value: 'en', namespace: 'http://www.w3.org/XML/1998/namespace', prefix: 'xml' },
      { name: 'xlink:other', value: 'b' },
    ]);
    expect(svg.getAttribute('xlink:href')).to.equal('#a');
  });

  it('keeps template contents: content for the DOM, child nodes for serialization', () => {
    const document = parseDocument('<template><tr><td>cell</td></tr><template>inner</template></template>');
    const template = document.querySelector('template');
    expect(template.parentNode.localName).to.equal('head');
    expect(template.outerHTML).to.equal('<template><tr><td>cell</td></tr><template>inner</template></template>');
    const content = template.content;
    expect(content.nodeType).to.equal(11);
    expect(content.firstChild.localName).to.equal('tr');
    expect(content.querySelector('td').textContent).to.equal('cell');
    // Template contents are inert: selectors on the document do not see them.
    expect(document.querySelector('td')).to.equal(null);
  });

  it('reads a template’s children from its content only, through the adapter', () => {
    const adapter = createLinkedomAdapter();
    const document = parse('<template><b>x</b></template>', { treeAdapter: adapter });
    const template = document.querySelector('template');
    expect(adapter.getChildNodes(template)).to.deep.equal([]);
    expect(adapter.getChildNodes(adapter.getTemplateContent(template)).map((n) => n.localName)).to.deep.equal(['b']);
    adapter.flattenTemplateContents();
    expect(adapter.getChildNodes(template)).to.deep.equal([]);
    expect(adapter.getChildNodes(adapter.getTemplateContent(template)).map((n) => n.localName)).to.deep.equal(['b']);
  });

  it('appends the doctype and keeps no-quirks mode for <!DOCTYPE html>', () => {
    const document = parseDocument('<!DOCTYPE html><p>x');
    expect(document.doctype.name).to.equal('html');
    expect(document.documentMode).to.equal('no-quirks');
    expect(document.compatMode).to.equal('CSS1Compat');
    expect(document.toString()).to.equal('<!DOCTYPE html><html><head></head><body><p>x</p></body></html>');
  });

  it('records quirks mode without a doctype, and limited-quirks for transitional doctypes', () => {
    expect(parseDocument('<p>x').documentMode).to.equal('quirks');
    expect(parseDocument('<p>x').compatMode).to.equal('BackCompat');
    const limited = parseDocument(
      '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><p>x',
    );
    expect(limited.documentMode).to.equal('limited-quirks');
    expect(limited.compatMode).to.equal('CSS1Compat');
    expect(limited.doctype.publicId).to.equal('-//W3C//DTD XHTML 1.0 Transitional//EN');
  });

  it('keeps attributes in source order, first duplicate winning, with class values as written', () => {
    const document = parseDocument('<div id="a" class="x  y x" data-z="1" title="t" id="b"></div>');
    const div = document.querySelector('div');
    expect(Array.from(div.attributes, (a) => a.name)).to.deep.equal(['id', 'class', 'data-z', 'title']);
    expect(div.getAttribute('id')).to.equal('a');
    expect(div.attributes[1].value).to.equal('x  y x');
    expect(div.outerHTML).to.equal('<div id="a" class="x  y x" data-z="1" title="t"></div>');
  });

  it('appends attributes of a second body tag after the existing ones', () => {
    const document = parseDocument('<body a="1" class="c"><body b="2" a="3" class="d">');
    expect(Array.from(document.body.attributes, (a) => `${a.name}=${a.value}`)).to.deep.equal(['a=1', 'class=c', 'b=2']);
    expect(document.body.classList.contains('c')).to.equal(true);
  });

  it('keeps comments where they appear, including before the doctype and after html', () => {
    const document = parseDocument('<!--a--><!DOCTYPE html><html><body></body></html><!--z-->');
    const nodes = document.childNodes;
    expect(nodes.map((n) => n.nodeType)).to.deep.equal([8, 10, 1, 8]);
    expect(nodes[0].data).to.equal('a');
    expect(nodes[3].data).to.equal('z');
  });

  it('throws a TypeError for non-string input or options', () => {
    expect(() => parseHTMLDocument(42)).to.throw(TypeError, /string/);
    expect(() => parseHTMLDocument('<p>', 'quirks')).to.throw(TypeError, /options/);
  });

  it('passes parse options through (source locations, parse errors)', () => {
    const errors = [];
    const document = parseHTMLDocument('<p>a</p>', { sourceCodeLocationInfo: true, onParseError: (e) => errors.push(e.code) });
    const p = document.querySelector('p');
    expect(p.sourceCodeLocation.startOffset).to.equal(0);
    expect(p.sourceCodeLocation.endOffset).to.equal(8);
    expect(errors).to.include('missing-doctype');
  });

  it('parses a deeply nested document without recursion', () => {
    const depth = 30000;
    const document = parseHTMLDocument('<div>'.repeat(depth));
    let node = document.body;
    let count = 0;
    while ((node = node.firstChild) !== null) count++;
    expect(count).to.equal(depth);
  });
});
