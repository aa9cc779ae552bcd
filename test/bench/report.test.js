// bench/report.js: pooling repeated runs and summarizing results per regime.
import { expect } from 'chai';
import { poolResults, summarizeResults } from '../../bench/report.js';

const ok = (id, regime, mbps, extra = {}) => ({ id, regime, status: 'ok', mbps, gcShare: mbps.map(() => 0.1), ...extra });

describe('bench results', () => {
  it('pools the rounds of repeated runs per row and regime, with the median memory figures', () => {
    const pooled = poolResults([
      ok('a', 'steady', [10, 11], { allocatedPerByte: 8, retainedPerByte: 4 }),
      ok('a', 'after-gc', [9]),
      ok('a', 'steady', [12], { allocatedPerByte: 9, retainedPerByte: 5 }),
      ok('a', 'steady', [13], { allocatedPerByte: 7, retainedPerByte: 6 }),
    ]);
    expect(pooled).to.have.length(2);
    expect(pooled[0]).to.deep.include({ id: 'a', regime: 'steady', mbps: [10, 11, 12, 13], allocatedPerByte: 8, retainedPerByte: 5 });
    expect(pooled[1]).to.deep.include({ id: 'a', regime: 'after-gc', mbps: [9] });
  });

  it('keeps a failure only when no run of that row and regime succeeded', () => {
    const failed = { id: 'b', regime: 'steady', status: 'error', reason: 'boom' };
    expect(poolResults([failed, ok('b', 'steady', [5])])[0].status).to.equal('ok');
    expect(poolResults([failed, { ...failed, reason: 'again' }])).to.deep.equal([failed]);
  });

  it('summarizes each regime separately and lists the rows without numbers', () => {
    const failed = { id: 'c', regime: 'after-gc', status: 'not-available', reason: 'not built' };
    const summaries = summarizeResults([ok('c', 'steady', [1, 2, 3, 4, 5], { allocatedPerByte: 2 }), failed]);
    expect(summaries.steady.get('c')).to.deep.include({ median: 3, q1: 2, q3: 4, gcShare: 0.1, allocatedPerByte: 2, retainedPerByte: null });
    expect(summaries.afterGc.has('c')).to.equal(false);
    expect(summaries.failures).to.deep.equal([failed]);
    expect([...summaries.ran]).to.deep.equal(['c']);
  });
});
