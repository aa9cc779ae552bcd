// bench/allocation.js: counting the bytes a function allocates from the GC's before/after figures.
import { expect } from 'chai';
import { allocatedBetween, canMeasureAllocation, measureAllocation } from '../../bench/allocation.js';

describe('bench allocation counting', () => {
  it('sums the used heap growth between GCs', () => {
    expect(allocatedBetween(100, [], 160)).to.equal(60);
    // 100 → 400 (GC to 150) → 300 (GC to 120) → 200: 300 + 150 + 80.
    expect(allocatedBetween(100, [[400, 150], [300, 120]], 200)).to.equal(530);
  });

  it('counts a known allocation within 1 %, garbage and GCs included (median of three counts)', function () {
    if (!canMeasureAllocation) this.skip();
    // A plain object with three fields: a 3-word header and 3 in-object fields, 8 or 4 bytes each
    // (4 with pointer compression).
    const word = process.config.variables.v8_enable_pointer_compression ? 4 : 8;
    const ring = new Array(1024);
    const count = 400_000;
    const fill = () => {
      for (let i = 0; i < count; i++) ring[i & 1023] = { a: i, b: i, c: i };
    };
    fill();
    // Anything else the process allocates meanwhile (a timer, the test runner) counts too: it put
    // one count of many 1.2 % over, so the test takes the median of three.
    const counts = [0, 1, 2].map(() => measureAllocation(fill));
    for (const { gcs } of counts) expect(gcs).to.be.above(0);
    const perObject = counts.map(({ bytes }) => bytes / count).sort((a, b) => a - b);
    expect(perObject[1]).to.be.closeTo(6 * word, 0.06 * word);
  });
});
