// The examples in README.md and docs/*.md marked "example" run as they are (through the package's
// own name, so `import ... from 'larch-html'` resolves as it does for a user) and print what their
// `// →` comments say; every link between the pages, and to the repository's files, leads somewhere.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { expect } from 'chai';

const ROOT = resolve(import.meta.dirname, '..');
const PAGES = ['README.md', ...readdirSync(resolve(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

/** The marked examples of a page. */
const examplesIn = (page) =>
  [...readFileSync(resolve(ROOT, page), 'utf8').matchAll(/<!-- (?:README )?example[^>]*-->\n```js\n([\s\S]*?)```/g)].map((m) => m[1]);

describe('README and docs examples', function () {
  it('has examples to run on the README and in the docs', function () {
    expect(examplesIn('README.md').length).to.be.at.least(5);
    expect(PAGES.slice(1).flatMap(examplesIn).length).to.be.at.least(5);
  });

  it('runs every JavaScript block of the README and the docs (each is marked as an example)', function () {
    for (const page of PAGES) {
      const blocks = readFileSync(resolve(ROOT, page), 'utf8').match(/^```js\n/gm) ?? [];
      expect(examplesIn(page), `${page}: a \`\`\`js block without the example mark above it`).to.have.lengthOf(blocks.length);
    }
  });

  it('links only to files that exist and to headings they have', function () {
    /** GitHub's anchor for a heading. */
    const slug = (heading) => heading.trim().toLowerCase().replace(/[^\w\- ]/g, '').replace(/ /g, '-');
    const anchorsOf = (file) =>
      new Set([...readFileSync(file, 'utf8').matchAll(/^#{1,6} (.*)$/gm)].map((m) => slug(m[1].replace(/`/g, ''))));
    const broken = [];
    for (const page of PAGES) {
      const text = readFileSync(resolve(ROOT, page), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:)/.test(target)) continue;
        const [path, anchor] = target.split('#');
        const file = path === '' ? resolve(ROOT, page) : resolve(ROOT, dirname(page), path);
        if (!existsSync(file)) broken.push(`${page}: ${target} (no such file)`);
        else if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(file).has(anchor)) broken.push(`${page}: ${target} (no such heading)`);
      }
    }
    expect(broken).to.deep.equal([]);
  });

  for (const page of PAGES) {
    examplesIn(page).forEach((code, i) => {
      it(`${page} example ${i + 1} (${code.split('\n')[0]}) prints what it says`, function () {
        const expected = code
          .split('\n')
          .filter((line) => line.startsWith('// → '))
          .map((line) => line.slice('// → '.length));
        const output = execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' });
        expect(output.trimEnd().split('\n')).to.deep.equal(expected);
      });
    });
  }
});
