// bench/options.js: the command line of npm run bench.
import { expect } from 'chai';
import { matchRows, parseOptions, passOrder } from '../../bench/options.js';

const IDS = ['larch-json', 'larch-json-locations', 'larch-domhandler', 'htmlparser2-parseDocument', 'xml-larch-json'];

describe('bench command line', () => {
  it('runs every row in both regimes in 2 passes of 3 warm-up and 5 timed rounds by default, a full run', () => {
    expect(parseOptions([], IDS)).to.deep.include({ rows: IDS, regimes: ['steady', 'after-gc'], warmup: 3, rounds: 5, repeat: 2, full: true, profile: null });
  });

  it('a full run needs 2 passes and 10 timed rounds pooled', () => {
    expect(parseOptions(['--repeat', '1'], IDS).full).to.equal(false);
    expect(parseOptions(['--rounds', '10', '--repeat', '1'], IDS).full).to.equal(false);
    expect(parseOptions(['--rounds', '4'], IDS).full).to.equal(false);
    expect(parseOptions(['--rounds', '4', '--repeat', '3'], IDS).full).to.equal(true);
  });

  it('selects rows by id and by * patterns, in the rows\' order; a selection is not a full run', () => {
    const options = parseOptions(['--rows', 'larch-domhandler,larch-json*'], IDS);
    expect(options.rows).to.deep.equal(['larch-json', 'larch-json-locations', 'larch-domhandler']);
    expect(options.full).to.equal(false);
    expect(matchRows('*json', IDS)).to.deep.equal(['larch-json', 'xml-larch-json']);
    expect(parseOptions(['--only', 'larch-json'], IDS).rows).to.deep.equal(['larch-json']);
  });

  it('--quick means 1 warm-up and 3 timed rounds in one pass; --regime picks one regime', () => {
    expect(parseOptions(['--quick'], IDS)).to.deep.include({ warmup: 1, rounds: 3, repeat: 1, full: false });
    expect(parseOptions(['--quick', '--repeat', '2'], IDS).repeat).to.equal(2);
    expect(parseOptions(['--regime', 'steady'], IDS)).to.deep.include({ regimes: ['steady'], full: false });
  });

  it('--profile takes optional rows and defaults to the steady regime', () => {
    expect(parseOptions(['--profile', 'larch-domhandler'], IDS)).to.deep.include({ rows: ['larch-domhandler'], regimes: ['steady'], full: false });
    expect(parseOptions(['--profile', '--rows', 'larch-json'], IDS).rows).to.deep.equal(['larch-json']);
    expect(parseOptions(['--profile', '--regime', 'both'], IDS).regimes).to.deep.equal(['steady', 'after-gc']);
    expect(parseOptions(['--profile'], IDS).rounds).to.equal(10);
    expect(parseOptions(['--profile', '--rounds', '4'], IDS).rounds).to.equal(4);
  });

  it('--repeat sets the number of passes over the selection', () => {
    expect(parseOptions(['--repeat', '3'], IDS)).to.deep.include({ repeat: 3, full: true });
    expect(() => parseOptions(['--repeat', '0'], IDS)).to.throw(TypeError, /--repeat/);
  });

  it('runs every other pass in reverse order, so a steady drift falls alike on every row', () => {
    expect([0, 1, 2].map((pass) => passOrder(['a', 'b', 'c'], pass))).to.deep.equal([['a', 'b', 'c'], ['c', 'b', 'a'], ['a', 'b', 'c']]);
  });

  it('--node-flags passes flags to the children and makes the run partial', () => {
    expect(parseOptions(['--node-flags', '--no-turbo-inlining  --max-semi-space-size=64'], IDS)).to.deep.include({
      nodeFlags: ['--no-turbo-inlining', '--max-semi-space-size=64'],
      full: false,
    });
  });

  it('--pages takes a directory of pages, and a run on other pages is never a full run', () => {
    expect(parseOptions(['--pages', '/tmp/pages'], IDS)).to.deep.include({ pages: '/tmp/pages', full: false });
    expect(parseOptions([], IDS)).to.deep.include({ pages: null, full: true });
    expect(() => parseOptions(['--pages'], IDS)).to.throw(TypeError, /--pages needs/);
    expect(() => parseOptions(['--pages', '--quick'], IDS)).to.throw(TypeError, /--pages needs/);
  });

  it('--against takes another checkout\'s directory, is never a full run, and is its own mode', () => {
    expect(parseOptions(['--against', '../base', '--rows', 'larch-json'], IDS)).to.deep.include({ against: '../base', rows: ['larch-json'], repeat: 2, full: false });
    expect(parseOptions(['--against', '../base'], IDS).full).to.equal(false);
    expect(() => parseOptions(['--against'], IDS)).to.throw(TypeError, /--against needs/);
    expect(() => parseOptions(['--against', '--quick'], IDS)).to.throw(TypeError, /--against needs/);
    expect(() => parseOptions(['--against', '../base', '--profile'], IDS)).to.throw(TypeError, /separate modes/);
  });

  it('rejects unknown arguments, unknown rows and bad numbers with a TypeError naming them', () => {
    expect(() => parseOptions(['--fast'], IDS)).to.throw(TypeError, /--fast/);
    expect(() => parseOptions(['--rows', 'nope'], IDS)).to.throw(TypeError, /nope/);
    expect(() => parseOptions(['--rounds', '0'], IDS)).to.throw(TypeError, /--rounds/);
    expect(() => parseOptions(['--regime', 'idle'], IDS)).to.throw(TypeError, /idle/);
    expect(() => parseOptions(['--profile-out', '/tmp/x'], IDS)).to.throw(TypeError, /--profile/);
  });
});
