// The benchmark corpus: htmlparser-benchmark's real-world pages, read into memory once so that
// timings measure parsing only.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

export const CORPUS_DIR = join(dirname(require.resolve('htmlparser-benchmark/package.json')), 'files');

/** Every page, sorted by file name, with its UTF-8 size. */
export function loadCorpus() {
  const names = readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('.html'))
    .sort();
  const pages = names.map((name) => {
    const html = readFileSync(join(CORPUS_DIR, name), 'utf8');
    return { name, html, bytes: Buffer.byteLength(html, 'utf8') };
  });
  const bytes = pages.reduce((sum, page) => sum + page.bytes, 0);
  let largest = pages[0];
  for (const page of pages) if (page.bytes > largest.bytes) largest = page;
  return { pages, bytes, largest };
}
