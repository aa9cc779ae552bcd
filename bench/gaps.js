// What would close each speed target that misses, and what was measured on the way: the analysis
// RESULTS.md gives under a missed target, after the profile a run makes of its two rows
// (bench/miss-profiles.js). Kept as data because it rests on experiments a run does not repeat:
// builds changed on purpose and measured against their parent, GC traces, instruction counts,
// micro-benchmarks. Each figure says how and when it was measured (the stop whose closing note has
// the details: `issues stops`). Revise an entry when a change moves its target.
//
// Each entry: `row` and `base`, the target's two rows as bench/targets.js names them; `close`,
// what the gap is made of and what would close it; `measured`, the findings and the experiments
// behind that, each with its figure.
//
// `node bench/gaps.js` rewrites that text in bench/RESULTS.md's missed targets from this list alone
// (for an entry revised, or added for a target the last run missed, without a new run).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { targetName } from './judge.js';
import { findRow } from './rows.js';
import { TARGETS } from './targets.js';

export const GAPS = [
  {
    row: 'larch-domhandler',
    base: 'htmlparser2-v10-parseDocument',
    close:
      'larch is ahead of htmlparser2 in the tokenizer, the tree builder and GC; only the adapter (building `attribs` and finding the shared namespace maps) costs more. No one stage holds the gap: ' +
      'about a nineteenth (at 1.42×) to a tenth (at 1.35×) of the whole parse has to go on the AMD EPYC host: 1.42× in stop 36\'s run (passes 1.41×, 1.45×; after 4e252a3, class fields compiled as assignments, 1.027×–1.035× on this row paired), 1.36× and 1.35× (stop 35\'s two runs, passes 1.35×, 1.37×, 1.31×, 1.39×), 1.40× and 1.37× (stop 34\'s two runs, passes 1.41×, 1.39×, 1.34×, 1.40×), 1.41× (stop 33\'s run, whose two passes read 1.45× and 1.38×) and 1.38× and 1.35× (stop 32\'s two runs, after the package\'s chunks made this row 1.023× faster with the same code; 1.30×–1.32× in the two runs before), ' +
      'where htmlparser2 gains more than larch from the host (larch read 1.40× on the Intel Xeon host of the runs before, with a build 5–7 % slower on the AMD host than the one of 1.30×). ' +
      'The two largest costs larch has and htmlparser2 has not are the shared `x-attribsNamespace`/`x-attribsPrefix` maps (about 4 %), part of the DOM that parse5 with ' +
      'parse5-htmlparser2-tree-adapter builds and cheerio reads, and the NUL search on two-byte pages (about 2.5 %), for which JavaScript has no faster primitive. ' +
      'The tokenizer\'s work per attribute is below htmlparser2\'s since acf2097 read the common shape in one loop; building each element\'s `attribs` is about a tenth, which htmlparser2 pays too, ' +
      'and the rest is spread thin over the tokenizer\'s states, the tree builder and GC. Closing the gap would take both of those costs gone and a little more found elsewhere; ' +
      'the one-loop attribute reader is the only change in many that came near that size.',
    measured: [
      'Building `attribs`: a deliberately wrong build sharing one empty map was 1.111× faster (stop 29, paired). A dictionary-mode object was slower, a plain `{}` the same (and it would inherit from Object.prototype).',
      'The shared namespace maps: a deliberately wrong build giving every element one pair was 1.091× faster; the trie that finds them thrashed at 4,096 nodes, and bounding it at 16,384 gave 1.044× (eef4df4, paired). The lookups left cost about 4 %.',
      'Folding the trie walk into the `attribs` loop: 1.004× (0.980–1.029). A hash table over the names instead of the trie: 40 ms a pass against 15, over the corpus\'s 219,024 attribute lists. Two-slot trie nodes: no change (stop 29).',
      'Attributes of the common shape (`name="value"`, a name alone; 90 % of the corpus\'s) read in one loop with locals instead of state by state: 1.069× (1.052–1.088) (acf2097). Stepping the name automaton on lowercase letters, digits and `-` with one table lookup: 1.017×, 1.045× (76ef7d3).',
      'A tag pair (start and end tag) costs larch 61 ns and htmlparser2 12\'s Tokenizer 62; an attribute 41 ns against htmlparser2 12\'s 64, and 57 before acf2097 (`node bench/unit-costs.js`, minimum over 3 processes of 35 rounds, AMD host). Stop 27 measured a minimal index-only scanner at the same cost per tag and 39 ns an attribute.',
      'Values of up to 16 characters read with a `charCodeAt` loop that also stops at `&` and NUL, instead of `indexOf` for the quote: 0.955× (2026-11-29, reverted). Going on in the data state after a tag instead of returning to `run()`: 1.010× here, 0.994× for JSON (reverted).',
      'The NUL search: V8 finds a zero code unit in a two-byte string with a plain loop (9 ms over 8.4 M characters, against 0.4–0.8 ms for any other character); 64 % of the corpus\'s bytes are in two-byte pages, so it costs about 2.5 % here. Regular expressions, `includes`, `lastIndexOf`, `TextEncoder` with `Uint8Array#indexOf`, `JSON.stringify` and a `charCodeAt` loop are all as slow or slower (stop 29).',
      'Shared strings for text runs of a line break and an indent (72 % of the corpus\'s 303,132 text runs are whitespace only): 0.998× (stop 29).',
      'One shape for the 21 insertion modes\' handler tables (a megamorphic call site): 0.997× (stop 27).',
      'The package as entry points and shared chunks instead of a file per module (6b46bfa): 1.023× (0.989–1.039) with the same code, calls between modules becoming calls within one chunk.',
      'Where a round goes beyond parsing (stop 33, `--trace-gc-nvp` over 20 rounds of each in a process of its own): the scavenges copy what the 8 trees kept alive hold, 36.7 MB a round for larch and 43 MB for htmlparser2, and promote nothing; they took 18–30 ms a round for larch (the same bytes each round) and 23–31 ms for htmlparser2. Each page parsed 7 times in a row, the fastest kept: 128 ms for larch and 213 for htmlparser2 summed over the corpus (1.67×), against 175 and 246 ms round by round (1.40×). GC costs the two about the same in milliseconds, so it weighs more on the faster parser, and larch loses a little more to going from page to page.',
      'The same build from process to process: larch\'s median round from 167 to 192 ms, htmlparser2\'s from 244 to 264 (stop 33), with no deoptimization in the timed rounds (`--trace-deopt`); this row\'s IQR in a full run (113.5–138.4 MB/s in RESULTS.md\'s last) is that spread.',
    ],
  },
  {
    row: 'larch-json',
    base: 'htmlparser2-v10-parseDocument',
    close:
      'More than a quarter of the whole parse has to go. The tokenizer is half of it and no function holds more than 12 % of the self time, so there is no single cost to remove. ' +
      'Under callgrind, larch\'s optimized hot code is about 3× the size of htmlparser2\'s, with the instruction-cache misses to match (stop 23). ' +
      'What would close it is a different tokenizer and tree builder rather than a change to these: reading the common shape of attributes in one loop, the largest single gain of many stops, ' +
      'gave 4 % (acf2097), and the rest would have to come from fewer distinct hot functions, which the three restructurings tried so far made worse.',
    measured: [
      'Attributes of the common shape read in one loop with locals, each added directly, any other shape left to the states: 1.044× (1.035–1.069) (acf2097). The name automaton stepped with one table lookup on lowercase letters, digits and `-`: 0.997×–1.021× (76ef7d3).',
      'One loop for the attribute states, so that each state\'s code is compiled once instead of inlined wherever the chain is entered: estimated cycles +1.7 %, instruction-cache misses 2966 → 3059 per KB (stop 24, callgrind).',
      'Dispatching every state through `run()` (stop 22) and one element-insertion call site in the tree builder (stop 23): both more cycles.',
      'Shared strings for text runs of a line break and an indent: 1.008× (stop 29). A text-only `appendText` in the JSON adapter: 1.003×, 1.018× (stop 27).',
      'One shape for the 21 insertion modes\' handler tables: 0.980× (stop 27).',
      'The NUL search in two-byte pages: about 3.5 % of this row, with no faster primitive (see the domhandler target).',
      'The package as entry points and shared chunks instead of a file per module (6b46bfa): 1.047× (1.028–1.073) with the same code.',
    ],
  },
  {
    row: 'larch-tokenizer',
    base: 'charcodeat-loop',
    close:
      '0.6× of the loop is about 1.7 times this tokenizer\'s speed; htmlparser2 12\'s index-only Tokenizer, which builds nothing, runs at about a quarter of the loop. ' +
      'A minimal index-only scanner runs at about the loop\'s speed on the corpus (stop 27), and larch\'s tokenizer takes about three times as long. ' +
      'Attributes now cost larch about what they cost that scanner plus the strings and objects it hands on (41 ns against 39 on synthetic input), and tags the same; ' +
      'the NUL search on two-byte pages is about a seventh of the difference, and the rest is what a complete tokenizer does beyond a minimal one: names, values and text runs sliced into strings, ' +
      'with their line breaks normalized (about a tenth of this row on the corpus\'s CRLF pages), character references, comments, and its larger code. ' +
      'What would close it is a tokenizer built like that scanner, which reports positions and does the spec\'s work only where the input needs it. ' +
      'Reporting offsets alone is not that: `scan()`, which reports them into typed arrays, runs at the tokenizer\'s speed.',
    measured: [
      'Attributes of the common shape read in one loop (acf2097): 1.086× (1.066–1.114); the name automaton stepped with one table lookup on lowercase letters, digits and `-`: 1.020×–1.033× (76ef7d3).',
      'A tag pair: larch 61 ns, htmlparser2 12 62 ns; an attribute: larch 41 ns (57 before acf2097), htmlparser2 12 64 ns (`node bench/unit-costs.js`, AMD host). Stop 27, on the Intel host: a tag 48 ns for larch and for a minimal index-only scanner, an attribute 39 ns for that scanner; on the corpus that scanner took 38–62 ms a round, the loop 48–51 and larch\'s tokenizer 151–168.',
      'Values of up to 16 characters read with a `charCodeAt` loop instead of `indexOf` for the quote: 0.947× (2026-11-29, reverted). Going on in the data state after a tag instead of returning to `run()`: 0.996×–1.017× (reverted).',
      'One loop for the attribute states: more instruction-cache misses and mispredicted branches, estimated cycles +1.7 % (stop 24, callgrind).',
      'The NUL search: 14–18 ms a pass over the corpus, no faster primitive; bounding it to text runs, values and comments would skip only 19.5 % of the two-byte characters (stop 29).',
    ],
  },
  {
    row: 'larch-tokenize',
    base: 'htmlparser2-Tokenizer',
    close:
      'The two are level: the figure read 1.03× and 0.98× in consecutive full runs on the Intel host (builds that did not touch `tokenize()`\'s path), then 1.01× and 0.96× in consecutive runs on the AMD host ' +
      '(after acf2097 made `tokenize()` 1.054× faster; the builds of those two runs differ by a helper that paired at 0.993×), then 1.04× (PASS) and 0.98× in stop 32\'s two runs, with the package in chunks (the second run\'s control, a row against itself, read 0.98×), and 1.06× (PASS) in stop 33\'s, 1.02× and 1.06× (PASS) in stop 34\'s two, 1.09× and 1.09× (PASS) in stop 35\'s two and 1.04× (PASS; passes 1.08×, 1.01×) in stop 36\'s, with code that does not touch its path. Between runs the figure moves by more than the method\'s spread within one. ' +
      '`tokenize()` makes an object per token, with attribute objects and spans (about 5.7 bytes per input byte), where htmlparser2 12\'s Tokenizer makes nothing. ' +
      'With a no-op sink larch\'s Tokenizer is the faster of the two (about 1.3×, issue 5\'s target in the table above), so building those objects and collecting them is the whole difference. ' +
      'What would put it clear of the line is fewer objects per token, which the token shape (an object per token and per attribute, each with its spans) does not allow, or a faster tokenizer (see the tokenizer targets).',
    measured: [
      'Under the sampling profiler the split between tokenizing and GC moves by more than the gap: stop 28\'s profile had `tokenize()`\'s tokenizing at 13.0 ms per MB against the Tokenizer\'s 13.6 and its GC 2.3 more; the run of 2026-11-29 at 09:20 UTC had it the other way round (11.7 against 9.3, and GC 1.9 more).',
      'Borrowing the tokenizer\'s attributes and copying each into a public attribute during the call: 0.59× → 0.92× (8473cab).',
      'The token array sized once from the input length instead of grown: 0.985×; attribute arrays made by `new Array(n)` instead of literals: 0.990× (stop 27). Text, tag and comment tokens as literals, for V8 to pretenure: 1.001× (stop 26).',
    ],
  },
  {
    row: 'larch-json-locations',
    base: 'larch-json',
    close:
      'The time is the positions themselves. An element with an end tag carries 9 position objects (its `start` and `end`, the start and end tags\' ranges with their points, the position) and each attribute 3, ' +
      'so the tree allocates about 13 bytes per input byte instead of about 5, and GC is the largest part of the difference. ' +
      'The benchmark keeps the last 8 trees alive, so positions survive young collections, V8 pretenures them, and the old space fills with trees that then die. ' +
      'Line numbers were about an eighth of the time; one lookup per point instead of two took about two fifths of that off, and what is left is mostly finding the line breaks, an `indexOf` a line. ' +
      'Fewer objects alone measured no better. What would close it is positions computed when read (getters over offsets), which would end the AST\'s promise of plain data that `JSON.stringify` and deep equality see; ' +
      'the AST keeps that promise. parse5 pays about 1.9× for its own locations.',
    measured: [
      'With locations, scavenges take 13.5 ms against 5.6, 26 % of new space survives against 18 %, 1.5 MB is promoted per scavenge against 0, and there are 9 mark-compacts in 8 rounds against 1 (stop 27, `--trace-gc-nvp`).',
      'Sharing `start` with `startTag.start` and `end` with `endTag.end` (7 objects per element instead of 9): 0.977× (stop 27).',
      'Points and ranges built with `new`, which V8 does not pretenure: 300 scavenges instead of 110, much slower (stop 27). The element position as a literal: no better (stop 27).',
      'Nodes made with their `position` slot, so that none changes shape when it gets one: 1.006× (stop 27).',
      'A cursor for the CRLF offset map instead of a binary search per point: 0.993× (0.960–1.022) (stop 26).',
      'Line numbers: a measuring hack with every line lookup free was 1.144×. One lookup per point for its line and column, instead of two: 1.051× (1.039–1.058) (0f6abfb). Finding the line breaks alone (an `indexOf` per line for LF, another for CR on the 178 pages with CRs: 465,510 and 192,108 of them a pass) takes about 27 ms a pass over the corpus.',
    ],
  },
  {
    row: 'larch-domhandler-locations',
    base: 'larch-domhandler',
    close:
      'A third of the located parse has to go (2.15× in stop 36\'s run, after 4e252a3 made the row without locations 1.027×–1.035× faster and the located row less so; 2.01× in stop 35\'s, 2.01× and 2.09× in stop 32\'s two runs, 1.93× and 1.88× in the two before: the package\'s chunks made the row without locations faster, 1.023×, and this ratio\'s base with it). The extra time is the objects parse5\'s location shape is made of, one per node, per tag and per attribute ' +
      '(`sourceCodeLocation` with its `startTag`, `endTag` and `attrs`), which cheerio and parse5\'s own tools read as plain data: making them (`Source.location`), ' +
      'collecting them (GC) and the tree builder\'s calls that hand them over. The one lever measured is giving nodes their `sourceCodeLocation` slot when they are made, worth about 2 % and a change to the TreeAdapter protocol. ' +
      'What would close it is fewer of those objects, which the shape does not allow.',
    measured: [
      'Nodes made with the `sourceCodeLocation` slot (a measuring hack): 1.024× (stop 27).',
      'Line numbers: a measuring hack with every line lookup free was 1.081×; one lookup per point instead of two gave 1.007× (0.992–1.014) (0f6abfb), since parse5-shaped locations already took one per point. What is left is finding the line breaks, about 3 % of this row.',
      'A text-only `appendText` with its own stores: 1.008× (stop 27).',
      'The shared namespace maps\' trie bound (see the domhandler target): 1.032× (1.023–1.059) on this row (stop 29).',
      'Locations as offsets handed to the adapter (`TreeAdapter.offsetLocations`) instead of parse5 locations copied and dropped took this ratio from about 2.5× to about 1.6× (c590dcb).',
    ],
  },
  {
    row: 'larch-tokenizer',
    base: 'htmlparser2-Tokenizer',
    close:
      'htmlparser2\'s Tokenizer reports offsets to its callbacks and builds nothing; larch\'s builds the names, values, text runs and attribute objects a tree builder takes, and is faster all the same. ' +
      'Since acf2097 an attribute costs larch less than htmlparser2 (41 against 64 ns) and a tag the same. The NUL search on two-byte pages, which htmlparser2 does not do, is about 8 % of larch\'s time, ' +
      'and the strings it hands on, with their line breaks normalized on CRLF pages, most of the rest of the difference. ' +
      'What would close it is the NUL search gone, which JavaScript offers no primitive for: that alone is about the 8 % the target needs.',
    measured: [
      'Attributes of the common shape read in one loop: 1.086× (acf2097); the name automaton with one table lookup: 1.020×–1.033× (76ef7d3). Per tag and per attribute on synthetic input: see the charCodeAt-loop target.',
      'The NUL search: 14–18 ms a pass over the corpus (stop 29); see the domhandler target for the primitives tried.',
    ],
  },
  {
    row: 'xml-larch-domhandler',
    base: 'xml-htmlparser2-v10',
    close:
      'It sits on the line: 2.04× in stop 36\'s run (passes 2.05×, 2.02×), 2.04× in both of stop 34\'s runs after 9e9dd58 (passes 2.01×, 2.06×, 2.00×, 2.07×), then 1.89× (MISS) and 2.06× (PASS) in stop 35\'s two runs with the same XML code (passes 1.87× and 2.08×, then 2.07× and 2.05×: one pair\'s two passes can differ by more than the gap); before 9e9dd58, 2.04× on the Intel host, then 1.98×, 1.96×, 1.93×, 1.95× and 1.95× on the AMD host. ' +
      'The corpus is 2,082 small files, mostly SVG icons, each with an `xmlns` declaration on its root, so what a document costs beyond its markup weighs: resolving that declaration took an icon about a sixth longer than an ordinary attribute (copies of the attribute list and of the declaration, and two arrays per declaring element in the namespace scope), which 9e9dd58 took off. ' +
      'larch\'s tokenizer takes a quarter of htmlparser2\'s time and its tree builder about a quarter; the adapter (attribute maps) costs more. ' +
      'What is left above htmlparser2\'s per-document cost is the work of each call (the options, a Source, tokenizer and tree builder per document: an empty document takes larch about 0.14 µs and htmlparser2 0.07). ' +
      'V8\'s budget for inlining decides much of the rest: with its cumulative limit raised (`--max-inlined-bytecode-size-cumulative=3000`), this row ran about 10 % faster and XML → JSON about 15 % (one process each, 2026-11-29), ' +
      'and changes that only move code between functions move the gain between the two rows. A library cannot set the flag, and tuning to one V8\'s inliner is not a lasting fix.',
    measured: [
      'Namespace resolution in place (prefixed attributes and `xmlns` given their namespace on the token\'s own attribute objects, declarations recorded flat): an icon 1.72 → 1.61 µs on average; this row 1.048× (1.007–1.053), XML → JSON 1.110× (9e9dd58, paired).',
      'Element and attribute names handed out as internalized strings (the engine\'s own copy, which property keys and `===` compare by pointer): 1.012× on this row, 1.040× on XML → JSON, against 1.009× and 1.041× for the unchanged build (2026-11-29, reverted).',
      'The tokenizer noting names with a colon as it scans them, so that namespace resolution skips the names without one: 1.009× on this row, 0.981× on XML → JSON (reverted). Tag and attribute names ended by one comparison with `>` before the others: 1.005× and 1.005× (reverted).',
      'The name cache\'s miss path apart from its hit path, so that the hit path fits V8\'s inlining budget: XML → JSON 1.035×, this row 0.963× (reverted). The package\'s chunks against a file per module (the same code, 6b46bfa): this row 0.996×, XML → JSON 0.908×–0.965×, where the HTML rows gained (larch → JSON 1.047×, → domhandler 1.023×).',
      'Per-call work: options, Source, error reporter, tokenizer and tree builder take about 120 ns of the 1.75 µs an icon took before 9e9dd58 (2026-11-29); the options\' overlay and the adapter check are about a fifth of an empty parse (stop 34 profile), about 1 % of an icon.',
    ],
  },
  {
    row: 'larch-json-chunked-64k',
    base: 'larch-json',
    close:
      'It passes: 0.94× in stop 36\'s run (passes 0.91×, 0.96×), 0.95× and 0.94× in stop 35\'s two runs (passes 0.93×, 0.95×, 0.93×, 0.94×), since the row pushes pieces as a stream hands them over: each page\'s UTF-8 bytes cut at 64 KB and decoded piece by piece, made before timing, ' +
      'where it used to cut each page with `slice` while it timed, into strings that V8 reads through their parent (3–5 % slower to scan than a flat string, measured on whole pages parsed as a slice of themselves). ' +
      'That measurement stays beside it as `larch-json-chunked-64k-sliced`: 0.91× in stop 36\'s run, 0.91× and 0.87× in stop 35\'s (passes 0.91×, 0.89×, 0.88×, 0.91×), against 0.92× and 0.896× in stop 34\'s two runs and 0.85×–0.91× before. ' +
      'A decoder\'s pieces are also one-byte strings wherever their characters allow: 16 % of the corpus\'s characters are in pieces that are one-byte while their page is two-byte, which makes the NUL search on them fast (see the domhandler target); a stream\'s user gets the same. ' +
      'What is left against a whole parse (about 5 %, and a process now and then in a slower regime of V8\'s optimized code) is in the pieces\' boundaries: 1.5–3 µs each, about 14 µs for the first of a page, which is mostly the tokenizer\'s states being entered from `run()` in more ways, which changes what V8 inlines.',
    measured: [
      'Stream-decoded pieces against slices cut while timed, the same build, one process a row (3 each): 135, 144 and 137 MB/s against 127, 132 and 129; `larch-json` 149–152. Paired against `larch-json` (two runs): 0.909× and 0.912×.',
      'Long pieces fed up to a `<` first so the rest is read in place (94962b9; through a `>` since, which with locations and errors on bridges 65 % of the pieces instead of 35 %): 1.038× (1.023–1.049), then 1.019× (0.968–1.059) on this row, paired; the corpus in 64 KB pieces 185 → 176 ms a round (median of 4 processes), against 165 ms for one piece a page. 98 % of the 1,998 pieces that came while a token was held were bridged, over 93 characters on average.',
      'The rest of a bridged piece read as the piece itself, its bridged start counted as dropped text, instead of as a `slice` of it (a Source method and an offset shift in the tokenizer): 0.980×, 1.019×, 1.002× on this row, 1.010×–1.032× on the sliced row (stop 35, paired; not kept).',
      'Per boundary (20 one-byte pages over 100 KB, each cut into 1 to 32 flat pieces, fastest of 34 rounds each in one process): 13.57 ms in one piece a page, 13.85 ms in 2, 14.58 ms in 32 (stop 35). Profiles of 1 and 2 pieces a page differ mostly in which tokenizer states V8 inlined into which.',
      'The same bridge for 1 KB pieces: 239 against 232 ms a round (slower than copying them; pieces under 4 KB are not bridged).',
      'The push parser\'s processes promote more (83 against 43 MB over 13 rounds, one piece a page through `createParser` against `parse`): that is the pieces, made before timing, moving to the old generation; it is the same with no result kept, and not a cost of parsing.',
    ],
  },
  {
    row: 'larch-linkedom',
    base: 'linkedom',
    close:
      'Both rows build the same linkedom nodes through linkedom\'s own classes, and that is most of either\'s time: every node\'s `DOMEventTarget` constructor adds the node to a WeakMap with a Map of its own, ' +
      'and the rounds of both rows swing widely. larch\'s tokenizer and tree builder are a small part of the row. ' +
      'Twice linkedom\'s speed would need linkedom\'s nodes made more cheaply than linkedom makes them, which only linkedom can change while the result is a real linkedom Document.',
    measured: ['In the profile, linkedom\'s `DOMEventTarget` constructor holds about 70 % of larch → linkedom\'s self time (stop 29 run).'],
  },
];

