// Comments cite the Living Standard by stable anchors (`#parsing-main-inhead`), never by section
// numbers, which shift when the spec gains sections (the processing instruction states did).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from 'chai';

const root = resolve(import.meta.dirname, '..');

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

describe('spec citations', () => {
  it('lib/ and adapters/ cite no section numbers (§13.2.5.1 style), only anchors', () => {
    const found = [];
    for (const file of [...sourceFiles(join(root, 'lib')), ...sourceFiles(join(root, 'adapters'))]) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/§\s*\d/.test(line)) found.push(`${file.slice(root.length + 1)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).to.deep.equal([]);
  });
});
