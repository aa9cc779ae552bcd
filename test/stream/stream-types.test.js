// larch-html/stream's types, compiled with tsc --noEmit: ParserStream typed as parse5-parser-stream's,
// and WebParserStream a WritableStream where lib.dom wants one.
import { expect } from 'chai';
import { typeErrors } from '../helpers/type-check.js';

describe('larch-html/stream types', function () {
  this.timeout(60000);

  it("ParserStream takes parse5's tree adapter type map: document and getFragment() have the adapter's types", function () {
    expect(typeErrors('test/stream/parser-stream-types-check.ts', { only: true })).to.equal('');
  });

  it('WebParserStream is a WritableStream to TypeScript with lib.dom: response.body.pipeTo(stream) compiles', function () {
    expect(typeErrors('test/stream/web-stream-types-check.ts', { only: true })).to.equal('');
  });
});
