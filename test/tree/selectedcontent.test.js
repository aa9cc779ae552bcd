import { expect } from 'chai';
import { parse, serialize } from 'larch-html';

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
