// bench/unit-costs.js: the cost of a tag pair and of an attribute, from two synthetic inputs.
import { expect } from 'chai';
import { tokenize } from 'larch-html';
import { ATTRIBUTES, unitCosts, unitInputs } from '../../bench/unit-costs.js';

describe('bench/unit-costs', () => {
  it('gives two inputs of the same elements, the second with ATTRIBUTES quoted attributes on each', () => {
    const inputs = unitInputs(3);
    const tags = tokenize(inputs.tags);
    const withAttributes = tokenize(inputs.attributes);
    expect(tags.map((t) => t.type)).to.deep.equal(['startTag', 'endTag', 'startTag', 'endTag', 'startTag', 'endTag']);
    expect(withAttributes.map((t) => [t.type, t.name])).to.deep.equal(tags.map((t) => [t.type, t.name]));
    expect(tags.every((t) => t.attrs.length === 0)).to.equal(true);
    expect(withAttributes.filter((t) => t.type === 'startTag').map((t) => t.attrs.length)).to.deep.equal([ATTRIBUTES, ATTRIBUTES, ATTRIBUTES]);
  });

  it('charges a tag pair the first input’s time per copy and an attribute the difference per attribute', () => {
    expect(unitCosts(2000, 10000, 100, 4)).to.deep.equal({ tagPair: 20, attribute: 20 });
  });
});
