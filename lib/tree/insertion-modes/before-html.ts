import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { TAG } from '../../common/tags.js';
import { leadingWhitespace } from '../text-utils.js';

// §13.2.6.4.2 The "before html" insertion mode.

function anythingElse(p: TreeBuilder): boolean {
  p.insertHtmlRoot(null);
  p.mode = Mode.BEFORE_HEAD;
  return true;
}

export function text(p: TreeBuilder, text: string): number {
  const ws = leadingWhitespace(text);
  if (ws === 0) anythingElse(p);
  return ws;
}

export function comment(p: TreeBuilder, data: string): boolean {
  p.insertComment(data, p.document);
  return false;
}

export function doctype(p: TreeBuilder): boolean {
  return false;
}

export function startTag(p: TreeBuilder, token: TagToken): boolean {
  if (token.tagId !== TAG.HTML) return anythingElse(p);
  p.insertHtmlRoot(token);
  p.mode = Mode.BEFORE_HEAD;
  return false;
}

export function endTag(p: TreeBuilder, token: TagToken): boolean {
  const id = token.tagId;
  // Other end tags are ignored (parse5 reports no error for them here).
  return id === TAG.HEAD || id === TAG.BODY || id === TAG.HTML || id === TAG.BR ? anythingElse(p) : false;
}

export function eof(p: TreeBuilder): boolean {
  return anythingElse(p);
}
