// Processing instructions in the tokenizer, from the spec's states
// (#processing-instruction-open-state to #processing-instruction-questionable-state) and the
// tag open state's U+003F rule (#tag-open-state), through the public tokenize().
import { expect } from 'chai';
import { tokenize } from 'larch-html';

/** The tokens as [type, ...payload] and the errors as [code, offset]. */
function run(html) {
  const errors = [];
  const tokens = tokenize(html, { onParseError: (e) => errors.push([e.code, e.startOffset]) });
  const shown = tokens.map((t) => {
    if (t.type === 'processingInstruction') return ['pi', t.target, t.data];
    if (t.type === 'comment' || t.type === 'text') return [t.type, t.data];
    return [t.type, t.name];
  });
  return { tokens: shown, errors };
}

describe('tokenizer: processing instructions', () => {
  it('#tag-open-state: `<?` enters the processing instruction states (no unexpected-question-mark error)', () => {
    expect(run('<?pi data?>')).to.deep.equal({ tokens: [['pi', 'pi', 'data']], errors: [] });
  });

  it('#processing-instruction-open-state: an ASCII alpha or `_` starts the target', () => {
    expect(run('<?a>').tokens).to.deep.equal([['pi', 'a', '']]);
    expect(run('<?Z>').tokens).to.deep.equal([['pi', 'Z', '']]);
    expect(run('<?_x>').tokens).to.deep.equal([['pi', '_x', '']]);
  });

  it('#processing-instruction-open-state: anything else is invalid-first-character-of-processing-instruction-target and a bogus comment "?..."', () => {
    expect(run('<?1x>')).to.deep.equal({
      tokens: [['comment', '?1x']],
      errors: [['invalid-first-character-of-processing-instruction-target', 2]],
    });
    expect(run('<?-a>').tokens).to.deep.equal([['comment', '?-a']]);
    expect(run('<? a>').tokens).to.deep.equal([['comment', '? a']]);
    expect(run('<?>').tokens).to.deep.equal([['comment', '?']]);
    expect(run('<?\u00e9>').tokens).to.deep.equal([['comment', '?\u00e9']]);
  });

  it('#processing-instruction-open-state: EOF is eof-in-processing-instruction and emits nothing', () => {
    expect(run('a<?')).to.deep.equal({ tokens: [['text', 'a']], errors: [['eof-in-processing-instruction', 3]] });
  });

  it('#processing-instruction-target-state: ASCII alphanumerics, `-` and `_` make the target, its case kept', () => {
    expect(run('<?Ab-9_c>').tokens).to.deep.equal([['pi', 'Ab-9_c', '']]);
    expect(run('<?UPPERCASE data>').tokens).to.deep.equal([['pi', 'UPPERCASE', 'data']]);
  });

  it('#processing-instruction-target-state: whitespace, `?` or `>` ends the target', () => {
    expect(run('<?a b>').tokens).to.deep.equal([['pi', 'a', 'b']]);
    expect(run('<?a\tb>').tokens).to.deep.equal([['pi', 'a', 'b']]);
    expect(run('<?a\nb>').tokens).to.deep.equal([['pi', 'a', 'b']]);
    expect(run('<?a\fb>').tokens).to.deep.equal([['pi', 'a', 'b']]);
    expect(run('<?a\rb>').tokens).to.deep.equal([['pi', 'a', 'b']]);
    expect(run('<?a?b>').tokens).to.deep.equal([['pi', 'a', '?b']]);
    expect(run('<?a?>').tokens).to.deep.equal([['pi', 'a', '']]);
  });

  it('#processing-instruction-target-state: "xml" and "xml-stylesheet" in any case are disallowed-processing-instruction-target bogus comments', () => {
    expect(run('<?xml version="1.0">')).to.deep.equal({
      tokens: [['comment', '?xml version="1.0"']],
      errors: [['disallowed-processing-instruction-target', 5]],
    });
    expect(run('<?XML-Stylesheet href=a?>').tokens).to.deep.equal([['comment', '?XML-Stylesheet href=a?']]);
    expect(run('<?xml>').tokens).to.deep.equal([['comment', '?xml']]);
    // Only those two names: a longer target that starts with them is a processing instruction.
    expect(run('<?xml-model x>').tokens).to.deep.equal([['pi', 'xml-model', 'x']]);
    expect(run('<?xmls>').tokens).to.deep.equal([['pi', 'xmls', '']]);
  });

  it('#processing-instruction-target-state: any other character is invalid-processing-instruction-target and a bogus comment', () => {
    expect(run('<?a$b>')).to.deep.equal({
      tokens: [['comment', '?a$b']],
      errors: [['invalid-processing-instruction-target', 3]],
    });
    expect(run('<?a:b c>').tokens).to.deep.equal([['comment', '?a:b c']]);
    expect(run('<?a<b>').tokens).to.deep.equal([['comment', '?a<b']]);
    // The bogus comment state takes over: U+0000 becomes U+FFFD there, with its error.
    expect(run('<?a.\0>')).to.deep.equal({
      tokens: [['comment', '?a.\uFFFD']],
      errors: [['invalid-processing-instruction-target', 3], ['unexpected-null-character', 4]],
    });
  });

  it('#processing-instruction-target-state: EOF emits nothing', () => {
    expect(run('<?start')).to.deep.equal({ tokens: [], errors: [['eof-in-processing-instruction', 7]] });
  });

  it('#after-processing-instruction-target-state: whitespace after the target is skipped', () => {
    expect(run('<?hey   there?>').tokens).to.deep.equal([['pi', 'hey', 'there']]);
    expect(run('<?hey \n\t there>').tokens).to.deep.equal([['pi', 'hey', 'there']]);
    expect(run('<?start ')).to.deep.equal({ tokens: [], errors: [['eof-in-processing-instruction', 8]] });
  });

  it('#processing-instruction-data-state: `>` always ends it; other characters, U+0000 included, are data', () => {
    expect(run('<?t d > ?>').tokens).to.deep.equal([['pi', 't', 'd '], ['text', ' ?>']]);
    expect(run('<?t a="b>c">').tokens).to.deep.equal([['pi', 't', 'a="b'], ['text', 'c">']]);
    expect(run('<?t a\0b>')).to.deep.equal({ tokens: [['pi', 't', 'a\0b']], errors: [] });
    expect(run('<?t <!--x-->').tokens).to.deep.equal([['pi', 't', '<!--x--']]);
    expect(run('<?t data')).to.deep.equal({ tokens: [], errors: [['eof-in-processing-instruction', 8]] });
  });

  it('#processing-instruction-questionable-state: only a `?` right before `>` is left out of the data', () => {
    expect(run('<?t a?b?>').tokens).to.deep.equal([['pi', 't', 'a?b']]);
    expect(run('<?t ??>').tokens).to.deep.equal([['pi', 't', '?']]);
    expect(run('<?something ? >').tokens).to.deep.equal([['pi', 'something', '? ']]);
    expect(run('<?start ? ?')).to.deep.equal({ tokens: [], errors: [['eof-in-processing-instruction', 11]] });
  });

  it('normalizes line breaks in the data (#preprocessing-the-input-stream)', () => {
    expect(run('<?t a\r\nb\rc>').tokens).to.deep.equal([['pi', 't', 'a\nb\nc']]);
  });

  it('gives the spans of the token, its target and its data in the caller\'s string', () => {
    const [token] = tokenize('<?hey   a\r\nb?>');
    expect(token).to.deep.equal({
      type: 'processingInstruction',
      target: 'hey',
      data: 'a\nb',
      start: 0,
      end: 14,
      targetStart: 2,
      targetEnd: 5,
      dataStart: 8,
      dataEnd: 12,
    });
    const [, empty] = tokenize('x<?e>');
    expect(empty).to.include({ start: 1, end: 5, targetStart: 3, targetEnd: 4, dataStart: 4, dataEnd: 4 });
  });

  it('leaves `<?` in RCDATA, RAWTEXT and script data as text', () => {
    expect(tokenize('<?x>', { initialState: 'rawtext' })).to.deep.equal([{ type: 'text', data: '<?x>', start: 0, end: 4 }]);
    expect(tokenize('<?x>', { initialState: 'rcdata' })[0].type).to.equal('text');
    expect(tokenize('<?x>', { initialState: 'scriptData' })[0].type).to.equal('text');
  });

  it('tokenizes many processing instructions in linear time without deep recursion', () => {
    const html = '<?a b?c>'.repeat(100_000) + '<?x' + '?'.repeat(100_000);
    const tokens = tokenize(html);
    expect(tokens.length).to.equal(100_000);
    expect(tokens[99_999]).to.include({ target: 'a', data: 'b?c' });
  });
});
