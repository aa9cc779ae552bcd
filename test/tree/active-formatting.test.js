// lib/tree/active-formatting.ts: the list of active formatting elements
// (#the-list-of-active-formatting-elements), on its own. Imports tsc's build/.
import { expect } from 'chai';
import { ActiveFormatting, MARKER } from '../../build/lib/tree/active-formatting.js';
import { getTagId } from '../../build/lib/common/tags.js';

const token = (tagName, attrs = []) => ({ tagName, tagId: getTagId(tagName), attrs });
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
    const open = () => names(list).map((_, i) => list.isOpen(i));
    expect(open()).to.deep.equal([true, true]);
    list.markClosed(a);
    expect(open()).to.deep.equal([false, true]);
    const copy = { name: 'a2' };
    list.replaceAt(0, copy, token('a'));
    expect([names(list), open()]).to.deep.equal([['a2', 'b'], [true, true]]);
    list.insertAt(1, { name: 'u' }, token('u'));
    expect(names(list)).to.deep.equal(['a2', 'u', 'b']);
    list.remove(b);
    list.removeAt(0);
    expect([names(list), list.length, list.indexOf(copy)]).to.deep.equal([['u'], 1, -1]);
  });

  it("drops the earliest equal element however many others lie between (Noah's Ark over a long list)", () => {
    const list = new ActiveFormatting();
    const x = [{ name: 'id', value: 'x' }];
    push(list, 'b', x, 'x1');
    push(list, 'b', x, 'x2');
    push(list, 'b', x, 'x3');
    for (let i = 0; i < 100; i++) push(list, 'b', [{ name: 'id', value: String(i) }], `b${i}`);
    push(list, 'b', x, 'x4');
    push(list, 'b', x, 'x5');
    const kept = names(list).filter((n) => n.startsWith('x'));
    expect(kept).to.deep.equal(['x3', 'x4', 'x5']);
    expect(list.length).to.equal(103);
  });

  it('counts equal elements only since the last marker, through removals, insertions and clears', () => {
    const list = new ActiveFormatting();
    const b1 = push(list, 'b', [], 'b1');
    push(list, 'b', [], 'b2');
    list.remove(b1);
    push(list, 'b', [], 'b3');
    push(list, 'b', [], 'b4');
    expect(names(list)).to.deep.equal(['b2', 'b3', 'b4']);
    list.insertAt(0, { name: 'b0' }, token('b'));
    expect(names(list)).to.deep.equal(['b0', 'b2', 'b3', 'b4']);
    push(list, 'b', [], 'b5');
    // Four equal entries (the insertion is not subject to the clause): only the earliest goes.
    expect(names(list)).to.deep.equal(['b2', 'b3', 'b4', 'b5']);
    list.pushMarker();
    push(list, 'b', [], 'c1');
    push(list, 'b', [], 'c2');
    push(list, 'b', [], 'c3');
    list.clearToLastMarker();
    push(list, 'b', [], 'b6');
    expect(names(list)).to.deep.equal(['b3', 'b4', 'b5', 'b6']);
  });

  it("compares a pushed element with a bounded number of others, however long the list (Noah's Ark)", () => {
    const list = new ActiveFormatting();
    let reads = 0;
    const counted = (attrs) => {
      const t = token('b');
      Object.defineProperty(t, 'attrs', { get: () => (reads++, attrs) });
      return t;
    };
    const n = 2000;
    for (let i = 0; i < n; i++) list.push({ name: `b${i}` }, counted([{ name: 'id', value: String(i) }]));
    expect(list.length).to.equal(n);
    // While the list is short (32 entries) a push compares with the entries since the marker; past
    // that, one read per push keys the new element and no earlier element is compared.
    expect(reads).to.be.at.most(2 * n + 32 * 32);
  });

  it('keeps the same answers once a long list is indexed, and after it shrinks again', () => {
    const list = new ActiveFormatting();
    const x = [{ name: 'id', value: 'x' }];
    const nodes = [];
    for (let i = 0; i < 20; i++) nodes.push(push(list, 'i', [{ name: 'n', value: String(i) }], `i${i}`));
    list.pushMarker();
    push(list, 'b', x, 'x1');
    push(list, 'b', x, 'x2');
    for (let i = 0; i < 20; i++) nodes.push(push(list, 'u', [{ name: 'n', value: String(i) }], `u${i}`));
    push(list, 'b', x, 'x3');
    expect(list.length).to.equal(44);
    list.markClosed(nodes[5]);
    list.markClosed(nodes[25]);
    expect(list.isOpen(5)).to.equal(false);
    expect(list.isOpen(20)).to.equal(false); // the marker
    expect(list.isOpen(28)).to.equal(false); // u5
    expect(list.isOpen(27)).to.equal(true);
    push(list, 'b', x, 'x4');
    expect(names(list).filter((n) => n.startsWith('x'))).to.deep.equal(['x2', 'x3', 'x4']);
    const copy = { name: 'u5b' };
    list.replaceAt(28, copy, list.tokens[28]);
    expect([list.nodes[28], list.isOpen(28)]).to.deep.equal([copy, true]);
    list.insertAt(21, { name: 'y' }, token('b', x));
    push(list, 'b', x, 'x5');
    expect(names(list).filter((n) => n === 'y' || n.startsWith('x'))).to.deep.equal(['x2', 'x3', 'x4', 'x5']);
    list.clearToLastMarker();
    expect(list.length).to.equal(20);
    expect(list.isOpen(5)).to.equal(false);
    expect(list.isOpen(6)).to.equal(true);
    for (let i = 0; i < 5; i++) list.removeAt(list.length - 1);
    expect(list.length).to.equal(15);
    list.markClosed(nodes[6]);
    expect([list.isOpen(5), list.isOpen(6), list.isOpen(7)]).to.deep.equal([false, false, true]);
  });
});
