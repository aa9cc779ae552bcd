// The benchmark rows: what each one parses with, loaded lazily so a child process only loads the
// parser it measures. A row is one entry of ROWS:
//   id        kebab-case, used by --rows and by bench/targets.js
//   label     what the tables print
//   corpus    'html' (default: htmlparser-benchmark's pages), 'xml' or 'snippets' (bench/corpus.js)
//   dom       true when the result is a tree: the heap it retains is measured
//   packages  the npm packages it compares (their versions go into RESULTS.md)
//   input     optional: turns one page's text into what the parse function takes (chunks, bytes),
//             once per page before any timing
//   load()    resolves to a function taking one page and returning what the parser built (kept,
//             so the work cannot be optimized away), or throws NotAvailable for a larch row whose
//             module or export is not built yet
// So a row for a later feature is one entry here, e.g. chunked input:
//   { id: 'larch-json-chunks-1k', label: 'larch → JSON, 1 KB chunks', dom: true,
//     input: (html) => chunks(html, 1024), async load() { ...; return (parts) => parseChunks(parts); } }
import { existsSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export class NotAvailable extends Error {}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Where larch's modules are read from. Timing reads the package as users run it, dist/esm (the
 * entry points and a few shared chunks, rollup.config.mjs), and tsc's build/ for a module that
 * dist has only inside a chunk (the tokenizer row's). A profile tells the stages apart by file, so
 * profiling reads build/ first (a module per file; the same code, about 1–4 % slower on the corpus
 * rows than the chunks, whose calls between modules are calls within one).
 */
let larchDirs = ['dist/esm', 'build'];

/** Makes the rows read larch from build/ first (for profiles, see larchDirs). */
export function readLarchFromBuild() {
  larchDirs = ['build', 'dist/esm'];
}

/** Imports a built larch module, or throws NotAvailable. */
async function larchModule(path) {
  for (const dir of larchDirs) {
    const file = `${ROOT}${dir}/${path}`;
    if (existsSync(file)) return import(pathToFileURL(file).href);
  }
  throw new NotAvailable(`${path} is not built`);
}

function need(value, what) {
  if (value === undefined || value === null) throw new NotAvailable(`${what} is not exported yet`);
  return value;
}

/** A sink that ignores every token: the tokenizer row measures tokenizing alone. */
class NoopSink {
  onStartTag() {}
  onEndTag() {}
  onText() {}
  onNullCharacter() {}
  onComment() {}
  onProcessingInstruction() {}
  onDoctype() {}
  onEof() {}
  isCdataAllowed() {
    return false;
  }
}

/** parse5's TokenHandler, all no-ops: parse5's tokenizer alone, no tree construction. */
class NoopTokenHandler {
  constructor() {
    this.onParseError = null;
  }
  onComment() {}
  onDoctype() {}
  onStartTag() {}
  onEndTag() {}
  onEof() {}
  onCharacter() {}
  onNullCharacter() {}
  onWhitespaceCharacter() {}
}

/** saxes events, all no-ops; `error` must be handled or saxes throws on the first well-formedness error. */
const SAXES_EVENTS = ['xmldecl', 'doctype', 'processinginstruction', 'text', 'cdata', 'comment', 'opentag', 'closetag', 'error'];

/** htmlparser2's Tokenizer callbacks, all no-ops. */
class NoopCallbacks {
  onattribdata() {}
  onattribentity() {}
  onattribend() {}
  onattribname() {}
  oncdata() {}
  onclosetag() {}
  oncomment() {}
  ondeclaration() {}
  onend() {}
  onopentagend() {}
  onopentagname() {}
  onprocessinginstruction() {}
  onselfclosingtag() {}
  ontext() {}
  ontextentity() {}
}

const require = createRequire(import.meta.url);

/**
 * Makes CommonJS `require` load, for each package named in `redirects`, the package it maps to:
 * what an npm override does to a dependent's parse5 (a row runs in a process of its own). The
 * drop-ins are read as built in packages/*\/dist (NotAvailable before).
 */
export function overrideRequires(redirects) {
  const targets = new Map();
  for (const [name, target] of Object.entries(redirects)) {
    try {
      targets.set(name, require.resolve(target));
    } catch {
      throw new NotAvailable(`${target} is not built`);
    }
  }
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    return targets.get(request) ?? resolve.call(this, request, ...rest);
  };
}

