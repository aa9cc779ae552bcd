import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { TAG } from '../../common/tags.js';
import { NsId } from '../../common/namespaces.js';
import { Cat, SCOPE_TABLE } from '../../common/tag-categories.js';
import * as inBody from './in-body.js';
import * as inHead from './in-head.js';

// §13.2.6.4.9 The "in table" insertion mode.

export { comment } from './common.js';

/** "Anything else": in body rules with foster parenting. */
function anythingElseStartTag(p: TreeBuilder, token: TagToken): boolean {
  p.fosterParenting = true;
  const reprocess = inBody.startTag(p, token);
  p.fosterParenting = false;
  return reprocess;
}

/** Characters that are not table whitespace: in body rules with foster parenting. */
export function fosterText(p: TreeBuilder, text: string, start: number, end: number): void {
  p.fosterParenting = true;
  inBody.text(p, text, start, end);
  p.fosterParenting = false;
}

export function text(p: TreeBuilder, text: string, start: number, end: number): number {
  const open = p.open;
  const id = open.currentTagId;
  if (
    open.currentNs === NsId.HTML &&
    (id === TAG.TABLE ||
      id === TAG.TBODY ||
      id === TAG.TEMPLATE ||
      id === TAG.TFOOT ||
      id === TAG.THEAD ||
      id === TAG.TR)
  ) {
    p.pendingTableText.length = 0;
    p.pendingTableTextStart.length = 0;
    p.pendingTableTextEnd.length = 0;
    p.pendingTableTextNonWhitespace = false;
    p.originalMode = p.mode;
    p.mode = Mode.IN_TABLE_TEXT;
    return 0;
  }
  fosterText(p, text, start, end);
  return text.length;
}

export function doctype(p: TreeBuilder): boolean {
  return false;
}

export function startTag(p: TreeBuilder, token: TagToken): boolean {
  const open = p.open;
  switch (token.tagId) {
    case TAG.CAPTION:
      p.clearStackBackTo(Cat.TABLE_CONTEXT);
      p.formatting.pushMarker();
      p.insertHtmlElement(token);
      p.mode = Mode.IN_CAPTION;
      return false;
    case TAG.COLGROUP:
      p.clearStackBackTo(Cat.TABLE_CONTEXT);
      p.insertHtmlElement(token);
      p.mode = Mode.IN_COLUMN_GROUP;
      return false;
    case TAG.COL:
      p.clearStackBackTo(Cat.TABLE_CONTEXT);
      p.insertImpliedElement(TAG.COLGROUP);
      p.mode = Mode.IN_COLUMN_GROUP;
      return true;
    case TAG.TBODY:
    case TAG.TFOOT:
    case TAG.THEAD:
      p.clearStackBackTo(Cat.TABLE_CONTEXT);
      p.insertHtmlElement(token);
      p.mode = Mode.IN_TABLE_BODY;
      return false;
    case TAG.TD:
    case TAG.TH:
    case TAG.TR:
      p.clearStackBackTo(Cat.TABLE_CONTEXT);
      p.insertImpliedElement(TAG.TBODY);
      p.mode = Mode.IN_TABLE_BODY;
      return true;
    case TAG.TABLE:
      if (!open.hasInScope(TAG.TABLE, SCOPE_TABLE)) return false;
      open.popUntilTagPopped(TAG.TABLE);
      p.resetInsertionMode();
      return true;
    case TAG.STYLE:
    case TAG.SCRIPT:
    case TAG.TEMPLATE:
      return inHead.startTag(p, token);
    case TAG.INPUT:
      if (!isHiddenInput(token)) return anythingElseStartTag(p, token);
      p.insertVoidElement(token);
      return false;
    case TAG.FORM:
      if (open.isOpen(TAG.TEMPLATE) || p.form !== null) return false;
      p.form = p.insertHtmlElement(token);
      open.pop();
      return false;
    default:
      return anythingElseStartTag(p, token);
  }
}

function isHiddenInput(token: TagToken): boolean {
  for (const attr of token.attrs) {
    if (attr.name === 'type') return attr.value.toLowerCase() === 'hidden';
  }
  return false;
}

export function endTag(p: TreeBuilder, token: TagToken): boolean {
  switch (token.tagId) {
    case TAG.TABLE:
      if (!p.open.hasInScope(TAG.TABLE, SCOPE_TABLE)) return false;
      p.open.popUntilTagPopped(TAG.TABLE);
      p.resetInsertionMode();
      return false;
    case TAG.BODY:
    case TAG.CAPTION:
    case TAG.COL:
    case TAG.COLGROUP:
    case TAG.HTML:
    case TAG.TBODY:
    case TAG.TD:
    case TAG.TFOOT:
    case TAG.TH:
    case TAG.THEAD:
    case TAG.TR:
      return false;
    case TAG.TEMPLATE:
      return inHead.endTag(p, token);
    default: {
      p.fosterParenting = true;
      const reprocess = inBody.endTag(p, token);
      p.fosterParenting = false;
      return reprocess;
    }
  }
}

export function eof(p: TreeBuilder): boolean {
  return inBody.eof(p);
}
