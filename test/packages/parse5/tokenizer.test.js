// The parse5 drop-in's Tokenizer against parse5 8's: the same tokens (types, fields) and error
// codes through parse5's handler interface, with a handler that switches text modes as a tree
// builder does, on the html5lib tokenizer inputs; and the same locations on htmlparser-benchmark
// pages, whole and in pieces. Two of parse5's location slips are not copied, so locations are
// compared where they cannot show: a token cut off by the end of the input ends one character
// past it in parse5 (html5lib inputs), and a character reference right after whitespace is
// counted in the whitespace token's span (pages: character tokens are compared joined, whatever
// their type).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import * as parse5 from 'parse5';
import * as dropIn from 'larch-parse5';
import { requireSuite, suitePath } from '../../helpers/html5lib.js';
import { CORPUS_DIR } from '../../../bench/corpus.js';

const MODES = { title: 'RCDATA', textarea: 'RCDATA', style: 'RAWTEXT', xmp: 'RAWTEXT', iframe: 'RAWTEXT', noembed: 'RAWTEXT', noframes: 'RAWTEXT', script: 'SCRIPT_DATA', plaintext: 'PLAINTEXT' };

/**
 * The tokens and error codes `lib` gives for `html` in pieces of `size`: adjacent character
 * tokens of one type joined, or with `joinText` of any type (then typed 'text').
 */
function tokensOf(lib, html, { size = Infinity, locations = false, joinText = false } = {}) {
  const tokens = [];
  const errors = [];
  const push = (original) => {
    const token = joinText && 'chars' in original ? { ...original, type: 'text' } : original;
    const last = tokens.at(-1);
    if (last && 'chars' in token && last.type === token.type) {
      last.chars += token.chars;
      if (last.location) Object.assign(last.location, { endLine: token.location.endLine, endCol: token.location.endCol, endOffset: token.location.endOffset });
    } else {
      const copy = JSON.parse(JSON.stringify(token));
      // Each package numbers tag ids its own way (html.TAG_ID); the id must be its getTagID's.
      if ('tagID' in copy) {
        if (copy.tagID !== lib.html.getTagID(copy.tagName)) throw new Error(`${copy.tagName}: tagID ${copy.tagID}`);
        delete copy.tagID;
      }
      tokens.push(copy);
    }
  };
  let tokenizer;
  const handler = {
    onComment: push,
    onDoctype: push,
    onStartTag(token) {
      push(token);
      const mode = MODES[token.tagName];
      if (mode && !tokenizer.inForeignNode) tokenizer.state = lib.TokenizerMode[mode];
      if (token.tagName === 'svg' || token.tagName === 'math') tokenizer.inForeignNode = true;
    },
    onEndTag(token) {
      push(token);
      if (token.tagName === 'svg' || token.tagName === 'math') tokenizer.inForeignNode = false;
    },
    onEof: push,
    onCharacter: push,
    onNullCharacter: push,
    onWhitespaceCharacter: push,
    onParseError: (error) => errors.push(error.code),
  };
  tokenizer = new lib.Tokenizer({ sourceCodeLocationInfo: locations }, handler);
  const step = Math.min(size, Math.max(html.length, 1));
  for (let i = 0; i < html.length; i += step) tokenizer.write(html.slice(i, i + step), false);
  tokenizer.write('', true);
  return { tokens, errors };
}

describe('parse5 drop-in: Tokenizer', function () {
  this.timeout(120000);

  it('gives parse5\'s tokens and error codes on the html5lib tokenizer inputs without a processing instruction (locations aside)', function () {
    requireSuite(this, 'tokenizer', 'parse5 Tokenizer');
    const dir = suitePath('tokenizer');
    let compared = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.test'))) {
      for (const test of JSON.parse(readFileSync(join(dir, file), 'utf8')).tests ?? []) {
        if (test.doubleEscaped || test.input.includes('<?')) continue;
        const ours = tokensOf(dropIn, test.input);
        const theirs = tokensOf(parse5, test.input);
        expect(ours.tokens, `${file}: ${JSON.stringify(test.input)}`).to.deep.equal(theirs.tokens);
        expect(ours.errors, `${file}: ${JSON.stringify(test.input)} errors`).to.deep.equal(theirs.errors);
        compared++;
      }
    }
    expect(compared).to.be.above(5000);
  });

  it('gives parse5\'s tokens, and their locations with character tokens joined, on htmlparser-benchmark pages, whole and in pieces', () => {
    const files = readdirSync(CORPUS_DIR).sort().slice(0, 30);
    for (const [index, file] of files.entries()) {
      const html = readFileSync(join(CORPUS_DIR, file), 'utf8');
      if (html.includes('<?')) continue;
      const theirs = tokensOf(parse5, html, { locations: true, joinText: true }).tokens;
      expect(tokensOf(dropIn, html, { locations: true, joinText: true }).tokens, file).to.deep.equal(theirs);
      expect(tokensOf(dropIn, html, { locations: true, joinText: true, size: 50 + index * 31 }).tokens, `${file} in pieces`).to.deep.equal(theirs);
      expect(tokensOf(dropIn, html).tokens, `${file} without locations`).to.deep.equal(tokensOf(parse5, html).tokens);
    }
  });

  it('numbers the modes as parse5 does, reads the mode back, and refuses a state that is not a mode', () => {
    expect({ ...dropIn.TokenizerMode }).to.deep.equal({ ...parse5.TokenizerMode });
    const seen = [];
    const tokenizer = new dropIn.Tokenizer({}, {
      onStartTag: () => {
        tokenizer.state = dropIn.TokenizerMode.RAWTEXT;
        seen.push(tokenizer.state);
      },
      onEndTag: () => seen.push(tokenizer.state),
      onCharacter: () => {},
      onWhitespaceCharacter: () => {},
      onNullCharacter: () => {},
      onComment: () => {},
      onDoctype: () => {},
      onEof: () => {},
    });
    tokenizer.write('<style>a<b', false);
    expect(tokenizer.lastStartTagName).to.equal('style');
    tokenizer.write('</style>', true);
    expect(seen).to.deep.equal([dropIn.TokenizerMode.RAWTEXT, dropIn.TokenizerMode.DATA]);
    expect(() => (tokenizer.state = 40)).to.throw(TypeError, /TokenizerMode value, not 40/);
    expect(() => new dropIn.Tokenizer({}, null)).to.throw(TypeError, /handler object/);
  });
});
