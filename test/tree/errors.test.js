// The tree construction stage's parse errors: every code, where each is reported, the ones parse5
// reports reported as parse5 reports them, and the documented table of codes.
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import * as parse5 from 'parse5';
import { ErrorCodes, TREE_CONSTRUCTION_ERRORS, parse, parseFragment } from 'larch-html';
import { matchParse5Errors, span } from '../helpers/parse5-errors.js';
import { BEGIN, END, parse5Column, table } from '../../tools/error-table.mjs';

function rawErrorsOf(html, options = {}) {
  const errors = [];
  parse(html, { treeAdapter: parse5.defaultTreeAdapter, onParseError: (e) => errors.push(e), ...options });
  return errors;
}

const errorsOf = (html, options) => rawErrorsOf(html, options).map(span);

function parse5ErrorsOf(html, options = {}) {
  const errors = [];
  parse5.parse(html, { onParseError: (e) => errors.push(e), ...options });
  return errors;
}

describe('tree builder: parse errors', function () {
  describe('the conditions parse5 reports, as parse5 reports them', function () {
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
      it(`reports ${name}, and every error parse5 reports, in order`, function () {
        const ours = rawErrorsOf(html);
        expect(ours.map(span)).to.include(expected);
        const { missing } = matchParse5Errors(ours, parse5ErrorsOf(html), html);
        expect(missing && span(missing)).to.equal(null);
      });
    }

    it('reports nested-noscript-in-head and disallowed-content-in-noscript-in-head with scripting off', function () {
      const html = '<!DOCTYPE html><head><noscript><noscript><p>';
      const ours = rawErrorsOf(html, { scriptingEnabled: false });
      expect(ours.map(span)).to.deep.equal([
        'nested-noscript-in-head@31-41',
        'disallowed-content-in-noscript-in-head@41-44',
      ]);
      expect(matchParse5Errors(ours, parse5ErrorsOf(html, { scriptingEnabled: false }), html).missing).to.equal(null);
    });
  });

  describe("parseErrors: 'parse5', only the errors parse5 reports", function () {
    const D = '<!DOCTYPE html>';
    const cases = [
      ['a misplaced DOCTYPE in head, not in body', `${D}<head><!DOCTYPE html></head><p><!DOCTYPE html>`],
      ['end tags without an element before and in the head, not in body', `${D}<html></div><head></p></head><body></div>`],
      ['`</template>` without a template in any mode, once in SVG', `${D}<p></template><table></template></table><svg></template>`],
      ['`</template>` closing open children, not `</div>`', `${D}<template><div><span></template><div><span></div>`],
      ['elements left open at the end in a head noscript', `${D}<head><noscript><!--x-->`, { scriptingEnabled: false }],
      ['tokenizer errors, and none of the tree\'s duplicate U+0000', `${D}<p>\0<svg>\0</svg><table>\0`],
      ['<head> in head modes, not in body', `${D}<head><head></head><head><body><head>`],
    ];
    for (const [name, html, options = {}] of cases) {
      it(`reports ${name}, as parse5 does`, function () {
        const ours = rawErrorsOf(html, { ...options, parseErrors: 'parse5' });
        const theirs = parse5ErrorsOf(html, options);
        expect(ours.map(span)).to.deep.equal(theirs.map(span));
      });
    }

    it("reports more by default ('all') on those inputs but the head noscript one", function () {
      for (const [name, html, options = {}] of cases.filter(([, , options]) => options === undefined)) {
        expect(rawErrorsOf(html, options).length, name).to.be.above(parse5ErrorsOf(html, options).length);
      }
    });

    it("takes 'all' and null as the default, and refuses another value with a TypeError", function () {
      const html = `${D}<p></div>`;
      expect(rawErrorsOf(html, { parseErrors: 'all' }).map(span)).to.deep.equal(errorsOf(html));
      expect(rawErrorsOf(html, { parseErrors: null }).map(span)).to.deep.equal(errorsOf(html));
      expect(() => parse(html, { parseErrors: 'parse' })).to.throw(TypeError, /options\.parseErrors must be 'all' or 'parse5', got "parse"/);
      expect(() => parseFragment(html, { parseErrors: true })).to.throw(TypeError, /options\.parseErrors .* got boolean/);
    });
  });

  describe('every other condition the rules name', function () {
    const D = '<!DOCTYPE html>';
    const cases = [
      ['missing-doctype at the first character that is not whitespace (parse5: at the reference\'s end)', ' &amp;', ['missing-doctype@1-1']],
      ['misplaced-doctype in body', `${D}<p><!DOCTYPE html>`, ['misplaced-doctype@18-33']],
      ['misplaced-doctype in SVG', `${D}<svg><!DOCTYPE html></svg>`, ['misplaced-doctype@20-35']],
      ['end-tag-without-matching-open-element in body', `${D}</div>`, ['end-tag-without-matching-open-element@15-21']],
      ['end-tag-without-matching-open-element for </p>, which then gets a p', `${D}</p>`, ['end-tag-without-matching-open-element@15-19']],
      ['closing-of-element-with-open-child-elements', `${D}<div><span></div>`, ['closing-of-element-with-open-child-elements@26-32']],
      ['closing-of-element-with-open-child-elements when a block closes a p', `${D}<p><b><div></div>`, ['closing-of-element-with-open-child-elements@21-26']],
      ['open-elements-left-after-eof', `${D}<div>`, ['open-elements-left-after-eof@20-20']],
      ['misplaced-start-tag-for-html-element', `${D}<html><html lang=x>`, ['misplaced-start-tag-for-html-element@21-34']],
      ['misplaced-start-tag-for-body-element', `${D}<body><body x>`, ['misplaced-start-tag-for-body-element@21-29']],
      ['misplaced-start-tag-for-frameset-element', `${D}<p>x<frameset>`, ['misplaced-start-tag-for-frameset-element@19-29']],
      ['misplaced-start-tag-for-head-element in body', `${D}<p>x<head>`, ['misplaced-start-tag-for-head-element@19-25']],
      ['content-after-body, at the first character', `${D}</body>xy`, ['content-after-body@22-23']],
      ['nested-heading-element', `${D}<h1><h2></h2>`, ['nested-heading-element@19-23']],
      ['nested-button-element', `${D}<button><button></button>`, ['nested-button-element@23-31']],
      ['nested-a-element', `${D}<a><a></a>`, ['nested-a-element@18-21']],
      ['nested-nobr-element', `${D}<nobr><nobr></nobr>`, ['nested-nobr-element@21-27']],
      ['nested-form-element', `${D}<form><form></form>`, ['nested-form-element@21-27']],
      ['nested-select-element', `${D}<select><select>`, ['nested-select-element@23-31']],
      ['nested-table-element', `${D}<table><table></table>`, ['nested-table-element@22-29']],
      ['nested-option-element', `${D}<select><option><b><option></select>`, ['nested-option-element@34-42', 'closing-of-element-with-open-child-elements@42-51']],
      ['input-element-in-select', `${D}<select><input>`, ['input-element-in-select@23-30']],
      ['misnested-ruby-element', `${D}<ruby><span><rt></ruby>`, ['misnested-ruby-element@27-31', 'closing-of-element-with-open-child-elements@31-38']],
      ['image-start-tag', `${D}<image>`, ['image-start-tag@15-22']],
      ['br-end-tag', `${D}</br>`, ['br-end-tag@15-20']],
      ['foster-parented-character, one per character', `${D}<table>a b</table>`, ['foster-parented-character@22-23', 'foster-parented-character@23-24', 'foster-parented-character@24-25']],
      ['foster-parented-start-tag and -end-tag', `${D}<table><div></div></table>`, ['foster-parented-start-tag@22-27', 'foster-parented-end-tag@27-33']],
      ['hidden-input-in-table and form-in-table', `${D}<table><input type=hidden><form></table>`, ['hidden-input-in-table@22-41', 'form-in-table@41-47']],
      ['table-cell-without-row', `${D}<table><tbody><td></table>`, ['table-cell-without-row@29-33']],
      ['html-element-in-foreign-content', `${D}<svg><div></div>`, ['html-element-in-foreign-content@20-25']],
      ['misplaced-start-tag', `${D}<td>`, ['misplaced-start-tag@15-19']],
      ['misplaced-end-tag', `${D}<table></body></table>`, ['misplaced-end-tag@22-29']],
      ['misplaced-character, one per character', `${D}<frameset>ab</frameset>`, ['misplaced-character@25-26', 'misplaced-character@26-27']],
      ['unexpected-null-character in body (the tokenizer reports it first)', `${D}\0`, ['unexpected-null-character@15-15', 'unexpected-null-character@15-16']],
      ['unexpected-null-character in CDATA in SVG, at the U+0000', '<svg>ab<![CDATA[x\0]]>', ['missing-doctype@0-0', 'unexpected-null-character@17-18', 'open-elements-left-after-eof@21-21']],
      ['open-elements-left-after-eof in a template', `${D}<template><div>`, ['open-elements-left-after-eof@30-30']],
    ];
    for (const [name, html, expected] of cases) {
      it(`reports ${name}`, function () {
        expect(errorsOf(html)).to.deep.equal(expected);
      });
    }

    it('reports a character error at that character: after CRLF, for a reference, for a surrogate pair', function () {
      expect(errorsOf('<!DOCTYPE html><frameset>\r\na\r\nb')).to.deep.equal(['misplaced-character@27-28', 'misplaced-character@30-31', 'open-elements-left-after-eof@31-31']);
      expect(errorsOf('<!DOCTYPE html><frameset>&amp;&#x1F600;')).to.deep.equal(['misplaced-character@25-30', 'misplaced-character@30-39', 'open-elements-left-after-eof@39-39']);
      expect(errorsOf('<!DOCTYPE html><frameset>\u{1F600}x')).to.deep.equal(['misplaced-character@25-27', 'misplaced-character@27-28', 'open-elements-left-after-eof@28-28']);
    });

    it('reports disallowed content in a head noscript at the offending character, not the whole text (scripting off)', function () {
      expect(errorsOf('<noscript>&#xc&', { scriptingEnabled: false })).to.deep.equal([
        'missing-doctype@0-0',
        'missing-semicolon-after-character-reference@14-14',
        'disallowed-content-in-noscript-in-head@14-15',
      ]);
      expect(errorsOf('<head><noscript>  hello </noscript>', { scriptingEnabled: false })).to.include('disallowed-content-in-noscript-in-head@18-19');
    });

    it('reports the errors of fragments too', function () {
      const errors = [];
      parseFragment('<div/></p>', { treeAdapter: parse5.defaultTreeAdapter, onParseError: (e) => errors.push(e.code) });
      expect(errors).to.deep.equal(['non-void-html-element-start-tag-with-trailing-solidus', 'end-tag-without-matching-open-element']);
    });

    it('reports nothing for a valid document, a self-closing void element or a self-closing foreign element', function () {
      expect(errorsOf('<!DOCTYPE html><html><head><title>t</title></head><body><p>x<br/><svg/><math><mi/></math></p></body></html>')).to.deep.equal([]);
    });
  });

  describe('the table of codes (TREE_CONSTRUCTION_ERRORS, docs/errors.md)', function () {
    const codes = Object.keys(TREE_CONSTRUCTION_ERRORS);

    it('describes every code that is not a tokenizer or input-stream code, with spec anchors', function () {
      const specCodes = new Set(Object.values(ErrorCodes).filter((code) => !(code in TREE_CONSTRUCTION_ERRORS) || TREE_CONSTRUCTION_ERRORS[code].specCode));
      const treeOnly = Object.values(ErrorCodes).filter((code) => !specCodes.has(code));
      expect(treeOnly.every((code) => codes.includes(code))).to.equal(true);
      for (const code of codes) {
        const entry = TREE_CONSTRUCTION_ERRORS[code];
        expect(Object.values(ErrorCodes), code).to.include(code);
        expect(entry.when, code).to.be.a('string').and.not.equal('');
        expect(entry.anchors.length, code).to.be.greaterThan(0);
        for (const anchor of entry.anchors) expect(anchor, code).to.match(/^[a-z][a-z0-9-]*$/);
      }
    });

    it('is the table in docs/errors.md, row for row', function () {
      const page = readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8');
      const section = page.slice(page.indexOf(BEGIN) + BEGIN.length, page.indexOf(END)).trim();
      const readmeCodes = section.split('\n').flatMap((row) => /^\| `([a-z-]+)` \|/.exec(row)?.[1] ?? []);
      expect(readmeCodes).to.deep.equal(codes);
      expect(section).to.equal(table());
    });

    it('says where parse5 reports a code in words made from the entry', function () {
      expect(parse5Column(TREE_CONSTRUCTION_ERRORS[ErrorCodes.missingDoctype].parse5)).to.equal('yes');
      expect(parse5Column(TREE_CONSTRUCTION_ERRORS[ErrorCodes.nestedHeadingElement].parse5)).to.equal('no');
      expect(parse5Column(TREE_CONSTRUCTION_ERRORS[ErrorCodes.closingOfElementWithOpenChildElements].parse5)).to.equal('at `</template>` only');
      expect(parse5Column(TREE_CONSTRUCTION_ERRORS[ErrorCodes.openElementsLeftAfterEof].parse5)).to.equal('in "in head noscript" only');
    });
  });
});
