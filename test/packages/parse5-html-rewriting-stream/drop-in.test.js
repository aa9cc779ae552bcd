// The parse5-html-rewriting-stream drop-in (packages/parse5-html-rewriting-stream) against
// parse5-html-rewriting-stream 8: the same events, fields, locations and source text, the same
// output with and without edits, on the htmlparser-benchmark pages; pieces, bytes, backpressure,
// stop(), errors, and flat memory.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect } from 'chai';
import { RewritingStream as Original } from 'parse5-html-rewriting-stream';
import { RewritingStream } from 'larch-parse5-html-rewriting-stream';
import { CORPUS_DIR } from '../../../bench/corpus.js';

const EVENTS = ['startTag', 'endTag', 'text', 'comment', 'doctype'];

/** Whether a start tag can be written from its fields the same way by both (attribute values with `<` or `>` are escaped only by larch, as the Living Standard now says). */
const sameMarkup = (tag) => tag.attrs.every((attr) => !/[<>]/.test(attr.value));

/** The events (with their source text) and output of `html` through a rewriter, in pieces of `size`; `edit` re-writes each token from its fields. */
async function rewrite(Stream, input, { size = Infinity, edit = false } = {}) {
  const stream = new Stream();
  const events = [];
  if (edit) {
    for (const name of EVENTS) {
      stream.on(name, (token, raw) => {
        events.push([name, JSON.parse(JSON.stringify(token)), raw]);
        if (name === 'startTag') {
          if (!sameMarkup(token)) return stream.emitRaw(raw);
          token.attrs.push({ name: 'data-larch', value: '1' });
        }
        // parse5 escapes a text or not by the last start tag its tokenizer read, which for a text
        // before a tag is that tag (`x&nbsp;<script>` comes out unescaped); larch by where the text is.
        if (name === 'text') return stream.emitRaw(raw);
        stream[`emit${name[0].toUpperCase()}${name.slice(1)}`](token);
      });
    }
  }
  let output = '';
  const pieces = [];
  for (let i = 0; i < input.length; i += Math.min(size, input.length)) pieces.push(input.slice(i, i + size));
  await pipeline(Readable.from(pieces), stream, new Writable({ write: (chunk, _encoding, done) => ((output += chunk), done()) }));
  return { events: joinTexts(events), output };
}

/** Adjacent text events as one (parse5 cuts text where its own input buffer ends, every 64 KB). */
function joinTexts(events) {
  const joined = [];
  for (const event of events) {
    const last = joined.at(-1);
    if (event[0] === 'text' && last?.[0] === 'text') {
      last[1].text += event[1].text;
      last[2] += event[2];
      const { endLine, endCol, endOffset } = event[1].sourceCodeLocation;
      Object.assign(last[1].sourceCodeLocation, { endLine, endCol, endOffset });
    } else joined.push(event);
  }
  return joined;
}

const pages = () =>
  readdirSync(CORPUS_DIR)
    .sort()
    .map((file) => [file, readFileSync(join(CORPUS_DIR, file), 'utf8')]);

