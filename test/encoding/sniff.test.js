// The encoding sniffing algorithm (#encoding-sniffing-algorithm) through the public API:
// sniffEncoding, sniffEncodingStart (the first bytes of a stream) and decodeHtmlBytes.
import { expect } from 'chai';
import { createParser, decodeHtmlBytes, parse, parseFragment, serialize, sniffEncoding, sniffEncodingStart } from 'larch-html';

const latin1 = (s) => Buffer.from(s, 'latin1');
const utf8 = (s) => Buffer.from(s, 'utf8');
const META_GBK = latin1('<meta charset=gbk>');

describe('sniffEncoding', function () {
  it('puts a byte order mark first, certain, even over the encoding option and a meta', function () {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), META_GBK]);
    expect(sniffEncoding(bytes, { encoding: 'latin1', contentType: 'text/html;charset=big5' })).to.deep.equal({
      encoding: 'UTF-8',
      confidence: 'certain',
      source: 'bom',
      bomLength: 3,
    });
    expect(sniffEncoding(Buffer.from([0xfe, 0xff, 0, 0x3c])).encoding).to.equal('UTF-16BE');
    expect(sniffEncoding(Buffer.from([0xff, 0xfe, 0x3c, 0])).bomLength).to.equal(2);
  });

  it('then the encoding option, then the Content-Type charset, both certain', function () {
    const both = { encoding: 'latin1', contentType: 'text/html; charset=big5' };
    expect(sniffEncoding(META_GBK, both)).to.deep.include({ encoding: 'windows-1252', confidence: 'certain', source: 'encoding' });
    expect(sniffEncoding(META_GBK, { contentType: both.contentType })).to.deep.include({
      encoding: 'Big5',
      confidence: 'certain',
      source: 'content-type',
    });
  });

  it('ignores a Content-Type without a charset or with one that names no encoding (the input, not the caller)', function () {
    for (const contentType of ['text/html', 'text/html; charset=bogus', 'text/html; charset=utf-7']) {
      expect(sniffEncoding(META_GBK, { contentType })).to.deep.include({ encoding: 'GBK', source: 'meta' });
      expect(sniffEncoding(latin1('<p>'), { contentType })).to.deep.include({ encoding: 'UTF-8', source: 'default' });
    }
  });

  it('throws a TypeError for an encoding or default encoding the caller names that is no encoding', function () {
    expect(() => sniffEncoding(latin1('<p>'), { encoding: 'uft-8' })).to.throw(TypeError, /options.encoding "uft-8" is not an encoding label/);
    expect(() => sniffEncoding(latin1('<p>'), { encoding: 'utf-7' })).to.throw(TypeError, /options.encoding "utf-7"/);
    expect(() => sniffEncoding(latin1('<p>'), { defaultEncoding: 'nope' })).to.throw(TypeError, /options.defaultEncoding "nope"/);
    expect(() => parse(latin1('<p>'), { encoding: 'bogus' })).to.throw(TypeError, /options.encoding "bogus"/);
    expect(() => parseFragment(latin1('<p>'), { defaultEncoding: 'latin-1' })).to.throw(TypeError, /options.defaultEncoding "latin-1"/);
    expect(() => createParser({ encoding: 'bogus' })).to.throw(TypeError, /options.encoding "bogus"/);
    expect(sniffEncoding(latin1('<p>'), { encoding: ' LATIN1 ' }).encoding).to.equal('windows-1252');
  });

  it('reads bytes that name no encoding as UTF-8, or as the default encoding the caller names', function () {
    expect(sniffEncoding(utf8('<p>café'))).to.deep.include({ encoding: 'UTF-8', source: 'default' });
    expect(serialize(parse(utf8('<p>café — naïve')))).to.contain('café — naïve');
    expect(sniffEncoding(latin1('<p>caf\xe9'), { defaultEncoding: 'windows-1252' })).to.deep.include({ encoding: 'windows-1252', source: 'default' });
    expect(serialize(parse(latin1('<p>caf\xe9'), { defaultEncoding: 'windows-1252' }))).to.contain('café');
  });

  it('then the prescan, tentative; then the default encoding, tentative', function () {
    expect(sniffEncoding(META_GBK)).to.deep.equal({ encoding: 'GBK', confidence: 'tentative', source: 'meta', bomLength: 0 });
    expect(sniffEncoding(latin1('<?xml version="1.0" encoding="koi8-r"?>'))).to.deep.include({
      encoding: 'KOI8-R',
      confidence: 'tentative',
      source: 'xml-declaration',
    });
    expect(sniffEncoding(latin1('<p>caf\xe9'))).to.deep.equal({
      encoding: 'UTF-8',
      confidence: 'tentative',
      source: 'default',
      bomLength: 0,
    });
    expect(sniffEncoding(latin1('<p>'), { defaultEncoding: 'Shift_JIS' }).encoding).to.equal('Shift_JIS');
    expect(sniffEncoding(new Uint8Array(0)).encoding).to.equal('UTF-8');
  });

  it('takes the replacement encoding from the transport layer (iso-2022-kr and the like)', function () {
    expect(sniffEncoding(latin1('<p>'), { contentType: 'text/html; charset=iso-2022-kr' }).encoding).to.equal('replacement');
    expect(decodeHtmlBytes(latin1('<p>hi'), { encoding: 'hz-gb-2312' }).text).to.equal('\ufffd');
  });

  it('throws a TypeError for options of the wrong type and for input that is no bytes', function () {
    expect(() => sniffEncoding(META_GBK, { encoding: 5 })).to.throw(TypeError, /options.encoding must be a string/);
    expect(() => sniffEncoding(META_GBK, { contentType: {} })).to.throw(TypeError, /options.contentType/);
    expect(() => sniffEncoding(META_GBK, { defaultEncoding: true })).to.throw(TypeError, /options.defaultEncoding/);
    expect(() => sniffEncoding(META_GBK, 'utf-8')).to.throw(TypeError, /options must be an object/);
    expect(() => sniffEncoding('<meta charset=gbk>')).to.throw(TypeError, /must be a Uint8Array/);
    expect(sniffEncoding(META_GBK, { encoding: null, contentType: undefined }).encoding).to.equal('GBK');
  });
});

