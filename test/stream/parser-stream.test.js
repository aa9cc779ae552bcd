// larch-html/stream: ParserStream (parse5-parser-stream's API), SAXParser (parse5-sax-parser's),
// DecodeStream (encoding-sniffer's) and WebParserStream (a web WritableStream), each against the
// whole-input parse or the parse5 package it stands in for.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, finished } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { ParserStream as Parse5ParserStream } from 'parse5-parser-stream';
import { SAXParser as Parse5SAXParser } from 'parse5-sax-parser';
import { parse, serialize } from 'larch-html';
import { ParserStream, SAXParser, DecodeStream, WebParserStream } from 'larch-html/stream';
import { CORPUS_DIR } from '../../bench/corpus.js';

const pages = readdirSync(CORPUS_DIR).filter((name) => name.endsWith('.html')).sort().slice(0, 12);
const pageText = (name) => readFileSync(join(CORPUS_DIR, name), 'utf8');

/** The chunks of `input`, `size` at a time. */
function chunksOf(input, size) {
  const out = [];
  for (let i = 0; i < input.length; i += size) out.push(input.slice(i, i + size));
  return out;
}

/** Pipes `chunks` into `stream` and waits for it to finish. */
async function feed(chunks, stream) {
  await pipeline(Readable.from(chunks, { objectMode: true }), stream);
  return stream;
}

const p5 = { treeAdapter: parse5.defaultTreeAdapter };

describe('ParserStream', () => {
  it('builds the document parse5-parser-stream builds, from strings piped in pieces', async () => {
    for (const name of pages) {
      const html = pageText(name);
      const ours = await feed(chunksOf(html, 777), new ParserStream(p5));
      const theirs = await feed(chunksOf(html, 777), new Parse5ParserStream());
      expect(parse5.serialize(ours.document), name).to.equal(parse5.serialize(theirs.document));
    }
  });

  it('gives the fragment of a fragment stream, as parse5 getFragmentStream does', async () => {
    const html = '<td>a</td><td>b';
    const ours = await feed(chunksOf(html, 3), ParserStream.getFragmentStream('tr', p5));
    const context = parse5.defaultTreeAdapter.createElement('tr', 'http://www.w3.org/1999/xhtml', []);
    const theirs = await feed(chunksOf(html, 3), Parse5ParserStream.getFragmentStream(context));
    expect(parse5.serialize(ours.getFragment())).to.equal(parse5.serialize(theirs.getFragment()));
  });

  it('sniffs and decodes Buffers (where parse5 throws), as parse does', async () => {
    const bytes = Buffer.from('<meta charset=latin1><p>caf\xe9', 'latin1');
    const stream = await feed([bytes.subarray(0, 5), bytes.subarray(5)], new ParserStream());
    expect(serialize(stream.document)).to.equal(serialize(parse(bytes)));
    expect(serialize(stream.document)).to.contain('café');
  });

  it('fails the stream with a TypeError when strings and bytes are mixed', async () => {
    const stream = new ParserStream();
    const error = await new Promise((resolve) => {
      stream.on('error', resolve);
      stream.write('<p>a');
      stream.write(Buffer.from('b'));
    });
    expect(error).to.be.instanceOf(TypeError);
    expect(error.message).to.match(/strings cannot take bytes/);
  });
});

/** The events of a SAX stream, as comparable strings. */
function saxEvents(stream, html, size) {
  return new Promise((resolve, reject) => {
    const out = [];
    let text = '';
    const flush = () => {
      if (text !== '') out.push(`#${text}`);
      text = '';
    };
    stream.on('startTag', (t) => (flush(), out.push(`<${t.tagName} ${JSON.stringify(t.attrs.map((a) => [a.name, a.value]))}${t.selfClosing ? '/' : ''}>`)));
    stream.on('endTag', (t) => (flush(), out.push(`</${t.tagName}>`)));
    stream.on('text', (t) => (text += t.text));
    stream.on('comment', (c) => (flush(), out.push(`<!--${c.text}-->`)));
    stream.on('doctype', (d) => (flush(), out.push(`<!${d.name} ${d.publicId} ${d.systemId}>`)));
    finished(stream, (error) => (error ? reject(error) : (flush(), resolve(out))));
    for (const chunk of chunksOf(html, size)) stream.write(chunk);
    stream.end();
  });
}

describe('SAXParser', () => {
  it('emits the events parse5-sax-parser emits', async () => {
    const inputs = [
      '<!DOCTYPE html><title>a &amp; b</title><p class=x>1<br/>2<!-- c --><script>if (a<b) {}</script>',
      '<svg viewBox="0 0 1 1"><foreignObject><style>x</style></foreignObject><![CDATA[<c>]]></svg><textarea>&lt;</textarea>',
      '<math><mi><style>y</style></mi></math><noscript><p></noscript><plaintext><a>',
    ];
    for (const html of inputs) {
      expect(await saxEvents(new SAXParser(), html, 5), html).to.deep.equal(await saxEvents(new Parse5SAXParser(), html, 5));
    }
  });

  it('gives parse5 locations with sourceCodeLocationInfo, and passes its input through', async () => {
    const stream = new SAXParser({ sourceCodeLocationInfo: true });
    const tags = [];
    stream.on('startTag', (t) => tags.push(t));
    let through = '';
    stream.on('data', (d) => (through += d));
    await new Promise((resolve) => {
      stream.on('end', resolve);
      stream.end('<p>\n<b id=x>');
      stream.resume();
    });
    expect(tags[1].sourceCodeLocation).to.include({ startLine: 2, startCol: 1, startOffset: 4, endOffset: 12 });
    expect(tags[1].sourceCodeLocation.attrs.id).to.include({ startOffset: 7, endOffset: 11 });
    expect([tags[1].start, tags[1].end]).to.deep.equal([4, 12]);
  });
});

describe('DecodeStream', () => {
  it('sniffs the encoding of bytes and passes on strings', async () => {
    const decode = new DecodeStream();
    let text = '';
    decode.on('data', (d) => (text += d));
    await pipeline(Readable.from([Buffer.from('<meta charset=latin1><p>caf'), Buffer.from([0xe9])]), decode);
    expect(text).to.equal('<meta charset=latin1><p>café');
    expect(decode.encoding).to.equal('windows-1252');
  });
});

describe('WebParserStream', () => {
  it('parses a web ReadableStream of bytes piped into it, as parse does the bytes', async () => {
    const bytes = new TextEncoder().encode('<!doctype html><p>é ü 😀 <b>x</b>');
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 4) controller.enqueue(bytes.subarray(i, i + 4));
        controller.close();
      },
    });
    const stream = new WebParserStream();
    await body.pipeTo(stream);
    expect(serialize(await stream.result)).to.equal(serialize(parse(bytes)));
    expect(serialize(stream.document)).to.equal(serialize(parse(bytes)));
  });

  it('rejects its result when the stream is aborted', async () => {
    const stream = new WebParserStream();
    await stream.abort(new Error('gone'));
    let reason = null;
    await stream.result.catch((error) => (reason = error));
    expect(reason.message).to.equal('gone');
  });
});
