import { ERR } from './error-codes.js';

/**
 * Where parse5 8 reports a tree-construction code: wherever the rules report it (`'always'`), or
 * only in some insertion modes (by the spec's names) and, when `atTemplateEndTag`, in the "in
 * head" rule for `</template>`, which every insertion mode defers to.
 */
export type Parse5Reporting = 'always' | { readonly inModes: readonly InsertionModeName[]; readonly atTemplateEndTag?: true };

/** The spec's names of the insertion modes in which parse5 reports some code. */
export type InsertionModeName = 'before head' | 'in head' | 'in head noscript' | 'after head';

/** What one tree-construction parse error code stands for. */
export interface TreeConstructionError {
  /** When the tree construction rules report it. */
  readonly when: string;
  /** Anchors of the spec sections whose rules report it (html.spec.whatwg.org/multipage/parsing.html). */
  readonly anchors: readonly string[];
  /** Where parse5 8 reports the same condition under this code; absent when it never does. */
  readonly parse5?: Parse5Reporting;
  /** Whether the code is one of the spec's own (#parse-errors), used by the tree construction too. */
  readonly specCode?: boolean;
}

const INITIAL = 'the-initial-insertion-mode';
const BEFORE_HTML = 'the-before-html-insertion-mode';
const BEFORE_HEAD = 'the-before-head-insertion-mode';
const IN_HEAD = 'parsing-main-inhead';
const IN_HEAD_NOSCRIPT = 'parsing-main-inheadnoscript';
const AFTER_HEAD = 'the-after-head-insertion-mode';
const IN_BODY = 'parsing-main-inbody';
const TEXT = 'parsing-main-incdata';
const IN_TABLE = 'parsing-main-intable';
const IN_TABLE_TEXT = 'parsing-main-intabletext';
const IN_CAPTION = 'parsing-main-incaption';
const IN_COLUMN_GROUP = 'parsing-main-incolgroup';
const IN_TABLE_BODY = 'parsing-main-intbody';
const IN_ROW = 'parsing-main-intr';
const IN_CELL = 'parsing-main-intd';
const IN_TEMPLATE = 'parsing-main-intemplate';
const AFTER_BODY = 'parsing-main-afterbody';
const IN_FRAMESET = 'parsing-main-inframeset';
const AFTER_FRAMESET = 'parsing-main-afterframeset';
const AFTER_AFTER_BODY = 'the-after-after-body-insertion-mode';
const AFTER_AFTER_FRAMESET = 'the-after-after-frameset-insertion-mode';
const FOREIGN = 'parsing-main-inforeign';
const ADOPTION_AGENCY = 'adoption-agency-algorithm';
const CLOSE_A_P = 'close-a-p-element';
const CLOSE_THE_CELL = 'close-the-cell';

/**
 * Every parse error code the tree construction stage reports (#tree-construction), with when it
 * happens. The spec names these errors without codes: the codes are parse5's where parse5 reports
 * the condition, and in parse5's style where it does not. Errors are reported at the token that
 * caused them: a tag's or comment's whole span, one character of a run of characters (the one the
 * rule found wrong; a character reference stands for all of its source), or the end of the input.
 * docs/errors.md's table is this table.
 */
