// bench/machine.js: whether the machine was idle while the benchmark ran.
import { expect } from 'chai';
import { busyWarning, cpuTimes, othersShare } from '../../bench/machine.js';

const times = (total, busy, own, steal = 0) => ({ total, busy, own, steal });

describe('bench machine', () => {
  it('counts the busy CPU time that is not the benchmark\'s as other processes\' share', () => {
    // 1000 ticks went by: 600 busy, 500 of them the benchmark's and its children's, 20 stolen.
    const { others, steal } = othersShare(times(5000, 2000, 300, 10), times(6000, 2600, 800, 30));
    expect(others).to.be.closeTo(0.1, 1e-12);
    expect(steal).to.be.closeTo(0.02, 1e-12);
    // Clock-tick rounding can put the benchmark's own time above the machine's busy time.
    expect(othersShare(times(0, 0, 0), times(100, 50, 52)).others).to.equal(0);
  });

  it('reads the machine\'s and its own CPU time where /proc exists, and null elsewhere', () => {
    const now = cpuTimes();
    if (process.platform !== 'linux') {
      expect(now).to.equal(null);
      return;
    }
    expect(now.total).to.be.above(now.busy);
    expect(now.own).to.be.at.least(0);
  });

  it('judges idleness on the other processes\' CPU time when it is known, else on the load averages', () => {
    const quiet = [0.2, 0.2, 0.2];
    const loaded = [2.5, 2, 1];
    expect(busyWarning(quiet, loaded, { run: 0.01, row: 0.04, rowId: 'a steady', steal: 0 })).to.equal(null);
    expect(busyWarning(quiet, quiet, { run: 0.08, row: 0.3, rowId: 'a steady', steal: 0 })).to.include('8.0 % of its CPU time over the run, and 30.0 % while a steady ran');
    expect(busyWarning(quiet, quiet, { run: 0.01, row: 0.25, rowId: 'b after-gc', steal: 0 })).to.include('while b after-gc ran');
    expect(busyWarning(quiet, quiet)).to.equal(null);
    expect(busyWarning(quiet, loaded)).to.include('up to 2.50 during the run');
  });
});
