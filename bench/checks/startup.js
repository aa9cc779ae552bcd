// How long a fresh process takes to load a parser and parse a small page: what a command-line
// tool, a test worker or a serverless function pays before anything else. Each figure is the
// median of several fresh processes, taken in turns, timed from inside (from before the import to
// after the parse, so Node's own start is left out).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runChecks } from './report.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROCESSES = 9;
const PAGE = '<!DOCTYPE html><title>t</title><p class="a">Hello <b>world</b></p>';

/** What one child runs: `load` loads the parser and answers a function parsing a string. */
const LOADERS = {
  'larch-html (ESM)': `const { parse } = await import('larch-html'); return parse;`,
  'larch-html (CommonJS)': `const { parse } = require('larch-html'); return parse;`,
  'parse5 (ESM)': `const { parse } = await import('parse5'); return parse;`,
  'htmlparser2 10 (ESM)': `const { parseDocument } = await import('htmlparser2-v10'); return parseDocument;`,
  'htmlparser2 10 (CommonJS)': `const { parseDocument } = require('htmlparser2-v10'); return parseDocument;`,
};

/** Milliseconds one fresh process took to load `name`'s parser and parse PAGE. */
function startupOnce(name) {
  const script = `
import { createRequire } from 'node:module';
const require = createRequire(${JSON.stringify(ROOT + 'package.json')});
const start = performance.now();
const parse = await (async () => { ${LOADERS[name]} })();
parse(${JSON.stringify(PAGE)});
console.log(performance.now() - start);`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`${name}: ${child.stderr.trim().split('\n').pop()}`);
  return Number(child.stdout.trim());
}

/** The median startup of each loader, the processes of all of them taken in turns. */
function startups() {
  const times = Object.fromEntries(Object.keys(LOADERS).map((name) => [name, []]));
  for (let i = 0; i < PROCESSES; i++) for (const name of Object.keys(LOADERS)) times[name].push(startupOnce(name));
  return Object.fromEntries(Object.entries(times).map(([name, ms]) => [name, ms.sort((a, b) => a - b)[ms.length >> 1]]));
}

const medians = startups();
const figures = Object.entries(medians).map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`).join(', ');
console.log(`startup, median of ${PROCESSES} processes each: ${figures}`);

/** larch's startup within `factor` times another parser's. */
function within(larch, other, factor) {
  const ratio = medians[larch] / medians[other];
  return { pass: ratio <= factor, detail: `${medians[larch].toFixed(1)} ms against ${medians[other].toFixed(1)}: ${ratio.toFixed(2)}×, bound ${factor}×` };
}

await runChecks([
  ['loading larch-html as an ES module and parsing a small page, at most 1.5 times what parse5 takes', () => within('larch-html (ESM)', 'parse5 (ESM)', 1.5)],
  ['requiring larch-html (CommonJS) and parsing a small page, at most 1.5 times what htmlparser2 10 takes', () => within('larch-html (CommonJS)', 'htmlparser2 10 (CommonJS)', 1.5)],
]);
