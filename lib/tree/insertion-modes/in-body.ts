import type { TagToken } from '../../tokenizer/token.js';
import { TextState } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { NsId } from '../../common/namespaces.js';
import { Cat, SCOPE_BUTTON, SCOPE_DEFAULT, SCOPE_LIST_ITEM } from '../../common/tag-categories.js';
import { adoptionAgency } from '../adoption-agency.js';
import { adjustMathMlAttributes, adjustSvgAttributes, adjustForeignAttributes } from '../foreign-attributes.js';
import { htmlStartTag } from './common.js';
import * as inHead from './in-head.js';
import * as inTemplate from './in-template.js';

// The "in body" insertion mode (#parsing-main-inbody).

export { comment, doctype, bodyCharacters as characters } from './common.js';

function closePInButtonScope(p: TreeBuilder): void {
  if (p.open.hasInScope(TAG.P, SCOPE_BUTTON)) p.closePElement();
}

/**
 * The customizable `<select>` rules: an option, optgroup or hr inside a select generates implied
 * end tags (closing open options); returns whether a select was in scope.
 */
function closeOptionsInSelect(p: TreeBuilder, except: TAG): boolean {
  if (!p.open.hasInScope(TAG.SELECT, SCOPE_DEFAULT)) return false;
  p.generateImpliedEndTags(except);
  return true;
}

