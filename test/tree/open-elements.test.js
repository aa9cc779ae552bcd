// lib/tree/open-elements.ts: the stack of open elements (#the-stack-of-open-elements), on its own.
// Imports tsc's build/ (internal modules); tag ids and categories come from the tag table.
import { expect } from 'chai';
import { OpenElements } from '../../build/lib/tree/open-elements.js';
import { createParser, parse, serialize } from 'larch-html';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
import { getTagId } from '../../build/lib/common/tags.js';
import { categoriesOf, SCOPE_BUTTON, SCOPE_DEFAULT, SCOPE_LIST_ITEM, SCOPE_TABLE } from '../../build/lib/common/tag-categories.js';

const HTML = 0;
const SVG = 1;
// Cat bits (lib/common/tags.ts).
const IMPLIED_END = 1 << 5;
const TABLE_CONTEXT = 1 << 10;
const HEADING = 1 << 14;
const UNKNOWN = 0;

/** A stack with an observer that records pushes and pops; `open(name[, ns])` pushes an element. */
function stack() {
  const events = [];
  const open = new OpenElements({
    onPush: (node) => events.push(`+${node.name}`),
    onPop: (node) => events.push(`-${node.name}`),
  });
  const push = (name, ns = HTML) => {
    const id = getTagId(name);
    const node = { name };
    open.push(node, id, ns, name, categoriesOf(ns, id));
    return node;
  };
  return { open, events, push };
}

