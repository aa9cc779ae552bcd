// Writes docs/errors.md's table of tree-construction parse error codes (tools/error-table.mjs)
// between its marker comments.
//   npm run build && node tools/write-error-table.mjs          rewrite the table
//   npm run build && node tools/write-error-table.mjs --check  exit 1 if it is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BEGIN, END, table } from './error-table.mjs';

const PAGE = fileURLToPath(new URL('../docs/errors.md', import.meta.url));

const page = readFileSync(PAGE, 'utf8');
const start = page.indexOf(BEGIN);
const end = page.indexOf(END);
if (start < 0 || end < start) throw new Error(`docs/errors.md: markers ${BEGIN} … ${END} not found`);
const next = `${page.slice(0, start + BEGIN.length)}\n${table()}\n${page.slice(end)}`;
if (process.argv.includes('--check')) {
  if (next !== page) {
    console.error('docs/errors.md: the tree-construction error table is out of date (node tools/write-error-table.mjs)');
    process.exit(1);
  }
} else {
  writeFileSync(PAGE, next);
}
