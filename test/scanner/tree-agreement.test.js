// The scanner with tree feedback (its default) against the parser: every start tag, end tag and
// comment the tree builder located starts and ends where a scanner construct does, and the text
// of raw text and RCDATA elements is rawText (or references in it). The scanner follows the tree
// builder's state changes through the feedback simulator (lib/tokenizer/feedback-simulator.ts),
// not the tree builder itself, so this checks that the two see the same markup.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, scan } from 'larch-html';
import { CORPUS_DIR } from '../../bench/corpus.js';
import { suiteTests } from '../conformance/suite-runs.js';
import { requireSuite } from '../helpers/html5lib.js';

const HTML = 'http://www.w3.org/1999/xhtml';
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
const treeAdapter = parse5.defaultTreeAdapter;


/** Why the scan of `input` disagrees with the parser's located tags, comments and raw text, or null. */
function treeDisagreement(input, scriptingEnabled, scanOptions = { scriptingEnabled }) {
  const document = parse(input, { treeAdapter, sourceCodeLocationInfo: true, scriptingEnabled });
  const result = scan(input, scanOptions);
  const kindAt = new Map();
  const kindEndingAt = new Map();
  for (let i = 0; i < result.length; i++) {
    if (!kindAt.has(result.start(i))) kindAt.set(result.start(i), new Set());
    kindAt.get(result.start(i)).add(result.kindName(i));
    if (!kindEndingAt.has(result.end(i))) kindEndingAt.set(result.end(i), new Set());
    kindEndingAt.get(result.end(i)).add(result.kindName(i));
  }
  const startsWith = (at, kind) => kindAt.get(at)?.has(kind) ?? false;
  const endsWith = (at, ...kinds) => kinds.some((kind) => kindEndingAt.get(at)?.has(kind));
  const stack = [document];
  while (stack.length > 0) {
    const node = stack.pop();
    const loc = node.sourceCodeLocation;
    if (node.nodeName === '#comment' && loc) {
      // A processing instruction becomes a comment node where the tree has no PI nodes.
      if (!startsWith(loc.startOffset, 'commentOpen') && !startsWith(loc.startOffset, 'piOpen')) return `comment at ${loc.startOffset}: no commentOpen there`;
      if (!endsWith(loc.endOffset, 'commentClose', 'piClose') && loc.endOffset !== input.length) return `comment at ${loc.startOffset}: does not close at ${loc.endOffset}`;
    } else if (node.nodeName === '#text' && loc && node.parentNode?.namespaceURI === HTML) {
      const parent = node.parentNode.nodeName;
      if (RAW_TEXT_ELEMENTS.has(parent) || (parent === 'noscript' && scriptingEnabled)) {
        for (let i = result.tokenAt(loc.startOffset); i < result.length && result.start(i) < loc.endOffset; i++) {
          const kind = result.kindName(i);
          if (kind !== 'rawText' && kind !== 'charRef') return `text of <${parent}> at ${loc.startOffset}: ${kind} at ${result.start(i)}`;
        }
      }
    } else if (loc) {
      for (const tag of [loc.startTag, loc.endTag]) {
        if (!tag) continue;
        if (!startsWith(tag.startOffset, 'tagOpen')) return `<${node.nodeName}> tag at ${tag.startOffset}: no tagOpen there`;
        if (!endsWith(tag.endOffset, 'tagClose', 'tagSelfClose')) return `<${node.nodeName}> tag at ${tag.startOffset}: does not close at ${tag.endOffset}`;
      }
    }
    if (node.childNodes) for (const child of node.childNodes) stack.push(child);
    if (node.content) stack.push(node.content);
  }
  return null;
}

describe('scanner: agreement with the parser (tree feedback)', function () {
  this.timeout(300000);

  it('agrees on every tree-construction document, in both scripting modes', function () {
    requireSuite(this, 'tree-construction', 'scanner tree agreement');
    const failures = [];
    let runs = 0;
    for (const test of suiteTests()) {
      if (test.fragment !== null) continue;
      for (const scripting of test.modes) {
        runs++;
        const id = `${test.id}${scripting ? '' : ' (scripting off)'}`;
        const problem = treeDisagreement(test.data, scripting);
        if (problem) failures.push(`${id}: ${problem}`);
      }
    }
    expect(failures.slice(0, 8), `${failures.length} of ${runs} runs`).to.deep.equal([]);
    expect(runs).to.be.above(2500);
  });

  it('reports a disagreement when the scanner reads other markup (the checker can fail)', () => {
    expect(treeDisagreement('<noscript><p>x</noscript>', true, { scriptingEnabled: false })).to.match(/text of <noscript>/);
    expect(treeDisagreement('<script><b></script>', true, { treeFeedback: false })).to.match(/text of <script>/);
  });

  it('agrees on every corpus page', () => {
    const failures = [];
    for (const name of readdirSync(CORPUS_DIR).sort()) {
      const problem = treeDisagreement(readFileSync(join(CORPUS_DIR, name), 'utf8'), true);
      if (problem) failures.push(`${name}: ${problem}`);
    }
    expect(failures.slice(0, 8), `${failures.length} pages`).to.deep.equal([]);
  });
});
