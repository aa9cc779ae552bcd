// bench/gaps.js: what would close each missed speed target, as RESULTS.md gives it.
import { expect } from 'chai';
import { GAPS, gapFor, gapMarkdown } from '../../bench/gaps.js';
import { missProfilesMarkdown } from '../../bench/miss-profiles.js';
import { TARGETS } from '../../bench/targets.js';

/** The speed targets between two rows with a bound: the ones that get a section when they miss. */
const boundedSpeedTargets = TARGETS.filter(
  (t) => (t.kind === 'ratio' || t.kind === 'time') && t.base !== undefined && (t.min !== undefined || t.max !== undefined),
);

describe('bench gaps', () => {
  it('names, in each entry, one speed target with a bound, and no target twice', () => {
    const keys = GAPS.map((gap) => `${gap.row} vs ${gap.base}`);
    expect(new Set(keys).size).to.equal(keys.length);
    for (const gap of GAPS) {
      const matches = boundedSpeedTargets.filter((t) => t.row === gap.row && [t.base].flat().includes(gap.base));
      expect(matches, `${gap.row} vs ${gap.base}`).to.have.length(1);
      expect(gap.close).to.be.a('string').that.is.not.empty;
      expect(gap.measured).to.be.an('array').that.is.not.empty;
    }
  });

  it('adds what would close the gap, and what was measured, under a missed target that has an entry', () => {
    const gap = GAPS[0];
    const profile = {
      status: 'ok',
      bytes: 1e6,
      passes: 1,
      profile: {
        mbps: [100],
        cpu: { total: 10, split: { tokenizer: 10, 'tree builder': 0, adapter: 0, GC: 0, other: 0 }, functions: [] },
        alloc: { total: 0, split: { tokenizer: 0, 'tree builder': 0, adapter: 0, GC: 0, other: 0 }, functions: [], inputBytes: 1e6 },
      },
    };
    const miss = (row, base) => ({ target: `${row} vs ${base}`, measured: '1.2×', goal: '≥ 2×', verdict: 'MISS', about: { kind: 'ratio', row, base, value: 1.2, bound: 2 } });
    const profiles = new Map([[gap.row, profile], [gap.base, profile], ['other-row', profile]]);
    const md = missProfilesMarkdown([miss(gap.row, gap.base)], profiles, (id) => id);
    expect(md).to.include(`**What would close it.** ${gap.close}`);
    expect(md).to.include(`- ${gap.measured[0]}`);
    expect(gapFor('other-row', gap.base)).to.equal(undefined);
    expect(missProfilesMarkdown([miss('other-row', gap.base)], profiles, (id) => id).join('\n')).not.to.include('**What would close it.**');
    expect(gapMarkdown(gap).filter((line) => line.startsWith('- '))).to.have.length(gap.measured.length);
  });
});
