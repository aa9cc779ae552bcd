import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ProcessResult } from '../rules.js';
import { TAG } from '../../common/tags.js';
import { SCOPE_TABLE } from '../../common/tag-categories.js';
import * as inBody from './in-body.js';

// The "in caption" insertion mode (#parsing-main-incaption).

// These tokens are handled as in the "in body" insertion mode.
export { characters, comment, doctype, eof } from './in-body.js';

/** Closes the caption; false when there is none in table scope (the token is then ignored). */
function closeCaption(p: TreeBuilder): boolean {
  if (!p.open.hasInScope(TAG.CAPTION, SCOPE_TABLE)) return false;
  p.generateImpliedEndTags();
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
      return closeCaption(p) ? ProcessResult.REPROCESS : ProcessResult.DONE;
    default:
      return inBody.startTag(p, token);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.CAPTION:
      closeCaption(p);
      return ProcessResult.DONE;
    case TAG.TABLE:
      return closeCaption(p) ? ProcessResult.REPROCESS : ProcessResult.DONE;
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
      return ProcessResult.DONE;
    default:
      return inBody.endTag(p, token);
  }
}
