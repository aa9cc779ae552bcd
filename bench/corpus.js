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

/** Each round parses the snippets this many times (they are about 2 MB). */
export const SNIPPET_PASSES = 2;

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

/**
 * The environment variable through which `bench/run.js --pages dir` hands the row processes
 * another set of HTML pages to parse in place of htmlparser-benchmark's.
 */
export const PAGES_VARIABLE = 'LARCH_BENCH_PAGES';

/** Every HTML page, sorted by file name, with its UTF-8 size. */
export function loadCorpus() {
  return describe(readPages(process.env[PAGES_VARIABLE] || CORPUS_DIR, ['.html']), 1);
}

/** Every SVG icon, then the XML fixtures (Atom, RSS, sitemap, XHTML). */
export function loadXmlCorpus() {
  const pages = [...readPages(ICONS_DIR, ['.svg']), ...readPages(XML_FIXTURES_DIR, ['.xml', '.xhtml', '.svg'])];
  return describe(pages, XML_PASSES);
}

/** Snippets are taken this far apart in each page (about 6,000 of them from the HTML corpus). */
const SNIPPET_STRIDE = 4096;
/** Snippet lengths go round these (before they are extended to the next tag), from a line of markup to a block. */
const SNIPPET_LENGTHS = [32, 64, 128, 256, 512, 1024];

/**
 * Small inputs: pieces of the HTML corpus's pages, each from a `<` to just before the first `<`
 * after its length (cut at its length when that is past four times the length, inside a long
 * script or text), the length going round SNIPPET_LENGTHS; one every SNIPPET_STRIDE characters of
 * each page. They stand for what is parsed a piece at a time (a cheerio `$(html)`, a Markdown
 * document's raw HTML, a sanitizer's input), where what a parse costs before and after its input
 * counts. Each is a string of its own, as read from a file (not a slice of its page).
 */
export function loadSnippetCorpus() {
  const pages = [];
  for (const page of loadCorpus().pages) {
    const html = page.html;
    for (let from = 0; from < html.length; ) {
      const start = html.indexOf('<', from);
      if (start === -1) break;
      const length = SNIPPET_LENGTHS[pages.length % SNIPPET_LENGTHS.length];
      let end = html.indexOf('<', start + length);
      if (end === -1) end = html.length;
      if (end - start > 4 * length) end = start + length;
      const text = Buffer.from(html.slice(start, end), 'utf8').toString('utf8');
      pages.push({ name: `${page.name}@${start}`, html: text, bytes: Buffer.byteLength(text, 'utf8') });
      from = Math.max(from + SNIPPET_STRIDE, end);
    }
  }
  return describe(pages, SNIPPET_PASSES);
}

/**
 * The corpora rows parse (a row's `corpus`, `html` when it names none): how each is loaded, its
 * title in the tables, and what RESULTS.md says it is (`about(corpus)`).
 */
export const CORPORA = [
  {
    id: 'html',
    title: 'HTML corpus',
    load: loadCorpus,
    about: (c) => `${process.env[PAGES_VARIABLE] ? `the pages of ${process.env[PAGES_VARIABLE]}` : 'htmlparser-benchmark'}, ${c.pages} pages, ${(c.bytes / 1e6).toFixed(2)} MB (MB = 10^6 bytes of UTF-8 input), all in memory`,
  },
  {
    id: 'xml',
    title: 'XML corpus',
    load: loadXmlCorpus,
    about: (c) =>
      `${c.pages} files, ${(c.bytes / 1e6).toFixed(2)} MB: the SVG icons of bootstrap-icons and the Atom/RSS/sitemap/XHTML fixtures of test/xml/fixtures, all in memory; each round parses the corpus ${c.passes} times. Same method as above.`,
  },
  {
    id: 'snippets',
    title: 'Snippets',
    load: loadSnippetCorpus,
    about: (c) =>
      `${c.pages} pieces of the HTML corpus's pages, ${(c.bytes / 1e6).toFixed(2)} MB: one every ${SNIPPET_STRIDE} characters of each page, from a \`<\` to the first \`<\` past a length going round ${SNIPPET_LENGTHS.join(', ')} characters (bench/corpus.js), each a string of its own; each round parses them all ${c.passes} times, each piece by itself, so what a parse costs beyond its input counts. Same method as above.`,
  },
];

/** The corpus a row parses. */
export function corpusIdOf(row) {
  return row.corpus ?? 'html';
}

/** Loads the corpus `id` names. */
export function loadCorpusById(id) {
  const corpus = CORPORA.find((c) => c.id === id);
  if (corpus === undefined) throw new TypeError(`no corpus ${id} (corpora: ${CORPORA.map((c) => c.id).join(', ')})`);
  return corpus.load();
}