function isSelectContext(p: TreeBuilder): boolean {
  return p.isFragment && p.contextTagId === TAG.SELECT && p.contextNs === NsId.HTML;
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  const open = p.open;
  switch (token.tagId) {
    case TAG.HTML:
      return htmlStartTag(p, token);
    case TAG.BASE:
    case TAG.BASEFONT:
    case TAG.BGSOUND:
    case TAG.LINK:
    case TAG.META:
    case TAG.NOFRAMES:
    case TAG.SCRIPT:
    case TAG.STYLE:
    case TAG.TEMPLATE:
    case TAG.TITLE:
      return inHead.startTag(p, token);
    case TAG.BODY:
      p.err(ERR.misplacedStartTagForBodyElement);
      if (open.length > 1 && open.tagIds[1] === TAG.BODY && !open.isOpen(TAG.TEMPLATE)) {
        p.framesetOk = false;
        p.adapter.adoptAttributes(open.nodes[1], token.attrs);
      }
      return ProcessResult.DONE;
    case TAG.FRAMESET:
      p.err(ERR.misplacedStartTagForFramesetElement);
      if (p.framesetOk && open.length > 1 && open.tagIds[1] === TAG.BODY) {
        p.adapter.detachNode(open.nodes[1]);
        open.popTo(1);
        p.insertHtmlElement(token);
        p.mode = Mode.IN_FRAMESET;
      }
      return ProcessResult.DONE;
    case TAG.ADDRESS:
    case TAG.ARTICLE:
    case TAG.ASIDE:
    case TAG.BLOCKQUOTE:
    case TAG.CENTER:
    case TAG.DETAILS:
    case TAG.DIALOG:
    case TAG.DIR:
    case TAG.DIV:
    case TAG.DL:
    case TAG.FIELDSET:
    case TAG.FIGCAPTION:
    case TAG.FIGURE:
    case TAG.FOOTER:
    case TAG.HEADER:
    case TAG.HGROUP:
    case TAG.MAIN:
    case TAG.MENU:
    case TAG.NAV:
    case TAG.OL:
    case TAG.P:
    case TAG.SEARCH:
    case TAG.SECTION:
    case TAG.SUMMARY:
    case TAG.UL:
      closePInButtonScope(p);
      p.insertHtmlElement(token);
      return ProcessResult.DONE;
    case TAG.H1:
    case TAG.H2:
    case TAG.H3:
    case TAG.H4:
    case TAG.H5:
    case TAG.H6:
      closePInButtonScope(p);
      if ((open.cats[open.length - 1]! & Cat.HEADING) !== 0 && open.currentNs === NsId.HTML) {
        p.err(ERR.nestedHeadingElement);
        open.pop();
      }
      p.insertHtmlElement(token);
      return ProcessResult.DONE;
    case TAG.PRE:
    case TAG.LISTING:
      closePInButtonScope(p);
      p.insertHtmlElement(token);
      p.skipNextNewline = true;
      p.framesetOk = false;
      return ProcessResult.DONE;
    case TAG.FORM: {
      const inTemplate = p.parsingTemplateContents();
      if (p.form !== null && !inTemplate) {
        p.err(ERR.nestedFormElement);
        return ProcessResult.DONE;
      }
      closePInButtonScope(p);
      const form = p.insertHtmlElement(token);
      if (!inTemplate) p.form = form;
      return ProcessResult.DONE;
    }
    case TAG.LI:
      listItemStartTag(p, token, TAG.LI, TAG.LI);
      return ProcessResult.DONE;
    case TAG.DD:
    case TAG.DT:
      listItemStartTag(p, token, TAG.DD, TAG.DT);
      return ProcessResult.DONE;
    case TAG.PLAINTEXT:
      closePInButtonScope(p);
      p.insertHtmlElement(token);
      p.switchTokenizer(TextState.PLAINTEXT);
      return ProcessResult.DONE;
    case TAG.BUTTON:
      if (open.hasInScope(TAG.BUTTON, SCOPE_DEFAULT)) {
        p.err(ERR.nestedButtonElement);
        p.generateImpliedEndTags();
        open.popUntilTagPopped(TAG.BUTTON);
      }
      p.reconstructFormatting();
      p.insertHtmlElement(token);
      p.framesetOk = false;
      return ProcessResult.DONE;
    case TAG.A: {
      const index = p.formatting.lastIndexOfTagSinceMarker(TAG.A);
      if (index >= 0) {
        p.err(ERR.nestedAElement);
        const element = p.formatting.nodes[index];
        if (adoptionAgency(p, token)) anyOtherEndTag(p, token);
        p.formatting.remove(element);
        open.remove(element);
      }
      p.reconstructFormatting();
      p.insertFormattingElement(token);
      return ProcessResult.DONE;
    }
    case TAG.B:
    case TAG.BIG:
    case TAG.CODE:
    case TAG.EM:
    case TAG.FONT:
    case TAG.I:
    case TAG.S:
    case TAG.SMALL:
    case TAG.STRIKE:
    case TAG.STRONG:
    case TAG.TT:
    case TAG.U:
      p.reconstructFormatting();
      p.insertFormattingElement(token);
      return ProcessResult.DONE;
    case TAG.NOBR:
      p.reconstructFormatting();
      if (open.hasInScope(TAG.NOBR, SCOPE_DEFAULT)) {
        p.err(ERR.nestedNobrElement);
        if (adoptionAgency(p, token)) anyOtherEndTag(p, token);
        p.reconstructFormatting();
      }
      p.insertFormattingElement(token);
      return ProcessResult.DONE;
    case TAG.APPLET:
    case TAG.MARQUEE:
    case TAG.OBJECT:
      p.reconstructFormatting();
      p.insertHtmlElement(token);
      p.formatting.pushMarker();
      p.framesetOk = false;
      return ProcessResult.DONE;
    case TAG.TABLE:
      if (!p.quirks) closePInButtonScope(p);
      p.insertHtmlElement(token);
      p.framesetOk = false;
      p.mode = Mode.IN_TABLE;
      return ProcessResult.DONE;
    case TAG.AREA:
    case TAG.BR:
    case TAG.EMBED:
    case TAG.IMG:
    case TAG.KEYGEN:
    case TAG.WBR:
      p.reconstructFormatting();
      p.insertVoidElement(token);
      p.framesetOk = false;
      return ProcessResult.DONE;
    case TAG.INPUT:
      if (!closeSelectFor(p)) return ProcessResult.DONE;
      p.reconstructFormatting();
      p.insertVoidElement(token);
      if (!isHiddenInput(token)) p.framesetOk = false;
      return ProcessResult.DONE;
    case TAG.PARAM:
    case TAG.SOURCE:
    case TAG.TRACK:
      p.insertVoidElement(token);
      return ProcessResult.DONE;
    case TAG.HR:
      closePInButtonScope(p);
      if (closeOptionsInSelect(p, TAG.UNKNOWN)) checkNoOpenOption(p, true);
      p.insertVoidElement(token);
      p.framesetOk = false;
      return ProcessResult.DONE;
    case TAG.IMAGE:
      p.err(ERR.imageStartTag);
      token.tagName = 'img';
      token.tagId = TAG.IMG;
      return ProcessResult.REPROCESS;
    case TAG.TEXTAREA:
      p.insertHtmlElement(token);
      p.skipNextNewline = true;
      p.switchTokenizer(TextState.RCDATA);
      p.originalMode = p.mode;
      p.framesetOk = false;
      p.mode = Mode.TEXT;
      return ProcessResult.DONE;
    case TAG.XMP:
      closePInButtonScope(p);
      p.reconstructFormatting();
      p.framesetOk = false;
      p.parseTextElement(token, TextState.RAWTEXT);
      return ProcessResult.DONE;
    case TAG.IFRAME:
      p.framesetOk = false;
      p.parseTextElement(token, TextState.RAWTEXT);
      return ProcessResult.DONE;
    case TAG.NOEMBED:
      p.parseTextElement(token, TextState.RAWTEXT);
      return ProcessResult.DONE;
    case TAG.NOSCRIPT:
      if (p.scriptingEnabled) {
        p.parseTextElement(token, TextState.RAWTEXT);
        return ProcessResult.DONE;
      }
      break;
    case TAG.SELECT:
      if (isSelectContext(p)) {
        p.err(ERR.nestedSelectElement);
        return ProcessResult.DONE;
      }
      if (open.hasInScope(TAG.SELECT, SCOPE_DEFAULT)) {
        p.err(ERR.nestedSelectElement);
        open.popUntilTagPopped(TAG.SELECT);
        return ProcessResult.DONE;
      }
      p.reconstructFormatting();
      p.insertHtmlElement(token);
      p.framesetOk = false;
      return ProcessResult.DONE;
    case TAG.OPTION:
      if (closeOptionsInSelect(p, TAG.OPTGROUP)) checkNoOpenOption(p, false);
      else if (p.currentIs(TAG.OPTION)) open.pop();
      p.reconstructFormatting();
      p.insertHtmlElement(token);
      return ProcessResult.DONE;
    case TAG.OPTGROUP:
      if (closeOptionsInSelect(p, TAG.UNKNOWN)) checkNoOpenOption(p, true);
      else if (p.currentIs(TAG.OPTION)) open.pop();
      p.reconstructFormatting();
      p.insertHtmlElement(token);
      return ProcessResult.DONE;
    case TAG.RB:
    case TAG.RTC:
      if (open.hasInScope(TAG.RUBY, SCOPE_DEFAULT)) {
        p.generateImpliedEndTags();
        if (!p.currentIs(TAG.RUBY)) p.err(ERR.misnestedRubyElement);
      }
      p.insertHtmlElement(token);
      return ProcessResult.DONE;
    case TAG.RP:
    case TAG.RT:
      if (open.hasInScope(TAG.RUBY, SCOPE_DEFAULT)) {
        p.generateImpliedEndTags(TAG.RTC);
        if (!p.currentIs(TAG.RUBY) && !p.currentIs(TAG.RTC)) p.err(ERR.misnestedRubyElement);
      }
      p.insertHtmlElement(token);
      return ProcessResult.DONE;
    case TAG.MATH:
      p.reconstructFormatting();
      adjustMathMlAttributes(token.attrs);
      adjustForeignAttributes(token.attrs);
      p.insertForeignElement(token, NsId.MATHML);
      return ProcessResult.DONE;
    case TAG.SVG:
      p.reconstructFormatting();
      adjustSvgAttributes(token.attrs);
      adjustForeignAttributes(token.attrs);
      p.insertForeignElement(token, NsId.SVG);
      return ProcessResult.DONE;
    case TAG.HEAD:
      p.err(ERR.misplacedStartTagForHeadElement);
      return ProcessResult.DONE;
    case TAG.CAPTION:
    case TAG.COL:
    case TAG.COLGROUP:
    case TAG.FRAME:
    case TAG.TBODY:
    case TAG.TD:
    case TAG.TFOOT:
    case TAG.TH:
    case TAG.THEAD:
    case TAG.TR:
      p.err(ERR.misplacedStartTag);
      return ProcessResult.DONE;
    default:
      break;
  }
  p.reconstructFormatting();
  p.insertHtmlElement(token);
  return ProcessResult.DONE;
}

