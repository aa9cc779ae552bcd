import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../..');

describe('hast adapter and rehype plugin types', function () {
  this.timeout(60000);

  it('give hast nodes and a unified processor whose tree is hast\'s Root, and reject wrong options (tsc --noEmit)', function () {
    const config = join(repoRoot, 'test/adapters/hast/tsconfig.types-check.json');
    writeFileSync(
      config,
      JSON.stringify({
        extends: '../../../tsconfig.json',
        compilerOptions: { noEmit: true, types: [], skipLibCheck: true },
        include: ['types-check.ts'],
      }),
    );
    let output = '';
    try {
      execFileSync(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', config], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = `${error.stdout}${error.stderr}`;
    } finally {
      rmSync(config, { force: true });
    }
    expect(output).to.equal('');
  });
});
