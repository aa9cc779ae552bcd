import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { TAG } from '../../common/tags.js';
import { SCOPE_TABLE } from '../../common/tag-categories.js';
import * as inBody from './in-body.js';

// §13.2.6.4.15 The "in cell" insertion mode.

// These tokens are handled as in the "in body" insertion mode.
export { text, comment, doctype, eof } from './in-body.js';

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
      if (!p.open.hasInScope(TAG.TD, SCOPE_TABLE) && !p.open.hasInScope(TAG.TH, SCOPE_TABLE)) return false;
      p.closeCell();
      return true;
    default:
      return inBody.startTag(p, token);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): boolean {
  switch (token.tagId) {
    case TAG.TD:
    case TAG.TH:
      if (!p.open.hasInScope(token.tagId, SCOPE_TABLE)) return false;
      p.generateImpliedEndTags();
      p.open.popUntilTagPopped(token.tagId);
      p.formatting.clearToLastMarker();
      p.mode = Mode.IN_ROW;
      return false;
    case TAG.BODY:
    case TAG.CAPTION:
    case TAG.COL:
    case TAG.COLGROUP:
    case TAG.HTML:
      return false;
    case TAG.TABLE:
    case TAG.TBODY:
    case TAG.TFOOT:
    case TAG.THEAD:
    case TAG.TR:
      if (!p.open.hasInScope(token.tagId, SCOPE_TABLE)) return false;
      p.closeCell();
      return true;
    default:
      return inBody.endTag(p, token);
  }
}
