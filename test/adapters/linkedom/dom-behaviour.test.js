// What linkedom users expect of the DOM beyond the tree itself: ownerSVGElement, customized
// built-ins, namespaces and the document mode surviving clones, linear text locations, and the
// textarea/title serialization hazard with serialize() as the safe path.
import { expect } from 'chai';
import { parseHTML } from 'linkedom';
import { parse, parseXml, serialize } from 'larch-html';
import {
  createLinkedomAdapter,
  createLinkedomXmlAdapter,
  parseHTMLDocument,
  useLarchFragmentParsing,
} from 'larch-html/adapters/linkedom';

const MATHML = 'http://www.w3.org/1998/Math/MathML';
const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';

describe('linkedom adapter: DOM behaviour', () => {
  describe('ownerSVGElement', () => {
    it('is the nearest ancestor svg element on SVG descendants, null on an outermost svg', () => {
      const document = parseHTMLDocument('<svg id=o><g><circle/></g><svg id=i><rect/></svg></svg>');
      const outer = document.getElementById('o');
      expect(outer.ownerSVGElement).to.equal(null);
      expect(document.querySelector('g').ownerSVGElement).to.equal(outer);
      expect(document.querySelector('circle').ownerSVGElement).to.equal(outer);
      expect(document.getElementById('i').ownerSVGElement).to.equal(outer);
      expect(document.querySelector('rect').ownerSVGElement).to.equal(document.getElementById('i'));
    });

    it('is what linkedom\'s own parser gives for a single svg', () => {
      const html = '<svg><g><path/></g></svg>';
      const ours = parseHTMLDocument(html);
      const theirs = parseHTML(html).document;
      const owner = (doc) => doc.querySelector('path').ownerSVGElement.localName;
      expect(owner(ours)).to.equal(owner(theirs));
    });

    it('restarts under an svg inside foreignObject, and is set in XML documents too', () => {
      const document = parseHTMLDocument('<svg id=a><foreignObject><div><svg id=b><path/></svg></div></foreignObject></svg>');
      expect(document.querySelector('path').ownerSVGElement).to.equal(document.getElementById('b'));
      expect(document.getElementById('b').ownerSVGElement).to.equal(null);
      const xml = parseXml(`<svg xmlns="${SVG}"><g><use/></g></svg>`, { treeAdapter: createLinkedomXmlAdapter() });
      expect(xml.querySelector('use').ownerSVGElement).to.equal(xml.documentElement);
    });
  });

  describe('customized built-ins and custom elements', () => {
    it('upgrades a customized built-in defined after parseHTMLDocument', () => {
      const document = parseHTMLDocument('<button is="x-button">b</button>');
      const window = document.defaultView;
      class XButton extends window.HTMLButtonElement {}
      window.customElements.define('x-button', XButton, { extends: 'button' });
      expect(document.querySelector('button')).to.be.an.instanceOf(XButton);
    });

    it('creates a customized built-in already defined in the document with { is }, and only for the local name it extends', () => {
      const { window, document, customElements } = parseHTML('<!doctype html><html><body></body></html>');
      const constructed = [];
      class XButton extends window.HTMLButtonElement {
        constructor() {
          super();
          constructed.push(this);
        }
      }
      customElements.define('x-button', XButton, { extends: 'button' });
      class XAuto extends window.HTMLElement {}
      customElements.define('x-auto', XAuto);
      useLarchFragmentParsing(document);
      document.body.innerHTML = '<button is="x-button" id=b>b</button><x-auto></x-auto><span is="x-button"></span>';
      const [button, auto, span] = document.body.childNodes;
      expect(button).to.be.an.instanceOf(XButton);
      expect(constructed).to.deep.equal([button]);
      expect(button.outerHTML).to.equal('<button is="x-button" id="b">b</button>');
      expect(auto).to.be.an.instanceOf(XAuto);
      expect(span).to.not.be.an.instanceOf(XButton);
      expect(span.getAttribute('is')).to.equal('x-button');
    });
  });

  describe('clones', () => {
    it('keep the MathML namespace through cloneNode, deep clones of ancestors and importNode', () => {
      const document = parseHTMLDocument('<div><math><mi>x</mi></math></div>');
      const math = document.querySelector('math');
      expect(math.cloneNode(false).namespaceURI).to.equal(MATHML);
      expect(math.cloneNode(true).firstChild.namespaceURI).to.equal(MATHML);
      expect(document.querySelector('div').cloneNode(true).querySelector('mi').namespaceURI).to.equal(MATHML);
      const other = parseHTML('<p></p>').document;
      expect(other.importNode(math, true).firstChild.namespaceURI).to.equal(MATHML);
      expect(document.querySelector('div').cloneNode(true).firstChild.namespaceURI).to.equal(MATHML);
    });

    it('keep attribute namespaces for the adapter, and leave HTML elements in the HTML namespace', () => {
      const adapter = createLinkedomAdapter();
      const document = parse('<svg xlink:href="#a"><p>x</p></svg><p>y</p>', { treeAdapter: adapter });
      const clone = document.body.cloneNode(true);
      expect(adapter.getAttrList(clone.querySelector('svg'))).to.deep.equal([{ name: 'href', value: '#a', namespace: XLINK, prefix: 'xlink' }]);
      expect(clone.lastChild.namespaceURI).to.equal('http://www.w3.org/1999/xhtml');
    });

    it('keep the document mode and the namespaces through document.cloneNode', () => {
      const quirks = parseHTMLDocument('<p>x<math><mi>y</mi></math>');
      const copy = quirks.cloneNode(true);
      expect(copy.compatMode).to.equal('BackCompat');
      expect(copy.documentMode).to.equal('quirks');
      expect(copy.querySelector('mi').namespaceURI).to.equal(MATHML);
      expect(copy.cloneNode(false).compatMode).to.equal('BackCompat');
      expect(parseHTMLDocument('<!DOCTYPE html>').cloneNode(true).compatMode).to.equal('CSS1Compat');
    });
  });

  describe('text locations', () => {
    const countChildListing = (adapter) => {
      let calls = 0;
      const getChildNodes = adapter.getChildNodes;
      adapter.getChildNodes = (node) => {
        calls++;
        return getChildNodes(node);
      };
      return () => calls;
    };

    it('locate every sibling text without listing the parent\'s children (HTML)', () => {
      const adapter = createLinkedomAdapter();
      const calls = countChildListing(adapter);
      const html = '<!DOCTYPE html><body>' + 'x<br>'.repeat(200);
      const document = parse(html, { treeAdapter: adapter, sourceCodeLocationInfo: true });
      const texts = document.body.childNodes.filter((n) => n.nodeType === 3);
      expect(texts).to.have.length(200);
      expect(texts[7].sourceCodeLocation.startOffset).to.equal(html.indexOf('x') + 7 * 5);
      expect(texts[7].sourceCodeLocation.endOffset).to.equal(html.indexOf('x') + 7 * 5 + 1);
      expect(calls()).to.be.at.most(1);
    });

    it('locate every sibling text without listing the parent\'s children (XML)', () => {
      const adapter = createLinkedomXmlAdapter();
      const calls = countChildListing(adapter);
      const xml = '<r>' + 'x<b/>'.repeat(200) + '</r>';
      const document = parseXml(xml, { treeAdapter: adapter, sourceCodeLocationInfo: true });
      const texts = document.documentElement.childNodes.filter((n) => n.nodeType === 3);
      expect(texts).to.have.length(200);
      expect(texts[9].sourceCodeLocation.startOffset).to.equal(3 + 9 * 5);
      expect(calls()).to.equal(0);
    });
  });

  describe('textarea and title serialization', () => {
    const html = '<title>&lt;/title&gt;&lt;img src=x&gt;</title><textarea>&lt;/textarea&gt;&lt;img src=x&gt;</textarea>';

    it('decodes the text, which linkedom\'s toString() writes back unescaped (the documented hazard)', () => {
      const document = parseHTMLDocument(html);
      expect(document.querySelector('textarea').textContent).to.equal('</textarea><img src=x>');
      expect(document.title).to.equal('</title><img src=x>');
      expect(parseHTMLDocument(document.toString()).querySelectorAll('img')).to.have.length(2);
    });

    it('serialize() escapes it, so the output parses back to the same text and no img', () => {
      const document = parseHTMLDocument(html);
      const out = serialize(document, { treeAdapter: createLinkedomAdapter() });
      expect(out).to.include('<textarea>&lt;/textarea&gt;&lt;img src=x&gt;</textarea>');
      const again = parseHTMLDocument(out);
      expect(again.querySelectorAll('img')).to.have.length(0);
      expect(again.querySelector('textarea').textContent).to.equal('</textarea><img src=x>');
      expect(again.title).to.equal('</title><img src=x>');
    });
  });
});
