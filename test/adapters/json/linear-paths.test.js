// Paths where the JSON adapter once went quadratic: foster parenting inserts before a table that
// stays its parent's last child, and every extra <html> tag adopts attributes into the root.
// Quadrupling N must cost about 4× (quadratic would be 16×); best of three runs, generous bound.
import { expect } from 'chai';
import { parse } from 'larch-html';

function bestTime(html) {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    parse(html);
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

function growth(make, n) {
  bestTime(make(n / 4));
  return bestTime(make(n)) / bestTime(make(n / 4));
}

describe('JSON adapter: linear on foster parenting and attribute adoption', function () {
  this.timeout(60000);

  it('inserts N foster-parented elements before a table in linear time', function () {
    expect(growth((n) => '<table>' + '<b>x</b>'.repeat(n), 200000)).to.be.below(9);
  });

  it('adopts attributes from N <html> tags in linear time', function () {
    const make = (n) => Array.from({ length: n }, (_, i) => `<html a${i}>`).join('');
    expect(growth(make, 200000)).to.be.below(9);
  });
});