describe('sniffEncodingStart (the first bytes of a stream)', function () {
  it('decides on a byte order mark, or on an encoding option once no mark can come', function () {
    expect(sniffEncodingStart(Buffer.from([0xef, 0xbb, 0xbf])).encoding).to.equal('UTF-8');
    expect(sniffEncodingStart(latin1('<'), { encoding: 'latin1' }).encoding).to.equal('windows-1252');
    // A mark beats the option, so the option waits for the first bytes.
    expect(sniffEncodingStart(new Uint8Array(0), { encoding: 'latin1' })).to.equal(null);
    expect(sniffEncodingStart(Buffer.from([0xef, 0xbb]), { encoding: 'latin1' })).to.equal(null);
  });

  it('needs more bytes while fewer than 1024 have come and nothing decided, and decides at 1024', function () {
    expect(sniffEncodingStart(new Uint8Array(0))).to.equal(null);
    expect(sniffEncodingStart(Buffer.from([0xef, 0xbb]))).to.equal(null);
    expect(sniffEncodingStart(latin1('<p>hello'))).to.equal(null);
    expect(sniffEncodingStart(latin1('<meta charset=gbk'))).to.equal(null);
    expect(sniffEncodingStart(latin1('<meta charset=gbk>')).encoding).to.equal('GBK');
    expect(sniffEncodingStart(latin1(' '.repeat(1023)))).to.equal(null);
    expect(sniffEncodingStart(latin1(' '.repeat(1024)))).to.deep.include({ encoding: 'UTF-8', source: 'default' });
  });

  it('once decided on a prefix, agrees with sniffEncoding on the whole input', function () {
    // Seeded inputs mixing the constructs the prescan knows, cut at every length.
    let seed = 42;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const pieces = ['<meta charset=gbk>', '<meta http-equiv=content-type content="charset=big5">', '<!-- x -->', '<p a="<meta charset=koi8-r>">', '<?xml encoding="euc-jp"?>', '</a>', '<!x>', 'text ', '<', '"', "'", '=', ' ', '\0', '\xef\xbb\xbf', '<meta charset=bogus>'];
    let compared = 0;
    for (let n = 0; n < 120; n++) {
      let s = '';
      while (s.length < 40 + random(1200)) s += pieces[random(pieces.length)];
      const bytes = latin1(s);
      const whole = sniffEncoding(bytes);
      let decided = false;
      for (let length = 0; length <= bytes.length; length++) {
        const start = sniffEncodingStart(bytes.subarray(0, length));
        if (start === null) {
          expect(decided, `undecided again at ${length}: ${JSON.stringify(s)}`).to.equal(false);
          expect(length).to.be.below(1024);
          continue;
        }
        decided = true;
        expect(start, `${JSON.stringify(s)} cut at ${length}`).to.deep.equal(whole);
        compared++;
      }
    }
    expect(compared).to.be.above(5000);
  });
});

describe('decodeHtmlBytes', function () {
  it('decodes as sniffed and drops the byte order mark', function () {
    expect(decodeHtmlBytes(Buffer.from('\ufeff<p>é', 'utf8'))).to.deep.equal({
      text: '<p>é',
      encoding: 'UTF-8',
      confidence: 'certain',
      source: 'bom',
      bomLength: 3,
    });
    expect(decodeHtmlBytes(latin1('<meta charset=koi8-r>\xc1')).text).to.equal('<meta charset=koi8-r>а');
  });
});
