// createTokenizer / TokenStream: `tokenize` a piece at a time gives the tokens and errors of the
// whole input, cut anywhere (test/memory-growth.test.js checks that it holds only the token it is in).
import { expect } from 'chai';
import { createTokenizer, tokenize } from 'larch-html';
import { markupSoup } from '../helpers/markup-soup.js';
import { randomPieces, seededRandom } from '../helpers/seeded-random.js';
import { corpusPages } from '../serializer/html5lib-suite.js';

/** The tokens and errors of `pieces` through one TokenStream. */
function streamed(pieces, options = {}) {
  const errors = [];
  const stream = createTokenizer({ ...options, onParseError: (e) => errors.push(e) });
  const tokens = [];
  for (const piece of pieces.slice(0, -1)) tokens.push(...stream.write(piece));
  tokens.push(...stream.end(pieces.at(-1)));
  return { tokens, errors };
}

function whole(input, options = {}) {
  const errors = [];
  const tokens = tokenize(input, { ...options, onParseError: (e) => errors.push(e) });
  return { tokens, errors };
}

describe('createTokenizer (TokenStream)', function () {
  this.timeout(60000);

  it('gives the tokens and errors of tokenize() on the whole input, however the input is cut', function () {
    const random = seededRandom(41);
    let runs = 0;
    for (let i = 0; i < 1500; i++) {
      const input = markupSoup(random, 60);
      const expected = whole(input);
      for (const cuts of [1, 3, 12]) {
        expect(streamed(randomPieces(input, random, cuts)), JSON.stringify(input)).to.deep.equal(expected);
        runs++;
      }
    }
    expect(runs).to.equal(4500);
  });

  it('reports every input-stream error in order when there are thousands, as those it reported are let go', function () {
    const input = '<p>\x01 text \uFFFE and \uD800 more</p>\n'.repeat(5000);
    const pieces = [];
    for (let i = 0; i < input.length; i += 1000) pieces.push(input.slice(i, i + 1000));
    const { errors } = streamed(pieces);
    expect(errors.length).to.equal(15000);
    expect(errors).to.deep.equal(whole(input).errors);
  });

  it('gives the tokens of the corpus pages in 1 KB and 64 KB pieces', function () {
    for (const [name, page] of corpusPages().slice(0, 40)) {
      const expected = whole(page);
      for (const size of [1024, 65536]) {
        const pieces = [];
        for (let i = 0; i < page.length; i += size) pieces.push(page.slice(i, i + size));
        if (pieces.length === 0) pieces.push('');
        expect(streamed(pieces), `${name} in ${size}-character pieces`).to.deep.equal(expected);
      }
    }
  });

  it('answers each token as soon as it is complete, and a text run once something ends it', function () {
    const stream = createTokenizer();
    expect(stream.write('<p cla')).to.deep.equal([]);
    expect(stream.write('ss=a>one').map((t) => t.type)).to.deep.equal(['startTag']);
    expect(stream.write(' two</p').map((t) => t.type)).to.deep.equal([]);
    const rest = stream.end('>');
    expect(rest.map((t) => [t.type, t.data ?? t.name, t.start, t.end])).to.deep.equal([
      ['text', 'one two', 11, 18],
      ['endTag', 'p', 18, 22],
    ]);
  });

  it('takes the initial state and last start tag as tokenize() does', function () {
    const options = { initialState: 'rawtext', lastStartTag: 'style' };
    expect(streamed(['a<b', '></sty', 'le>x'], options)).to.deep.equal(whole('a<b></style>x', options));
  });

  it('takes bytes, sniffed and decoded as parse() decodes them, cut anywhere (inside a UTF-8 sequence too)', function () {
    const html = '<meta charset=utf-8><p title="café">naïve — ok</p>';
    const bytes = Buffer.from(html, 'utf8');
    const stream = createTokenizer();
    const tokens = [];
    for (let i = 0; i < bytes.length; i += 3) tokens.push(...stream.write(bytes.subarray(i, i + 3)));
    tokens.push(...stream.end());
    expect(tokens).to.deep.equal(tokenize(html));
    expect(stream.encoding).to.equal('UTF-8');
    const legacy = createTokenizer({ defaultEncoding: 'windows-1252' });
    expect(legacy.end(Buffer.from('caf\xe9', 'latin1'))[0].data).to.equal('café');
  });

  it('throws a TypeError for misuse: a piece that is no string, a write after the end, unknown options', function () {
    const stream = createTokenizer();
    expect(() => stream.write(5)).to.throw(TypeError, /a token stream takes strings or bytes, got number/);
    stream.write('<p>');
    expect(() => stream.write(Buffer.from('x'))).to.throw(TypeError, /fed strings cannot take bytes/);
    stream.end();
    expect(() => stream.write('x')).to.throw(TypeError, /no piece after its end/);
    expect(() => createTokenizer({ initialState: 'nope' })).to.throw(TypeError, /unknown initialState/);
  });
});
