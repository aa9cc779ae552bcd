// parse / parseFragment on bytes: sniffing, decoding, the encoding recorded on the document, and
// "changing the encoding while parsing" (#changing-the-encoding-while-parsing) when a <meta> the
// prescan did not see names another encoding while the confidence is tentative.
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment, serialize } from 'larch-html';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
import { adapter as domhandlerAdapter } from 'larch-html/adapters/domhandler';
import { parseHTMLDocument } from 'larch-html/adapters/linkedom';

const latin1 = (s) => Buffer.from(s, 'latin1');
const utf8 = (s) => Buffer.from(s, 'utf8');
/** Pushes a <meta> past the 1024 bytes the prescan reads. */
const PAST_PRESCAN = `<!DOCTYPE html><!--${'x'.repeat(1100)}-->`;

/** The JSON adapter, counting the documents it creates: 2 means the bytes were parsed again. */
function countingAdapter() {
  const counter = { documents: 0, encodings: [] };
  counter.adapter = {
    ...jsonAdapter,
    createDocument() {
      counter.documents++;
      return jsonAdapter.createDocument();
    },
    setDocumentEncoding(document, encoding) {
      counter.encodings.push(encoding);
      jsonAdapter.setDocumentEncoding(document, encoding);
    },
  };
  return counter;
}

const bodyText = (document) => serialize(document).replace(/^.*<body>|<\/body>.*$/gs, '');

describe('parse on bytes', function () {
  it('accepts a Uint8Array, a Buffer, an ArrayBuffer and other views, respecting their offsets', function () {
    const bytes = latin1('xx<meta charset=koi8-r><p>\xc1xx');
    const view = bytes.subarray(2, bytes.length - 2);
    const expected = '<html><head><meta charset="koi8-r"></head><body><p>а</p></body></html>';
    const copy = new Uint8Array(view);
    for (const input of [view, copy, copy.buffer, new DataView(bytes.buffer, bytes.byteOffset + 2, view.length)]) {
      const document = parse(input);
      expect(serialize(document)).to.equal(expected);
      expect(document.encoding).to.equal('KOI8-R');
    }
  });

  it('records the encoding through every adapter that can hold it', function () {
    const bytes = latin1('<meta charset=iso-8859-2><p>\xb1');
    expect(parse(bytes).encoding).to.equal('ISO-8859-2');
    expect(parse(bytes, { treeAdapter: domhandlerAdapter })['x-encoding']).to.equal('ISO-8859-2');
    expect(parseHTMLDocument(bytes).characterSet).to.equal('ISO-8859-2');
    expect(parseHTMLDocument(bytes).querySelector('p').textContent).to.equal('ą');
    // parse5's adapter has no setDocumentEncoding: bytes still parse.
    const p5 = parse(bytes, { treeAdapter: parse5.defaultTreeAdapter });
    expect(parse5.serialize(p5)).to.contain('<p>ą</p>');
  });

  it('records nothing for a string, whatever the encoding options say', function () {
    const document = parse('<p>x', { encoding: 'utf-8' });
    expect(document).to.not.have.property('encoding');
  });

  it('uses the encoding option over a <meta>, and the document says so', function () {
    const document = parse(utf8('<meta charset=utf-8><p>é'), { encoding: 'latin1' });
    expect(bodyText(document)).to.equal('<p>Ã©</p>');
    expect(document.encoding).to.equal('windows-1252');
  });

  it('throws a TypeError naming the problem for input that is neither a string nor bytes', function () {
    expect(() => parse(42)).to.throw(TypeError, /html must be a string or bytes/);
    expect(() => parse({ length: 3 })).to.throw(TypeError, /html must be a string or bytes/);
    expect(() => parse(latin1('<p>'), { defaultEncoding: 1252 })).to.throw(TypeError, /defaultEncoding must be a string/);
  });

  it('gives one U+FFFD for a document in the replacement encoding', function () {
    const document = parse(latin1('<meta charset=iso-2022-kr><p>\x1b$)C hi'));
    expect(document.encoding).to.equal('replacement');
    expect(bodyText(document)).to.equal('\ufffd');
  });
});

