// The parse5-parser-stream drop-in (packages/parse5-parser-stream) against parse5-parser-stream 8:
// the same documents and fragments, with locations, from input written in pieces; the same
// `script` events, with documentWrite and resume; parse5's exports; strings only, as the original.
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

  it('emits script events as parse5-parser-stream does, parsing what documentWrite wrote before the rest once resumed', async () => {
    const html =
      '<!DOCTYPE html><p>a<script>one</script>b<table><script>two</script><tr><td>c</table>' +
      '<script>three</script><b' + ' id=x>d</b><script>four</script>';
    /**
     * Runs a stream whose script listener writes, resuming later (every other one at once), with
     * the input in pieces of `size` (parse5's own stream loses input when a later resume comes in
     * the middle of a piece: it is run on the whole input in one).
     */
    const run = async (stream, size) => {
      const seen = [];
      stream.on('script', (script, documentWrite, resume) => {
        const text = script.childNodes.map((node) => node.value).join('');
        seen.push(text);
        if (text === 'one') documentWrite('<i>1</i>');
        if (text === 'two') documentWrite('<td>2');
        if (text === 'three') {
          documentWrite('<u>3');
          documentWrite('</u>');
          documentWrite('<script>nested</scr' + 'ipt>');
        }
        if (text === 'nested') documentWrite('N');
        if (seen.length % 2 === 0) resume();
        else setTimeout(resume, 1);
      });
      return { document: await streamed(stream, html, size), seen };
    };
    const ours = await run(new ParserStream(), 7);
    const theirs = await run(new original.ParserStream(), html.length);
    expect(ours.seen).to.deep.equal(theirs.seen);
    expect(ours.seen).to.deep.equal(['one', 'two', 'three', 'nested', 'four']);
    expect(plainTree(ours.document)).to.deep.equal(plainTree(theirs.document));
    expect(parse5.serialize(ours.document)).to.contain('<u>3</u><script>nested</script>N');
  });

  it('parses on as without scripts when no script listener is there', async () => {
    const html = '<p>a<script>document.write("x")</script>b';
    expect(plainTree(await streamed(new ParserStream(), html, 3))).to.deep.equal(plainTree(parse5.parse(html)));
  });

  it('exports what parse5-parser-stream exports, and takes only strings, throwing from write() as it does', async () => {
    expect(Object.keys(await import('larch-parse5-parser-stream')).sort()).to.deep.equal(Object.keys(original).sort());
    const bytes = () => Buffer.from('<p>x');
    expect(() => new original.ParserStream().write(bytes())).to.throw(TypeError, 'Parser can work only with string streams.');
    expect(() => new ParserStream().write(bytes())).to.throw(TypeError, 'Parser can work only with string streams.');
  });

  it('makes its parser with larch-parse5\'s Parser, as parse5-parser-stream makes it with parse5\'s', async () => {
    const { Parser } = await import('larch-parse5');
    expect(new ParserStream().parser).to.be.instanceOf(Parser);
    expect(new original.ParserStream().parser).to.be.instanceOf(parse5.Parser);
  });
});
