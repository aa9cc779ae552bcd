import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { TAG } from '../../common/tags.js';
import { leadingWhitespace } from '../text-utils.js';
import * as inBody from './in-body.js';

// §13.2.6.4.19 The "after body" insertion mode.

function anythingElse(p: TreeBuilder): boolean {
  p.mode = Mode.IN_BODY;
  return true;
}

export function text(p: TreeBuilder, text: string, start: number, end: number): number {
  const ws = leadingWhitespace(text);
  if (ws === text.length) return inBody.text(p, text, start, end);
  if (ws > 0) return inBody.text(p, text.slice(0, ws), start, p.offsetAfter(text, start, ws));
  anythingElse(p);
  return 0;
}

export function comment(p: TreeBuilder, data: string): boolean {
  p.insertComment(data, p.open.nodes[0]);
  return false;
}

export function doctype(p: TreeBuilder): boolean {
  return false;
}

export function startTag(p: TreeBuilder, token: TagToken): boolean {
  if (token.tagId === TAG.HTML) return inBody.startTag(p, token);
  return anythingElse(p);
}

export function endTag(p: TreeBuilder, token: TagToken): boolean {
  if (token.tagId !== TAG.HTML) return anythingElse(p);
  if (p.isFragment) return false;
  p.mode = Mode.AFTER_AFTER_BODY;
  p.setHtmlEndLocation();
  return false;
}

export function eof(p: TreeBuilder): boolean {
  p.stopParsing();
  return false;
}
