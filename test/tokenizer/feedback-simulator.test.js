// The tokenizer feedback simulator (lib/tokenizer/feedback-simulator.ts): the text states, CDATA
// and dropped newlines the tree builder would ask for, without a tree. Unit cases, then the token
// stream it drives compared with the one the real tree builder drives. Imports tsc's build/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { Source } from '../../build/lib/input/source.js';
import { ErrorReporter } from '../../build/lib/input/error-reporter.js';
import { Tokenizer } from '../../build/lib/tokenizer/tokenizer.js';
import { FeedbackSimulator, textStateAfter } from '../../build/lib/tokenizer/feedback-simulator.js';
import { TreeBuilder } from '../../build/lib/tree/tree-builder.js';
import { TreeConstructionDispatcher } from '../../build/lib/tree/dispatcher.js';
import { adapter } from '../../build/lib/json/adapter.js';
import { getTagId } from '../../build/lib/common/tags.js';
import { suiteTests } from '../conformance/suite-runs.js';
import { requireSuite } from '../helpers/html5lib.js';
import { CORPUS_DIR } from '../../bench/corpus.js';

// TextState and NsId values (const enums, erased from the build).
const DATA = 0;
const RCDATA = 1;
const RAWTEXT = 2;
const SCRIPT_DATA = 3;
const PLAINTEXT = 4;
const HTML = 0;
const SVG = 1;
const MATHML = 2;

const tag = (name, attrs = {}, selfClosing = false) => ({
  tagName: name,
  tagId: getTagId(name),
  attrs: Object.entries(attrs).map(([n, value]) => ({ name: n, value })),
  selfClosing,
});