/**
 * After the implied end tags an option, optgroup or hr start tag in a select generates: an option
 * (or, with `optgroup`, an optgroup) still in scope is a parse error.
 */
function checkNoOpenOption(p: TreeBuilder, optgroup: boolean): void {
  const open = p.open;
  if (!p.errors.enabled) return;
  if (open.hasInScope(TAG.OPTION, SCOPE_DEFAULT) || (optgroup && open.hasInScope(TAG.OPTGROUP, SCOPE_DEFAULT))) {
    p.err(ERR.nestedOptionElement);
  }
}

/** An input inside a select closes it first; false when the token is ignored (select fragment). */
function closeSelectFor(p: TreeBuilder): boolean {
  if (isSelectContext(p)) {
    p.err(ERR.inputElementInSelect);
    return false;
  }
  if (p.open.hasInScope(TAG.SELECT, SCOPE_DEFAULT)) {
    p.err(ERR.inputElementInSelect);
    p.open.popUntilTagPopped(TAG.SELECT);
  }
  return true;
}

function isHiddenInput(token: TagToken): boolean {
  for (const attr of token.attrs) {
    if (attr.name === 'type') return attr.value.toLowerCase() === 'hidden';
  }
  return false;
}

/** The li / dd / dt start tag steps. */
function listItemStartTag(p: TreeBuilder, token: TagToken, a: TAG, b: TAG): void {
  const open = p.open;
  p.framesetOk = false;
  for (let i = open.length - 1; i >= 0; i--) {
    const id = open.tagIds[i]!;
    if (open.nsIds[i] === NsId.HTML && (id === a || id === b)) {
      p.generateImpliedEndTags(id);
      if (!p.currentIs(id)) p.err(ERR.closingOfElementWithOpenChildElements);
      open.popUntilTagPopped(id);
      break;
    }
    const addressDivOrP = open.nsIds[i] === NsId.HTML && (id === TAG.ADDRESS || id === TAG.DIV || id === TAG.P);
    if ((open.cats[i]! & Cat.SPECIAL) !== 0 && !addressDivOrP) {
      break;
    }
  }
  closePInButtonScope(p);
  p.insertHtmlElement(token);
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  const open = p.open;
  switch (token.tagId) {
    case TAG.TEMPLATE:
      return inHead.templateEndTag(p);
    case TAG.BODY:
      if (!bodyInScope(p)) return ProcessResult.DONE;
      p.mode = Mode.AFTER_BODY;
      p.bodyEndTag();
      return ProcessResult.DONE;
    case TAG.HTML:
      if (!bodyInScope(p)) return ProcessResult.DONE;
      p.mode = Mode.AFTER_BODY;
      return ProcessResult.REPROCESS;
    case TAG.ADDRESS:
    case TAG.ARTICLE:
    case TAG.ASIDE:
    case TAG.BLOCKQUOTE:
    case TAG.BUTTON:
    case TAG.CENTER:
    case TAG.DETAILS:
    case TAG.DIALOG:
    case TAG.DIR:
    case TAG.DIV:
    case TAG.DL:
    case TAG.FIELDSET:
    case TAG.FIGCAPTION:
    case TAG.FIGURE:
    case TAG.FOOTER:
    case TAG.HEADER:
    case TAG.HGROUP:
    case TAG.LISTING:
    case TAG.MAIN:
    case TAG.MENU:
    case TAG.NAV:
    case TAG.OL:
    case TAG.PRE:
    case TAG.SEARCH:
    case TAG.SECTION:
    case TAG.SUMMARY:
    case TAG.UL:
      closeBlock(p, token.tagId, SCOPE_DEFAULT, TAG.UNKNOWN);
      return ProcessResult.DONE;
    case TAG.SELECT:
      closeBlock(p, TAG.SELECT, SCOPE_DEFAULT, TAG.UNKNOWN);
      return ProcessResult.DONE;
    case TAG.FORM:
      formEndTag(p);
      return ProcessResult.DONE;
    case TAG.P:
      if (!open.hasInScope(TAG.P, SCOPE_BUTTON)) {
        p.err(ERR.endTagWithoutMatchingOpenElement);
        p.insertImpliedElement(TAG.P);
      }
      p.closePElement();
      return ProcessResult.DONE;
    case TAG.LI:
      closeBlock(p, TAG.LI, SCOPE_LIST_ITEM, TAG.LI);
      return ProcessResult.DONE;
    case TAG.DD:
    case TAG.DT:
      closeBlock(p, token.tagId, SCOPE_DEFAULT, token.tagId);
      return ProcessResult.DONE;
    case TAG.H1:
    case TAG.H2:
    case TAG.H3:
    case TAG.H4:
    case TAG.H5:
    case TAG.H6:
      if (!open.hasCategoryInScope(Cat.HEADING, SCOPE_DEFAULT)) {
        p.err(ERR.endTagWithoutMatchingOpenElement);
        return ProcessResult.DONE;
      }
      p.generateImpliedEndTags();
      if (!p.currentIs(token.tagId)) p.err(ERR.closingOfElementWithOpenChildElements);
      while (open.length > 0) {
        const done = (open.cats[open.length - 1]! & Cat.HEADING) !== 0 && open.currentNs === NsId.HTML;
        open.pop();
        if (done) break;
      }
      return ProcessResult.DONE;
    case TAG.A:
    case TAG.B:
    case TAG.BIG:
    case TAG.CODE:
    case TAG.EM:
    case TAG.FONT:
    case TAG.I:
    case TAG.NOBR:
    case TAG.S:
    case TAG.SMALL:
    case TAG.STRIKE:
    case TAG.STRONG:
    case TAG.TT:
    case TAG.U:
      if (adoptionAgency(p, token)) anyOtherEndTag(p, token);
      return ProcessResult.DONE;
    case TAG.APPLET:
    case TAG.MARQUEE:
    case TAG.OBJECT:
      if (!open.hasInScope(token.tagId, SCOPE_DEFAULT)) {
        p.err(ERR.endTagWithoutMatchingOpenElement);
        return ProcessResult.DONE;
      }
      p.generateImpliedEndTags();
      if (!p.currentIs(token.tagId)) p.err(ERR.closingOfElementWithOpenChildElements);
      open.popUntilTagPopped(token.tagId);
      p.formatting.clearToLastMarker();
      return ProcessResult.DONE;
    case TAG.BR:
      // Treated as a `<br>` start tag without attributes; like parse5, it gets no location.
      p.err(ERR.brEndTag);
      p.reconstructFormatting();
      p.insertImpliedElement(TAG.BR);
      open.pop();
      p.framesetOk = false;
      return ProcessResult.DONE;
    default:
      anyOtherEndTag(p, token);
      return ProcessResult.DONE;
  }
}

