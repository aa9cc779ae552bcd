// `<template for>` content patching (whatwg/html#11818): the "in head" template start tag step 8
// (#parsing-main-inhead), "prepare content patching" and "find markers" (#attr-template-for), the
// appropriate place inside a patching template (#appropriate-place-for-inserting-a-node) and the
// template end tag's removal of the markers.
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment, serialize } from 'larch-html';
import { adapter as domhandlerAdapter } from 'larch-html/adapters/domhandler';
import { parseHTMLDocument } from 'larch-html/adapters/linkedom';

const bodyHtml = (html, options) => serialize(parse(html, options)).replace(/^<html><head><\/head><body>|<\/body><\/html>$/g, '');

describe('tree construction: <template for> content patching', () => {
  it('replaces a <?marker> with the template contents; the template itself is not inserted', () => {
    expect(bodyHtml('<select><?marker name="opts"?></select><p>x</p><template for="opts"><option>A<option>B</template>')).to.equal(
      '<select><option>A</option><option>B</option></select><p>x</p>',
    );
  });

  it('replaces what a <?start> ... <?end> range holds, markers included', () => {
    expect(bodyHtml('<aside><?start name="r"><p>loading</p><?end><b>after</b></aside><template for="r"><p>done</p></template>')).to.equal(
      '<aside><p>done</p><b>after</b></aside>',
    );
  });

  it('<?start> ranges nest; without an <?end> the range runs to the end of the parent', () => {
    expect(bodyHtml('<div><?start name="a">1<?start>2<?end>3<?end>4</div><template for=a>N</template>')).to.equal('<div>N4</div>');
    expect(bodyHtml('<div><?start name="a">old<b>x</b></div><template for=a>new</template>')).to.equal('<div>new</div>');
  });

  it('reads the marker name as a pseudo-attribute: quoted, case-sensitive, or no attributes at all', () => {
    expect(bodyHtml(`<p><?marker name='m' x="&lt;&#65;"?></p><template for=m>ok</template>`)).to.equal('<p>ok</p>');
    for (const data of ['name=m', 'NAME="m"', 'name="m"x="1"', 'name="m" name="m"', 'name="a<b"', 'name="m" &']) {
      const html = bodyHtml(`<p><?marker ${data}></p><template for=m>x</template>`);
      expect(html, data).to.contain('<template for="m">x</template>');
    }
  });

  it('an empty or unmatched `for` leaves the template where it was, as a normal template', () => {
    expect(bodyHtml('<div><?marker name="a"></div><template for=b>new</template>')).to.equal('<div><?marker name="a"?></div><template for="b">new</template>');
    expect(bodyHtml('<div><?marker name="a"></div><template for="">new</template>')).to.contain('<template for="">new</template>');
  });

  it('finds markers in the head from a template in the body (scope: the body widens to html)', () => {
    const html = serialize(parse('<head><title>t</title><?marker name="h"></head><body><template for=h><meta name="x"></template>'));
    expect(html).to.equal('<html><head><title>t</title><meta name="x"></head><body></body></html>');
  });

  it('patches inside a plain template when the patch is in its contents', () => {
    expect(serialize(parse('<template><?marker name="a"><template for=a>x</template></template>'))).to.equal('<html><head><template>x</template></head><body></body></html>');
  });

  it('uses each marker once, the first in tree order first', () => {
    expect(bodyHtml('<div><?marker name="a"><?marker name="a"></div><template for=a>1</template><template for=a>2</template>')).to.equal('<div>12</div>');
  });

  it('works in fragments and through the domhandler and linkedom adapters', () => {
    const fragment = parseFragment('<ul><?marker name="m"></ul><template for=m><li>x</li></template>');
    expect(serialize(fragment)).to.equal('<ul><li>x</li></ul>');
    const dh = parse('<p><?marker name="m"></p><template for=m>x</template>', { treeAdapter: domhandlerAdapter });
    expect(serialize(dh, { treeAdapter: domhandlerAdapter })).to.equal('<html><head></head><body><p>x</p></body></html>');
    expect(parseHTMLDocument('<p><?marker name="m"></p><template for=m>x</template>').body.innerHTML).to.equal('<p>x</p>');
  });

  it("adapters without processing instructions (parse5's) have no markers, so templates stay", () => {
    const doc = parse('<div><?marker name="a"></div><template for=a>new</template>', { treeAdapter: parse5.defaultTreeAdapter });
    expect(parse5.serialize(doc)).to.equal('<html><head></head><body><div><!--?marker name="a"--></div><template for="a">new</template></body></html>');
  });
});