/** The entry for a target between `row` and `base`, or undefined. */
export const gapFor = (row, base) => GAPS.find((gap) => gap.row === row && gap.base === base);

const CLOSE_LEAD = '**What would close it.**';

/** An entry's lines for RESULTS.md: what would close the target, then what was measured. */
export function gapMarkdown(gap) {
  return [`${CLOSE_LEAD} ${gap.close}`, '', 'Measured on the way (each against its parent build in paired rounds unless it says otherwise):', '', ...gap.measured.map((item) => `- ${item}`), ''];
}

/** The target of bench/targets.js that an entry is about (a speed target with a bound), or undefined. */
export function targetOf(gap) {
  return TARGETS.find(
    (t) => (t.kind === 'ratio' || t.kind === 'time') && (t.min !== undefined || t.max !== undefined) && t.row === gap.row && [t.base].flat().includes(gap.base),
  );
}

export const MISSES_HEADING = "## Where the missed targets' time goes";

/**
 * `markdown` (a RESULTS.md) with each missed target's text from `gaps` written afresh: what a
 * target's section had of it is dropped, and its entry's lines (gapMarkdown) end the section, as a
 * run writes them. A section is matched to its entry by its heading, the target as the run names it.
 */
export function withGapTexts(markdown, gaps, labelOf) {
  const lines = markdown.split('\n');
  const start = lines.indexOf(MISSES_HEADING);
  if (start === -1) return markdown;
  let end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  if (end === -1) end = lines.length;
  const headings = gaps.map((gap) => [`### ${targetName(targetOf(gap), labelOf, gap.base)}: `, gap]);
  const out = lines.slice(0, start + 1);
  let i = start + 1;
  while (i < end) {
    if (!lines[i].startsWith('### ')) {
      out.push(lines[i++]);
      continue;
    }
    let next = i + 1;
    while (next < end && !lines[next].startsWith('### ')) next++;
    const section = lines.slice(i, next);
    const lead = section.findIndex((line) => line.startsWith(CLOSE_LEAD));
    out.push(...(lead === -1 ? section : section.slice(0, lead)));
    const gap = headings.find(([prefix]) => lines[i].startsWith(prefix))?.[1];
    if (gap !== undefined) out.push(...gapMarkdown(gap));
    i = next;
  }
  return [...out, ...lines.slice(end)].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = fileURLToPath(new URL('RESULTS.md', import.meta.url));
  writeFileSync(file, withGapTexts(readFileSync(file, 'utf8'), GAPS, (id) => findRow(id).label));
  console.log(`wrote what would close each missed target into ${file} (${GAPS.length} entries)`);
}
