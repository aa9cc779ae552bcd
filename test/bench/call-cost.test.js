// bench/call-cost.js: what one parse costs beyond its input, in time and allocation per call.
import { expect } from 'chai';
import { parseFragment, serialize } from 'larch-html';
import { INPUTS, perCall } from '../../bench/call-cost.js';

describe('bench/call-cost', () => {
  it('times the empty string and a one-line fragment with an attribute, text and a nested element', () => {
    expect(INPUTS.empty).to.equal('');
    expect(serialize(parseFragment(INPUTS.fragment))).to.equal(INPUTS.fragment);
  });

  it('charges a call the fastest batch’s time and one batch’s allocation, over the calls in a batch', () => {
    expect(perCall([3000, 2000, 2500], 8000, 1000)).to.deep.equal({ ns: 2, bytes: 8 });
  });
});
