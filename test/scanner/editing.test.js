// The editing recovery of docs/scanner.md (lib/scanner/editing.ts): every row of its table, what
// it leaves to the spec, and that it never loses a character.
import { expect } from 'chai';
import { scan } from 'larch-html';
import { coverageProblem, show } from './helpers.js';

const EDITING = { recovery: 'editing' };
const expectEditing = (input, expected) => expect(show(input, EDITING), JSON.stringify(input)).to.deep.equal(expected);

describe('scanner: editing recovery', () => {
  it('ends a start tag left open at the line end, flagged unclosed, with a synthetic close', () => {
    expectEditing('<div class="note\n<p>x', [
      'tagOpen[unclosed:eof-in-tag] "<"', 'tagName "div"', 'whitespace " "', 'attrName "class"', 'attrEquals "="', 'attrValue[malformed] "\\"note"', 'tagClose[synthetic] ""',
      'text "\\n"', 'tagOpen "<"', 'tagName "p"', 'tagClose ">"', 'text "x"',
    ]);
    expectEditing('<div class=note\n<p>', ['tagOpen[unclosed:eof-in-tag] "<"', 'tagName "div"', 'whitespace " "', 'attrName "class"', 'attrEquals "="', 'attrValue "note"', 'tagClose[synthetic] ""', 'text "\\n"', 'tagOpen "<"', 'tagName "p"', 'tagClose ">"']);
    expectEditing('<div\n<p>', ['tagOpen[unclosed:eof-in-tag] "<"', 'tagName "div"', 'tagClose[synthetic] ""', 'text "\\n"', 'tagOpen "<"', 'tagName "p"', 'tagClose ">"']);
  });

  it('ends a start tag left open at the next < when no line end comes first', () => {
    expectEditing('<div <p>', ['tagOpen[unclosed:eof-in-tag] "<"', 'tagName "div"', 'whitespace " "', 'tagClose[synthetic] ""', 'tagOpen "<"', 'tagName "p"', 'tagClose ">"']);
    // The spec would read `<p` as part of an unquoted value, then close the tag at its `>`.
    expect(show('<a href=x<p>y')).to.deep.equal(['tagOpen "<"', 'tagName "a"', 'whitespace " "', 'attrName "href"', 'attrEquals "="', 'attrValue[malformed:unexpected-character-in-unquoted-attribute-value] "x<p"', 'tagClose ">"', 'text "y"']);
    expect(show('<a href=x<p>y', EDITING).slice(-5)).to.deep.equal(['tagClose[synthetic] ""', 'tagOpen "<"', 'tagName "p"', 'tagClose ">"', 'text "y"']);
  });

  it('closes a start tag the end of the input cuts off there', () => {
    expectEditing('<p>ok</p><div', ['tagOpen "<"', 'tagName "p"', 'tagClose ">"', 'text "ok"', 'tagOpen "</"', 'tagName "p"', 'tagClose ">"', 'tagOpen[unclosed:eof-in-tag] "<"', 'tagName "div"', 'tagClose[synthetic] ""']);
  });

  it('ends an end tag left open at the line end, flagged malformed', () => {
    expectEditing('</div\n<p>', ['tagOpen[malformed:eof-in-tag] "</"', 'tagName "div"', 'tagClose[synthetic] ""', 'text "\\n"', 'tagOpen "<"', 'tagName "p"', 'tagClose ">"']);
    expectEditing('</div\nfoo', ['tagOpen[malformed:eof-in-tag] "</"', 'tagName "div"', 'tagClose[synthetic] ""', 'text "\\nfoo"']);
  });

  it('ends an attribute value with an open quote at the line end or at a >, flagged malformed', () => {
    expectEditing('<a title="x\ny\n<b>">z', [
      'tagOpen[unclosed:eof-in-tag] "<"', 'tagName "a"', 'whitespace " "', 'attrName "title"', 'attrEquals "="', 'attrValue[malformed] "\\"x"', 'tagClose[synthetic] ""',
      'text "\\ny\\n"', 'tagOpen "<"', 'tagName "b"', 'tagClose ">"', 'text "\\">z"',
    ]);
    expectEditing('<a title="x>y\n<b>', ['tagOpen "<"', 'tagName "a"', 'whitespace " "', 'attrName "title"', 'attrEquals "="', 'attrValue[malformed] "\\"x"', 'tagClose ">"', 'text "y\\n"', 'tagOpen "<"', 'tagName "b"', 'tagClose ">"']);
  });

  it('leaves complete tags, multi-line values and multi-line tags without a < to the spec', () => {
    for (const input of ['<a title="x>y">z', '<a title="x\ny">z', '<div\n  class=a\n  id=b>x', '<p>a</p>']) {
      expect(show(input, EDITING), input).to.deep.equal(show(input));
    }
  });

  it('runs comments, CDATA sections and DOCTYPEs left open to the end of the input, unclosed', () => {
    expectEditing('<!-- a\n<p>', ['commentOpen[unclosed:eof-in-comment] "<!--"', 'commentText " a\\n<p>"']);
    expectEditing('<svg><![CDATA[a\n<p>', ['tagOpen "<"', 'tagName "svg"', 'tagClose ">"', 'cdataOpen[unclosed:eof-in-cdata] "<![CDATA["', 'cdataText "a\\n<p>"']);
    expectEditing('<!DOCTYPE html\n<p>', ['doctypeOpen "<!DOCTYPE"', 'doctypeText[malformed:invalid-character-sequence-after-doctype-name] " html\\n<p"', 'doctypeClose ">"']);
    expectEditing('<!DOCTYPE x [\n<!ENTITY a "b">\n', ['doctypeOpen[unclosed:eof-in-doctype] "<!DOCTYPE"', 'doctypeText[malformed:invalid-character-sequence-after-doctype-name] " x [\\n<!ENTITY a \\"b\\">\\n"']);
  });

  it('lets a DOCTYPE span lines and an internal subset, to its ]>', () => {
    const input = '<!DOCTYPE x [\n<!ENTITY a "b>c">\n]>\n<p>';
    expect(show(input, EDITING)).to.deep.equal(['doctypeOpen "<!DOCTYPE"', 'doctypeText[malformed:invalid-character-sequence-after-doctype-name] " x [\\n<!ENTITY a \\"b>c\\">\\n]"', 'doctypeClose ">"', 'text "\\n"', 'tagOpen "<"', 'tagName "p"', 'tagClose ">"']);
    // The spec ends it at the first `>`.
    expect(show(input)[2]).to.equal('doctypeClose ">"');
    expect(scan(input).end(2)).to.equal(input.indexOf('>') + 1);
  });

  it('ends a processing instruction left open at its line end, or at the end of the input', () => {
    expectEditing('<?php x\n<p>', ['piOpen[unclosed:eof-in-processing-instruction] "<?"', 'piTarget "php"', 'whitespace " "', 'piText "x"', 'text "\\n"', 'tagOpen "<"', 'tagName "p"', 'tagClose ">"']);
    expectEditing('<?php x', ['piOpen[unclosed:eof-in-processing-instruction] "<?"', 'piTarget "php"', 'whitespace " "', 'piText "x"']);
    expectEditing('<?php x\ny ?>', ['piOpen "<?"', 'piTarget "php"', 'whitespace " "', 'piText "x\\ny "', 'piClose "?>"']);
  });

  it('runs raw text without its end tag to the end of the input, unclosed', () => {
    expectEditing('<script>x<p>', ['tagOpen "<"', 'tagName "script"', 'tagClose ">"', 'rawText[unclosed] "x<p>"']);
  });

  it('applies a recovered start tag: its raw text follows, as for a closed one', () => {
    expectEditing('<style media=x\n<b>a</style>', ['tagOpen[unclosed:eof-in-tag] "<"', 'tagName "style"', 'whitespace " "', 'attrName "media"', 'attrEquals "="', 'attrValue "x"', 'tagClose[synthetic] ""', 'rawText "\\n<b>a"', 'tagOpen "</"', 'tagName "style"', 'tagClose ">"']);
  });

  it('recovers long runs of broken tags, covering every character', () => {
    const input = '<div class="a\n'.repeat(2000) + '<p>end';
    const result = scan(input, EDITING);
    expect(coverageProblem(input, result)).to.equal(null);
    let synthetic = 0;
    for (let i = 0; i < result.length; i++) if (result.flags(i) & 8) synthetic++;
    expect(synthetic).to.equal(2000);
  });
});
