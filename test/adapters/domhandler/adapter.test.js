import { expect } from 'chai';
import * as parse5 from 'parse5';
import { adapter as referenceAdapter } from 'parse5-htmlparser2-tree-adapter';
import * as domhandler6 from 'domhandler';
import * as domhandler5 from 'domhandler-v5';
import * as cheerio from 'cheerio';
import * as larch from 'larch-html';
import { adapter, createDomhandlerAdapter, nodeConstructors } from 'larch-html/adapters/domhandler';
import { corpusPages, treeConstructionTests, trickyInputs } from '../../serializer/html5lib-suite.js';
import { requireSuite, suiteRoot } from '../../helpers/html5lib.js';

const adapter5 = createDomhandlerAdapter(domhandler5);
const MAPS = new Set(['attribs', 'x-attribsNamespace', 'x-attribsPrefix']);
const LINKS = new Set(['parent', 'prev', 'next', 'children']);

/**
 * The first difference between larch's attribute map `ours` and parse5's `theirs`, or null: the
 * same keys in the same order with the same values. Ours is a plain object where parse5's has no
 * prototype (createDomhandlerAdapter says why), the one difference by design.
 */
function mapDifference(ours, theirs) {
  if (Object.getPrototypeOf(ours) !== Object.prototype) return 'prototype: not a plain object';
  if (Object.getPrototypeOf(theirs) !== null) return "prototype: parse5's map has one";
  const ka = Object.keys(ours);
  const kb = Object.keys(theirs);
  if (ka.join('\0') !== kb.join('\0')) return `keys ${ka} vs ${kb}`;
  for (const k of ka) if (ours[k] !== theirs[k]) return `[${k}] ${ours[k]} vs ${theirs[k]}`;
  return null;
}

/**
 * The first difference between two domhandler trees, walked iteratively, or null. `sameClasses`
 * also asks for the same prototypes and the same own-key order (same domhandler version).
 */
