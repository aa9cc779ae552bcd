// Writes README.md's table of tree-construction parse error codes (tools/error-table.mjs) between
// its marker comments.
//   npm run build && node tools/write-error-table.mjs          rewrite the README table
//   npm run build && node tools/write-error-table.mjs --check  exit 1 if it is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BEGIN, END, table } from './error-table.mjs';

const README = fileURLToPath(new URL('../README.md', import.meta.url));

const readme = readFileSync(README, 'utf8');
const start = readme.indexOf(BEGIN);
const end = readme.indexOf(END);
if (start < 0 || end < start) throw new Error(`README.md: markers ${BEGIN} … ${END} not found`);
const next = `${readme.slice(0, start + BEGIN.length)}\n${table()}\n${readme.slice(end)}`;
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('README.md: the tree-construction error table is out of date (node tools/write-error-table.mjs)');
    process.exit(1);
  }
} else {
  writeFileSync(README, next);
}
