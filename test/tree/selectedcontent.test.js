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

  it('terminates when the selectedcontent is inside the option it copies (clone, then replace)', function () {
    expect(serialize(parse('<select><option>a<selectedcontent></selectedcontent>b</option></select>'))).to.equal(
      '<html><head></head><body><select><option>a<selectedcontent>a<selectedcontent></selectedcontent>b</selectedcontent>b</option></select></body></html>',
    );
    expect(serialize(parse('<select><option><selectedcontent>'))).to.equal(
      '<html><head></head><body><select><option><selectedcontent><selectedcontent></selectedcontent></selectedcontent></option></select></body></html>',
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

  it('keeps each select apart (a select inside another through foreign content)', function () {
    const html =
      '<select><button><selectedcontent></selectedcontent></button><option>outer' +
      '<svg><foreignObject><select><button><selectedcontent></selectedcontent></button><option>inner</select></foreignObject></svg></select>';
    expect(body(html)).to.contain('<selectedcontent>inner</selectedcontent>');
    expect(body(html).indexOf('<selectedcontent>outer')).to.equal(body(html).indexOf('<selectedcontent>'));
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
