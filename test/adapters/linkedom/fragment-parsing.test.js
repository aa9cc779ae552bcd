// useLarchFragmentParsing: innerHTML / outerHTML / insertAdjacentHTML parse with larch's
// fragment parsing algorithm in the documents it is given, and only there.
import { expect } from 'chai';
import { DOMParser, parseHTML } from 'linkedom';
import { parseHTMLDocument, useLarchFragmentParsing } from 'larch-html/adapters/linkedom';

const SVG = 'http://www.w3.org/2000/svg';
const MATHML = 'http://www.w3.org/1998/Math/MathML';

function page(body = '') {
  return parseHTML(`<!doctype html><html><head></head><body>${body}</body></html>`);
}

describe('linkedom: useLarchFragmentParsing', () => {
  it('parses innerHTML with the element as context: a div drops table-only tags', () => {
    const { document } = page('<div></div>');
    useLarchFragmentParsing(document);
    const div = document.querySelector('div');
    div.innerHTML = '<tr><td>x</td></tr><p>y';
    expect(div.innerHTML).to.equal('x<p>y</p>');
    expect(div.childNodes.map((n) => n.nodeName)).to.deep.equal(['#text', 'P']);
  });

  it('leaves documents it was not given, and ones turned back off, to linkedom', () => {
    const { document } = page('<div></div>');
    const other = page('<div></div>').document;
    const off = useLarchFragmentParsing(document);
    other.querySelector('div').innerHTML = '<tr><td>x</td></tr>';
    expect(other.querySelector('div').innerHTML).to.equal('<tr><td>x</td></tr>');
    off();
    document.querySelector('div').innerHTML = '<tr><td>x</td></tr>';
    expect(document.querySelector('div').innerHTML).to.equal('<tr><td>x</td></tr>');
  });

  it('uses table, row, cell, select and template contexts as the spec does', () => {
    const { document } = page('<table></table><table><tbody><tr></tr></tbody></table><select></select><template></template>');
    useLarchFragmentParsing(document);
    const [table, table2] = document.querySelectorAll('table');
    table.innerHTML = '<tr><td>x</td></tr>';
    expect(table.innerHTML).to.equal('<tbody><tr><td>x</td></tr></tbody>');
    const tr = table2.querySelector('tr');
    tr.innerHTML = '<td>a<td>b';
    expect(tr.innerHTML).to.equal('<td>a</td><td>b</td>');
    tr.firstChild.innerHTML = '<td>nested?</td>';
    expect(tr.firstChild.innerHTML).to.equal('nested?');
    const select = document.querySelector('select');
    select.innerHTML = '<option>a<option>b';
    expect(select.innerHTML).to.equal('<option>a</option><option>b</option>');
    const template = document.querySelector('template');
    template.innerHTML = '<tr><td>x</td></tr>';
    expect(template.innerHTML).to.equal('<tr><td>x</td></tr>');
    expect(template.content.firstChild.localName).to.equal('tr');
  });

  it('parses textarea, title, script and style content as text, references decoded only in RCDATA', () => {
    const { document } = page('<textarea></textarea><style></style>');
    useLarchFragmentParsing(document);
    const textarea = document.querySelector('textarea');
    textarea.innerHTML = 'a &amp; <b>b</b>';
    expect(textarea.textContent).to.equal('a & <b>b</b>');
    const style = document.querySelector('style');
    style.innerHTML = 'p { color: red } &amp;';
    expect(style.textContent).to.equal('p { color: red } &amp;');
    expect(style.sheet.cssRules.length).to.equal(1);
  });

  it('parses in SVG and MathML contexts, setting namespaces and ownerSVGElement', () => {
    const { document } = page('<svg></svg>');
    useLarchFragmentParsing(document);
    const svg = document.querySelector('svg');
    svg.innerHTML = '<g><circle/></g><foreignObject><p>x</p></foreignObject>';
    expect(svg.firstChild.namespaceURI).to.equal(SVG);
    expect(svg.querySelector('circle').ownerSVGElement).to.equal(svg);
    expect(svg.querySelector('p').namespaceURI).to.equal('http://www.w3.org/1999/xhtml');
    // linkedom's own parser has no MathML namespace: make the context with larch.
    document.body.insertAdjacentHTML('beforeend', '<math></math>');
    const math = document.body.lastChild;
    expect(math.namespaceURI).to.equal(MATHML);
    math.innerHTML = '<mi>x</mi>';
    expect(math.firstChild.namespaceURI).to.equal(MATHML);
  });

  it('replaces an element through outerHTML with its parent as context', () => {
    const { document } = page('<p id=a>1</p><p id=b>2</p>');
    useLarchFragmentParsing(document);
    document.getElementById('a').outerHTML = '<td>x</td><b>y</b>';
    expect(document.body.innerHTML).to.equal('x<b>y</b><p id="b">2</p>');
    const detached = document.createElement('div');
    detached.outerHTML = '<p>ignored</p>';
    expect(detached.parentNode).to.equal(null);
  });

  it('throws NoModificationAllowedError for outerHTML on the document element', () => {
    const { document } = page();
    useLarchFragmentParsing(document);
    expect(() => {
      document.documentElement.outerHTML = '<p>';
    }).to.throw().with.property('name', 'NoModificationAllowedError');
  });

  it('inserts adjacent HTML at the four positions, parsed in the right context', () => {
    const { document } = page('<ul><li id=x>x</li></ul>');
    useLarchFragmentParsing(document);
    const li = document.getElementById('x');
    li.insertAdjacentHTML('beforebegin', '<li>a');
    li.insertAdjacentHTML('afterend', '<li>d');
    li.insertAdjacentHTML('afterbegin', '<b>b</b>');
    li.insertAdjacentHTML('beforeend', '<i>c</i>');
    expect(document.querySelector('ul').innerHTML).to.equal('<li>a</li><li id="x"><b>b</b>x<i>c</i></li><li>d</li>');
    expect(() => li.insertAdjacentHTML('nowhere', 'x')).to.throw().with.property('name', 'SyntaxError');
    expect(() => document.createElement('p').insertAdjacentHTML('afterend', 'x')).to.throw().with.property('name', 'NoModificationAllowedError');
  });

  it('parses into the html element\'s children with a body context', () => {
    const { document } = page();
    useLarchFragmentParsing(document);
    document.documentElement.insertAdjacentHTML('beforeend', '<p>z');
    expect(document.documentElement.lastChild.outerHTML).to.equal('<p>z</p>');
  });

  it('works on documents from parseHTMLDocument and through a window, with the scripting flag', () => {
    const document = parseHTMLDocument('<div></div>');
    useLarchFragmentParsing(document, { scriptingEnabled: false });
    const div = document.querySelector('div');
    div.innerHTML = '<noscript><b>x</b></noscript>';
    expect(div.querySelector('b')).to.not.equal(null);
    const { window } = page('<div></div>');
    useLarchFragmentParsing(window);
    const div2 = window.document.querySelector('div');
    div2.innerHTML = '<noscript><b>x</b></noscript>';
    expect(div2.querySelector('b')).to.equal(null);
  });

  it('throws a TypeError for what is not an HTML document, or bad options', () => {
    expect(() => useLarchFragmentParsing({})).to.throw(TypeError, /linkedom Document/);
    const xml = new DOMParser().parseFromString('<r/>', 'text/xml');
    expect(() => useLarchFragmentParsing(xml)).to.throw(TypeError, /HTML documents/);
    expect(() => useLarchFragmentParsing(page().document, 'x')).to.throw(TypeError, /options must be an object/);
  });
});
