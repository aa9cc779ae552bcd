// The parse5 adapter (adapters/parse5): larch builds through it exactly the tree it builds through
// parse5's own defaultTreeAdapter (every field, in parse5's order, template contents, parentNode
// links and source locations), on every html5lib tree-construction input, documents and fragments.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment, serialize } from 'larch-html';
import { adapter } from 'larch-html/adapters/parse5';
import { readDat } from '../../helpers/dat.js';
import { plainTree } from '../../helpers/parse5-tree.js';
import { requireSuite, suitePath } from '../../helpers/html5lib.js';

const NAMESPACES = { svg: 'http://www.w3.org/2000/svg', math: 'http://www.w3.org/1998/Math/MathML' };

function contextFor(test, treeAdapter) {
  const [first, second] = test.fragment.split(' ');
  return second === undefined ? treeAdapter.createElement(first, 'http://www.w3.org/1999/xhtml', []) : treeAdapter.createElement(second, NAMESPACES[first], []);
}

function build(test, treeAdapter, sourceCodeLocationInfo) {
  const options = { treeAdapter, sourceCodeLocationInfo, scriptingEnabled: test.scripting ?? true };
  return test.fragment === null ? parse(test.data, options) : parseFragment(contextFor(test, treeAdapter), test.data, options);
}

describe('parse5 adapter', () => {
  it('builds what parse5\'s defaultTreeAdapter builds, with and without locations, on every tree-construction input', function () {
    requireSuite(this, 'tree-construction', 'parse5 adapter');
    const dir = suitePath('tree-construction');
    let compared = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.dat'))) {
      for (const test of readDat(join(dir, file))) {
        for (const locations of [false, true]) {
          const ours = plainTree(build(test, adapter, locations));
          const theirs = plainTree(build(test, parse5.defaultTreeAdapter, locations));
          expect(ours, `${file}:${test.line}${locations ? ' with locations' : ''}`).to.deep.equal(theirs);
          compared++;
        }
      }
    }
    expect(compared).to.be.above(3000);
  });

  it('gives parse5\'s node shapes, which parse5\'s serializer and larch\'s read back', () => {
    const document = parse('<!DOCTYPE html><template><b>x</b></template><p id=a>t<!--c-->', { treeAdapter: adapter });
    expect(document.nodeName).to.equal('#document');
    const html = document.childNodes[1];
    const [head, body] = html.childNodes;
    expect(head.childNodes[0].content.nodeName).to.equal('#document-fragment');
    expect(body.childNodes[0]).to.include({ nodeName: 'p', tagName: 'p', namespaceURI: 'http://www.w3.org/1999/xhtml' });
    expect(body.childNodes[0].attrs).to.deep.equal([{ name: 'id', value: 'a' }]);
    expect(parse5.serialize(document)).to.equal(serialize(document, { treeAdapter: adapter }));
    expect(parse5.serialize(document)).to.equal(parse5.serialize(parse5.parse('<!DOCTYPE html><template><b>x</b></template><p id=a>t<!--c-->')));
  });

  it('turns processing instructions into the comments parse5 makes of them', () => {
    const html = '<p><?php echo 1 ?></p>';
    const ours = parseFragment(html, { treeAdapter: adapter });
    expect(ours.childNodes[0].childNodes[0]).to.include({ nodeName: '#comment', data: '?php echo 1 ?' });
    expect(parse5.serialize(ours)).to.equal(parse5.serialize(parse5.parseFragment(html)));
  });

  it('adopts attributes from repeated <html> tags in linear time', () => {
    const count = 20000;
    const html = Array.from({ length: count }, (_, i) => `<html a${i}=${i}>`).join('');
    const document = parse(html, { treeAdapter: adapter });
    expect(document.childNodes[0].attrs.length).to.equal(count);
    expect(new Set(document.childNodes[0].attrs.map((a) => a.name)).size).to.equal(count);
  });
});
