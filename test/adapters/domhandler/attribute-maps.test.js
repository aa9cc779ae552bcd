import { expect } from 'chai';
import * as larch from 'larch-html';
import { adapter, xmlAdapter } from 'larch-html/adapters/domhandler';

const parse = (html) => larch.parse(html, { treeAdapter: adapter });
const parseXml = (xml) => larch.parseXml(xml, { treeAdapter: xmlAdapter });
const XMLNS = 'http://www.w3.org/2000/xmlns/';

/** The first element named `name`, found iteratively. */
function find(root, name) {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.shift();
    if (node.name === name) return node;
    if (node.children) stack.push(...node.children);
  }
  return null;
}

/**
 * Whether `map` is a plain object, as htmlparser2 makes its maps: its prototype is Object.prototype
 * (what lodash's `isPlainObject` and the stricter checks look for) and it has no tag of a class.
 */
function isPlainObject(map) {
  return Object.getPrototypeOf(map) === Object.prototype && Object.prototype.toString.call(map) === '[object Object]';
}

describe('domhandler adapter: attribute maps', () => {
  it('builds attribs that are plain objects, as htmlparser2\'s, in source order, with names such as __proto__ and constructor as own keys', () => {
    const p = find(parse('<p __proto__=x constructor=y toString=w id=z>'), 'p');
    expect(isPlainObject(p.attribs)).to.equal(true);
    expect(Object.entries(p.attribs)).to.deep.equal([['__proto__', 'x'], ['constructor', 'y'], ['tostring', 'w'], ['id', 'z']]);
    expect(Object.getPrototypeOf(p.attribs)).to.equal(Object.prototype);
    expect(Object.keys(p['x-attribsNamespace'])).to.deep.equal(['__proto__', 'constructor', 'tostring', 'id']);
    expect(isPlainObject(p['x-attribsPrefix'])).to.equal(true);
    expect(larch.serialize(find(parse('<p __proto__=x>'), 'body'), { treeAdapter: adapter })).to.equal('<p __proto__="x"></p>');
  });

  it('keeps an adopted attribute whose name an object inherits (constructor on <html>)', () => {
    const html = find(parse('<html lang=en><html constructor=c>'), 'html');
    expect(Object.entries(html.attribs)).to.deep.equal([['lang', 'en'], ['constructor', 'c']]);
  });

  it('gives every element attribs of its own', () => {
    const doc = parse('<p class=a></p><p class=a></p>');
    const [first, second] = find(doc, 'body').children;
    first.attribs.class = 'changed';
    expect(second.attribs.class).to.equal('a');
  });

  it('gives every element namespace and prefix maps of its own, which a caller may write to, as parse5\'s adapter does', () => {
    const [first, second] = find(parse('<p class=a id=b></p><p class=c id=d></p>'), 'body').children;
    expect(first['x-attribsNamespace']).not.to.equal(second['x-attribsNamespace']);
    expect(first['x-attribsPrefix']).not.to.equal(first['x-attribsNamespace']);
    first['x-attribsNamespace'].class = 'http://example.com/';
    first['x-attribsPrefix'].class = 'ex';
    expect(second['x-attribsNamespace'].class).to.equal(undefined);
    expect(first['x-attribsPrefix'].id).to.equal(undefined);
    expect(larch.serialize(find(parse('<p class=a id=b>'), 'body'), { treeAdapter: adapter })).to.equal('<p class="a" id="b"></p>');
  });

  it('gives foreign elements with namespaced attributes maps of their own', () => {
    const use = find(parse('<svg><use xlink:href=#a></use></svg>'), 'use');
    expect(Object.isFrozen(use['x-attribsNamespace'])).to.equal(false);
    expect(use['x-attribsNamespace'].href).to.equal('http://www.w3.org/1999/xlink');
    expect(use['x-attribsPrefix'].href).to.equal('xlink');
  });

  it('adopts attributes into the recipient\'s maps alone', () => {
    const doc = parse('<html lang=en><p lang=fr></p><html dir=ltr lang=de>');
    const html = find(doc, 'html');
    const p = find(doc, 'p');
    expect(Object.entries(html.attribs)).to.deep.equal([['lang', 'en'], ['dir', 'ltr']]);
    expect(Object.keys(html['x-attribsNamespace'])).to.deep.equal(['lang', 'dir']);
    expect(Object.keys(html['x-attribsPrefix'])).to.deep.equal(['lang', 'dir']);
    expect(Object.keys(p['x-attribsNamespace'])).to.deep.equal(['lang']);
  });

  it('records the default namespace declaration, in HTML (prefix \'\') and in XML (no prefix)', () => {
    const [a] = find(parse('<svg xmlns="http://www.w3.org/2000/svg" width=1></svg>'), 'body').children;
    expect({ ...a['x-attribsNamespace'] }).to.deep.equal({ xmlns: XMLNS, width: undefined });
    expect({ ...a['x-attribsPrefix'] }).to.deep.equal({ xmlns: '', width: undefined });
    const root = parseXml('<svg xmlns="http://www.w3.org/2000/svg" width="1"><g width="3"/></svg>').children[0];
    expect({ ...root['x-attribsNamespace'] }).to.deep.equal({ xmlns: XMLNS, width: undefined });
    expect({ ...root['x-attribsPrefix'] }).to.deep.equal({ xmlns: undefined, width: undefined });
    expect(isPlainObject(root.attribs)).to.equal(true);
    expect(isPlainObject(root['x-attribsNamespace'])).to.equal(true);
    expect({ ...root.attribs }).to.deep.equal({ xmlns: 'http://www.w3.org/2000/svg', width: '1' });
  });

  it('gives XML elements with prefixed attributes maps of their own, keyed by qualified names', () => {
    const root = parseXml('<r xmlns:x="urn:x" x:a="1" b="2"/>').children[0];
    expect(Object.isFrozen(root['x-attribsNamespace'])).to.equal(false);
    expect({ ...root.attribs }).to.deep.equal({ 'xmlns:x': 'urn:x', 'x:a': '1', b: '2' });
    expect({ ...root['x-attribsNamespace'] }).to.deep.equal({ 'xmlns:x': XMLNS, 'x:a': 'urn:x', b: undefined });
    expect({ ...root['x-attribsPrefix'] }).to.deep.equal({ 'xmlns:x': 'xmlns', 'x:a': 'x', b: undefined });
  });
});
