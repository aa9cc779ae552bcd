// larch-html/rehype against rehype-parse: the same trees, the same output through rehype-stringify,
// and, for every error parse5 reports, the same parse-error message (code, place, severity, link).
// larch reports more errors than parse5 (every one the tree construction rules name); their
// messages are compared for the errors parse5 reports too, found by matching the raw errors.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import * as parse5 from 'parse5';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { parse, parseFragment, ErrorCodes } from 'larch-html';
import rehypeLarch, { rehypeLarch as named } from 'larch-html/rehype';
import { suiteTests } from '../../conformance/suite-runs.js';
import { requireSuite } from '../../helpers/html5lib.js';
import { firstDifference } from '../../tree/tree-diff.js';
import { matchParse5Errors } from '../../helpers/parse5-errors.js';
import { hastDifference } from './hast-reference.js';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const pagesDir = join(repoRoot, 'node_modules/htmlparser-benchmark/files');
const pages = readdirSync(pagesDir)
  .sort()
  .map((file) => [file, readFileSync(join(pagesDir, file), 'utf8')]);

/** The fields of a vfile message that must agree (`reason`, `note` and `source` are each parser's own). */
function messageFacts(message) {
  const { ruleId, name, file, fatal, url, line, column, place } = message;
  return { ruleId, name, file, fatal, url, line, column, place: JSON.stringify(place) };
}

function messagesOf(plugin, html, options, path) {
  const file = new VFile({ value: html, path });
  unified().use(plugin, { emitParseErrors: true, ...options }).parse(file);
  return file.messages;
}

/**
 * Which of larch's raw errors (scripting off, as rehype-parse has parse5 parse) are parse5's: their
 * indices, in order, and for each whether the two ranges are the same (else larch's is the one
 * character of parse5's run of characters); null when parse5 reports an error larch does not
 * report in that order.
 */
function parse5Subset(html) {
  const ours = [];
  const theirs = [];
  parse(html, { scriptingEnabled: false, onParseError: (e) => ours.push(e) });
  parse5.parse(html, { scriptingEnabled: false, onParseError: (e) => theirs.push(e) });
  const { indices } = matchParse5Errors(ours, theirs, html);
  if (indices === null) return null;
  return indices.map((i, k) => ({ index: i, sameRange: ours[i].endOffset === theirs[k].endOffset }));
}

/** A message's facts without where it ends (for an error larch reports at one character of parse5's run). */
function startFacts(facts) {
  const { name, place, ...rest } = facts;
  return { ...rest, start: JSON.stringify(JSON.parse(place).start) };
}

/**
 * Where larch's own locations differ from parse5's with scripting off (rehype-parse's setting),
 * through parse5's default adapter, so not the hast adapter's doing: null when they agree. The
 * differential tests compare locations with scripting on; off, a `<noscript>` in the head closed by
 * text is the documented "element closed by a non-tag token" difference.
 */
const FORM_TAG = /<form[\s/>]/i;

function parse5LocationDifference(html, fragment) {
  const options = { treeAdapter: parse5.defaultTreeAdapter, scriptingEnabled: false, sourceCodeLocationInfo: true };
  const ours = fragment ? parseFragment(html, options) : parse(html, options);
  const theirs = fragment ? parse5.parseFragment(html, options) : parse5.parse(html, options);
  return firstDifference(ours, theirs);
}

function compareMessages(inputs) {
  let compared = 0;
  let messages = 0;
  const skipped = [];
  const failures = [];
  for (const [name, html] of inputs) {
    const ours = messagesOf(rehypeLarch, html, {}, 'page.html');
    const theirs = messagesOf(rehypeParse, html, {}, 'page.html');
    // One message per raw error (every severity is a warning here): keep those parse5 reports too.
    const subset = parse5Subset(html);
    if (subset === null) {
      skipped.push(name);
      continue;
    }
    if (ours.length < subset.length) failures.push(`${name}: ${ours.length} messages for ${subset.length} errors`);
    const a = subset.map(({ index, sameRange }) => (sameRange ? messageFacts(ours[index]) : startFacts(messageFacts(ours[index]))));
    const b = theirs.map((m, k) => (subset[k]?.sameRange === false ? startFacts(messageFacts(m)) : messageFacts(m)));
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      const i = a.findIndex((m, k) => JSON.stringify(m) !== JSON.stringify(b[k]));
      failures.push(`${name}: message ${i}: ${JSON.stringify(a[i])} vs ${JSON.stringify(b[i])}`);
    }
    compared++;
    messages += ours.length;
    for (const m of ours) {
      if (m.source !== 'larch-html' || typeof m.reason !== 'string' || m.reason === '' || typeof m.note !== 'string') {
        failures.push(`${name}: message without source, reason or note: ${JSON.stringify(m)}`);
      }
    }
  }
  return { compared, messages, skipped, failures };
}

