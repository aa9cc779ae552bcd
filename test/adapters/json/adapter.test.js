import { expect } from 'chai';
import * as parse5 from 'parse5';
import * as larch from 'larch-html';
import { adapter } from 'larch-html/adapters/json';
import { corpusPages, treeConstructionTests, trickyInputs } from '../../serializer/html5lib-suite.js';
import { requireSuite, suiteRoot } from '../../helpers/html5lib.js';

/** Converts a unist-like position from a parse5 location (written apart from the adapter's own code). */
function pos(loc) {
  return {
    start: { line: loc.startLine, column: loc.startCol, offset: loc.startOffset },
    end: { line: loc.endLine, column: loc.endCol, offset: loc.endOffset },
  };
}

/** parse5's default tree, rewritten iteratively into the JSON AST shape the adapter must build. */
function expectedTree(root) {
  const convert = (n) => {
    let out;
    switch (n.nodeName) {
      case '#document':
        out = { type: 'document', mode: n.mode, children: [] };
        break;
      case '#document-fragment':
        out = { type: 'fragment', children: [] };
        break;
      case '#documentType':
        out = { type: 'doctype', name: n.name, publicId: n.publicId, systemId: n.systemId };
        break;
      case '#text':
        out = { type: 'text', value: n.value };
        break;
      case '#comment':
        out = { type: 'comment', value: n.data };
        break;
      default:
        out = { type: 'element', tagName: n.tagName, namespace: n.namespaceURI, attrs: n.attrs.map((a) => ({ ...a })), children: [] };
    }
    const loc = n.sourceCodeLocation;
    if (loc) {
      out.position = pos(loc);
      if (loc.startTag) out.position.startTag = pos(loc.startTag);
      if (loc.attrs && n.attrs.length > 0) {
        // Index-aligned with the attributes the start tag gave (a later <html>/<body> adds more).
        const created = n.attrs.slice(0, Object.keys(loc.attrs).length);
        // Locations are keyed by the name as written: `xlink:href`, not the local name `href`.
        const key = (a) => (a.prefix ? `${a.prefix}:${a.name}` : a.name);
        out.position.attrs = created.map((a) => (loc.attrs[key(a)] ? pos(loc.attrs[key(a)]) : null));
      }
      if (loc.endTag) out.position.endTag = pos(loc.endTag);
    }
    return out;
  };
  const top = convert(root);
  const stack = [[root, top]];
  while (stack.length > 0) {
    const [from, to] = stack.pop();
    if (from.content) {
      to.content = convert(from.content);
      stack.push([from.content, to.content]);
    }
    for (const child of from.childNodes ?? []) {
      const c = convert(child);
      to.children.push(c);
      if (child.childNodes) stack.push([child, c]);
    }
  }
  return top;
}

/** Every node of a JSON tree, iteratively, with its parent. */
function* walk(root) {
  const stack = [[root, null]];
  while (stack.length > 0) {
    const [node, parent] = stack.pop();
    yield [node, parent];
    if (node.content) stack.push([node.content, null]);
    for (const child of node.children ?? []) stack.push([child, node]);
  }
}

const KEYS = {
  document: ['type', 'mode', 'children'],
  fragment: ['type', 'children'],
  doctype: ['type', 'name', 'publicId', 'systemId'],
  element: ['type', 'tagName', 'namespace', 'attrs', 'children'],
  text: ['type', 'value'],
  comment: ['type', 'value'],
};

function parseBoth(html, options = {}) {
  return [parse5.parse(html, { ...options, treeAdapter: adapter }), parse5.parse(html, options)];
}

