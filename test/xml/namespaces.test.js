// Namespaces in XML 1.0 through parseXml: duplicates by expanded name, reserved prefixes and
// namespace names, undeclaring a prefix, each with the error's position.
import { expect } from 'chai';
import { parseXml, XmlErrorCodes } from 'larch-html';

function parse(xml) {
  const errors = [];
  const document = parseXml(xml, { onParseError: (e) => errors.push(e) });
  const root = document.children.find((node) => node.type === 'element');
  return { root, errors: errors.map((e) => `${e.code}@${e.startOffset}`) };
}

describe('parseXml: Namespaces in XML', () => {
  it('keeps the first of two attributes with the same namespace and local name, and reports the second at its name', () => {
    const xml = '<a xmlns:p="urn:n" xmlns:q="urn:n" p:x="1" q:x="2"/>';
    const { root, errors } = parse(xml);
    expect(root.attrs.filter((a) => a.namespace === 'urn:n')).to.deep.equal([{ name: 'x', value: '1', namespace: 'urn:n', prefix: 'p' }]);
    expect(errors).to.deep.equal([`duplicate-namespaced-attribute@${xml.indexOf('q:x')}`]);
    expect(XmlErrorCodes.duplicateNamespacedAttribute).to.equal('duplicate-namespaced-attribute');
  });

  it('finds duplicates among many namespaced attributes in one pass (a Set past eight)', () => {
    const attrs = Array.from({ length: 50 }, (_, i) => `p:a${i}="${i}"`).join(' ');
    const { root, errors } = parse(`<r xmlns:p="urn:n" xmlns:q="urn:n" ${attrs} q:a7="dup" q:a50="new"/>`);
    expect(root.attrs.filter((a) => a.namespace === 'urn:n')).to.have.length(51);
    expect(root.attrs.find((a) => a.name === 'a7').value).to.equal('7');
    expect(errors.map((e) => e.split('@')[0])).to.deep.equal(['duplicate-namespaced-attribute']);
  });

  it('gives each kept attribute, prefixed ones included, its own position', () => {
    const xml = '<a xmlns:p="u" xmlns:q="u" p:x="1" q:x="2"/>';
    const document = parseXml(xml, { sourceCodeLocationInfo: true });
    const starts = document.children[0].position.attrs.map((range) => range.start.offset);
    expect(starts).to.deep.equal([xml.indexOf('xmlns:p'), xml.indexOf('xmlns:q'), xml.indexOf('p:x')]);
  });

  it('ignores a declaration rebinding the xml prefix, reporting it at the attribute', () => {
    const xml = '<a xmlns:xml="urn:x" xml:lang="en"/>';
    const { root, errors } = parse(xml);
    expect(root.attrs[1]).to.deep.equal({ name: 'lang', value: 'en', namespace: 'http://www.w3.org/XML/1998/namespace', prefix: 'xml' });
    expect(errors).to.deep.equal([`reserved-namespace-prefix@${xml.indexOf('xmlns:xml')}`]);
  });

  it('reports binding another prefix or the default namespace to the xml or xmlns namespace name', () => {
    for (const decl of [
      'xmlns:p="http://www.w3.org/XML/1998/namespace"',
      'xmlns="http://www.w3.org/XML/1998/namespace"',
      'xmlns:p="http://www.w3.org/2000/xmlns/"',
      'xmlns="http://www.w3.org/2000/xmlns/"',
      'xmlns:xmlns="urn:x"',
    ]) {
      const { root, errors } = parse(`<a ${decl}><b/></a>`);
      expect(errors, decl).to.deep.equal(['reserved-namespace-prefix@3']);
      expect(root.children[0].namespace, decl).to.equal('');
    }
  });

  it('allows declaring the xml prefix with its own namespace name', () => {
    expect(parse('<a xmlns:xml="http://www.w3.org/XML/1998/namespace"/>').errors).to.deep.equal([]);
  });

  it('gives an element named with the xmlns prefix no namespace, with an error', () => {
    const { root, errors } = parse('<xmlns:a/>');
    expect(root.tagName).to.equal('xmlns:a');
    expect(root.namespace).to.equal('');
    expect(errors).to.deep.equal(['reserved-namespace-prefix@1']);
  });

  it('reports xmlns:p="" in XML 1.0 and keeps the outer binding; XML 1.1 undeclares the prefix', () => {
    const body = '<a xmlns:p="urn:p"><b xmlns:p=""><p:c/></b></a>';
    const v10 = parse(body);
    expect(v10.errors).to.deep.equal([`empty-prefixed-namespace-declaration@${body.indexOf('xmlns:p=""')}`]);
    expect(v10.root.children[0].children[0].namespace).to.equal('urn:p');
    const decl = '<?xml version="1.1"?>';
    const v11 = parse(decl + body);
    expect(v11.errors).to.deep.equal([`unbound-namespace-prefix@${decl.length + body.indexOf('p:c')}`]);
    expect(v11.root.children[0].children[0].namespace).to.equal('');
  });

  it('reports an unbound attribute prefix at the attribute, not at the tag', () => {
    const xml = '<a b="1" p:c="2"/>';
    expect(parse(xml).errors).to.deep.equal([`unbound-namespace-prefix@${xml.indexOf('p:c')}`]);
  });
});