/** The parse5 family, as the drop-ins' override lines replace it. */
export const LARCH_PARSE5 = {
  parse5: 'larch-parse5',
  'parse5-htmlparser2-tree-adapter': 'larch-parse5-htmlparser2-tree-adapter',
  'parse5-parser-stream': 'larch-parse5-parser-stream',
  'parse5-sax-parser': 'larch-parse5-sax-parser',
  'parse5-html-rewriting-stream': 'larch-parse5-html-rewriting-stream',
};

/** cheerio's `load(page)`, as its users call it. */
function cheerioRow(id, label, redirects) {
  return {
    id,
    label,
    dom: true,
    packages: ['cheerio'],
    async load() {
      if (redirects) overrideRequires(redirects);
      const { load } = require('cheerio');
      return (html) => load(html);
    },
  };
}

/**
 * A RewritingStream over the page: no listener (every token written back from the source), or a
 * `startTag` listener that adds an attribute to every element. The stream runs its transform in
 * `end()`; the output is collected as its data events come.
 */
function rewritingRow(id, label, pkg, edit) {
  return {
    id,
    label,
    dom: false,
    packages: ['parse5-html-rewriting-stream'],
    async load() {
      let RewritingStream;
      try {
        ({ RewritingStream } = require(pkg));
      } catch {
        throw new NotAvailable(`${pkg} is not built`);
      }
      return (html) => {
        const stream = new RewritingStream();
        if (edit) {
          stream.on('startTag', (tag) => {
            tag.attrs.push({ name: 'data-edited', value: '1' });
            stream.emitStartTag(tag);
          });
        }
        let length = 0;
        stream.on('data', (chunk) => (length += chunk.length));
        stream.end(html);
        return stream;
      };
    },
  };
}

/** An export of larch's main entry point (lib/index.ts), or NotAvailable. */
async function larchExport(name) {
  const index = await larchModule('lib/index.js');
  return need(index[name], `${name} (lib/index.ts)`);
}

const larchParse = () => larchExport('parse');

/** larch's `parse` into the JSON AST, with parse5's options (e.g. sourceCodeLocationInfo). */
async function larchJson(extraOptions) {
  const parse = await larchParse();
  const json = await larchModule('adapters/json/index.js').catch(() => ({}));
  const options = json.adapter ? { treeAdapter: json.adapter, ...extraOptions } : { ...extraOptions };
  return (html) => parse(html, options);
}

/** larch's `parse` (or another entry taking `(html, options)`) into domhandler 6 nodes, with parse5's options. */
async function larchDomhandler(extraOptions, entry = 'parse') {
  const parse = await larchExport(entry);
  const { adapter } = await larchModule('adapters/domhandler/index.js');
  const options = { treeAdapter: need(adapter, 'adapter (adapters/domhandler)'), ...extraOptions };
  return (html) => parse(html, options);
}

/** htmlparser2's parseDocument in xmlMode, from package `pkg`. */
async function htmlparser2Xml(pkg) {
  const { parseDocument } = await import(pkg);
  const options = { xmlMode: true };
  return (xml) => parseDocument(xml, options);
}

function htmlparser2Rows(pkg, version) {
  const id = pkg === 'htmlparser2' ? 'htmlparser2' : 'htmlparser2-v10';
  return [
    {
      id: `${id}-parseDocument`,
      label: `htmlparser2 ${version} parseDocument`,
      dom: true,
      packages: [pkg, version === '10' ? 'domhandler-v5' : 'domhandler'],
      async load() {
        const { parseDocument } = await import(pkg);
        return (html) => parseDocument(html);
      },
    },
    {
      id: `${id}-Parser`,
      label: `htmlparser2 ${version} Parser (no handlers)`,
      dom: false,
      packages: [pkg],
      async load() {
        const { Parser } = await import(pkg);
        return (html) => {
          const parser = new Parser();
          parser.write(html);
          parser.end();
          return parser;
        };
      },
    },
    {
      id: `${id}-Tokenizer`,
      label: `htmlparser2 ${version} Tokenizer (index-only, no-op callbacks)`,
      dom: false,
      packages: [pkg],
      async load() {
        const { Tokenizer } = await import(pkg);
        const callbacks = new NoopCallbacks();
        return (html) => {
          const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
          tokenizer.write(html);
          tokenizer.end();
          return tokenizer;
        };
      },
    },
  ];
}

/**
 * The processing-instruction input: each page with a processing instruction after every `</p>`, `</li>`,
 * `</div>` and `</td>` (about one per 150 bytes of the corpus). MB/s still count the page's own
 * bytes, so the row shows what the instructions cost on top of the page.
 */
