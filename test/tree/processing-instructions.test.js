// Processing instructions in tree construction: "insert a processing instruction"
// (#insert-a-processing-instruction) in every insertion mode that has a rule for them, and
// foreign content; where a mode has none the token takes the mode's "anything else" path. Trees
// in web-platform-tests' dump format (`<?target data?>`).
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment, serialize } from 'larch-html';
import { adapter as jsonAdapter } from 'larch-html/adapters/json';
import { dumpTree } from '../conformance/tree-dump.js';

const dump = (html, options = {}) => dumpTree(jsonAdapter, parse(html, options));
const fragment = (context, html) =>
  dumpTree(jsonAdapter, parseFragment({ type: 'element', tagName: context, namespace: 'http://www.w3.org/1999/xhtml', attrs: [], children: [] }, html));
const lines = (...rows) => rows.map((row) => `| ${row}`).join('\n');

describe('tree construction: processing instructions in every insertion mode', () => {
  it('#the-initial-insertion-mode: inserted into the Document', () => {
    expect(dump('<?a b?><!doctype html>')).to.equal(lines('<?a b?>', '<!DOCTYPE html>', '<html>', '  <head>', '  <body>'));
  });

  it('#the-before-html-insertion-mode: inserted into the Document', () => {
    expect(dump('<!doctype html><?a?>')).to.equal(lines('<!DOCTYPE html>', '<?a ?>', '<html>', '  <head>', '  <body>'));
  });

  it('#the-before-head-insertion-mode: inserted into the html element', () => {
    expect(dump('<html><?a?><head>')).to.equal(lines('<html>', '  <?a ?>', '  <head>', '  <body>'));
  });

  it('#parsing-main-inhead: inserted into the head', () => {
    expect(dump('<head><?a?>')).to.equal(lines('<html>', '  <head>', '    <?a ?>', '  <body>'));
  });

  it('#parsing-main-inheadnoscript (scripting off): inserted into the noscript, which stays open (whatwg/html#12653)', () => {
    expect(dump('<head><noscript><?a?><link></noscript>', { scriptingEnabled: false })).to.equal(
      lines('<html>', '  <head>', '    <noscript>', '      <?a ?>', '      <link>', '  <body>'),
    );
  });

  it('#the-after-head-insertion-mode: inserted into the html element', () => {
    expect(dump('<head></head><?a?><body>')).to.equal(lines('<html>', '  <head>', '  <?a ?>', '  <body>'));
  });

  it('#parsing-main-inbody: inserted at the current node, formatting elements not reconstructed', () => {
    expect(dump('<p><b>x</p><?a?>')).to.equal(
      lines('<html>', '  <head>', '  <body>', '    <p>', '      <b>', '        "x"', '    <?a ?>'),
    );
  });

  it('#parsing-main-incdata: `<?` in script, style, textarea and title is text', () => {
    expect(dump('<script><?a?></script>')).to.equal(lines('<html>', '  <head>', '    <script>', '      "<?a?>"', '  <body>'));
    expect(dump('<textarea><?a?></textarea>')).to.contain('"<?a?>"');
  });

  it('#parsing-main-intable: inserted into the table, not foster parented', () => {
    expect(dump('<table><?a?><tr>')).to.equal(
      lines('<html>', '  <head>', '  <body>', '    <table>', '      <?a ?>', '      <tbody>', '        <tr>'),
    );
  });

  it('#parsing-main-intabletext: pending characters are flushed first ("anything else")', () => {
    expect(dump('<table> <?a?>x')).to.equal(
      lines('<html>', '  <head>', '  <body>', '    "x"', '    <table>', '      " "', '      <?a ?>'),
    );
  });

  it('#parsing-main-incaption and #parsing-main-intd: the in body rules', () => {
    expect(dump('<table><caption><?a?>')).to.contain('      <caption>\n|         <?a ?>');
    expect(dump('<table><td><?a?>')).to.contain('          <td>\n|             <?a ?>');
  });

  it('#parsing-main-incolgroup: inserted into the colgroup', () => {
    expect(dump('<table><colgroup><?a?><col>')).to.contain('      <colgroup>\n|         <?a ?>\n|         <col>');
  });

  it('#parsing-main-intbody and #parsing-main-intr: the in table rules', () => {
    expect(dump('<table><tbody><?a?>')).to.contain('      <tbody>\n|         <?a ?>');
    expect(dump('<table><tr><?a?>')).to.contain('        <tr>\n|           <?a ?>');
  });

  it('#parsing-main-intemplate: the in body rules, into the template contents (whatwg/html#12653)', () => {
    expect(dump('<template><?a?></template>')).to.equal(
      lines('<html>', '  <head>', '    <template>', '      content', '        <?a ?>', '  <body>'),
    );
    expect(fragment('template', '<?a?><td>')).to.equal(lines('<?a ?>', '<td>'));
  });

  it('#parsing-main-afterbody: inserted into the html element', () => {
    expect(dump('<body></body><?a?>')).to.equal(lines('<html>', '  <head>', '  <body>', '  <?a ?>'));
  });

  it('#parsing-main-inframeset and #parsing-main-afterframeset: inserted at the current node', () => {
    expect(dump('<frameset><?a?></frameset><?b?>')).to.equal(
      lines('<html>', '  <head>', '  <frameset>', '    <?a ?>', '  <?b ?>'),
    );
  });

  it('#the-after-after-body-insertion-mode and #the-after-after-frameset-insertion-mode: inserted into the Document', () => {
    expect(dump('<html></html><?a?>')).to.equal(lines('<html>', '  <head>', '  <body>', '<?a ?>'));
    expect(dump('<frameset></frameset></html><?a?>')).to.equal(lines('<html>', '  <head>', '  <frameset>', '<?a ?>'));
  });

  it('#parsing-main-inforeign: inserted into the SVG or MathML element', () => {
    expect(dump('<svg><?a b?></svg>')).to.contain('    <svg svg>\n|       <?a b?>');
    expect(dump('<math><mi><?a?>')).to.contain('      <math mi>\n|         <?a ?>');
  });

  it('keeps the source span of a processing instruction node', () => {
    const doc = parse('<p><?a b?>', { sourceCodeLocationInfo: true });
    const pi = doc.children[0].children[1].children[0].children[0];
    expect(pi).to.deep.include({ type: 'processingInstruction', target: 'a', data: 'b' });
    expect([pi.position.start.offset, pi.position.end.offset]).to.deep.equal([3, 10]);
  });

  it('serializes a processing instruction as `<?target data?>` (#serialising-html-fragments) and reparses it the same', () => {
    const html = serialize(parse('<p><?a b?c><?e>'));
    expect(html).to.equal('<html><head></head><body><p><?a b?c?><?e ?></p></body></html>');
    expect(serialize(parse(html))).to.equal(html);
  });
});

