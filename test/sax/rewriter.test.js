// The rewriter (lib/sax/rewriter.ts): the input written back exactly when nothing changes it, in
// pieces cut anywhere, strings or bytes; handlers that replace, drop or keep tokens in the middle
// of a stream; the emit methods' markup; stop(); misuse.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { createRewriter } from 'larch-html';
import { CORPUS_DIR } from '../../bench/corpus.js';
import { readDat } from '../helpers/dat.js';
import { requireSuite, suitePath } from '../helpers/html5lib.js';
import { randomPieces, seededRandom } from '../helpers/seeded-random.js';

/**
 * `input` (a string or bytes, or its pieces) through a rewriter with `handler` (or a function of
 * a getter for the rewriter, for handlers that emit).
 */
function rewrite(input, handler = {}, options) {
  let out = '';
  const rewriter = createRewriter(typeof handler === 'function' ? handler(() => rewriter) : handler, (html) => (out += html), options);
  for (const piece of Array.isArray(input) ? input : [input]) rewriter.write(piece);
  rewriter.end();
  return out;
}

/** Every token kind handled and left as it is (`false`), so the raw source of each token is what goes out. */
const KEEP_ALL = {
  startTag: () => false,
  endTag: () => false,
  text: () => false,
  comment: () => false,
  doctype: () => false,
  processingInstruction: () => false,
};

/** A tokenizer test's input, with its \uXXXX escapes undone where the test says they are doubled. */
function tokenizerInput(test) {
  return test.doubleEscaped ? test.input.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))) : test.input;
}

