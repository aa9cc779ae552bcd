// Declarative shadow roots: the "in head" template start tag steps (#parsing-main-inhead, "A
// start tag whose tag name is template", step 7) with the parser's allow declarative shadow roots
// (#allow-declarative-shadow-roots, option `allowDeclarativeShadowRoots`), and their serialization
// (#serialising-html-fragments, step 4: serializableShadowRoots and shadowRoots).
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment, serialize } from 'larch-html';
import { adapter as domhandlerAdapter } from 'larch-html/adapters/domhandler';
import { createLinkedomAdapter, parseHTMLDocument } from 'larch-html/adapters/linkedom';

const allow = { allowDeclarativeShadowRoots: true };
const body = (doc) => doc.children.find((n) => n.tagName === 'html').children[1];
const HTML_NS = 'http://www.w3.org/1999/xhtml';
const element = (tagName) => ({ type: 'element', tagName, namespace: HTML_NS, attrs: [], children: [] });

describe('declarative shadow roots: parsing', () => {
  it('are off by default: the template is a normal element, as for DOMParser and innerHTML', () => {
    const div = body(parse('<div><template shadowrootmode="open">x</template></div>')).children[0];
    expect(div.shadowRoot).to.equal(undefined);
    expect(div.children[0].tagName).to.equal('template');
  });

  it('attach a shadow root to the adjusted current node; the contents go there, the template nowhere', () => {
    const div = body(parse('<div id=h><template shadowrootmode="open"><slot></slot>s</template>light</div>', allow)).children[0];
    expect(div.shadowRoot).to.deep.equal({
      type: 'shadowRoot',
      mode: 'open',
      delegatesFocus: false,
      serializable: false,
      clonable: false,
      slotAssignment: 'named',
      children: [element('slot'), { type: 'text', value: 's' }],
    });
    expect(div.children).to.deep.equal([{ type: 'text', value: 'light' }]);
  });

  it('read mode in any ASCII case and the boolean attributes; "manual" slot assignment', () => {
    const div = body(
      parse('<div><template shadowrootmode=CLOSED shadowrootdelegatesfocus shadowrootserializable shadowrootclonable shadowrootslotassignment=Manual></template></div>', allow),
    ).children[0];
    expect(div.shadowRoot).to.include({ mode: 'closed', delegatesFocus: true, serializable: true, clonable: true, slotAssignment: 'manual' });
  });

  it('an invalid shadowrootmode is the None state: a normal template', () => {
    const div = body(parse('<div><template shadowrootmode=opened>x</template></div>', allow)).children[0];
    expect(div.shadowRoot).to.equal(undefined);
    expect(div.children[0].content.children).to.deep.equal([{ type: 'text', value: 'x' }]);
  });

  it('attaching fails (normal template) for a host that cannot have a shadow root, or already has one', () => {
    const doc = body(parse('<table><template shadowrootmode=open>t</template></table><div><template shadowrootmode=open>1</template><template shadowrootmode=open>2</template></div><svg><template shadowrootmode=open></template></svg>', allow));
    const [table, div] = doc.children;
    expect(table.shadowRoot).to.equal(undefined);
    expect(table.children[0].tagName).to.equal('template');
    expect(div.shadowRoot.children).to.deep.equal([{ type: 'text', value: '1' }]);
    expect(div.children[0].content.children).to.deep.equal([{ type: 'text', value: '2' }]);
  });

  it('custom elements can be hosts, reserved names cannot', () => {
    const [custom, reserved] = body(parse('<my-el><template shadowrootmode=open>a</template></my-el><font-face><template shadowrootmode=open>b</template></font-face>', allow)).children;
    expect(custom.shadowRoot.children).to.deep.equal([{ type: 'text', value: 'a' }]);
    expect(reserved.shadowRoot).to.equal(undefined);
  });

  it('the head cannot host one, and a template in the html element (topmost) stays a template', () => {
    const doc = parse('<template shadowrootmode=open>x</template>', allow);
    expect(doc.children[0].children[0].children[0].tagName).to.equal('template');
  });

  it('nest: a template inside a shadow root attaches to its own host', () => {
    const div = body(parse('<div><template shadowrootmode=open><p><template shadowrootmode=closed>inner</template></p></template></div>', allow)).children[0];
    const p = div.shadowRoot.children[0];
    expect(p.shadowRoot).to.include({ mode: 'closed' });
    expect(p.shadowRoot.children).to.deep.equal([{ type: 'text', value: 'inner' }]);
  });

  it('parseFragment with the option attaches to the context element when it is the adjusted current node', () => {
    const host = element('div');
    const fragment = parseFragment(host, '<template shadowrootmode=open>x</template>y', allow);
    expect(host.shadowRoot.children).to.deep.equal([{ type: 'text', value: 'x' }]);
    expect(fragment.children).to.deep.equal([{ type: 'text', value: 'y' }]);
  });

  it('adapters without attachDeclarativeShadowRoot (parse5, domhandler) get the normal template', () => {
    const doc = parse('<div><template shadowrootmode=open>x</template></div>', { ...allow, treeAdapter: parse5.defaultTreeAdapter });
    expect(parse5.serialize(doc)).to.equal('<html><head></head><body><div><template shadowrootmode="open">x</template></div></body></html>');
    const dh = parse('<div><template shadowrootmode=open>x</template></div>', { ...allow, treeAdapter: domhandlerAdapter });
    expect(serialize(dh, { treeAdapter: domhandlerAdapter })).to.contain('<div><template shadowrootmode="open">x</template></div>');
  });

  it('gives shadow root contents source locations', () => {
    const div = body(parse('<div><template shadowrootmode=open><b>x</b></template></div>', { ...allow, sourceCodeLocationInfo: true })).children[0];
    expect(div.shadowRoot.children[0].position.start.offset).to.equal(35);
  });
});

