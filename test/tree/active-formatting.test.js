// lib/tree/active-formatting.ts: the list of active formatting elements
// (#the-list-of-active-formatting-elements), on its own. Imports tsc's build/.
import { expect } from 'chai';
import { ActiveFormatting, MARKER } from '../../build/lib/tree/active-formatting.js';
import { getTagId } from '../../build/lib/common/tags.js';

const token = (tagName, attrs = [], attrSpans = null) => ({ tagName, tagId: getTagId(tagName), attrs, attrSpans });
const names = (list) => list.nodes.map((node) => (node === MARKER ? '|' : node.name));

function push(list, tagName, attrs = [], name = tagName) {
  const node = { name };
  list.push(node, token(tagName, attrs));
  return node;
}

describe('ActiveFormatting', () => {
  it('keeps at most three equal elements since the last marker (Noah\'s Ark), dropping the earliest', () => {
    const list = new ActiveFormatting();
    push(list, 'b', [], 'b1');
    push(list, 'b', [], 'b2');
    push(list, 'b', [{ name: 'x', value: '1' }], 'bx');
    push(list, 'b', [], 'b3');
    push(list, 'b', [], 'b4');
    expect(names(list)).to.deep.equal(['b2', 'bx', 'b3', 'b4']);
    list.pushMarker();
    push(list, 'b', [], 'b5');
    expect(names(list)).to.deep.equal(['b2', 'bx', 'b3', 'b4', '|', 'b5']);
  });

  it('compares attributes as sets (name, value, namespace), not in order', () => {
    const list = new ActiveFormatting();
    const a = { name: 'a', value: '1' };
    const b = { name: 'b', value: '2' };
    push(list, 'i', [a, b], 'i1');
    push(list, 'i', [b, a], 'i2');
    push(list, 'i', [a, b], 'i3');
    push(list, 'i', [b, { name: 'a', value: '1', namespace: 'ns' }], 'other');
    push(list, 'i', [b, a], 'i4');
    expect(names(list)).to.deep.equal(['i2', 'i3', 'other', 'i4']);
  });

  it('finds the last element with a tag since the last marker', () => {
    const list = new ActiveFormatting();
    push(list, 'a');
    list.pushMarker();
    push(list, 'b');
    expect(list.lastIndexOfTagSinceMarker(getTagId('b'))).to.equal(2);
    expect(list.lastIndexOfTagSinceMarker(getTagId('a'))).to.equal(-1);
  });

  it('clears up to the last marker, the marker included', () => {
    const list = new ActiveFormatting();
    push(list, 'a');
    list.pushMarker();
    push(list, 'b');
    push(list, 'i');
    list.clearToLastMarker();
    expect(names(list)).to.deep.equal(['a']);
    list.clearToLastMarker();
    expect(list.length).to.equal(0);
  });

  it('tracks whether each element is still open, and replaces, inserts and removes entries', () => {
    const list = new ActiveFormatting();
    const a = push(list, 'a');
    const b = push(list, 'b');
    expect(list.open).to.deep.equal([true, true]);
    list.markClosed(a);
    expect(list.open).to.deep.equal([false, true]);
    const copy = { name: 'a2' };
    list.replaceAt(0, copy, token('a'));
    expect([names(list), list.open]).to.deep.equal([['a2', 'b'], [true, true]]);
    list.insertAt(1, { name: 'u' }, token('u'));
    expect(names(list)).to.deep.equal(['a2', 'u', 'b']);
    list.remove(b);
    list.removeAt(0);
    expect([names(list), list.length, list.indexOf(copy)]).to.deep.equal([['u'], 1, -1]);
  });

  it('keeps a copy of each start tag, since the tokenizer refills its tag object', () => {
    const list = new ActiveFormatting();
    const attrs = [{ name: 'href', value: 'x' }];
    const tag = token('a', attrs);
    list.push({ name: 'a' }, tag);
    tag.tagName = 'b';
    tag.tagId = getTagId('b');
    tag.attrs = [];
    expect(list.tokens[0]).to.not.equal(tag);
    expect([list.tokens[0].tagName, list.tokens[0].tagId, list.tokens[0].attrs]).to.deep.equal(['a', getTagId('a'), attrs]);
    expect(list.tokens[0].attrs).to.equal(attrs);
  });

  it('copies the attribute spans, which the tokenizer refills for every tag', () => {
    const list = new ActiveFormatting();
    const spans = [3, 7, 9, 10, 11];
    list.push({ name: 'a' }, token('a', [{ name: 'href', value: 'x' }], spans));
    spans[0] = 99;
    expect(list.tokens[0].attrSpans).to.deep.equal([3, 7, 9, 10, 11]);
  });

  it('copies the attribute objects too when the tokenizer lends them', () => {
    const list = new ActiveFormatting(true);
    const lent = { name: 'href', value: 'x', namespace: undefined, prefix: undefined };
    list.push({ name: 'a' }, token('a', [lent]));
    lent.name = 'class';
    lent.value = 'y';
    expect(list.tokens[0].attrs).to.deep.equal([{ name: 'href', value: 'x' }]);
  });
});
