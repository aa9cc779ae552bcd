// The JSON tree is the core's default (lib/json/); larch-html/adapters/json re-exports it.
import { expect } from 'chai';
import { parse, parseXml, serialize } from 'larch-html';
import * as entry from 'larch-html/adapters/json';
import { adapter } from '../../dist/esm/lib/json/adapter.js';
import { stringifyJson } from '../../dist/esm/lib/json/stringify.js';
import { xmlAdapter } from '../../dist/esm/lib/json/xml.js';

const core = { adapter, stringifyJson, xmlAdapter };

describe('the default JSON tree', () => {
  it('is exported unchanged by larch-html/adapters/json', () => {
    expect(Object.keys(entry).sort()).to.deep.equal(['adapter', 'stringifyJson', 'xmlAdapter']);
    for (const name of Object.keys(entry)) expect(entry[name], name).to.equal(core[name]);
  });

  it('is what parse, serialize and parseXml use without a treeAdapter', () => {
    const document = parse('<p id=a>x');
    expect(document.type).to.equal('document');
    expect(entry.adapter.getTagName(document.children[0])).to.equal('html');
    expect(serialize(document)).to.equal('<html><head></head><body><p id="a">x</p></body></html>');
    const xml = parseXml('<?pi d?><r/>');
    expect(xml.children.map((node) => node.type)).to.deep.equal(['processingInstruction', 'element']);
  });
});