export const TREE_CONSTRUCTION_ERRORS = {
  [ERR.missingDoctype]: {
    when: 'The document starts with something other than a DOCTYPE, a comment or whitespace: it is in quirks mode. Reported where that token starts.',
    anchors: [INITIAL],
    parse5: 'always',
  },
  [ERR.nonConformingDoctype]: {
    when: 'A DOCTYPE other than `<!DOCTYPE html>` (or with the `about:legacy-compat` system identifier).',
    anchors: [INITIAL],
    parse5: 'always',
  },
  [ERR.misplacedDoctype]: {
    when: 'A DOCTYPE anywhere but first, in any insertion mode or in SVG or MathML: ignored.',
    anchors: [BEFORE_HTML, BEFORE_HEAD, IN_HEAD, IN_HEAD_NOSCRIPT, AFTER_HEAD, IN_BODY, IN_TABLE, IN_COLUMN_GROUP, IN_TEMPLATE, AFTER_BODY, IN_FRAMESET, AFTER_FRAMESET, FOREIGN],
    parse5: { inModes: ['before head', 'in head', 'in head noscript', 'after head'] },
  },
  [ERR.endTagWithoutMatchingOpenElement]: {
    when: 'An end tag that matches no element it could close: none is open, or none in the scope the rule checks. Before and in the head; `</p>` without a p in button scope (an empty p is inserted); `</body>`, `</html>`, `</form>`, `</li>`, `</dd>`, `</dt>`, headings, blocks, `</applet>`, `</marquee>`, `</object>`, `</select>`, `</table>`, `</caption>`, `</colgroup>`, table sections, rows and cells out of scope; any other end tag that reaches a special element first; a formatting end tag whose element is no longer open or not in scope; in SVG or MathML an end tag no open element matches; `</frameset>` or `</html>` closing a fragment\'s root; any end tag but `</template>` in template. Ignored.',
    anchors: [BEFORE_HTML, BEFORE_HEAD, IN_HEAD, IN_HEAD_NOSCRIPT, AFTER_HEAD, IN_BODY, ADOPTION_AGENCY, IN_TABLE, IN_CAPTION, IN_COLUMN_GROUP, IN_TABLE_BODY, IN_ROW, IN_CELL, IN_TEMPLATE, AFTER_BODY, IN_FRAMESET, FOREIGN],
    parse5: { inModes: ['before head', 'in head', 'in head noscript', 'after head'], atTemplateEndTag: true },
  },
  [ERR.closingOfElementWithOpenChildElements]: {
    when: 'An element is closed while elements other than those with implied end tags are still open inside it: by its end tag (blocks, `</form>`, `</li>`, `</dd>`, `</dt>`, headings, `</applet>`, `</marquee>`, `</object>`, `</select>`, `</template>`, `</caption>`, `</td>`, `</th>`, any other end tag, a formatting end tag whose element is not the current node, a foreign end tag); by a start tag that closes it (`<li>`, `<dd>`, `<dt>`, a p closed by a block, a cell closed by a table part); `</body>` or `</html>` while elements other than p, li, dd, dt, option, optgroup, ruby parts, table sections, rows and cells are open.',
    anchors: [IN_HEAD, IN_BODY, CLOSE_A_P, ADOPTION_AGENCY, IN_CAPTION, IN_CELL, CLOSE_THE_CELL, FOREIGN],
    parse5: { inModes: [], atTemplateEndTag: true },
  },
  [ERR.disallowedContentInNoscriptInHead]: {
    when: 'With scripting off, a token other than whitespace, a comment, `<link>`, `<meta>`, `<style>`, `<noframes>`, `<basefont>`, `<bgsound>` or `</noscript>` inside a `<noscript>` in the head: the noscript is closed.',
    anchors: [IN_HEAD_NOSCRIPT],
    parse5: 'always',
  },
  [ERR.openElementsLeftAfterEof]: {
    when: 'The input ends with elements open other than p, li, dd, dt, option, optgroup, ruby parts, table sections, rows, cells, body and html; or inside a template, a frameset, or a `<noscript>` in the head.',
    anchors: [IN_HEAD_NOSCRIPT, IN_BODY, IN_TEMPLATE, IN_FRAMESET],
    parse5: { inModes: ['in head noscript'] },
  },
  [ERR.abandonedHeadElementChild]: {
    when: 'A head element (`<base>`, `<link>`, `<meta>`, `<script>`, `<style>`, `<template>`, `<title>`, ...) between `</head>` and `<body>`: it goes into the head.',
    anchors: [AFTER_HEAD],
    parse5: 'always',
  },
  [ERR.misplacedStartTagForHeadElement]: {
    when: '`<head>` once the head element exists: ignored.',
    anchors: [IN_HEAD, IN_HEAD_NOSCRIPT, AFTER_HEAD, IN_BODY],
    parse5: { inModes: ['in head', 'in head noscript', 'after head'] },
  },
  [ERR.nestedNoscriptInHead]: {
    when: 'With scripting off, `<noscript>` inside a `<noscript>` in the head: ignored.',
    anchors: [IN_HEAD_NOSCRIPT],
    parse5: 'always',
  },
  [ERR.eofInElementThatCanContainOnlyText]: {
    when: 'The input ends inside an element whose content is text: `<script>`, `<style>`, `<title>`, `<textarea>`, `<xmp>`, `<iframe>`, `<noembed>`, `<noframes>`, `<noscript>` with scripting on.',
    anchors: [TEXT],
    parse5: 'always',
  },
  [ERR.nonVoidHtmlElementStartTagWithTrailingSolidus]: {
    when: 'A start tag written `<x/>` whose self-closing flag no rule acknowledged: HTML elements other than void ones ignore the `/`.',
    anchors: ['acknowledge-self-closing-flag'],
    parse5: 'always',
    specCode: true,
  },
  [ERR.unexpectedNullCharacter]: {
    when: 'A U+0000 character token in body or a template (ignored), between table parts (ignored), or in SVG or MathML (replaced by U+FFFD). The tokenizer reports the same code for U+0000 where it first meets it.',
    anchors: [IN_BODY, IN_TABLE_TEXT, FOREIGN],
    specCode: true,
  },
  [ERR.misplacedStartTag]: {
    when: 'A start tag the insertion mode ignores: `<caption>`, `<col>`, `<colgroup>`, `<frame>`, table sections, rows and cells in body; table parts in a caption, section, row or cell that is not open (fragments); anything but `<frameset>`, `<frame>` and `<noframes>` in or after a frameset; anything in a colgroup fragment.',
    anchors: [IN_BODY, IN_CAPTION, IN_COLUMN_GROUP, IN_TABLE_BODY, IN_ROW, IN_CELL, IN_FRAMESET, AFTER_FRAMESET, AFTER_AFTER_FRAMESET],
  },
  [ERR.misplacedEndTag]: {
    when: 'An end tag the insertion mode ignores although its element may be open: `</body>`, `</caption>`, `</col>`, `</colgroup>`, `</html>`, table sections, rows and cells where the table rules do not take them; `</col>`; anything but `</frameset>` in a frameset and anything but `</html>` after it; anything in a colgroup fragment.',
    anchors: [IN_TABLE, IN_CAPTION, IN_COLUMN_GROUP, IN_TABLE_BODY, IN_ROW, IN_CELL, IN_FRAMESET, AFTER_FRAMESET, AFTER_AFTER_FRAMESET],
  },
  [ERR.misplacedCharacter]: {
    when: 'A character other than whitespace in or after a frameset, or in a colgroup fragment: ignored, one error per character.',
    anchors: [IN_COLUMN_GROUP, IN_FRAMESET, AFTER_FRAMESET, AFTER_AFTER_FRAMESET],
  },
  [ERR.misplacedStartTagForHtmlElement]: {
    when: '`<html>` once the html element exists: its attributes the html element lacks are added (outside templates).',
    anchors: [IN_BODY],
  },
  [ERR.misplacedStartTagForBodyElement]: {
    when: '`<body>` in body: its attributes the body element lacks are added (outside templates).',
    anchors: [IN_BODY],
  },
  [ERR.misplacedStartTagForFramesetElement]: {
    when: '`<frameset>` in body: it replaces the body only while nothing has made that impossible (frameset-ok); else ignored.',
    anchors: [IN_BODY],
  },
  [ERR.contentAfterBody]: {
    when: 'A token other than whitespace, a comment or `</html>` after `</body>` or `</html>`: processed in body (for characters, reported at the first).',
    anchors: [AFTER_BODY, AFTER_AFTER_BODY],
  },
  [ERR.nestedHeadingElement]: {
    when: '`<h1>`–`<h6>` while the current node is a heading: the heading is closed.',
    anchors: [IN_BODY],
  },
  [ERR.nestedButtonElement]: {
    when: '`<button>` with a button in scope: the button is closed.',
    anchors: [IN_BODY],
  },
  [ERR.nestedAElement]: {
    when: '`<a>` while an `a` is among the active formatting elements: the adoption agency closes it.',
    anchors: [IN_BODY],
  },
  [ERR.nestedNobrElement]: {
    when: '`<nobr>` with a nobr in scope: the adoption agency closes it.',
    anchors: [IN_BODY],
  },
  [ERR.nestedFormElement]: {
    when: '`<form>` while the form element pointer is set (outside templates): ignored.',
    anchors: [IN_BODY],
  },
  [ERR.nestedSelectElement]: {
    when: '`<select>` with a select in scope (the select is closed, the tag ignored), or in a select fragment (ignored).',
    anchors: [IN_BODY],
  },
  [ERR.nestedTableElement]: {
    when: '`<table>` directly in a table: the open table is closed and the tag processed again.',
    anchors: [IN_TABLE],
  },
  [ERR.nestedOptionElement]: {
    when: 'In a select, after the implied end tags: `<option>` while an option stays open, `<optgroup>` or `<hr>` while an option or optgroup stays open (an element inside it keeps it open).',
    anchors: [IN_BODY],
  },
  [ERR.inputElementInSelect]: {
    when: '`<input>` with a select in scope (the select is closed), or in a select fragment (ignored).',
    anchors: [IN_BODY],
  },
  [ERR.misnestedRubyElement]: {
    when: '`<rb>` or `<rtc>` whose ruby is in scope but, after the implied end tags, not the current node; `<rp>` or `<rt>` likewise, where an rtc may be the current node.',
    anchors: [IN_BODY],
  },
  [ERR.imageStartTag]: {
    when: '`<image>`: treated as `<img>`.',
    anchors: [IN_BODY],
  },
  [ERR.brEndTag]: {
    when: '`</br>`: treated as `<br>`.',
    anchors: [IN_BODY],
  },
  [ERR.fosterParentedCharacter]: {
    when: 'Characters directly in a table, section or row, when the run holds anything but whitespace: moved before the table (foster parented); one error per character, whitespace included.',
    anchors: [IN_TABLE, IN_TABLE_TEXT],
  },
  [ERR.fosterParentedStartTag]: {
    when: 'A start tag directly in a table, section or row that the table rules do not take: processed as in body, foster parented.',
    anchors: [IN_TABLE],
  },
  [ERR.fosterParentedEndTag]: {
    when: 'An end tag directly in a table, section or row that the table rules do not take: processed as in body, with foster parenting.',
    anchors: [IN_TABLE],
  },
  [ERR.hiddenInputInTable]: {
    when: '`<input type=hidden>` directly in a table: it stays in the table.',
    anchors: [IN_TABLE],
  },
  [ERR.formInTable]: {
    when: '`<form>` directly in a table: an empty form is inserted (or none, when a form is open or in a template).',
    anchors: [IN_TABLE],
  },
  [ERR.tableCellWithoutRow]: {
    when: '`<td>` or `<th>` directly in a table section: a tr is implied.',
    anchors: [IN_TABLE_BODY],
  },
  [ERR.htmlElementInForeignContent]: {
    when: 'In SVG or MathML (outside integration points), an HTML start tag that breaks out (b, big, blockquote, body, br, center, code, dd, div, dl, dt, em, embed, h1–h6, head, hr, i, img, li, listing, menu, meta, nobr, ol, p, pre, ruby, s, small, span, strong, strike, sub, sup, table, tt, u, ul, var; font with color, face or size), or `</br>` or `</p>`: the SVG and MathML elements are closed.',
    anchors: [FOREIGN],
  },
} as const satisfies Partial<Record<ERR, TreeConstructionError>>;

/** A code the tree construction stage reports. */
export type TreeConstructionCode = keyof typeof TREE_CONSTRUCTION_ERRORS;
