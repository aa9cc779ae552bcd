// scanMarkupAt (lib/scanner/markup-at.ts): the question a Markdown parser asks at a `<`.
import { expect } from 'chai';
import { scanMarkupAt } from 'larch-html';

const construct = (text, offset, options) => {
  const found = scanMarkupAt(text, offset, options);
  return found === null ? null : text.slice(found.start, found.end);
};

describe('scanner: scanMarkupAt', () => {
  it('finds tags, comments, processing instructions, CDATA sections and DOCTYPEs, and where they end', () => {
    expect(construct('<div class=x>\nhi', 0)).to.equal('<div class=x>');
    expect(construct('a </span> b', 2)).to.equal('</span>');
    expect(construct('<!-- note --> x', 0)).to.equal('<!-- note -->');
    expect(construct('<?php echo 1 ?> x', 0)).to.equal('<?php echo 1 ?>');
    expect(construct('<![CDATA[a>b]]> x', 0)).to.equal('<![CDATA[a>b]]>');
    expect(construct('<!DOCTYPE html>x', 0)).to.equal('<!DOCTYPE html>');
    expect(construct('<a title="x>y">z', 0)).to.equal('<a title="x>y">');
  });

  it('answers null where the < starts no markup', () => {
    for (const [text, offset] of [['< b', 0], ['<3', 0], ['a<b', 1], ['x<', 1], ['</', 0], ['<', 0], ['x', 0], ['<p>', 1]]) {
      expect(scanMarkupAt(text, offset), `${text} at ${offset}`).to.equal(null);
    }
  });

  it('runs raw text elements through their end tag', () => {
    expect(construct('<script>a<b</script>c', 0)).to.equal('<script>a<b</script>');
    expect(construct('<style>x</style >y', 0)).to.equal('<style>x</style >');
    expect(construct('<textarea><p></textarea>', 0)).to.equal('<textarea><p></textarea>');
    expect(construct('<pre>\nx</pre>', 0)).to.equal('<pre>');
  });

  it('returns the construct\'s tokens and its length', () => {
    const found = scanMarkupAt('x <br/> y', 2);
    expect(found).to.include({ start: 2, end: 7, length: 5 });
    expect(found.tokens.map((t) => t.kind)).to.deep.equal(['tagOpen', 'tagName', 'tagSelfClose']);
    expect(found.tokens[0].start).to.equal(2);
  });

  it('flags constructs left open at the end of the text', () => {
    const comment = scanMarkupAt('<!-- a', 0);
    expect(comment.end).to.equal(6);
    expect(comment.tokens[0].flags).to.deep.equal(['unclosed']);
    const raw = scanMarkupAt('<textarea>a', 0);
    expect(raw.tokens.at(-1)).to.include({ kind: 'rawText' }).and.to.have.deep.property('flags', ['unclosed']);
  });

  it('reads a tag the end of the text cuts off as no markup, and the editing recovery closes it at the line end', () => {
    expect(scanMarkupAt('<div class="x\nmore', 0)).to.equal(null);
    const found = scanMarkupAt('<div class="x\nmore', 0, { recovery: 'editing' });
    expect(found.end).to.equal(13);
    expect(found.tokens.map((t) => t.kind + t.flags.map((f) => `[${f}]`).join(''))).to.deep.equal(['tagOpen[unclosed]', 'tagName', 'whitespace', 'attrName', 'attrEquals', 'attrValue[malformed]', 'tagClose[synthetic]']);
    expect(construct('<div\n<p>', 0, { recovery: 'editing' })).to.equal('<div');
  });

  it('reads CDATA sections as constructs by default, and as bogus comments with cdata: false', () => {
    expect(construct('<![CDATA[a>b]]>', 0, { cdata: false })).to.equal('<![CDATA[a>');
  });

  it('costs the construct, not the rest of the text', () => {
    const text = '<b>' + 'x'.repeat(1_000_000);
    const found = scanMarkupAt(text, 0);
    expect(found.length).to.equal(3);
  });

  it('throws a TypeError that names the problem on misuse', () => {
    expect(() => scanMarkupAt('<a>', 5)).to.throw(TypeError, /scanMarkupAt: offset/);
    expect(() => scanMarkupAt('<a>', -1)).to.throw(TypeError, /offset/);
    expect(() => scanMarkupAt(null, 0)).to.throw(TypeError, /scanMarkupAt/);
    expect(() => scanMarkupAt('<a>', 0, { initialState: 'rawtext' })).to.throw(TypeError, /initialState/);
  });
});
