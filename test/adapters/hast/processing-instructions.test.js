// Processing instructions (#insert-a-processing-instruction) in hast: by default the comment
// rehype-parse makes (so trees stay equal to rehype-parse's and every hast tool handles them);
// with `processingInstructions: 'instruction'` an `instruction` node in xast's shape.
import { expect } from 'chai';
import { unified } from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { parse, serialize } from 'larch-html';
import { createHastAdapter, parseHast } from 'larch-html/adapters/hast';
import { rehypeLarch } from 'larch-html/rehype';

const strip = (node) => JSON.parse(JSON.stringify(node));

describe('hast adapter: processing instructions', () => {
  it('makes the comment rehype-parse makes by default, positions included', () => {
    const ours = parseHast('<p>a<?pi some data?>b</p>', { fragment: true });
    const theirs = unified().use(rehypeParse, { fragment: true }).parse('<p>a<?pi some data?>b</p>');
    expect(strip(ours)).to.deep.equal(strip(theirs));
    expect(ours.children[0].children[1]).to.deep.include({ type: 'comment', value: '?pi some data?' });
  });

  it("makes an `instruction` node with `processingInstructions: 'instruction'`", () => {
    const root = parseHast('<p>a<?pi some data?>b</p>', { fragment: true, processingInstructions: 'instruction' });
    expect(strip(root.children[0].children[1])).to.deep.equal({
      type: 'instruction',
      name: 'pi',
      value: 'some data',
      position: { start: { line: 1, column: 5, offset: 4 }, end: { line: 1, column: 21, offset: 20 } },
    });
    const bare = parseHast('<?x>', { positions: false, processingInstructions: 'instruction' });
    expect(strip(bare.children[0])).to.deep.equal({ type: 'instruction', name: 'x', value: '' });
  });

  it('reads instruction nodes back through the adapter (larch serializer)', () => {
    const adapter = createHastAdapter({ processingInstructions: 'instruction' });
    expect(serialize(parse('<p><?x y?>', { treeAdapter: adapter }), { treeAdapter: adapter })).to.equal(
      '<html><head></head><body><p><?x y?></p></body></html>',
    );
  });

  it('rehype plugin: comments by default (rehype-stringify writes them), instructions when asked', () => {
    const out = String(unified().use(rehypeLarch, { fragment: true }).use(rehypeStringify).processSync('<p><?pi x?></p>'));
    expect(out).to.equal('<p><!--?pi x?--></p>');
    const tree = unified().use(rehypeLarch, { fragment: true, processingInstructions: 'instruction' }).parse('<p><?pi x?></p>');
    expect(tree.children[0].children[0]).to.deep.include({ type: 'instruction', name: 'pi', value: 'x' });
  });

  it('throws a TypeError for a wrong processingInstructions value', () => {
    expect(() => createHastAdapter({ processingInstructions: 'node' })).to.throw(TypeError, /processingInstructions must be 'comment' or 'instruction'/);
    expect(() => unified().use(rehypeLarch, { processingInstructions: true }).freeze()).to.throw(TypeError, /processingInstructions/);
  });
});
