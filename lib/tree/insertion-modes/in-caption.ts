import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { TAG } from '../../common/tags.js';
import { SCOPE_TABLE } from '../../common/tag-categories.js';
import * as inBody from './in-body.js';

// §13.2.6.4.11 The "in caption" insertion mode.

// These tokens are handled as in the "in body" insertion mode.
export { text, comment, doctype, eof } from './in-body.js';

/** Closes the caption; false when there is none in table scope (the token is then ignored). */
function closeCaption(p: TreeBuilder): boolean {
  if (!p.open.hasInScope(TAG.CAPTION, SCOPE_TABLE)) return false;
  p.generateImpliedEndTags();
  p.open.popUntilTagPopped(TAG.CAPTION);
  p.formatting.clearToLastMarker();
  p.mode = Mode.IN_TABLE;
  return true;
}

export function startTag(p: TreeBuilder, token: TagToken): boolean {
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
      return closeCaption(p);
    default:
      return inBody.startTag(p, token);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): boolean {
  switch (token.tagId) {
    case TAG.CAPTION:
      closeCaption(p);
      return false;
    case TAG.TABLE:
      return closeCaption(p);
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
      return false;
    default:
      return inBody.endTag(p, token);
  }
}
