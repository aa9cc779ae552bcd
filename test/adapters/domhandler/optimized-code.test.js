// The domhandler adapter's optimized code survives a major GC once every parsed tree is dropped:
// adapters/domhandler/adapter.ts keeps one small tree per adapter alive.
import { expect } from 'chai';
import { SAMPLE_HTML, codeDiscardedByGc, distModule } from '../../helpers/discarded-code.js';

describe('domhandler adapter optimized code', () => {
  it('is not discarded by a major GC once no parsed tree is alive', function () {
    this.timeout(30000);
    const setup = `
const larch = await import(${JSON.stringify(distModule('lib/index.js'))});
const { adapter } = await import(${JSON.stringify(distModule('adapters/domhandler/index.js'))});
const run = (html) => larch.parse(html, { treeAdapter: adapter });`;
    expect(codeDiscardedByGc(setup, SAMPLE_HTML), 'optimized code discarded by the GC').to.deep.equal([]);
  });
});
