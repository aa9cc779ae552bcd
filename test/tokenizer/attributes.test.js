// Attribute lists on tag tokens: one array per tag with attributes, one shared frozen array for
// tags without, names interned or lowercased, duplicates dropped.
import { expect } from 'chai';
import { Tokenizer } from '../../build/lib/tokenizer/tokenizer.js';
import { Source } from '../../build/lib/input/source.js';
import { ErrorReporter } from '../../build/lib/input/error-reporter.js';

/**
 * Every tag token the tokenizer emits for `html`, copied as a sink that keeps tags must (the
 * tokenizer refills one tag object), or as given with `{ raw: true }`. Errors go to `errors` as
 * codes, or as 'code@offset' with `{ offsets: true }`.
 */
function tags(html, errors = null, { raw = false, lendAttributes = false, onStart = null, offsets = false } = {}) {
  const tokens = [];
  const source = new Source(html);
  const keep = (tag) => tokens.push(raw ? tag : { ...tag });
  const sink = {
    onStartTag: (tag) => (onStart === null ? keep(tag) : onStart(tag)),
    onEndTag: keep,
    onText() {},
    onNullCharacter() {},
    onComment() {},
    onProcessingInstruction() {},
    onDoctype() {},
    onEof() {},
    isCdataAllowed: () => false,
  };
  const reporter = new ErrorReporter(source, errors === null ? null : (e) => errors.push(offsets ? `${e.code}@${e.startOffset}` : e.code));
  new Tokenizer(source, sink, { errors: reporter, trackAttributeSpans: false, lendAttributes }).run();
  return tokens;
}

const pairs = (tag) => tag.attrs.map((a) => `${a.name}=${a.value}`);

describe('Tokenizer attribute lists', () => {
  it('gives every tag with attributes its own array holding exactly them, and every other tag one frozen empty array', () => {
    const tokens = tags('<a><b x=1><c x=1 y=2><d x=1 y=2 z=3><e a b c d e f g></e x=9><f></f>');
    expect(tokens.map((t) => t.attrs.length)).to.deep.equal([0, 1, 2, 3, 7, 1, 0, 0]);
    expect(pairs(tokens[3])).to.deep.equal(['x=1', 'y=2', 'z=3']);
    expect(pairs(tokens[4])).to.deep.equal(['a=', 'b=', 'c=', 'd=', 'e=', 'f=', 'g=']);
    const withAttributes = tokens.filter((t) => t.attrs.length > 0);
    expect(new Set(withAttributes.map((t) => t.attrs)).size).to.equal(withAttributes.length);
    const without = tokens.filter((t) => t.attrs.length === 0);
    expect(new Set(without.map((t) => t.attrs)).size).to.equal(1);
    expect(Object.isFrozen(without[0].attrs)).to.equal(true);
  });

  it('does not let a later tag change an earlier tag’s attributes', () => {
    const tokens = tags('<p id=first class=one><p id=second>');
    tokens[1].attrs.push({ name: 'extra', value: '' });
    expect(pairs(tokens[0])).to.deep.equal(['id=first', 'class=one']);
    expect(pairs(tokens[1])).to.deep.equal(['id=second', 'extra=']);
  });

  it('refills one tag object for every tag, start or end', () => {
    const tokens = tags('<p id=a></p><b>', null, { raw: true });
    expect(tokens.length).to.equal(3);
    expect(new Set(tokens).size).to.equal(1);
    expect(tokens[0].tagName).to.equal('b');
    expect(tokens[0].attrs.length).to.equal(0);
  });

  it('lowercases names, common or not, and keeps the first of duplicates', () => {
    const errors = [];
    const [tag] = tags('<a CLASS=x class=y href=1 HREF=2 Data-Foo=3 data-foo=4 hreflang=5 hre=6 classes=7>', errors);
    expect(pairs(tag)).to.deep.equal(['class=x', 'href=1', 'data-foo=3', 'hreflang=5', 'hre=6', 'classes=7']);
    expect(errors).to.deep.equal(['duplicate-attribute', 'duplicate-attribute', 'duplicate-attribute']);
  });

  it('takes a name for a common one only when the whole name is that name', () => {
    const [tag] = tags('<a =id cl"ass=1 i<d=2 clas=3 idx=4 id\0=5 id=6 class=7 tïtle=8>');
    expect(tag.attrs.map((a) => a.name)).to.deep.equal(['=id', 'cl"ass', 'i<d', 'clas', 'idx', 'id\uFFFD', 'id', 'class', 'tïtle']);
  });

  it('finds duplicates among many attributes (past the linear scan)', () => {
    const names = Array.from({ length: 60 }, (_, i) => `n${i % 25}`);
    const errors = [];
    const [tag] = tags(`<p ${names.map((n, i) => `${n}=${i}`).join(' ')}>`, errors);
    expect(pairs(tag)).to.deep.equal(Array.from({ length: 25 }, (_, i) => `n${i}=${i}`));
    expect(errors.length).to.equal(35);
  });

  it('lends attributes when asked: one exactly sized array per count and one object per position, refilled', () => {
    const seen = [];
    tags('<a x=1 y=2><b z=3><c u=4 v=5>', null, {
      lendAttributes: true,
      onStart: (tag) => seen.push({ attrs: tag.attrs, objects: [...tag.attrs], pairs: pairs(tag) }),
    });
    expect(seen.map((s) => s.pairs)).to.deep.equal([['x=1', 'y=2'], ['z=3'], ['u=4', 'v=5']]);
    expect(seen[2].attrs).to.equal(seen[0].attrs);
    expect(seen[1].attrs).to.not.equal(seen[0].attrs);
    expect(seen[1].objects[0]).to.equal(seen[0].objects[0]);
    expect(seen[2].objects[1]).to.equal(seen[0].objects[1]);
  });

  it('keeps its working list and lent attributes for the next parse, leaving the last parse’s tags and trees as they were', () => {
    const first = tags('<p a=1 b=2><q c=3>');
    let lent = null;
    let seen = null;
    tags('<p a=1 b=2>', null, {
      lendAttributes: true,
      onStart: (tag) => {
        lent = tag.attrs;
        seen = lent.map((a) => a.name);
      },
    });
    const second = tags('<i x=7 y=8><j z=9>');
    expect([first.map(pairs), second.map(pairs)]).to.deep.equal([[['a=1', 'b=2'], ['c=3']], [['x=7', 'y=8'], ['z=9']]]);
    // Lent attributes are the sink's during its call only: after the parse they hold nothing of it.
    expect(seen).to.deep.equal(['a', 'b']);
    expect(lent.map((a) => a.name)).not.to.include.members(['a', 'b']);
  });

  it('lent attributes start without namespace or prefix whatever the sink did to them', () => {
    const fields = [];
    tags('<a x=1><b y=2>', null, {
      lendAttributes: true,
      onStart: (tag) => {
        fields.push([tag.attrs[0].name, tag.attrs[0].namespace, tag.attrs[0].prefix]);
        tag.attrs[0].namespace = 'ns';
        tag.attrs[0].prefix = 'p';
      },
    });
    expect(fields).to.deep.equal([['x', undefined, undefined], ['y', undefined, undefined]]);
  });
});

