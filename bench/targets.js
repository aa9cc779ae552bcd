// The project's performance targets, judged on the steady regime's medians of one run (the
// after-GC regime's figure is printed beside each, for information). Each names the row it is
// about, what it is compared with and the bound that makes it PASS. Entries without a bound are
// reported as INFO (a comparison worth watching, with no number promised).
//   kind 'ratio':  row MB/s over base MB/s, PASS when >= min
//   kind 'mbps':   row MB/s, PASS when >= min
//   kind 'time':   row time over base time (base MB/s over row MB/s), PASS when <= max
//   kind 'alloc':  row bytes allocated per input byte over base's, PASS when <= max
//   kind 'heap':   row bytes retained per input byte over base's, PASS when <= max
// `base` may list several rows: the fastest of them that ran is the base (the bar is the fastest).
// A speed ratio with a bound is judged on paired rounds of its two rows (bench/paired.js), as is a
// `control` entry; one without a bound is read off the rows' own figures.
export const TARGETS = [
  { kind: 'ratio', row: 'larch-domhandler', base: 'htmlparser2-v10-parseDocument', min: 2 },
  { kind: 'ratio', row: 'larch-json', base: 'htmlparser2-v10-parseDocument', min: 2.5 },
  { kind: 'alloc', row: 'larch-domhandler', base: 'htmlparser2-v10-parseDocument', max: 1 },
  { kind: 'ratio', row: 'larch-tokenizer', base: 'charcodeat-loop', min: 0.6 },
  { kind: 'ratio', row: 'larch-tokenize', base: 'htmlparser2-Tokenizer', min: 1 },
  { kind: 'time', row: 'larch-json-locations', base: 'larch-json', max: 1.5 },
  { kind: 'time', row: 'larch-domhandler-locations', base: 'larch-domhandler', max: 1.5 },
  { kind: 'ratio', row: 'xml-larch-domhandler', base: ['xml-htmlparser2', 'xml-htmlparser2-v10'], min: 2 },
  { kind: 'ratio', row: 'larch-tokenizer', base: 'htmlparser2-Tokenizer', min: 1.5 },
  { kind: 'mbps', row: 'larch-tokenizer', min: 110 },
  { kind: 'mbps', row: 'larch-domhandler', min: 50 },
  { kind: 'mbps', row: 'larch-domhandler5', min: 50 },
  { kind: 'ratio', row: 'larch-domhandler5', base: 'htmlparser2-v10-parseDocument', min: 1.2 },
  { kind: 'ratio', row: 'larch-domhandler', base: 'parse5-htmlparser2', min: 4 },
  { kind: 'ratio', row: 'larch-linkedom', base: 'linkedom', min: 2 },
  { kind: 'heap', row: 'larch-domhandler', base: 'htmlparser2-parseDocument', max: 1 },
  { kind: 'heap', row: 'larch-domhandler5', base: 'htmlparser2-v10-parseDocument', max: 1 },
  { kind: 'ratio', row: 'larch-tokenizer', base: 'parse5-Tokenizer' },
  { kind: 'ratio', row: 'larch-json', base: 'parse5' },
  { kind: 'time', row: 'parse5-locations', base: 'parse5' },
  { kind: 'ratio', row: 'larch-hast', base: 'rehype-parse', min: 3 },
  { kind: 'ratio', row: 'larch-scan', base: 'larch-tokenizer', min: 0.9 },
  { kind: 'ratio', row: 'larch-scan-editing', base: 'larch-scan' },
  { kind: 'ratio', row: 'larch-scan-edit', base: 'larch-scan' },
  { kind: 'ratio', row: 'larch-hast', base: 'larch-parse5-hast' },
  // Chunked input: pushed in 64 KB pieces at least 90 % of the whole-string speed; 1 KB
  // pieces and 64 KB slices cut while timed (bench/rows.js) measured.
  { kind: 'ratio', row: 'larch-json-chunked-64k', base: 'larch-json', min: 0.9 },
  { kind: 'ratio', row: 'larch-json-chunked-1k', base: 'larch-json' },
  { kind: 'ratio', row: 'larch-json-chunked-64k-sliced', base: 'larch-json' },
  { kind: 'ratio', row: 'larch-sax', base: 'parse5-sax' },
  { kind: 'ratio', row: 'larch-sax', base: 'htmlparser2-Parser' },
  // The parse5 family's dependents with the drop-ins in parse5's place.
  { kind: 'ratio', row: 'larch-parse5-parse', base: 'parse5' },
  { kind: 'ratio', row: 'cheerio-load-larch', base: 'cheerio-load-parse5', min: 3 },
  { kind: 'ratio', row: 'rewriting-larch-noop', base: 'rewriting-parse5-noop', min: 3 },
  { kind: 'ratio', row: 'rewriting-larch-edit', base: 'rewriting-parse5-edit', min: 3 },
  // Snippets: what a parse costs beyond its input, against the same parsers on small inputs.
  { kind: 'ratio', row: 'snippets-larch-domhandler', base: 'snippets-htmlparser2-v10' },
  { kind: 'ratio', row: 'snippets-larch-json', base: 'snippets-parse5' },
  // The paired rounds' own error in this run: a row against a second process of itself (1× but for noise).
  { kind: 'ratio', row: 'larch-json', base: 'larch-json', control: true },
];