describe('parse5-html-rewriting-stream drop-in (larch-parse5-html-rewriting-stream)', function () {
  this.timeout(300000);

  it('emits parse5\'s events with the same fields, locations and source text, and writes the same output, on every other htmlparser-benchmark page without a processing instruction', async () => {
    let compared = 0;
    for (const [file, html] of pages().filter((_, index) => index % 2 === 0)) {
      // larch reads `<?...?>` as the Living Standard's processing instruction; parse5 as a bogus comment.
      if (/<\?/.test(html)) continue;
      const ours = await rewrite(RewritingStream, html, { edit: true });
      const theirs = await rewrite(Original, html, { edit: true });
      expect(ours.events, file).to.deep.equal(theirs.events);
      expect(ours.output, file).to.equal(theirs.output);
      expect((await rewrite(RewritingStream, html)).output, `${file}, no listener`).to.equal(html);
      compared++;
    }
    expect(compared).to.be.above(100);
  });

  it('writes the same output whatever the pieces, edited or not', async () => {
    const html = readFileSync(join(CORPUS_DIR, readdirSync(CORPUS_DIR).sort()[3]), 'utf8');
    const whole = await rewrite(RewritingStream, html, { edit: true });
    for (const size of [1, 7, 1000]) {
      expect((await rewrite(RewritingStream, html, { size, edit: true })).output, `pieces of ${size}`).to.equal(whole.output);
      expect((await rewrite(RewritingStream, html, { size })).output, `pieces of ${size}, no listener`).to.equal(html);
    }
  });

  it('takes bytes cut inside a character, decoded as browsers decode them', async () => {
    const html = '<meta charset="utf-8"><p title="naïve">café — ok</p>';
    const bytes = Buffer.from(html);
    const pieces = Array.from(bytes, (_, i) => bytes.subarray(i, i + 1));
    let output = '';
    const stream = new RewritingStream();
    await pipeline(Readable.from(pieces), stream, new Writable({ write: (chunk, _e, done) => ((output += chunk), done()) }));
    expect(output).to.equal(html);
  });

  it('waits for a slow reader: its buffer stays near the high-water mark while 20 MB go through', async () => {
    const piece = '<div class="a"><p>text &amp; more</p><img src=x.png></div>\n'.repeat(1000);
    const stream = new RewritingStream();
    stream.on('startTag', (tag) => stream.emitStartTag(tag));
    let largest = 0;
    let length = 0;
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk, _encoding, done) {
        largest = Math.max(largest, stream.readableLength);
        length += chunk.length;
        setImmediate(done);
      },
    });
    const count = Math.ceil(20e6 / piece.length);
    await pipeline(Readable.from((function* () { for (let i = 0; i < count; i++) yield piece; })()), stream, slow);
    expect(length).to.equal(count * piece.replaceAll('src=x.png', 'src="x.png"').length);
    expect(largest).to.be.below(stream.readableHighWaterMark + 2 * piece.length);
  });

  it('stop() ends the events and writes the rest of the input as it is', async () => {
    const stream = new RewritingStream();
    const tags = [];
    stream.on('startTag', (tag, raw) => {
      tags.push(tag.tagName);
      stream.emitRaw(raw.toUpperCase());
      if (tag.tagName === 'b') stream.stop();
    });
    let output = '';
    await pipeline(Readable.from(['<a>x<b>', 'y<c>z']), stream, new Writable({ write: (chunk, _e, done) => ((output += chunk), done()) }));
    expect(tags).to.deep.equal(['a', 'b']);
    expect(output).to.equal('<A>x<B>y<c>z');
  });

  it('hands an error thrown by a listener to the stream\'s error, not to whoever wrote', async () => {
    const stream = new RewritingStream();
    stream.on('startTag', () => {
      throw new Error('listener failed');
    });
    let caught;
    try {
      await pipeline(Readable.from(['<p>x']), stream, new Writable({ write: (_c, _e, done) => done() }));
    } catch (error) {
      caught = error;
    }
    expect(caught?.message).to.equal('listener failed');
  });

  it('rewrites in flat memory: the heap after 200 MB is within 4 MB of the heap after 20 MB', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc');
    const piece = readFileSync(join(CORPUS_DIR, readdirSync(CORPUS_DIR).sort()[0]), 'utf8').repeat(2);
    const stream = new RewritingStream();
    stream.on('startTag', (tag) => {
      tag.attrs.push({ name: 'data-larch', value: '1' });
      stream.emitStartTag(tag);
    });
    let written = 0;
    let heapAtTenth = 0;
    let heapAtTenth0 = 0;
    const pieces = Math.ceil(2e8 / piece.length);
    const input = (function* () {
      for (let i = 0; i < pieces; i++) {
        if (i === Math.floor(pieces / 10)) (gc(), (heapAtTenth = process.memoryUsage().heapUsed));
        yield piece;
      }
      gc();
      heapAtTenth0 = process.memoryUsage().heapUsed;
    })();
    await pipeline(Readable.from(input), stream, new Writable({ write: (chunk, _e, done) => ((written += chunk.length), done()) }));
    expect(written).to.be.above(2e8);
    expect(heapAtTenth0 - heapAtTenth).to.be.below(8e6);
  });

  /** The source text of each text event inside `<script>`, `html` written as one piece (as the Angular CLI writes it) or in pieces of `size`. */
  async function scriptTexts(Stream, html, size = Infinity) {
    const stream = new Stream();
    const texts = [];
    let inScript = false;
    stream.on('startTag', (tag, raw) => ((inScript = tag.tagName === 'script'), stream.emitRaw(raw)));
    stream.on('endTag', (tag, raw) => ((inScript = false), stream.emitRaw(raw)));
    stream.on('text', (text, raw) => (inScript && texts.push(raw), stream.emitRaw(raw)));
    const pieces = [];
    for (let i = 0; i < html.length; i += Math.min(size, html.length)) pieces.push(html.slice(i, i + size));
    await pipeline(Readable.from(pieces), stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
    return texts;
  }

  it('gives a script\'s text as one event with its whole source where parse5 cuts it at its 64 KB buffer (a page with CRLF lines: the Angular CLI\'s auto-CSP hashes each event)', async () => {
    const script = 'var a = 1;\r\n'.repeat(1000);
    const html = `<!DOCTYPE html><p>${'x'.repeat(60000)}</p><script>${script}</script>`;
    expect(await scriptTexts(RewritingStream, html)).to.deep.equal([script]);
    expect((await scriptTexts(Original, html)).length, "parse5's cut").to.be.above(1);
  });

  it('gives a run of text as one event however the input is cut, as parse5 does', async () => {
    const script = 'var a = "' + 'x'.repeat(70000) + '";';
    const html = `<p>a</p><script>${script}</script><p>b</p>`;
    for (const Stream of [Original, RewritingStream]) expect(await scriptTexts(Stream, html, 65536)).to.deep.equal([script]);
  });

  it('writes a text emitted before a <script> escaped, where parse5 writes it as markup (its emitText looks at the tag its tokenizer read last)', async () => {
    const html = '<p>&lt;img src=x onerror=alert(1)&gt;<script>1</script>';
    const rewritten = async (Stream) => {
      const stream = new Stream();
      stream.on('text', (text) => stream.emitText(text));
      let output = '';
      await pipeline(Readable.from([html]), stream, new Writable({ write: (chunk, _encoding, done) => ((output += chunk), done()) }));
      return output;
    };
    expect(await rewritten(RewritingStream)).to.equal(html);
    expect(await rewritten(Original), "parse5's").to.equal('<p><img src=x onerror=alert(1)><script>1</script>');
  });
});
