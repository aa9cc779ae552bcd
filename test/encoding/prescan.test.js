// The prescan (#prescan-a-byte-stream-to-determine-its-encoding), its "get an attribute" steps and
// "get an XML encoding" (#concept-get-xml-encoding-when-sniffing), case by case from the spec text.
import { expect } from 'chai';
import { prescan, xmlDeclarationEncoding, PRESCAN_LENGTH } from '../../build/lib/encoding/prescan.js';

const bytes = (s) => Buffer.from(s, 'latin1');
/** The encoding the prescan of `s` (complete input) finds, or null. */
const scan = (s) => {
  const found = prescan(bytes(s), true);
  return found === null ? null : found.encoding;
};
const sourceOf = (s) => prescan(bytes(s), true).source;

describe('prescan: <meta> (#prescan-a-byte-stream-to-determine-its-encoding)', function () {
  it('finds charset in double, single and no quotes, case-insensitively, with spaces around =', function () {
    expect(scan('<meta charset="ISO-8859-2">')).to.equal('ISO-8859-2');
    expect(scan("<META CHARSET='iso8859-2'>")).to.equal('ISO-8859-2');
    expect(scan('<meta charset=koi8-r>')).to.equal('KOI8-R');
    expect(scan('<meta   charset  =  \n "euc-jp" >')).to.equal('EUC-JP');
    expect(sourceOf('<meta charset=utf-8>')).to.equal('meta');
  });

  it('needs whitespace or a slash after "meta"', function () {
    expect(scan('<meta/charset=utf-8>')).to.equal('UTF-8');
    expect(scan('<meta\tcharset=utf-8>')).to.equal('UTF-8');
    expect(scan('<metacharset=utf-8>')).to.equal(null);
    expect(scan('<meta>')).to.equal(null);
  });

  it('reads http-equiv="content-type" with content, in either order, and needs both (need pragma)', function () {
    expect(scan('<meta http-equiv="Content-Type" content="text/html; charset=gbk">')).to.equal('GBK');
    expect(scan('<meta content="text/html; charset=gbk" http-equiv="CONTENT-TYPE">')).to.equal('GBK');
    expect(scan('<meta content="text/html; charset=gbk">')).to.equal(null);
    expect(scan('<meta name="Content-Type" content="text/html; charset=gbk">')).to.equal(null);
    // The value must be exactly content-type: no trimming.
    expect(scan('<meta http-equiv="content-type " content="charset=gbk">')).to.equal(null);
    expect(scan('<meta http-equiv="content-type">')).to.equal(null);
  });

  it('lets charset win over content, and only the first of duplicate attributes count', function () {
    // charset after content: charset replaces it and need pragma becomes false.
    expect(scan('<meta content="charset=gbk" charset=big5>')).to.equal('Big5');
    // content after charset: "if charset is still set to null" is false, so content is ignored.
    expect(scan('<meta charset=big5 http-equiv=content-type content="charset=gbk">')).to.equal('Big5');
    expect(scan('<meta charset=big5 charset=gbk>')).to.equal('Big5');
    expect(scan('<meta http-equiv=x http-equiv=content-type content="charset=gbk">')).to.equal(null);
  });

  it('a charset that names no encoding is failure: this meta gives nothing, the next one may', function () {
    expect(scan('<meta charset="bogus"><meta charset="iso8859-2">')).to.equal('ISO-8859-2');
    // failure is not null: a later content does not replace it.
    expect(scan('<meta charset=bogus http-equiv=content-type content="charset=gbk">')).to.equal(null);
    expect(scan('<meta charset="">')).to.equal(null);
  });

  it('turns UTF-16 into UTF-8 and x-user-defined into windows-1252', function () {
    expect(scan('<meta charset="UTF-16">')).to.equal('UTF-8');
    expect(scan('<meta charset="utf-16be">')).to.equal('UTF-8');
    expect(scan('<meta http-equiv=content-type content="charset=unicode">')).to.equal('UTF-8');
    expect(scan('<meta charset=x-user-defined>')).to.equal('windows-1252');
  });

  it('returns the replacement encoding for the labels that name it', function () {
    expect(scan('<meta charset=iso-2022-kr>')).to.equal('replacement');
  });

  it('skips comments, with the -- of <!-- counting toward -->', function () {
    expect(scan('<!--<meta charset=gbk>--><meta charset=big5>')).to.equal('Big5');
    expect(scan('<!--><meta charset=gbk>')).to.equal('GBK');
    expect(scan('<!---><meta charset=gbk>')).to.equal('GBK');
    expect(scan('<!-- -- > <meta charset=gbk> -->')).to.equal(null);
  });

  it('skips <!, </ and <? constructs to their first >, and the attributes of other tags', function () {
    expect(scan('<!DOCTYPE html><meta charset=gbk>')).to.equal('GBK');
    // The first > ends them, even one inside quotes, so the meta before it is skipped.
    expect(scan('<?php echo "<meta charset=gbk>" ?><meta charset=big5>')).to.equal('Big5');
    expect(scan('</ x="<meta charset=gbk>"><meta charset=big5>')).to.equal('Big5');
    expect(scan('<!x "<meta charset=gbk>"><meta charset=big5>')).to.equal('Big5');
    // An end tag is a tag: its "attributes" hide what is inside their quotes.
    expect(scan('</p title="<meta charset=gbk>"><meta charset=big5>')).to.equal('Big5');
    expect(scan('<p title="<meta charset=gbk>"><meta charset=big5>')).to.equal('Big5');
    expect(scan('<p title=\'x>\' <meta charset=gbk>')).to.equal(null);
    // A tag's name runs to whitespace or >, so <p<meta is one tag name.
    expect(scan('<p<meta charset=gbk>')).to.equal(null);
    // < not followed by a letter, ! / or ?: any other byte.
    expect(scan('< <3 <meta charset=gbk>')).to.equal('GBK');
  });

  it('get an attribute: = with no name is part of the name; / separates; > ends the tag', function () {
    expect(scan('<meta =charset=gbk>')).to.equal(null);
    expect(scan('<meta /charset/ =gbk>')).to.equal(null);
    expect(scan('<meta charset/=gbk>')).to.equal(null);
    expect(scan('<meta charset= >')).to.equal(null);
    expect(scan('<meta charset=>')).to.equal(null);
    expect(scan('<meta a="b"charset=gbk>')).to.equal('GBK');
    expect(scan('<meta " charset=gbk>')).to.equal('GBK');
    expect(scan('<meta test=" charset=gbk>')).to.equal(null);
    expect(scan('<meta charset=gbk"x>')).to.equal(null);
  });

  it('aborts when the bytes end inside a construct, so nothing is found', function () {
    expect(scan('<meta charset=gbk')).to.equal(null);
    expect(scan('<meta charset="gbk')).to.equal(null);
    expect(scan('<!-- <meta charset=gbk>')).to.equal(null);
    expect(scan('<meta')).to.equal(null);
    expect(scan('')).to.equal(null);
  });

  it('looks at the first 1024 bytes only: a meta must end inside them', function () {
    const meta = '<meta charset=gbk>';
    const fits = ' '.repeat(PRESCAN_LENGTH - meta.length) + meta;
    expect(fits.length).to.equal(1024);
    expect(scan(fits)).to.equal('GBK');
    expect(scan(' ' + fits)).to.equal(null);
    expect(scan(fits.slice(0, -1) + ' ' + '>')).to.equal(null);
  });

  it('ignores an encoding the platform cannot decode and goes on', function () {
    let decodable = true;
    try {
      new TextDecoder('iso-8859-16');
    } catch {
      decodable = false;
    }
    expect(scan('<meta charset=iso-8859-16><meta charset=gbk>')).to.equal(decodable ? 'ISO-8859-16' : 'GBK');
  });
});