/** End tags of blocks: in scope → implied end tags (except `except`), pop until it. */
function closeBlock(p: TreeBuilder, tagId: TAG, scope: number, except: TAG): void {
  if (!p.open.hasInScope(tagId, scope)) {
    p.err(ERR.endTagWithoutMatchingOpenElement);
    return;
  }
  p.generateImpliedEndTags(except);
  if (!p.currentIs(tagId)) p.err(ERR.closingOfElementWithOpenChildElements);
  p.open.popUntilTagPopped(tagId);
}

/**
 * The `</body>` and `</html>` check: false (a parse error) without a body in scope; with one, a
 * parse error when an element other than those implied end tags close is still open.
 */
function bodyInScope(p: TreeBuilder): boolean {
  if (!p.open.hasInScope(TAG.BODY, SCOPE_DEFAULT)) {
    p.err(ERR.endTagWithoutMatchingOpenElement);
    return false;
  }
  if (p.errors.enabled && hasElementLeftOpen(p)) p.err(ERR.closingOfElementWithOpenChildElements);
  return true;
}

/**
 * Whether an element is open that is not dd, dt, li, optgroup, option, p, rb, rp, rt, rtc, tbody,
 * td, tfoot, th, thead, tr, body or html (what end of input and `</body>` may leave open).
 */
