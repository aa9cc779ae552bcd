// The hast adapter's optimized code (and the tree builder's, running it) survives a major GC once
// every parsed tree is dropped, with positions as the rehype plugin parses and without.
import { expect } from 'chai';
import { SAMPLE_HTML, codeDiscardedByGc, distModule } from '../../helpers/discarded-code.js';

describe('hast adapter optimized code', () => {
  for (const [name, call] of [
    ['with positions (parseHast)', 'hast.parseHast(html, { scriptingEnabled: false })'],
    ['without positions (parse)', 'larch.parse(html, { treeAdapter: hast.adapter })'],
  ]) {
    it(`is not discarded by a major GC once no parsed tree is alive, ${name}`, function () {
      this.timeout(30000);
      const setup = `
const larch = await import(${JSON.stringify(distModule('lib/index.js'))});
const hast = await import(${JSON.stringify(distModule('adapters/hast/index.js'))});
const run = (html) => ${call};`;
      expect(codeDiscardedByGc(setup, SAMPLE_HTML), 'optimized code discarded by the GC').to.deep.equal([]);
    });
  }
});
