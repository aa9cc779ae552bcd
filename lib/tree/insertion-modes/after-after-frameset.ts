import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { TAG } from '../../common/tags.js';
import { whitespaceOnly } from '../text-utils.js';
import * as inBody from './in-body.js';
import * as inHead from './in-head.js';

// §13.2.6.4.23 The "after after frameset" insertion mode.

export function text(p: TreeBuilder, text: string, start: number, end: number): number {
  const ws = whitespaceOnly(text);
  if (ws.length > 0) inBody.text(p, ws, start, end);
  return text.length;
}

export function comment(p: TreeBuilder, data: string): boolean {
  p.insertComment(data, p.document);
  return false;
}

export function doctype(p: TreeBuilder): boolean {
  return inBody.doctype(p);
}

export function startTag(p: TreeBuilder, token: TagToken): boolean {
  if (token.tagId === TAG.HTML) return inBody.startTag(p, token);
  if (token.tagId === TAG.NOFRAMES) return inHead.startTag(p, token);
  return false;
}

export function endTag(p: TreeBuilder, _token: TagToken): boolean {
  return false;
}

export function eof(p: TreeBuilder): boolean {
  p.stopParsing();
  return false;
}
