// npm run bench:checks: the V8-optimization and start-up checks, each file in its own process
// (so one file's heap and JIT state do not colour the next), printing PASS/MISS a line and
// exiting with status 1 when any missed. (Linear time is behaviour: test/linear-time.test.js.)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const FILES = ['optimized-code.js', 'startup.js'];

let missed = 0;
for (const file of FILES) {
  const child = spawnSync(process.execPath, [fileURLToPath(new URL(file, import.meta.url))], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  process.stdout.write(child.stdout);
  missed += child.stdout.split('\n').filter((line) => line.startsWith('MISS')).length;
  if (child.status !== 0) {
    console.log(`MISS ${file} (exited with status ${child.status})`);
    missed++;
  }
}
console.log(missed === 0 ? 'bench:checks: all PASS' : `bench:checks: ${missed} MISS`);
process.exitCode = missed === 0 ? 0 : 1;
