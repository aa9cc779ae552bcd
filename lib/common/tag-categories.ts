import { TAG, TAG_COUNT } from './tags.js';
import { NsId } from './namespaces.js';

/**
 * Per-(namespace, tag id) category bits for the tree builder (§13.2.4.2 "The stack of open
 * elements", §13.2.4.3 "The list of active formatting elements", §13.2.6.5 "foreign content").
 * Scope tests are a bit test against these masks, so they never compare names.
 */
export const enum Cat {
  SPECIAL = 1 << 0,
  /** Ends "has an element in scope" (and so every narrower scope). */
  SCOPE = 1 << 1,
  /** ol, ul: also end list item scope. */
  LIST_ITEM_SCOPE = 1 << 2,
  /** button: also ends button scope. */
  BUTTON_SCOPE = 1 << 3,
  /** html, table, template: end table scope. */
  TABLE_SCOPE = 1 << 4,
  /** Popped by "generate implied end tags". */
  IMPLIED_END = 1 << 5,
  /** Popped by "generate all implied end tags thoroughly". */
  IMPLIED_END_THOROUGH = 1 << 6,
  FORMATTING = 1 << 7,
  MATHML_TEXT_INTEGRATION = 1 << 8,
  HTML_INTEGRATION = 1 << 9,
  /** Stops "clear the stack back to a table context". */
  TABLE_CONTEXT = 1 << 10,
  /** Stops "clear the stack back to a table body context". */
  TABLE_BODY_CONTEXT = 1 << 11,
  /** Stops "clear the stack back to a table row context". */
  TABLE_ROW_CONTEXT = 1 << 12,
  /** table, tbody, tfoot, thead, tr: text and elements inserted here may be foster parented. */
  FOSTER_TARGET = 1 << 13,
  HEADING = 1 << 14,
}

const table = new Uint16Array(3 * TAG_COUNT);

function mark(ns: NsId, bits: number, tags: readonly TAG[]): void {
  for (const tag of tags) table[ns * TAG_COUNT + tag]! |= bits;
}

mark(NsId.HTML, Cat.SPECIAL, [
  TAG.ADDRESS, TAG.APPLET, TAG.AREA, TAG.ARTICLE, TAG.ASIDE, TAG.BASE, TAG.BASEFONT, TAG.BGSOUND,
  TAG.BLOCKQUOTE, TAG.BODY, TAG.BR, TAG.BUTTON, TAG.CAPTION, TAG.CENTER, TAG.COL, TAG.COLGROUP,
  TAG.DD, TAG.DETAILS, TAG.DIR, TAG.DIV, TAG.DL, TAG.DT, TAG.EMBED, TAG.FIELDSET, TAG.FIGCAPTION,
  TAG.FIGURE, TAG.FOOTER, TAG.FORM, TAG.FRAME, TAG.FRAMESET, TAG.H1, TAG.H2, TAG.H3, TAG.H4, TAG.H5,
  TAG.H6, TAG.HEAD, TAG.HEADER, TAG.HGROUP, TAG.HR, TAG.HTML, TAG.IFRAME, TAG.IMG, TAG.INPUT,
  TAG.KEYGEN, TAG.LI, TAG.LINK, TAG.LISTING, TAG.MAIN, TAG.MARQUEE, TAG.MENU, TAG.META, TAG.NAV,
  TAG.NOEMBED, TAG.NOFRAMES, TAG.NOSCRIPT, TAG.OBJECT, TAG.OL, TAG.P, TAG.PARAM, TAG.PLAINTEXT,
  TAG.PRE, TAG.SCRIPT, TAG.SEARCH, TAG.SECTION, TAG.SELECT, TAG.SOURCE, TAG.STYLE, TAG.SUMMARY,
  TAG.TABLE, TAG.TBODY, TAG.TD, TAG.TEMPLATE, TAG.TEXTAREA, TAG.TFOOT, TAG.TH, TAG.THEAD, TAG.TITLE,
  TAG.TR, TAG.TRACK, TAG.UL, TAG.WBR, TAG.XMP,
]);
mark(NsId.MATHML, Cat.SPECIAL | Cat.SCOPE, [TAG.MI, TAG.MO, TAG.MN, TAG.MS, TAG.MTEXT, TAG.ANNOTATION_XML]);
mark(NsId.SVG, Cat.SPECIAL | Cat.SCOPE | Cat.HTML_INTEGRATION, [TAG.FOREIGNOBJECT, TAG.DESC, TAG.TITLE]);
mark(NsId.MATHML, Cat.MATHML_TEXT_INTEGRATION, [TAG.MI, TAG.MO, TAG.MN, TAG.MS, TAG.MTEXT]);