describe('prescan: XML declarations', function () {
  it('reads `<?x` in UTF-16 as UTF-16 before anything else, without checking more', function () {
    expect(scan('<\0?\0x\0')).to.equal('UTF-16LE');
    expect(scan('\0<\0?\0x')).to.equal('UTF-16BE');
    expect(sourceOf('<\0?\0x\0m\0l\0')).to.equal('xml-declaration');
    expect(scan('<\0?\0y\0')).to.equal(null);
  });

  it('falls back to the encoding of an XML declaration at the very start when no meta names one', function () {
    expect(scan('<?xml version="1.0" encoding="ISO-8859-2"?><p>')).to.equal('ISO-8859-2');
    expect(sourceOf('<?xml version="1.0" encoding="ISO-8859-2"?>')).to.equal('xml-declaration');
    expect(scan('<?xml encoding="iso-8859-2"?><meta charset=gbk>')).to.equal('GBK');
    expect(scan(' <?xml encoding="iso-8859-2"?>')).to.equal(null);
  });
});

describe('get an XML encoding (#concept-get-xml-encoding-when-sniffing)', function () {
  const xml = (s) => xmlDeclarationEncoding(bytes(s), s.length);

  it('takes the quoted value after `encoding`, spaces and controls around =', function () {
    expect(xml("<?xml version='1.0' encoding='windows-1251'?>")).to.equal('windows-1251');
    expect(xml('<?xml encoding \t=\n "koi8-r"?>')).to.equal('KOI8-R');
    expect(xml('<?xmlencoding="koi8-r">')).to.equal('KOI8-R');
  });

  it('fails without <?xml at byte 0, a >, an =, a quote, a closing quote, or with a space in the value', function () {
    expect(xml('<?XML encoding="koi8-r"?>')).to.equal(null);
    expect(xml('<?xml encoding="koi8-r"')).to.equal(null);
    expect(xml('<?xml encoding "koi8-r"?>')).to.equal(null);
    expect(xml('<?xml encoding=koi8-r?>')).to.equal(null);
    expect(xml('<?xml encoding="koi8-r?>')).to.equal(null);
    expect(xml('<?xml encoding=" koi8-r"?>')).to.equal(null);
    expect(xml('<?xml version="1.0"?><a encoding="koi8-r">')).to.equal(null);
    expect(xml('<?xml encoding="bogus"?>')).to.equal(null);
  });

  it('turns UTF-16 into UTF-8', function () {
    expect(xml('<?xml encoding="UTF-16"?>')).to.equal('UTF-8');
  });
});
