// lib/common/tags.ts holds the one tag table; ids, names, categories, the tokenizer's name index
// and the serializer's sets are derived from it. The lists below restate the spec's own lists.
// Imports tsc's build/ (every export kept).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { generate, tableNames } from '../../tools/generate-tag-ids.mjs';
import { TAG_NAMES, TAG_TABLE, getTagId } from '../../build/lib/common/tags.js';
import { categoriesOf, isBreakoutTag } from '../../build/lib/common/tag-categories.js';
import { TAG_NAME_STEPS, tagIdAt } from '../../build/lib/tokenizer/tag-name-index.js';
import { START, stepName } from '../../build/lib/tokenizer/name-automaton.js';
import { RAW_TEXT_ELEMENTS, VOID_ELEMENTS } from '../../build/lib/serializer/element-kinds.js';

const TAG_IDS = fileURLToPath(new URL('../../lib/common/tag-ids.ts', import.meta.url));
const HTML = 0;
const SVG = 1;
const MATHML = 2;
// Cat bits (lib/common/tags.ts).
const SPECIAL = 1 << 0;
const SCOPE = 1 << 1;
const IMPLIED_END = 1 << 5;
const IMPLIED_END_THOROUGH = 1 << 6;
const FORMATTING = 1 << 7;

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
// §13.2.4.2 "special".
const SPECIAL_HTML = [
  'address', 'applet', 'area', 'article', 'aside', 'base', 'basefont', 'bgsound', 'blockquote', 'body', 'br',
  'button', 'caption', 'center', 'col', 'colgroup', 'dd', 'details', 'dir', 'div', 'dl', 'dt', 'embed', 'fieldset',
  'figcaption', 'figure', 'footer', 'form', 'frame', 'frameset', ...HEADINGS, 'head', 'header', 'hgroup', 'hr',
  'html', 'iframe', 'img', 'input', 'keygen', 'li', 'link', 'listing', 'main', 'marquee', 'menu', 'meta', 'nav',
  'noembed', 'noframes', 'noscript', 'object', 'ol', 'p', 'param', 'plaintext', 'pre', 'script', 'search',
  'section', 'select', 'source', 'style', 'summary', 'table', 'tbody', 'td', 'template', 'textarea', 'tfoot', 'th',
  'thead', 'title', 'tr', 'track', 'ul', 'wbr', 'xmp',
];
const MATHML_TEXT_INTEGRATION_POINTS = ['mi', 'mo', 'mn', 'ms', 'mtext'];
const SPECIAL_MATHML = [...MATHML_TEXT_INTEGRATION_POINTS, 'annotation-xml'];
const SPECIAL_SVG = ['foreignobject', 'desc', 'title'];
// "has an element in scope" (with select since the customizable <select> changes).
const SCOPE_HTML = ['applet', 'caption', 'html', 'table', 'td', 'th', 'marquee', 'object', 'select', 'template'];
// §13.2.4.3 formatting elements.
const FORMATTING_HTML = ['a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small', 'strike', 'strong', 'tt', 'u'];
// "generate implied end tags" and "... thoroughly".
const IMPLIED = ['dd', 'dt', 'li', 'optgroup', 'option', 'p', 'rb', 'rp', 'rt', 'rtc'];
const IMPLIED_THOROUGH = [...IMPLIED, 'caption', 'colgroup', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr'];
// §13.2.6.5 start tags that break out of foreign content (font apart).
const BREAKOUT = [
  'b', 'big', 'blockquote', 'body', 'br', 'center', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'embed', ...HEADINGS,
  'head', 'hr', 'i', 'img', 'li', 'listing', 'menu', 'meta', 'nobr', 'ol', 'p', 'pre', 'ruby', 's', 'small', 'span',
  'strong', 'strike', 'sub', 'sup', 'table', 'tt', 'u', 'ul', 'var',
];
// §13.3 "serializes as void", and the elements whose text is written raw.
const VOID = [
  'area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input', 'keygen', 'link', 'meta',
  'param', 'source', 'track', 'wbr',
];
const RAW_TEXT = ['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext'];

/** The names whose categories in `ns` have any of `bits`, sorted. */
function namesWith(ns, bits) {
  return TAG_NAMES.filter((name, id) => id > 0 && (categoriesOf(ns, id) & bits) !== 0).sort();
}
const sorted = (names) => [...names].sort();

describe('tag table', () => {
  it('has one sorted row per lowercase name', () => {
    const names = TAG_TABLE.map((row) => row.name);
    expect(names).to.deep.equal(sorted(new Set(names)));
    for (const name of names) expect(name, name).to.equal(name.toLowerCase());
  });

  it('has its TAG ids generated from the current rows (node tools/generate-tag-ids.mjs)', () => {
    expect(tableNames()).to.deep.equal(TAG_TABLE.map((row) => row.name));
    expect(readFileSync(TAG_IDS, 'utf8')).to.equal(generate(tableNames()));
  });

  /** The tag id the tokenizer's name automaton reaches for `name`, stepped a code unit at a time. */
  function automatonTagId(name) {
    let state = START;
    for (let i = 0; i < name.length; i++) state = stepName(TAG_NAME_STEPS, state, name.charCodeAt(i));
    return tagIdAt(state);
  }

  it('derives names, ids and the tokenizer index from the rows', () => {
    TAG_TABLE.forEach((row, i) => {
      expect(TAG_NAMES[i + 1]).to.equal(row.name);
      expect(getTagId(row.name)).to.equal(i + 1);
      expect(automatonTagId(row.name.toUpperCase()), row.name).to.equal(i + 1);
      // A prefix or an extension of a known name is not that name.
      expect(automatonTagId(row.name.slice(0, -1)), row.name).to.not.equal(i + 1);
      expect(automatonTagId(row.name + 'x'), row.name).to.not.equal(i + 1);
    });
    expect(getTagId('no-such-tag')).to.equal(0);
    expect(automatonTagId('blink')).to.equal(0);
    expect(automatonTagId('div\u0130')).to.equal(0);
  });

  it('derives the spec categories', () => {
    expect(namesWith(HTML, SPECIAL)).to.deep.equal(sorted(SPECIAL_HTML));
    expect(namesWith(MATHML, SPECIAL)).to.deep.equal(sorted(SPECIAL_MATHML));
    expect(namesWith(SVG, SPECIAL)).to.deep.equal(sorted(SPECIAL_SVG));
    expect(namesWith(HTML, SCOPE)).to.deep.equal(sorted(SCOPE_HTML));
    expect(namesWith(MATHML, SCOPE)).to.deep.equal(sorted(SPECIAL_MATHML));
    expect(namesWith(SVG, SCOPE)).to.deep.equal(sorted(SPECIAL_SVG));
    expect(namesWith(HTML, FORMATTING)).to.deep.equal(sorted(FORMATTING_HTML));
    expect(namesWith(HTML, IMPLIED_END)).to.deep.equal(sorted(IMPLIED));
    expect(namesWith(HTML, IMPLIED_END_THOROUGH)).to.deep.equal(sorted(IMPLIED_THOROUGH));
    expect(TAG_NAMES.filter((name, id) => id > 0 && isBreakoutTag(id)).sort()).to.deep.equal(sorted(BREAKOUT));
  });

  it('derives the serializer element sets', () => {
    expect([...VOID_ELEMENTS].sort()).to.deep.equal(sorted(VOID));
    expect([...RAW_TEXT_ELEMENTS].sort()).to.deep.equal(sorted(RAW_TEXT));
  });
});
