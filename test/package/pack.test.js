// The package as a user installs it: `npm pack` once, then the tarball installed from the registry
// into four empty projects: (a) alone, (b) beside cheerio 1.2, (c) beside parse5 8, (d) beside
// linkedom; and a fifth beside what the README's and docs' examples import, where each example
// must type-check. In each, `import` and `require` of larch-html and of every adapter whose peer the
// project has parse a page, the installed `larch` bin runs, the named-reference decoder npm
// resolved there is right, and TypeScript (the repo's tsc, skipLibCheck off) accepts the package's
// types under node10, node16 (ESM and CommonJS) and bundler resolution.
// Set PACK_TRANSCRIPT=<file> to keep the commands and what they printed.
import { execFile as execFileCallback, execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';

const execFile = promisify(execFileCallback);
const ROOT = resolve(import.meta.dirname, '../..');
// TypeScript 7 (the build's) and 5.9, which most users still run and which alone has node10.
const TSC = { 7: join(ROOT, 'node_modules/typescript/bin/tsc'), 5: join(ROOT, 'node_modules/typescript-5/bin/tsc') };
const PAGE = join(ROOT, 'examples/page.html');
const ADAPTER_PEERS = { json: null, hast: null, parse5: null, domhandler: 'domhandler', linkedom: 'linkedom' };

/** The projects: what is installed beside the tarball. */
const PROJECTS = {
  alone: [],
  cheerio: ['cheerio@1.2'],
  parse5: ['parse5@8'],
  linkedom: ['linkedom@0.18.14'],
};

/** The project the README's and docs' examples are type-checked in: what they import. */
const DOCS_PROJECT = ['cheerio@1.2', 'linkedom@0.18.14', 'unified@11', 'rehype-stringify@10', 'rehype-parse@9', 'parse5@8', 'parse5-htmlparser2-tree-adapter@8', '@types/node@20'];

/**
 * The examples users copy, as `[name, code, language]`: every example README.md and docs/*.md
 * mark as run by the tests (JavaScript) and every TypeScript block.
 */
function docExamples() {
  const pages = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
  return pages.flatMap((page) => {
    const text = readFileSync(join(ROOT, page), 'utf8');
    const base = page.replace(/^docs\//, '').replace(/\.md$/, '').toLowerCase();
    const marked = [...text.matchAll(/<!-- (?:README )?example[^>]*-->\n```js\n([\s\S]*?)```/g)].map((m, i) => [`${base}-${i + 1}`, m[1], 'js']);
    const typescript = [...text.matchAll(/\n```ts\n([\s\S]*?)```/g)].map((m, i) => [`${base}-ts-${i + 1}`, m[1], 'ts']);
    return [...marked, ...typescript];
  });
}

/** A JavaScript example's ES imports as CommonJS requires (the same bindings). */
function asCommonJs(code) {
  return code
    .replace(/^import \* as (\w+) from ('[^']+');$/gm, 'const $1 = require($2);')
    .replace(/^import (\w+) from ('[^']+');$/gm, 'const $1 = require($2);')
    .replace(/^import \{([^}]*)\} from ('[^']+');$/gm, (line, names, from) => `const {${names.replace(/ as /g, ': ')}} = require(${from});`);
}

const transcript = [];
const env = { ...process.env, npm_config_loglevel: 'error', npm_config_update_notifier: 'false' };

/** Runs a command, keeping it and its output for the transcript; returns stdout. */
async function sh(cwd, file, args, summarize = (out) => out) {
  const shown = [file.startsWith(ROOT) ? file.slice(ROOT.length + 1) : file, ...args];
  const line = `${cwd.split('/').pop()}$ ${shown.map((a) => (/[\s'"$|&;<>]/.test(a) ? `'${a}'` : a)).join(' ')}`;
  try {
    const { stdout, stderr } = await execFile(file, args, { cwd, env, maxBuffer: 64 << 20 });
    transcript.push(line, ...[summarize(stdout), stderr].filter((s) => s.trim() !== '').map((s) => s.trimEnd()));
    return stdout;
  } catch (error) {
    transcript.push(line, `${error.stdout ?? ''}${error.stderr ?? ''}`.trimEnd(), `(exit status ${error.code})`);
    throw error;
  }
}

/** The `import` and `require` checks of one project, as one script per module system. */
function loadScript(kind, adapters) {
  const load = kind === 'esm' ? (m) => `await import(${JSON.stringify(m)})` : (m) => `require(${JSON.stringify(m)})`;
  return `
const fs = ${load('node:fs')};
const larch = ${load('larch-html')};
const page = fs.readFileSync('page.html', 'utf8');
const out = [];
const doc = larch.parse(page);
out.push('core: ' + doc.children.length + ' nodes, ' + larch.serialize(doc).length + ' chars');
const notin = larch.serialize(larch.parse('<a title="&notin" href="?a&notin&b=1">&notin &Gdot </a>'));
out.push('references: ' + notin.slice(notin.indexOf('<a'), notin.indexOf('</a>') + 4));
out.push('scanner: ' + larch.scan(page).length + ' tokens, ' + larch.scanTokens('<p class=a>').length + ', ' + larch.scanMarkupAt('a <b>', 2).length);
for (const name of ${JSON.stringify(adapters)}) {
  const m = ${kind === 'esm' ? 'await import' : 'require'}('larch-html/adapters/' + name);
  if (name === 'json') out.push('json: ' + m.stringifyJson(larch.parseFragment('tr', '<td>a')).length + ' chars of JSON');
  if (name === 'domhandler') out.push('domhandler: ' + larch.parse(page, { treeAdapter: m.adapter }).children.length + ' nodes');
  if (name === 'linkedom') out.push('linkedom: ' + m.parseHTMLDocument(page).querySelector('title').textContent);
  if (name === 'hast') out.push('hast: ' + m.parseHast(page).children.length + ' nodes');
  if (name === 'parse5') out.push('parse5: ' + larch.parse(page, { treeAdapter: m.adapter }).childNodes.length + ' nodes');
}
const rehype = ${load('larch-html/rehype')};
out.push('rehype: ' + typeof rehype.default);
const stream = ${load('larch-html/stream')};
const pushed = larch.createParser();
pushed.write('<p>a');
out.push('stream: ' + typeof stream.ParserStream + ' ' + typeof stream.WebParserStream + ' ' + larch.serialize(pushed.end('b')).length + ' chars');
console.log(out.join('\\n'));
`;
}

const EXPECTED_REFERENCES = 'references: <a title="&amp;notin" href="?a&amp;notin&amp;b=1">¬in &amp;Gdot </a>';

/** TypeScript sources each project checks, by file name; `{}` for none. */
function typeChecks(name) {
  const core = `import { parse, parseFragment, serialize, scan, scanTokens, scanMarkupAt, ScanResult, type ParserOptions, type ScanToken, type ScanChange, type MarkupAt } from 'larch-html';
import { adapter, stringifyJson, type DocumentNode } from 'larch-html/adapters/json';
const options: ParserOptions = { sourceCodeLocationInfo: null, scriptingEnabled: true };
const doc: DocumentNode = parse('<p>', options);
const rows = parseFragment('tr', '<td>a', { treeAdapter: adapter });
const tokens: ScanToken[] = scanTokens('<p class=a>', { recovery: 'editing' });
const result: ScanResult = scan('<p>x</p>');
const change: ScanChange = result.edit(3, 4, 'y');
const markup: MarkupAt | null = scanMarkupAt('a <b>', 2);
export const out: string = serialize(doc) + stringifyJson(rows) + tokens[0]!.kind + result.ends[0] + change.added + (markup?.length ?? 0);
`;
  const checks = { 'core.mts': core, 'core.cts': core, 'core.ts': core };
  // Where the "node" condition is not set (bundlers), larch-html/stream is the web stream alone.
  checks['web-stream.mts'] = `import { createParser } from 'larch-html';
import type { DocumentNode } from 'larch-html/adapters/json';
import { WebParserStream } from 'larch-html/stream';
const pushed = createParser();
pushed.write(new Uint8Array([60, 112, 62]));
const stream = new WebParserStream<DocumentNode>({ scriptingEnabled: false });
export const done: Promise<number> = stream.result.then((doc) => doc.children.length + pushed.end('x').children.length);
`;
  if (name === 'parse5') {
    checks['parse5.mts'] = `import * as parse5 from 'parse5';
import { parse, parseFragment, serialize, serializeOuter } from 'larch-html';
const treeAdapter = parse5.defaultTreeAdapter;
const doc: parse5.DefaultTreeAdapterMap['document'] = parse('<p>x', { treeAdapter });
const fragment = parseFragment('<p>x', { treeAdapter });
export const html: string = serialize(doc, { treeAdapter }) + serializeOuter(fragment.childNodes[0]!, { treeAdapter });
`;
  }
  if (name === 'cheerio') {
    checks['cheerio.mts'] = `import * as cheerio from 'cheerio';
import type { Document } from 'domhandler';
import { parse, serialize } from 'larch-html';
import { adapter } from 'larch-html/adapters/domhandler';
const dom: Document = parse('<p class=a>x', { treeAdapter: adapter });
export const text: string = cheerio.load(dom)('p.a').text() + serialize(dom, { treeAdapter: adapter });
`;
  }
  if (name === 'linkedom') {
    checks['linkedom.mts'] = `import { parseHTMLDocument } from 'larch-html/adapters/linkedom';
const document = parseHTMLDocument('<title>t</title><p class=a><a id=x href=/>y</a>');
const p = document.querySelector('p')!;
export const seen: string = document.title + p.classList.contains('a') + p.querySelector('a')!.closest('p')!.id + document.querySelectorAll('a')[0]!.id + document.documentMode;
`;
    // The README's fragment parsing example, with documents typed as larch and as linkedom type them.
    checks['linkedom-fragments.mts'] = `import { parseHTML } from 'linkedom';
import { parseHTMLDocument, useLarchFragmentParsing } from 'larch-html/adapters/linkedom';
const document = parseHTMLDocument('<div></div><table></table>');
const stop = useLarchFragmentParsing(document, { scriptingEnabled: true });
document.querySelector('div')!.innerHTML = '<tr><td>x</td></tr><p>y';
stop();
const { window, document: theirs } = parseHTML('<p>z');
useLarchFragmentParsing(theirs)();
useLarchFragmentParsing(window)();
`;
  }
  return checks;
}

/**
 * Runs TypeScript `version` on `files` with the given resolution; returns the errors in
 * larch-html's declarations, the checks' files or the configuration.
 */
async function typeErrors(dir, version, files, compilerOptions) {
  const config = join(dir, `tsconfig.${compilerOptions.moduleResolution}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, skipLibCheck: false, target: 'ES2022', types: [], ...compilerOptions },
      files,
    }),
  );
  try {
    await sh(dir, TSC[version], ['-p', config]);
    return [];
  } catch (error) {
    // Other packages' own declarations are theirs to fix; ours, the checks and the setup must be clean.
    const lines = `${error.stdout}${error.stderr}`.split('\n');
    const ours = lines.filter((line) => /^(node_modules\/larch-html\/|[a-z0-9-]+\.[cm]?[jt]s\(|tsconfig|error )/.test(line));
    return ours.length > 0 || lines.some((line) => /error TS/.test(line)) ? ours : [`tsc failed: ${error.message}`];
  }
}

describe('package: npm pack, installed from the registry', function () {
  this.timeout(600000);
  const dirs = {};
  let root;
  let packed;

  before(async function () {
    root = mkdtempSync(join(tmpdir(), 'larch-pack-'));
    try {
      const summary = (out) => {
        const [p] = JSON.parse(out);
        return `${p.filename}: ${p.entryCount} files, ${(p.size / 1000).toFixed(1)} kB packed, ${(p.unpackedSize / 1000).toFixed(1)} kB unpacked`;
      };
      packed = JSON.parse(await sh(ROOT, 'npm', ['pack', '--json', '--pack-destination', root], summary))[0];
      const tarball = join(root, packed.filename);
      await Promise.all(
        Object.entries({ ...PROJECTS, docs: DOCS_PROJECT }).map(async ([name, peers]) => {
          const dir = (dirs[name] = join(root, name));
          mkdirSync(dir);
          writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `try-${name}`, version: '1.0.0', private: true }));
          copyFileSync(PAGE, join(dir, 'page.html'));
          await sh(dir, 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, ...peers]);
        }),
      );
    } catch (error) {
      if (process.env.CI) throw error;
      console.log(`package: npm pack/install could not run (${String(error.message).split('\n')[0]}), skipped`);
      this.skip();
    }
  });

  after(function () {
    if (process.env.PACK_TRANSCRIPT) writeFileSync(process.env.PACK_TRANSCRIPT, transcript.join('\n') + '\n');
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('type-checks every README and docs example as users write it (JavaScript checked, TypeScript strict), nodenext, DOM lib on and off, TypeScript 5.9 and 7; those on larch alone as CommonJS too', async function () {
    const dir = dirs.docs;
    const examples = docExamples();
    expect(examples.length).to.be.at.least(15);
    const files = [];
    let commonJs = 0;
    for (const [name, code, language] of examples) {
      writeFileSync(join(dir, `${name}.m${language}`), `${code}\nexport {};\n`);
      files.push(`${name}.m${language}`);
      // CommonJS has no top-level await, and unified's packages are ES modules only.
      const imports = [...code.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      if (language === 'js' && !/\bawait\b/.test(code) && imports.every((m) => m.startsWith('larch-html') || m.startsWith('node:'))) {
        writeFileSync(join(dir, `${name}.cjs`), asCommonJs(code));
        files.push(`${name}.cjs`);
        commonJs++;
      }
    }
    expect(commonJs).to.be.at.least(5);
    for (const version of [5, 7]) {
      for (const lib of [['ES2022'], ['ES2022', 'DOM']]) {
        const options = { module: 'nodenext', moduleResolution: 'nodenext', lib, types: ['node'], allowJs: true, checkJs: true };
        expect(await typeErrors(dir, version, files, options), `TS ${version}, lib ${lib}`).to.deep.equal([]);
      }
    }
  });

  it('ships dist, bin, LICENSE, the README and package.json, and only the declarations users reach', function () {
    const files = packed.files.map((f) => f.path);
    for (const f of files) expect(f).to.match(/^(dist\/(esm|cjs)\/|bin\/|README\.md$|LICENSE$|package\.json$)/);
    expect(files).to.include.members(['LICENSE', 'README.md', 'bin/larch', 'dist/cjs/package.json', 'dist/esm/lib/index.d.ts', 'dist/cjs/lib/index.d.ts']);
    expect(files.filter((f) => f.endsWith('.d.ts') && f.includes('/insertion-modes/'))).to.deep.equal([]);
  });

  it('(a) alone: installs nothing but larch-html and its dependencies', function () {
    const lock = JSON.parse(readFileSync(join(dirs.alone, 'package-lock.json'), 'utf8'));
    const installed = Object.keys(lock.packages).filter((p) => p !== '').map((p) => p.replace(/^node_modules\//, ''));
    // What our own lock file says the dependencies pull in, and nothing more.
    const ours = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')).packages;
    const expected = new Set(['larch-html']);
    const pending = Object.keys(ours[''].dependencies);
    while (pending.length > 0) {
      const dep = pending.pop();
      if (expected.has(dep)) continue;
      expected.add(dep);
      pending.push(...Object.keys(ours[`node_modules/${dep}`].dependencies ?? {}));
    }
    expect(installed.sort()).to.deep.equal([...expected].sort());
  });

  for (const name of Object.keys(PROJECTS)) {
    it(`(${name}) import and require larch-html and every adapter its peers allow; the larch bin runs`, async function () {
      const dir = dirs[name];
      const has = (peer) => {
        try {
          execFileSync('node', ['-e', `require.resolve(${JSON.stringify(peer)})`], { cwd: dir, stdio: 'ignore' });
          return true;
        } catch {
          return false;
        }
      };
      const adapters = Object.entries(ADAPTER_PEERS).filter(([, peer]) => peer === null || has(peer)).map(([a]) => a);
      if (name === 'alone') expect(adapters).to.deep.equal(['json', 'hast', 'parse5']);
      else expect(adapters).to.include(name === 'parse5' ? 'json' : name === 'cheerio' ? 'domhandler' : 'linkedom');
      await sh(dir, 'npm', ['ls', '--all', 'entities']).catch(() => {});
      const esm = await sh(dir, 'node', ['--input-type=module', '-e', loadScript('esm', adapters)]);
      const cjs = await sh(dir, 'node', ['-e', loadScript('cjs', adapters)]);
      expect(esm).to.equal(cjs);
      expect(esm).to.contain(EXPECTED_REFERENCES);
      expect(esm.trim().split('\n')).to.have.length(5 + adapters.length);
      expect(esm).to.match(/scanner: \d+ tokens, 7, 3\n/);
      expect(esm).to.contain('rehype: function');
      expect(esm).to.contain('stream: function function 48 chars');
      const bin = join(dir, 'node_modules/.bin/larch');
      expect((await sh(dir, bin, ['--version'])).trim()).to.equal(`larch ${packed.version}`);
      const outline = await sh(dir, bin, ['parse', 'page.html', '--errors', '--outline']);
      expect(outline).to.match(/^#document \(no-quirks\)\n/);
      const highlighted = await sh(dir, bin, ['highlight', 'page.html'], (out) => `${out.length} characters`);
      expect(highlighted.replace(/\x1b\[[0-9;]*m/g, '')).to.equal(readFileSync(PAGE, 'utf8'));
    });

    it(`(${name}) type-checks with TypeScript 5.9 and 7: node10 (5.9 only), node16 (ESM and CommonJS), bundler`, async function () {
      const dir = dirs[name];
      const checks = typeChecks(name);
      for (const [file, source] of Object.entries(checks)) writeFileSync(join(dir, file), source);
      const extra = Object.keys(checks).filter((f) => !f.startsWith('core.') && f !== 'web-stream.mts');
      const lib = name === 'linkedom' ? ['ES2022', 'DOM'] : ['ES2022'];
      const node10 = { module: 'commonjs', moduleResolution: 'node10', lib };
      const node16 = { module: 'node16', moduleResolution: 'node16', lib };
      const bundler = { module: 'esnext', moduleResolution: 'bundler', lib };
      // node10 has no exports map: the subpaths resolve through typesVersions.
      expect(await typeErrors(dir, 5, ['core.ts', ...extra.filter((f) => f !== 'parse5.mts' && f !== 'cheerio.mts')], node10), 'TS 5.9 node10').to.deep.equal([]);
      for (const version of [5, 7]) {
        expect(await typeErrors(dir, version, ['core.mts', 'core.cts', ...extra], node16), `TS ${version} node16`).to.deep.equal([]);
        expect(await typeErrors(dir, version, ['core.mts', 'web-stream.mts', ...extra], bundler), `TS ${version} bundler`).to.deep.equal([]);
      }
    });
  }
});
