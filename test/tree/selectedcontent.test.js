import { expect } from 'chai';
import { parse, serialize } from 'larch-html';
import { adapter as defaultTreeAdapter } from 'larch-html/adapters/json';

describe('tree: selectedcontent cloning', function () {
  this.timeout(5000);

  it('clones the selected option into a selectedcontent outside it', function () {
    const html = '<select><button><selectedcontent></selectedcontent></button><option>x<b>y</b><option selected>z<i>!</i></select>';
    expect(serialize(parse(html))).to.equal(
      '<html><head></head><body><select><button><selectedcontent>z<i>!</i></selectedcontent></button>' +
        '<option>x<b>y</b></option><option selected="">z<i>!</i></option></select></body></html>',
    );
  });

  it('copies nothing into a selectedcontent inside an option: it is disabled (the post-connection steps)', function () {
    expect(serialize(parse('<select><option>a<selectedcontent></selectedcontent>b</option></select>'))).to.equal(
      '<html><head></head><body><select><option>a<selectedcontent></selectedcontent>b</option></select></body></html>',
    );
    expect(serialize(parse('<select><option><selectedcontent></selectedcontent>A</option></select>'))).to.equal(
      '<html><head></head><body><select><option><selectedcontent></selectedcontent>A</option></select></body></html>',
    );
    expect(serialize(parse('<select><option><selectedcontent>'))).to.equal(
      '<html><head></head><body><select><option><selectedcontent></selectedcontent></option></select></body></html>',
    );
  });

  it('copies nothing for a select with the multiple attribute: it has no enabled selectedcontent', function () {
    expect(serialize(parse('<select multiple><button><selectedcontent></selectedcontent></button><option>A</option></select>'))).to.equal(
      '<html><head></head><body><select multiple=""><button><selectedcontent></selectedcontent></button><option>A</option></select></body></html>',
    );
    // Nor does the option inside the selectedcontent give way to a copy of its children.
    expect(serialize(parse('<select multiple><selectedcontent><option>A</option></selectedcontent></select>'))).to.equal(
      '<html><head></head><body><select multiple=""><selectedcontent><option>A</option></selectedcontent></select></body></html>',
    );
  });

  it('clones each child with its subtree: processing instructions, and a template with its contents', function () {
    expect(serialize(parse('<select><button><selectedcontent></selectedcontent></button><option>a<?x y?>b<template>t</template></option></select>'))).to.equal(
      '<html><head></head><body><select><button><selectedcontent>a<?x y?>b<template>t</template></selectedcontent></button>' +
        '<option>a<?x y?>b<template>t</template></option></select></body></html>',
    );
  });

  it('copies an option already complete when the selectedcontent comes after it', function () {
    expect(serialize(parse('<select><option>A</option><button><selectedcontent></selectedcontent></button></select>'))).to.equal(
      '<html><head></head><body><select><option>A</option><button><selectedcontent>A</selectedcontent></button></select></body></html>',
    );
  });
});

describe('tree: selectedcontent and the selected option', function () {
  const tree = (html) => serialize(parse(html));
  const body = (html) => tree(html).replace(/^<html><head><\/head><body>|<\/body><\/html>$/g, '');

  it('clones the last option with a selected attribute, else the first option', function () {
    const sc = (html) => /<selectedcontent>(.*?)<\/selectedcontent>/.exec(body(html))[1];
    expect(sc('<select><button><selectedcontent></selectedcontent></button><option>a<option>b<option>c</select>')).to.equal('a');
    expect(sc('<select><button><selectedcontent></selectedcontent></button><option>a<option selected>b<option selected>c<option>d</select>')).to.equal('c');
    expect(sc('<select><button><selectedcontent></selectedcontent></button><option selected>a<option>b</select>')).to.equal('a');
  });

  it('does not associate options or selectedcontent in a template with the select around it', function () {
    expect(body('<select><button><selectedcontent></selectedcontent></button><template><option>t</option></template><option>o</select>')).to.equal(
      '<select><button><selectedcontent>o</selectedcontent></button><template><option>t</option></template><option>o</option></select>',
    );
    expect(body('<select><template><selectedcontent></selectedcontent></template><option>o</select>')).to.equal(
      '<select><template><selectedcontent></selectedcontent></template><option>o</option></select>',
    );
  });

  it('selects the first option that is not disabled, when none has a selected attribute', function () {
    const sc = (html) => /<selectedcontent>(.*?)<\/selectedcontent>/.exec(body(html))[1];
    expect(sc('<select><button><selectedcontent></selectedcontent></button><option disabled>A</option><option>B</option></select>')).to.equal('B');
    expect(sc('<select><button><selectedcontent></selectedcontent></button><optgroup disabled><option>A</option></optgroup><option>B</option></select>')).to.equal('B');
    expect(sc('<select><button><selectedcontent></selectedcontent></button><option disabled selected>A</option><option>B</option></select>')).to.equal('A');
  });

  it('keeps each select apart, and a selectedcontent under a second select is disabled (a select inside another through foreign content)', function () {
    const html =
      '<select><button><selectedcontent></selectedcontent></button><option>outer' +
      '<svg><foreignObject><select><button><selectedcontent></selectedcontent></button><option>inner</select></foreignObject></svg></select>';
    expect(body(html)).to.equal(
      '<select><button><selectedcontent>outer<svg><foreignObject><select><button><selectedcontent></selectedcontent></button><option>inner</option></select></foreignObject></svg></selectedcontent></button>' +
        '<option>outer<svg><foreignObject><select><button><selectedcontent></selectedcontent></button><option>inner</option></select></foreignObject></svg></option></select>',
    );
  });

  it('does a bounded amount of tree reading per option, however many options the select has', function () {
    const counts = (n) => {
      const adapter = { ...defaultTreeAdapter };
      let reads = 0;
      for (const name of ['getChildNodes', 'getParentNode', 'getAttrList', 'getTagName']) {
        const read = adapter[name];
        adapter[name] = (node) => (reads++, read(node));
      }
      const html = `<select><button><selectedcontent></selectedcontent></button>${'<option>x<b>y</b>'.repeat(n)}</select>`;
      const document = parse(html, { treeAdapter: adapter });
      expect(serialize(document)).to.contain('<selectedcontent>x<b>y</b></selectedcontent>');
      return reads;
    };
    // Reading is for the one clone (the first option), not for every option.
    expect(counts(400)).to.equal(counts(100));
  });
});
