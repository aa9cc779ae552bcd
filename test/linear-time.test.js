// Linear time on every pathological shape (bench/scaling-inputs.js, the inputs `npm run
// bench:scaling` times up to 10^6): each is timed at N = 3·10^4 and 3·10^5, and the time may grow
// at most 30× for that 10× of input. Linear work grows about 10×, quadratic work 100×, so the
// bound tells the two classes apart on a busy machine; a shape over it is measured twice more
// before it fails, so one stall does not. The time counted is the parser's own, without V8's
// garbage collection pauses (a tree that outgrows the young generation costs the collector more
// per node: bench:scaling reports that apart), and the sizes are past the point where a deep
// tree leaves the CPU caches (from 10^4 to 10^5 nested elements a linear parse grows 35-50×,
// every node costing three times as much once the path of open elements is out of cache).
// The shapes are timed in a process of their own (test/helpers/growth-probe.js): the forced
// collections between runs then sweep only the probe's small heap, not the test runner's. One
// process, not one per core: two timing at once slow the large inputs (out of cache) more than the
// small ones, and the ratios drift up. For the same reason `npm test` runs this file alone,
// after the other files (which run two at a time).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { BOUND, SCRATCH, SHAPES } from './helpers/growth-probe.js';

const PROBE = fileURLToPath(new URL('./helpers/growth-probe.js', import.meta.url));

/** Runs the probe over `ids`: its results, as [id, label, ratio]. */
function probe(ids) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--expose-gc', PROBE, ...ids], { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(stderr || error.message));
      const results = [];
      for (const line of stdout.split('\n')) if (line.startsWith('RESULT ')) results.push(JSON.parse(line.slice(7)));
      resolve(results);
    });
  });
}

describe('linear time on every pathological shape (3·10^4 → 3·10^5 at most ×30)', function () {
  this.timeout(300000);
  let results = [];

  before(async function () {
    results = await probe([SCRATCH, ...SHAPES.map((shape) => shape.id)]);
    if (process.env.DEBUG_LT) for (const r of results) console.log(`${r.id} ${r.label}: ×${r.ratio.toFixed(1)}`);
  });

  it('has the shapes of bench/scaling-inputs.js to time', function () {
    expect(SHAPES.length).to.be.at.least(30);
  });

  it('a parse after one tag with 10^5 attributes costs what it cost before (no scratch space sized by an earlier parse)', function () {
    const [scratch] = results.filter((r) => r.id === SCRATCH);
    expect(scratch.ratio).to.be.below(5);
  });

  for (const shape of SHAPES) {
    it(`${shape.label} (${shape.id})`, function () {
      const timed = results.filter((r) => r.id === shape.id);
      expect(timed, 'the parsers timed').to.not.be.empty;
      for (const { label, ratio } of timed) expect(ratio, `${label}: ×${ratio.toFixed(1)} for ×10 input`).to.be.below(BOUND);
    });
  }
});
