import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import type { Chars } from '../rules.js';
import { ProcessResult } from '../rules.js';
import { TAG } from '../../common/tags.js';
import { htmlStartTag, insertWhitespace } from './common.js';
import * as inBody from './in-body.js';
import * as inHead from './in-head.js';

// The "in column group" insertion mode (#parsing-main-incolgroup).

export { comment, ignore as doctype } from './common.js';

/** Pops the colgroup and reprocesses; when the current node is no colgroup, the token is ignored. */
function anythingElse(p: TreeBuilder): ProcessResult {
  if (!p.currentIs(TAG.COLGROUP)) return ProcessResult.DONE;
  p.open.pop();
  p.mode = Mode.IN_TABLE;
  return ProcessResult.REPROCESS;
}

export function characters(p: TreeBuilder, text: string, chars: Chars): ProcessResult {
  return insertWhitespace(p, text, chars, anythingElse);
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.HTML:
      return htmlStartTag(p, token);
    case TAG.COL:
      p.insertVoidElement(token);
      return ProcessResult.DONE;
    case TAG.TEMPLATE:
      return inHead.startTag(p, token);
    default:
      return anythingElse(p);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.COLGROUP:
      if (!p.currentIs(TAG.COLGROUP)) return ProcessResult.DONE;
      p.open.pop();
      p.mode = Mode.IN_TABLE;
      return ProcessResult.DONE;
    case TAG.COL:
      return ProcessResult.DONE;
    case TAG.TEMPLATE:
      return inHead.templateEndTag(p);
    default:
      return anythingElse(p);
  }
}

export function eof(p: TreeBuilder): ProcessResult {
  return inBody.eof(p);
}
