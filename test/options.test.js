// Options as parse5 reads them: present options count even when undefined, flags are truthy or
// falsy, null means "none"; TypeErrors only for what cannot work, naming the problem.
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment, serialize, serializeOuter } from 'larch-html';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';

const adapter = parse5.defaultTreeAdapter;
const NOSCRIPT = '<head><noscript><link rel=x></noscript></head><body><noscript><p>x</p></noscript>';
const VALUES = [undefined, null, false, true, 0, 1, '', 'yes', {}];

describe('options: parse5 meanings', function () {
  it('reads scriptingEnabled as parse5 does, for every value parse5 accepts', function () {
    for (const value of VALUES) {
      const options = { treeAdapter: adapter, scriptingEnabled: value };
      const want = parse5.serialize(parse5.parse(NOSCRIPT, options), { treeAdapter: adapter, scriptingEnabled: value });
      const got = serialize(parse(NOSCRIPT, options), { treeAdapter: adapter, scriptingEnabled: value });
      expect(got, String(value)).to.equal(want);
      const fragmentWant = parse5.serialize(parse5.parseFragment('<noscript><p>x</noscript>', options), { treeAdapter: adapter });
      expect(serialize(parseFragment('<noscript><p>x</noscript>', options), { treeAdapter: adapter }), String(value)).to.equal(fragmentWant);
    }
  });

  it('reads sourceCodeLocationInfo as truthy or falsy (cheerio passes null through)', function () {
    for (const value of VALUES) {
      const doc = parse('<p>x', { treeAdapter: adapter, sourceCodeLocationInfo: value });
      const p = doc.childNodes[0].childNodes[1].childNodes[0];
      expect(Boolean(p.sourceCodeLocation), String(value)).to.equal(Boolean(value));
    }
  });

  it('takes an absent option as its default and a present undefined one as parse5 does', function () {
    const on = serialize(parse(NOSCRIPT));
    expect(serialize(parse(NOSCRIPT, {}))).to.equal(on);
    expect(serialize(parse(NOSCRIPT, null))).to.equal(on);
    // { ...defaults, ...{ scriptingEnabled: undefined } } turns scripting off in parse5.
    expect(serialize(parse(NOSCRIPT, { scriptingEnabled: undefined }), { scriptingEnabled: false })).to.equal(
      parse5.serialize(parse5.parse(NOSCRIPT, { scriptingEnabled: undefined }), { scriptingEnabled: false }),
    );
  });

  it('builds the default tree when treeAdapter is null or undefined, and ignores options it does not know', function () {
    for (const treeAdapter of [null, undefined]) {
      expect(parse('<p>', { treeAdapter }).type).to.equal('document');
      expect(serialize(parseFragment('<p>', { treeAdapter }), { treeAdapter })).to.equal('<p></p>');
    }
    // cheerio hands its own options object over as it is.
    expect(parse('<p>', { xml: false, decodeEntities: true, _useHtmlParser2: false }).type).to.equal('document');
  });

  it('treats a falsy onParseError as none', function () {
    for (const onParseError of [null, undefined, false, 0, '']) expect(() => parse('<p>\0', { onParseError })).not.to.throw();
  });

  it('names the adapter method that is missing', function () {
    expect(() => parse('', { treeAdapter: {} })).to.throw(TypeError, /^parse: options\.treeAdapter has no createElement\(\) method/);
    const { createDocument, ...noDocument } = jsonAdapter;
    expect(() => parse('', { treeAdapter: noDocument })).to.throw(TypeError, 'parse: options.treeAdapter has no createDocument() method');
    // A fragment needs createDocumentFragment, not createDocument.
    expect(serialize(parseFragment('<b>', { treeAdapter: noDocument }))).to.equal('<b></b>');
    const { createDocumentFragment, ...noFragment } = jsonAdapter;
    expect(() => parseFragment('', { treeAdapter: noFragment })).to.throw(TypeError, /has no createDocumentFragment\(\) method/);
    const { updateNodeSourceCodeLocation, ...noLocations } = jsonAdapter;
    expect(parse('<p>', { treeAdapter: noLocations }).type).to.equal('document');
    expect(() => parse('<p>', { treeAdapter: noLocations, sourceCodeLocationInfo: true })).to.throw(
      TypeError,
      /has no updateNodeSourceCodeLocation\(\) method/,
    );
    expect(() => parse('', { treeAdapter: { ...jsonAdapter, onItemPush: 'x' } })).to.throw(TypeError, /onItemPush/);
    expect(() => serializeOuter(parse('<p>'), { treeAdapter: { getChildNodes() {} } })).to.throw(
      TypeError,
      /^serializeOuter: options\.treeAdapter has no getTagName\(\) method/,
    );
  });
});

describe('parseFragment: context by tag name', function () {
  it('throws a TypeError for a context object that is no element of the adapter', function () {
    expect(() => parseFragment({}, '<p>')).to.throw(TypeError, /parseFragment: the context is not an element this tree adapter reads/);
    expect(() => parseFragment(parse('<p>'), '<p>')).to.throw(TypeError, /context is not an element/);
    const table = parse('<table>').children[0].children[1].children[0];
    expect(serialize(parseFragment(table, '<tr><td>x'))).to.equal('<tbody><tr><td>x</td></tr></tbody>');
  });

  it('parses in an HTML context named by its tag', function () {
    const rows = parseFragment('tr', '<td>a<td>b');
    expect(rows.children.map((n) => n.tagName)).to.deep.equal(['td', 'td']);
    expect(serialize(parseFragment('TR', '<td>a'))).to.equal('<td>a</td>');
    expect(serialize(parseFragment('textarea', '<b>x'))).to.equal('&lt;b&gt;x');
    expect(serialize(parseFragment('select', '<option>a<p>b'))).to.equal(serialize(parseFragment(jsonAdapter.createElement('select', 'http://www.w3.org/1999/xhtml', []), '<option>a<p>b')));
  });

  it('parses in SVG and MathML contexts written as html5lib does', function () {
    const svg = parseFragment('svg svg', '<path/><foreignObject/>');
    expect(svg.children.map((n) => [n.tagName, n.namespace])).to.deep.equal([
      ['path', 'http://www.w3.org/2000/svg'],
      ['foreignObject', 'http://www.w3.org/2000/svg'],
    ]);
    expect(parseFragment('math mi', '<mglyph/>').children[0].namespace).to.equal('http://www.w3.org/1998/Math/MathML');
  });

  it('builds the context with the given adapter', function () {
    const fragment = parseFragment('tr', '<td>a', { treeAdapter: adapter });
    expect(fragment.childNodes[0].tagName).to.equal('td');
  });

  it('throws a TypeError for a context name that cannot be an element', function () {
    expect(() => parseFragment('', '<td>')).to.throw(TypeError, /bad context tag name ""/);
    expect(() => parseFragment('foo bar', '<td>')).to.throw(TypeError, /bad context tag name "foo bar"/);
    // The HTML where the context goes (the arguments swapped): the message says which comes first.
    expect(() => parseFragment('<td>x', 'tr')).to.throw(TypeError, /bad context tag name "<td>x" .*the context comes first: parseFragment\(context, html, options\)/);
    expect(() => parseFragment('svg <path>', '<td>')).to.throw(TypeError, /bad context tag name "svg <path>"/);
  });
});
