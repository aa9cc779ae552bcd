// The domhandler adapter's XML side must build, for well-formed XML, the DOM htmlparser2 builds
// in xmlMode (what cheerio's `xml: true` works on).
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import * as cheerio from 'cheerio';
import * as htmlparser2 from 'htmlparser2';
import * as domhandlerV5 from 'domhandler-v5';
import { parseXml, serializeXml } from 'larch-html';
import { xmlAdapter, createDomhandlerXmlAdapter } from 'larch-html/adapters/domhandler';

const require = createRequire(import.meta.url);
const ICONS = join(dirname(require.resolve('bootstrap-icons/package.json')), 'icons');
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

const isSpace = (s) => /^[ \t\n\r]*$/.test(s);

/**
 * The parts of a domhandler tree htmlparser2 users read, without the links. Whitespace text
 * directly in the document is left out: htmlparser2 keeps it, XML5 drops it (text outside the
 * root element).
 */
function shape(root) {
  const out = { type: root.type, children: [] };
  const stack = [[root, out]];
  while (stack.length > 0) {
    const [node, copy] = stack.pop();
    for (const child of node.children ?? []) {
      if (node === root && child.type === 'text' && isSpace(child.data)) continue;
      const c = { type: child.type, name: child.name, data: child.data };
      if (child.attribs) c.attribs = { ...child.attribs };
      expect(child.parent, 'parent link').to.equal(node);
      copy.children.push(c);
      if (child.children) {
        c.children = [];
        stack.push([child, c]);
      }
    }
  }
  return out;
}

function compare(xml, label) {
  const ours = parseXml(xml, { treeAdapter: xmlAdapter });
  const theirs = htmlparser2.parseDocument(xml, { xmlMode: true });
  expect(shape(ours), label).to.deep.equal(shape(theirs));
  return ours;
}

describe('domhandler adapter for XML', () => {
  it('builds the DOM htmlparser2 builds in xmlMode for every bootstrap-icons SVG', () => {
    const files = readdirSync(ICONS).filter((f) => f.endsWith('.svg'));
    for (const file of files) compare(readFileSync(join(ICONS, file), 'utf8'), file);
  });

  for (const file of readdirSync(FIXTURES)) {
    it(`builds the DOM htmlparser2 builds in xmlMode for ${file}`, () => {
      compare(readFileSync(join(FIXTURES, file), 'utf8'), file);
    });
  }

  it('keeps the internal subset in the DOCTYPE directive and serializes it back', () => {
    const xml = '<!DOCTYPE r SYSTEM "r.dtd" [<!ENTITY e "v">]><r>&e;</r>';
    const doc = parseXml(xml, { treeAdapter: xmlAdapter });
    expect(doc.children[0].name).to.equal('!DOCTYPE');
    expect(doc.children[0].data).to.equal('!DOCTYPE r SYSTEM "r.dtd" [<!ENTITY e "v">]');
    expect(serializeXml(doc, { treeAdapter: xmlAdapter })).to.equal('<!DOCTYPE r SYSTEM "r.dtd" [<!ENTITY e "v">]><r>v</r>');
  });

  it('gives elements their namespace and reads prefixed attributes back', () => {
    const xml = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#a"/></svg>';
    const doc = parseXml(xml, { treeAdapter: xmlAdapter });
    const use = doc.children[0].children[0];
    expect(use.namespace).to.equal('http://www.w3.org/2000/svg');
    expect(use.attribs).to.deep.equal({ 'xlink:href': '#a' });
    expect(serializeXml(doc, { treeAdapter: xmlAdapter })).to.equal(xml);
  });

  it('works with cheerio as the DOM cheerio builds from the string', () => {
    const xml = readFileSync(join(FIXTURES, 'rss.xml'), 'utf8');
    const ours = cheerio.load(parseXml(xml, { treeAdapter: xmlAdapter }), { xml: true });
    const theirs = cheerio.load(xml, { xml: true });
    expect(ours('item > title').first().text()).to.equal('XML5 in practice');
    expect(ours('item > title').text()).to.equal(theirs('item > title').text());
    expect(ours.xml(ours('rss'))).to.equal(theirs.xml(theirs('rss')));
  });

  it('builds the same DOM with domhandler 5', () => {
    const v5 = createDomhandlerXmlAdapter(domhandlerV5);
    const xml = readFileSync(join(FIXTURES, 'atom.xml'), 'utf8');
    const doc = parseXml(xml, { treeAdapter: v5 });
    expect(doc).to.be.instanceOf(domhandlerV5.Document);
    expect(shape(doc)).to.deep.equal(shape(htmlparser2.parseDocument(xml, { xmlMode: true })));
  });
});
