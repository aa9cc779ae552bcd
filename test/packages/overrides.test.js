// The drop-ins as a user puts them in: larch-html and each workspace package packed as published
// (tools/pack.mjs), then an empty project with npm `overrides` naming the tarballs, depending on real dependents of the
// parse5 family: cheerio 1.2 (parse5 7, parse5-htmlparser2-tree-adapter 7, parse5-parser-stream
// 7), jsdom 29.1.1 (parse5 8), hast-util-from-html 2 (parse5 8), and a script of its own that
// rewrites a page with parse5-html-rewriting-stream. Each must then run on larch (the package it
// loads is larch's, and a page parses into larch's tree where the Living Standard and parse5
// differ) and give the results it gives on parse5 where the spec has not changed. hast-util-raw,
// which drives parse5's private internals, is kept on parse5 by a nested override (the line the
// drop-in's error message gives), and runs.
import { execFile as execFileCallback } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import * as cheerio from 'cheerio';
import { JSDOM } from 'jsdom';
import { fromHtml } from 'hast-util-from-html';
import { RewritingStream } from 'parse5-html-rewriting-stream';
import { packAll } from '../../tools/pack.mjs';
import { overridesFor } from '../../tools/try-drop-ins.mjs';

const execFile = promisify(execFileCallback);
const env = { ...process.env, npm_config_loglevel: 'error', npm_config_update_notifier: 'false' };

/** Inputs whose trees parse5 7 and the Living Standard agree on, and one where they do not. */
const SAME = ['<p class=a>one<b>two<i>three</b>four</i><table><td>cell</table>', '<ul><li>a<li>b</ul><!-- c --><svg><path d=M0/></svg>'];
const CHANGED = '<select><div>in a select</div></select>';

/** The exports of CommonJS `source` run with `require`. */
function runModule(source, { require }) {
  const module = { exports: {} };
  new Function('require', 'module', 'exports', source)(require, module, module.exports);
  return module.exports;
}

const SCRIPT = (inputs) => `
const cheerio = require('cheerio');
const out = { parse5: require('parse5/package.json').name, adapter: require('parse5-htmlparser2-tree-adapter/package.json').name };
out.pages = ${JSON.stringify(inputs)}.map((html) => cheerio.load(html).html());
out.fragments = ${JSON.stringify(inputs)}.map((html) => cheerio.load(html, null, false).html());
out.text = cheerio.load(${JSON.stringify(inputs[0])})('b').text();
console.log(JSON.stringify(out));
`;

/** The RewritingStream consumer: adds an attribute to each `<p>` and keeps everything else as written. */
const REWRITE_CONSUMER = `
const { RewritingStream } = require('parse5-html-rewriting-stream');
exports.rewriter = require('parse5-html-rewriting-stream/package.json').name;
exports.rewrite = (html) => new Promise((resolve) => {
  const rewriter = new RewritingStream();
  rewriter.on('startTag', (tag) => {
    if (tag.tagName === 'p') tag.attrs.push({ name: 'data-seen', value: 'yes' });
    rewriter.emitStartTag(tag);
  });
  let out = '';
  rewriter.on('data', (chunk) => (out += chunk));
  rewriter.on('end', () => resolve(out));
  rewriter.end(html);
});
`;