describe('FeedbackSimulator', () => {
  it('switches to the text state of raw text, RCDATA, script and plaintext elements', () => {
    const sim = new FeedbackSimulator(true);
    expect(sim.startTag(tag('title'))).to.equal(RCDATA);
    expect(sim.startTag(tag('textarea'))).to.equal(RCDATA);
    for (const name of ['style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']) expect(sim.startTag(tag(name)), name).to.equal(RAWTEXT);
    expect(sim.startTag(tag('script'))).to.equal(SCRIPT_DATA);
    expect(sim.startTag(tag('plaintext'))).to.equal(PLAINTEXT);
    expect(sim.startTag(tag('div'))).to.equal(DATA);
    // The self-closing flag of a non-void HTML element is ignored by the tree builder.
    expect(sim.startTag(tag('script', {}, true))).to.equal(SCRIPT_DATA);
  });

  it('reads noscript as raw text only with scripting enabled', () => {
    expect(new FeedbackSimulator(false).startTag(tag('noscript'))).to.equal(DATA);
    expect(textStateAfter(getTagId('noscript'), false)).to.equal(DATA);
  });

  it('allows CDATA in SVG and MathML and not in HTML or in an HTML element inside an integration point', () => {
    const sim = new FeedbackSimulator(true);
    expect(sim.isCdataAllowed()).to.equal(false);
    sim.startTag(tag('svg'));
    expect(sim.isCdataAllowed()).to.equal(true);
    expect(sim.currentNs).to.equal(SVG);
    sim.startTag(tag('foreignobject'));
    expect(sim.isCdataAllowed(), 'foreignObject itself is an SVG element').to.equal(true);
    sim.startTag(tag('div'));
    expect(sim.isCdataAllowed()).to.equal(false);
    sim.endTag(tag('div'));
    expect(sim.isCdataAllowed()).to.equal(true);
    sim.endTag(tag('foreignobject'));
    sim.endTag(tag('svg'));
    expect(sim.isCdataAllowed()).to.equal(false);
  });

  it('takes raw text tags as foreign elements in SVG, and as HTML inside integration points', () => {
    const sim = new FeedbackSimulator(true);
    sim.startTag(tag('svg'));
    expect(sim.startTag(tag('style'))).to.equal(DATA);
    expect(sim.lastStartTagNs).to.equal(SVG);
    sim.endTag(tag('style'));
    sim.startTag(tag('desc'));
    expect(sim.startTag(tag('style'))).to.equal(RAWTEXT);
    expect(sim.lastStartTagNs).to.equal(HTML);
    const math = new FeedbackSimulator(true);
    math.startTag(tag('math'));
    math.startTag(tag('mi'));
    expect(math.startTag(tag('script'))).to.equal(SCRIPT_DATA);
    const annotation = new FeedbackSimulator(true);
    annotation.startTag(tag('math'));
    annotation.startTag(tag('annotation-xml', { encoding: 'text/html' }));
    expect(annotation.startTag(tag('textarea'))).to.equal(RCDATA);
    const plainAnnotation = new FeedbackSimulator(true);
    plainAnnotation.startTag(tag('math'));
    plainAnnotation.startTag(tag('annotation-xml'));
    expect(plainAnnotation.clone().startTag(tag('textarea'))).to.equal(DATA);
    expect(plainAnnotation.startTag(tag('svg'))).to.equal(DATA);
    expect(plainAnnotation.lastStartTagNs, 'svg in annotation-xml').to.equal(SVG);
  });

  it('leaves foreign content on a breakout start tag, on font with color, and on </p> and </br>', () => {
    for (const [breakout, name] of [[tag('p'), 'p'], [tag('font', { color: 'red' }), 'font color'], [tag('table'), 'table']]) {
      const sim = new FeedbackSimulator(true);
      sim.startTag(tag('svg'));
      sim.startTag(tag('g'));
      sim.startTag(breakout);
      expect(sim.currentNs, name).to.equal(HTML);
    }
    const font = new FeedbackSimulator(true);
    font.startTag(tag('svg'));
    font.startTag(tag('font'));
    expect(font.currentNs).to.equal(SVG);
    const endP = new FeedbackSimulator(true);
    endP.startTag(tag('math'));
    endP.endTag(tag('p'));
    expect(endP.currentNs).to.equal(HTML);
  });

  it('closes foreign elements by name and leaves on the end tag of the root', () => {
    const sim = new FeedbackSimulator(true);
    sim.startTag(tag('svg'));
    sim.startTag(tag('g'));
    sim.startTag(tag('path', {}, true));
    sim.endTag(tag('g'));
    expect(sim.currentNs).to.equal(SVG);
    sim.endTag(tag('svg'));
    expect(sim.currentNs).to.equal(HTML);
    const selfClosed = new FeedbackSimulator(true);
    selfClosed.startTag(tag('svg', {}, true));
    expect(selfClosed.currentNs).to.equal(HTML);
  });

  it('drops the newline after pre, listing and textarea only for the next token', () => {
    const sim = new FeedbackSimulator(true);
    sim.startTag(tag('pre'));
    expect(sim.skipNextNewline).to.equal(true);
    sim.otherToken();
    expect(sim.skipNextNewline).to.equal(false);
  });

  it('starts inside a foreign fragment context and never pops it', () => {
    const sim = new FeedbackSimulator(true, { tagName: 'svg', tagId: getTagId('svg'), ns: SVG });
    expect(sim.isCdataAllowed()).to.equal(true);
    sim.endTag(tag('svg'));
    expect(sim.currentNs).to.equal(SVG);
    sim.startTag(tag('p'));
    expect(sim.currentNs).to.equal(HTML);
    sim.endTag(tag('p'));
    expect(sim.currentNs).to.equal(SVG);
  });

  it('clones into an independent copy', () => {
    const sim = new FeedbackSimulator(true);
    sim.startTag(tag('math'));
    const copy = sim.clone();
    sim.endTag(tag('math'));
    expect(copy.currentNs).to.equal(MATHML);
    expect(sim.currentNs).to.equal(HTML);
  });
});