describe('JSON adapter (driven by parse5)', () => {
  it('builds the same tree as parse5 for tricky inputs, as documents and as fragments', () => {
    for (const html of trickyInputs) {
      const [ours, theirs] = parseBoth(html);
      expect(ours, html).to.deep.equal(expectedTree(theirs));
      const frag = parse5.parseFragment(html, { treeAdapter: adapter });
      expect(frag, html).to.deep.equal(expectedTree(parse5.parseFragment(html)));
    }
  });

  it('builds the same tree as parse5 for every html5lib tree-construction input', function () {
    requireSuite(this, 'tree-construction', 'JSON adapter differential');
    const tests = treeConstructionTests(suiteRoot);
    expect(tests.length).to.be.greaterThan(1000);
    for (const t of tests) {
      const [ours, theirs] = parseBoth(t.data);
      expect(ours, `${t.file} #${t.index}`).to.deep.equal(expectedTree(theirs));
    }
  });

  it('gives positions equal to parse5 locations when locations are on', () => {
    for (const html of trickyInputs) {
      const opts = { sourceCodeLocationInfo: true };
      const [ours, theirs] = parseBoth(html, opts);
      expect(ours, html).to.deep.equal(expectedTree(theirs));
    }
  });

  it('has no position key at all when locations are off', () => {
    const [doc] = parseBoth('<!DOCTYPE html><p>a<!--c--><b>b</b>');
    for (const [node] of walk(doc)) expect(node).to.not.have.own.property('position');
  });

  it('leaves the position out of nodes the parser implied (unist: generated nodes have none)', () => {
    const [doc] = parseBoth('<p>x', { sourceCodeLocationInfo: true });
    const html = doc.children[0];
    expect(html.tagName).to.equal('html');
    expect(html).to.not.have.own.property('position');
    const p = html.children[1].children[0];
    expect(p.position.startTag).to.deep.equal({
      start: { line: 1, column: 1, offset: 0 },
      end: { line: 1, column: 4, offset: 3 },
    });
    expect(p.position).to.not.have.own.property('endTag');
  });

  it('survives a JSON round trip unchanged, with and without locations', () => {
    for (const html of trickyInputs) {
      for (const sourceCodeLocationInfo of [false, true]) {
        const [doc] = parseBoth(html, { sourceCodeLocationInfo });
        expect(JSON.parse(JSON.stringify(doc)), html).to.deep.equal(doc);
      }
    }
  });

  it('gives every node kind one fixed key order (monomorphic shapes)', () => {
    for (const html of trickyInputs) {
      const [doc] = parseBoth(html);
      for (const [node] of walk(doc)) {
        const keys = Object.keys(node);
        const expected = node.type === 'element' && node.content ? [...KEYS.element, 'content'] : KEYS[node.type];
        expect(keys, html).to.deep.equal(expected);
        expect(Object.getPrototypeOf(node)).to.equal(Object.prototype);
        expect(Object.getOwnPropertySymbols(node)).to.deep.equal([]);
      }
    }
  });

  it('keeps parent links that getParentNode reads and detachNode clears', () => {
    const [doc] = parseBoth('<div><p>a<b>b</b></p><template><i>t</i></template></div>');
    expect(adapter.getParentNode(doc)).to.equal(null);
    for (const [node, parent] of walk(doc)) {
      if (node.type !== 'document' && node.type !== 'fragment') expect(adapter.getParentNode(node)).to.equal(parent);
    }
    const div = doc.children[0].children[1].children[0];
    const p = div.children[0];
    adapter.detachNode(p);
    expect(adapter.getParentNode(p)).to.equal(null);
    expect(div.children.map((c) => c.tagName)).to.deep.equal(['template']);
    adapter.detachNode(p);
    adapter.insertBefore(div, p, div.children[0]);
    expect(adapter.getParentNode(p)).to.equal(div);
    expect(div.children[0]).to.equal(p);
  });

  it('merges text into a neighbouring text node in insertText and insertTextBefore', () => {
    const div = adapter.createElement('div', 'http://www.w3.org/1999/xhtml', []);
    const b = adapter.createElement('b', 'http://www.w3.org/1999/xhtml', []);
    adapter.insertText(div, 'a');
    adapter.insertText(div, 'b');
    adapter.appendChild(div, b);
    adapter.insertTextBefore(div, 'c', b);
    adapter.insertTextBefore(div, 'd', div.children[0]);
    expect(div.children.map((c) => c.value ?? c.tagName)).to.deep.equal(['d', 'abc', 'b']);
  });

  it('treats attribute names such as __proto__ and constructor as plain data', () => {
    const [doc] = parseBoth('<p __proto__=x constructor=y toString=z>');
    const p = doc.children[0].children[1].children[0];
    expect(p.attrs).to.deep.equal([
      { name: '__proto__', value: 'x' },
      { name: 'constructor', value: 'y' },
      { name: 'tostring', value: 'z' },
    ]);
    expect(JSON.parse(JSON.stringify(p)).attrs).to.deep.equal(p.attrs);
  });

  it('adds only missing attributes in adoptAttributes, keeping source order', () => {
    const [doc] = parseBoth('<html a=1><body b=2><html c=3 a=9><body d=4 b=9>');
    const html = doc.children[0];
    expect(html.attrs).to.deep.equal([{ name: 'a', value: '1' }, { name: 'c', value: '3' }]);
    expect(html.children[1].attrs).to.deep.equal([{ name: 'b', value: '2' }, { name: 'd', value: '4' }]);
  });

  it('replaces the doctype data when setDocumentType is called twice', () => {
    const doc = adapter.createDocument();
    adapter.setDocumentType(doc, 'a', 'b', 'c');
    adapter.setDocumentType(doc, 'html', '', '');
    expect(doc.children).to.deep.equal([{ type: 'doctype', name: 'html', publicId: '', systemId: '' }]);
  });
});

