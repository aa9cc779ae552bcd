import { expect } from 'chai';
import { typeErrors } from '../../helpers/type-check.js';

describe('hast adapter and rehype plugin types', function () {
  this.timeout(60000);

  it('give hast nodes and a unified processor whose tree is hast\'s Root, and reject wrong options (tsc --noEmit)', function () {
    expect(typeErrors('test/adapters/hast/types-check.ts')).to.equal('');
  });
});