/** The tokens (kind, name, text) the tokenizer emits over `html` when `feedback` answers it. */
function tokenLog(html, feedback) {
  const source = new Source(html, { keepCarriageReturns: true });
  const errors = new ErrorReporter(source, null);
  const log = [];
  let text = '';
  const flush = () => {
    if (text !== '') log.push(`#text ${text}`);
    text = '';
  };
  let inner = null;
  const sink = {
    onStartTag(t) {
      flush();
      log.push(`<${t.tagName}>`);
      inner.onStartTag(t);
    },
    onEndTag(t) {
      flush();
      log.push(`</${t.tagName}>`);
      inner.onEndTag(t);
    },
    onText(data, s, e) {
      text += data;
      inner.onText(data, s, e);
    },
    onNullCharacter(o) {
      text += '\0';
      inner.onNullCharacter(o);
    },
    onComment(data, s, e) {
      flush();
      log.push(`<!--${data}-->`);
      inner.onComment(data, s, e);
    },
    onProcessingInstruction(t) {
      flush();
      log.push(`<?${t.target} ${t.data}>`);
      inner.onProcessingInstruction(t);
    },
    onDoctype(t) {
      flush();
      log.push(`<!DOCTYPE ${t.name}>`);
      inner.onDoctype(t);
    },
    onProcessingInstruction(t) {
      flush();
      log.push(`<?${t.target} ${t.data}>`);
      inner.onProcessingInstruction(t);
    },
    onEof(o) {
      flush();
      inner.onEof(o);
    },
    isCdataAllowed: () => inner.isCdataAllowed(),
  };
  const tokenizer = new Tokenizer(source, sink, { errors, trackAttributeSpans: false });
  if (feedback === 'tree') {
    const builder = new TreeBuilder(adapter, source, errors, tokenizer, { scriptingEnabled: true, sourceCodeLocationInfo: false }, adapter.createDocument(), null);
    inner = new TreeConstructionDispatcher(builder);
  } else {
    const sim = new FeedbackSimulator(true);
    const ignore = () => {};
    inner = {
      onStartTag(t) {
        const state = sim.startTag(t);
        if (state !== DATA) tokenizer.switchTo(state);
      },
      onEndTag: (t) => sim.endTag(t),
      onText: ignore,
      onNullCharacter: ignore,
      onComment: () => sim.otherToken(),
      onProcessingInstruction: () => sim.otherToken(),
      onDoctype: () => sim.otherToken(),
      onProcessingInstruction: () => sim.otherToken(),
      onEof: ignore,
      isCdataAllowed: () => sim.isCdataAllowed(),
    };
  }
  tokenizer.run();
  return log;
}

describe('FeedbackSimulator against the tree builder', () => {
  it('drives the same token stream on every corpus page', () => {
    const pages = readdirSync(CORPUS_DIR).filter((name) => name.endsWith('.html')).sort();
    for (const name of pages) {
      const html = readFileSync(join(CORPUS_DIR, name), 'utf8');
      expect(tokenLog(html, 'simulator'), name).to.deep.equal(tokenLog(html, 'tree'));
    }
    console.log(`feedback simulator: ${pages.length} corpus pages tokenized as the tree builder has them`);
  });

  it('drives the same token stream on nearly every html5lib tree-construction document', function () {
    requireSuite(this, 'tree-construction', 'feedback simulator');
    let same = 0;
    let total = 0;
    for (const test of suiteTests()) {
      if (test.fragment !== null || test.scripting === false) continue;
      total++;
      if (JSON.stringify(tokenLog(test.data, 'simulator')) === JSON.stringify(tokenLog(test.data, 'tree'))) same++;
    }
    console.log(`feedback simulator: ${same} of ${total} html5lib documents tokenized as the tree builder has them`);
    // The rest are tree-only effects (a raw text tag the insertion mode ignores, end tags that
    // close foreign content through the HTML stack): see the class comment.
    expect(same / total).to.be.greaterThan(0.97);
  });
});
