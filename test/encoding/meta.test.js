// #algorithm-for-extracting-a-character-encoding-from-a-meta-element, and what a <meta> declares
// to the "in head" rules (#parsing-main-inhead).
import { expect } from 'chai';
import { encodingDeclaredByMeta, extractEncodingFromMeta } from '../../build/lib/encoding/meta.js';

describe('extractEncodingFromMeta', function () {
  it('finds charset= anywhere, case-insensitively, with whitespace around =', function () {
    expect(extractEncodingFromMeta('text/html; charset=utf-8')).to.equal('UTF-8');
    expect(extractEncodingFromMeta('CHARSET = koi8-r')).to.equal('KOI8-R');
    expect(extractEncodingFromMeta('text/html;charset=gbk;x=1')).to.equal('GBK');
    expect(extractEncodingFromMeta('charset=big5 more')).to.equal('Big5');
  });

  it('skips a "charset" not followed by = and searches on', function () {
    expect(extractEncodingFromMeta('charset; charset=gbk')).to.equal('GBK');
    expect(extractEncodingFromMeta('charsetcharset=gbk')).to.equal('GBK');
    expect(extractEncodingFromMeta('charset')).to.equal(null);
  });

  it('takes a quoted value up to the matching quote; an unmatched quote gives nothing', function () {
    expect(extractEncodingFromMeta('charset="euc-jp"')).to.equal('EUC-JP');
    expect(extractEncodingFromMeta("charset='euc-jp' x")).to.equal('EUC-JP');
    expect(extractEncodingFromMeta('charset="euc-jp')).to.equal(null);
    expect(extractEncodingFromMeta("charset='utf-8\"")).to.equal(null);
  });

  it('gives nothing for no value or an unknown label', function () {
    expect(extractEncodingFromMeta('charset=')).to.equal(null);
    expect(extractEncodingFromMeta('charset=  ')).to.equal(null);
    expect(extractEncodingFromMeta('charset=bogus')).to.equal(null);
    expect(extractEncodingFromMeta('text/html')).to.equal(null);
  });
});

describe('encodingDeclaredByMeta', function () {
  const attrs = (object) => Object.entries(object).map(([name, value]) => ({ name, value }));

  it('reads charset first, then http-equiv=Content-Type with content', function () {
    expect(encodingDeclaredByMeta(attrs({ charset: 'gbk' }))).to.equal('GBK');
    expect(encodingDeclaredByMeta(attrs({ 'http-equiv': 'Content-TYPE', content: 'text/html; charset=big5' }))).to.equal('Big5');
    expect(encodingDeclaredByMeta(attrs({ charset: 'gbk', 'http-equiv': 'content-type', content: 'charset=big5' }))).to.equal('GBK');
  });

  it('falls to http-equiv when charset names no encoding', function () {
    expect(encodingDeclaredByMeta(attrs({ charset: 'bogus', 'http-equiv': 'content-type', content: 'charset=big5' }))).to.equal('Big5');
  });

  it('needs the http-equiv value to be Content-Type exactly, and a content', function () {
    expect(encodingDeclaredByMeta(attrs({ 'http-equiv': 'content-type ', content: 'charset=big5' }))).to.equal(null);
    expect(encodingDeclaredByMeta(attrs({ name: 'content-type', content: 'charset=big5' }))).to.equal(null);
    expect(encodingDeclaredByMeta(attrs({ 'http-equiv': 'content-type' }))).to.equal(null);
    expect(encodingDeclaredByMeta([])).to.equal(null);
  });
});
