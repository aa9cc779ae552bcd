import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { Cat, SCOPE_TABLE } from '../../common/tag-categories.js';
import * as inTable from './in-table.js';

// The "in table body" insertion mode (#parsing-main-intbody).

// These tokens are handled as in the "in table" insertion mode.
export { characters, comment, doctype, eof } from './in-table.js';

/** Closes the current table section; false (a parse error reported as `missing`) when there is none in table scope. */
function closeSection(p: TreeBuilder, missing: ERR): boolean {
  const open = p.open;
  const inScope =
    open.hasInScope(TAG.TBODY, SCOPE_TABLE) || open.hasInScope(TAG.THEAD, SCOPE_TABLE) || open.hasInScope(TAG.TFOOT, SCOPE_TABLE);
  if (!inScope) {
    p.err(missing);
    return false;
  }
  p.clearStackBackTo(Cat.TABLE_BODY_CONTEXT);
  open.pop();
  p.mode = Mode.IN_TABLE;
  return true;
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.TR:
      p.clearStackBackTo(Cat.TABLE_BODY_CONTEXT);
      p.insertHtmlElement(token);
      p.mode = Mode.IN_ROW;
      return ProcessResult.DONE;
    case TAG.TH:
    case TAG.TD:
      p.err(ERR.tableCellWithoutRow);
      p.clearStackBackTo(Cat.TABLE_BODY_CONTEXT);
      p.insertImpliedElement(TAG.TR);
      p.mode = Mode.IN_ROW;
      return ProcessResult.REPROCESS;
    case TAG.CAPTION:
    case TAG.COL:
    case TAG.COLGROUP:
    case TAG.TBODY:
    case TAG.TFOOT:
    case TAG.THEAD:
      return closeSection(p, ERR.misplacedStartTag) ? ProcessResult.REPROCESS : ProcessResult.DONE;
    default:
      return inTable.startTag(p, token);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.TBODY:
    case TAG.TFOOT:
    case TAG.THEAD:
      if (!p.open.hasInScope(token.tagId, SCOPE_TABLE)) {
        p.err(ERR.endTagWithoutMatchingOpenElement);
        return ProcessResult.DONE;
      }
      p.clearStackBackTo(Cat.TABLE_BODY_CONTEXT);
      p.open.pop();
      p.mode = Mode.IN_TABLE;
      return ProcessResult.DONE;
    case TAG.TABLE:
      return closeSection(p, ERR.endTagWithoutMatchingOpenElement) ? ProcessResult.REPROCESS : ProcessResult.DONE;
    case TAG.BODY:
    case TAG.CAPTION:
    case TAG.COL:
    case TAG.COLGROUP:
    case TAG.HTML:
    case TAG.TD:
    case TAG.TH:
    case TAG.TR:
      p.err(ERR.misplacedEndTag);
      return ProcessResult.DONE;
    default:
      return inTable.endTag(p, token);
  }
}
