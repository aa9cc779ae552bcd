import { expect } from 'chai';
import * as parse5 from 'parse5';
import { parse, parseFragment } from 'larch-html';

function errorsOf(html, options = {}) {
  const errors = [];
  parse(html, { treeAdapter: parse5.defaultTreeAdapter, onParseError: (e) => errors.push(e), ...options });
  return errors.map((e) => `${e.code}@${e.startOffset}-${e.endOffset}`);
}

function parse5ErrorsOf(html, options = {}) {
  const errors = [];
  parse5.parse(html, { onParseError: (e) => errors.push(e), ...options });
  return errors.map((e) => `${e.code}@${e.startOffset}-${e.endOffset}`);
}

describe('tree builder: parse errors (parse5 codes)', function () {
  const cases = [
    ['missing-doctype at the first token', 'x', 'missing-doctype@0-0'],
    ['non-conforming-doctype', '<!DOCTYPE html PUBLIC "x">', 'non-conforming-doctype@0-26'],
    ['misplaced-doctype in head', '<!DOCTYPE html><head><!DOCTYPE html>', 'misplaced-doctype@21-36'],
    ['end-tag-without-matching-open-element before head', '<!DOCTYPE html><html></div>', 'end-tag-without-matching-open-element@21-27'],
    ['misplaced-start-tag-for-head-element', '<!DOCTYPE html><head><head>', 'misplaced-start-tag-for-head-element@21-27'],
    ['abandoned-head-element-child', '<!DOCTYPE html><head></head><script></script>', 'abandoned-head-element-child@28-36'],
    ['eof-in-element-that-can-contain-only-text', '<!DOCTYPE html><title>x', 'eof-in-element-that-can-contain-only-text@23-23'],
    ['non-void-html-element-start-tag-with-trailing-solidus', '<!DOCTYPE html><div/>', 'non-void-html-element-start-tag-with-trailing-solidus@15-21'],
    ['closing-of-element-with-open-child-elements for </template>', '<!DOCTYPE html><template><div></template>', 'closing-of-element-with-open-child-elements@30-41'],
  ];
  for (const [name, html, expected] of cases) {
    it(`reports ${name}, as parse5 does`, function () {
      const ours = errorsOf(html);
      expect(ours).to.include(expected);
      expect(ours).to.deep.equal(parse5ErrorsOf(html));
    });
  }

  it('reports nested-noscript-in-head and disallowed-content-in-noscript-in-head with scripting off', function () {
    const html = '<!DOCTYPE html><head><noscript><noscript><p>';
    const ours = errorsOf(html, { scriptingEnabled: false });
    expect(ours).to.deep.equal(['nested-noscript-in-head@31-41', 'disallowed-content-in-noscript-in-head@41-44']);
    expect(ours).to.deep.equal(parse5ErrorsOf(html, { scriptingEnabled: false }));
  });

  it('reports nothing for a self-closing void element or foreign element', function () {
    expect(errorsOf('<!DOCTYPE html><br/><svg/><math><mi/></math>')).to.deep.equal([]);
  });

  it('reports tree errors of fragments too', function () {
    const errors = [];
    parseFragment('<div/>', { treeAdapter: parse5.defaultTreeAdapter, onParseError: (e) => errors.push(e.code) });
    expect(errors).to.deep.equal(['non-void-html-element-start-tag-with-trailing-solidus']);
  });
});
