// bench/instructions.js: instruction counts of steady rounds, and the targets recomputed on them.
import { expect } from 'chai';
import { collectedInstructions, instructionTargets, steadyFigures } from '../../bench/instructions.js';

describe('bench instruction counts', () => {
  it("reads the count from callgrind's Collected line, null without one", () => {
    const stderr = '==12== Events    : Ir\n==12== Collected : 123456789\n==12==\n==12== I   refs:      123,456,789\n';
    expect(collectedInstructions(stderr)).to.equal(123456789);
    expect(collectedInstructions('valgrind: command not found')).to.equal(null);
  });

  it('takes the steady rounds as the difference of two runs, per round and per input byte', () => {
    // 2 rounds more in the long run, over 1000 bytes parsed 4 times a round.
    expect(steadyFigures(10_000_000, 10_800_000, 2, { bytes: 1000, passes: 4 })).to.deep.equal({ perRound: 400_000, perByte: 100 });
  });

  it('recomputes speed targets with fewer instructions counting as faster, and leaves memory targets out', () => {
    const counted = new Map([
      ['larch-domhandler', { perByte: 100 }],
      ['htmlparser2-v10-parseDocument', { perByte: 190 }],
      ['larch-domhandler-locations', { perByte: 180 }],
    ]);
    const { body } = instructionTargets(counted, (id) => id);
    expect(body).to.deep.equal([
      ['#16', 'larch-domhandler vs htmlparser2-v10-parseDocument', '1.90×', '≥ 1.5×', 'yes'],
      ['#16', 'larch-domhandler-locations: time vs larch-domhandler', '1.80×', '≤ 1.5×', 'no'],
    ]);
  });
});
