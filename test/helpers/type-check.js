// Compiles one TypeScript file with `tsc --noEmit` under the repository's compiler options, from a
// configuration in a temporary directory (tests do not write into the source tree), and returns
// what tsc printed ('' when it compiled).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * `file`: the .ts file, relative to the repository root. `only`: compile it and what it imports,
 * without the rest of lib/ and adapters/ (for a check that loads another lib, such as lib.dom).
 */
export function typeErrors(file, { only = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'larch-types-'));
  const config = join(dir, 'tsconfig.json');
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(repoRoot, 'tsconfig.json'),
      compilerOptions: { noEmit: true, types: [], skipLibCheck: true, rootDir: repoRoot },
      files: [join(repoRoot, file)],
      ...(only ? { include: [] } : {}),
    }),
  );
  try {
    execFileSync(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', config], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return `${error.stdout}${error.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
