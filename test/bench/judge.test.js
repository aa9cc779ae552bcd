// bench/judge.js: targets judged on the steady regime.
import { expect } from 'chai';
import { judge, pairKey, targetPairs } from '../../bench/judge.js';

const summary = (median, extra = {}) => ({ median, allocatedPerByte: null, retainedPerByte: null, ...extra });
const labelOf = (id) => id.toUpperCase();

function run(steady, afterGc = {}) {
  return { ran: new Set([...Object.keys(steady), ...Object.keys(afterGc)]), steady: new Map(Object.entries(steady)), afterGc: new Map(Object.entries(afterGc)) };
}

describe('bench targets', () => {
  it('judges speed ratios on the steady medians and shows the after-GC ratio beside them', () => {
    const [line] = judge([{ kind: 'ratio', row: 'a', base: 'b', min: 1.5 }], run({ a: summary(120), b: summary(100) }, { a: summary(150), b: summary(100) }), labelOf);
    expect(line).to.deep.equal({ target: 'A vs B', measured: '1.20×', goal: '≥ 1.5×', verdict: 'MISS', perPass: '', apart: '', afterGc: '1.50×',
      about: { kind: 'ratio', row: 'a', base: 'b', value: 1.2, bound: 1.5 },
    });
  });

  it('gives a speed target\'s figure in each pass beside the pooled one, and none for a memory target', () => {
    const passes = [run({ a: summary(110), b: summary(100) }), run({ a: summary(130), b: summary(80) })];
    const pooled = run({ a: summary(120, { allocatedPerByte: 5 }), b: summary(90, { allocatedPerByte: 6 }) });
    const lines = judge(
      [
        { kind: 'ratio', row: 'a', base: 'b', min: 1.5 },
        { kind: 'alloc', row: 'a', base: 'b', max: 1 },
      ],
      pooled,
      labelOf,
      passes,
    );
    expect(lines.map((l) => [l.measured, l.perPass])).to.deep.equal([
      ['1.33×', '1.10×, 1.63×'],
      ['5.0 vs 6.0 B/B (0.83×)', ''],
    ]);
    expect(judge([{ kind: 'ratio', row: 'a', base: 'b' }], pooled, labelOf, passes.slice(0, 1))[0].perPass).to.equal('');
  });

  it('judges time ratios (base speed over row speed) against a maximum', () => {
    const [line] = judge([{ kind: 'time', row: 'on', base: 'off', max: 1.5 }], run({ on: summary(70), off: summary(100) }), labelOf);
    expect(line).to.deep.include({ measured: '1.43×', verdict: 'PASS' });
  });

  it('judges allocation and retention per input byte, with no after-GC figure', () => {
    const lines = judge(
      [
        { kind: 'alloc', row: 'a', base: 'b', max: 1 },
        { kind: 'heap', row: 'a', base: 'b', max: 1 },
      ],
      run({ a: summary(1, { allocatedPerByte: 9.9, retainedPerByte: 5 }), b: summary(1, { allocatedPerByte: 6.6, retainedPerByte: 5 }) }),
      labelOf,
    );
    expect(lines.map((l) => [l.measured, l.verdict, l.afterGc])).to.deep.equal([
      ['9.9 vs 6.6 B/B (1.50×)', 'MISS', ''],
      ['5.0 vs 5.0 B/B (1.00×)', 'PASS', ''],
    ]);
  });

  it('takes the fastest of several bases, reports INFO without a bound and NO DATA for a row that failed', () => {
    const lines = judge(
      [
        { kind: 'ratio', row: 'a', base: ['b', 'c'], min: 2 },
        { kind: 'ratio', row: 'a', base: 'b' },
        { kind: 'mbps', row: 'd', min: 10 },
      ],
      { ...run({ a: summary(200), b: summary(90), c: summary(110) }), ran: new Set(['a', 'b', 'c', 'd']) },
      labelOf,
    );
    expect(lines.map((l) => [l.target, l.verdict])).to.deep.equal([
      ['A vs C', 'MISS'],
      ['A vs B', 'INFO'],
      ['D: speed', 'NO DATA'],
    ]);
  });

  it('judges a speed ratio on the paired rounds when there are some, the rows timed apart shown beside', () => {
    const paired = new Map([[pairKey('a', 'b'), { row: [150, 160, 170, 300], base: [100, 100, 100, 100], pass: [0, 0, 0, 0] }]]);
    const [line] = judge([{ kind: 'ratio', row: 'a', base: 'b', min: 1.5 }], run({ a: summary(120), b: summary(100) }), labelOf, [], paired);
    expect(line).to.deep.include({ measured: '1.65× (1.58–2.02)', apart: '1.20×', verdict: 'PASS', perPass: '' });
  });

  it('judges a time ratio on the paired rounds as the base\'s speed over the row\'s, round by round', () => {
    const paired = new Map([[pairKey('on', 'off'), { row: [50, 80, 50], base: [100, 100, 100], pass: [0, 0, 0] }]]);
    const [line] = judge([{ kind: 'time', row: 'on', base: 'off', max: 1.5 }], run({ on: summary(90), off: summary(100) }), labelOf, [], paired);
    expect(line).to.deep.include({ measured: '2.00× (1.63–2.00)', apart: '1.11×', verdict: 'MISS' });
  });

  it('gives a paired target\'s figure from each pass\'s rounds alone', () => {
    const paired = new Map([[pairKey('a', 'b'), { row: [110, 120, 200, 210], base: [100, 100, 100, 100], pass: [0, 0, 1, 1] }]]);
    const passes = [run({ a: summary(1), b: summary(1) }), run({ a: summary(3), b: summary(1) })];
    const [line] = judge([{ kind: 'ratio', row: 'a', base: 'b', min: 1.5 }], run({ a: summary(2), b: summary(1) }), labelOf, passes, paired);
    expect(line).to.deep.include({ measured: '1.60× (1.18–2.02)', perPass: '1.15×, 2.05×', apart: '2.00×' });
  });

  it('judges memory and speed targets on the rows\' own figures even when their rows were paired', () => {
    const paired = new Map([[pairKey('a', 'b'), { row: [300], base: [100], pass: [0] }]]);
    const lines = judge(
      [
        { kind: 'alloc', row: 'a', base: 'b', max: 1 },
        { kind: 'mbps', row: 'a', min: 200 },
      ],
      run({ a: summary(120, { allocatedPerByte: 7 }), b: summary(100, { allocatedPerByte: 6 }) }),
      labelOf,
      [],
      paired,
    );
    expect(lines.map((l) => [l.measured, l.apart, l.verdict])).to.deep.equal([
      ['7.0 vs 6.0 B/B (1.17×)', '', 'MISS'],
      ['120.0 MB/s', '', 'MISS'],
    ]);
  });

  it('pairs the rows of each speed ratio with a bound once, with the fastest base, leaving out rows that failed', () => {
    const steady = run({ a: summary(1), b: summary(2), c: summary(3), d: summary(4) }).steady;
    const pairs = targetPairs(
      [
        { kind: 'ratio', row: 'a', base: 'b', min: 1 },
        { kind: 'ratio', row: 'a', base: 'b', min: 2 },
        { kind: 'time', row: 'd', base: 'a', max: 1.5 },
        { kind: 'ratio', row: 'a', base: ['b', 'c'], min: 1 },
        { kind: 'alloc', row: 'c', base: 'd', max: 1 },
        { kind: 'ratio', row: 'a', base: 'failed', min: 1 },
        { kind: 'mbps', row: 'a', min: 1 },
        { kind: 'ratio', row: 'b', base: 'c' },
        { kind: 'ratio', row: 'd', base: 'd', control: true },
      ],
      steady,
    );
    expect(pairs).to.deep.equal([
      ['a', 'b'],
      ['d', 'a'],
      ['a', 'c'],
      ['d', 'd'],
    ]);
  });

  it('leaves out targets whose rows were not run', () => {
    expect(judge([{ kind: 'ratio', row: 'a', base: 'z', min: 1 }], run({ a: summary(1) }), labelOf)).to.deep.equal([]);
  });
});