describe('drop-ins under real dependents, through npm overrides', function () {
  this.timeout(600000);
  let root;
  let dir;

  before(async function () {
    root = mkdtempSync(join(tmpdir(), 'larch-overrides-'));
    try {
      // The map `npm run try-drop-ins` prints: each parse5 package, and larch-html they depend on.
      const overrides = overridesFor(packAll(root));
      // A package of its own that rewrites with parse5-html-rewriting-stream, as the Angular CLI
      // does: packed, so that it installs as a registry package does and the override reaches it.
      const consumer = join(root, 'rewrite-consumer');
      mkdirSync(consumer);
      writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'rewrite-consumer', version: '1.0.0', main: 'index.js', dependencies: { 'parse5-html-rewriting-stream': '^8.0.0' } }));
      writeFileSync(join(consumer, 'index.js'), REWRITE_CONSUMER);
      const [consumerPacked] = JSON.parse((await execFile('npm', ['pack', '--json', '--pack-destination', root], { cwd: consumer, env })).stdout);
      dir = join(root, 'dependents');
      mkdirSync(dir);
      const dependencies = {
        cheerio: '1.2',
        jsdom: '29.1.1',
        'hast-util-from-html': '^2.0.3',
        'hast-util-raw': '^9.1.0',
        'rewrite-consumer': `file:${join(root, consumerPacked.filename)}`,
      };
      overrides['hast-util-raw'] = { parse5: '^8.0.0' };
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'try-overrides', version: '1.0.0', private: true, dependencies, overrides }));
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

  it('installs one copy of larch-html under all five drop-ins, and the parser stream\'s Parser is the one parse5 exports (as with parse5\'s packages)', async () => {
    const script = `
      const { readdirSync, readFileSync } = require('node:fs');
      const { join } = require('node:path');
      const copies = [];
      const walk = (dir) => {
        let entries = [];
        try { entries = readdirSync(dir, { withFileTypes: true }); } catch {}
        for (const entry of entries) {
          if (!entry.isDirectory()) continue;
          const path = join(dir, entry.name);
          if (entry.name === 'node_modules' || entry.name.startsWith('@')) walk(path);
          else {
            try {
              if (JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')).name === 'larch-html') copies.push(path);
            } catch {}
            walk(join(path, 'node_modules'));
          }
        }
      };
      walk('node_modules');
      const from = { paths: [require.resolve('cheerio')] };
      const { ParserStream } = require(require.resolve('parse5-parser-stream', from));
      const { Parser } = require(require.resolve('parse5', from));
      console.log(JSON.stringify({ copies, same: new ParserStream().parser instanceof Parser }));`;
    const out = JSON.parse((await execFile('node', ['-e', script], { cwd: dir, env })).stdout);
    expect(out.copies).to.deep.equal(['node_modules/larch-html']);
    expect(out.same).to.equal(true);
  });

  it('jsdom 29 runs on larch-parse5: the same documents and node locations as on parse5 where the spec has not changed, with null-prototype attribute locations', async () => {
    const script = `
      const { JSDOM } = require('jsdom');
      const parse5 = require(require.resolve('parse5/package.json', { paths: [require.resolve('jsdom')] })).name;
      const pages = ${JSON.stringify([...SAME, CHANGED])}.map((html) => new JSDOM(html).serialize());
      const dom = new JSDOM('<p>x<img src=a.png alt=b>', { includeNodeLocations: true });
      const img = dom.window.document.querySelector('img');
      const location = dom.nodeLocation(img);
      console.log(JSON.stringify({ parse5, pages, location, nullPrototype: Object.getPrototypeOf(location.attrs) === null }));`;
    const out = JSON.parse((await execFile('node', ['-e', script], { cwd: dir, env })).stdout);
    expect(out.parse5).to.equal('larch-parse5');
    const onParse5 = [...SAME, CHANGED].map((html) => new JSDOM(html).serialize());
    expect(out.pages.slice(0, SAME.length)).to.deep.equal(onParse5.slice(0, SAME.length));
    expect(out.pages.at(-1)).to.contain('<select><div>in a select</div></select>');
    const reference = new JSDOM('<p>x<img src=a.png alt=b>', { includeNodeLocations: true });
    expect(out.location).to.deep.equal(JSON.parse(JSON.stringify(reference.nodeLocation(reference.window.document.querySelector('img')))));
    expect(out.nullPrototype).to.equal(true);
  });

  it('hast-util-from-html 2 runs on larch-parse5, building the same hast with positions', async () => {
    const script = `
      import { fromHtml } from 'hast-util-from-html';
      import { createRequire } from 'node:module';
      const require = createRequire(import.meta.resolve('hast-util-from-html'));
      const parse5 = require('parse5/package.json').name;
      console.log(JSON.stringify({ parse5, trees: ${JSON.stringify(SAME)}.map((html) => fromHtml(html)) }));`;
    const out = JSON.parse((await execFile('node', ['--input-type=module', '-e', script], { cwd: dir, env })).stdout);
    expect(out.parse5).to.equal('larch-parse5');
    expect(out.trees).to.deep.equal(JSON.parse(JSON.stringify(SAME.map((html) => fromHtml(html)))));
  });

  it('a RewritingStream consumer runs on larch-parse5-html-rewriting-stream: the same rewrite, and the source kept where nothing changed', async () => {
    const html = '<!DOCTYPE html><html><head><title>t &amp; u</title></head><body><p CLASS=a>one<br/>two</p><!-- c --></body></html>';
    const script = `
      const consumer = require('rewrite-consumer');
      consumer.rewrite(${JSON.stringify(html)}).then((out) => console.log(JSON.stringify({ name: consumer.rewriter, out })));`;
    const out = JSON.parse((await execFile('node', ['-e', script], { cwd: dir, env })).stdout);
    expect(out.name).to.equal('larch-parse5-html-rewriting-stream');
    const reference = await runModule(REWRITE_CONSUMER, { require: (name) => (name.endsWith('package.json') ? { name: 'parse5-html-rewriting-stream' } : { RewritingStream }) }).rewrite(html);
    expect(out.out).to.equal(reference);
    expect(out.out).to.contain('<!-- c -->').and.contain('<br/>');
  });

  it('hast-util-raw stays on parse5 under the nested override the drop-in\'s error names, and runs', async () => {
    const script = `
      import { raw } from 'hast-util-raw';
      import { createRequire } from 'node:module';
      const require = createRequire(import.meta.resolve('hast-util-raw'));
      const tree = { type: 'root', children: [{ type: 'raw', value: '<p>a<b>b</p>' }] };
      // parse5 exports no package.json: read it from the directory its entry resolves into.
      const entry = require.resolve('parse5');
      const manifest = entry.slice(0, entry.lastIndexOf('/node_modules/parse5/') + '/node_modules/parse5/'.length) + 'package.json';
      const { readFileSync } = await import('node:fs');
      console.log(JSON.stringify({ parse5: JSON.parse(readFileSync(manifest, 'utf8')).name, tree: raw(tree) }));`;
    const out = JSON.parse((await execFile('node', ['--input-type=module', '-e', script], { cwd: dir, env })).stdout);
    expect(out.parse5).to.equal('parse5');
    expect(out.tree.children[0]).to.include({ type: 'element', tagName: 'p' });
  });
});
