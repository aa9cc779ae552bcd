// bench/miss-profiles.js: where a missed speed target's time goes.
import { expect } from 'chai';
import { cutToGoal, missProfilesMarkdown, missedSpeedTargets, rowsToProfile } from '../../bench/miss-profiles.js';

const line = (verdict, about) => ({ target: `${about.row} vs ${about.base}`, measured: `${about.value}×`, goal: '≥ 2×', verdict, about });
const labelOf = (id) => id.toUpperCase();

/** A row.js --profile result: one round of a 1 MB corpus, `ms` and `bytes` by stage. */
function profiled(ms, bytes, functions = []) {
  const sum = (split) => Object.values(split).reduce((a, b) => a + b, 0);
  const split = (values) => ({ tokenizer: 0, 'tree builder': 0, adapter: 0, GC: 0, other: 0, ...values });
  return {
    status: 'ok',
    bytes: 500_000,
    passes: 2,
    profile: {
      mbps: [100],
      cpu: { total: sum(split(ms)), split: split(ms), functions },
      alloc: { total: sum(split(bytes)), split: split(bytes), functions: [], inputBytes: 1e6 },
    },
  };
}

describe('bench missed targets', () => {
  it('takes the speed and time ratios between two rows that missed, and profiles each of their rows once', () => {
    const lines = [
      line('MISS', { kind: 'ratio', row: 'a', base: 'b', value: 1.5, bound: 2 }),
      line('PASS', { kind: 'ratio', row: 'c', base: 'b', value: 3, bound: 2 }),
      line('MISS', { kind: 'mbps', row: 'a', base: null, value: 40, bound: 50 }),
      line('MISS', { kind: 'alloc', row: 'a', base: 'b', value: 1.2, bound: 1 }),
      line('MISS', { kind: 'time', row: 'd', base: 'a', value: 2, bound: 1.5 }),
      line('INFO', { kind: 'ratio', row: 'e', base: 'b', value: 1, bound: null }),
    ];
    const misses = missedSpeedTargets(lines);
    expect(misses.map((l) => l.about.row)).to.deep.equal(['a', 'd']);
    expect(rowsToProfile(misses)).to.deep.equal(['a', 'b', 'd']);
  });

  it('works out the cut in the row\'s time that meets a speed ratio\'s minimum or a time ratio\'s maximum', () => {
    // 1.5× the base's speed, 2× wanted: the row's time must fall to 3/4 of itself.
    expect(cutToGoal({ kind: 'ratio', value: 1.5, bound: 2 })).to.be.closeTo(0.25, 1e-12);
    // Twice the base's time, at most 1.5× wanted: the row's time must fall to 3/4 of itself.
    expect(cutToGoal({ kind: 'time', value: 2, bound: 1.5 })).to.be.closeTo(0.25, 1e-12);
  });

  it('sets the two rows\' time and allocation per MB side by side, stage by stage, with the row\'s busiest functions', () => {
    const miss = line('MISS', { kind: 'ratio', row: 'a', base: 'b', value: 1.5, bound: 2 });
    const profiles = new Map([
      ['a', profiled({ tokenizer: 10, adapter: 6, GC: 4 }, { adapter: 3e6 }, [{ location: 'emitTag x.js:1', category: 'tokenizer', amount: 5 }])],
      ['b', profiled({ tokenizer: 20, adapter: 10 }, { adapter: 2e6 })],
    ]);
    const md = missProfilesMarkdown([miss], profiles, labelOf, new Map([['a', { median: 120 }]]));
    expect(md).to.include('### a vs b: 1.5×, goal ≥ 2×');
    expect(md).to.include(
      'Meeting the goal takes 25.0 % off the time of A: at the profiled speed, 5.0 of its 20.0 ms per MB. Speeds while profiled: A 100.0 MB/s (timed: 120.0); B 100.0 MB/s.',
    );
    expect(md).to.include('| tokenizer | 10.0 | 20.0 | −10.0 | 0.0 | 0.0 |');
    expect(md).to.include('| GC | 4.0 | 0.0 | +4.0 | 0.0 | 0.0 |');
    expect(md).to.include('| all | 20.0 | 30.0 | −10.0 | 3.0 | 2.0 |');
    expect(md).to.include('Most self time in A: `emitTag x.js:1` (tokenizer) 25.0 %.');
  });

  it('gives a row\'s speed over all its profiled rounds, as its time per MB is taken, not their median', () => {
    const miss = line('MISS', { kind: 'ratio', row: 'a', base: 'b', value: 1.5, bound: 2 });
    const rounds = profiled({ tokenizer: 10 }, {});
    // Three rounds of 1 MB: 10 ms, 10 ms and 40 ms, 60 ms in all; their median speed is 100 MB/s.
    rounds.profile.mbps = [100, 100, 25];
    const md = missProfilesMarkdown([miss], new Map([['a', rounds], ['b', profiled({ tokenizer: 1 }, {})]]), labelOf);
    expect(md.join('\n')).to.include('Speeds while profiled: A 50.0 MB/s; B 100.0 MB/s.');
  });

  it('says which row has no profile, and writes nothing when no target missed', () => {
    const miss = line('MISS', { kind: 'time', row: 'a', base: 'b', value: 2, bound: 1.5 });
    const profiles = new Map([['a', { status: 'error', reason: 'timed out after 600 s' }], ['b', profiled({ tokenizer: 1 }, {})]]);
    expect(missProfilesMarkdown([miss], profiles, labelOf)).to.include('No profile (A: timed out after 600 s).');
    expect(missProfilesMarkdown([], profiles, labelOf)).to.deep.equal([]);
  });
});