function withProcessingInstructions(html) {
  let n = 0;
  return html.replace(/<\/(p|li|div|td)>/gi, (tag) => `${tag}<?pi n="${n++}"?>`);
}

/**
 * One page as a stream hands it over: its UTF-8 bytes in `size`-byte pieces, each decoded as it
 * comes, as a Node stream with `setEncoding('utf8')` or a `TextDecoderStream` does. The pieces are
 * flat strings, where `slice` makes strings that V8 reads through their parent, and, like any string
 * a decoder makes, one-byte when their characters allow, whatever the rest of the page holds.
 */
function streamPieces(html, size) {
  const bytes = new TextEncoder().encode(html);
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const pieces = [];
  for (let i = 0; i < bytes.length; i += size) {
    const piece = decoder.decode(bytes.subarray(i, i + size), { stream: true });
    if (piece !== '') pieces.push(piece);
  }
  const rest = decoder.decode();
  if (rest !== '') pieces.push(rest);
  return pieces;
}

/** larch's push parser into the JSON adapter: `feed(input, parser)` writes a page's pieces, then the parse ends. */
async function larchPushJson(feed) {
  const createParser = await larchExport('createParser');
  const json = await larchModule('adapters/json/index.js');
  const options = { treeAdapter: json.adapter };
  return (input) => {
    const parser = createParser(options);
    feed(input, parser);
    return parser.end();
  };
}

