// parseXml on bytes: a byte order mark, the encoding options, then XML 1.0's Appendix F
// (https://www.w3.org/TR/xml/#sec-guessing-no-ext-info) as far as the Encoding Standard goes.
import { expect } from 'chai';
import { parseXml, serializeXml } from 'larch-html';
import { xmlAdapter as domhandlerXmlAdapter } from 'larch-html/adapters/domhandler';
import { parseXMLDocument } from 'larch-html/adapters/linkedom';

const latin1 = (s) => Buffer.from(s, 'latin1');
const textOf = (document) => serializeXml(document).replace(/^.*<a>|<\/a>.*$/gs, '');

describe('parseXml on bytes', function () {
  it('defaults to UTF-8', function () {
    const document = parseXml(Buffer.from('<a>é</a>', 'utf8'));
    expect(document.encoding).to.equal('UTF-8');
    expect(textOf(document)).to.equal('é');
  });

  it('follows a byte order mark over everything', function () {
    const utf16be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('<a>é</a>', 'utf16le').swap16()]);
    expect(parseXml(utf16be, { encoding: 'latin1' }).encoding).to.equal('UTF-16BE');
    expect(textOf(parseXml(utf16be))).to.equal('é');
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<?xml version="1.0" encoding="koi8-r"?><a>é</a>', 'utf8')]);
    expect(parseXml(utf8).encoding).to.equal('UTF-8');
  });

  it('detects UTF-16 without a mark from `<?`', function () {
    const le = Buffer.from('<?xml version="1.0"?><a>é</a>', 'utf16le');
    expect(parseXml(le).encoding).to.equal('UTF-16LE');
    expect(textOf(parseXml(le))).to.equal('é');
    const be = Buffer.from(le).swap16();
    expect(parseXml(be).encoding).to.equal('UTF-16BE');
    expect(textOf(parseXml(be))).to.equal('é');
  });

  it('reads the encoding of the XML declaration', function () {
    const document = parseXml(latin1("<?xml version='1.0' encoding='ISO-8859-1'?><a>\xe9</a>"));
    expect(document.encoding).to.equal('windows-1252');
    expect(textOf(document)).to.equal('é');
    expect(parseXml(latin1('<?xml version="1.0" encoding="Shift_JIS"?><a>\x82\xa0</a>')).encoding).to.equal('Shift_JIS');
  });

  it('reads UTF-16 declared in single bytes, an unknown encoding, or a declaration not at the start as UTF-8', function () {
    expect(parseXml(latin1('<?xml version="1.0" encoding="UTF-16"?><a/>')).encoding).to.equal('UTF-8');
    expect(parseXml(latin1('<?xml version="1.0" encoding="x-bogus"?><a/>')).encoding).to.equal('UTF-8');
    expect(parseXml(latin1(' <?xml version="1.0" encoding="koi8-r"?><a/>')).encoding).to.equal('UTF-8');
  });

  it('puts the encoding option and the Content-Type charset over the declaration', function () {
    const bytes = latin1('<?xml version="1.0" encoding="koi8-r"?><a>\xe9</a>');
    expect(parseXml(bytes, { encoding: 'latin1' }).encoding).to.equal('windows-1252');
    expect(parseXml(bytes, { contentType: 'application/xml; charset=iso-8859-2' }).encoding).to.equal('ISO-8859-2');
    expect(parseXml(bytes, { contentType: 'application/xml' }).encoding).to.equal('KOI8-R');
  });

  it('records the encoding through the domhandler and linkedom XML adapters', function () {
    const bytes = latin1('<?xml version="1.0" encoding="koi8-r"?><a>\xc1</a>');
    expect(parseXml(bytes, { treeAdapter: domhandlerXmlAdapter })['x-encoding']).to.equal('KOI8-R');
    const document = parseXMLDocument(bytes);
    expect(document.characterSet).to.equal('KOI8-R');
    expect(document.documentElement.textContent).to.equal('а');
  });

  it('records nothing for a string, and throws a TypeError for input that is neither', function () {
    expect(parseXml('<a/>')).to.not.have.property('encoding');
    expect(() => parseXml(42)).to.throw(TypeError, /xml must be a string/);
    expect(() => parseXMLDocument({})).to.throw(TypeError, /must be a string or bytes/);
  });
});
