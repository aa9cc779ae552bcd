// V8 keeps the optimized code of the parser's hot classes across a major GC between parses:
// tokenizers, tree builders and adapter trees live for one parse, so lib/ and the domhandler
// adapter keep one small instance of each alive (see the keep-alives there). Each check runs in
// its own traced child process and passes when that GC discards no optimized code.
import { pathToFileURL } from 'node:url';
import { SAMPLE_HTML, builtModule, codeDiscardedByGc, distModule } from './discarded-code.js';
import { runChecks } from './report.js';

const tokenizerSetup = `
const { Tokenizer } = await import(${JSON.stringify(builtModule('lib/tokenizer/tokenizer.js'))});
const { Source } = await import(${JSON.stringify(builtModule('lib/input/source.js'))});
const { ErrorReporter } = await import(${JSON.stringify(builtModule('lib/input/error-reporter.js'))});
const sink = { onStartTag() {}, onEndTag() {}, onText() {}, onNullCharacter() {}, onComment() {},
  onProcessingInstruction() {}, onDoctype() {}, onEof() {}, isCdataAllowed: () => false };
function run(html) {
  const source = new Source(html);
  new Tokenizer(source, sink, { errors: new ErrorReporter(source, null), trackAttributeSpans: false }).run();
}`;
const tokenizerHtml = "<!doctype html><div class=\"a\" id=b title='c'>text &amp; more</div><!-- c --><p>x</p><br/>".repeat(200);

const treeSetup = `const { parse: run } = await import(${JSON.stringify(distModule('lib/index.js'))});`;

const domhandlerSetup = `
const larch = await import(${JSON.stringify(distModule('lib/index.js'))});
const { adapter } = await import(${JSON.stringify(distModule('adapters/domhandler/index.js'))});
const run = (html) => larch.parse(html, { treeAdapter: adapter });`;

function survives(setup, html) {
  const discarded = codeDiscardedByGc(setup, html);
  return { pass: discarded.length === 0, detail: `${discarded.length} optimized functions discarded${discarded.length ? `: ${discarded[0]}` : ''}` };
}

export const checks = [
  ['tokenizer optimized code survives a major GC once no tokenizer is alive', () => survives(tokenizerSetup, tokenizerHtml)],
  ['tree builder optimized code survives a major GC once no parse is running', () => survives(treeSetup, SAMPLE_HTML)],
  ['domhandler adapter optimized code survives a major GC once no parsed tree is alive', () => survives(domhandlerSetup, SAMPLE_HTML)],
];

if (import.meta.url === pathToFileURL(process.argv[1]).href) await runChecks(checks);
