// The charset of a Content-Type value, as MIME Sniffing's "parse a MIME type" reads it.
import { expect } from 'chai';
import { charsetOfContentType } from '../../build/lib/encoding/content-type.js';

describe('charsetOfContentType', function () {
  it('reads the charset parameter, whatever the case of its name and value', function () {
    expect(charsetOfContentType('text/html; charset=UTF-8')).to.equal('UTF-8');
    expect(charsetOfContentType('text/html;CHARSET=shift_jis')).to.equal('shift_jis');
    expect(charsetOfContentType(' \ttext/html ; level=1;  charset=gbk  \r\n')).to.equal('gbk');
  });

  it('unquotes a quoted value, with backslash escapes and a ; inside', function () {
    expect(charsetOfContentType('text/html; charset="euc-kr"')).to.equal('euc-kr');
    expect(charsetOfContentType('text/html; charset="e\\uc-kr"; x=y')).to.equal('euc-kr');
    expect(charsetOfContentType('text/html; x="a;charset=gbk"; charset=big5')).to.equal('big5');
    expect(charsetOfContentType('text/html; charset="big5')).to.equal('big5');
  });

  it('keeps the first charset', function () {
    expect(charsetOfContentType('text/html; charset=gbk; charset=big5')).to.equal('gbk');
  });

  it('finds none in what is no MIME type, or without a (valid) charset parameter', function () {
    for (const value of [
      '',
      'utf-8',
      'text/html',
      '/html; charset=gbk',
      'text/; charset=gbk',
      'te xt/html; charset=gbk',
      'text/html; charset',
      'text/html; charset=',
      'text/html; charset= ;',
      'text/html; charset=\u0100',
      'text/html; char set=gbk',
    ]) {
      expect(charsetOfContentType(value), JSON.stringify(value)).to.equal(null);
    }
  });
});
