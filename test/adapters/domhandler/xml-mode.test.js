// parseXmlDocument: htmlparser2's parseDocument(x, { xmlMode: true, ...options }) with larch's
// XML5 parser behind it. For well-formed input, with or without a single root, the DOM equals
// htmlparser2's, top-level whitespace and indices included.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import * as htmlparser2 from 'htmlparser2';
import { parseXmlDocument } from 'larch-html/adapters/domhandler';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../xml/fixtures');

const isPi = (node) => node?.type === 'directive' && node.name.startsWith('?');

/**
 * Every node's type, name, data, attributes and indices, with parent links checked. htmlparser2
 * ends a processing instruction one character early (before its `>`) and starts the next node
 * there; those two indices are left out of the comparison.
 */
function shape(root) {
  const out = { type: root.type, children: [] };
  const stack = [[root, out]];
  while (stack.length > 0) {
    const [node, copy] = stack.pop();
    for (const child of node.children ?? []) {
      expect(child.parent, 'parent link').to.equal(node);
      const c = { type: child.type, name: child.name, data: child.data };
      if (!isPi(child.prev)) c.start = child.startIndex;
      if (!isPi(child)) c.end = child.endIndex;
      if (child.attribs) c.attribs = { ...child.attribs };
      copy.children.push(c);
      if (child.children) {
        c.children = [];
        stack.push([child, c]);
      }
    }
  }
  return out;
}

function same(xml, options = {}) {
  const ours = parseXmlDocument(xml, options);
  const theirs = htmlparser2.parseDocument(xml, { xmlMode: true, ...options });
  expect(shape(ours), `${JSON.stringify(xml.slice(0, 60))} ${JSON.stringify(options)}`).to.deep.equal(shape(theirs));
}

describe('parseXmlDocument (htmlparser2 xmlMode options)', () => {
  const inputs = [
    '<h1>a</h1><a>b</a>',
    'text only &amp; more',
    ' <a/> \n <b x="1" y=\'2\'>t</b> tail',
    '<?xml version="1.0"?>\n<!DOCTYPE r>\n<r><![CDATA[x<y]]><!--c--><?pi d?></r>\n',
    '<A Bee="1"><C/></A>',
    '<a t="1 &lt; 2">&#65;&#x42;&quot;&apos;&gt;</a>',
  ];

  it('builds the DOM htmlparser2 builds, for several roots and top-level text too', () => {
    for (const xml of inputs) same(xml);
  });

  it('honours decodeEntities, lowerCaseTags, lowerCaseAttributeNames, withStartIndices and withEndIndices', () => {
    const variants = [
      { decodeEntities: false },
      { lowerCaseTags: true },
      { lowerCaseAttributeNames: true },
      { withStartIndices: true },
      { withEndIndices: true },
      { withStartIndices: true, withEndIndices: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
    ];
    for (const options of variants) for (const xml of inputs) same(xml, options);
  });

  it('accepts recognizeCDATA and recognizeSelfClosing, which xmlMode always has on', () => {
    same('<a><![CDATA[x]]><b/></a>', { recognizeCDATA: false, recognizeSelfClosing: false });
  });

  for (const file of readdirSync(FIXTURES)) {
    it(`builds the DOM htmlparser2 builds for ${file}, with indices`, () => {
      same(readFileSync(join(FIXTURES, file), 'utf8'), { withStartIndices: true, withEndIndices: true });
    });
  }

  it('recovers from malformed XML as XML5 does, reporting errors', () => {
    const errors = [];
    const document = parseXmlDocument('<r><a>1<b>2</a></x>', { onParseError: (e) => errors.push(e.code) });
    expect(document.children[0].children[0].children.map((n) => n.name ?? n.data)).to.deep.equal(['1', 'b']);
    expect(errors).to.deep.equal(['mismatched-end-tag', 'unexpected-end-tag', 'eof-in-element']);
  });

  it('parses HTML the spec\'s way with xmlMode: false', () => {
    const document = parseXmlDocument('<p>a<p>b', { xmlMode: false });
    expect(document.children[0].name).to.equal('html');
  });

  it('ignores options it does not know (cheerio passes all of its own), and rejects what cannot work', () => {
    expect(parseXmlDocument('<a/>', { baseURI: 'x', _useHtmlParser2: true, xml: true }).children).to.have.length(1);
    expect(() => parseXmlDocument('<a/>', { onParseError: 'no' })).to.throw(TypeError, /onParseError/);
    expect(() => parseXmlDocument(1)).to.throw(TypeError, /string/);
    expect(() => parseXmlDocument('', 'x')).to.throw(TypeError, /options/);
  });
});
