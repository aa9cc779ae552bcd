// The SAX pass (lib/sax/sax-parser.ts): its events, their spans and locations, the same events
// whatever the pieces the input comes in (text merged), bytes, stop(). test/memory-growth.test.js
// checks that its memory does not grow with the input.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { createSaxParser } from 'larch-html';
import { CORPUS_DIR } from '../../bench/corpus.js';

/** The events for `html` fed in pieces of `size`, text runs merged, as strings. */
function events(html, size = Infinity, options = {}) {
  const out = [];
  let text = '';
  const flush = () => {
    if (text !== '') out.push(`#${text}`);
    text = '';
  };
  const parser = createSaxParser(
    {
      startTag: (t) => (flush(), out.push(`<${t.tagName}${t.attrs.map((a) => ` ${a.name}=${a.value}`).join('')}${t.selfClosing ? '/' : ''}>@${t.start}-${t.end}`)),
      endTag: (t) => (flush(), out.push(`</${t.tagName}>@${t.start}-${t.end}`)),
      text: (t) => (text += t.text),
      comment: (c) => (flush(), out.push(`<!--${c.text}-->@${c.start}-${c.end}`)),
      doctype: (d) => (flush(), out.push(`<!DOCTYPE ${d.name}>@${d.start}-${d.end}`)),
      processingInstruction: (pi) => (flush(), out.push(`<?${pi.target}|${pi.data}>@${pi.start}-${pi.end}`)),
      end: () => (flush(), out.push('end')),
    },
    options,
  );
  if (size === Infinity) parser.end(html);
  else {
    for (let i = 0; i < html.length; i += size) parser.write(html.slice(i, i + size));
    parser.end();
  }
  return out;
}

