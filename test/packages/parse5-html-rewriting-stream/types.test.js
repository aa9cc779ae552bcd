import { expect } from 'chai';
import { typeErrors } from '../../helpers/type-check.js';

describe('parse5 stream drop-ins: types', function () {
  this.timeout(120000);

  it('compiles code written against parse5-html-rewriting-stream, parse5-sax-parser and parse5-parser-stream', () => {
    expect(typeErrors('test/packages/parse5-html-rewriting-stream/types-check.ts', { only: true })).to.equal('');
  });
});