describe('Tokenizer: attributes of the common shape, read in one loop', () => {
  /** The tags of `html` as [name, selfClosing, 'name=value' pairs], and the errors as 'code@offset'. */
  function read(html) {
    const errors = [];
    const tokens = tags(html, errors, { offsets: true }).map((tag) => [tag.tagName, tag.selfClosing, pairs(tag)]);
    return { tokens, errors };
  }

  it('reads quoted values and names alone with no parse error', () => {
    const { tokens, errors } = read(`<a href="x" class='y z' id="" hidden title="t">\n<input disabled\n checked>`);
    expect(tokens).to.deep.equal([
      ['a', false, ['href=x', 'class=y z', 'id=', 'hidden=', 'title=t']],
      ['input', false, ['disabled=', 'checked=']],
    ]);
    expect(errors).to.deep.equal([]);
  });

  it('ends the tag at `>` or `/>` after a value, after a name alone, or after whitespace', () => {
    const { tokens, errors } = read('<img src="a"/><img src="a" /><br /><br ><input disabled /><input disabled>');
    expect(tokens.map(([name, selfClosing]) => [name, selfClosing])).to.deep.equal([
      ['img', true], ['img', true], ['br', true], ['br', false], ['input', true], ['input', false],
    ]);
    expect(errors).to.deep.equal([]);
  });

  it('keeps the first of duplicates and reports each other at its name’s end (#attribute-name-state)', () => {
    const { tokens, errors } = read('<a x="1" x="2" y y z=\'3\'>');
    expect(tokens[0][2]).to.deep.equal(['x=1', 'y=', 'z=3']);
    expect(errors).to.deep.equal(['duplicate-attribute@10', 'duplicate-attribute@18']);
  });

  it('gives attributes of every other shape the states’ values and errors', () => {
    const { tokens, errors } = read('<a x="1"y="2" p = "3" q=4 r="&amp;s" t="u\0v" W="w" =e>');
    expect(tokens[0][2]).to.deep.equal(['x=1', 'y=2', 'p=3', 'q=4', 'r=&s', 't=u\uFFFDv', 'w=w', '=e=']);
    expect(errors).to.deep.equal([
      'missing-whitespace-between-attributes@8',
      'unexpected-null-character@41',
      'unexpected-equals-sign-before-attribute-name@51',
    ]);
  });

  it('normalizes the line breaks in a value', () => {
    expect(read('<a title="a\r\nb\rc">').tokens[0][2]).to.deep.equal(['title=a\nb\nc']);
  });

  it('reports attributes on an end tag', () => {
    const { tokens, errors } = read('<a></a x="1">');
    expect(tokens[1]).to.deep.equal(['a', false, ['x=1']]);
    expect(errors).to.deep.equal(['end-tag-with-attributes@12']);
  });

  it('drops a tag cut off by the end of the input inside or after a value', () => {
    for (const html of ['<a x="1" y="2', '<a x="1" y="2"', '<a x="1" y']) {
      expect(read(html)).to.deep.equal({ tokens: [], errors: [`eof-in-tag@${html.length}`] });
    }
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
