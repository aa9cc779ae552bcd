// The parse5-sax-parser drop-in (packages/parse5-sax-parser) against parse5-sax-parser 8: the same
// events with the same fields and locations on the htmlparser-benchmark pages, the input passed
// through unchanged, and stop().
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from 'chai';
import { SAXParser as Original } from 'parse5-sax-parser';
import { SAXParser } from 'larch-parse5-sax-parser';

const ROOT = resolve(import.meta.dirname, '../../..');
const PAGES = join(ROOT, 'node_modules/htmlparser-benchmark/files');
const EVENTS = ['startTag', 'endTag', 'text', 'comment', 'doctype'];

/** The events a parser emits for `html` written in pieces of `size`, with its passed-through output; adjacent texts joined. */
async function eventsOf(Parser, html, size, options) {
  const parser = new Parser(options);
  const events = [];
  for (const name of EVENTS) parser.on(name, (token) => events.push([name, JSON.parse(JSON.stringify(token))]));
  let output = '';
  parser.on('data', (chunk) => (output += chunk));
  await new Promise((resolveEnd, reject) => {
    parser.once('finish', resolveEnd).once('error', reject);
    for (let i = 0; i < html.length; i += size) parser.write(html.slice(i, i + size));
    parser.end();
  });
  const joined = [];
  for (const event of events) {
    const last = joined.at(-1);
    if (event[0] === 'text' && last?.[0] === 'text') {
      last[1].text += event[1].text;
      if (last[1].sourceCodeLocation) Object.assign(last[1].sourceCodeLocation, { endLine: event[1].sourceCodeLocation.endLine, endCol: event[1].sourceCodeLocation.endCol, endOffset: event[1].sourceCodeLocation.endOffset });
    } else joined.push(event);
  }
  return { events: joined, output };
}

/**
 * parse5-sax-parser's own departure from the tree builder: its feedback simulator drops the LF
 * after `<pre>`, `<listing>` or `<textarea>` in other places than the tree builder does (after the
 * element's end tag, `<textarea></textarea>\n`, or in the next text after other tags), where larch
 * drops only an LF that is the very next token. So both sides are compared with each text's one
 * leading LF taken off (its start location stays the LF's in both) and texts left empty dropped.
 */
function withoutLeadingNewlines(events) {
  const out = [];
  for (const [name, token] of events) {
    if (name !== 'text' || !token.text.startsWith('\n')) out.push([name, token]);
    else if (token.text.length > 1) out.push([name, { ...token, text: token.text.slice(1) }]);
  }
  return out;
}

describe('parse5-sax-parser drop-in (larch-parse5-sax-parser)', function () {
  this.timeout(300000);

  it('emits parse5-sax-parser\'s events, fields and locations on every htmlparser-benchmark page without a processing instruction', async () => {
    let compared = 0;
    for (const file of readdirSync(PAGES).sort()) {
      const html = readFileSync(join(PAGES, file), 'utf8');
      if (/<\?/.test(html)) continue;
      for (const options of [{}, { sourceCodeLocationInfo: true }]) {
        const ours = await eventsOf(SAXParser, html, html.length, options);
        const theirs = await eventsOf(Original, html, html.length, options);
        expect(withoutLeadingNewlines(ours.events), `${file} ${JSON.stringify(options)}`).to.deep.equal(withoutLeadingNewlines(theirs.events));
        expect(ours.output).to.equal(html);
        compared++;
      }
    }
    expect(compared).to.be.above(400);
  });

  it('gives the same events whatever the pieces, and passes the input through', async () => {
    const html = readFileSync(join(ROOT, 'examples/page.html'), 'utf8');
    const whole = await eventsOf(SAXParser, html, html.length, { sourceCodeLocationInfo: true });
    for (const size of [1, 7, 64, 1024]) {
      const cut = await eventsOf(SAXParser, html, size, { sourceCodeLocationInfo: true });
      expect(cut.events, `pieces of ${size}`).to.deep.equal(whole.events);
      expect(cut.output).to.equal(html);
    }
  });

  it('emits no event after stop(), while the input still passes through', async () => {
    const parser = new SAXParser();
    const tags = [];
    parser.on('startTag', ({ tagName }) => {
      tags.push(tagName);
      if (tagName === 'b') parser.stop();
    });
    let output = '';
    parser.on('data', (chunk) => (output += chunk));
    await new Promise((done) => {
      parser.once('finish', done);
      parser.write('<a><b><c>');
      parser.end('<d>');
    });
    expect(tags).to.deep.equal(['a', 'b']);
    expect(output).to.equal('<a><b><c><d>');
  });

  it('takes only strings, as the original', () => {
    const parser = new SAXParser();
    expect(() => parser._transform(Buffer.from('<p>'), 'buffer', () => {})).to.throw(TypeError, /string streams/);
  });

  it('gives a run of text as one event however the input is cut, as parse5-sax-parser does', async () => {
    const text = 'one long run of text '.repeat(500);
    for (const Parser of [Original, SAXParser]) {
      const parser = new Parser();
      const texts = [];
      parser.on('text', (token) => texts.push(token.text));
      await new Promise((resolveEnd, reject) => {
        parser.once('finish', resolveEnd).once('error', reject);
        const html = `<p>${text}</p>`;
        for (let i = 0; i < html.length; i += 1000) parser.write(html.slice(i, i + 1000));
        parser.end();
      });
      expect(texts).to.deep.equal([text]);
    }
  });
});
