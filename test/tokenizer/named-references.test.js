// Named character references against the spec's rules, with the table taken from html5lib's
// namedEntities.test (independent of the `entities` package whose trie the tokenizer walks).
// In an attribute, a match that does not end with `;` and is followed by `=` or an ASCII
// alphanumeric is kept as written (#named-character-reference-state); in text it is decoded
// with a missing-semicolon-after-character-reference error.
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { parse, serialize, tokenize } from 'larch-html';
import { requireSuite, suitePath } from '../helpers/html5lib.js';

function attributeValue(value) {
  const [tag] = tokenize(`<a t="${value}">`);
  return tag.attrs[0].value;
}

function text(input) {
  const errors = [];
  const tokens = tokenize(input, { onParseError: (e) => errors.push(`${e.code}@${e.startOffset}`) });
  return { data: tokens.map((t) => t.data).join(''), errors };
}

describe('named character references', function () {
  it('keeps &notin as written in an attribute (the match &not is followed by an alphanumeric)', function () {
    expect(attributeValue('&notin')).to.equal('&notin');
    expect(attributeValue('?a&notin&b=1')).to.equal('?a&notin&b=1');
    const doc = parse('<a title="&notin" href="?a&notin&b=1">x</a>');
    expect(serialize(doc)).to.contain('<a title="&amp;notin" href="?a&amp;notin&amp;b=1">');
  });

  it('decodes &notin in text as ¬ followed by "in", with a missing-semicolon error after &not', function () {
    expect(text('&notin')).to.deep.equal({ data: '¬in', errors: ['missing-semicolon-after-character-reference@4'] });
    expect(text('x &notin y')).to.deep.equal({ data: 'x ¬in y', errors: ['missing-semicolon-after-character-reference@6'] });
  });

  it('decodes a legacy name without ; in an attribute at the very end of the input (nothing follows it)', function () {
    const errors = (input) => {
      const out = [];
      tokenize(input, { onParseError: (e) => out.push(`${e.code}@${e.startOffset}`) });
      return out;
    };
    expect(errors('<a t=&amp')).to.deep.equal(['missing-semicolon-after-character-reference@9', 'eof-in-tag@9']);
    expect(errors('<a t="&amp')).to.deep.equal(['missing-semicolon-after-character-reference@10', 'eof-in-tag@10']);
    expect(errors('<a t=&ampx')).to.deep.equal(['eof-in-tag@10']);
  });

  it('decodes &notin; (a full name) in both', function () {
    expect(attributeValue('&notin;')).to.equal('∉');
    expect(text('&notin;')).to.deep.equal({ data: '∉', errors: [] });
  });

  it('decodes a legacy name without ; in an attribute when what follows is neither = nor alphanumeric', function () {
    expect(attributeValue('&not')).to.equal('¬');
    expect(attributeValue('&not&b')).to.equal('¬&b');
    expect(attributeValue('&not x')).to.equal('¬ x');
    expect(attributeValue('&not=1')).to.equal('&not=1');
  });

  it('does not decode a name that is not in the table (entities 7.x decoded "&Gdot " as "Â")', function () {
    expect(text('&Gdot ').data).to.equal('&Gdot ');
    expect(attributeValue('&Ocy ')).to.equal('&Ocy ');
    expect(attributeValue('&eta=')).to.equal('&eta=');
  });

  it('follows the spec on every prefix of every name, in text and in attributes', function () {
    requireSuite(this, 'tokenizer/namedEntities.test', 'named references');
    const table = new Map();
    for (const t of JSON.parse(readFileSync(suitePath('tokenizer/namedEntities.test'), 'utf8')).tests) {
      if (t.output.length === 1 && t.output[0][1] !== t.input) table.set(t.input.slice(1), t.output[0][1]);
    }
    expect(table.size).to.equal(2231);
    // The spec, directly: the longest name of the table the input starts with.
    const expected = (rest, inAttribute) => {
      let match = null;
      for (let k = Math.min(rest.length, 32); k > 0 && match === null; k--) if (table.has(rest.slice(0, k))) match = rest.slice(0, k);
      if (match === null) return '&' + rest;
      const next = rest[match.length] ?? '';
      if (inAttribute && !match.endsWith(';') && /^[=A-Za-z0-9]$/.test(next)) return '&' + rest;
      return table.get(match) + rest.slice(match.length);
    };
    // Every prefix of every name (&noti, &notin for notin;), then something that ends it: this
    // covers each legacy name followed by more of a longer name, where the longest match is
    // shorter than what the decoder read.
    const prefixes = new Set();
    for (const name of table.keys()) {
      const bare = name.replace(/;$/, '');
      for (let k = 1; k <= bare.length; k++) prefixes.add(bare.slice(0, k));
    }
    const wrong = [];
    for (const prefix of prefixes) {
      for (const end of ['', ' x', '=1', ';', 'Q', '9', '&b=1', '<']) {
        const rest = prefix + end;
        const inAttribute = attributeValue('&' + rest);
        if (inAttribute !== expected(rest, true)) wrong.push(`attribute &${rest} -> ${inAttribute}`);
        const inText = text('&' + rest).data;
        if (inText !== expected(rest, false)) wrong.push(`text &${rest} -> ${inText}`);
      }
    }
    expect(wrong).to.deep.equal([]);
  });

  it('decodes every name of the table with and without ; the way the spec does', function () {
    requireSuite(this, 'tokenizer/namedEntities.test', 'named references');
    const tests = JSON.parse(readFileSync(suitePath('tokenizer/namedEntities.test'), 'utf8')).tests;
    const wrong = [];
    for (const t of tests) {
      if (t.output.length !== 1) continue;
      const want = t.output[0][1];
      // In an attribute, a name without ; followed by "=" is kept as written.
      const isLegacy = !t.input.endsWith(';') && want !== t.input;
      if (attributeValue(t.input + '=') !== (isLegacy ? t.input + '=' : want + '=')) wrong.push(`attribute ${t.input}=`);
      if (attributeValue(t.input + ' ') !== want + ' ') wrong.push(`attribute ${t.input} `);
    }
    expect(wrong).to.deep.equal([]);
  });
});
