import { expect } from 'chai';
import { typeErrors } from '../helpers/type-check.js';

describe('parse / parseFragment types', function () {
  this.timeout(60000);

  it('accept parse5 adapters, return the adapter\'s node types, reject wrong option types (tsc --noEmit)', function () {
    expect(typeErrors('test/tree/types-check.ts')).to.equal('');
  });
});