describe('OpenElements', () => {
  it('keeps the current node, its tag id and namespace as elements are pushed and popped', () => {
    const { open, events, push } = stack();
    const html = push('html');
    const svg = push('svg', SVG);
    expect([open.length, open.current, open.currentTagId, open.currentNs]).to.deep.equal([2, svg, getTagId('svg'), SVG]);
    open.pop();
    expect([open.length, open.current, open.currentTagId, open.currentNs]).to.deep.equal([1, html, getTagId('html'), HTML]);
    open.pop();
    expect([open.length, open.current, open.currentTagId]).to.deep.equal([0, null, UNKNOWN]);
    expect(events).to.deep.equal(['+html', '+svg', '-svg', '-html']);
  });

  it('answers "has an element in scope" for each kind of scope', () => {
    const { open, push } = stack();
    for (const name of ['html', 'body', 'p', 'button', 'ul', 'li', 'span']) push(name);
    const P = getTagId('p');
    const LI = getTagId('li');
    expect(open.hasInScope(P, SCOPE_DEFAULT)).to.equal(true);
    expect(open.hasInScope(P, SCOPE_BUTTON)).to.equal(false);
    expect(open.hasInScope(LI, SCOPE_LIST_ITEM)).to.equal(true);
    expect(open.hasInScope(getTagId('ul'), SCOPE_LIST_ITEM)).to.equal(true);
    expect(open.hasInScope(getTagId('body'), SCOPE_LIST_ITEM)).to.equal(false);
    expect(open.hasInScope(getTagId('div'), SCOPE_DEFAULT)).to.equal(false);
    push('table');
    push('td');
    expect(open.hasInScope(P, SCOPE_DEFAULT)).to.equal(false);
    expect(open.hasInScope(getTagId('table'), SCOPE_DEFAULT)).to.equal(false);
    expect(open.hasInScope(getTagId('table'), SCOPE_TABLE)).to.equal(true);
  });

  it('matches tag ids in the HTML namespace only, and scope boundaries in every namespace', () => {
    const { open, push } = stack();
    push('html');
    push('title');
    push('svg', SVG);
    push('title', SVG);
    const TITLE = getTagId('title');
    expect(open.lastIndexOfTag(TITLE)).to.equal(1);
    // SVG's title is a scope boundary (an HTML integration point), HTML's title is below it.
    expect(open.hasInScope(TITLE, SCOPE_DEFAULT)).to.equal(false);
    expect(open.isOpen(TITLE)).to.equal(true);
    expect(open.isOpen(getTagId('svg'))).to.equal(false);
    expect(open.hasOpenNamed(getTagId('svg'), 'svg')).to.equal(true);
  });

  it('counts elements with names outside the tag table by name', () => {
    const { open, push } = stack();
    push('html');
    push('my-element');
    expect(open.hasOpenHtmlNamed(UNKNOWN, 'my-element')).to.equal(true);
    expect(open.hasOpenHtmlNamed(UNKNOWN, 'other-element')).to.equal(false);
    open.pop();
    expect(open.hasOpenHtmlNamed(UNKNOWN, 'my-element')).to.equal(false);
  });

  it('finds a category and a node in scope', () => {
    const { open, push } = stack();
    push('html');
    const h2 = push('h2');
    push('b');
    expect(open.hasCategoryInScope(HEADING, SCOPE_DEFAULT)).to.equal(true);
    expect(open.hasNodeInScope(h2, SCOPE_DEFAULT)).to.equal(true);
    push('object');
    expect(open.hasCategoryInScope(HEADING, SCOPE_DEFAULT)).to.equal(false);
    expect(open.hasNodeInScope(h2, SCOPE_DEFAULT)).to.equal(false);
  });

  it('pops until a tag, until a category, and while end tags are implied', () => {
    const { open, events, push } = stack();
    for (const name of ['html', 'body', 'table', 'tbody', 'tr', 'td', 'ul', 'li', 'p']) push(name);
    open.generateImpliedEndTags(IMPLIED_END, getTagId('li'));
    expect(events.slice(-1)).to.deep.equal(['-p']);
    open.generateImpliedEndTags(IMPLIED_END, -1);
    expect(events.slice(-1)).to.deep.equal(['-li']);
    open.popUntilTagPopped(getTagId('td'));
    expect(open.currentTagId).to.equal(getTagId('tr'));
    open.popUntilCategory(TABLE_CONTEXT);
    expect(open.currentTagId).to.equal(getTagId('table'));
    expect(events.slice(-4)).to.deep.equal(['-ul', '-td', '-tr', '-tbody']);
  });

  it('removes an element from the middle, and inserts one after an index, telling the observer', () => {
    const { open, events, push } = stack();
    push('html');
    const b = push('b');
    const div = push('div');
    open.remove(b);
    expect([open.length, open.isOpen(getTagId('b')), open.current]).to.deep.equal([2, false, div]);
    const b2 = { name: 'b' };
    open.insertAfter(1, b2, getTagId('b'), 'b', categoriesOf(HTML, getTagId('b')));
    expect([open.length, open.current, open.currentTagId, open.isOpen(getTagId('b'))]).to.deep.equal([3, b2, getTagId('b'), true]);
    expect(open.indexOf(b2)).to.equal(2);
    expect(events).to.deep.equal(['+html', '+b', '+div', '-b', '+b']);
  });

  it('replaces a node in place', () => {
    const { open, push } = stack();
    push('html');
    const i = push('i');
    const copy = { name: 'i' };
    open.replaceNode(1, copy);
    expect([open.current, open.indexOf(i), open.indexOf(copy)]).to.deep.equal([copy, -1, 1]);
  });

  it('gives its count table to the next stack only once emptied, and counts nothing after', () => {
    const TEMPLATE = getTagId('template');
    const unfinished = stack();
    unfinished.push('html');
    unfinished.push('template');
    unfinished.open.release();
    // Still open: the table stays this stack's, and the next stack starts from zero.
    expect(unfinished.open.isOpen(TEMPLATE)).to.equal(true);
    const next = stack();
    expect(next.open.isOpen(TEMPLATE)).to.equal(false);
    next.push('html');
    next.open.pop();
    next.open.release();
    const after = stack();
    after.push('b');
    // The released stack reads no open element, and what is pushed onto it counts nowhere.
    next.push('template');
    expect([next.open.isOpen(TEMPLATE), after.open.isOpen(TEMPLATE), after.open.isOpen(getTagId('b'))]).to.deep.equal([false, false, true]);
  });

  // A stale count of an open <template> would have the parser take <form><form> as template
  // contents (no form element pointer) and nest the second form.
  const FORMS = '<form><form id=x>';

  it('starts each parse from no open element, after one left unfinished', () => {
    const unfinished = createParser();
    unfinished.write('<template><div>');
    expect(serialize(parse(FORMS))).to.equal('<html><head></head><body><form></form></body></html>');
  });

  it('keeps a parse started inside another (from an adapter call) apart from it', () => {
    const nested = [];
    const adapter = {
      ...jsonAdapter,
      createElement(tagName, namespaceURI, attrs) {
        if (tagName === 'div' && nested.length === 0) nested.push(serialize(parse(FORMS)));
        return jsonAdapter.createElement(tagName, namespaceURI, attrs);
      },
    };
    const outer = '<template><div></div></template><form><form id=y>';
    expect(serialize(parse(outer, { treeAdapter: adapter }))).to.equal(serialize(parse(outer)));
    expect(nested).to.deep.equal(['<html><head></head><body><form></form></body></html>']);
    expect(serialize(parse(FORMS))).to.equal(nested[0]);
  });
});
