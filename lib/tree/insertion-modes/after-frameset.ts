import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { TAG } from '../../common/tags.js';
import { whitespaceOnly } from '../text-utils.js';
import * as inBody from './in-body.js';
import * as inHead from './in-head.js';

// §13.2.6.4.21 The "after frameset" insertion mode.

export { comment } from './common.js';

export function text(p: TreeBuilder, text: string, start: number, end: number): number {
  const ws = whitespaceOnly(text);
  if (ws.length > 0) p.insertText(ws, start, end);
  return text.length;
}

export function doctype(p: TreeBuilder): boolean {
  return false;
}

export function startTag(p: TreeBuilder, token: TagToken): boolean {
  if (token.tagId === TAG.HTML) return inBody.startTag(p, token);
  if (token.tagId === TAG.NOFRAMES) return inHead.startTag(p, token);
  return false;
}

export function endTag(p: TreeBuilder, token: TagToken): boolean {
  if (token.tagId === TAG.HTML) {
    p.mode = Mode.AFTER_AFTER_FRAMESET;
    return false;
  }
  return false;
}

export function eof(p: TreeBuilder): boolean {
  p.stopParsing();
  return false;
}
