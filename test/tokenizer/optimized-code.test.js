// The tokenizer's optimized code survives a major GC between parses. V8 discards optimized code
// that embeds a hidden class no live object has any more ("weak objects"); tokenizers, tokens and
// attributes live for one parse, so lib/tokenizer/tokenizer.ts keeps one idle tokenizer and one
// attribute alive. Checked in a child process with V8's deoptimization trace and an exposed gc().
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const DIST = fileURLToPath(new URL('../../dist/esm/lib/', import.meta.url));

const SCRIPT = `
const { Tokenizer } = await import(${JSON.stringify(`${DIST}tokenizer/tokenizer.js`)});
const { Source } = await import(${JSON.stringify(`${DIST}input/source.js`)});
const { ErrorReporter } = await import(${JSON.stringify(`${DIST}common/error-reporter.js`)});
const sink = { onStartTag() {}, onEndTag() {}, onText() {}, onNullCharacter() {}, onComment() {},
  onDoctype() {}, onEof() {}, isCdataAllowed: () => false };
function once(html) {
  const source = new Source(html);
  new Tokenizer(source, sink, { errors: new ErrorReporter(source, null), trackAttributeSpans: false }).run();
}
const html = '<!doctype html><div class="a" id=b title=\\'c\\'>text &amp; more</div><!-- c --><p>x</p><br/>'.repeat(200);
for (let i = 0; i < 300; i++) once(html);
// Let background compilation finish, so the code the GC could discard is in place.
await new Promise((resolve) => setTimeout(resolve, 100));
for (let i = 0; i < 50; i++) once(html);
console.log('GC-START');
gc();
console.log('GC-END');
`;

describe('Tokenizer optimized code', () => {
  it('is not discarded by a major GC once no tokenizer is alive', function () {
    this.timeout(30000);
    const child = spawnSync(process.execPath, ['--expose-gc', '--trace-deopt', '--input-type=module', '-e', SCRIPT], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(child.status, child.stderr).to.equal(0);
    const lines = child.stdout.split('\n');
    const from = lines.indexOf('GC-START');
    const to = lines.indexOf('GC-END');
    expect(from, 'child output').to.be.greaterThan(-1);
    expect(to).to.be.greaterThan(from);
    const discarded = lines.slice(from, to).filter((line) => line.includes('reason: weak objects'));
    expect(discarded, 'optimized code discarded by the GC').to.deep.equal([]);
  });
});
