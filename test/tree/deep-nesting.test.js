import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse } from 'larch-html';

const DEPTH = 100000;
const adapter = parse5.defaultTreeAdapter;

/** Depth of the deepest element under `node`, walking iteratively. */
function maxDepth(node) {
  let max = 0;
  const stack = [[node, 0]];
  while (stack.length > 0) {
    const [n, d] = stack.pop();
    if (d > max) max = d;
    for (const child of n.childNodes ?? []) stack.push([child, d + 1]);
  }
  return max;
}

describe('tree builder: deep nesting', function () {
  this.timeout(60000);

  it(`builds ${DEPTH} nested divs without recursion`, function () {
    const doc = parse('<div>'.repeat(DEPTH) + 'x', { treeAdapter: adapter });
    // document > html > body > DEPTH divs > text
    expect(maxDepth(doc)).to.equal(DEPTH + 3);
  });

  it(`builds ${DEPTH} nested spans closed again in linear time`, function () {
    const html = '<span>'.repeat(DEPTH) + 'x' + '</span>'.repeat(DEPTH) + 'y';
    const start = performance.now();
    const doc = parse(html, { treeAdapter: adapter });
    const elapsed = performance.now() - start;
    expect(maxDepth(doc)).to.equal(DEPTH + 3);
    expect(elapsed).to.be.below(5000);
  });

  it('keeps text under a formatting element opened far below linear (no stack searches)', function () {
    const html = '<b>' + '<div>x'.repeat(DEPTH);
    const start = performance.now();
    const doc = parse(html, { treeAdapter: adapter });
    expect(performance.now() - start).to.be.below(5000);
    expect(maxDepth(doc)).to.equal(DEPTH + 4);
  });

  it('checks "p in button scope" in constant time when no p is open', function () {
    const html = '<div>'.repeat(DEPTH) + '<p>'.repeat(10) + '<address>'.repeat(DEPTH);
    const start = performance.now();
    parse(html, { treeAdapter: adapter });
    expect(performance.now() - start).to.be.below(5000);
  });

  it('ignores end tags of elements that are not open without walking a deep stack', function () {
    for (const html of [
      '<span>'.repeat(DEPTH) + '</foo>'.repeat(DEPTH),
      '<x-a>'.repeat(DEPTH) + '</x-b>'.repeat(DEPTH),
      '<svg>' + '<g>'.repeat(DEPTH) + '</x>'.repeat(DEPTH),
    ]) {
      const start = performance.now();
      const doc = parse(html, { treeAdapter: adapter });
      expect(performance.now() - start, html.slice(0, 12)).to.be.below(5000);
      expect(maxDepth(doc)).to.be.at.least(DEPTH);
    }
  });
});
