import { expect } from 'chai';
import { typeErrors } from '../helpers/type-check.js';

describe('WebParserStream types', function () {
  this.timeout(60000);

  it('is a WritableStream to TypeScript with lib.dom: response.body.pipeTo(stream) compiles (tsc --noEmit)', function () {
    expect(typeErrors('test/stream/web-stream-types-check.ts', { only: true })).to.equal('');
  });
});