describe('declarative shadow roots: serializing', () => {
  const html = '<div><template shadowrootmode="open" shadowrootserializable=""><b>s</b></template><p>light</p></div>';

  it('leaves shadow roots out by default, like innerHTML', () => {
    expect(serialize(body(parse(html, allow)))).to.equal('<div><p>light</p></div>');
  });

  it('writes serializable ones with serializableShadowRoots, first in their host', () => {
    const doc = parse(html, allow);
    expect(serialize(body(doc), { serializableShadowRoots: true })).to.equal(html);
    expect(serialize(body(doc).children[0], { serializableShadowRoots: true })).to.equal(
      '<template shadowrootmode="open" shadowrootserializable=""><b>s</b></template><p>light</p>',
    );
  });

  it('writes the ones listed in shadowRoots whether serializable or not, with every attribute', () => {
    const doc = parse('<div><template shadowrootmode=closed shadowrootdelegatesfocus shadowrootclonable shadowrootslotassignment=manual>x</template></div>', allow);
    const div = body(doc).children[0];
    expect(serialize(body(doc), { serializableShadowRoots: true })).to.equal('<div></div>');
    expect(serialize(body(doc), { shadowRoots: [div.shadowRoot] })).to.equal(
      '<div><template shadowrootmode="closed" shadowrootdelegatesfocus="" shadowrootslotassignment="manual" shadowrootclonable="">x</template></div>',
    );
  });

  it('round-trips: the output parses back to the same tree', () => {
    const doc = parse(html, allow);
    const again = parse(serialize(doc, { serializableShadowRoots: true }), allow);
    expect(again).to.deep.equal(doc);
  });

  it('throws a TypeError for a shadowRoots that is not an array, or an adapter that cannot read shadow roots', () => {
    expect(() => serialize(parse(''), { shadowRoots: 'x' })).to.throw(TypeError, /shadowRoots must be an array/);
    expect(() => serialize(parse('', { treeAdapter: parse5.defaultTreeAdapter }), { treeAdapter: parse5.defaultTreeAdapter, serializableShadowRoots: true })).to.throw(TypeError, /getShadowRoot/);
  });
});

describe('declarative shadow roots: linkedom', () => {
  it("attaches through linkedom's attachShadow; querySelector stays in the light tree", () => {
    const document = parseHTMLDocument('<div><template shadowrootmode=open><b>s</b></template><p>light</p></div>', allow);
    const div = document.querySelector('div');
    expect(div.shadowRoot.innerHTML).to.equal('<b>s</b>');
    expect(div.innerHTML).to.equal('<p>light</p>');
    expect(document.querySelector('b')).to.equal(null);
  });

  it('keeps closed roots and their settings for the serializer', () => {
    const document = parseHTMLDocument('<div><template shadowrootmode=closed shadowrootserializable>x</template></div>', allow);
    expect(document.querySelector('div').shadowRoot).to.equal(null);
    expect(serialize(document.body, { treeAdapter: createLinkedomAdapter(), serializableShadowRoots: true })).to.equal(
      '<div><template shadowrootmode="closed" shadowrootserializable="">x</template></div>',
    );
  });
});
