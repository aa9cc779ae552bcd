import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import * as inHead from './in-head.js';

// The "in template" insertion mode (#parsing-main-intemplate).

// Character, comment and DOCTYPE tokens: the in body rules.
export { comment, doctype, bodyCharacters as characters } from './common.js';

function switchTemplateMode(p: TreeBuilder, mode: Mode): ProcessResult {
  p.templateModes.pop();
  p.templateModes.push(mode);
  p.mode = mode;
  return ProcessResult.REPROCESS;
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.BASE:
    case TAG.BASEFONT:
    case TAG.BGSOUND:
    case TAG.LINK:
    case TAG.META:
    case TAG.NOFRAMES:
    case TAG.SCRIPT:
    case TAG.STYLE:
    case TAG.TEMPLATE:
    case TAG.TITLE:
      return inHead.startTag(p, token);
    case TAG.CAPTION:
    case TAG.COLGROUP:
    case TAG.TBODY:
    case TAG.TFOOT:
    case TAG.THEAD:
      return switchTemplateMode(p, Mode.IN_TABLE);
    case TAG.COL:
      return switchTemplateMode(p, Mode.IN_COLUMN_GROUP);
    case TAG.TR:
      return switchTemplateMode(p, Mode.IN_TABLE_BODY);
    case TAG.TD:
    case TAG.TH:
      return switchTemplateMode(p, Mode.IN_ROW);
    default:
      return switchTemplateMode(p, Mode.IN_BODY);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  if (token.tagId === TAG.TEMPLATE) return inHead.templateEndTag(p);
  p.err(ERR.endTagWithoutMatchingOpenElement);
  return ProcessResult.DONE;
}

export function eof(p: TreeBuilder): ProcessResult {
  if (!p.open.isOpen(TAG.TEMPLATE)) {
    p.stopParsing();
    return ProcessResult.DONE;
  }
  p.err(ERR.openElementsLeftAfterEof);
  p.closeTemplate();
  return ProcessResult.REPROCESS;
}
