// End to end: a million nested <div>s parse, serialize and convert (the JSON AST and its JSON
// text, domhandler) without a stack overflow.
import { expect } from 'chai';
import { parse, serialize } from 'larch-html';
import { stringifyJson } from 'larch-html/adapters/json';
import { adapter as domhandlerAdapter } from 'larch-html/adapters/domhandler';

const DEPTH = 1000000;
const INPUT = '<div>'.repeat(DEPTH) + 'x';

describe('a million nested <div>s', function () {
  this.timeout(120000);

  it('parse to the JSON AST, serialize back and write as JSON text', function () {
    const doc = parse(INPUT);
    const html = serialize(doc);
    expect(html.length).to.equal('<html><head></head><body></body></html>'.length + DEPTH * '<div></div>'.length + 1);
    expect(html.startsWith('<html><head></head><body><div><div>')).to.equal(true);
    let length = 0;
    stringifyJson(doc, 0, (chunk) => (length += chunk.length));
    expect(length).to.be.greaterThan(DEPTH * '{"type":"element"'.length);
  });

  it('parse into domhandler and serialize through its adapter', function () {
    const doc = parse(INPUT, { treeAdapter: domhandlerAdapter });
    let node = doc.children[0].children[1];
    let depth = 0;
    while (node.children.length > 0 && node.children[0].type === 'tag') {
      node = node.children[0];
      depth++;
    }
    expect(depth).to.equal(DEPTH);
    expect(node.children[0].data).to.equal('x');
    expect(serialize(doc, { treeAdapter: domhandlerAdapter }).length).to.equal(
      '<html><head></head><body></body></html>'.length + DEPTH * '<div></div>'.length + 1,
    );
  });
});
