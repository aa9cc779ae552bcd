import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { TAG } from '../../common/tags.js';
import * as inBody from './in-body.js';
import * as inHead from './in-head.js';

// §13.2.6.4.12 The "in column group" insertion mode.

export { comment } from './common.js';

function anythingElse(p: TreeBuilder): boolean {
  if (!p.currentIs(TAG.COLGROUP)) return false;
  p.open.pop();
  p.mode = Mode.IN_TABLE;
  return true;
}

export function text(p: TreeBuilder, text: string, start: number, end: number): number {
  const ws = p.insertLeadingWhitespace(text, start, end);
  if (ws > 0) return ws;
  // Ignored characters (no colgroup to close) are consumed one at a time, as separate tokens.
  return anythingElse(p) ? 0 : 1;
}

export function doctype(p: TreeBuilder): boolean {
  return false;
}

export function startTag(p: TreeBuilder, token: TagToken): boolean {
  switch (token.tagId) {
    case TAG.HTML:
      return inBody.startTag(p, token);
    case TAG.COL:
      p.insertVoidElement(token);
      return false;
    case TAG.TEMPLATE:
      return inHead.startTag(p, token);
    default:
      return anythingElse(p);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): boolean {
  switch (token.tagId) {
    case TAG.COLGROUP:
      if (!p.currentIs(TAG.COLGROUP)) return false;
      p.open.pop();
      p.mode = Mode.IN_TABLE;
      return false;
    case TAG.COL:
      return false;
    case TAG.TEMPLATE:
      return inHead.endTag(p, token);
    default:
      return anythingElse(p);
  }
}

export function eof(p: TreeBuilder): boolean {
  return inBody.eof(p);
}
