// `npm run bench:cli`: what each command of the command line costs on large pages, as a user runs
// it (`larch <command> page.html > /dev/null`, each run its own process): wall time and peak
// resident memory, for pages of the table-rows shape (bench/page-shapes.js: a table of links,
// entities and images, a row a line) of 10, 30 and 50 MB. docs/cli.md quotes its table.
//   node bench/cli.js [--sizes 10,30,50]   (sizes in MB)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine } from './machine.js';
import { pageText } from './page-shapes.js';

const LARCH = fileURLToPath(new URL('../bin/larch', import.meta.url));
const MAX_RSS = fileURLToPath(new URL('./max-rss.js', import.meta.url));
const COMMANDS = [['parse'], ['parse', '--json'], ['parse', '--errors', '--outline'], ['tokenize'], ['highlight']];

function parseArgs(argv) {
  let sizes = [10, 30, 50];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--sizes' && i + 1 < argv.length) sizes = argv[++i].split(',').map(Number);
    else throw new TypeError(`bench/cli.js: unknown argument '${argv[i]}' (usage: node bench/cli.js [--sizes 10,30,50])`);
  }
  if (sizes.some((n) => !(n > 0))) throw new TypeError('bench/cli.js: --sizes takes sizes in MB, such as 10,30,50');
  return sizes;
}

/** Runs `larch ...args file` with its output thrown away: seconds, peak RSS in MB, exit status. */
function run(args, file, rssFile) {
  const start = process.hrtime.bigint();
  const child = spawnSync(process.execPath, ['--import', MAX_RSS, LARCH, ...args, file], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LARCH_BENCH_MAX_RSS: rssFile },
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const status = child.status ?? child.signal;
  const rss = status === 0 || status === 1 ? Number(readFileSync(rssFile, 'utf8')) / 1024 : NaN;
  return { seconds, rss, status, stderr: String(child.stderr).trim().split('\n').at(-1) };
}

const sizes = parseArgs(process.argv.slice(2));
const dir = mkdtempSync(join(tmpdir(), 'larch-bench-cli-'));
try {
  const machine = describeMachine();
  console.log(`# larch command line on table-rows pages (bench/page-shapes.js)\n`);
  console.log(`${machine.cpu}, ${machine.cores} cores; Node ${machine.node}; larch ${machine.larch}; ${machine.date}\n`);
  console.log(`| command | ${sizes.map((mb) => `${mb} MB page`).join(' | ')} |`);
  console.log(`| --- | ${sizes.map(() => '---').join(' | ')} |`);
  const files = sizes.map((mb) => {
    const file = join(dir, `page-${mb}mb.html`);
    writeFileSync(file, pageText('table-rows', mb * 1e6));
    return file;
  });
  for (const args of COMMANDS) {
    const cells = files.map((file) => {
      const r = run(args, file, join(dir, 'rss'));
      if (Number.isNaN(r.rss)) return `failed (${r.status}: ${r.stderr})`;
      return `${r.seconds.toFixed(1)} s, ${Math.round(r.rss)} MB`;
    });
    console.log(`| \`larch ${args.join(' ')}\` | ${cells.join(' | ')} |`);
  }
  console.log('\nEach cell: wall time and peak resident memory (the process\'s maxRSS) of one run, output to /dev/null.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
