// Memory in proportion to what is kept, for every way into larch: the heap a way retains (after
// a full garbage collection) is measured at two input sizes on pages shaped like real ones
// (bench/page-shapes.js), each way in a process of its own (test/helpers/memory-probe.js).
// - A way that answers a tree (or tokens, or a scan) keeps what it answers: ×8 input may keep at
//   most ×12 (linear is ×8, quadratic ×64), plus 1 MB for what does not grow at all.
// - A streaming way keeps the token it is in, not the input: at 100 MB it may keep at most 1 MB
//   more than at 10 MB (keeping 12 bytes of every 1,000 it reads would fail).
// Memory, unlike time, does not depend on the machine's load, so one measurement decides.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { SHAPES } from '../bench/page-shapes.js';
import { WAYS } from './helpers/memory-probe.js';

const PROBE = fileURLToPath(new URL('./helpers/memory-probe.js', import.meta.url));
const MB = 1 << 20;
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;

/** Ways that keep what they answer: at most `bound` × at the larger size, plus `more`. */
const KEEPING = { sizes: [250e3, 2e6], bound: 12, more: 1 * MB, shapes: Object.keys(SHAPES).filter((shape) => shape !== 'mixed') };
/** Streaming ways: at most `more` more at the larger size. */
const STREAMING = { sizes: [10e6, 100e6], bound: 1, more: 1 * MB, shapes: ['mixed'] };
/** The CLI writes a line of JSON per token: 100 MB of it would take half a minute. */
const CLI_STREAMING = { ...STREAMING, sizes: [1e6, 10e6] };

const PLANS = [
  ...[...WAYS.whole, ...WAYS.piecewise].map((way) => [way, KEEPING]),
  ...WAYS.streaming.map((way) => [way, STREAMING]),
  ['CLI parse', KEEPING],
  ['CLI parse --errors --json', KEEPING],
  ['CLI highlight', KEEPING],
  ['CLI tokenize', CLI_STREAMING],
];

/** Runs the probe for `way`: its results by shape, as [retained at the small size, at the large]. */
function probe(way, plan) {
  return new Promise((resolve, reject) => {
    const args = ['--expose-gc', PROBE, way, plan.sizes.join(','), ...plan.shapes];
    execFile(process.execPath, args, { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${way}: ${stderr || error.message}`));
      const byShape = {};
      for (const line of stdout.split('\n')) {
        if (!line.startsWith('RESULT ')) continue;
        const { shape, chars, retained } = JSON.parse(line.slice(7));
        (byShape[shape] ??= [])[plan.sizes.indexOf(chars)] = retained;
      }
      resolve(byShape);
    });
  });
}

/** Runs `tasks` (functions answering promises) two at a time: the machine has two cores. */
async function twoAtATime(tasks) {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task !== undefined; task = queue.shift()) await task();
  };
  await Promise.all([worker(), worker()]);
}

describe('memory in proportion to what is kept, for every way in (retained heap at two input sizes)', function () {
  this.timeout(300000);
  const results = new Map();

  before(async function () {
    await twoAtATime(
      PLANS.map(([way, plan]) => async () => {
        try {
          results.set(way, await probe(way, plan));
        } catch (error) {
          results.set(way, error);
        }
      }),
    );
  });

  it('measures every way the probe knows', function () {
    const probed = PLANS.map(([way]) => way).sort();
    expect(probed).to.deep.equal([...WAYS.whole, ...WAYS.piecewise, ...WAYS.streaming, ...WAYS.cli].sort());
  });

  for (const [way, plan] of PLANS) {
    const [small, large] = plan.sizes;
    const growth = large / small;
    const claim =
      plan === KEEPING
        ? `keeps at most ×${plan.bound} for ×${growth} input (${small / 1e6} → ${large / 1e6} MB)`
        : `keeps at ${large / 1e6} MB at most ${mb(plan.more)} more than at ${small / 1e6} MB`;
    it(`${way} ${claim}, on ${plan.shapes.length === 1 ? `the ${plan.shapes[0]} page` : 'every page shape'}`, function () {
      const result = results.get(way);
      if (result instanceof Error) throw result;
      for (const shape of plan.shapes) {
        const [kept, keptLarge] = result[shape];
        expect(keptLarge, `${way}, ${shape}: ${mb(kept)} → ${mb(keptLarge)}`).to.be.below(plan.bound * Math.max(kept, 0) + plan.more);
      }
    });
  }
});
