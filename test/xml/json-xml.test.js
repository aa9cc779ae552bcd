import { expect } from 'chai';
import { parseXml, serializeXml } from 'larch-html';
import { xmlAdapter } from 'larch-html/adapters/json';

describe('JSON adapter for XML', () => {
  const xml = '<?pi x?><!DOCTYPE r [<!ENTITY e "v">]><r xmlns:p="urn:p"><p:a p:b="1">&e;</p:a><![CDATA[c]]><!--d--></r>';

  it('is the default adapter of parseXml and serializeXml', () => {
    const doc = parseXml(xml);
    expect(doc.children.map((n) => n.type)).to.deep.equal(['processingInstruction', 'doctype', 'element']);
    expect(serializeXml(doc)).to.equal(serializeXml(parseXml(xml, { treeAdapter: xmlAdapter }), { treeAdapter: xmlAdapter }));
  });

  it('builds JSON-safe nodes: a JSON round trip deep-equals the tree', () => {
    const doc = parseXml(xml, { sourceCodeLocationInfo: true });
    expect(JSON.parse(JSON.stringify(doc))).to.deep.equal(doc);
  });

  it('keeps parent links for every node kind, outside the JSON', () => {
    const doc = parseXml(xml);
    const r = doc.children[2];
    expect(xmlAdapter.getParentNode(doc.children[0])).to.equal(doc);
    expect(xmlAdapter.getParentNode(doc.children[1])).to.equal(doc);
    for (const child of r.children) expect(xmlAdapter.getParentNode(child)).to.equal(r);
  });

  it('gives processing instruction, CDATA and element nodes fixed key orders', () => {
    const doc = parseXml(xml);
    const r = doc.children[2];
    expect(Object.keys(doc.children[0])).to.deep.equal(['type', 'target', 'data']);
    expect(Object.keys(doc.children[1])).to.deep.equal(['type', 'name', 'publicId', 'systemId', 'internalSubset']);
    expect(Object.keys(r)).to.deep.equal(['type', 'tagName', 'namespace', 'attrs', 'children']);
    expect(Object.keys(r.children[1])).to.deep.equal(['type', 'value']);
  });

  it('gives unist positions when locations are on', () => {
    const doc = parseXml('<r>\n<a/></r>', { sourceCodeLocationInfo: true });
    const a = doc.children[0].children[1];
    expect(a.position.start).to.deep.equal({ line: 2, column: 1, offset: 4 });
    expect(a.position.end).to.deep.equal({ line: 2, column: 5, offset: 8 });
  });
});