export const ROWS = [
  {
    id: 'charcodeat-loop',
    label: 'charCodeAt loop over the same strings (ceiling)',
    dom: false,
    async load() {
      return (html) => {
        let sum = 0;
        for (let i = 0; i < html.length; i++) sum = (sum + html.charCodeAt(i)) | 0;
        return sum;
      };
    },
  },
  {
    id: 'larch-tokenizer',
    label: 'larch Tokenizer (no-op sink)',
    dom: false,
    async load() {
      const { Tokenizer } = await larchModule('lib/tokenizer/tokenizer.js');
      const { Source } = await larchModule('lib/input/source.js');
      const { ErrorReporter } = await larchModule('lib/input/error-reporter.js');
      need(Tokenizer, 'Tokenizer');
      const sink = new NoopSink();
      return (html) => {
        // As parse() sets it up: line breaks normalized in what is emitted, not by copying the input.
        const source = new Source(html, { keepCarriageReturns: true });
        const tokenizer = new Tokenizer(source, sink, {
          errors: new ErrorReporter(source, null),
          trackAttributeSpans: false,
        });
        tokenizer.run();
        return tokenizer;
      };
    },
  },
  {
    id: 'larch-tokenize',
    label: 'larch tokenize() (token objects)',
    dom: false,
    async load() {
      const tokenize = await larchExport('tokenize');
      return (html) => tokenize(html);
    },
  },
  {
    id: 'larch-scan',
    label: 'larch scan() (lexical scanner, typed arrays)',
    dom: false,
    async load() {
      const scan = await larchExport('scan');
      return (html) => scan(html);
    },
  },
  {
    id: 'larch-scan-editing',
    label: "larch scan(), recovery: 'editing'",
    dom: false,
    async load() {
      const scan = await larchExport('scan');
      const options = { recovery: 'editing' };
      return (html) => scan(html, options);
    },
  },
  {
    // Each call inserts `<b>` in the middle of the page and takes it out again: two incremental
    // re-scans of a scan made once (in the warm-up). Its MB/s over larch-scan's is how many such
    // pairs of edits cost what one full scan does.
    id: 'larch-scan-edit',
    label: 'larch ScanResult.edit(): two edits a page (insert <b>, remove it)',
    dom: false,
    input: (html) => ({ html, result: null }),
    async load() {
      const scan = await larchExport('scan');
      return (page) => {
        page.result ??= scan(page.html);
        const at = page.html.length >> 1;
        page.result.edit(at, at, '<b>');
        return page.result.edit(at, at + 3, '');
      };
    },
  },
  {
    id: 'larch-json',
    label: 'larch → JSON AST (parse)',
    dom: true,
    load: () => larchJson({}),
  },
  // Processing instructions (larch makes nodes of them, parse5 bogus comments).
  {
    id: 'larch-json-pis',
    label: 'larch → JSON AST, a <?pi?> after every </p> </li> </div> </td>',
    dom: true,
    input: withProcessingInstructions,
    load: () => larchJson({}),
  },
  {
    id: 'parse5-pis',
    label: 'parse5 parse, the same input (bogus comments)',
    dom: true,
    packages: ['parse5'],
    input: withProcessingInstructions,
    async load() {
      const { parse } = await import('parse5');
      return (html) => parse(html);
    },
  },
  {
    id: 'larch-json-locations',
    label: 'larch → JSON AST, sourceCodeLocationInfo',
    dom: true,
    load: () => larchJson({ sourceCodeLocationInfo: true }),
  },
  {
    id: 'larch-domhandler',
    label: 'larch → domhandler 6',
    dom: true,
    packages: ['domhandler'],
    load: () => larchDomhandler({}),
  },
  {
    id: 'larch-domhandler-locations',
    label: 'larch → domhandler 6, sourceCodeLocationInfo',
    dom: true,
    packages: ['domhandler'],
    load: () => larchDomhandler({ sourceCodeLocationInfo: true }),
  },
  {
    id: 'larch-domhandler5',
    label: 'larch → domhandler 5',
    dom: true,
    packages: ['domhandler-v5'],
    async load() {
      const parse = await larchParse();
      const { createDomhandlerAdapter } = await larchModule('adapters/domhandler/index.js');
      const adapter = need(createDomhandlerAdapter, 'createDomhandlerAdapter (adapters/domhandler)')(await import('domhandler-v5'));
      const options = { treeAdapter: adapter };
      return (html) => parse(html, options);
    },
  },
  {
    id: 'larch-linkedom',
    label: 'larch → linkedom (parseHTMLDocument)',
    dom: true,
    packages: ['linkedom'],
    async load() {
      await larchParse();
      const { parseHTMLDocument } = await larchModule('adapters/linkedom/index.js');
      return (html) => parseHTMLDocument(html);
    },
  },
  ...htmlparser2Rows('htmlparser2', '12'),
  ...htmlparser2Rows('htmlparser2-v10', '10'),
  {
    id: 'parse5',
    label: 'parse5 parse (default tree)',
    dom: true,
    packages: ['parse5'],
    async load() {
      const { parse } = await import('parse5');
      return (html) => parse(html);
    },
  },
  {
    id: 'parse5-locations',
    label: 'parse5 parse, sourceCodeLocationInfo',
    dom: true,
    packages: ['parse5'],
    async load() {
      const { parse } = await import('parse5');
      const options = { sourceCodeLocationInfo: true };
      return (html) => parse(html, options);
    },
  },
  {
    id: 'parse5-htmlparser2',
    label: 'parse5 + htmlparser2 tree adapter',
    dom: true,
    packages: ['parse5', 'parse5-htmlparser2-tree-adapter', 'domhandler'],
    async load() {
      const { parse } = await import('parse5');
      const { adapter } = await import('parse5-htmlparser2-tree-adapter');
      const options = { treeAdapter: adapter };
      return (html) => parse(html, options);
    },
  },
  {
    id: 'parse5-Tokenizer',
    label: 'parse5 Tokenizer (no-op handler)',
    dom: false,
    packages: ['parse5'],
    async load() {
      const { Tokenizer } = await import('parse5');
      const handler = new NoopTokenHandler();
      const options = { sourceCodeLocationInfo: false };
      return (html) => {
        const tokenizer = new Tokenizer(options, handler);
        tokenizer.write(html, true);
        return tokenizer;
      };
    },
  },
  {
    id: 'linkedom',
    label: 'linkedom parseHTML',
    dom: true,
    packages: ['linkedom'],
    async load() {
      const { parseHTML } = await import('linkedom');
      return (html) => parseHTML(html).document;
    },
  },

  // ---- hast rows ----------------------------------------------------------------------
  // All three build what rehype-parse builds: hast with positions, scripting off, through a unified processor's
  // parse() where the row is a rehype parser.
  {
    id: 'larch-hast',
    label: 'larch → hast (larch-html/rehype)',
    dom: true,
    packages: ['unified'],
    async load() {
      const { default: rehypeLarch } = await larchModule('adapters/hast/rehype.js');
      const { unified } = await import('unified');
      const processor = unified().use(need(rehypeLarch, 'rehype plugin (adapters/hast/rehype.ts)'));
      return (html) => processor.parse(html);
    },
  },
  {
    id: 'larch-hast-nopos',
    label: 'larch → hast, no positions (parse + hast adapter)',
    dom: true,
    async load() {
      const parse = await larchParse();
      const { adapter } = await larchModule('adapters/hast/index.js');
      const options = { treeAdapter: need(adapter, 'adapter (adapters/hast)'), scriptingEnabled: false };
      return (html) => parse(html, options);
    },
  },
  {
    id: 'rehype-parse',
    label: 'rehype-parse (parse5 + hast-util-from-parse5)',
    dom: true,
    packages: ['rehype-parse', 'parse5', 'hast-util-from-parse5', 'unified'],
    async load() {
      const { default: rehypeParse } = await import('rehype-parse');
      const { unified } = await import('unified');
      const processor = unified().use(rehypeParse);
      return (html) => processor.parse(html);
    },
  },
  {
    id: 'larch-parse5-hast',
    label: 'larch → parse5 adapter → hast-util-from-parse5',
    dom: true,
    packages: ['parse5', 'hast-util-from-parse5'],
    async load() {
      const parse = await larchParse();
      const { defaultTreeAdapter } = await import('parse5');
      const { fromParse5 } = await import('hast-util-from-parse5');
      const { VFile } = await import('vfile');
      const options = { treeAdapter: defaultTreeAdapter, sourceCodeLocationInfo: true, scriptingEnabled: false };
      return (html) => fromParse5(parse(html, options), { file: new VFile(html) });
    },
  },
  // ---- end of hast rows ---------------------------------------------------------------------

  // XML corpus rows.
  {
    id: 'xml-larch-json',
    label: 'larch parseXml → JSON (default adapter)',
    corpus: 'xml',
    dom: true,
    async load() {
      const parseXml = await larchExport('parseXml');
      return (xml) => parseXml(xml);
    },
  },
  {
    id: 'xml-larch-domhandler',
    label: 'larch parseXml → domhandler',
    corpus: 'xml',
    dom: true,
    packages: ['domhandler'],
    async load() {
      const parseXml = await larchExport('parseXml');
      const { xmlAdapter } = await larchModule('adapters/domhandler/index.js');
      const options = { treeAdapter: need(xmlAdapter, 'xmlAdapter (adapters/domhandler)') };
      return (xml) => parseXml(xml, options);
    },
  },
  {
    id: 'xml-saxes',
    label: 'saxes (xmlns, no-op handlers, no tree)',
    corpus: 'xml',
    dom: false,
    packages: ['saxes'],
    async load() {
      const { SaxesParser } = await import('saxes');
      const noop = () => {};
      return (xml) => {
        const parser = new SaxesParser({ xmlns: true });
        for (const event of SAXES_EVENTS) parser.on(event, noop);
        parser.write(xml).close();
        return parser;
      };
    },
  },
  {
    id: 'xml-htmlparser2',
    label: 'htmlparser2 12 parseDocument (xmlMode)',
    corpus: 'xml',
    dom: true,
    packages: ['htmlparser2', 'domhandler'],
    load: () => htmlparser2Xml('htmlparser2'),
  },
  {
    id: 'xml-htmlparser2-v10',
    label: 'htmlparser2 10 parseDocument (xmlMode)',
    corpus: 'xml',
    dom: true,
    packages: ['htmlparser2-v10', 'domhandler-v5'],
    load: () => htmlparser2Xml('htmlparser2-v10'),
  },
  // Snippets: each piece parsed by itself, as a fragment where the parser has fragments (the
  // contents of a <template>, what cheerio's `$(html)` and parse5's parseFragment default to);
  // htmlparser2 has no fragment parse, its parseDocument builds the same nodes without a root.
  {
    id: 'snippets-larch-json',
    label: 'larch parseFragment → JSON AST',
    corpus: 'snippets',
    dom: true,
    async load() {
      const parseFragment = await larchExport('parseFragment');
      return (html) => parseFragment(html);
    },
  },
  {
    id: 'snippets-larch-domhandler',
    label: 'larch parseFragment → domhandler 6',
    corpus: 'snippets',
    dom: true,
    packages: ['domhandler'],
    load: () => larchDomhandler({}, 'parseFragment'),
  },
  {
    id: 'snippets-parse5',
    label: 'parse5 parseFragment (default tree)',
    corpus: 'snippets',
    dom: true,
    packages: ['parse5'],
    async load() {
      const { parseFragment } = await import('parse5');
      return (html) => parseFragment(html);
    },
  },
  {
    id: 'snippets-htmlparser2-v10',
    label: 'htmlparser2 10 parseDocument',
    corpus: 'snippets',
    dom: true,
    packages: ['htmlparser2-v10', 'domhandler-v5'],
    async load() {
      const { parseDocument } = await import('htmlparser2-v10');
      return (html) => parseDocument(html);
    },
  },
  // --- Chunked input: the push parser fed each page in 64 KB and in
  // 1 KB pieces, against larch-json (the same tree from the whole string); target at 64 KB: 90 %
  // of larch-json. The pieces are what a stream hands over (streamPieces), made before timing; the
  // `-sliced` row cuts them with `slice` as it times them, as these rows did before. The streaming
  // SAX pass over a generated 1 GB document is bench/sax-stream.js.
  ...[65536, 1024].map((size) => ({
    id: `larch-json-chunked-${size === 65536 ? '64k' : '1k'}`,
    label: `larch → JSON AST, pushed in ${size / 1024} KB pieces (createParser)`,
    dom: true,
    input: (html) => streamPieces(html, size),
    load: () => larchPushJson((pieces, parser) => {
      for (let i = 0; i < pieces.length; i++) parser.write(pieces[i]);
    }),
  })),
  {
    id: 'larch-json-chunked-64k-sliced',
    label: 'larch → JSON AST, pushed in 64 KB slices of the page cut while timed',
    dom: true,
    load: () => larchPushJson((html, parser) => {
      for (let i = 0; i < html.length; i += 65536) parser.write(html.slice(i, i + 65536));
    }),
  },
  {
    id: 'larch-sax',
    label: 'larch SAX pass (createSaxParser, counting events)',
    dom: false,
    async load() {
      const { createSaxParser } = await larchModule('lib/index.js');
      need(createSaxParser, 'createSaxParser (lib/index.ts)');
      let events = 0;
      const count = () => events++;
      const handler = { startTag: count, endTag: count, text: count, comment: count, doctype: count };
      return (html) => {
        const parser = createSaxParser(handler);
        parser.write(html);
        parser.end();
        return events;
      };
    },
  },
  {
    id: 'parse5-sax',
    label: 'parse5-sax-parser (counting events)',
    dom: false,
    async load() {
      const { SAXParser } = await import('parse5-sax-parser');
      let events = 0;
      const count = () => events++;
      return (html) => {
        const parser = new SAXParser();
        for (const name of ['startTag', 'endTag', 'text', 'comment', 'doctype']) parser.on(name, count);
        // Its Transform runs the tokenizer in write(), synchronously.
        parser.end(html);
        return events;
      };
    },
  },
  // --- end of the chunked input rows
  // The parse5 family's dependents, on parse5 and with the drop-ins put in its place (each tool's
  // own entry point, jsdom's included, is timed by bench/dependents.js).
  {
    id: 'larch-parse5-parse',
    label: 'larch-parse5 parse (parse5\'s default tree, the drop-in)',
    dom: true,
    packages: [],
    async load() {
      let parse;
      try {
        ({ parse } = require('larch-parse5'));
      } catch {
        throw new NotAvailable('larch-parse5 is not built');
      }
      return (html) => parse(html);
    },
  },
  cheerioRow('cheerio-load-parse5', 'cheerio 1.2 load (on parse5 7 + its htmlparser2 adapter)', null),
  cheerioRow('cheerio-load-larch', 'cheerio 1.2 load, parse5 overridden by larch-parse5', LARCH_PARSE5),
  rewritingRow('rewriting-parse5-noop', 'parse5-html-rewriting-stream, no listener', 'parse5-html-rewriting-stream', false),
  rewritingRow('rewriting-larch-noop', 'larch-parse5-html-rewriting-stream, no listener', 'larch-parse5-html-rewriting-stream', false),
  rewritingRow('rewriting-parse5-edit', 'parse5-html-rewriting-stream, an attribute added to every element', 'parse5-html-rewriting-stream', true),
  rewritingRow('rewriting-larch-edit', 'larch-parse5-html-rewriting-stream, an attribute added to every element', 'larch-parse5-html-rewriting-stream', true),
];

/** The rows every other row of the same corpus is compared with in the tables. */
export const BASELINES = {
  html: ['htmlparser2-v10-parseDocument', 'htmlparser2-parseDocument'],
  xml: ['xml-htmlparser2-v10', 'xml-htmlparser2'],
  snippets: ['snippets-htmlparser2-v10'],
};

export function findRow(id) {
  return ROWS.find((row) => row.id === id);
}
