// bench/gaps.js: what would close each missed speed target, as RESULTS.md gives it.
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { GAPS, MISSES_HEADING, gapFor, gapMarkdown, targetOf, withGapTexts } from '../../bench/gaps.js';
import { missProfilesMarkdown } from '../../bench/miss-profiles.js';
import { TARGETS } from '../../bench/targets.js';

const RESULTS = new URL('../../bench/RESULTS.md', import.meta.url);


/** A row.js --profile result (1 MB, 10 ms of tokenizer time) for every row the tests name. */
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
const profiles = new Map([[GAPS[0].row, profile], [GAPS[0].base, profile], ['other-row', profile]]);

/** A judged line (bench/judge.js) of a speed ratio between `row` and `base` that missed, named by `labelOf`. */
const missOf = (labelOf) => (row, base) => ({
  target: `${labelOf(row)} vs ${labelOf(base)}`,
  measured: '1.2×',
  goal: '≥ 2×',
  verdict: 'MISS',
  about: { kind: 'ratio', row, base, value: 1.2, bound: 2 },
});

describe('bench gaps', () => {
  it('names, in each entry, a speed target with a bound, and no target twice', () => {
    const targets = GAPS.map(targetOf);
    targets.forEach((target, i) => {
      expect(target, `${GAPS[i].row} vs ${GAPS[i].base}`).to.be.an('object');
      expect(TARGETS).to.include(target);
      expect(target.min ?? target.max).to.be.a('number');
      expect(GAPS[i].close).to.be.a('string').that.is.not.empty;
      expect(GAPS[i].measured).to.be.an('array').that.is.not.empty;
    });
    expect(new Set(targets).size).to.equal(targets.length);
    expect(targetOf({ row: 'larch-json', base: 'parse5' }), 'a comparison without a bound').to.equal(undefined);
  });

  it('adds what would close the gap, and what was measured, under a missed target that has an entry', () => {
    const gap = GAPS[0];
    const miss = missOf((id) => id);
    const md = missProfilesMarkdown([miss(gap.row, gap.base)], profiles, (id) => id);
    expect(md).to.include(`**What would close it.** ${gap.close}`);
    expect(md).to.include(`- ${gap.measured[0]}`);
    expect(gapFor('other-row', gap.base)).to.equal(undefined);
    expect(missProfilesMarkdown([miss('other-row', gap.base)], profiles, (id) => id).join('\n')).not.to.include('**What would close it.**');
    expect(gapMarkdown(gap).filter((line) => line.startsWith('- '))).to.have.length(gap.measured.length);
  });

  it('writes each entry\'s text into its target\'s section of a RESULTS.md as a run does, replacing what was there and leaving other sections alone', () => {
    const [gap] = GAPS;
    const labelOf = (id) => `Row ${id}`;
    const miss = missOf(labelOf);
    const run = ['# R', '', ...missProfilesMarkdown([miss(gap.row, gap.base), miss('other-row', gap.base)], profiles, labelOf), '## Changes that moved a number', '', 'log'].join('\n');
    // What a run wrote comes back unchanged.
    expect(withGapTexts(run, GAPS, labelOf)).to.equal(run);
    // An entry revised since the run replaces the old text; the section without an entry keeps its own.
    const revised = [{ ...gap, close: 'Something else.', measured: ['One figure.'] }];
    const rewritten = withGapTexts(run, revised, labelOf);
    expect(rewritten).to.include('**What would close it.** Something else.\n\nMeasured on the way');
    expect(rewritten).to.include('- One figure.\n');
    expect(rewritten).not.to.include(gap.close);
    expect(rewritten.slice(rewritten.indexOf('### Row other-row'))).to.equal(run.slice(run.indexOf('### Row other-row')));
    expect(withGapTexts(rewritten, GAPS, labelOf)).to.equal(run);
    // No section of missed targets: nothing to do.
    expect(withGapTexts('# R\n\ntext\n', GAPS, labelOf)).to.equal('# R\n\ntext\n');
    expect(run).to.include(MISSES_HEADING);
  });

  it('says in RESULTS.md what would close every target the last full run missed', () => {
    const text = readFileSync(RESULTS, 'utf8');
    const start = text.indexOf("## Where the missed targets' time goes");
    if (start === -1) return;
    const end = text.indexOf('\n## ', start + 1);
    const sections = text.slice(start, end === -1 ? undefined : end).split('\n### ').slice(1);
    for (const section of sections) {
      expect(section, section.slice(0, section.indexOf('\n'))).to.include('**What would close it.**');
    }
  });
});
