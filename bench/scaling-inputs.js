// The inputs `npm run bench:scaling` times at growing N: each stresses one algorithm whose cost
// must stay linear in N (deep nesting, the adoption agency, foster parenting of text and of
// elements, attribute lists, attributes merged into <html>, character references, table cells,
// selectedcontent cloning, the Noah's Ark clause, references inside one attribute value, long
// tokens pushed in pieces, end tags and scope searches at depth, XML). npm test times every case
// at 3·10^4 and 3·10^5 (test/linear-time.test.js); this benchmark takes them up to 10^6.
// A case with `parsers` is timed with those instead of the benchmark rows (XML, or linkedom with
// source locations); `sizes` limits a case to fewer sizes.
import { loadCorpus } from './corpus.js';

/** Imports a module of the larch build (dist/esm); a missing build fails that measurement. */
const larch = (path) => import(new URL(`../dist/esm/${path}`, import.meta.url).href);

const attributes = (n) => {
  const parts = new Array(n);
  for (let i = 0; i < n; i++) parts[i] = `a${i}="${i}"`;
  return parts.join(' ');
};

/** A parser that calls the export `name` of lib/index.js as name(input, options). */
const libParser = (id, label, name, options) => ({
  id,
  label,
  async load() {
    const fn = (await larch('lib/index.js'))[name];
    return (input) => fn(input, options);
  },
});
const quiet = { onParseError: () => {} };

/** Writes `html` to a push parser (or SAX parser, or rewriter) in 1 KB pieces. */
function writeInPieces(parser, html) {
  for (let i = 0; i < html.length; i += 1024) parser.write(html.slice(i, i + 1024));
}

/** The lexical scanner, spec and editing recovery, for its own pathological shapes. */
const scanParsers = (modes) =>
  modes.map((recovery) => ({
    id: `larch-scan-${recovery}`,
    label: `larch scan(), recovery: '${recovery}'`,
    async load() {
      const { scan } = await larch('lib/index.js');
      const options = { recovery };
      return (html) => scan(html, options);
    },
  }));
const BOTH_RECOVERIES = ['spec', 'editing'];