describe('changing the encoding while parsing (#changing-the-encoding-while-parsing)', function () {
  // These start from the browsers' fallback, so that a later <meta> has another encoding to change.
  const LEGACY = { defaultEncoding: 'windows-1252' };

  it('parses again in the encoding of a <meta> past the prescan when the text differs', function () {
    const counter = countingAdapter();
    const document = parse(utf8(`${PAST_PRESCAN}<meta charset=utf-8><p>café`), { ...LEGACY, treeAdapter: counter.adapter });
    expect(counter.documents).to.equal(2);
    expect(counter.encodings).to.deep.equal(['UTF-8']);
    expect(bodyText(document)).to.equal('<p>café</p>');
  });

  it('goes on without parsing again when the bytes read the same in both encodings', function () {
    const counter = countingAdapter();
    const document = parse(latin1(`${PAST_PRESCAN}<meta charset=utf-8><p>cafe`), { treeAdapter: counter.adapter });
    expect(counter.documents).to.equal(1);
    expect(document.encoding).to.equal('UTF-8');
  });

  it('reads the meta the tree builder sees, with character references the prescan does not decode', function () {
    const document = parse(utf8('<meta charset="&#x75;tf-8"><p>é'));
    expect(document.encoding).to.equal('UTF-8');
    expect(bodyText(document)).to.equal('<p>é</p>');
  });

  it('reads http-equiv content-type metas, and metas in body, template and after foreign content', function () {
    for (const meta of [
      '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">',
      '<body><p><meta charset=utf-8>',
      '<template><meta charset=utf-8></template>',
      '<body><svg><meta charset=utf-8>',
    ]) {
      expect(parse(utf8(`${PAST_PRESCAN}${meta}é`)).encoding, meta).to.equal('UTF-8');
    }
  });

  it('ignores a meta that names no encoding, or a meta in an attribute value', function () {
    expect(parse(utf8(`${PAST_PRESCAN}<meta charset=bogus>é`), LEGACY).encoding).to.equal('windows-1252');
    expect(parse(utf8(`${PAST_PRESCAN}<p title="<meta charset=utf-8>">é`), LEGACY).encoding).to.equal('windows-1252');
  });

  it('makes the confidence certain on a meta that names the encoding in use: a later meta changes nothing', function () {
    const counter = countingAdapter();
    const document = parse(utf8(`${PAST_PRESCAN}<meta charset=windows-1252><meta charset=utf-8><p>é`), {
      ...LEGACY,
      treeAdapter: counter.adapter,
    });
    expect(counter.documents).to.equal(1);
    expect(document.encoding).to.equal('windows-1252');
    expect(bodyText(document)).to.equal('<p>Ã©</p>');
  });

  it('changes UTF-16 to UTF-8 and x-user-defined to windows-1252', function () {
    expect(parse(utf8(`${PAST_PRESCAN}<meta charset=utf-16le>é`)).encoding).to.equal('UTF-8');
    const document = parse(latin1(`${PAST_PRESCAN}<meta charset=x-user-defined><p>\xe9`), { defaultEncoding: 'utf-8' });
    expect(document.encoding).to.equal('windows-1252');
    expect(bodyText(document)).to.equal('<p>é</p>');
  });

  it('keeps a UTF-16 encoding and only becomes certain', function () {
    const bytes = Buffer.from('<meta charset=utf-8><p>é', 'utf16le');
    const document = parse(bytes, { defaultEncoding: 'utf-16le' });
    expect(document.encoding).to.equal('UTF-16LE');
    expect(bodyText(document)).to.equal('<p>é</p>');
  });

  it('leaves a certain encoding alone (byte order mark, encoding option, Content-Type)', function () {
    const bytes = latin1(`${PAST_PRESCAN}<meta charset=utf-8><p>\xe9`);
    expect(parse(bytes, { contentType: 'text/html; charset=latin1' }).encoding).to.equal('windows-1252');
    expect(parse(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('<meta charset=latin1>é')])).encoding).to.equal('UTF-8');
  });

  it('reports the parse errors of the final pass only, as parsing its text would', function () {
    // The first error comes before the meta: the first pass had reported it already.
    const bytes = utf8(`${PAST_PRESCAN}\u0001<meta charset=utf-8><p>café\u0001</p>&bogus;<p =a>`);
    const fromBytes = [];
    parse(bytes, { onParseError: (e) => fromBytes.push(e) });
    const fromText = [];
    parse(bytes.toString('utf8'), { onParseError: (e) => fromText.push(e) });
    expect(fromBytes.map((e) => e.code)).to.deep.equal([
      'control-character-in-input-stream',
      'control-character-in-input-stream',
      'unknown-named-character-reference',
      'unexpected-equals-sign-before-attribute-name',
    ]);
    expect(fromBytes).to.deep.equal(fromText);
  });

  it('gives locations in the decoded text, as parsing the text gives them', function () {
    const bytes = utf8(`${PAST_PRESCAN}<meta charset=utf-8><p>é</p><b>x</b>`);
    const options = { sourceCodeLocationInfo: true, treeAdapter: parse5.defaultTreeAdapter };
    expect(parse(bytes, options)).to.deep.equal(parse(bytes.toString('utf8'), options));
  });

  it('parses fragments of bytes again too', function () {
    const fragment = parseFragment(utf8(`<!--${'x'.repeat(1100)}--><meta charset=utf-8><p>é`));
    expect(serialize(fragment)).to.match(/<p>é<\/p>$/);
    const context = jsonAdapter.createElement('div', 'http://www.w3.org/1999/xhtml', []);
    expect(serialize(parseFragment(context, latin1('<meta charset=koi8-r><p>\xc1')))).to.match(/<p>а<\/p>$/);
  });
});

describe('parse on bytes never throws', function () {
  it('parses seeded random bytes, with and without encoding declarations, through parse and parseFragment', function () {
    let seed = 7;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const pieces = ['<meta charset=utf-8>', '<meta charset=x-user-defined>', '<meta charset=utf-16>', '<meta charset=iso-2022-kr>', '<meta http-equiv=content-type content="charset=shift_jis">', '<p>', '<!--', '-->', '<?xml encoding="utf-16"?>', '<svg>', '<template>', '\xef\xbb\xbf', '\xff\xfe', '\0<\0?\0x'];
    for (let n = 0; n < 200; n++) {
      const parts = [];
      while (parts.length < random(40)) {
        parts.push(random(2) === 0 ? latin1(pieces[random(pieces.length)]) : Buffer.from(Array.from({ length: random(600) }, () => random(256))));
      }
      const bytes = Buffer.concat(parts);
      const document = parse(bytes, { onParseError() {} });
      expect(document.encoding).to.be.a('string');
      parseFragment(bytes);
    }
  });
});
