import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { TAG } from '../../common/tags.js';
import * as inBody from './in-body.js';
import * as inHead from './in-head.js';

// §13.2.6.4.16 The "in template" insertion mode.

export { comment } from './common.js';

export function text(p: TreeBuilder, text: string, start: number, end: number): number {
  return inBody.text(p, text, start, end);
}

export function doctype(p: TreeBuilder): boolean {
  return inBody.doctype(p);
}

function switchTemplateMode(p: TreeBuilder, mode: Mode): boolean {
  p.templateModes.pop();
  p.templateModes.push(mode);
  p.mode = mode;
  return true;
}

export function startTag(p: TreeBuilder, token: TagToken): boolean {
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

export function endTag(p: TreeBuilder, token: TagToken): boolean {
  if (token.tagId === TAG.TEMPLATE) return inHead.endTag(p, token);
  return false;
}

export function eof(p: TreeBuilder): boolean {
  if (!p.open.isOpen(TAG.TEMPLATE)) {
    p.stopParsing();
    return false;
  }
  p.open.popUntilTagPopped(TAG.TEMPLATE);
  p.formatting.clearToLastMarker();
  p.templateModes.pop();
  p.resetInsertionMode();
  return true;
}
