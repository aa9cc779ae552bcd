import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Chars, ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { NsId } from '../../common/namespaces.js';
import { Cat, isBreakoutTag } from '../../common/tag-categories.js';
import { isAllWhitespace } from '../text-utils.js';
import {
  adjustForeignAttributes,
  adjustMathMlAttributes,
  adjustSvgAttributes,
  adjustSvgTagName,
} from '../foreign-attributes.js';
import { RULES } from './index.js';

// The rules for parsing tokens in foreign content (#parsing-main-inforeign). Comments are
// inserted by the dispatcher, DOCTYPEs ignored there.

export function characters(p: TreeBuilder, text: string, chars: Chars): ProcessResult {
  if (chars === Chars.NUL) {
    p.err(ERR.unexpectedNullCharacter);
    p.insertText('\uFFFD');
    return ProcessResult.DONE;
  }
  p.insertText(text);
  if (p.framesetOk && chars !== Chars.WHITESPACE && !isAllWhitespace(text)) p.framesetOk = false;
  return ProcessResult.DONE;
}

function isBreakout(token: TagToken): boolean {
  if (isBreakoutTag(token.tagId)) return true;
  if (token.tagId !== TAG.FONT) return false;
  for (const attr of token.attrs) {
    if (attr.name === 'color' || attr.name === 'face' || attr.name === 'size') return true;
  }
  return false;
}

/**
 * The code for an end tag that does not match the current foreign node: whether an element it
 * closes is open among the foreign elements above the nearest HTML one.
 */
function misnestedEndTag(p: TreeBuilder, token: TagToken): ERR {
  const open = p.open;
  for (let i = open.length - 2; i > 0 && open.nsIds[i] !== NsId.HTML; i--) {
    if (open.names[i]!.toLowerCase() === token.tagName) return ERR.closingOfElementWithOpenChildElements;
  }
  return ERR.endTagWithoutMatchingOpenElement;
}

/** Pops until the current node is HTML, a MathML text integration point or an HTML integration point. */
function popToHtmlContent(p: TreeBuilder): void {
  const open = p.open;
  while (
    open.length > 0 &&
    open.currentNs !== NsId.HTML &&
    (open.cats[open.length - 1]! & (Cat.MATHML_TEXT_INTEGRATION | Cat.HTML_INTEGRATION)) === 0
  ) {
    open.pop();
  }
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  if (isBreakout(token)) {
    p.err(ERR.htmlElementInForeignContent);
    popToHtmlContent(p);
    // Reprocess under the current insertion mode's HTML rules (not the dispatcher, which would
    // send the token back here when the adjusted current node is a foreign fragment context).
    return RULES[p.mode].startTag(p, token);
  }
  const ns = p.adjustedCurrentNs();
  if (ns === NsId.MATHML) {
    adjustMathMlAttributes(token.attrs);
  } else if (ns === NsId.SVG) {
    token.tagName = adjustSvgTagName(token.tagName);
    adjustSvgAttributes(token.attrs);
  }
  adjustForeignAttributes(token.attrs);
  // A self-closing SVG script would run here; there is no script engine.
  p.insertForeignElement(token, ns);
  return ProcessResult.DONE;
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  const open = p.open;
  if (token.tagId === TAG.BR || token.tagId === TAG.P) {
    p.err(ERR.htmlElementInForeignContent);
    popToHtmlContent(p);
    return RULES[p.mode].endTag(p, token);
  }
  if (token.tagId === TAG.SCRIPT && open.currentNs === NsId.SVG && open.names[open.length - 1] === 'script') {
    const script = open.current;
    open.pop();
    p.scriptEnded(script);
    return ProcessResult.DONE;
  }
  let i = open.length - 1;
  if (!open.hasOpenNamed(token.tagId, token.tagName)) {
    // No open element has that name: the walk below would only reach the nearest HTML element
    // (or the top of a fragment's stack), so go there directly (keeps deep stacks linear).
    p.err(ERR.endTagWithoutMatchingOpenElement);
    return i === 0 ? ProcessResult.DONE : RULES[p.mode].endTag(p, token);
  }
  if (p.errors.enabled && open.names[i]!.toLowerCase() !== token.tagName) p.err(misnestedEndTag(p, token));
  for (;;) {
    if (i === 0) return ProcessResult.DONE;
    if (open.names[i]!.toLowerCase() === token.tagName) {
      open.popTo(i);
      return ProcessResult.DONE;
    }
    i--;
    if (open.nsIds[i] === NsId.HTML) break;
  }
  // The element above is HTML: process with the current insertion mode's HTML rules.
  return RULES[p.mode].endTag(p, token);
}