describe('SaxParser', () => {
  it('gives text that is still gathering when a piece ends the location it has in the whole input', () => {
    const texts = (write) => {
      const out = [];
      const parser = createSaxParser({ text: (t) => out.push([t.text, t.sourceCodeLocation]) }, { sourceCodeLocationInfo: true });
      write(parser);
      return out;
    };
    for (const html of ['<p>a</p>\n\n', 'x<p>\n\n\n', '<div>\n  <b>x</b>\n\n  tail\n']) {
      const whole = texts((parser) => parser.end(html));
      expect(texts((parser) => parser.write(html).end()), JSON.stringify(html)).to.deep.equal(whole);
      for (const location of whole.map(([, loc]) => loc)) expect(location.startCol).to.be.at.least(1);
    }
  });

  it('emits tags, text, comments and the DOCTYPE with their input offsets', () => {
    expect(events('<!DOCTYPE html><p class=a>x &amp; y</p><!--c--><br/>')).to.deep.equal([
      '<!DOCTYPE html>@0-15',
      '<p class=a>@15-26',
      '#x & y',
      '</p>@35-39',
      '<!--c-->@39-47',
      '<br/>@47-52',
      'end',
    ]);
  });

  it('emits processing instructions; malformed ones are comments; cut anywhere, the same events', () => {
    const html = '<p>a<?xml-stylesheet x?><?target  data ? more?><?t\r\n?><?1x?>b<?end';
    const whole = events(html);
    expect(whole).to.deep.equal([
      '<p>@0-3',
      '#a',
      '<!--?xml-stylesheet x?-->@4-24',
      '<?target|data ? more>@24-47',
      '<?t|>@47-54',
      '<!--?1x?-->@54-60',
      '#b',
      'end',
    ]);
    for (let cut = 1; cut < html.length; cut++) {
      const pieces = [];
      const parser = createSaxParser({ processingInstruction: (pi) => pieces.push(`${pi.target}|${pi.data}@${pi.start}`) });
      parser.write(html.slice(0, cut));
      parser.end(html.slice(cut));
      expect(pieces, `cut at ${cut}`).to.deep.equal(['target|data ? more@24', 't|@47']);
    }
    for (const size of [1, 2, 3]) expect(events(html, size), `pieces of ${size}`).to.deep.equal(whole);
  });

  it('reads raw text, RCDATA, script data and PLAINTEXT where the tree builder would, and CDATA only in foreign content', () => {
    expect(events('<title><b>&amp;</b></title><script><p></script><style><i></style>').filter((e) => e.startsWith('#'))).to.deep.equal([
      '#<b>&</b>',
      '#<p>',
      '#<i>',
    ]);
    expect(events('<plaintext></plaintext>')).to.include('#</plaintext>');
    expect(events('<svg><![CDATA[<x>]]></svg>')).to.include('#<x>');
    expect(events('<p><![CDATA[x]]>')).to.include('<!--[CDATA[x]]-->@3-16');
  });

  it('adjusts SVG names and drops the newline after <pre>, as the tree builder does', () => {
    const out = events('<svg><foreignobject></foreignobject><clippath/></svg><pre>\nx</pre>');
    expect(out).to.include('<foreignObject>@5-20');
    expect(out).to.include('</foreignObject>@20-36');
    expect(out).to.include('<clipPath/>@36-47');
    expect(out).to.include('#x');
  });

  it('gives the same events (text merged) whatever the pieces, on corpus pages', () => {
    const pages = readdirSync(CORPUS_DIR).filter((name) => name.endsWith('.html')).sort().slice(0, 30);
    for (const name of pages) {
      const html = readFileSync(join(CORPUS_DIR, name), 'utf8');
      const whole = events(html);
      expect(events(html, 1000), name).to.deep.equal(whole);
      expect(events(html, 5000), name).to.deep.equal(whole);
      expect(events(html, 7), name).to.deep.equal(whole);
    }
  });

  it('gives parse5 locations on request, lines counted across pieces', () => {
    const tags = [];
    const parser = createSaxParser({ startTag: (t) => tags.push(t) }, { sourceCodeLocationInfo: true });
    for (const piece of ['<p>\n\n', '<b\n id=x>']) parser.write(piece);
    parser.end();
    expect(tags[1].sourceCodeLocation).to.include({ startLine: 3, startCol: 1, startOffset: 5, endLine: 4, endCol: 7, endOffset: 14 });
    expect(tags[1].sourceCodeLocation.attrs.id).to.include({ startLine: 4, startCol: 2, endCol: 6 });
    expect(tags[0].sourceCodeLocation).to.include({ startLine: 1, startCol: 1, endOffset: 3 });
  });

  it('reports the tokenizer parse errors', () => {
    const errors = [];
    createSaxParser({}, { onParseError: (e) => errors.push(`${e.code}@${e.startOffset}`) }).end('<p a a>&notin\0');
    expect(errors).to.deep.equal(['duplicate-attribute@6', 'missing-semicolon-after-character-reference@11', 'unexpected-null-character@13']);
  });

  it('places input-stream errors on their line whatever the pieces (the lines of dropped text are forgotten)', () => {
    const html = 'a\uFFFEb\nc\n\u0001d\ne<p>\n';
    const errorsOf = (pieces) => {
      const errors = [];
      const parser = createSaxParser({}, { onParseError: (e) => errors.push(`${e.code} ${e.startLine}:${e.startCol}@${e.startOffset}`) });
      for (const piece of pieces) parser.write(piece);
      parser.end();
      return errors;
    };
    const whole = errorsOf([html]);
    expect(whole).to.deep.equal(['noncharacter-in-input-stream 1:2@1', 'control-character-in-input-stream 3:1@6']);
    for (let cut = 1; cut < html.length; cut++) expect(errorsOf([html.slice(0, cut), html.slice(cut)]), `cut at ${cut}`).to.deep.equal(whole);
    expect(errorsOf([...html])).to.deep.equal(whole);
  });

  it('sniffs and decodes bytes', () => {
    const parser = createSaxParser({ text: (t) => texts.push(t.text) });
    const texts = [];
    parser.write(Buffer.from('<meta charset=latin1><p>caf'));
    parser.end(Buffer.from([0xe9]));
    expect(texts.join('')).to.equal('café');
    expect(parser.encoding).to.equal('windows-1252');
  });

  it('stops on stop(), and throws a TypeError for misuse', () => {
    const seen = [];
    const parser = createSaxParser({ startTag: (t) => (seen.push(t.tagName), parser.stop()) });
    parser.write('<a><b>');
    parser.end('<c>');
    expect(seen).to.deep.equal(['a']);
    expect(() => createSaxParser(null)).to.throw(TypeError);
    expect(() => createSaxParser({}).write(42)).to.throw(TypeError, /strings or bytes/);
  });

  it('checks the handler when it is made: an event that is no function is a TypeError at once; null means not handled', () => {
    expect(() => createSaxParser({ startTag: 5 })).to.throw(TypeError, /handler's startTag must be a function, got number/);
    expect(() => createSaxParser({ end: 'x' })).to.throw(TypeError, /handler's end must be a function/);
    const seen = [];
    createSaxParser({ startTag: null, text: (t) => seen.push(t.text), end: null }).end('<p>x');
    expect(seen).to.deep.equal(['x']);
  });

  it('gives a tag cut across lines by the ends of pieces the line and column it has in the whole input', () => {
    const html = '<p>\n\n<input a=1\n b=2\r\n c=3>x<!--\nlong\ncomment-->';
    const locations = (size) => {
      const out = [];
      const record = (t) => out.push(t.sourceCodeLocation);
      const parser = createSaxParser({ startTag: record, comment: record }, { sourceCodeLocationInfo: true });
      for (let i = 0; i < html.length; i += size) parser.write(html.slice(i, i + size));
      parser.end();
      return out;
    };
    const whole = locations(html.length);
    expect(whole[1]).to.include({ startLine: 3, startCol: 1, endLine: 5, endCol: 6 });
    for (let size = 1; size < 12; size++) expect(locations(size), `pieces of ${size}`).to.deep.equal(whole);
  });

  it('gives text at the end of each piece, or with wholeText each run as one event however the input is cut', () => {
    const texts = (options) => {
      const out = [];
      const parser = createSaxParser({ text: (t) => out.push([t.text, t.start, t.end]) }, options);
      for (const piece of ['<p>one ', 'two ', 'three</p>']) parser.write(piece);
      parser.end();
      return out;
    };
    expect(texts()).to.deep.equal([['one ', 3, 7], ['two ', 7, 11], ['three', 11, 16]]);
    expect(texts({ wholeText: true })).to.deep.equal([['one two three', 3, 16]]);
    expect(texts({ wholeText: true, sourceCodeLocationInfo: true })).to.deep.equal([['one two three', 3, 16]]);
  });
});
