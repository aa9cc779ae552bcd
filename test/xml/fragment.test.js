// parseXmlFragment: XML content with any number of top-level nodes.
import { expect } from 'chai';
import { parseXml, parseXmlFragment, serializeXml } from 'larch-html';
import { xmlAdapter as domhandlerXmlAdapter } from 'larch-html/adapters/domhandler';
import { createLinkedomXmlAdapter } from 'larch-html/adapters/linkedom';

function fragment(xml) {
  const errors = [];
  const root = parseXmlFragment(xml, { onParseError: (e) => errors.push(e.code) });
  return { root, errors };
}

describe('parseXmlFragment', () => {
  it('keeps several top-level elements and the text between them, without errors', () => {
    const { root, errors } = fragment('<h1>a</h1> and <a>b</a>tail');
    expect(root.type).to.equal('fragment');
    expect(root.children.map((n) => n.tagName ?? n.value)).to.deep.equal(['h1', ' and ', 'a', 'tail']);
    expect(errors).to.deep.equal([]);
    expect(serializeXml(root)).to.equal('<h1>a</h1> and <a>b</a>tail');
  });

  it('keeps top-level text and CDATA on their own', () => {
    expect(fragment('just text &amp; more').root.children).to.deep.equal([{ type: 'text', value: 'just text & more' }]);
    expect(fragment('<![CDATA[x]]>').root.children).to.deep.equal([{ type: 'cdata', value: 'x' }]);
    expect(fragment('').root.children).to.deep.equal([]);
  });

  it('keeps a DOCTYPE before the first element, and drops one after it with an error', () => {
    const before = fragment('<!DOCTYPE r><r/><s/>');
    expect(before.root.children.map((n) => n.type)).to.deep.equal(['doctype', 'element', 'element']);
    const after = fragment('<r/><!DOCTYPE r>');
    expect(after.root.children.map((n) => n.type)).to.deep.equal(['element']);
    expect(after.errors).to.deep.equal(['unexpected-doctype']);
  });

  it('recovers from stray and mismatched end tags as parseXml does', () => {
    const { root, errors } = fragment('</x><a><b></a>t</>');
    expect(serializeXml(root)).to.equal('<a><b/></a>t');
    expect(errors).to.deep.equal(['unexpected-end-tag', 'mismatched-end-tag', 'unexpected-end-tag']);
  });

  it('resolves namespaces per top-level element', () => {
    const { root } = fragment('<a xmlns="urn:a"/><p:b xmlns:p="urn:b"/><c/>');
    expect(root.children.map((n) => n.namespace)).to.deep.equal(['urn:a', 'urn:b', '']);
  });

  it('builds the fragment through the domhandler and linkedom XML adapters too, DOCTYPE included', () => {
    const xml = '<!DOCTYPE r><a>1</a>two<b/>';
    for (const treeAdapter of [domhandlerXmlAdapter, createLinkedomXmlAdapter()]) {
      const root = parseXmlFragment(xml, { treeAdapter });
      expect(treeAdapter.getChildNodes(root)).to.have.length(4);
      expect(treeAdapter.isDocumentTypeNode(treeAdapter.getChildNodes(root)[0])).to.equal(true);
      expect(serializeXml(root, { treeAdapter })).to.equal('<!DOCTYPE r><a>1</a>two<b/>');
    }
  });

  it('leaves parseXml with one root element: what follows is dropped with errors', () => {
    const errors = [];
    const document = parseXml('<h1>a</h1><a>b</a>', { onParseError: (e) => errors.push(e.code) });
    expect(document.children.map((n) => n.tagName)).to.deep.equal(['h1']);
    expect(errors).to.deep.equal(['unexpected-element-after-root', 'text-outside-root-element', 'unexpected-end-tag']);
  });
});