describe('Rewriter', function () {
  this.timeout(120000);

  it('writes every html5lib tree-construction and tokenizer input back exactly, whole and in pieces cut anywhere', function () {
    requireSuite(this, 'tree-construction', 'rewriter round trip');
    const inputs = [];
    const treeDir = suitePath('tree-construction');
    for (const file of readdirSync(treeDir, { recursive: true }).filter((f) => f.endsWith('.dat'))) {
      for (const test of readDat(join(treeDir, file))) inputs.push(test.data);
    }
    const tokenizerDir = suitePath('tokenizer');
    for (const file of readdirSync(tokenizerDir).filter((f) => f.endsWith('.test'))) {
      for (const test of JSON.parse(readFileSync(join(tokenizerDir, file), 'utf8')).tests ?? []) inputs.push(tokenizerInput(test));
    }
    expect(inputs.length).to.be.above(8000);
    const random = seededRandom(39);
    for (const input of inputs) {
      expect(rewrite(input), JSON.stringify(input)).to.equal(input);
      const pieces = randomPieces(input, random, 3);
      expect(rewrite(pieces, KEEP_ALL), `${JSON.stringify(pieces)}`).to.equal(input);
    }
  });

  it('writes every htmlparser-benchmark page back exactly from strings and from UTF-8 bytes cut anywhere, even inside a character (a byte order mark read, not copied)', function () {
    const random = seededRandom(7);
    const encoder = new TextEncoder();
    let pages = 0;
    for (const file of readdirSync(CORPUS_DIR).sort()) {
      const html = readFileSync(join(CORPUS_DIR, file), 'utf8');
      expect(rewrite(randomPieces(html, random, 20), KEEP_ALL), file).to.equal(html);
      const bytes = encoder.encode(html);
      expect(rewrite(randomPieces(bytes, random, 20), {}, { encoding: 'utf-8' }), `${file} as bytes`).to.equal(html.replace(/^\uFEFF/, ''));
      pages++;
    }
    expect(pages).to.be.above(200);
  });

  it('replaces tokens in the middle of a stream, wherever the pieces are cut', function () {
    const input = '<p>a<b class=x>bold</b> and <i>it</i></p>';
    const handler = (rewriter) => ({
      startTag(tag) {
        if (tag.tagName !== 'b') return false;
        rewriter().emitStartTag({ ...tag, tagName: 'strong' });
      },
      endTag(tag) {
        if (tag.tagName !== 'b') return false;
        rewriter().emitEndTag({ tagName: 'strong' });
      },
    });
    const expected = '<p>a<strong class="x">bold</strong> and <i>it</i></p>';
    for (let i = 1; i < input.length; i++) {
      for (let j = i + 1; j < input.length; j += 5) {
        expect(rewrite([input.slice(0, i), input.slice(i, j), input.slice(j)], handler), `cut at ${i}, ${j}`).to.equal(expected);
      }
    }
  });

  it('gives each handler the token and its source text, and drops a token whose handler writes nothing', () => {
    const seen = [];
    const out = rewrite('<!DOCTYPE html><a HREF=x>t&amp;u</a ><!-- gone --><?pi data?>', {
      startTag: (tag, raw) => (seen.push([tag.tagName, raw]), false),
      endTag: (tag, raw) => (seen.push([tag.tagName, raw]), false),
      text: (text, raw) => (seen.push([text.text, raw]), false),
      doctype: (doctype, raw) => (seen.push([doctype.name, raw]), false),
      processingInstruction: (pi, raw) => (seen.push([pi.target, pi.data, raw]), false),
      comment: () => {},
    });
    expect(out).to.equal('<!DOCTYPE html><a HREF=x>t&amp;u</a ><?pi data?>');
    expect(seen).to.deep.equal([
      ['html', '<!DOCTYPE html>'],
      ['a', '<a HREF=x>'],
      ['t&u', 't&amp;u'],
      ['a', '</a >'],
      ['pi', 'data', '<?pi data?>'],
    ]);
  });

  it('gives a start tag without attributes an array of its own to add to', () => {
    const out = rewrite('<p>x<br>', (rewriter) => ({
      startTag(tag) {
        tag.attrs.push({ name: 'data-n', value: '1' });
        rewriter().emitStartTag(tag);
      },
    }));
    expect(out).to.equal('<p data-n="1">x<br data-n="1">');
  });

  it('keeps the LF after <pre> in the text it reports, so the text written back has it', () => {
    const texts = [];
    const out = rewrite('<pre>\nline</pre><textarea>\n\nx</textarea>', (rewriter) => ({
      text(text) {
        texts.push(text.text);
        rewriter().emitText(text);
      },
    }));
    expect(texts).to.deep.equal(['\nline', '\n\nx']);
    expect(out).to.equal('<pre>\nline</pre><textarea>\n\nx</textarea>');
  });

  it('escapes text it writes except inside raw-text elements, and attribute values as the Living Standard does', () => {
    const input = '<script>if (a<b && c) x()</script><p>1 &lt; 2 &amp;&nbsp;3</p><style>a>b{}</style>a&amp;b<title>t&lt;</title><svg><style>&lt;</style></svg>';
    const out = rewrite(input, (rewriter) => ({ text: (text) => rewriter().emitText(text) }));
    expect(out).to.equal('<script>if (a<b && c) x()</script><p>1 &lt; 2 &amp;&nbsp;3</p><style>a>b{}</style>a&amp;b<title>t&lt;</title><svg><style>&lt;</style></svg>');
    const tag = rewrite('<a title=\'x"<y>&\'>', (rewriter) => ({ startTag: (t) => rewriter().emitStartTag(t) }));
    expect(tag).to.equal('<a title="x&quot;&lt;y&gt;&amp;">');
  });

  it('writes comments, DOCTYPEs, processing instructions, end tags and raw markup from their fields', () => {
    const out = rewrite('<!DOCTYPE a PUBLIC "p" "s"><!doctype b SYSTEM "s"><!DOCTYPE><!--c--><?t d?><?t?></x><br/>', (rewriter) => ({
      doctype: (d) => rewriter().emitDoctype(d),
      comment: (c) => rewriter().emitComment({ text: c.text.toUpperCase() }),
      processingInstruction: (pi) => rewriter().emitProcessingInstruction(pi),
      endTag: (t) => rewriter().emitEndTag(t),
      startTag: (t) => (rewriter().emitStartTag(t), rewriter().emitRaw('<!--after-->')),
    }));
    expect(out).to.equal('<!DOCTYPE a PUBLIC "p" "s"><!DOCTYPE b SYSTEM "s"><!DOCTYPE><!--C--><?t d?><?t?></x><br/><!--after-->');
  });

  it('copies input no token takes: a tag, comment or reference cut off by the end', () => {
    for (const input of ['<p>x<div', '<p>x</di', 'a<!--', '<!DOCTYPE html', 'x&am', '<p title="x', '<?pi da']) {
      expect(rewrite(input, (rewriter) => ({ startTag: (t) => rewriter().emitStartTag(t) })), input).to.equal(input);
    }
  });

  it('stop() ends the handler calls and copies the rest as it is, including the piece being written', () => {
    const tags = [];
    const input = '<a>1</a><b>2</b><c>3</c>';
    const out = rewrite(
      [input.slice(0, 12), input.slice(12, 20), input.slice(20)],
      (rewriter) => ({
        startTag(tag) {
          tags.push(tag.tagName);
          rewriter().emitRaw('<X>');
          if (tag.tagName === 'b') rewriter().stop();
        },
      }),
    );
    expect(tags).to.deep.equal(['a', 'b']);
    expect(out).to.equal('<X>1</a><X>2</b><c>3</c>');
  });

  it('reads bytes as parse does: a byte order mark or <meta charset> decides, and the encoding is reported', () => {
    let rewriter;
    let out = '';
    rewriter = createRewriter({}, (html) => (out += html));
    const bytes = Buffer.from('<meta charset=windows-1252><p>caf\xe9', 'latin1');
    rewriter.write(bytes.subarray(0, 10));
    rewriter.end(bytes.subarray(10));
    expect(out).to.equal('<meta charset=windows-1252><p>café');
    expect(rewriter.encoding).to.equal('windows-1252');
  });

  it('takes time linear in the length of tokens held over many pieces (3·10^5 → 3·10^6 characters each: at most ×30)', () => {
    // Above 10^5 characters, where V8 keeps such strings apart: below it a step in the cost of
    // big strings makes two sizes compare a layout change, not the algorithm. Quadratic work would grow ×100.
    const make = (n) => {
      const x = 'x'.repeat(n);
      return [`<!--${x}-->`, `<p title="${x}">`, `<p${x}>`, `&${x};`, `<?pi ${x}?>`].join('');
    };
    const run = (html) => {
      let length = 0;
      const rewriter = createRewriter({ comment: () => false, processingInstruction: () => false, startTag: (tag) => rewriter.emitStartTag(tag) }, (out) => (length += out.length));
      for (let i = 0; i < html.length; i += 1024) rewriter.write(html.slice(i, i + 1024));
      rewriter.end();
      return length;
    };
    const fastest = (html) => {
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        run(html);
        best = Math.min(best, performance.now() - start);
      }
      return best;
    };
    const small = make(3e5);
    const large = make(3e6);
    fastest(small);
    const ratio = fastest(large) / fastest(small);
    if (process.env.DEBUG_LT) console.log(`rewriter long tokens: ×${ratio.toFixed(1)}`);
    expect(ratio, `×${ratio.toFixed(1)}`).to.be.below(30);
  });

  it('throws a TypeError naming the problem on misuse', () => {
    expect(() => createRewriter(null, () => {})).to.throw(TypeError, /handler object/);
    expect(() => createRewriter({ startTag: 5 }, () => {})).to.throw(TypeError, /startTag must be a function/);
    expect(() => createRewriter({}, 'out')).to.throw(TypeError, /output must be a function/);
    expect(() => createRewriter({}, () => {}, 'utf-8')).to.throw(TypeError, /options must be an object/);
    const rewriter = createRewriter({}, () => {});
    expect(() => rewriter.write(5)).to.throw(TypeError, /strings or bytes/);
    rewriter.write('<p>');
    expect(() => rewriter.write(new Uint8Array(1))).to.throw(TypeError, /cannot take bytes/);
  });
});
