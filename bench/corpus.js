// The benchmark corpora, read into memory once so that timings measure parsing only:
// htmlparser-benchmark's real-world pages (HTML) and bootstrap-icons' SVGs plus the feed and XHTML
// fixtures of test/xml (XML).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

export const CORPUS_DIR = join(dirname(require.resolve('htmlparser-benchmark/package.json')), 'files');
export const ICONS_DIR = join(dirname(require.resolve('bootstrap-icons/package.json')), 'icons');
export const XML_FIXTURES_DIR = fileURLToPath(new URL('../test/xml/fixtures/', import.meta.url));

/** The XML corpus is small (~1.3 MB), so each round parses it this many times to rise above timer noise. */
export const XML_PASSES = 8;

/** Reads the files of `dir` whose names end with one of `extensions`, sorted by name. */
function readPages(dir, extensions) {
  const names = readdirSync(dir)
    .filter((name) => extensions.some((ext) => name.endsWith(ext)))
    .sort();
  return names.map((name) => {
    const html = readFileSync(join(dir, name), 'utf8');
    return { name, html, bytes: Buffer.byteLength(html, 'utf8') };
  });
}

/** Totals and the largest page of `pages`. `html` holds each page's text, whichever the markup. */
function describe(pages, passes) {
  const bytes = pages.reduce((sum, page) => sum + page.bytes, 0);
  let largest = pages[0];
  for (const page of pages) if (page.bytes > largest.bytes) largest = page;
  return { pages, bytes, largest, passes };
}

/** Every HTML page, sorted by file name, with its UTF-8 size. */
export function loadCorpus() {
  return describe(readPages(CORPUS_DIR, ['.html']), 1);
}

/** Every SVG icon, then the XML fixtures (Atom, RSS, sitemap, XHTML). */
export function loadXmlCorpus() {
  const pages = [...readPages(ICONS_DIR, ['.svg']), ...readPages(XML_FIXTURES_DIR, ['.xml', '.xhtml', '.svg'])];
  return describe(pages, XML_PASSES);
}

/** Every `k`-th page of `corpus` (so the mix of pages stays the corpus's), with its totals. */
export function sampleCorpus(corpus, k) {
  return k === 1 ? corpus : describe(corpus.pages.filter((_, i) => i % k === 0), corpus.passes);
}
