import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { leadingWhitespace } from '../text-utils.js';
import * as inBody from './in-body.js';

// §13.2.6.4.3 The "before head" insertion mode.

export { comment, doctype } from './common.js';

function anythingElse(p: TreeBuilder): boolean {
  p.head = p.insertImpliedElement(TAG.HEAD);
  p.mode = Mode.IN_HEAD;
  return true;
}

export function text(p: TreeBuilder, text: string): number {
  const ws = leadingWhitespace(text);
  if (ws === 0) anythingElse(p);
  return ws;
}

export function startTag(p: TreeBuilder, token: TagToken): boolean {
  if (token.tagId === TAG.HTML) return inBody.startTag(p, token);
  if (token.tagId === TAG.HEAD) {
    p.head = p.insertHtmlElement(token);
    p.mode = Mode.IN_HEAD;
    return false;
  }
  return anythingElse(p);
}

export function endTag(p: TreeBuilder, token: TagToken): boolean {
  const id = token.tagId;
  if (id === TAG.HEAD || id === TAG.BODY || id === TAG.HTML || id === TAG.BR) return anythingElse(p);
  p.err(ERR.endTagWithoutMatchingOpenElement);
  return false;
}

export function eof(p: TreeBuilder): boolean {
  return anythingElse(p);
}
