// Attribute lists on tag tokens: one array per tag, names interned or lowercased, duplicates dropped.
import { expect } from 'chai';
import { Tokenizer } from '../../dist/esm/lib/tokenizer/tokenizer.js';
import { Source } from '../../dist/esm/lib/input/source.js';
import { ErrorReporter } from '../../dist/esm/lib/common/error-reporter.js';

/** Every tag token the tokenizer emits for `html` (kept, as the tree builder may keep them). */
function tags(html, errors = null) {
  const tokens = [];
  const source = new Source(html);
  const sink = {
    onStartTag: (tag) => tokens.push(tag),
    onEndTag: (tag) => tokens.push(tag),
    onText() {},
    onNullCharacter() {},
    onComment() {},
    onProcessingInstruction() {},
    onDoctype() {},
    onEof() {},
    isCdataAllowed: () => false,
  };
  const reporter = new ErrorReporter(source, errors === null ? null : (e) => errors.push(e.code));
  new Tokenizer(source, sink, { errors: reporter, trackAttributeSpans: false }).run();
  return tokens;
}

const pairs = (tag) => tag.attrs.map((a) => `${a.name}=${a.value}`);

describe('Tokenizer attribute lists', () => {
  it('gives every tag its own array holding exactly its attributes', () => {
    const tokens = tags('<a><b x=1><c x=1 y=2><d x=1 y=2 z=3><e a b c d e f g></e x=9><f>');
    expect(tokens.map((t) => t.attrs.length)).to.deep.equal([0, 1, 2, 3, 7, 1, 0]);
    expect(pairs(tokens[3])).to.deep.equal(['x=1', 'y=2', 'z=3']);
    expect(pairs(tokens[4])).to.deep.equal(['a=', 'b=', 'c=', 'd=', 'e=', 'f=', 'g=']);
    expect(new Set(tokens.map((t) => t.attrs)).size).to.equal(tokens.length);
  });

  it('does not let a later tag change an earlier tag’s attributes', () => {
    const tokens = tags('<p id=first class=one><p id=second>');
    tokens[1].attrs.push({ name: 'extra', value: '' });
    expect(pairs(tokens[0])).to.deep.equal(['id=first', 'class=one']);
    expect(pairs(tokens[1])).to.deep.equal(['id=second', 'extra=']);
  });

  it('lowercases names, common or not, and keeps the first of duplicates', () => {
    const errors = [];
    const [tag] = tags('<a CLASS=x class=y href=1 HREF=2 Data-Foo=3 data-foo=4 hreflang=5 hre=6 classes=7>', errors);
    expect(pairs(tag)).to.deep.equal(['class=x', 'href=1', 'data-foo=3', 'hreflang=5', 'hre=6', 'classes=7']);
    expect(errors).to.deep.equal(['duplicate-attribute', 'duplicate-attribute', 'duplicate-attribute']);
  });

  it('finds duplicates among many attributes (past the linear scan)', () => {
    const names = Array.from({ length: 60 }, (_, i) => `n${i % 25}`);
    const errors = [];
    const [tag] = tags(`<p ${names.map((n, i) => `${n}=${i}`).join(' ')}>`, errors);
    expect(pairs(tag)).to.deep.equal(Array.from({ length: 25 }, (_, i) => `n${i}=${i}`));
    expect(errors.length).to.equal(35);
  });
});

describe('Tokenizer: character references in a quoted attribute value', () => {
  /** Runs `fn` while counting the characters String.prototype.indexOf searches through. */
  function charactersSearched(fn) {
    const indexOf = String.prototype.indexOf;
    let searched = 0;
    String.prototype.indexOf = function (search, from = 0) {
      const found = indexOf.call(this, search, from);
      searched += (found === -1 ? this.length : found) - from;
      return found;
    };
    try {
      fn();
    } finally {
      String.prototype.indexOf = indexOf;
    }
    return searched;
  }

  for (const quote of ['"', "'"]) {
    it(`decodes every reference in a ${quote}-quoted value and searches the input a bounded number of times`, () => {
      const n = 2000;
      const html = `<a title=${quote}${'&quot;&#39;'.repeat(n)}${quote}>`;
      let tokens;
      const searched = charactersSearched(() => {
        tokens = tags(html);
      });
      expect(tokens[0].attrs[0].value).to.equal(`"'`.repeat(n));
      // Each of `<`, `&`, NUL and the closing quote is searched for from where the last one was
      // found: a few passes over the input, not one pass per reference.
      expect(searched).to.be.below(8 * html.length);
    });
  }
});
