// cheerio's stringStream and decodeStream built on larch-html/stream give the documents cheerio's
// own (parse5-parser-stream, encoding-sniffer's DecodeStream) give. cheerio builds them as
// `new ParserStream({ ...options, treeAdapter })`, `finished(stream, () => load(stream.document))`,
// and `new DecodeStream(encoding).pipe(that)`: here the same pipeline with larch's classes and its
// domhandler adapter.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, finished } from 'node:stream';
import { expect } from 'chai';
import * as cheerio from 'cheerio';
import { adapter as domhandlerAdapter } from 'larch-html/adapters/domhandler';
import { ParserStream, DecodeStream } from 'larch-html/stream';
import { CORPUS_DIR } from '../../bench/corpus.js';

/** cheerio's `_stringStream`, on larch's ParserStream. */
function larchStringStream(options, cb) {
  const stream = new ParserStream({ ...options, treeAdapter: domhandlerAdapter, scriptingEnabled: options.scriptingEnabled !== false });
  finished(stream, (err) => cb(err, cheerio.load(stream.document, options)));
  return stream;
}

/** cheerio's `decodeStream`, on larch's DecodeStream. */
function larchDecodeStream(options, cb) {
  const { encoding = {}, ...cheerioOptions } = options;
  encoding.defaultEncoding ??= 'windows-1252';
  const decode = new DecodeStream(encoding);
  decode.pipe(larchStringStream(cheerioOptions, cb));
  return decode;
}

/** What `make(options, cb)` gives for `chunks`: the loaded document's HTML and text. */
function loaded(make, chunks, options = {}) {
  return new Promise((resolve, reject) => {
    const stream = make(options, (err, $) => (err ? reject(err) : resolve({ html: $.html(), text: $('body').text(), title: $('title').text() })));
    Readable.from(chunks, { objectMode: true }).pipe(stream);
  });
}

/**
 * cheerio decodes with iconv-lite, which reads the five bytes windows-1252 leaves undefined as
 * U+FFFD; the Encoding Standard (TextDecoder, larch) maps them to U+0081, U+008D, U+008F, U+0090
 * and U+009D. The one difference between the two pipelines, put back for comparing.
 */
function withIconvUndefinedBytes(result) {
  const replace = (s) => s.replace(/[\x81\x8d\x8f\x90\x9d]/g, '\ufffd');
  return { html: replace(result.html), text: replace(result.text), title: replace(result.title) };
}

const chunked = (input, size) => Array.from({ length: Math.ceil(input.length / size) }, (_, i) => input.slice(i * size, (i + 1) * size));

describe('cheerio streams on larch', () => {
  const pages = readdirSync(CORPUS_DIR).filter((name) => name.endsWith('.html')).sort().slice(0, 10);

  it('stringStream gives the documents cheerio.stringStream gives', async () => {
    for (const name of pages) {
      const html = readFileSync(join(CORPUS_DIR, name), 'utf8');
      const ours = await loaded(larchStringStream, chunked(html, 1000));
      const theirs = await loaded(cheerio.stringStream, chunked(html, 1000));
      expect(ours, name).to.deep.equal(theirs);
    }
  });

  it('decodeStream gives the documents cheerio.decodeStream gives, UTF-8 and legacy encodings', async () => {
    let iconvDifferences = 0;
    const inputs = pages.map((name) => readFileSync(join(CORPUS_DIR, name)));
    inputs.push(Buffer.from('<meta charset=latin1><title>caf\xe9</title><p>na\xefve', 'latin1'));
    inputs.push(Buffer.concat([Buffer.from('<meta charset="shift_jis"><p>'), Buffer.from([0x82, 0xa0, 0x82, 0xa2])]));
    inputs.push(Buffer.from('\ufeff<p>with a byte order mark é', 'utf8'));
    for (const bytes of inputs) {
      const ours = await loaded(larchDecodeStream, chunked(bytes, 300));
      const theirs = await loaded(cheerio.decodeStream, chunked(bytes, 300));
      expect(withIconvUndefinedBytes(ours)).to.deep.equal(theirs);
      if (JSON.stringify(ours) !== JSON.stringify(theirs)) iconvDifferences++;
    }
    // One corpus page has a 0x9D byte in windows-1252 (a UTF-8 quote read in the wrong encoding).
    expect(iconvDifferences).to.equal(1);
    const latin1 = await loaded(larchDecodeStream, chunked(inputs.at(-3), 7));
    expect(latin1.title).to.equal('café');
    expect((await loaded(larchDecodeStream, [inputs.at(-2)])).text).to.equal('あい');
  });

  it('a ParserStream fed the bytes directly gives the same document', async () => {
    const bytes = Buffer.from('<meta charset=latin1><title>caf\xe9</title><p>na\xefve', 'latin1');
    const direct = await loaded(larchStringStream, chunked(bytes, 5));
    expect(direct).to.deep.equal(await loaded(cheerio.decodeStream, [bytes]));
  });
});
