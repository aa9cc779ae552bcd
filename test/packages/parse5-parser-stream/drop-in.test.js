// The parse5-parser-stream drop-in (packages/parse5-parser-stream) against parse5-parser-stream 8:
// the same documents and fragments, with locations, from input written in pieces; parse5's
// exports; strings only, as the original.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { expect } from 'chai';
import * as original from 'parse5-parser-stream';
import * as parse5 from 'parse5';
import { ParserStream } from 'larch-parse5-parser-stream';
import { defaultTreeAdapter } from 'larch-parse5';
import { plainTree } from '../../helpers/parse5-tree.js';
import { CORPUS_DIR } from '../../../bench/corpus.js';

const pieces = (text, size) => Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));

/** The document a stream builds from `html` written in pieces of `size`. */
async function streamed(stream, html, size) {
  await pipeline(Readable.from(pieces(html, size)), stream);
  return stream.document;
}

describe('parse5-parser-stream drop-in (larch-parse5-parser-stream)', function () {
  this.timeout(120000);

  it('builds parse5-parser-stream\'s documents, with locations, on htmlparser-benchmark pages written in pieces', async () => {
    const files = readdirSync(CORPUS_DIR).sort().slice(0, 40);
    for (const [index, file] of files.entries()) {
      const html = readFileSync(join(CORPUS_DIR, file), 'utf8');
      const options = { sourceCodeLocationInfo: index % 2 === 0 };
      const ours = await streamed(new ParserStream(options), html, 1 + index * 97);
      const theirs = await streamed(new original.ParserStream(options), html, html.length);
      expect(plainTree(ours), file).to.deep.equal(plainTree(theirs));
    }
  });

  it('builds fragments in a context element or as a template\'s contents', async () => {
    const context = defaultTreeAdapter.createElement('tr', 'http://www.w3.org/1999/xhtml', []);
    const stream = ParserStream.getFragmentStream(context);
    await pipeline(Readable.from(['<td>x', '</td><td>y']), stream);
    const reference = parse5.parseFragment(parse5.defaultTreeAdapter.createElement('tr', 'http://www.w3.org/1999/xhtml', []), '<td>x</td><td>y');
    expect(plainTree(stream.getFragment())).to.deep.equal(plainTree(reference));
    const template = ParserStream.getFragmentStream();
    await pipeline(Readable.from(['<tr><t', 'd>z']), template);
    expect(plainTree(template.getFragment())).to.deep.equal(plainTree(parse5.parseFragment('<tr><td>z')));
  });

  it('exports what parse5-parser-stream exports, and takes only strings, as it does', async () => {
    expect(Object.keys(await import('larch-parse5-parser-stream')).sort()).to.deep.equal(Object.keys(original).sort());
    const stream = new ParserStream();
    let caught;
    try {
      await pipeline(Readable.from([Buffer.from('<p>')], { objectMode: true }), stream);
    } catch (error) {
      caught = error;
    }
    expect(caught).to.be.instanceOf(TypeError);
    expect(caught.message).to.match(/string streams/);
  });
});
