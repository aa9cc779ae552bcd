import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { TAG } from '../../common/tags.js';
import { Cat, SCOPE_TABLE } from '../../common/tag-categories.js';
import * as inTable from './in-table.js';

// §13.2.6.4.14 The "in row" insertion mode.

export { comment } from './common.js';

export function text(p: TreeBuilder, text: string, start: number, end: number): number {
  return inTable.text(p, text, start, end);
}

export function doctype(p: TreeBuilder): boolean {
  return inTable.doctype(p);
}

export function eof(p: TreeBuilder): boolean {
  return inTable.eof(p);
}

/** Closes the row; false when there is no tr in table scope. */
function closeRow(p: TreeBuilder): boolean {
  if (!p.open.hasInScope(TAG.TR, SCOPE_TABLE)) return false;
  p.clearStackBackTo(Cat.TABLE_ROW_CONTEXT);
  p.open.pop();
  p.mode = Mode.IN_TABLE_BODY;
  return true;
}

export function startTag(p: TreeBuilder, token: TagToken): boolean {
  switch (token.tagId) {
    case TAG.TH:
    case TAG.TD:
      p.clearStackBackTo(Cat.TABLE_ROW_CONTEXT);
      p.insertHtmlElement(token);
      p.mode = Mode.IN_CELL;
      p.formatting.pushMarker();
      return false;
    case TAG.CAPTION:
    case TAG.COL:
    case TAG.COLGROUP:
    case TAG.TBODY:
    case TAG.TFOOT:
    case TAG.THEAD:
    case TAG.TR:
      return closeRow(p);
    default:
      return inTable.startTag(p, token);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): boolean {
  switch (token.tagId) {
    case TAG.TR:
      closeRow(p);
      return false;
    case TAG.TABLE:
      return closeRow(p);
    case TAG.TBODY:
    case TAG.TFOOT:
    case TAG.THEAD:
      if (!p.open.hasInScope(token.tagId, SCOPE_TABLE)) return false;
      return closeRow(p);
    case TAG.BODY:
    case TAG.CAPTION:
    case TAG.COL:
    case TAG.COLGROUP:
    case TAG.HTML:
    case TAG.TD:
    case TAG.TH:
      return false;
    default:
      return inTable.endTag(p, token);
  }
}
