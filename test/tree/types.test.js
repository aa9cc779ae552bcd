import { execFileSync } from 'node:child_process';
import { writeFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

describe('parse / parseFragment types', function () {
  this.timeout(60000);

  it('accept parse5 adapters, return the adapter\'s node types, reject wrong option types (tsc --noEmit)', function () {
    const config = join(repoRoot, 'test/tree/tsconfig.types-check.json');
    writeFileSync(
      config,
      JSON.stringify({
        extends: '../../tsconfig.json',
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
