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

  it(`builds ${DEPTH} nested spans closed again`, function () {
    const doc = parse('<span>'.repeat(DEPTH) + 'x' + '</span>'.repeat(DEPTH) + 'y', { treeAdapter: adapter });
    expect(maxDepth(doc)).to.equal(DEPTH + 3);
  });

  it(`keeps text under a formatting element opened ${DEPTH} levels up`, function () {
    const doc = parse('<b>' + '<div>x'.repeat(DEPTH), { treeAdapter: adapter });
    expect(maxDepth(doc)).to.equal(DEPTH + 4);
  });

  it('opens a p after 100 000 nested divs and nests 100 000 addresses', function () {
    const doc = parse('<div>'.repeat(DEPTH) + '<p>'.repeat(10) + '<address>'.repeat(DEPTH), { treeAdapter: adapter });
    expect(maxDepth(doc)).to.be.at.least(2 * DEPTH);
  });

  it('ignores end tags of elements that are not open under a deep stack', function () {
    for (const html of [
      '<span>'.repeat(DEPTH) + '</foo>'.repeat(DEPTH),
      '<x-a>'.repeat(DEPTH) + '</x-b>'.repeat(DEPTH),
      '<svg>' + '<g>'.repeat(DEPTH) + '</x>'.repeat(DEPTH),
    ]) {
      const doc = parse(html, { treeAdapter: adapter });
      expect(maxDepth(doc), html.slice(0, 12)).to.be.at.least(DEPTH);
    }
  });
});
