// The optional tree adapter hooks onItemPush / onItemPop: every element the parser puts on the
// stack of open elements is announced once, and every element it takes off was announced.
import { expect } from 'chai';
import { parse } from 'larch-html';
import { adapter } from 'larch-html/adapters/json';

function hookLog(html) {
  const log = [];
  const spy = {
    ...adapter,
    onItemPush: (element) => log.push(['push', element]),
    onItemPop: (element) => log.push(['pop', element]),
  };
  parse(html, { treeAdapter: spy });
  return log;
}

describe('onItemPush / onItemPop', () => {
  it('announce the element the adoption agency puts back on the stack (<b><p>x</b>y<a><div>z</a>w)', () => {
    const log = hookLog('<b><p>x</b>y<a><div>z</a>w');
    const pushes = log.filter(([kind]) => kind === 'push');
    const pops = log.filter(([kind]) => kind === 'pop');
    expect(pushes).to.have.length(pops.length);
    expect(pushes).to.have.length(9);
    const pushed = new Set();
    for (const [kind, element] of log) {
      if (kind === 'push') {
        expect(pushed.has(element), `${element.tagName} pushed twice`).to.equal(false);
        pushed.add(element);
      } else {
        expect(pushed.has(element), `${element.tagName} popped but never pushed`).to.equal(true);
        pushed.delete(element);
      }
    }
    expect(pushed.size).to.equal(0);
  });

  it('balance on every html5lib-style misnesting the adoption agency handles', () => {
    for (const html of ['<a><p>1<a>2', '<b><i><p>x</b>y</i>', '<nobr><nobr>', '<table><a>1<td>2</a>3']) {
      const log = hookLog(html);
      expect(log.filter(([k]) => k === 'push').length, html).to.equal(log.filter(([k]) => k === 'pop').length);
    }
  });
});