// `select` ends scopes since the customizable <select> parser changes (whatwg/html#10557).
mark(NsId.HTML, Cat.SCOPE, [
  TAG.APPLET, TAG.CAPTION, TAG.HTML, TAG.TABLE, TAG.TD, TAG.TH, TAG.MARQUEE, TAG.OBJECT, TAG.SELECT, TAG.TEMPLATE,
]);
mark(NsId.HTML, Cat.LIST_ITEM_SCOPE, [TAG.OL, TAG.UL]);
mark(NsId.HTML, Cat.BUTTON_SCOPE, [TAG.BUTTON]);
mark(NsId.HTML, Cat.TABLE_SCOPE | Cat.TABLE_CONTEXT | Cat.TABLE_BODY_CONTEXT | Cat.TABLE_ROW_CONTEXT, [
  TAG.HTML, TAG.TEMPLATE,
]);
mark(NsId.HTML, Cat.TABLE_SCOPE | Cat.TABLE_CONTEXT, [TAG.TABLE]);
mark(NsId.HTML, Cat.TABLE_BODY_CONTEXT, [TAG.TBODY, TAG.TFOOT, TAG.THEAD]);
mark(NsId.HTML, Cat.TABLE_ROW_CONTEXT, [TAG.TR]);
mark(NsId.HTML, Cat.IMPLIED_END | Cat.IMPLIED_END_THOROUGH, [
  TAG.DD, TAG.DT, TAG.LI, TAG.OPTGROUP, TAG.OPTION, TAG.P, TAG.RB, TAG.RP, TAG.RT, TAG.RTC,
]);
mark(NsId.HTML, Cat.IMPLIED_END_THOROUGH, [
  TAG.CAPTION, TAG.COLGROUP, TAG.TBODY, TAG.TD, TAG.TFOOT, TAG.TH, TAG.THEAD, TAG.TR,
]);
mark(NsId.HTML, Cat.FORMATTING, [
  TAG.A, TAG.B, TAG.BIG, TAG.CODE, TAG.EM, TAG.FONT, TAG.I, TAG.NOBR, TAG.S, TAG.SMALL, TAG.STRIKE,
  TAG.STRONG, TAG.TT, TAG.U,
]);
mark(NsId.HTML, Cat.FOSTER_TARGET, [TAG.TABLE, TAG.TBODY, TAG.TFOOT, TAG.THEAD, TAG.TR]);
mark(NsId.HTML, Cat.HEADING, [TAG.H1, TAG.H2, TAG.H3, TAG.H4, TAG.H5, TAG.H6]);

/** Category bits of an element (TAG.UNKNOWN has none in any namespace). */
export function categoriesOf(ns: NsId, tagId: TAG): number {
  return table[ns * TAG_COUNT + tagId]!;
}

/** Scope masks: the bits that end each kind of scope (§13.2.4.2). */
export const SCOPE_DEFAULT = Cat.SCOPE;
export const SCOPE_LIST_ITEM = Cat.SCOPE | Cat.LIST_ITEM_SCOPE;
export const SCOPE_BUTTON = Cat.SCOPE | Cat.BUTTON_SCOPE;
export const SCOPE_TABLE = Cat.TABLE_SCOPE;
