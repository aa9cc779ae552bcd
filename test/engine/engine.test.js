// The engine that owns one run of the tokenizer (lib/engine/engine.ts) and the HTML parser's
// (lib/engine/html-engine.ts): its lifecycle, early stops, and the encoding restart as a result.
import { expect } from 'chai';
import { Engine } from '../../build/lib/engine/engine.js';
import { HtmlEngine } from '../../build/lib/engine/html-engine.js';
import { TentativeEncoding } from '../../build/lib/encoding/changing-the-encoding.js';
import { adapter as jsonAdapter } from '../../build/lib/json/index.js';

/** A sink that records what it is told, as [kind, detail]. */
class Recorder {
  events = [];
  onStartTag(t) { this.events.push(['start', t.tagName]); }
  onEndTag(t) { this.events.push(['end', t.tagName]); }
  onText(text) { this.events.push(['text', text]); }
  onComment(t) { this.events.push(['comment', t.data]); }
  onProcessingInstruction() {}
  onDoctype() { this.events.push(['doctype']); }
  onEof() { this.events.push(['eof']); }
  isCdataAllowed() { return false; }
}

const pieces = { lines: true, inputErrors: true, forgetDroppedLines: true, streamText: false };
const OPTIONS = { trackAttributeSpans: false };

describe('Engine', () => {
  it('gives the same tokens for the whole text and for pieces cut anywhere', () => {
    const html = '<!DOCTYPE html><p class=a>one &amp; two<!--c--></p>tail';
    const whole = new Engine(html, null, () => new Recorder(), OPTIONS);
    whole.run();
    for (let cut = 0; cut <= html.length; cut++) {
      const split = new Engine(pieces, null, () => new Recorder(), OPTIONS);
      split.write(html.slice(0, cut), false);
      split.write(html.slice(cut), true);
      expect(split.sink.events, `cut at ${cut}`).to.deep.equal(whole.sink.events);
    }
  });

  it('runs once, and takes no piece after the last (a TypeError)', () => {
    const whole = new Engine('<p>', null, () => new Recorder(), OPTIONS);
    whole.run();
    expect(() => whole.run()).to.throw(TypeError, /runs once/);
    const split = new Engine(pieces, null, () => new Recorder(), OPTIONS);
    split.write('<p>', true);
    expect(() => split.write('x', false)).to.throw(TypeError, /after end/);
  });

  it('stops when its sink says so, and tokenizes nothing after, in this piece or later ones', () => {
    let engine;
    const make = () => {
      const sink = new Recorder();
      sink.onStartTag = function (t) {
        this.events.push(['start', t.tagName]);
        if (t.tagName === 'b') engine.stop();
      };
      return sink;
    };
    engine = new Engine(pieces, null, make, OPTIONS);
    engine.write('<a>x<b>y<c>', false);
    engine.write('<d>', true);
    expect(engine.stopped).to.equal(true);
    expect(engine.sink.events).to.deep.equal([['start', 'a'], ['text', 'x'], ['start', 'b']]);
  });
});

describe('HtmlEngine', () => {
  const settings = { adapter: jsonAdapter, scriptingEnabled: true, sourceCodeLocationInfo: false, onParseError: null, allowDeclarativeShadowRoots: false };

  it('builds the tree into the root it is given', () => {
    const document = jsonAdapter.createDocument();
    new HtmlEngine(settings, document, null, null, '<title>t</title><p>x').run();
    const html = document.children.find((n) => n.type === 'element');
    expect(html.children.map((n) => n.tagName)).to.deep.equal(['head', 'body']);
  });

  it('stops at a <meta> that changes a tentative encoding, answering the change instead of throwing', () => {
    const bytes = Buffer.from('<meta charset=utf-8><p>é</p><div>after</div>', 'utf8');
    const text = new TextDecoder('windows-1252').decode(bytes);
    const tentative = new TentativeEncoding(bytes, 'windows-1252', text);
    const document = jsonAdapter.createDocument();
    const engine = new HtmlEngine(settings, document, null, tentative, text);
    engine.run();
    expect(engine.encodingChange.encoding).to.equal('UTF-8');
    expect(engine.encodingChange.text).to.equal('<meta charset=utf-8><p>é</p><div>after</div>');
    expect(JSON.stringify(document)).not.to.include('after');
  });

  it('drops the input it is done with when it reports errors, after a table\'s whitespace has been inserted (the table text held for its errors is let go)', () => {
    const pieces = { adapter: jsonAdapter, scriptingEnabled: true, sourceCodeLocationInfo: false, onParseError: () => {}, allowDeclarativeShadowRoots: false, parse5Errors: false, onScript: null };
    const engine = new HtmlEngine(pieces, jsonAdapter.createDocument(), null, null, null);
    engine.write('<table>\n', false);
    const row = '<tr><td><a href="/x">x</a><td>text\n';
    for (let i = 0; i < 2000; i++) engine.write(row, false);
    expect(engine.source.base).to.be.above(2000 * row.length - 2 * row.length);
    expect(engine.source.text.length).to.be.below(2 * row.length);
    engine.write('', true);
  });

  it('goes on, certain, when the <meta> reads the bytes the same', () => {
    const text = '<meta charset=utf-8><p>e</p>';
    const tentative = new TentativeEncoding(Buffer.from(text), 'windows-1252', text);
    const engine = new HtmlEngine(settings, jsonAdapter.createDocument(), null, tentative, text);
    engine.run();
    expect(engine.encodingChange).to.equal(null);
    expect(tentative.confidence).to.equal('certain');
  });
});

describe('parses inside parses and on other threads', () => {
  it('gives both parses their own state when a parse starts from an adapter callback (the tag scratch, counts and samples are taken by one parse at a time)', async () => {
    const { parse, serialize } = await import('larch-html');
    const inner = [];
    const adapter = {
      ...jsonAdapter,
      onElementCreated(element) {
        if (element.tagName === 'b') inner.push(serialize(parse('<table><td a=1 b=2>x<p>y</table>')));
      },
    };
    const html = '<div class=a id=b><b c=d>one</b><i e=f>two</i></div>';
    const outer = serialize(parse(html, { treeAdapter: adapter }));
    expect(outer).to.equal(serialize(parse(html)));
    expect(inner).to.deep.equal([serialize(parse('<table><td a=1 b=2>x<p>y</table>'))]);
  });

  it('parses the same on a worker thread as on the main thread', async () => {
    const { Worker } = await import('node:worker_threads');
    const { parse, serialize } = await import('larch-html');
    const html = '<!DOCTYPE html><table><tr><td a=1>x<b>y<i>z</b>w</table><svg><path d=M0/></svg>';
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      const { parse, serialize } = require('larch-html');
      parentPort.postMessage(serialize(parse(workerData)));
    `;
    const fromWorker = await new Promise((resolve, reject) => {
      const worker = new Worker(code, { eval: true, workerData: html });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(fromWorker).to.equal(serialize(parse(html)));
  });
});