describe('JSON adapter (driven by larch.parse, its default adapter)', () => {
  it('builds the same tree as parse5 on every corpus page and the tricky inputs', () => {
    const inputs = [...corpusPages(), ...trickyInputs.map((h, i) => [`tricky #${i}`, h])];
    for (const [id, html] of inputs) expect(larch.parse(html), id).to.deep.equal(expectedTree(parse5.parse(html)));
  });

  it('survives a JSON round trip, keeps fixed key orders and right parent links, with and without locations', () => {
    const inputs = [...corpusPages().slice(0, 30).map(([, h]) => h), ...trickyInputs];
    for (const html of inputs) {
      for (const sourceCodeLocationInfo of [false, true]) {
        const doc = larch.parse(html, { sourceCodeLocationInfo });
        expect(JSON.parse(JSON.stringify(doc))).to.deep.equal(doc);
        for (const [node, parent] of walk(doc)) {
          const keys = Object.keys(node).filter((k) => k !== 'position');
          const expected = node.type === 'element' && node.content ? [...KEYS.element, 'content'] : KEYS[node.type];
          expect(keys).to.deep.equal(expected);
          if (!sourceCodeLocationInfo) expect(node).to.not.have.own.property('position');
          if (parent !== null) expect(adapter.getParentNode(node)).to.equal(parent);
        }
      }
    }
  });

  it('gives unist positions that slice the source', () => {
    const html = '<!DOCTYPE html>\n<p class=a>one\r\n<b>two</b></p><!--c-->';
    const doc = larch.parse(html, { sourceCodeLocationInfo: true });
    const body = doc.children[1].children[1];
    const p = body.children[0];
    expect(html.slice(p.position.start.offset, p.position.end.offset)).to.equal('<p class=a>one\r\n<b>two</b></p>');
    expect(html.slice(p.position.startTag.start.offset, p.position.startTag.end.offset)).to.equal('<p class=a>');
    expect(html.slice(p.position.attrs[0].start.offset, p.position.attrs[0].end.offset)).to.equal('class=a');
    expect(adapter.getNodeSourceCodeLocation(p).attrs.class.startOffset).to.equal(p.position.attrs[0].start.offset);
    expect(html.slice(p.position.endTag.start.offset, p.position.endTag.end.offset)).to.equal('</p>');
    const b = p.children[1];
    expect(b.position.start).to.deep.equal({ line: 3, column: 1, offset: 32 });
    expect(doc.children[0].position.start).to.deep.equal({ line: 1, column: 1, offset: 0 });
  });

  it('gives every attribute a position: SVG and MathML ones whose case the parser adjusts, U+0000 and non-ASCII names', () => {
    const html = '<svg viewBox="0 0 1 1" XLINK:HREF=x><math definitionURL=y></math></svg><a \0 \u00c9=1>';
    const doc = larch.parse(html, { sourceCodeLocationInfo: true });
    const body = doc.children[0].children[1];
    const [svg, a] = body.children;
    const slices = (node) => node.position.attrs.map((r) => html.slice(r.start.offset, r.end.offset));
    expect(svg.attrs.map((attr) => attr.name)).to.deep.equal(['viewBox', 'href']);
    expect(slices(svg)).to.deep.equal(['viewBox="0 0 1 1"', 'XLINK:HREF=x']);
    expect(slices(svg.children[0])).to.deep.equal(['definitionURL=y']);
    expect(slices(a)).to.deep.equal(['\0', '\u00c9=1']);
  });
});
