// The domhandler adapter's optimized code survives a major GC once every parsed tree is dropped.
// V8 discards optimized code that embeds a hidden class no live object has any more ("weak
// objects"), so adapters/domhandler/adapter.ts keeps one small tree per adapter alive. Checked in
// a child process with V8's deoptimization trace.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const INDEX = fileURLToPath(new URL('../../../dist/esm/lib/index.js', import.meta.url));
const DOMHANDLER = fileURLToPath(new URL('../../../dist/esm/adapters/domhandler/index.js', import.meta.url));

const SCRIPT = `
const larch = await import(${JSON.stringify(INDEX)});
const { adapter } = await import(${JSON.stringify(DOMHANDLER)});
const parse = (html) => larch.parse(html, { treeAdapter: adapter });
// Module loading's own short-lived objects go first, so only the parses' code is left to check.
gc();
const html = '<!doctype html><title>t</title><div class="a" id=b>text <b>bold <i>both</b> i</i></div>' +
  '<!-- c --><p>x<p>y</p><table><tr><td>cell</table><ul><li>one<li>two</ul><br/>'.repeat(100);
for (let i = 0; i < 300; i++) parse(html);
// Let background compilation finish, so the code the GC could discard is in place.
await new Promise((resolve) => setTimeout(resolve, 100));
for (let i = 0; i < 50; i++) parse(html);
console.log('GC-START');
gc();
console.log('GC-END');
`;

describe('domhandler adapter optimized code', () => {
  it('is not discarded by a major GC once no parsed tree is alive', function () {
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
