// Packaging proof: the tarball `npm pack` makes installs into a fresh project and every entry
// point loads from both `import` and `require`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from 'chai';

const ROOT = resolve(import.meta.dirname, '../..');
const ENTRIES = ['larch-html', 'larch-html/adapters/json', 'larch-html/adapters/domhandler', 'larch-html/adapters/linkedom'];
const npm = (args, cwd) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_loglevel: 'error' } });

describe('package: npm pack', function () {
  this.timeout(180000);
  let dir;
  let tarball;

  before(function () {
    dir = mkdtempSync(join(tmpdir(), 'larch-pack-'));
    const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', dir], ROOT));
    tarball = join(dir, packed[0].filename);
    const app = join(dir, 'app');
    execFileSync('mkdir', [app]);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', private: true }));
    npm(['install', '--prefer-offline', '--no-audit', '--no-fund', tarball, 'domhandler@6', 'linkedom@0.18.14'], app);
  });

  after(function () {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('ships only dist, bin, the README and package.json', function () {
    const files = JSON.parse(npm(['pack', '--dry-run', '--json'], ROOT))[0].files.map((f) => f.path);
    for (const f of files) expect(f).to.match(/^(dist\/|bin\/|README\.md$|package\.json$|LICENSE)/);
  });

  it('parses from every entry point through import', function () {
    const script = `
      const { parse, serialize } = await import('larch-html');
      for (const e of ${JSON.stringify(ENTRIES)}) {
        const m = await import(e);
        if (Object.keys(m).length === 0) throw new Error('empty module ' + e);
      }
      const { adapter } = await import('larch-html/adapters/domhandler');
      const doc = parse('<p>hi', { treeAdapter: adapter });
      const { parseHTMLDocument } = await import('larch-html/adapters/linkedom');
      const ldoc = parseHTMLDocument('<p>hi');
      console.log(serialize(parse('<p>hi')) + '|' + doc.children.length + '|' + ldoc.querySelector('p').textContent);
    `;
    const out = execFileSync('node', ['--input-type=module', '-e', script], { cwd: join(dir, 'app'), encoding: 'utf8' });
    expect(out.trim()).to.equal('<html><head></head><body><p>hi</p></body></html>|1|hi');
  });

  it('parses from every entry point through require', function () {
    const script = `
      const { parse, serialize } = require('larch-html');
      for (const e of ${JSON.stringify(ENTRIES)}) {
        const m = require(e);
        if (Object.keys(m).length === 0) throw new Error('empty module ' + e);
      }
      const { adapter } = require('larch-html/adapters/domhandler');
      const doc = parse('<p>hi', { treeAdapter: adapter });
      const { parseHTMLDocument } = require('larch-html/adapters/linkedom');
      const ldoc = parseHTMLDocument('<p>hi');
      console.log(serialize(parse('<p>hi')) + '|' + doc.children.length + '|' + ldoc.querySelector('p').textContent);
    `;
    const out = execFileSync('node', ['-e', script], { cwd: join(dir, 'app'), encoding: 'utf8' });
    expect(out.trim()).to.equal('<html><head></head><body><p>hi</p></body></html>|1|hi');
  });
});
