import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment } from 'larch-html';

const adapter = parse5.defaultTreeAdapter;
const withLocations = { treeAdapter: adapter, sourceCodeLocationInfo: true };

/** The first element named `tagName`, found iteratively. */
function find(root, tagName, nth = 0) {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.shift();
    if (node.tagName === tagName && nth-- === 0) return node;
    if (node.childNodes) stack.push(...node.childNodes);
  }
  return null;
}

function span(loc) {
  return [loc.startOffset, loc.endOffset];
}

describe('tree builder: source locations', function () {
  it('ends a p closed by an implied end tag where the next start tag begins', function () {
    const doc = parse('<p>one<p>two', withLocations);
    const first = find(doc, 'p');
    expect(span(first.sourceCodeLocation)).to.deep.equal([0, 6]);
    expect(first.sourceCodeLocation.endTag).to.equal(undefined);
  });

  it('ends an element closed by an ancestor end tag where that end tag begins', function () {
    const html = '<div><span>x</div>';
    const span1 = find(parse(html, withLocations), 'span');
    expect(span(span1.sourceCodeLocation)).to.deep.equal([5, 12]);
    const div = find(parse(html, withLocations), 'div');
    expect(span(div.sourceCodeLocation.endTag)).to.deep.equal([12, 18]);
  });

  it('gives cells closed by </table> an end at the </table> tag', function () {
    const html = '<table><tr><td>a</table>';
    const td = find(parse(html, withLocations), 'td');
    expect(span(td.sourceCodeLocation)).to.deep.equal([11, 16]);
  });

  it('gives implied elements (html, head, body, tbody) no location', function () {
    const doc = parse('<table><tr><td>a', withLocations);
    expect(find(doc, 'html').sourceCodeLocation).to.equal(null);
    expect(find(doc, 'tbody').sourceCodeLocation).to.equal(null);
  });

  it('reports start tag, end tag and attribute spans in original offsets across CRLF', function () {
    const html = '<!doctype html>\r\n<a href="x"\r\n title=y>t</a>';
    const a = find(parse(html, withLocations), 'a');
    const loc = a.sourceCodeLocation;
    expect(span(loc.startTag)).to.deep.equal([17, 39]);
    expect(html.slice(loc.attrs.href.startOffset, loc.attrs.href.endOffset)).to.equal('href="x"');
    expect(html.slice(loc.attrs.title.startOffset, loc.attrs.title.endOffset)).to.equal('title=y');
    expect(loc.attrs.title.startLine).to.equal(3);
    expect(html.slice(loc.endTag.startOffset, loc.endTag.endOffset)).to.equal('</a>');
  });

  it('extends a text node location over merged character runs', function () {
    const doc = parse('<p>a&amp;b</p>', withLocations);
    const text = find(doc, 'p').childNodes[0];
    expect(text.value).to.equal('a&b');
    expect(span(text.sourceCodeLocation)).to.deep.equal([3, 10]);
  });

  it('locates fragment nodes relative to the fragment source', function () {
    const fragment = parseFragment('<b>x</b>', withLocations);
    expect(span(fragment.childNodes[0].sourceCodeLocation)).to.deep.equal([0, 8]);
  });

  it('records no locations unless asked', function () {
    const doc = parse('<p>x</p>', { treeAdapter: adapter });
    expect(find(doc, 'p').sourceCodeLocation).to.equal(undefined);
  });

  describe('issue 12: keys, text and error positions', function () {
    /** Every text node's [value, start, end], in tree order. */
    function texts(root) {
      const out = [];
      const stack = [root];
      while (stack.length > 0) {
        const node = stack.shift();
        if (node.nodeName === '#text') out.push([node.value, node.sourceCodeLocation.startOffset, node.sourceCodeLocation.endOffset]);
        if (node.childNodes) stack.unshift(...node.childNodes);
      }
      return out;
    }

    it('keys attribute locations by the attribute names: U+0000 as U+FFFD, only ASCII lowercased', function () {
      const a = find(parse('<a \0 X=1>', withLocations), 'a');
      expect(a.attrs.map((attr) => attr.name)).to.deep.equal(['\uFFFD', 'x']);
      expect(Object.keys(a.sourceCodeLocation.attrs)).to.deep.equal(['\uFFFD', 'x']);
      const b = find(parse('<b \u00c9 \u00e9>', withLocations), 'b');
      expect(b.attrs.map((attr) => attr.name)).to.deep.equal(['\u00c9', '\u00e9']);
      expect(Object.keys(b.sourceCodeLocation.attrs)).to.deep.equal(['\u00c9', '\u00e9']);
      expect(span(b.sourceCodeLocation.attrs['\u00c9'])).to.deep.equal([3, 4]);
    });

    it('keys SVG attribute locations by the names before their case is adjusted, as parse5 does', function () {
      const svg = find(parse('<svg viewBox="0 0 1 1">', withLocations), 'svg');
      expect(svg.attrs[0].name).to.equal('viewBox');
      expect(Object.keys(svg.sourceCodeLocation.attrs)).to.deep.equal(['viewbox']);
    });

    it('leaves characters the tree builder drops out of text locations', function () {
      // In frameset only whitespace is kept: the text is the space, not the x after it.
      expect(texts(parse('<frameset> x', withLocations))).to.deep.equal([[' ', 10, 11]]);
      // Leading whitespace before the html element is dropped: the text starts at the reference.
      expect(texts(parse(' &amp;', withLocations))).to.deep.equal([['&', 1, 6]]);
      // The head's whitespace and the body's text do not overlap.
      expect(texts(parse('<html><head> &amp;', withLocations))).to.deep.equal([[' ', 12, 13], ['&', 13, 18]]);
    });

    it('ends a CDATA text at its end, past the U+0000 in it', function () {
      expect(texts(parse('<svg>ab<![CDATA[x\0]]>', withLocations))).to.deep.equal([['abx\uFFFD', 5, 18]]);
    });

    it('ends a head noscript that text closes where the text starts (scripting off; parse5 ends it at its start tag)', function () {
      const doc = parse('<head><noscript>< img alt=x>', { ...withLocations, scriptingEnabled: false });
      expect(span(find(doc, 'noscript').sourceCodeLocation)).to.deep.equal([6, 16]);
      expect(texts(doc)).to.deep.equal([['< img alt=x>', 16, 28]]);
    });
  });
});
