import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ProcessResult } from '../rules.js';
import { TAG } from '../../common/tags.js';
import { Cat, SCOPE_TABLE } from '../../common/tag-categories.js';
import * as inTable from './in-table.js';

// The "in row" insertion mode (#parsing-main-intr).

// These tokens are handled as in the "in table" insertion mode.
export { characters, comment, doctype, eof } from './in-table.js';

/** Closes the row; false when there is no tr in table scope. */
function closeRow(p: TreeBuilder): boolean {
  if (!p.open.hasInScope(TAG.TR, SCOPE_TABLE)) return false;
  p.clearStackBackTo(Cat.TABLE_ROW_CONTEXT);
  p.open.pop();
  p.mode = Mode.IN_TABLE_BODY;
  return true;
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.TH:
    case TAG.TD:
      p.clearStackBackTo(Cat.TABLE_ROW_CONTEXT);
      p.insertHtmlElement(token);
      p.mode = Mode.IN_CELL;
      p.formatting.pushMarker();
      return ProcessResult.DONE;
    case TAG.CAPTION:
    case TAG.COL:
    case TAG.COLGROUP:
    case TAG.TBODY:
    case TAG.TFOOT:
    case TAG.THEAD:
    case TAG.TR:
      return closeRow(p) ? ProcessResult.REPROCESS : ProcessResult.DONE;
    default:
      return inTable.startTag(p, token);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.TR:
      closeRow(p);
      return ProcessResult.DONE;
    case TAG.TABLE:
      return closeRow(p) ? ProcessResult.REPROCESS : ProcessResult.DONE;
    case TAG.TBODY:
    case TAG.TFOOT:
    case TAG.THEAD:
      if (!p.open.hasInScope(token.tagId, SCOPE_TABLE)) return ProcessResult.DONE;
      return closeRow(p) ? ProcessResult.REPROCESS : ProcessResult.DONE;
    case TAG.BODY:
    case TAG.CAPTION:
    case TAG.COL:
    case TAG.COLGROUP:
    case TAG.HTML:
    case TAG.TD:
    case TAG.TH:
      return ProcessResult.DONE;
    default:
      return inTable.endTag(p, token);
  }
}
