// The issues' performance targets, checked against a run's medians: each names the row it is
// about, what it is compared with, and the bound that makes it PASS. Entries without a bound are
// reported as INFO (the issue asks for the comparison, not for a number).
//   kind 'ratio': row median MB/s over base median MB/s, PASS when >= min
//   kind 'mbps':  row median MB/s, PASS when >= min
//   kind 'heap':  row retained heap per input byte over base's, PASS when <= max
export const TARGETS = [
  { kind: 'ratio', row: 'larch-tokenizer', base: 'htmlparser2-Tokenizer', min: 1.5 },
  { kind: 'mbps', row: 'larch-tokenizer', min: 110 },
  { kind: 'ratio', row: 'larch-tokenizer', base: 'parse5-Tokenizer' },
  { kind: 'mbps', row: 'larch-domhandler', min: 50 },
  { kind: 'mbps', row: 'larch-domhandler5', min: 50 },
  { kind: 'ratio', row: 'larch-domhandler', base: 'htmlparser2-v10-parseDocument', min: 1.2 },
  { kind: 'ratio', row: 'larch-domhandler5', base: 'htmlparser2-v10-parseDocument', min: 1.2 },
  { kind: 'ratio', row: 'larch-domhandler', base: 'parse5-htmlparser2', min: 4 },
  { kind: 'ratio', row: 'larch-linkedom', base: 'linkedom', min: 2 },
  { kind: 'heap', row: 'larch-domhandler', base: 'htmlparser2-parseDocument', max: 1 },
  { kind: 'heap', row: 'larch-domhandler5', base: 'htmlparser2-v10-parseDocument', max: 1 },
  { kind: 'ratio', row: 'larch-json', base: 'parse5' },
  // hast (issue #15): larch → hast at least 3× rehype-parse; the detour through parse5's tree for comparison.
  { kind: 'ratio', row: 'larch-hast', base: 'rehype-parse', min: 3 },
  { kind: 'ratio', row: 'larch-hast', base: 'larch-parse5-hast' },
  // Chunked input (issue #13): pushed in 64 KB pieces at least 90 % of the whole-string speed; 1 KB measured.
  { kind: 'ratio', row: 'larch-json-chunked-64k', base: 'larch-json', min: 0.9 },
  { kind: 'ratio', row: 'larch-json-chunked-1k', base: 'larch-json' },
  { kind: 'ratio', row: 'larch-sax', base: 'parse5-sax' },
  { kind: 'ratio', row: 'larch-sax', base: 'htmlparser2-Parser' },
];
