// lib/common/kept.ts (keepAlive): one sample per key, made once, held for good, and a bounded number of them.
// Imports tsc's build/ (rollup drops the exports only tests use from dist/).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { MAX_OBJECT_KEYS, isKeptAlive, keepAlive, keptSampleCount } from '../build/lib/common/kept.js';
import { buildSampleTree } from '../build/lib/tree/sample-tree.js';
import { adapter as jsonAdapter } from '../build/adapters/json/index.js';

const KEEP_ALIVE = fileURLToPath(new URL('../build/lib/common/kept.js', import.meta.url));

describe('keepAlive', () => {
  it('makes the sample of a key once, however often it is called', () => {
    let made = 0;
    for (let i = 0; i < 1000; i++) keepAlive('test: made once', () => ({ made: ++made }));
    expect(made).to.equal(1);
    expect(isKeptAlive('test: made once')).to.equal(true);
    expect(isKeptAlive('test: never kept')).to.equal(false);
  });

  it('does not make a sample again while it is being made (making it may reenter)', () => {
    let made = 0;
    const make = () => {
      made++;
      keepAlive('test: reentrant', make);
      return {};
    };
    keepAlive('test: reentrant', make);
    expect(made).to.equal(1);
    expect(isKeptAlive('test: reentrant')).to.equal(true);
  });

  it('keeps at most MAX_OBJECT_KEYS samples for object keys', () => {
    const before = keptSampleCount();
    for (let i = 0; i < MAX_OBJECT_KEYS * 10; i++) keepAlive({ key: i }, () => ({ sample: i }));
    expect(keptSampleCount() - before).to.be.at.most(MAX_OBJECT_KEYS);
    expect(keptSampleCount() - before).to.be.greaterThan(0);
  });

  it('holds the sample through garbage collection, which collects what it does not hold', function () {
    this.timeout(30000);
    const script = `
const { keepAlive } = await import(${JSON.stringify(KEEP_ALIVE)});
let kept = { kept: true };
let dropped = { kept: false };
const keptRef = new WeakRef(kept);
const droppedRef = new WeakRef(dropped);
keepAlive('sample', () => kept);
kept = null;
dropped = null;
await new Promise((resolve) => setTimeout(resolve, 0));
gc();
console.log(JSON.stringify({ kept: keptRef.deref() !== undefined, dropped: droppedRef.deref() !== undefined }));`;
    const child = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.status, child.stderr).to.equal(0);
    expect(JSON.parse(child.stdout)).to.deep.equal({ kept: true, dropped: false });
  });
});

describe('buildSampleTree', () => {
  it('builds a small parsed-page-like document through the adapter', () => {
    const document = buildSampleTree(jsonAdapter);
    const [doctype, html] = document.children;
    expect(doctype.type).to.equal('doctype');
    expect(html.children.map((child) => child.tagName)).to.deep.equal(['head', 'body']);
    const [p, comment] = html.children[1].children;
    expect(p.attrs).to.deep.equal([{ name: 'class', value: 'a' }]);
    expect(p.children[0].value).to.equal('t');
    expect(comment.type).to.equal('comment');
  });
});