describe('rehype plugin (larch-html/rehype) against rehype-parse', function () {
  this.timeout(300000);

  it('exports the plugin as default and by name', function () {
    expect(named).to.equal(rehypeLarch);
  });

  it('builds the same tree (positions, scripting off) for every htmlparser-benchmark page as a document, and every third as a fragment', function () {
    const failures = [];
    const larchDiffers = [];
    const formPointer = [];
    let runs = 0;
    for (const [index, [file, html]] of pages.entries()) {
      for (const fragment of index % 3 === 0 ? [false, true] : [false]) {
        runs++;
        const ours = unified().use(rehypeLarch, { fragment }).parse(html);
        const theirs = unified().use(rehypeParse, { fragment }).parse(html);
        const difference = hastDifference(ours, theirs);
        if (difference === null) continue;
        const name = `${file}${fragment ? ' (fragment)' : ''}`;
        const own = parse5LocationDifference(html, fragment);
        if (own !== null && /\.position\b/.test(difference)) larchDiffers.push(`${name} (larch's location differs from parse5's: ${own})`);
        else if (fragment && FORM_TAG.test(html) && own !== null) formPointer.push(name);
        else failures.push(`${name}: ${difference}`);
      }
    }
    console.log(`rehype trees: ${runs - failures.length - larchDiffers.length} of ${runs} equal (pages as documents, a third also as fragments), ${larchDiffers.length} differ in positions where larch's own locations differ from parse5's with scripting off:`);
    for (const line of larchDiffers) console.log(`  ${line}`);
    // A fragment without a context element is parsed in a <template> (parse5's and rehype's
    // default): that is parsing template contents, where the form element pointer is no longer
    // set or used (whatwg/html#12911), while parse5 8 still uses it.
    console.log(`  ${formPointer.length} fragments with forms differ as parse5 still uses the form element pointer in template contents: ${formPointer.join(', ') || 'none'}`);
    expect(failures, failures.slice(0, 5).join('\n')).to.deep.equal([]);
  });

  it('with rehype-stringify, writes the same HTML as rehype (rehype-parse + rehype-stringify)', async function () {
    const ours = unified().use(rehypeLarch).use(rehypeStringify);
    const theirs = unified().use(rehypeParse).use(rehypeStringify);
    for (const [file, html] of pages.slice(0, 40)) {
      expect(String(await ours.process(html)), file).to.equal(String(await theirs.process(html)));
    }
  });

  it('reads its options from the processor settings and builds verbose positions', function () {
    const ours = unified().data('settings', { fragment: true, verbose: true }).use(rehypeLarch).parse('<p id=a>x');
    const theirs = unified().data('settings', { fragment: true, verbose: true }).use(rehypeParse).parse('<p id=a>x');
    expect(hastDifference(ours, theirs)).to.equal(null);
    expect(ours.children[0].data.position.properties.id).to.be.an('object');
  });

  it('reports the same messages as rehype-parse on every corpus page where larch and parse5 report the same errors', function () {
    const { compared, messages, skipped, failures } = compareMessages(pages);
    console.log(`rehype messages: ${compared} pages compared (${messages} messages), ${skipped.length} where larch does not report parse5's errors in order: ${skipped.join(', ') || 'none'}`);
    expect(compared).to.be.greaterThan(200);
    expect(failures, failures.slice(0, 5).join('\n')).to.deep.equal([]);
  });

  it('reports the same messages as rehype-parse on the error-heavy html5lib documents where larch and parse5 report the same errors', function () {
    requireSuite(this, 'tree-construction', 'rehype messages');
    const inputs = suiteTests()
      .filter((test) => test.fragment === null)
      .map((test) => [test.id, test.data]);
    const { compared, messages, skipped, failures } = compareMessages(inputs);
    console.log(`rehype messages: ${compared} suite documents compared (${messages} messages), ${skipped.length} where larch does not report parse5's errors in order`);
    expect(messages).to.be.greaterThan(1000);
    expect(failures, failures.slice(0, 5).join('\n')).to.deep.equal([]);
  });

  it('applies per-error severities as rehype-parse does: false or 0 drops, 2 makes the message fatal', function () {
    const html = '<p id=a id=b>&foo;';
    const options = { missingDoctype: false, duplicateAttribute: 2, unknownNamedCharacterReference: 0 };
    const ours = messagesOf(rehypeLarch, html, options).map(messageFacts);
    const theirs = messagesOf(rehypeParse, html, options).map(messageFacts);
    expect(ours).to.deep.equal(theirs);
    expect(ours.map((m) => [m.ruleId, m.fatal])).to.deep.equal([['duplicate-attribute', true]]);
  });

  it('reports nothing without emitParseErrors', function () {
    const file = new VFile('<p id=a id=b>');
    unified().use(rehypeLarch).parse(file);
    expect(file.messages).to.deep.equal([]);
  });

  it('has a reason and a note for every error code larch reports', async function () {
    const { parseErrorText, parseErrorUrl } = await import('../../../build/adapters/hast/parse-error-messages.js');
    for (const code of Object.values(ErrorCodes)) {
      expect(parseErrorText(code).reason, code).to.not.match(/^Parse error/);
      expect(parseErrorText(code).note, code).to.not.equal('');
    }
    expect(parseErrorUrl('missing-doctype')).to.equal(undefined);
    expect(parseErrorUrl('eof-in-tag')).to.equal('https://html.spec.whatwg.org/multipage/parsing.html#parse-error-eof-in-tag');
    // larch's own tree-construction codes link to the rules that report them.
    expect(parseErrorUrl('foster-parented-character')).to.equal('https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intable');
    expect(parseErrorUrl('unexpected-null-character')).to.equal('https://html.spec.whatwg.org/multipage/parsing.html#parse-error-unexpected-null-character');
  });

  it('throws a TypeError naming the option for misused options', function () {
    expect(() => unified().use(rehypeLarch, { fragment: 'yes' }).freeze()).to.throw(TypeError, /fragment must be a boolean/);
    expect(() => unified().use(rehypeLarch, { space: 'xml' }).freeze()).to.throw(TypeError, /space must be 'html' or 'svg'/);
    expect(() => unified().use(rehypeLarch, { missingDoctype: 3 }).freeze()).to.throw(TypeError, /missingDoctype must be a boolean, 0, 1 or 2/);
    expect(() => unified().data('settings', { quote: "'" }).use(rehypeLarch).freeze()).to.not.throw();
  });
});
