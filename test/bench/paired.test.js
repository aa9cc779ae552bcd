// bench/paired.js: two rows' processes taking turns over the same slices of the corpus.
import { expect } from 'chai';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { MIN_PAIRED_SECONDS, pairedRoundCount, pinMainThread, roundWork, runPair, runPairPasses, sliceBounds } from '../../bench/paired.js';

const canPin = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0 && existsSync('/proc/self/task');

/** Each thread of process `pid` and the CPUs it may run on (Linux's /proc). */
const threadCpus = (pid) =>
  readdirSync(`/proc/${pid}/task`).map((tid) => [Number(tid), /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8'))[1]]);

const sliceSizes = (sizes, bounds) => bounds.slice(1).map((end, k) => sizes.slice(bounds[k], end).reduce((sum, size) => sum + size, 0));

describe('bench paired rounds', () => {
  it('cuts a round into contiguous slices of about equal bytes that cover every item once', () => {
    const sizes = Array.from({ length: 100 }, (_, i) => 10 + ((i * 37) % 50));
    const bounds = sliceBounds(sizes, 8);
    expect(bounds).to.have.length(9);
    expect(bounds[0]).to.equal(0);
    expect(bounds[8]).to.equal(100);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    for (const size of sliceSizes(sizes, bounds)) expect(Math.abs(size - total / 8)).to.be.below(60);
  });

  it('never leaves a slice empty while there are as many items as slices, even behind a huge item', () => {
    const sizes = [1000, 1, 1, 1];
    const bounds = sliceBounds(sizes, 4);
    expect(bounds).to.deep.equal([0, 1, 2, 3, 4]);
    const few = sliceBounds([5, 5], 4);
    expect(few[0]).to.equal(0);
    expect(few[4]).to.equal(2);
    for (let k = 1; k < few.length; k++) expect(few[k]).to.be.at.least(few[k - 1]);
  });

  it('rejects a slice count that is not a positive integer', () => {
    expect(() => sliceBounds([1], 0)).to.throw(TypeError, /count/);
  });

  it('runs a fast pair more rounds than asked, so a pass times enough of the slower row, and a slow one as many as asked', () => {
    expect(pairedRoundCount(5, MIN_PAIRED_SECONDS / 20)).to.equal(20);
    expect(pairedRoundCount(5, MIN_PAIRED_SECONDS)).to.equal(5);
    expect(pairedRoundCount(5, NaN)).to.equal(5);
  });

  it('lays out a round as the corpus as many times over as it has passes', () => {
    expect(roundWork(['a', 'b'], [1, 2], 2)).to.deep.equal({ work: ['a', 'b', 'a', 'b'], bytes: [1, 2, 1, 2] });
  });

  it('times both rows in each round and reports a row that cannot run', async function () {
    this.timeout(60000);
    const ok = await runPair(['charcodeat-loop', 'charcodeat-loop'], { rounds: 2, warmup: 1, slices: 4, timeout: 50 });
    expect(ok.status).to.equal('ok');
    expect(ok.mbps).to.have.length(2);
    for (const perRound of ok.mbps) {
      expect(perRound).to.have.length(2);
      for (const mbps of perRound) expect(mbps).to.be.above(0);
    }
    const failed = await runPair(['no-such-row', 'charcodeat-loop'], { rounds: 1, warmup: 1, slices: 2, timeout: 50 });
    expect(failed).to.deep.include({ status: 'error', id: 'no-such-row', side: 0 });
    expect(failed.reason).to.match(/unknown row no-such-row/);
  });

  it('pins a process\'s main thread to one CPU and leaves its other threads on every CPU', async function () {
    if (!canPin) this.skip();
    this.timeout(20000);
    const child = spawn(process.execPath, ['-e', 'process.stdin.resume()'], { stdio: ['pipe', 'ignore', 'ignore'] });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = threadCpus(child.pid);
      expect(pinMainThread(child.pid, 0)).to.equal(true);
      const after = new Map(threadCpus(child.pid));
      expect(after.get(child.pid)).to.equal('0');
      const others = before.filter(([tid]) => tid !== child.pid && after.has(tid));
      expect(others.length).to.be.above(0);
      for (const [tid, cpus] of others) expect(after.get(tid)).to.equal(cpus);
      expect(pinMainThread(child.pid, 4096)).to.equal(false);
    } finally {
      child.kill();
    }
  });

  it('pools the rounds of passes of fresh processes, pinned to the next CPU each, and names the side that failed', async function () {
    this.timeout(60000);
    const pooled = await runPairPasses(['charcodeat-loop', 'charcodeat-loop'], { rounds: 2, warmup: 1, slices: 2, timeout: 50 }, 2);
    expect(pooled.status).to.equal('ok');
    expect(pooled.pass).to.deep.equal([0, 0, 1, 1]);
    expect(pooled.pinned).to.deep.equal(canPin ? [0, 1 % availableParallelism()] : [null, null]);
    for (const perRound of pooled.mbps) expect(perRound).to.have.length(4);
    const failed = await runPairPasses(['charcodeat-loop', 'no-such-row'], { rounds: 1, warmup: 1, slices: 2, timeout: 50 }, 2);
    expect(failed).to.deep.include({ status: 'error', id: 'no-such-row', side: 1 });
  });
});
