// The drop-ins as a user puts them in: each workspace package packed with `npm pack`, then an
// empty project that depends on cheerio 1.2 (which runs parse5 7 and parse5-htmlparser2-tree-adapter
// 7) with npm `overrides` naming the tarballs. cheerio must then run on larch (parse5 resolves to
// larch-parse5, and a page parses into larch's tree where the Living Standard and parse5 7 differ)
// and give the results it gives on parse5 where the spec has not changed.
import { execFile as execFileCallback } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import * as cheerio from 'cheerio';

const execFile = promisify(execFileCallback);
const ROOT = resolve(import.meta.dirname, '../..');
const env = { ...process.env, npm_config_loglevel: 'error', npm_config_update_notifier: 'false' };

/** Inputs whose trees parse5 7 and the Living Standard agree on, and one where they do not. */
const SAME = ['<p class=a>one<b>two<i>three</b>four</i><table><td>cell</table>', '<ul><li>a<li>b</ul><!-- c --><svg><path d=M0/></svg>'];
const CHANGED = '<select><div>in a select</div></select>';

const SCRIPT = (inputs) => `
const cheerio = require('cheerio');
const out = { parse5: require('parse5/package.json').name, adapter: require('parse5-htmlparser2-tree-adapter/package.json').name };
out.pages = ${JSON.stringify(inputs)}.map((html) => cheerio.load(html).html());
out.fragments = ${JSON.stringify(inputs)}.map((html) => cheerio.load(html, null, false).html());
out.text = cheerio.load(${JSON.stringify(inputs[0])})('b').text();
console.log(JSON.stringify(out));
`;

describe('drop-ins under a real dependent, through npm overrides', function () {
  this.timeout(600000);
  let root;
  let dir;

  before(async function () {
    root = mkdtempSync(join(tmpdir(), 'larch-overrides-'));
    try {
      const overrides = {};
      // Each drop-in's directory is named after the package it replaces.
      for (const original of readdirSync(join(ROOT, 'packages'))) {
        const [packed] = JSON.parse((await execFile('npm', ['pack', '--json', '--pack-destination', root], { cwd: join(ROOT, 'packages', original), env })).stdout);
        overrides[original] = `file:${join(root, packed.filename)}`;
      }
      dir = join(root, 'cheerio-project');
      mkdirSync(dir);
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'try-overrides', version: '1.0.0', private: true, dependencies: { cheerio: '1.2' }, overrides }));
      await execFile('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, env, maxBuffer: 64 << 20 });
    } catch (error) {
      if (process.env.CI) throw error;
      console.log(`overrides: npm pack/install could not run (${String(error.message).split('\n')[0]}), skipped`);
      this.skip();
    }
  });

  after(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('cheerio 1.2 runs on larch-parse5 and larch-parse5-htmlparser2-tree-adapter, giving what it gives on parse5 where the spec has not changed', async () => {
    const inputs = [...SAME, CHANGED];
    const cjs = JSON.parse((await execFile('node', ['-e', SCRIPT(inputs)], { cwd: dir, env })).stdout);
    expect(cjs.parse5).to.equal('larch-parse5');
    expect(cjs.adapter).to.equal('larch-parse5-htmlparser2-tree-adapter');
    const onParse5 = inputs.map((html) => cheerio.load(html).html());
    expect(cjs.pages.slice(0, SAME.length)).to.deep.equal(onParse5.slice(0, SAME.length));
    expect(cjs.fragments.slice(0, SAME.length)).to.deep.equal(SAME.map((html) => cheerio.load(html, null, false).html()));
    expect(cjs.text).to.equal(cheerio.load(SAME[0])('b').text());
    // The customizable select: the div stays in the select, as browsers now build it; parse5 7 drops the tag.
    expect(cjs.pages.at(-1)).to.contain('<select><div>in a select</div></select>');
    expect(onParse5.at(-1)).not.to.contain('<div>');
    // ES modules: cheerio's import of parse5-parser-stream links against larch-parse5's exports.
    const esm = (await execFile('node', ['--input-type=module', '-e', "import * as cheerio from 'cheerio'; console.log(cheerio.load('<p>x').html())"], { cwd: dir, env })).stdout;
    expect(esm.trim()).to.equal('<html><head></head><body><p>x</p></body></html>');
  });
});