function hasElementLeftOpen(p: TreeBuilder): boolean {
  const open = p.open;
  for (let i = open.length - 1; i >= 0; i--) {
    if (open.nsIds[i] !== NsId.HTML) return true;
    const id = open.tagIds[i];
    if (id === TAG.BODY || id === TAG.HTML) continue;
    if ((open.cats[i]! & Cat.IMPLIED_END_THOROUGH) === 0 || id === TAG.CAPTION || id === TAG.COLGROUP) return true;
  }
  return false;
}

function formEndTag(p: TreeBuilder): void {
  const open = p.open;
  if (p.parsingTemplateContents()) {
    closeBlock(p, TAG.FORM, SCOPE_DEFAULT, TAG.UNKNOWN);
    return;
  }
  const node = p.form;
  p.form = null;
  if (node === null || !open.hasNodeInScope(node, SCOPE_DEFAULT)) {
    p.err(ERR.endTagWithoutMatchingOpenElement);
    return;
  }
  p.generateImpliedEndTags();
  if (open.current !== node) p.err(ERR.closingOfElementWithOpenChildElements);
  open.remove(node);
}

export function eof(p: TreeBuilder): ProcessResult {
  if (p.templateModes.length > 0) return inTemplate.eof(p);
  if (p.errors.enabled && hasElementLeftOpen(p)) p.err(ERR.openElementsLeftAfterEof);
  p.stopParsing();
  return ProcessResult.DONE;
}