describe('tree construction: adapters without processing instruction methods', () => {
  const p5 = { treeAdapter: parse5.defaultTreeAdapter };

  it('get the comment the pre-2026 rules made: the text between `<` and `>`', () => {
    const doc = parse('<p><?hey   there?><?a\r\nb\0>', p5);
    const p = doc.childNodes[0].childNodes[1].childNodes[0];
    expect(p.childNodes.map((n) => [n.nodeName, n.data])).to.deep.equal([
      ['#comment', '?hey   there?'],
      ['#comment', '?a\nb\uFFFD'],
    ]);
    expect(parse5.serialize(doc)).to.equal(parse5.serialize(parse5.parse('<p><?hey   there?><?a\r\nb\0>')));
  });

  it('get nothing for `<?` cut off by the end of the input, as the spec says', () => {
    const doc = parse('<p><?pi', p5);
    expect(doc.childNodes[0].childNodes[1].childNodes[0].childNodes).to.deep.equal([]);
  });
});

describe('tree construction: the frameset-ok flag (whatwg/html#12908)', () => {
  it('#the-after-head-insertion-mode "anything else": the implied body sets it back to "ok"', () => {
    expect(dump('<head><template></template></head><p><frameset>')).to.equal(
      lines('<html>', '  <head>', '    <template>', '      content', '  <frameset>'),
    );
    expect(dump('<template>x</template><p><frameset>')).to.contain('  <frameset>');
  });

  it('stays "not ok" after an explicit <body>, and a frameset inside a template is still ignored', () => {
    expect(dump('<head><template></template></head><body><frameset>')).to.not.contain('<frameset>');
    expect(dump('<template><frameset></template>')).to.not.contain('<frameset>');
  });
});

describe('tree construction: the form element pointer while parsing template contents (whatwg/html#12911)', () => {
  it('#parsing-main-intable: a <form> in a table in a template is inserted (then popped), not dropped', () => {
    expect(dump('<template><table><form></table></template>')).to.equal(
      lines('<html>', '  <head>', '    <template>', '      content', '        <table>', '          <form>', '  <body>'),
    );
  });

  it('#parsing-template-contents: a template fragment context counts, so the pointer is neither set nor used', () => {
    expect(fragment('template', '<form><form>')).to.equal(lines('<form>', '  <form>'));
    expect(fragment('template', '<div><form></div><input></form>')).to.equal(lines('<div>', '  <form>', '<input>'));
  });

  it('a form inside the template contents does not capture what follows the template', () => {
    const doc = dump('<template><table><form></table></template><form><input>');
    expect(doc).to.contain('  <body>\n|     <form>\n|       <input>');
  });

  it('outside templates the pointer still drops a nested <form>', () => {
    expect(dump('<form><div><form>')).to.equal(lines('<html>', '  <head>', '  <body>', '    <form>', '      <div>'));
  });
});
