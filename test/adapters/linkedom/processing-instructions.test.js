// Processing instructions (#insert-a-processing-instruction) in linkedom HTML documents: linkedom
// has no createProcessingInstruction, so the adapter makes a LinkedomProcessingInstruction (a
// comment-based node with `target`, see adapters/linkedom/shared.ts, limit 12).
import { expect } from 'chai';
import { serialize } from 'larch-html';
import { createLinkedomAdapter, LinkedomProcessingInstruction, parseHTMLDocument } from 'larch-html/adapters/linkedom';

describe('linkedom adapter: processing instructions', () => {
  it('inserts a LinkedomProcessingInstruction with target and data', () => {
    const document = parseHTMLDocument('<p>a<?pi some data?>b</p>');
    const p = document.querySelector('p');
    const pi = p.childNodes[1];
    expect(pi).to.be.instanceOf(LinkedomProcessingInstruction);
    expect([pi.target, pi.data, pi.nodeName]).to.deep.equal(['pi', 'some data', 'pi']);
    expect([pi.previousSibling.data, pi.nextSibling.data]).to.deep.equal(['a', 'b']);
  });

  it('serializes it through linkedom (innerHTML, toString) and through larch', () => {
    const document = parseHTMLDocument('<?top?><p>a<?pi some data?>b</p>');
    expect(document.querySelector('p').innerHTML).to.equal('a<?pi some data?>b');
    expect(document.toString()).to.equal('<?top?><html><head></head><body><p>a<?pi some data?>b</p></body></html>');
    const adapter = createLinkedomAdapter();
    expect(serialize(document.querySelector('p'), { treeAdapter: adapter })).to.equal('a<?pi some data?>b');
  });

  it('leaves selectors, textContent and children alone, and clones', () => {
    const document = parseHTMLDocument('<div><p>a<?pi x?>b</p></div>');
    expect(document.querySelectorAll('div *').length).to.equal(1);
    expect(document.querySelector('p').textContent).to.equal('ab');
    expect(document.querySelector('p').children.length).to.equal(0);
    const clone = document.querySelector('p').cloneNode(true);
    expect(clone.childNodes[1]).to.be.instanceOf(LinkedomProcessingInstruction);
    expect(clone.innerHTML).to.equal('a<?pi x?>b');
  });

  it('tells it from a comment through the adapter', () => {
    const adapter = createLinkedomAdapter();
    const document = parseHTMLDocument('<p><?pi x?><!--c-->');
    const [pi, comment] = document.querySelector('p').childNodes;
    expect([adapter.isProcessingInstructionNode(pi), adapter.isCommentNode(pi)]).to.deep.equal([true, false]);
    expect([adapter.isProcessingInstructionNode(comment), adapter.isCommentNode(comment)]).to.deep.equal([false, true]);
  });
});
