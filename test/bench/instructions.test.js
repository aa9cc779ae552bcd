// bench/instructions.js: instruction counts of steady rounds, and the targets recomputed on them.
import { expect } from 'chai';
import { collectedEvents, instructionTargets, steadyFigures } from '../../bench/instructions.js';

const events = (Ir, sim = {}) => ({ Ir, ...sim });
const simulated = (Ir, misses) => events(Ir, { Dr: 0, Dw: 0, I1mr: misses, D1mr: misses, D1mw: 0, ILmr: 0, DLmr: 0, DLmw: 0, Bc: 0, Bcm: misses, Bim: 0 });

describe('bench instruction counts', () => {
  it("reads callgrind's events by name from its Events and Collected lines, null without them", () => {
    expect(collectedEvents('==12== Events    : Ir\n==12== Collected : 123456789\n==12==\n')).to.deep.equal({ Ir: 123456789 });
    expect(collectedEvents('==7== Events    : Ir Dr I1mr\n==7== Collected : 10 20 3\n')).to.deep.equal({ Ir: 10, Dr: 20, I1mr: 3 });
    expect(collectedEvents('valgrind: command not found')).to.equal(null);
  });

  it('takes the steady rounds as the difference of two runs, per round and per input byte', () => {
    // 2 rounds more in the long run, over 1000 bytes parsed 4 times a round.
    expect(steadyFigures(events(10_000_000), events(10_800_000), 2, { bytes: 1000, passes: 4 })).to.deep.equal({ perRound: 400_000, perByte: 100, simulated: null });
  });

  it('with simulation, gives misses per KB and cycles estimated at 10 per first-level miss or mispredict', () => {
    const { simulated: sim } = steadyFigures(simulated(1000, 0), simulated(3000, 20), 2, { bytes: 1000, passes: 1 });
    expect(sim).to.deep.equal({ i1MissesPerKb: 10, d1MissesPerKb: 10, mispredictsPerKb: 10, cyclesPerByte: (1000 + 10 * 30) / 1000 });
  });

  it('recomputes speed targets with fewer instructions counting as faster, and leaves memory targets out', () => {
    const counted = new Map([
      ['larch-domhandler', { perByte: 100, simulated: null }],
      ['htmlparser2-v10-parseDocument', { perByte: 190, simulated: null }],
      ['larch-domhandler-locations', { perByte: 180, simulated: null }],
    ]);
    const { body } = instructionTargets(counted, (id) => id);
    expect(body).to.deep.equal([
      ['#16', 'larch-domhandler vs htmlparser2-v10-parseDocument', '1.90×', '≥ 1.5×', 'yes'],
      ['#16', 'larch-domhandler-locations: time vs larch-domhandler', '1.80×', '≤ 1.5×', 'no'],
    ]);
  });

  it('judges the targets on estimated cycles too when every row was simulated', () => {
    const counted = new Map([
      ['larch-domhandler', { perByte: 100, simulated: { cyclesPerByte: 160 } }],
      ['htmlparser2-v10-parseDocument', { perByte: 190, simulated: { cyclesPerByte: 200 } }],
    ]);
    const { header, body } = instructionTargets(counted, (id) => id);
    expect(header).to.include('On est. cycles');
    expect(body).to.deep.equal([['#16', 'larch-domhandler vs htmlparser2-v10-parseDocument', '1.90×', '1.25×', '≥ 1.5×', 'yes', 'no']]);
  });
});
