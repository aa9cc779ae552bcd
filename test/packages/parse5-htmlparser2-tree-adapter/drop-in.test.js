// The parse5-htmlparser2-tree-adapter drop-in (packages/parse5-htmlparser2-tree-adapter) against
// the package it replaces (parse5-htmlparser2-tree-adapter 8 with parse5 8, devDependencies):
// larch-parse5 with the drop-in builds, on every suite input parse5 passes, the domhandler tree
// parse5 builds with the original (every node's own keys in order, attribute maps, namespaces,
// the document mode, parent links).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import * as parse5 from 'parse5';
import * as original from 'parse5-htmlparser2-tree-adapter';
import * as larchParse5 from 'larch-parse5';
import * as dropIn from 'larch-parse5-htmlparser2-tree-adapter';
import { readDat } from '../../helpers/dat.js';
import { requireSuite, suitePath } from '../../helpers/html5lib.js';
import { dumpTree } from '../../conformance/tree-dump.js';
import { processingInstructionDifference } from '../../helpers/processing-instructions.js';

const NAMESPACES = { svg: 'http://www.w3.org/2000/svg', math: 'http://www.w3.org/1998/Math/MathML' };
const MAPS = ['attribs', 'x-attribsNamespace', 'x-attribsPrefix'];

/** A domhandler tree as plain data: each node's own keys in order, links checked, maps as entries. */
function plainDom(node, parent = null) {
  const out = { keys: Object.keys(node).filter((key) => !['parent', 'prev', 'next'].includes(key)) };
  if (node.parent !== parent) throw new Error(`${node.type} ${node.name ?? ''}: parent is not its parent`);
  for (const key of out.keys) {
    const value = node[key];
    if (key === 'children') out.children = value.map((child) => plainDom(child, node));
    else if (MAPS.includes(key)) out[key] = Object.entries(value);
    else out[key] = value;
  }
  return out;
}

function run(parseApi, treeAdapter, test) {
  const options = { treeAdapter, scriptingEnabled: test.scripting ?? true };
  if (test.fragment === null) return parseApi.parse(test.data, options);
  const [first, second] = test.fragment.split(' ');
  const context = second === undefined ? treeAdapter.createElement(first, 'http://www.w3.org/1999/xhtml', []) : treeAdapter.createElement(second, NAMESPACES[first], []);
  return parseApi.parseFragment(context, test.data, options);
}

describe('parse5-htmlparser2-tree-adapter drop-in (larch-parse5-htmlparser2-tree-adapter)', () => {
  it('exports what parse5-htmlparser2-tree-adapter 8 exports', () => {
    expect(Object.keys(dropIn).sort()).to.deep.equal(Object.keys(original).sort());
  });

  it('writes DOCTYPE data as the original does', () => {
    for (const [name, publicId, systemId] of [['html', '', ''], ['html', 'p', 's'], ['html', '', 's'], ['html', 'a"b', "c'd"], ['', '', '']]) {
      expect(dropIn.serializeDoctypeContent(name, publicId, systemId)).to.equal(original.serializeDoctypeContent(name, publicId, systemId));
    }
  });

  it('builds, through larch-parse5, the tree parse5 builds through the original on every suite input parse5 passes', function () {
    requireSuite(this, 'tree-construction', 'parse5-htmlparser2-tree-adapter drop-in');
    const dir = suitePath('tree-construction');
    let compared = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.dat')).sort()) {
      for (const test of readDat(join(dir, file))) {
        if (dumpTree(parse5.defaultTreeAdapter, run(parse5, parse5.defaultTreeAdapter, test)) !== test.document) continue;
        const context = test.fragment === null ? null : { type: 'element', tagName: test.fragment.split(' ').at(-1), namespace: NAMESPACES[test.fragment.split(' ')[0]] ?? 'http://www.w3.org/1999/xhtml', attrs: [], children: [] };
        if (processingInstructionDifference(test.data, { context, scriptingEnabled: test.scripting ?? true }) !== null) continue;
        const ours = plainDom(run(larchParse5, dropIn.adapter, test));
        const theirs = plainDom(run(parse5, original.adapter, test));
        expect(ours, `${file}:${test.line}`).to.deep.equal(theirs);
        compared++;
      }
    }
    expect(compared).to.be.above(1400);
  });

  it('gives each element attribute maps of its own, which a caller may write to', () => {
    const body = larchParse5.parse('<p a=1></p><p a=2></p>', { treeAdapter: dropIn.adapter }).children[0].children[1];
    const [first, second] = body.children;
    first['x-attribsNamespace'].a = 'urn:x';
    expect(second['x-attribsNamespace'].a).to.equal(undefined);
  });
});
