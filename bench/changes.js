// The changes that moved a benchmark number, each with the figures measured before and after it
// and the command that measured them: the log RESULTS.md shows under "Changes that moved a
// number". Kept here as data, in commit order, and added to with each change that lands.
//
// `node bench/changes.js` rewrites that section of bench/RESULTS.md from this list alone (it does
// not depend on the run that made the rest of the file); `npm run bench` writes it with the rest.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { markdownTable } from './report.js';

export const CHANGES_HEADING = '## Changes that moved a number';

/**
 * Each entry: `commit` (short hash on main; for work spread over several commits, the last),
 * `issue`, `change` (what changed in the code and why the number moved), `moved` (one line per
 * figure: `what` it is, `before` and `after` as measured, and/or `ratio`: the change's build over
 * its parent's in paired rounds, or the difference as measured; absent where not measured),
 * `command` (what measured it, as the commit or its stop's note gives it). Figures are the ones
 * stated when the change landed.
 */
export const CHANGES = [
  {
    commit: '4712296',
    issue: 16,
    change: 'The tokenizer hands over one refilled tag per tokenizer and a shared frozen empty attribute list; the formatting list keeps copies of its start tags.',
    moved: [
      { what: 'larch → domhandler, allocated B/B', before: '8.1', after: '6.2' },
      { what: 'larch → JSON, allocated B/B', before: '7.3', after: '5.5' },
      { what: 'larch Tokenizer (no-op sink), allocated B/B', before: '4.1', after: '2.0' },
    ],
    command: 'npm run bench (allocation: v8.GCProfiler, deterministic)',
  },
  {
    commit: '9947589',
    issue: 16,
    change: 'The tokenizer lends attribute objects and exactly sized arrays, refilled per tag, to a tree builder whose adapter copies what it keeps.',
    moved: [
      { what: 'larch → domhandler, allocated B/B', before: '6.2', after: '5.6' },
      { what: 'larch → domhandler, CPU time', ratio: 'about 6 % less' },
    ],
    command: 'npm run bench (allocation); CPU time per steady round, interleaved',
  },
  {
    commit: '9d0d283',
    issue: 15,
    change: 'The hast adapter borrows its attributes (turns them into properties, keeps none).',
    moved: [{ what: 'larch → hast without positions, allocated B/B', before: '9.1', after: '6.5' }],
    command: 'npm run bench (allocation)',
  },
  {
    commit: 'b8246c2',
    issue: 16,
    change: 'JSON AST nodes built by plain constructors instead of literals, so the private parent slot fits in the object rather than a separate property store.',
    moved: [
      { what: 'larch → JSON, allocated B/B', before: '5.5', after: '4.8' },
      { what: 'larch → JSON, retained B/B', before: '4.8', after: '4.1' },
      { what: 'parseXml → JSON, allocated B/B', before: '9.2', after: '8.3' },
    ],
    command: 'npm run bench (allocation, retention)',
  },
  {
    commit: 'a85ef2a',
    issue: 16,
    change: "The domhandler XML adapter builds attribute maps like the HTML adapter's (fast null-prototype objects, shared frozen namespace/prefix maps) instead of three dictionary-mode maps per element, and uses the HTML adapter's node constructors.",
    moved: [
      { what: 'parseXml → domhandler, allocated B/B', before: '15.1', after: '9.6' },
      { what: 'parseXml → domhandler, retained B/B', before: '5.7', after: '2.6' },
    ],
    command: 'npm run bench (allocation, retention)',
  },
  {
    commit: 'a70e515',
    issue: 16,
    change: 'Elements that declare the default namespace (xmlns on an SVG or XML root) share frozen namespace/prefix maps too.',
    moved: [{ what: 'parseXml → domhandler, allocated B/B', before: '9.6', after: '9.2' }],
    command: 'npm run bench (allocation)',
  },
  {
    commit: 'f8cb543',
    issue: 16,
    change: "Attribute spans lent like attributes; tokenize() builds its tokens with plain constructors and without mapping offsets the Source already keeps as the caller's.",
    moved: [
      { what: 'larch tokenize(), allocated B/B', before: '11.7', after: '6.6' },
      { what: 'larch → JSON with locations, allocated B/B', before: '28.8', after: '24.7' },
      { what: 'larch → domhandler with locations, allocated B/B', before: '19.7', after: '15.5' },
    ],
    command: 'npm run bench (allocation)',
  },
  {
    commit: '6e7e64c',
    issue: 16,
    change: "The XML tokenizer keeps its attribute list and lenders between parses (XML documents are often tiny) and lends spans like the HTML tokenizer's.",
    moved: [
      { what: 'parseXml → domhandler, allocated B/B', before: '8.1', after: '5.9' },
      { what: 'parseXml → JSON, allocated B/B', before: '6.4', after: '5.8' },
    ],
    command: 'npm run bench -- --regime steady --rounds 3 --warmup 2 --rows xml-larch-json,xml-larch-domhandler',
  },
  {
    commit: 'e162ba9',
    issue: 16,
    change: 'One object per element location, the end tag\'s location handed over as is, attribute location maps as fast objects; domhandler and JSON positions updated in place instead of copied.',
    moved: [
      { what: 'larch → JSON with locations, allocated B/B', before: '24.7', after: '19.2' },
      { what: 'larch → domhandler with locations, allocated B/B', before: '15.5', after: '12.6' },
      { what: 'larch → JSON with locations, CPU ms per steady round', before: '1405–1456', after: '1267–1343' },
      { what: 'larch → domhandler with locations, CPU ms per steady round', before: '1343–1374', after: '1113–1242' },
    ],
    command: 'npm run bench (allocation); process CPU time per steady round, interleaved A/B ×2, load 4–6',
  },
  {
    commit: '9a9a7a8',
    issue: 13,
    change: 'A chunked Source joins its held text and a new piece into one flat string, not a rope over a slice, so the tokenizer scans a flat string.',
    moved: [{ what: 'larch → JSON in 64 KB pieces, MB/s', before: '70', after: '80' }],
    command: 'A/B interleaved at load ~5',
  },
  {
    commit: 'cc8006d',
    issue: 16,
    change: 'Child lists of one or two nodes made by new Array(n), not array literals: V8 pretenured the literals, so old child lists pointed at young nodes and every young collection kept whole trees alive.',
    moved: [
      { what: 'larch → domhandler, CPU ms per steady round', before: '707–751', after: '400–427' },
      { what: 'larch → domhandler with locations, steady MB/s', before: '10.7, 9.4', after: '25.6, 26.1' },
    ],
    command: 'process CPU time per steady round, interleaved ×2, load 4–5 (MB/s noisy at that load)',
  },
  {
    commit: '8ada4a0',
    issue: 16,
    change: "Attribute locations keyed by the tokenizer's own attribute names instead of re-reading and lowercasing each name from the source.",
    moved: [
      { what: 'larch → JSON with locations, allocated B/B', before: '19.2', after: '18.5' },
      { what: 'larch → domhandler with locations, allocated B/B', before: '12.6', after: '12.0' },
      { what: 'larch → domhandler with locations, CPU ms per steady round', before: '937–979', after: '896–909' },
      { what: 'larch → JSON with locations, CPU ms per steady round', before: '1128–1144', after: '1067–1081' },
    ],
    command: 'npm run bench (allocation); process CPU time per steady round, interleaved ×2, load ~5',
  },
  {
    commit: '35a9a77',
    issue: 16,
    change: 'A tag location with attributes made in one literal rather than given attrs afterwards (a separate property store per tag).',
    moved: [
      { what: 'larch → domhandler with locations, allocated B/B', before: '11.9', after: '11.7' },
      { what: 'larch → domhandler with locations, retained B/B', before: '9.3', after: '9.2' },
    ],
    command: 'npm run bench (allocation, retention); CPU within noise',
  },
  {
    commit: '8473cab',
    issue: 16,
    change: "tokenize() borrows the tokenizer's attributes and copies each into a public attribute during the call, so the tokenizer's own attribute objects and per-tag arrays are not made.",
    moved: [
      { what: 'larch tokenize(), allocated B/B', before: '6.6', after: '5.8' },
      { what: 'tokenize() vs htmlparser2 12 Tokenizer', before: '0.59×', after: '0.92×' },
    ],
    command: 'npm run bench (allocation); rows interleaved before → after, load 1.3–3.8',
  },
  {
    commit: 'c590dcb',
    issue: 16,
    change: "Locations as offsets (TreeAdapter.offsetLocations, d05a0ca to c590dcb): the JSON adapter builds unist positions straight from the parser's offsets instead of from parse5 locations it copied and dropped; domhandler moves ends in place.",
    moved: [
      { what: 'larch → JSON with locations, allocated B/B', before: '18.2', after: '13.5' },
      { what: 'larch → domhandler with locations, allocated B/B', before: '11.7', after: '11.2' },
      { what: 'JSON locations on/off, time', before: '3.01×', after: '2.22×' },
      { what: 'domhandler locations on/off, time', before: '2.45×, 2.55×', after: '1.65×, 1.58×' },
    ],
    command: 'npm run bench (allocation); on/off ratios from rows interleaved before → after, load 1.3–3.8',
  },
  {
    commit: 'fa644c3',
    issue: 13,
    change: 'The push parser lends attributes to an adapter that borrows them, as parse() does (a merge had left it out).',
    moved: [{ what: 'larch → domhandler in 64 KB pieces, allocated B/B', before: '6.89', after: '5.99' }],
    command: 'npm run bench (allocation)',
  },
  {
    commit: '17a8850',
    issue: 14,
    change: "scan() writes its tokens into the last scan's arrays and hands out an exact-size copy, instead of fresh worst-case-sized typed arrays per scan.",
    moved: [{ what: 'scan() vs larch Tokenizer (no-op sink)', before: '0.92–0.93×', after: '0.97×' }],
    command: 'rows interleaved, load 2.7–3',
  },
  {
    commit: '0cf32cc',
    issue: 16,
    change: 'Line and column from a forward line cursor (5999cb5) instead of a binary search of every line start; element locations and JSON element positions from plain constructors whose objects keep room for endTag.',
    moved: [
      { what: 'larch → JSON with locations, allocated B/B', before: '13.5', after: '13.1' },
      { what: 'larch → domhandler with locations, allocated B/B', before: '11.2', after: '10.6' },
      { what: 'larch → JSON with locations, CPU time', ratio: '11 % less' },
      { what: 'larch → domhandler with locations, CPU time', ratio: '5–9 % less' },
    ],
    command: 'npm run bench (allocation); CPU-time A/B',
  },
  {
    commit: 'cc06e2e',
    issue: 16,
    change: 'Tokenizer: tag and common attribute names identified by a name automaton stepped while the name is scanned (f84a7dd); each line break searched for once (a29b0b8); comments and escaped script data skip to the next -, < or NUL with cached indexOf (c169879).',
    moved: [
      { what: 'larch Tokenizer (no-op sink), instructions per steady round', ratio: '10.9 % fewer' },
      { what: 'larch tokenize(), instructions per steady round', ratio: '9.3 % fewer' },
      { what: 'larch → JSON, instructions per steady round', ratio: '7.4 % fewer' },
      { what: 'larch → domhandler, instructions per steady round', ratio: '6.8 % fewer' },
    ],
    command: 'npm run bench -- --instructions (2770dca → cc06e2e)',
  },
  {
    commit: 'b9fc832',
    issue: 16,
    change: "Attribute and location maps made by Object.create of a frozen prototype that holds nothing, instead of Object.setPrototypeOf({}, null), a runtime call per element.",
    moved: [
      { what: 'larch → domhandler, instructions per B', before: '103.9', after: '97.9' },
      { what: 'larch → domhandler, estimated cycles per B', before: '159.6', after: '146.1' },
      { what: 'larch → domhandler with locations, estimated cycles per B', before: '264.6', after: '247.2' },
      { what: 'parseXml → domhandler, estimated cycles per B', before: '73.9', after: '67.9' },
    ],
    command: 'npm run bench -- --instructions --simulate (--sample 8 for HTML)',
  },
  {
    commit: '859b189',
    issue: 16,
    change: "tokenize(): tags keep the tokenizer's own attribute arrays instead of a lent array copied into a new one per tag.",
    moved: [{ what: 'larch tokenize(), over the build before', ratio: '1.027× (1.011–1.038)' }],
    command: 'npm run bench -- --against <previous build> --rows larch-tokenize --repeat 4',
  },
  {
    commit: 'cd89a31',
    issue: 16,
    change: 'Parent links: one private-field class per common node kind (elements, text, the rest) instead of one for every kind, whose field sites went megamorphic.',
    moved: [
      { what: 'larch → JSON, over the build before', ratio: '1.024×, 1.032×' },
      { what: 'larch → JSON with locations, over the build before', ratio: '1.058×, 1.064×' },
      { what: 'larch → hast, over the build before', ratio: '1.028×, 1.044×, 1.020×' },
    ],
    command: 'npm run bench -- --against <previous build> --repeat 4 (pinned)',
  },
  {
    commit: 'eef4df4',
    issue: 16,
    change:
      'domhandler adapter: the trie of attribute-name sequences that shares frozen x-attribsNamespace/x-attribsPrefix maps holds 16,384 nodes, not 4,096. The corpus holds 5,511 sequences, so at 4,096 it started afresh twice a pass and rebuilt thousands of maps.',
    moved: [
      { what: 'larch → domhandler 6, over the build before', ratio: '1.044× (1.032–1.054)' },
      { what: 'larch → domhandler 6 with locations, over the build before', ratio: '1.032× (1.023–1.059)' },
    ],
    command: 'npm run bench -- --against <previous build> --rows larch-domhandler,larch-domhandler-locations --repeat 2',
  },
  {
    commit: '0f6abfb',
    issue: 16,
    change:
      "Source: one line() call gives a point's line and, through lineStart, its column (the offset adapters made two lookups, line() then col()); the cursor's own line is checked in a body small enough to inline. A measuring hack with every line lookup free was 1.144× on JSON with locations and 1.081× on domhandler with locations: line numbers were that much of their time.",
    moved: [
      { what: 'larch → JSON with locations, over the build before', ratio: '1.051× (1.039–1.058)' },
      { what: 'larch → domhandler 6 with locations, over the build before', ratio: '1.007× (0.992–1.014)' },
    ],
    command: 'npm run bench -- --against <previous build> --rows larch-json-locations,larch-domhandler-locations --repeat 2',
  },
  {
    commit: 'acf2097',
    issue: 16,
    change:
      "Tokenizer: attributes of the common shape (name=\"value\" or 'value', or a name alone, a lowercase name, a value free of & and NUL, whitespace between, > or /> after; 90 % of the corpus's attributes) read in one loop with locals, each added directly, instead of through six state methods, a dozen field writes and a return to run(); any other shape goes to the states at its start.",
    moved: [
      { what: 'larch Tokenizer (no-op sink), over the build before', ratio: '1.086× (1.066–1.114)' },
      { what: 'larch tokenize(), over the build before', ratio: '1.054× (1.043–1.073)' },
      { what: 'larch scan(), over the build before', ratio: '1.072× (1.054–1.121)' },
      { what: 'larch → JSON AST, over the build before', ratio: '1.044× (1.035–1.069)' },
      { what: 'larch → domhandler 6, over the build before', ratio: '1.069× (1.052–1.088)' },
      { what: 'larch → domhandler 6 with locations, over the build before', ratio: '1.027× (0.998–1.038)' },
    ],
    command:
      'npm run bench -- --against <previous build> --rows larch-tokenizer,larch-tokenize,larch-scan,larch-json,larch-domhandler,larch-json-locations,larch-domhandler-locations,larch-hast --repeat 3',
  },
  {
    commit: '76ef7d3',
    issue: 16,
    change:
      'Tokenizer: the tag name state and the attribute-name loop step the name automaton on lowercase ASCII letters, digits and - with one table lookup (the column alone says the character continues the name), instead of a class check, a column lookup and the step.',
    moved: [
      { what: 'larch Tokenizer (no-op sink), over the build before', ratio: '1.020× (1.015–1.024); 1.033× in a run of 2 passes' },
      { what: 'larch → domhandler 6, over the build before', ratio: '1.017× (0.993–1.028); 1.045× in a run of 2 passes' },
    ],
    command: 'npm run bench -- --against <previous build> --rows larch-tokenizer,larch-tokenize,larch-json,larch-domhandler --repeat 3',
  },
  {
    commit: '795b149',
    issue: 16,
    change:
      "What a parse costs beyond its input: the stack of open elements' two Int32Array count tables (their backing stores outside the heap, slow to make) are one table, given back when a parse ends with its stack empty and taken by the next; the select maps and the named reference matcher are made on first use. Measured with 91a8117 (the same code) against the build this stop started from; the snippets rows are new, so their figure is the paired ratio alone.",
    moved: [
      { what: 'larch parse(""), time and allocation per call', before: '1.40 µs, 5053 B', after: '0.57 µs, 3874 B' },
      { what: 'larch parseFragment → domhandler 6 of a one-line fragment, per call', before: '2.17 µs, 7668 B', after: '1.42 µs, 6474 B' },
      { what: 'larch parseFragment → JSON AST over the snippets, over the build before', ratio: '1.205× (1.189–1.223)' },
      { what: 'larch parseFragment → domhandler 6 over the snippets, over the build before', ratio: '1.185× (1.129–1.212)' },
      { what: 'larch → JSON AST and → domhandler 6 on the page corpus, over the build before', ratio: '1.023× (0.990–1.025) and 0.987× (0.961–1.002): no change' },
    ],
    command:
      'node bench/call-cost.js --against <previous build>; npm run bench -- --against <previous build> --rows snippets-larch-json,snippets-larch-domhandler,larch-json,larch-domhandler --repeat 3',
  },
  {
    commit: '6b46bfa',
    issue: 16,
    change:
      'The package: dist as entry points and a few shared chunks instead of a file per module (148), which Node opened, resolved and compiled one by one at the first import.',
    moved: [
      { what: 'a fresh process: import larch-html and parse a small page (ES module)', before: '53.7 ms', after: '25.1 ms (parse5: 21.9)' },
      { what: 'the same, require (CommonJS)', before: '34.2 ms', after: '21.2 ms (htmlparser2 10: 18.9)' },
      { what: 'larch → JSON AST, chunks over a file per module (the same code)', ratio: '1.047× (1.028–1.073)' },
      { what: 'larch → domhandler 6, the same', ratio: '1.023× (0.989–1.039)' },
      { what: 'larch parseXml → JSON, the same', ratio: '0.965× (0.877–0.986); 0.908× (0.894–0.994) in 6 passes' },
      { what: 'larch parseXml → domhandler, the same', ratio: '0.996× (0.934–1.008)' },
    ],
    command:
      'node bench/checks/startup.js (median of 9 processes each), in this checkout and in a worktree of the build before; npm run bench -- --against <worktree of the same commit built a file per module> --rows larch-json,larch-domhandler,xml-larch-json,xml-larch-domhandler --repeat 3',
  },
  {
    commit: 'c66ac30',
    issue: 16,
    change:
      'The HTML tokenizer keeps its attribute list and lenders between parses, as the XML tokenizer does: taken when a tokenizer is made, given back cleared at its end of input.',
    moved: [
      { what: 'larch parseFragment → domhandler 6 of a one-line fragment, per call', before: '1.42 µs, 6474 B', after: '1.31 µs, 5746 B' },
      { what: 'snippets, larch parseFragment → JSON AST and → domhandler 6, over the build before', ratio: '0.996× (0.972–1.019) and 1.002× (0.997–1.020): no change' },
      { what: 'pages, larch → JSON AST and → domhandler 6, over the build before', ratio: '0.997× (0.982–1.001) and 1.024× (1.011–1.040)' },
    ],
    command:
      'node bench/call-cost.js; npm run bench -- --against <previous build> --rows snippets-larch-json,snippets-larch-domhandler,larch-json,larch-domhandler,xml-larch-domhandler --repeat 3',
  },
  {
    commit: '94962b9',
    issue: 16,
    change:
      'ChunkedInput: a piece of 4 KB or more that comes while the tokenizer holds part of a token is fed up to a `<` first (at most 3 cuts within its first 2 KB), so that the tokenizer then holds nothing and the rest of the piece becomes the text held as it is, instead of being copied after the text held.',
    moved: [
      { what: 'larch → JSON AST, pushed in 64 KB pieces, over the build before', ratio: '1.038× (1.023–1.049), then 1.019× (0.968–1.059)' },
      { what: 'the same in 1 KB pieces (not bridged), larch-sax, larch → JSON AST', ratio: '0.988×, 0.991×, 1.002×: no change' },
      { what: 'the corpus in 64 KB pieces, per round (median of 4 processes)', before: '185 ms', after: '176 ms' },
    ],
    command: 'npm run bench -- --against <previous build> --rows larch-json-chunked-64k,larch-json-chunked-1k,larch-json,larch-sax --repeat 3 --regime steady',
  },
  {
    commit: '9e9dd58',
    issue: 16,
    change:
      'XML namespaces: resolve gives prefixed attributes and `xmlns` their namespace, prefix and local name in place instead of copying the attribute list and making new attribute objects (a lent attribute keeps its shape), and the namespace scope records declarations in two flat arrays instead of two arrays per declaring element.',
    moved: [
      { what: 'parseXml → domhandler of a bootstrap-icons SVG, mean per icon', before: '1.72 µs', after: '1.61 µs' },
      { what: 'XML → domhandler and XML → JSON AST, over the build before', ratio: '1.048× (1.007–1.053) and 1.110× (0.953–1.135)' },
    ],
    command: 'npm run bench -- --against <previous build> --rows xml-larch-domhandler,xml-larch-json --repeat 3 --regime steady',
  },
  {
    commit: 'c47d8d3',
    issue: 16,
    change:
      'Per-call work: the adapter check remembers the adapter and requirement that passed last (two comparisons instead of a WeakMap and a Set lookup each parse), and a Source makes its recent line starts only when its line cursor first moves.',
    moved: [
      { what: 'XML → domhandler, snippets → domhandler, pages → domhandler, over the build before', ratio: '1.019× (0.997–1.041), 1.011× (0.978–1.018), 0.998× (0.988–1.016)' },
    ],
    command: 'npm run bench -- --against <previous build> --rows xml-larch-domhandler,snippets-larch-domhandler,larch-domhandler --repeat 3 --regime steady',
  },
  {
    commit: 'e3e1103',
    issue: 16,
    change:
      'ChunkedInput\'s bridge cuts a long piece after a `>` instead of before a `<`: the tokenizer then has no pending text either, which with locations and errors on it keeps for their offsets.',
    moved: [
      { what: 'corpus in 64 KB pieces, pieces read in place of those that came while a token was held: without and with locations and errors', before: '109 of 111, 80 of 229', after: '109 of 111, 149 of 229' },
      { what: 'larch → JSON AST in 64 KB pieces, larch-sax, over the build before', ratio: '1.027× (0.963–1.043), 0.997× (0.974–1.002)' },
    ],
    command: 'npm run bench -- --against <previous build> --rows larch-json-chunked-64k,larch-sax --repeat 3 --regime steady',
  },
  {
    commit: '4e252a3',
    issue: 16,
    change:
      'Class fields compiled as assignments in the constructor (`useDefineForClassFields: false`) instead of ES2022 field definitions, which Node 20 runs slower: each parse makes a tokenizer and a tree builder with about a hundred fields between them. The objects keep the same in-object layout (57 fields in the tokenizer, 40 in the tree builder); a test keeps every field assigned by a constructor.',
    moved: [
      { what: 'larch parse("") → JSON AST, and parseFragment → domhandler 6 of a one-line fragment, per call', before: '0.61 µs, 1.55 µs', after: '0.53 µs, 1.45 µs' },
      { what: 'pages → JSON AST and → domhandler 6, over the build before (two runs)', ratio: '1.025× and 1.029×; 1.027× and 1.035×' },
      { what: 'snippets → JSON AST and → domhandler 6, over the build before (two runs)', ratio: '1.027× and 1.038×; 1.037× and 1.047×' },
      { what: 'XML → domhandler, over the build before (three runs; 4 processes each, one at a time)', ratio: '1.015×, 0.949× (0.922–1.117), 1.030×; medians 297–329 against 285–307 MB/s' },
      { what: 'XML → JSON AST, over the build before (one run; 4 processes each, one at a time)', ratio: '0.879× (0.855–0.951); medians 327–380 against 327–382 MB/s' },
    ],
    command: 'node bench/call-cost.js --against <previous build>; npm run bench -- --against <previous build> --rows larch-json,larch-domhandler,snippets-larch-json,snippets-larch-domhandler,xml-larch-domhandler --repeat 3 --regime steady; node --expose-gc bench/row.js <row> --regime steady --rounds 10 --warmup 3 in each checkout',
  },
];

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The section's lines: its heading, a line on how to read it, and one table row per figure moved. */
export function changesMarkdown(changes) {
  const body = [];
  for (const entry of changes) {
    entry.moved.forEach((figure, i) => {
      body.push([
        i === 0 ? `${entry.commit} (#${entry.issue})` : '',
        i === 0 ? cell(entry.change) : '',
        cell(figure.what),
        cell(figure.before ?? '—'),
        cell(figure.after ?? '—'),
        cell(figure.ratio ?? '—'),
        i === 0 ? cell(entry.command ?? '—') : '',
      ]);
    });
  }
  return [
    CHANGES_HEADING,
    '',
    'Each change to the parser that moved a figure, as measured when it landed (bench/changes.js, in commit order; the figures are those stated when the change landed). "Before" and "After" are the figure for the build before the change and for the change; "Ratio or difference" is the change\'s build over its parent\'s in paired rounds (`npm run bench -- --against <parent checkout>`, the two taking turns; a change of a few percent needs this, since between two full runs of the same code a paired ratio moves by up to 0.1×), or the difference as measured. Allocation is bytes allocated per input byte (deterministic); the earliest CPU figures were taken at a load of 4–6 and are ranges over interleaved runs; instruction counts are callgrind\'s (`--instructions`).',
    '',
    ...markdownTable({
      header: ['Commit', 'Change', 'Figure', 'Before', 'After', 'Ratio or difference', 'Measured with'],
      body,
      left: 7,
    }),
    '',
  ];
}

/** `markdown` (a RESULTS.md) with its changes section replaced by, or ended with, `changes`' section. */
export function withChangesSection(markdown, changes) {
  const section = changesMarkdown(changes).join('\n');
  const start = markdown.indexOf(CHANGES_HEADING);
  if (start === -1) return `${markdown.trimEnd()}\n\n${section}`;
  const next = markdown.indexOf('\n## ', start + CHANGES_HEADING.length);
  const rest = next === -1 ? '' : markdown.slice(next + 1);
  return `${markdown.slice(0, start)}${section}${rest === '' ? '' : `\n${rest}`}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = fileURLToPath(new URL('RESULTS.md', import.meta.url));
  writeFileSync(file, withChangesSection(readFileSync(file, 'utf8'), CHANGES));
  console.log(`wrote the changes section of ${file} (${CHANGES.length} changes)`);
}
