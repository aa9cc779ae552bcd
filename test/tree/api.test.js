import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment } from 'larch-html';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
import { dumpTree } from '../conformance/tree-dump.js';

const p5 = { treeAdapter: parse5.defaultTreeAdapter };

describe('parse / parseFragment API', function () {
  it('builds a JSON AST by default', function () {
    const doc = parse('<p>x');
    expect(doc.type).to.equal('document');
    expect(dumpTree(jsonAdapter, doc)).to.equal('| <html>\n|   <head>\n|   <body>\n|     <p>\n|       "x"');
  });

  it('returns the adapter\'s document type (parse5 adapter gives parse5 nodes)', function () {
    const doc = parse('<!DOCTYPE html><p>x', p5);
    expect(doc.nodeName).to.equal('#document');
    expect(doc.mode).to.equal('no-quirks');
  });

  it('sets quirks mode from the doctype', function () {
    expect(parse('<p>', p5).mode).to.equal('quirks');
    expect(parse('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "x">', p5).mode).to.equal('limited-quirks');
  });

  it('parses a fragment without context as template contents, like parse5', function () {
    const html = '<td>a</td><tr><col>';
    const ours = dumpTree(parse5.defaultTreeAdapter, parseFragment(html, p5));
    const theirs = dumpTree(parse5.defaultTreeAdapter, parse5.parseFragment(html));
    expect(ours).to.equal(theirs);
    expect(dumpTree(parse5.defaultTreeAdapter, parseFragment(null, html, p5))).to.equal(theirs);
  });

  it('parses a fragment in an element context', function () {
    const context = parse5.defaultTreeAdapter.createElement('tr', 'http://www.w3.org/1999/xhtml', []);
    const fragment = parseFragment(context, '<td>a<td>b', p5);
    expect(dumpTree(parse5.defaultTreeAdapter, fragment)).to.equal('| <td>\n|   "a"\n| <td>\n|   "b"');
  });

  it('parses a fragment in a foreign context', function () {
    const context = parse5.defaultTreeAdapter.createElement('svg', 'http://www.w3.org/2000/svg', []);
    const fragment = parseFragment(context, '<foreignobject><p>x', p5);
    expect(dumpTree(parse5.defaultTreeAdapter, fragment)).to.equal('| <svg foreignObject>\n|   <p>\n|     "x"');
  });

  it('uses RCDATA for a textarea context', function () {
    const context = parse5.defaultTreeAdapter.createElement('textarea', 'http://www.w3.org/1999/xhtml', []);
    expect(dumpTree(parse5.defaultTreeAdapter, parseFragment(context, '<b>x</b>', p5))).to.equal('| "<b>x</b>"');
  });

  it('parses noscript as raw text with scripting on and as markup with scripting off', function () {
    const html = '<noscript><p>x</p></noscript>';
    expect(dumpTree(parse5.defaultTreeAdapter, parse(html, p5))).to.include('"<p>x</p>"');
    expect(dumpTree(parse5.defaultTreeAdapter, parse(html, { ...p5, scriptingEnabled: false }))).to.include('<p>');
  });

  it('throws a TypeError naming the problem for non-string html', function () {
    expect(() => parse(42)).to.throw(TypeError, /html must be a string/);
    expect(() => parse(null)).to.throw(TypeError, /html must be a string/);
    expect(() => parseFragment(undefined)).to.throw(TypeError, /html must be a string/);
  });

  it('throws a TypeError naming the option for option values that cannot work', function () {
    expect(() => parse('', 42)).to.throw(TypeError, 'parse: options must be an object, got number');
    expect(() => parse('', { onParseError: 'log' })).to.throw(TypeError, 'parse: options.onParseError must be a function, got string');
    expect(() => parse('', { treeAdapter: 'parse5' })).to.throw(TypeError, /options.treeAdapter must be a tree adapter object, got string/);
    expect(() => parseFragment(5, '', p5)).to.throw(TypeError, /the context must be an element of the tree adapter or a tag name, got number/);
  });

  it('calls the adapter hooks for pushes and pops of the stack of open elements', function () {
    const pushed = [];
    const popped = [];
    const adapter = {
      ...parse5.defaultTreeAdapter,
      onItemPush: (el) => pushed.push(el.tagName),
      onItemPop: (el) => popped.push(el.tagName),
    };
    parse('<div><span>x</span></div>', { treeAdapter: adapter });
    expect(pushed).to.deep.equal(['html', 'head', 'body', 'div', 'span']);
    expect(popped.slice(0, 3)).to.deep.equal(['head', 'span', 'div']);
  });

  it('never throws on bad markup', function () {
    for (const html of ['<', '</', '<!', '<![CDATA[', '<svg><![CDATA[', '\u0000<table>\u0000', '<template><frameset>', '</html></body><p>']) {
      expect(() => parse(html, p5)).not.to.throw();
      expect(() => parseFragment(html, p5)).not.to.throw();
    }
  });
});
