import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { Cat, SCOPE_TABLE } from '../../common/tag-categories.js';
import * as inTable from './in-table.js';

// The "in row" insertion mode (#parsing-main-intr).

// These tokens are handled as in the "in table" insertion mode.
export { characters, comment, doctype, eof } from './in-table.js';

/** Closes the row; false (a parse error reported as `missing`) when there is no tr in table scope. */
function closeRow(p: TreeBuilder, missing: ERR): boolean {
  if (!p.open.hasInScope(TAG.TR, SCOPE_TABLE)) {
    p.err(missing);
    return false;
  }
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
      return closeRow(p, ERR.misplacedStartTag) ? ProcessResult.REPROCESS : ProcessResult.DONE;
    default:
      return inTable.startTag(p, token);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.TR:
      closeRow(p, ERR.endTagWithoutMatchingOpenElement);
      return ProcessResult.DONE;
    case TAG.TABLE:
      return closeRow(p, ERR.endTagWithoutMatchingOpenElement) ? ProcessResult.REPROCESS : ProcessResult.DONE;
    case TAG.TBODY:
    case TAG.TFOOT:
    case TAG.THEAD:
      if (!p.open.hasInScope(token.tagId, SCOPE_TABLE)) {
        p.err(ERR.endTagWithoutMatchingOpenElement);
        return ProcessResult.DONE;
      }
      // With the section in table scope but no tr, the token is ignored without a parse error.
      if (!p.open.hasInScope(TAG.TR, SCOPE_TABLE)) return ProcessResult.DONE;
      closeRow(p, ERR.endTagWithoutMatchingOpenElement);
      return ProcessResult.REPROCESS;
    case TAG.BODY:
    case TAG.CAPTION:
    case TAG.COL:
    case TAG.COLGROUP:
    case TAG.HTML:
    case TAG.TD:
    case TAG.TH:
      p.err(ERR.misplacedEndTag);
      return ProcessResult.DONE;
    default:
      return inTable.endTag(p, token);
  }
}
