// The tree builder's optimized code survives a major GC between parses: tree builders, their
// stacks and lists live for one parse, so lib/parser.ts keeps the tree builder of one small parse
// (and its JSON tree) alive.
import { expect } from 'chai';
import { SAMPLE_HTML, codeDiscardedByGc, distModule } from '../helpers/discarded-code.js';

describe('tree builder optimized code', () => {
  it('is not discarded by a major GC once no parse is running', function () {
    this.timeout(30000);
    const setup = `const { parse: run } = await import(${JSON.stringify(distModule('lib/index.js'))});`;
    expect(codeDiscardedByGc(setup, SAMPLE_HTML), 'optimized code discarded by the GC').to.deep.equal([]);
  });
});
