// Shared by the type tests: compiles one TypeScript file of a test folder with `tsc --noEmit`
// under the repository's compiler options, and returns what tsc printed ('' when it compiled).
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

/** `dir`: the test folder (absolute); `file`: the .ts file in it. */
export function typeErrors(dir, file) {
  const config = join(dir, 'tsconfig.types-check.json');
  writeFileSync(
    config,
    JSON.stringify({
      extends: relative(dir, join(repoRoot, 'tsconfig.json')),
      compilerOptions: { noEmit: true, types: [], skipLibCheck: true },
      include: [file],
    }),
  );
  try {
    execFileSync(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', config], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return `${error.stdout}${error.stderr}`;
  } finally {
    rmSync(config, { force: true });
  }
}
