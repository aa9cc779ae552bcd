// The JSON tree is the core's default (lib/json/); larch-html/adapters/json re-exports it.
// The modules themselves are tsc's build/ (dist has them in shared chunks, each once).
import { expect } from 'chai';
import { parse, parseXml, serialize } from 'larch-html';
import * as entry from 'larch-html/adapters/json';
import * as builtEntry from '../../build/adapters/json/index.js';
import { adapter } from '../../build/lib/json/adapter.js';
import { stringifyJson } from '../../build/lib/json/stringify.js';
import { xmlAdapter } from '../../build/lib/json/xml.js';

const core = { adapter, stringifyJson, xmlAdapter };

describe('the default JSON tree', () => {
  it('is exported unchanged by larch-html/adapters/json', () => {
    expect(Object.keys(entry).sort()).to.deep.equal(['adapter', 'stringifyJson', 'xmlAdapter']);
    expect(Object.keys(builtEntry).sort()).to.deep.equal(Object.keys(entry).sort());
    for (const name of Object.keys(builtEntry)) expect(builtEntry[name], name).to.equal(core[name]);
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