/** In body's "any other end tag" (#parsing-main-inbody). */
export function anyOtherEndTag(p: TreeBuilder, token: TagToken): void {
  const open = p.open;
  const tagId = token.tagId;
  // No open HTML element of that name: the walk would end at a special element (html is one)
  // without changing anything, so skip it (keeps deep stacks linear).
  if (!open.hasOpenHtmlNamed(tagId, token.tagName)) {
    p.err(ERR.endTagWithoutMatchingOpenElement);
    return;
  }
  for (let i = open.length - 1; i >= 0; i--) {
    const matches =
      open.nsIds[i] === NsId.HTML &&
      (tagId === TAG.UNKNOWN ? open.names[i] === token.tagName : open.tagIds[i] === tagId);
    if (matches) {
      generateImpliedEndTagsExceptName(p, token.tagName, tagId);
      if (open.length - 1 !== i) p.err(ERR.closingOfElementWithOpenChildElements);
      open.popTo(i);
      return;
    }
    if ((open.cats[i]! & Cat.SPECIAL) !== 0) {
      p.err(ERR.endTagWithoutMatchingOpenElement);
      return;
    }
  }
}

/** "Generate implied end tags, except for HTML elements with the same tag name as the token". */
function generateImpliedEndTagsExceptName(p: TreeBuilder, name: string, tagId: TAG): void {
  const open = p.open;
  while (open.length > 0) {
    const top = open.length - 1;
    if ((open.cats[top]! & Cat.IMPLIED_END) === 0) return;
    if (tagId !== TAG.UNKNOWN ? open.tagIds[top] === tagId : open.names[top] === name) return;
    open.pop();
  }
}
