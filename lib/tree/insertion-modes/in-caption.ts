import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { SCOPE_TABLE } from '../../common/tag-categories.js';
import * as inBody from './in-body.js';

// The "in caption" insertion mode (#parsing-main-incaption).

// These tokens are handled as in the "in body" insertion mode.
export { characters, comment, doctype, eof } from './in-body.js';

/**
 * Closes the caption; false when there is none in table scope (the token is then ignored, a
 * parse error reported as `missing`).
 */
function closeCaption(p: TreeBuilder, missing: ERR): boolean {
  if (!p.open.hasInScope(TAG.CAPTION, SCOPE_TABLE)) {
    p.err(missing);
    return false;
  }
  p.generateImpliedEndTags();
  if (!p.currentIs(TAG.CAPTION)) p.err(ERR.closingOfElementWithOpenChildElements);
  p.open.popUntilTagPopped(TAG.CAPTION);
  p.formatting.clearToLastMarker();
  p.mode = Mode.IN_TABLE;
  return true;
}

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
      return closeCaption(p, ERR.misplacedStartTag) ? ProcessResult.REPROCESS : ProcessResult.DONE;
    default:
      return inBody.startTag(p, token);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.CAPTION:
      closeCaption(p, ERR.endTagWithoutMatchingOpenElement);
      return ProcessResult.DONE;
    case TAG.TABLE:
      return closeCaption(p, ERR.endTagWithoutMatchingOpenElement) ? ProcessResult.REPROCESS : ProcessResult.DONE;
    case TAG.BODY:
    case TAG.COL:
    case TAG.COLGROUP:
    case TAG.HTML:
    case TAG.TBODY:
    case TAG.TD:
    case TAG.TFOOT:
    case TAG.TH:
    case TAG.THEAD:
    case TAG.TR:
      p.err(ERR.misplacedEndTag);
      return ProcessResult.DONE;
    default:
      return inBody.endTag(p, token);
  }
}