function treeDifference(ours, ref, sameClasses) {
  const stack = [[ours, ref, 'root']];
  while (stack.length > 0) {
    const [a, b, path] = stack.pop();
    if (sameClasses && Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return `${path}: prototype`;
    if (a.constructor.name !== b.constructor.name) return `${path}: class ${a.constructor.name} vs ${b.constructor.name}`;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    const keysA = sameClasses ? ka.join() : [...ka].sort().join();
    const keysB = sameClasses ? kb.join() : [...kb].sort().join();
    if (keysA !== keysB) return `${path}: own keys ${ka} vs ${kb}`;
    for (const k of ka) {
      if (LINKS.has(k)) continue;
      if (MAPS.has(k)) {
        const d = mapDifference(a[k], b[k]);
        if (d !== null) return `${path}.${k}: ${d}`;
      } else if (k === 'sourceCodeLocation') {
        try {
          expect(a[k]).to.deep.equal(b[k]);
        } catch {
          return `${path}.sourceCodeLocation differs`;
        }
      } else if (a[k] !== b[k]) return `${path}.${k}: ${JSON.stringify(a[k])} vs ${JSON.stringify(b[k])}`;
    }
    if (a.children) {
      if (a.children.length !== b.children.length) return `${path}: ${a.children.length} vs ${b.children.length} children`;
      for (let i = 0; i < a.children.length; i++) {
        const child = a.children[i];
        if (child.parent !== a) return `${path}[${i}]: parent link`;
        if (child.prev !== (a.children[i - 1] ?? null)) return `${path}[${i}]: prev link`;
        if (child.next !== (a.children[i + 1] ?? null)) return `${path}[${i}]: next link`;
        stack.push([child, b.children[i], `${path}/${child.name ?? child.type}[${i}]`]);
      }
    }
  }
  return null;
}

function check(html, { locations = false, fragment = false } = {}) {
  const opts = { sourceCodeLocationInfo: locations };
  const run = (treeAdapter) =>
    fragment ? parse5.parseFragment(html, { ...opts, treeAdapter }) : parse5.parse(html, { ...opts, treeAdapter });
  const ref = run(referenceAdapter);
  const d6 = treeDifference(run(adapter), ref, true);
  const d5 = treeDifference(run(adapter5), ref, false);
  return d6 ?? (d5 === null ? null : `domhandler 5: ${d5}`);
}

describe('domhandler adapter (driven by parse5)', () => {
  it('uses the fast constructors with domhandler 5 and 6 (their field layouts match)', () => {
    expect(nodeConstructors(domhandler6).fast).to.equal(true);
    expect(nodeConstructors(domhandler5).fast).to.equal(true);
  });

  it('falls back to the real constructors when a domhandler has another field layout', () => {
    class TextWithMore extends domhandler6.Text {
      extra = 1;
    }
    const other = { ...domhandler6, Text: TextWithMore };
    const make = nodeConstructors(other);
    expect(make.fast).to.equal(false);
    expect(make.text('x')).to.be.instanceOf(TextWithMore);
    expect(make.text('x').extra).to.equal(1);
  });

  it('builds real domhandler nodes: instanceof, prototypes, accessors', () => {
    for (const [dh, a] of [[domhandler6, adapter], [domhandler5, adapter5]]) {
      const doc = parse5.parse('<p id=x>t<!--c--></p>', { treeAdapter: a });
      const p = doc.children[0].children[1].children[0];
      expect(p).to.be.instanceOf(dh.Element);
      expect(p.constructor).to.equal(dh.Element);
      expect(p.tagName).to.equal('p');
      expect(p.firstChild).to.be.instanceOf(dh.Text);
      expect(p.lastChild).to.be.instanceOf(dh.Comment);
      expect(p.firstChild.nextSibling).to.equal(p.lastChild);
      expect(p.attributes).to.deep.equal([{ name: 'id', value: 'x', namespace: undefined, prefix: undefined }]);
      expect(a.getAttrList(p)).to.deep.equal(p.attributes);
      expect(dh.isTag(p)).to.equal(true);
      expect(p.cloneNode(true).children).to.have.length(2);
    }
  });

  it('matches parse5-htmlparser2-tree-adapter on tricky inputs (documents, fragments, with and without locations)', () => {
    for (const html of trickyInputs) {
      for (const locations of [false, true]) {
        for (const fragment of [false, true]) {
          expect(check(html, { locations, fragment }), `${JSON.stringify(html)} ${locations} ${fragment}`).to.equal(null);
        }
      }
    }
  });

  it('matches parse5-htmlparser2-tree-adapter on every html5lib tree-construction input', function () {
    requireSuite(this, 'tree-construction', 'domhandler adapter differential');
    for (const t of treeConstructionTests(suiteRoot)) {
      expect(check(t.data), `${t.file} #${t.index}`).to.equal(null);
    }
  });

  it('matches parse5-htmlparser2-tree-adapter on every corpus page', () => {
    const pages = corpusPages();
    expect(pages.length).to.be.greaterThan(200);
    for (const [name, html] of pages) expect(check(html), name).to.equal(null);
  });

  it('matches parse5-htmlparser2-tree-adapter with locations on a sample of corpus pages', () => {
    const pages = corpusPages();
    for (let i = 0; i < pages.length; i += 16) {
      expect(check(pages[i][1], { locations: true }), pages[i][0]).to.equal(null);
    }
  });

  it('lists attributes as domhandler\'s attributes getter does, foreign ones with namespace and prefix', () => {
    const doc = parse5.parse('<svg><a xlink:href=u xml:lang=en b=c></a></svg>', { treeAdapter: adapter });
    const a = doc.children[0].children[1].children[0].children[0];
    expect(adapter.getAttrList(a)).to.deep.equal(a.attributes);
    expect(adapter.getAttrList(a)[0]).to.deep.equal({ name: 'href', value: 'u', namespace: 'http://www.w3.org/1999/xlink', prefix: 'xlink' });
  });

  it('throws a TypeError when createDomhandlerAdapter is not given a domhandler module', () => {
    expect(() => createDomhandlerAdapter({})).to.throw(TypeError, /has the class Element/);
    expect(() => createDomhandlerAdapter(null)).to.throw(TypeError, /expected the domhandler module/);
  });

  it('has no sourceCodeLocation key when locations are off, and startIndex/endIndex stay null', () => {
    const doc = parse5.parse('<p>a</p>', { treeAdapter: adapter });
    const p = doc.children[0].children[1].children[0];
    expect(p).to.not.have.own.property('sourceCodeLocation');
    expect(p.startIndex).to.equal(null);
    expect(p.endIndex).to.equal(null);
  });

  it('keeps sibling links right through insertBefore and detachNode', () => {
    const parent = adapter.createElement('div', 'http://www.w3.org/1999/xhtml', []);
    const a = adapter.createTextNode('a');
    const b = adapter.createCommentNode('b');
    const c = adapter.createElement('c', 'http://www.w3.org/1999/xhtml', []);
    adapter.appendChild(parent, a);
    adapter.appendChild(parent, c);
    adapter.insertBefore(parent, b, c);
    expect([a.prev, a.next, b.prev, b.next, c.prev, c.next]).to.deep.equal([null, b, a, c, b, null]);
    adapter.detachNode(b);
    expect([a.next, c.prev, b.prev, b.next, b.parent]).to.deep.equal([c, a, null, null, null]);
    adapter.insertTextBefore(parent, 'x', c);
    expect(parent.children.map((n) => n.data ?? n.name)).to.deep.equal(['ax', 'c']);
  });

  it('gives cheerio the tree it would build itself', () => {
    for (const html of trickyInputs.concat(corpusPages().slice(0, 20).map(([, h]) => h))) {
      const ours = parse5.parse(html, { treeAdapter: adapter });
      expect(cheerio.load(ours).html()).to.equal(cheerio.load(html).html());
    }
  });
});

describe('domhandler adapter (driven by larch.parse)', () => {
  it('matches parse5 + parse5-htmlparser2-tree-adapter on every corpus page and the tricky inputs (domhandler 6 and 5)', () => {
    const inputs = [...corpusPages(), ...trickyInputs.map((h, i) => [`tricky #${i}`, h])];
    for (const [id, html] of inputs) {
      const ref = parse5.parse(html, { treeAdapter: referenceAdapter });
      expect(treeDifference(larch.parse(html, { treeAdapter: adapter }), ref, true), id).to.equal(null);
      expect(treeDifference(larch.parse(html, { treeAdapter: adapter5 }), ref, false), id).to.equal(null);
    }
  });

  it('gives cheerio the same document as cheerio.load on the corpus pages', () => {
    for (const [id, html] of corpusPages().slice(0, 40)) {
      expect(cheerio.load(larch.parse(html, { treeAdapter: adapter })).html(), id).to.equal(cheerio.load(html).html());
    }
  });
});
