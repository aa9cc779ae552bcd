import type { TagToken } from '../../tokenizer/token.js';
import { TextState } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import * as inBody from './in-body.js';

// §13.2.6.4.4 The "in head" insertion mode.

export { comment, doctype } from './common.js';

function anythingElse(p: TreeBuilder): boolean {
  p.open.pop();
  p.mode = Mode.AFTER_HEAD;
  return true;
}

export function text(p: TreeBuilder, text: string, start: number, end: number): number {
  const ws = p.insertLeadingWhitespace(text, start, end);
  if (ws > 0) return ws;
  anythingElse(p);
  return 0;
}

export function startTag(p: TreeBuilder, token: TagToken): boolean {
  switch (token.tagId) {
    case TAG.HTML:
      return inBody.startTag(p, token);
    case TAG.BASE:
    case TAG.BASEFONT:
    case TAG.BGSOUND:
    case TAG.LINK:
      p.insertVoidElement(token);
      return false;
    case TAG.META:
      p.insertVoidElement(token);
      // #changing-the-encoding-while-parsing: a meta may name the bytes' real encoding.
      if (p.tentativeEncoding !== null) p.tentativeEncoding.metaInserted(token.attrs);
      return false;
    case TAG.TITLE:
      p.parseTextElement(token, TextState.RCDATA);
      return false;
    case TAG.NOSCRIPT:
      if (p.scriptingEnabled) {
        p.parseTextElement(token, TextState.RAWTEXT);
      } else {
        p.insertHtmlElement(token);
        p.mode = Mode.IN_HEAD_NOSCRIPT;
      }
      return false;
    case TAG.NOFRAMES:
    case TAG.STYLE:
      p.parseTextElement(token, TextState.RAWTEXT);
      return false;
    case TAG.SCRIPT:
      p.parseTextElement(token, TextState.SCRIPT_DATA);
      return false;
    case TAG.TEMPLATE:
      p.insertHtmlElement(token);
      p.formatting.pushMarker();
      p.framesetOk = false;
      p.mode = Mode.IN_TEMPLATE;
      p.pushTemplateMode(Mode.IN_TEMPLATE);
      return false;
    case TAG.HEAD:
      p.err(ERR.misplacedStartTagForHeadElement);
      return false;
    default:
      return anythingElse(p);
  }
}

/** The "template" end tag, shared by every mode that defers to "in head" for it. */
export function templateEndTag(p: TreeBuilder): void {
  if (!p.open.isOpen(TAG.TEMPLATE)) {
    p.err(ERR.endTagWithoutMatchingOpenElement);
    return;
  }
  p.generateAllImpliedEndTagsThoroughly();
  if (!p.currentIs(TAG.TEMPLATE)) p.err(ERR.closingOfElementWithOpenChildElements);
  p.open.popUntilTagPopped(TAG.TEMPLATE);
  p.formatting.clearToLastMarker();
  p.templateModes.pop();
  p.resetInsertionMode();
}

export function endTag(p: TreeBuilder, token: TagToken): boolean {
  switch (token.tagId) {
    case TAG.HEAD:
      p.open.pop();
      p.mode = Mode.AFTER_HEAD;
      return false;
    case TAG.BODY:
    case TAG.HTML:
    case TAG.BR:
      return anythingElse(p);
    case TAG.TEMPLATE:
      templateEndTag(p);
      return false;
    default:
      p.err(ERR.endTagWithoutMatchingOpenElement);
      return false;
  }
}

export function eof(p: TreeBuilder): boolean {
  return anythingElse(p);
}
