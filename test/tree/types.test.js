import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from 'chai';

const repoRoot = resolve(import.meta.dirname, '../..');

describe('parse / parseFragment types', function () {
  this.timeout(60000);

  it('accept parse5 adapters, return the adapter\'s node types, reject wrong option types (tsc --noEmit)', function () {
    // The configuration goes to a temporary directory: tests do not write into the source tree.
    const dir = mkdtempSync(join(tmpdir(), 'larch-types-'));
    const config = join(dir, 'tsconfig.json');
    writeFileSync(
      config,
      JSON.stringify({
        extends: join(repoRoot, 'tsconfig.json'),
        compilerOptions: { noEmit: true, types: [], skipLibCheck: true, rootDir: repoRoot },
        files: [join(repoRoot, 'test/tree/types-check.ts')],
      }),
    );
    let output = '';
    try {
      execFileSync(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', config], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = `${error.stdout}${error.stderr}`;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(output).to.equal('');
  });
});
