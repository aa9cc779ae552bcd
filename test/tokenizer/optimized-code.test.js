// The tokenizer's optimized code survives a major GC between parses: tokenizers, tokens and
// attributes live for one parse, so lib/tokenizer/tokenizer.ts keeps one idle tokenizer and one
// attribute alive.
import { expect } from 'chai';
import { codeDiscardedByGc, distModule } from '../helpers/discarded-code.js';

describe('Tokenizer optimized code', () => {
  it('is not discarded by a major GC once no tokenizer is alive', function () {
    this.timeout(30000);
    const setup = `
const { Tokenizer } = await import(${JSON.stringify(distModule('lib/tokenizer/tokenizer.js'))});
const { Source } = await import(${JSON.stringify(distModule('lib/input/source.js'))});
const { ErrorReporter } = await import(${JSON.stringify(distModule('lib/common/error-reporter.js'))});
const sink = { onStartTag() {}, onEndTag() {}, onText() {}, onNullCharacter() {}, onComment() {},
  onDoctype() {}, onEof() {}, isCdataAllowed: () => false };
function run(html) {
  const source = new Source(html);
  new Tokenizer(source, sink, { errors: new ErrorReporter(source, null), trackAttributeSpans: false }).run();
}`;
    const html = "<!doctype html><div class=\"a\" id=b title='c'>text &amp; more</div><!-- c --><p>x</p><br/>".repeat(200);
    expect(codeDiscardedByGc(setup, html), 'optimized code discarded by the GC').to.deep.equal([]);
  });
});
