// For the "optimized code survives a major GC" checks. V8 discards optimized code that
// embeds a hidden class no live object has any more ("reason: weak objects" in --trace-deopt);
// objects that live for one parse would lose their code at every major GC between parses.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Absolute path of an entry point of the package, from its path under dist/esm/. */
export const distModule = (path) => fileURLToPath(new URL(`../../dist/esm/${path}`, import.meta.url));

/** Absolute path of any module as tsc built it, from its path under build/ (dist has modules in chunks). */
export const builtModule = (path) => fileURLToPath(new URL(`../../build/${path}`, import.meta.url));

/**
 * Runs `setup` (module code defining `run(html)`) in a child process with an exposed gc(), warms
 * `run` up on `html`, collects garbage once no run is active, and returns the trace lines of the
 * optimized code that GC discarded.
 */
export function codeDiscardedByGc(setup, html) {
  const script = `
${setup}
// Module loading's own short-lived objects go first, so only the runs' code is left to check.
gc();
const html = ${JSON.stringify(html)};
for (let i = 0; i < 300; i++) run(html);
// Let background compilation finish, so the code the GC could discard is in place.
await new Promise((resolve) => setTimeout(resolve, 100));
for (let i = 0; i < 50; i++) run(html);
console.log('GC-START');
gc();
console.log('GC-END');
`;
  const child = spawnSync(process.execPath, ['--expose-gc', '--trace-deopt', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = child.stdout.split('\n');
  const from = lines.indexOf('GC-START');
  const to = lines.indexOf('GC-END');
  if (child.status !== 0 || from < 0 || to < from) throw new Error(`the traced run failed: ${child.stderr}`);
  return lines.slice(from, to).filter((line) => line.includes('reason: weak objects'));
}

/** A page-like snippet exercising the common tokens and tree-construction paths. */
export const SAMPLE_HTML =
  '<!doctype html><title>t</title><div class="a" id=b>text <b>bold <i>both</b> i</i></div>' +
  '<!-- c --><p>x<p>y</p><table><tr><td>cell</table><ul><li>one<li>two</ul><br/>'.repeat(100);
