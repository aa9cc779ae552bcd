// scan() and scanTokens() (lib/scanner/scan.ts): every kind and flag of docs/scanner.md, the
// packed ScanResult, the options and their misuse.
import { expect } from 'chai';
import { scan, scanTokens, ScanFlag, SCAN_KINDS, OBSOLETE_ELEMENTS } from 'larch-html';
import { show } from './helpers.js';


const expectScan = (input, expected, options) => expect(show(input, options), JSON.stringify(input)).to.deep.equal(expected);

describe('scanner: scan and scanTokens', () => {
  describe('kinds', () => {
    it('splits a start tag into its parts, as docs/scanner.md shows', () => {
      expectScan('<div class="note">', ['tagOpen "<"', 'tagName "div"', 'whitespace " "', 'attrName "class"', 'attrEquals "="', 'attrValue "\\"note\\""', 'tagClose ">"']);
      expectScan('<br />', ['tagOpen "<"', 'tagName "br"', 'whitespace " "', 'tagSelfClose "/>"']);
    });

    it('keeps whitespace around = as whitespace, and single-quoted and unquoted values whole', () => {
      expectScan("<a x = 'y' z=w>", ['tagOpen "<"', 'tagName "a"', 'whitespace " "', 'attrName "x"', 'whitespace " "', 'attrEquals "="', 'whitespace " "', 'attrValue "\'y\'"', 'whitespace " "', 'attrName "z"', 'attrEquals "="', 'attrValue "w"', 'tagClose ">"']);
      expectScan('<a b c=d/e>', ['tagOpen "<"', 'tagName "a"', 'whitespace " "', 'attrName "b"', 'whitespace " "', 'attrName "c"', 'attrEquals "="', 'attrValue "d/e"', 'tagClose ">"']);
    });

    it('gives end tags a </ opener', () => {
      expectScan('</p >', ['tagOpen "</"', 'tagName "p"', 'whitespace " "', 'tagClose ">"']);
    });

    it('splits text at character references, in text and in attribute values', () => {
      expectScan('x &amp; y', ['text "x "', 'charRef "&amp;"', 'text " y"']);
      expectScan('&#x41;&#65;&copy', ['charRef "&#x41;"', 'charRef "&#65;"', 'charRef[malformed:missing-semicolon-after-character-reference] "&copy"']);
      expectScan('<a href="&amp;&x">', ['tagOpen "<"', 'tagName "a"', 'whitespace " "', 'attrName "href"', 'attrEquals "="', 'attrValue "\\""', 'charRef "&amp;"', 'attrValue "&x\\""', 'tagClose ">"']);
      // A legacy reference followed by = in a value (#named-character-reference-state) stays value.
      expectScan('<a href="?a&copy=1">', ['tagOpen "<"', 'tagName "a"', 'whitespace " "', 'attrName "href"', 'attrEquals "="', 'attrValue "\\"?a&copy=1\\""', 'tagClose ">"']);
    });

    it('scans comments, bogus comments and the spec\'s short comment closes', () => {
      expectScan('<!-- a -->', ['commentOpen "<!--"', 'commentText " a "', 'commentClose "-->"']);
      expectScan('<!---->', ['commentOpen "<!--"', 'commentClose "-->"']);
      expectScan('<!-->', ['commentOpen "<!--"', 'commentClose[malformed:abrupt-closing-of-empty-comment] ">"']);
      expectScan('<!--a--!>', ['commentOpen "<!--"', 'commentText "a"', 'commentClose[malformed:incorrectly-closed-comment] "--!>"']);
      expectScan('<!x>', ['commentOpen[malformed:incorrectly-opened-comment] "<!"', 'commentText "x"', 'commentClose ">"']);
      expectScan('</ x>', ['commentOpen[malformed:invalid-first-character-of-tag-name] "</"', 'commentText " x"', 'commentClose ">"']);
    });

    it('opens CDATA sections in foreign content only; elsewhere <![CDATA[ is a bogus comment', () => {
      expectScan('<svg><![CDATA[x<y]]></svg>', ['tagOpen "<"', 'tagName "svg"', 'tagClose ">"', 'cdataOpen "<![CDATA["', 'cdataText "x<y"', 'cdataClose "]]>"', 'tagOpen "</"', 'tagName "svg"', 'tagClose ">"']);
      expectScan('<![CDATA[x]]>', ['commentOpen[malformed:cdata-in-html-content] "<!"', 'commentText "[CDATA[x]]"', 'commentClose ">"']);
      expectScan('<svg><desc><p><![CDATA[x]]>', ['tagOpen "<"', 'tagName "svg"', 'tagClose ">"', 'tagOpen "<"', 'tagName "desc"', 'tagClose ">"', 'tagOpen "<"', 'tagName "p"', 'tagClose ">"', 'commentOpen[malformed:cdata-in-html-content] "<!"', 'commentText "[CDATA[x]]"', 'commentClose ">"']);
      expectScan('<![CDATA[x]]>', ['cdataOpen "<![CDATA["', 'cdataText "x"', 'cdataClose "]]>"'], { cdata: true });
    });

    it("reads an annotation-xml's encoding: text/html makes it an HTML integration point, where <style> holds raw text", () => {
      const tags = (name) => ['tagOpen "<"', `tagName "${name}"`, 'tagClose ">"'];
      const annotation = ['tagOpen "<"', 'tagName "annotation-xml"', 'whitespace " "', 'attrName "encoding"', 'attrEquals "="'];
      expectScan('<math><annotation-xml encoding="text/html"><style>x<b></style>', [...tags('math'), ...annotation, 'attrValue "\\"text/html\\""', 'tagClose ">"', ...tags('style'), 'rawText "x<b>"', 'tagOpen "</"', 'tagName "style"', 'tagClose ">"']);
      expectScan('<math><annotation-xml encoding="x"><style>x<b></style>', [...tags('math'), ...annotation, 'attrValue "\\"x\\""', 'tagClose ">"', ...tags('style'), 'text "x"', ...tags('b'), 'tagOpen "</"', 'tagName "style"', 'tagClose ">"']);
    });

    it("reads a font's attributes in foreign content: with color, face or size it breaks out, and <style> holds raw text", () => {
      const kinds = (input) => scanTokens(input).filter((t) => t.kind === 'rawText' || t.kind === 'text').map((t) => t.kind);
      expect(kinds('<svg><font color=red><style>x<b></style>')).to.deep.equal(['rawText']);
      expect(kinds('<svg><font size=1><style>x<b></style>')).to.deep.equal(['rawText']);
      expect(kinds('<svg><font><style>x<b></style>')).to.deep.equal(['text']);
    });

    it('scans DOCTYPEs in any case', () => {
      expectScan('<!DOCTYPE html>', ['doctypeOpen "<!DOCTYPE"', 'doctypeText " html"', 'doctypeClose ">"']);
      expectScan('<!doctype html PUBLIC "a""b">', ['doctypeOpen "<!doctype"', 'doctypeText[malformed:missing-whitespace-between-doctype-public-and-system-identifiers] " html PUBLIC \\"a\\"\\"b\\""', 'doctypeClose ">"']);
    });

    it('scans processing instructions, and the ones the spec makes bogus comments', () => {
      expectScan('<?php echo 1 ?>', ['piOpen "<?"', 'piTarget "php"', 'whitespace " "', 'piText "echo 1 "', 'piClose "?>"']);
      expectScan('<?go>', ['piOpen "<?"', 'piTarget "go"', 'piClose ">"']);
      expectScan('<?xml version="1.0"?>', ['commentOpen[malformed:disallowed-processing-instruction-target] "<"', 'commentText "?xml version=\\"1.0\\"?"', 'commentClose ">"']);
      expectScan('<?9>', ['commentOpen[malformed:invalid-first-character-of-processing-instruction-target] "<"', 'commentText "?9"', 'commentClose ">"']);
    });

    it('makes the content of raw text, RCDATA, script and plaintext elements rawText', () => {
      for (const name of ['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']) {
        const tokens = scanTokens(`<${name}><b>&lt;</b></${name}>`);
        const kinds = tokens.map((t) => t.kind);
        expect(kinds.slice(3, -3), name).to.satisfy((k) => k.every((kind) => kind === 'rawText' || kind === 'charRef'));
        expect(kinds.slice(-3), name).to.deep.equal(['tagOpen', 'tagName', 'tagClose']);
      }
      expectScan('<title>a&amp;</title>', ['tagOpen "<"', 'tagName "title"', 'tagClose ">"', 'rawText "a"', 'charRef "&amp;"', 'tagOpen "</"', 'tagName "title"', 'tagClose ">"']);
      expectScan('<script><!--<script></script>x</script>', ['tagOpen "<"', 'tagName "script"', 'tagClose ">"', 'rawText "<!--<script></script>x"', 'tagOpen "</"', 'tagName "script"', 'tagClose ">"']);
      expectScan('<script>a</scripty></script\t>', ['tagOpen "<"', 'tagName "script"', 'tagClose ">"', 'rawText "a</scripty>"', 'tagOpen "</"', 'tagName "script"', 'whitespace "\\t"', 'tagClose ">"']);
      expectScan('<plaintext></plaintext>', ['tagOpen "<"', 'tagName[obsolete] "plaintext"', 'tagClose ">"', 'rawText "</plaintext>"']);
    });

    it('reads noscript as raw text only with scripting on', () => {
      expect(show('<noscript><p></noscript>')[3]).to.equal('rawText "<p>"');
      expect(show('<noscript><p></noscript>', { scriptingEnabled: false })[3]).to.equal('tagOpen "<"');
    });

    it('names every kind in SCAN_KINDS, in the order of the kind numbers', () => {
      expect(SCAN_KINDS).to.have.length(24);
      const result = scan('<!DOCTYPE html><?pi x?><svg><![CDATA[c]]></svg><a b="c" d=e /><!--x-->x&amp;<style>s</style>');
      const seen = new Set();
      for (let i = 0; i < result.length; i++) {
        expect(result.kindName(i)).to.equal(SCAN_KINDS[result.kind(i)]);
        seen.add(result.kindName(i));
      }
      expect([...SCAN_KINDS].filter((k) => !seen.has(k))).to.deep.equal([]);
    });
  });

  describe('flags', () => {
    it('flags a construct the end of the input cuts off unclosed on its opener', () => {
      expectScan('<div', ['tagOpen[unclosed:eof-in-tag] "<"', 'tagName "div"']);
      expectScan('<div class="x', ['tagOpen[unclosed:eof-in-tag] "<"', 'tagName "div"', 'whitespace " "', 'attrName "class"', 'attrEquals "="', 'attrValue "\\"x"']);
      expectScan('<!-- a', ['commentOpen[unclosed:eof-in-comment] "<!--"', 'commentText " a"']);
      expectScan('<math><![CDATA[x', ['tagOpen "<"', 'tagName "math"', 'tagClose ">"', 'cdataOpen[unclosed:eof-in-cdata] "<![CDATA["', 'cdataText "x"']);
      expectScan('<!DOCTYPE html', ['doctypeOpen[unclosed:eof-in-doctype] "<!DOCTYPE"', 'doctypeText " html"']);
      expectScan('<?php x', ['piOpen[unclosed:eof-in-processing-instruction] "<?"', 'piTarget "php"', 'whitespace " "', 'piText "x"']);
      expectScan('<textarea>x', ['tagOpen "<"', 'tagName "textarea"', 'tagClose ">"', 'rawText[unclosed] "x"']);
      expectScan('<script><!--<script>x', ['tagOpen "<"', 'tagName "script"', 'tagClose ">"', 'rawText[unclosed:eof-in-script-html-comment-like-text] "<!--<script>x"']);
    });

    it('flags malformed tags where the problem starts, with the spec\'s code', () => {
      expectScan('<a b="x"c>', ['tagOpen "<"', 'tagName "a"', 'whitespace " "', 'attrName "b"', 'attrEquals "="', 'attrValue "\\"x\\""', 'attrName[malformed:missing-whitespace-between-attributes] "c"', 'tagClose ">"']);
      expectScan('<a b=c"d>', ['tagOpen "<"', 'tagName "a"', 'whitespace " "', 'attrName "b"', 'attrEquals "="', 'attrValue[malformed:unexpected-character-in-unquoted-attribute-value] "c\\"d"', 'tagClose ">"']);
      expectScan('<a g=1 g=2>', ['tagOpen "<"', 'tagName "a"', 'whitespace " "', 'attrName "g"', 'attrEquals "="', 'attrValue "1"', 'whitespace " "', 'attrName[malformed:duplicate-attribute] "g"', 'attrEquals "="', 'attrValue "2"', 'tagClose ">"']);
      expectScan('<a b=>', ['tagOpen "<"', 'tagName "a"', 'whitespace " "', 'attrName "b"', 'attrEquals[malformed:missing-attribute-value] "="', 'tagClose ">"']);
      expectScan('<a =b>', ['tagOpen "<"', 'tagName "a"', 'whitespace " "', 'attrName[malformed:unexpected-equals-sign-before-attribute-name] "=b"', 'tagClose ">"']);
      expectScan('</a b>', ['tagOpen "</"', 'tagName "a"', 'whitespace " "', 'attrName[malformed:end-tag-with-attributes] "b"', 'tagClose ">"']);
      expectScan('<br/ >', ['tagOpen "<"', 'tagName "br"', 'whitespace[malformed:unexpected-solidus-in-tag] "/"', 'whitespace " "', 'tagClose ">"']);
      expectScan('</>x', ['tagOpen[malformed:missing-end-tag-name] "</"', 'tagClose ">"', 'text "x"']);
    });

    it('flags the characters of text-level errors as text tokens of their own', () => {
      expectScan('a\0b', ['text "a"', 'text[malformed:unexpected-null-character] "\\u0000"', 'text "b"']);
      expectScan('a<3 b', ['text "a"', 'text[malformed:invalid-first-character-of-tag-name] "<"', 'text "3 b"']);
      expectScan('x</', ['text "x"', 'text[malformed:eof-before-tag-name] "</"']);
      expectScan('&#xZ; &bogus;', ['charRef[malformed:absence-of-digits-in-numeric-character-reference] "&#x"', 'text "Z; "', 'charRef[malformed:unknown-named-character-reference] "&bogus;"']);
    });

    it('flags the input stream\'s errors only when asked', () => {
      expectScan('a\u0001b', ['text "a\\u0001b"']);
      expectScan('a\u0001b\ud800', ['text "a"', 'text[malformed:control-character-in-input-stream] "\\u0001"', 'text "b"', 'text[malformed:surrogate-in-input-stream] "\\ud800"'], { inputErrors: true });
    });

    it('flags the names of obsolete HTML elements, not of foreign ones', () => {
      expect(OBSOLETE_ELEMENTS).to.include.members(['font', 'center', 'marquee', 'blink', 'big', 'strike', 'basefont', 'tt']);
      for (const name of ['font', 'center', 'marquee', 'blink', 'big', 'strike', 'basefont', 'tt', 'acronym', 'frame']) {
        expect(show(`<${name}>`)[1], name).to.equal(`tagName[obsolete] "${name}"`);
        expect(show(`</${name.toUpperCase()}>`)[1], name).to.equal(`tagName[obsolete] "${name.toUpperCase()}"`);
      }
      expect(show('<div>')[1]).to.equal('tagName "div"');
      expect(show('<svg><marquee>')[4]).to.equal('tagName "marquee"');
    });

    it('exposes the flags as ScanFlag bits and the codes per token on the packed result', () => {
      const result = scan('<!-- a');
      expect(result.flags(0)).to.equal(ScanFlag.UNCLOSED);
      expect(result.code(0)).to.equal('eof-in-comment');
      expect(result.flags(1)).to.equal(0);
      expect(result.code(1)).to.equal(undefined);
      expect(scan('<font>').flags(1)).to.equal(ScanFlag.OBSOLETE);
    });
  });

  describe('the packed result', () => {
    it('keeps every character, CRs included: the slices concatenate to the input', () => {
      const input = '<p\r\nclass=a>x\r\ny\r<!--\r-->';
      const result = scan(input);
      let joined = '';
      for (let i = 0; i < result.length; i++) joined += input.slice(result.start(i), result.end(i));
      expect(joined).to.equal(input);
      expect(result.input).to.equal(input);
    });

    it('packs kind, flags and code into words, and ends into a Uint32Array', () => {
      const result = scan('<a b=c"d>x');
      expect(result.words).to.be.instanceOf(Uint32Array);
      expect(result.ends).to.be.instanceOf(Uint32Array);
      expect(result.words.length).to.equal(result.length);
      expect([...result.ends]).to.deep.equal([1, 2, 3, 4, 5, 8, 9, 10]);
      for (let i = 0; i < result.length; i++) {
        expect(result.words[i] & 0x1f).to.equal(result.kind(i));
        expect((result.words[i] >>> 5) & 0xf).to.equal(result.flags(i));
      }
      expect(result.code(5)).to.equal('unexpected-character-in-unquoted-attribute-value');
    });

    it('keeps each result its own tokens, whatever scans and edits come after it', () => {
      const first = scan('<a href="x">one</a>');
      const words = [...first.words];
      const ends = [...first.ends];
      const second = scan('<!-- two --><b>three</b>');
      second.edit(0, 0, '<i>');
      scan('<p>'.repeat(100));
      expect([...first.words]).to.deep.equal(words);
      expect([...first.ends]).to.deep.equal(ends);
      expect(second.tokens().map((t) => t.kind).slice(0, 4)).to.deep.equal(['tagOpen', 'tagName', 'tagClose', 'commentOpen']);
    });

    it('finds the token at an offset', () => {
      const result = scan('<a>xy</a>');
      expect(result.tokenAt(0)).to.equal(0);
      expect(result.tokenAt(4)).to.equal(3);
      expect(result.tokenAt(9)).to.equal(result.length - 1);
      expect(scan('').tokenAt(0)).to.equal(-1);
      expect(scan('').length).to.equal(0);
    });

    it('gives tag and attribute names as the parser sees them on the readable view', () => {
      const tokens = scanTokens('<DIV Class=x>');
      expect(tokens[1]).to.include({ kind: 'tagName', name: 'div' });
      expect(tokens[3]).to.include({ kind: 'attrName', name: 'class' });
      expect(tokens[0]).to.not.have.property('name');
      expect(scan('<a>b</a>').tokens(3, 5).map((t) => t.kind)).to.deep.equal(['text', 'tagOpen']);
    });
  });

  describe('options', () => {
    it('starts in the initial state given, with the last start tag given', () => {
      expectScan('a<b></style>c', ['rawText "a<b>"', 'tagOpen "</"', 'tagName "style"', 'tagClose ">"', 'text "c"'], { initialState: 'rawtext', lastStartTag: 'style' });
      expectScan('a</style>', ['rawText[unclosed] "a</style>"'], { initialState: 'rawtext', lastStartTag: 'title' });
      expectScan('x]]>y', ['cdataText "x"', 'cdataClose "]]>"', 'text "y"'], { initialState: 'cdataSection' });
      expectScan('x]]><p>', ['cdataText "x"', 'cdataClose "]]>"', 'tagOpen "<"', 'tagName "p"', 'tagClose ">"'], { initialState: 'cdataSection' });
    });

    it('without tree feedback, tokenizes as tokenize() does: no raw text after <script>', () => {
      expect(show('<script><b></script>', { treeFeedback: false })[3]).to.equal('tagOpen "<"');
    });

    it('throws a TypeError that names the problem on misuse', () => {
      expect(() => scan(3)).to.throw(TypeError, /scan: .*input/);
      expect(() => scan('x', { initialState: 'nowhere' })).to.throw(TypeError, /unknown initialState "nowhere"/);
      expect(() => scan('x', { recovery: 'lenient' })).to.throw(TypeError, /unknown recovery "lenient"/);
      expect(() => scan('x', { lastStartTag: 1 })).to.throw(TypeError, /lastStartTag must be a string/);
      expect(() => scanTokens('x', 'editing')).to.throw(TypeError, /scanTokens/);
    });

    it('never throws on strange input', () => {
      for (const input of ['\ud800', '\0', '<<<<', '</', '<!', '<?', '&#', '<a b="', '<svg><![CDATA[', '\r', '<!DOCTYPE', '<a\0=\0>']) {
        for (const options of [{}, { recovery: 'editing' }, { treeFeedback: false, inputErrors: true }]) {
          expect(() => scan(input, options), JSON.stringify(input)).to.not.throw();
        }
      }
    });
  });
});
