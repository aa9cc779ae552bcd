// Creating domhandler adapters in a loop must not keep one more sample tree for good each time:
// samples are one per domhandler module, counted by lib/common/kept.ts.
import { expect } from 'chai';
import * as domhandler from 'domhandler';
import * as domhandler5 from 'domhandler-v5';
import { createDomhandlerAdapter, adapter } from '../../../build/adapters/domhandler/index.js';
import { parse } from '../../../build/lib/index.js';
import { keptSampleCount } from '../../../build/lib/common/kept.js';

describe('domhandler adapter keep-alive', () => {
  it('keeps a bounded number of samples over 20 000 createDomhandlerAdapter calls', () => {
    createDomhandlerAdapter(domhandler);
    createDomhandlerAdapter(domhandler5);
    const before = keptSampleCount();
    for (let i = 0; i < 10000; i++) {
      createDomhandlerAdapter(domhandler);
      createDomhandlerAdapter(domhandler5);
    }
    expect(keptSampleCount()).to.equal(before);
  });

  it('adapters made by later calls still parse', () => {
    const later = createDomhandlerAdapter(domhandler);
    const document = parse('<p class=a>x</p>', { treeAdapter: later });
    expect(document.children[0].name).to.equal('html');
    expect(later).to.not.equal(adapter);
  });
});
