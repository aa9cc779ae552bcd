import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { SCOPE_TABLE } from '../../common/tag-categories.js';
import * as inBody from './in-body.js';

// The "in cell" insertion mode (#parsing-main-intd).

// These tokens are handled as in the "in body" insertion mode.
export { characters, comment, doctype, eof } from './in-body.js';

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.CAPTION:
    case TAG.COL:
    case TAG.COLGROUP:
    case TAG.TBODY:
    case TAG.TD:
    case TAG.TFOOT:
    case TAG.TH:
    case TAG.THEAD:
    case TAG.TR:
      if (!p.open.hasInScope(TAG.TD, SCOPE_TABLE) && !p.open.hasInScope(TAG.TH, SCOPE_TABLE)) {
        p.err(ERR.misplacedStartTag);
        return ProcessResult.DONE;
      }
      p.closeCell();
      return ProcessResult.REPROCESS;
    default:
      return inBody.startTag(p, token);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.TD:
    case TAG.TH:
      if (!p.open.hasInScope(token.tagId, SCOPE_TABLE)) {
        p.err(ERR.endTagWithoutMatchingOpenElement);
        return ProcessResult.DONE;
      }
      p.generateImpliedEndTags();
      if (!p.currentIs(token.tagId)) p.err(ERR.closingOfElementWithOpenChildElements);
      p.open.popUntilTagPopped(token.tagId);
      p.formatting.clearToLastMarker();
      p.mode = Mode.IN_ROW;
      return ProcessResult.DONE;
    case TAG.BODY:
    case TAG.CAPTION:
    case TAG.COL:
    case TAG.COLGROUP:
    case TAG.HTML:
      p.err(ERR.misplacedEndTag);
      return ProcessResult.DONE;
    case TAG.TABLE:
    case TAG.TBODY:
    case TAG.TFOOT:
    case TAG.THEAD:
    case TAG.TR:
      if (!p.open.hasInScope(token.tagId, SCOPE_TABLE)) {
        p.err(ERR.endTagWithoutMatchingOpenElement);
        return ProcessResult.DONE;
      }
      p.closeCell();
      return ProcessResult.REPROCESS;
    default:
      return inBody.endTag(p, token);
  }
}
