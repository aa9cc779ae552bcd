import { expect } from 'chai';
import { typeErrors } from '../../helpers/type-check.js';

describe('parse5 drop-in: types', function () {
  this.timeout(120000);

  it('compiles code written against parse5, and its trees fit parse5\'s types and the other way round', () => {
    expect(typeErrors('test/packages/parse5/types-check.ts', { only: true })).to.equal('');
  });
});
