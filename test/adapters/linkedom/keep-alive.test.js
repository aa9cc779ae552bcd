// createLinkedomAdapter runs once per parse: the linkedom sample it keeps alive is made once.
import { expect } from 'chai';
import { createLinkedomAdapter } from '../../../build/adapters/linkedom/index.js';
import { isKeptAlive, keptSampleCount } from '../../../build/lib/common/kept.js';

describe('linkedom adapter keep-alive', () => {
  it('keeps one sample however many adapters are made', () => {
    createLinkedomAdapter();
    const before = keptSampleCount();
    for (let i = 0; i < 2000; i++) createLinkedomAdapter();
    expect(keptSampleCount()).to.equal(before);
    expect(isKeptAlive('linkedom')).to.equal(true);
  });
});
