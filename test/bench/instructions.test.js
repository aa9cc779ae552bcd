// bench/instructions.js: instruction counts of steady rounds, and the targets recomputed on them.
import { expect } from 'chai';
import { dumpCosts, instructionTargets, steadyFigures } from '../../bench/instructions.js';

/** A callgrind dump in its compressed format: a parse function calling a compiler function, then a GC function. */
const DUMP = [
  'version: 1',
  'events: Ir I1mr',
  'fn=(1) 0x00000000deadbeef',
  '0x1 100 2',
  '+1 50',
  'cfn=(2) v8::internal::compiler::GraphReducer::ReduceTop()',
  'calls=1 0x2',
  '+1 999 9',
  'fn=(2)',
  '0x2 70 1',
  'fn=(3) void v8::internal::BodyDescriptorBase::IteratePointers<v8::internal::ScavengeVisitor>(int)',
  '0x3 30',
  'fn=(1)',
  '0x1 5',
  'summary: 255 3',
  '',
].join('\n');

const round = (work, collector, extra = {}) => ({ work: { Ir: work, ...extra }, compiler: { Ir: 0 }, collector: { Ir: collector, ...extra } });

describe('bench instruction counts', () => {
  it('splits a dump into the parse, the compilers and the collector, without counting a call twice', () => {
    expect(dumpCosts(DUMP)).to.deep.equal({ work: { Ir: 155, I1mr: 2 }, compiler: { Ir: 70, I1mr: 1 }, collector: { Ir: 30, I1mr: 0 } });
    expect(dumpCosts('valgrind: command not found')).to.equal(null);
  });

  it("takes the median round's parse and collector instructions, per round and per input byte", () => {
    // One round holds a major GC; the median is a round without one.
    const figures = steadyFigures([round(380, 20), round(400, 300), round(390, 10)], { bytes: 100, passes: 4 });
    expect(figures).to.deep.include({ perRound: 400, perByte: 1, collectorShare: 20 / 400, simulated: null });
    expect(figures.workSpread).to.be.closeTo(20 / 390, 1e-9);
  });

  it('with simulation, gives misses per KB and cycles estimated at 10 per first-level miss or mispredict', () => {
    const sim = { Dr: 0, Dw: 0, I1mr: 10, D1mr: 0, D1mw: 0, ILmr: 0, DLmr: 0, DLmw: 0, Bc: 0, Bcm: 5, Bim: 0 };
    const { simulated } = steadyFigures([round(900, 100, sim)], { bytes: 1000, passes: 1 });
    expect(simulated).to.deep.equal({ i1MissesPerKb: 20, d1MissesPerKb: 0, mispredictsPerKb: 10, cyclesPerByte: (1000 + 10 * 30) / 1000 });
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
