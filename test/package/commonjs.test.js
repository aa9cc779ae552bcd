// The CommonJS build loads cleanly: no circular-import warnings (re-exports across the insertion
// modes' import cycle would read exports before they exist), for every entry point.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from 'chai';

const ROOT = resolve(import.meta.dirname, '../..');

describe('package: CommonJS build', function () {
  this.timeout(30000);

  it('requires every entry point without warnings', function () {
    const script = `for (const e of ['larch-html', 'larch-html/adapters/json', 'larch-html/adapters/domhandler', 'larch-html/adapters/linkedom']) require(e);
      const { parse, serialize } = require('larch-html');
      process.stdout.write(serialize(parse('<p>x')));`;
    const child = spawnSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(child.stderr).to.equal('');
    expect(child.stdout).to.equal('<html><head></head><body><p>x</p></body></html>');
  });

  it("require('larch-html/rehype') is the plugin itself, for unified().use(), with .default beside it", function () {
    const script = `const rehypeLarch = require('larch-html/rehype');
      const { unified } = require('unified');
      const stringify = require('rehype-stringify').default;
      const file = unified().use(rehypeLarch).use(stringify).processSync('<p>x');
      process.stdout.write([typeof rehypeLarch, rehypeLarch.default === rehypeLarch, rehypeLarch.rehypeLarch === rehypeLarch, String(file)].join(' '));`;
    const child = spawnSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(child.stderr).to.equal('');
    expect(child.stdout).to.equal('function true true <html><head></head><body><p>x</p></body></html>');
  });
});
