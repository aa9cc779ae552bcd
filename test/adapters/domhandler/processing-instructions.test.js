// Processing instructions (#insert-a-processing-instruction) through the domhandler adapter:
// htmlparser2's ProcessingInstruction shape, which cheerio and dom-serializer handle.
import { expect } from 'chai';
import * as cheerio from 'cheerio';
import render from 'dom-serializer';
import * as domhandler from 'domhandler';
import { parse, serialize } from 'larch-html';
import { adapter, createCheerioLoad, createDomhandlerAdapter } from 'larch-html/adapters/domhandler';

const bodyOf = (document) => document.children.find((n) => n.name === 'html').children[1];

describe('domhandler adapter: processing instructions', () => {
  it('builds a ProcessingInstruction named `?target` with data `?target data`, as htmlparser2 does', () => {
    const p = bodyOf(parse('<p>a<?pi some data?>b', { treeAdapter: adapter })).children[0];
    const pi = p.children[1];
    expect(pi).to.be.instanceOf(domhandler.ProcessingInstruction);
    expect([pi.type, pi.name, pi.data]).to.deep.equal(['directive', '?pi', '?pi some data']);
    expect([pi.prev.data, pi.next.data, pi.parent]).to.deep.equal(['a', 'b', p]);
    const empty = bodyOf(parse('<?e>', { treeAdapter: adapter })).parent.parent.children[0];
    expect([empty.name, empty.data]).to.deep.equal(['?e', '?e']);
  });

  it('reads the target and data back, and the serializer writes `<?target data?>`', () => {
    const document = parse('<p><?pi some data?><?e>', { treeAdapter: adapter });
    const pi = bodyOf(document).children[0].children[0];
    expect([adapter.isProcessingInstructionNode(pi), adapter.getProcessingInstructionTarget(pi), adapter.getProcessingInstructionData(pi)]).to.deep.equal([true, 'pi', 'some data']);
    expect(adapter.isDocumentTypeNode(pi)).to.equal(false);
    expect(serialize(document, { treeAdapter: adapter })).to.equal('<html><head></head><body><p><?pi some data?><?e ?></p></body></html>');
  });

  it('works with domhandler 5 too', async () => {
    const dh5 = createDomhandlerAdapter(await import('domhandler-v5'));
    const pi = bodyOf(parse('<?x y>', { treeAdapter: dh5 })).parent.parent.children[0];
    expect([pi.type, pi.name, pi.data]).to.deep.equal(['directive', '?x', '?x y']);
  });

  it('dom-serializer writes it back as `<?target data>`, which reparses to the same node', () => {
    const document = parse('<p><?pi some data?>', { treeAdapter: adapter });
    const html = render(document);
    expect(html).to.contain('<p><?pi some data></p>');
    const again = bodyOf(parse(html, { treeAdapter: adapter })).children[0].children[0];
    expect([again.name, again.data]).to.deep.equal(['?pi', '?pi some data']);
  });

  it("cheerio (createCheerioLoad): .html() writes it, .text() leaves it out, selectors skip it", () => {
    const $ = createCheerioLoad(cheerio.load)('<div><p>a<?pi x?>b</p></div>');
    expect($('p').html()).to.equal('a<?pi x?>b');
    expect($.html()).to.equal('<html><head></head><body><div><p>a<?pi x?>b</p></div></body></html>');
    expect($('p').text()).to.equal('ab');
    expect($('div *').length).to.equal(1);
    expect($('p').contents().length).to.equal(3);
    $('p').append('<?added y?>');
    expect($('p').html()).to.equal('a<?pi x?>b<?added y?>');
  });

  it("cheerio's own rendering (parse5's) and ours agree on everything else", () => {
    const html = '<!doctype html><p title="a&quot;b">x &amp; <b>y</b><!--c--><br><template><i>t</i></template><script>1<2</script>';
    const ours = createCheerioLoad(cheerio.load)(html);
    expect(ours.html()).to.equal(cheerio.load(html).html());
    expect(ours('p').html()).to.equal(cheerio.load(html)('p').html());
  });
});
