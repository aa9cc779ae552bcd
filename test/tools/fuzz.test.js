// tools/fuzz.mjs: its checks hold on a fixed seed, and a check that fails is reported, not lost.
import { expect } from 'chai';
import { CHECKS, fuzz } from '../../tools/fuzz.mjs';

describe('fuzz tool', function () {
  this.timeout(60000);

  it('finds no failure in 300 random inputs on a fixed seed, every check', function () {
    const failures = [];
    const result = fuzz({ seed: 20261129, iterations: 300, report: (f) => failures.push(`${f.check}: ${JSON.stringify(f.input)} ${f.problem}`) });
    expect(failures.slice(0, 5)).to.deep.equal([]);
    expect(result).to.deep.equal({ inputs: 300, failures: 0 });
  });

  it('reports a check that answers a difference, and one that throws, with the seed and the input', function () {
    const reports = [];
    CHECKS['test: differs'] = (input) => (input.length > 0 ? 'differs' : null);
    CHECKS['test: throws'] = () => {
      throw new Error('broken');
    };
    try {
      const result = fuzz({ seed: 7, iterations: 3, checks: ['test: differs', 'test: throws'], report: (f) => reports.push(f) });
      expect(result).to.deep.equal({ inputs: 3, failures: 6 });
    } finally {
      delete CHECKS['test: differs'];
      delete CHECKS['test: throws'];
    }
    expect(reports[0]).to.include({ check: 'test: differs', seed: 7, problem: 'differs' });
    expect(reports[0].input).to.be.a('string').with.length.above(0);
    expect(reports[1].check).to.equal('test: throws');
    expect(reports[1].problem).to.match(/^threw Error: broken/);
  });
});