export const CASES = [
  { id: 'nested-divs', label: 'N nested <div>s', make: (n) => '<div>'.repeat(n) },
  {
    id: 'misnested-formatting',
    label: 'N misnested <b><i> (adoption agency)',
    make: (n) => '<b><i>x'.repeat(n) + '</b>y</i>'.repeat(n),
  },
  { id: 'unclosed-a', label: 'N unclosed <a>s', make: (n) => '<a>x'.repeat(n) },
  {
    id: 'foster-text',
    label: 'text foster-parented out of a table N times',
    make: (n) => `<table>${'x<tr></tr>'.repeat(n)}</table>`,
  },
  {
    id: 'foster-elements',
    label: 'elements foster-parented out of a table N times',
    make: (n) => `<table>${'<b>x</b>'.repeat(n)}</table>`,
  },
  { id: 'attributes', label: 'one tag with N attributes', make: (n) => `<div ${attributes(n)}></div>` },
  {
    id: 'html-attributes',
    label: 'N <html> tags each adding an attribute',
    make: (n) => {
      const parts = new Array(n);
      for (let i = 0; i < n; i++) parts[i] = `<html a${i}>`;
      return parts.join('');
    },
  },
  { id: 'char-refs', label: 'N character references', make: (n) => '&amp;&#x41;&lt'.repeat(Math.ceil(n / 3)) },
  { id: 'table-cells', label: 'N table cells', make: (n) => `<table><tr>${'<td>x'.repeat(n)}</table>` },
  // Processing instructions, and <template for> patches finding their markers.
  { id: 'processing-instructions', label: 'N processing instructions', make: (n) => '<?pi d="1"?>'.repeat(n) },
  // The comment and escaped script states skip to the next '-', '<' or NUL: each search is cached.
  {
    id: 'comment-lts',
    label: 'a comment and an escaped script, each with N <s before its first -',
    make: (n) => `<!--${'<'.repeat(n)}--><script><!--${'<'.repeat(n)}--></script>`,
  },
  {
    id: 'template-for-patches',
    label: 'N <template for> patches of N markers, one per <p>',
    make: (n) => {
      const parts = new Array(2 * n);
      for (let i = 0; i < n; i++) parts[i] = `<p><?marker name="m${i}"?></p>`;
      for (let i = 0; i < n; i++) parts[n + i] = `<template for="m${i}">x</template>`;
      return parts.join('');
    },
  },
  {
    id: 'selectedcontent-options',
    label: 'a <select> with a <selectedcontent> and N <option>s',
    make: (n) => `<select><button><selectedcontent></selectedcontent></button>${'<option>x'.repeat(n)}</select>`,
  },
  {
    id: 'formatting-distinct-attributes',
    label: "N <b id=i>x with distinct attributes (Noah's Ark)",
    make: (n) => {
      const parts = new Array(n);
      for (let i = 0; i < n; i++) parts[i] = `<b id=${i}>x`;
      return parts.join('');
    },
  },
  {
    id: 'attribute-char-refs',
    label: 'one quoted attribute value with N character references',
    make: (n) => `<a title="${'&quot;'.repeat(n)}">x</a>`,
  },
  {
    id: 'xml-attributes',
    label: 'one XML element with N distinct attributes',
    make: (n) => `<r ${attributes(n)}/>`,
    parsers: [
      libParser('larch-json', 'larch parseXml → JSON', 'parseXml'),
      {
        id: 'larch-domhandler',
        label: 'larch parseXml → domhandler',
        async load() {
          const { parseXml } = await larch('lib/index.js');
          const { xmlAdapter } = await larch('adapters/domhandler/index.js');
          return (xml) => parseXml(xml, { treeAdapter: xmlAdapter });
        },
      },
      {
        id: 'htmlparser2',
        label: 'htmlparser2 12 xmlMode (calibration)',
        async load() {
          const { parseDocument } = await import('htmlparser2');
          return (xml) => parseDocument(xml, { xmlMode: true });
        },
      },
    ],
  },
  {
    id: 'linkedom-located-texts',
    label: 'N sibling texts into linkedom, with source locations (HTML)',
    sizes: [1e3, 1e4, 1e5],
    make: (n) => `<!DOCTYPE html><body>${'x<br>'.repeat(n)}`,
    parsers: [
      {
        id: 'larch-linkedom',
        label: 'larch parseHTMLDocument, sourceCodeLocationInfo',
        async load() {
          const { parseHTMLDocument } = await larch('adapters/linkedom/index.js');
          return (html) => parseHTMLDocument(html, { sourceCodeLocationInfo: true });
        },
      },
      {
        id: 'linkedom',
        label: 'linkedom parseHTML, no locations (calibration)',
        async load() {
          const { parseHTML } = await import('linkedom');
          return (html) => parseHTML(html).document;
        },
      },
    ],
  },
  {
    id: 'linkedom-located-texts-xml',
    label: 'N sibling texts into linkedom, with source locations (XML)',
    sizes: [1e3, 1e4, 1e5],
    make: (n) => `<r>${'x<b/>'.repeat(n)}</r>`,
    parsers: [
      {
        id: 'larch-linkedom',
        label: 'larch parseXMLDocument, sourceCodeLocationInfo',
        async load() {
          const { parseXMLDocument } = await larch('adapters/linkedom/index.js');
          return (xml) => parseXMLDocument(xml, { sourceCodeLocationInfo: true });
        },
      },
    ],
  },
  {
    id: 'scan-unclosed-values',
    label: 'N start tags left open in a quoted value, a line each (scanner)',
    make: (n) => '<div class="a\n'.repeat(n),
    parsers: scanParsers(BOTH_RECOVERIES),
  },
  {
    id: 'scan-tags-cut-by-lt',
    label: 'N tag names each cut short by the next < (scanner)',
    make: (n) => '<a'.repeat(n),
    parsers: scanParsers(BOTH_RECOVERIES),
  },
  {
    id: 'scan-one-line-value',
    label: 'one quoted value holding N <s, never closed (scanner)',
    make: (n) => '<p title="' + 'x<'.repeat(Math.ceil(n / 2)),
    parsers: scanParsers(BOTH_RECOVERIES),
  },
  {
    id: 'scan-unclosed-pis',
    label: 'N processing instructions left open, a line each (scanner)',
    make: (n) => '<?php x\n'.repeat(n),
    parsers: scanParsers(BOTH_RECOVERIES),
  },
  {
    id: 'scan-nested-svg',
    label: 'N nested <svg>s with CDATA (scanner: foreign-content restart states)',
    make: (n) => '<svg><![CDATA[x]]>'.repeat(Math.ceil(n / 2)),
    parsers: scanParsers(['spec']),
  },
  {
    id: 'scan-errors',
    label: 'N flagged tokens: NULs, duplicate attributes, bad references (scanner)',
    make: (n) => '\0<a x x>&#0;&bogus;'.repeat(Math.ceil(n / 4)),
    parsers: scanParsers(['spec']),
  },
  {
    id: 'chunked-long-tokens',
    label: 'long tokens (comment, attribute value, tag name, DOCTYPE id, reference, PI data and target: N chars each) in 1 KB pieces',
    make: (n) => {
      const x = 'x'.repeat(n);
      return `<!DOCTYPE html PUBLIC "${x}"><!--${x}--><p title="${x}"><p${x}>&${x};<?pi ${x}?><?${x} y?>`;
    },
    parsers: [
      {
        id: 'larch-chunked-1k',
        label: 'larch createParser, 1 KB pieces',
        async load() {
          const { createParser } = await larch('lib/index.js');
          return (html) => {
            const parser = createParser();
            writeInPieces(parser, html);
            return parser.end();
          };
        },
      },
      {
        id: 'larch-sax-1k',
        label: 'larch createSaxParser, 1 KB pieces',
        async load() {
          const { createSaxParser } = await larch('lib/index.js');
          return (html) => {
            let events = 0;
            const count = () => events++;
            const parser = createSaxParser({ startTag: count, comment: count, doctype: count, processingInstruction: count });
            writeInPieces(parser, html);
            parser.end();
            return events;
          };
        },
      },
      {
        id: 'larch-json',
        label: 'larch parse, the whole string (calibration)',
        async load() {
          const { parse } = await larch('lib/index.js');
          return (html) => parse(html);
        },
      },
    ],
  },
  // End tags with no element to close, and scope searches that find nothing, at depth N: each
  // must give up in constant time, not walk the stack of open elements.
  { id: 'stray-end-tags', label: 'N nested <span>s, then N end tags of an element not open', make: (n) => '<span>'.repeat(n) + '</foo>'.repeat(n) },
  { id: 'stray-custom-end-tags', label: 'N nested custom elements, then N end tags of another', make: (n) => '<x-a>'.repeat(n) + '</x-b>'.repeat(n) },
  { id: 'stray-svg-end-tags', label: 'N nested SVG <g>s, then N end tags of an element not open', make: (n) => '<svg>' + '<g>'.repeat(n) + '</x>'.repeat(n) },
  { id: 'nested-spans-closed', label: 'N nested <span>s closed again', make: (n) => '<span>'.repeat(n) + 'x' + '</span>'.repeat(n) + 'y' },
  { id: 'formatting-far-up', label: 'text under a formatting element opened N levels up', make: (n) => '<b>' + '<div>x'.repeat(n) },
  {
    id: 'p-in-button-scope',
    label: '"p in button scope" with no p open, N deep',
    make: (n) => '<div>'.repeat(n) + '<p>'.repeat(10) + '<address>'.repeat(n),
  },
  {
    id: 'tokenize-attributes',
    label: 'one tag with N attributes and a duplicate, through tokenize()',
    make: (n) => `<a ${attributes(n)} a5=dup>`,
    parsers: [libParser('larch-tokenize', 'larch tokenize()', 'tokenize', quiet)],
  },
  {
    id: 'xml-text-run',
    label: 'one XML text run of N characters',
    make: (n) => `<a>${'x'.repeat(n)}</a>`,
    parsers: [libParser('larch-tokenize-xml', 'larch tokenizeXml()', 'tokenizeXml')],
  },
  {
    id: 'xml-stray-end-tags',
    label: 'N stray XML end tags under N/2 open elements',
    make: (n) => '<d>'.repeat(n / 2) + '</x>'.repeat(n),
    parsers: [libParser('larch-json', 'larch parseXml → JSON, with errors', 'parseXml', quiet)],
  },
  {
    id: 'corpus-100mb',
    label: 'one 100 MB document of corpus pages',
    sizes: [1e6],
    make: () => {
      const { pages } = loadCorpus();
      const parts = [];
      let length = 0;
      for (let i = 0; length < 100e6; i = (i + 1) % pages.length) {
        parts.push(pages[i].html);
        length += pages[i].html.length;
      }
      return parts.join('');
    },
  },
];
