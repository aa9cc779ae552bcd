import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { leadingWhitespace } from '../text-utils.js';
import * as inBody from './in-body.js';
import * as inHead from './in-head.js';

// §13.2.6.4.5 The "in head noscript" insertion mode.

export { comment, doctype } from './common.js';

function anythingElse(p: TreeBuilder, code: ERR = ERR.disallowedContentInNoscriptInHead): boolean {
  p.err(code);
  p.open.pop();
  p.mode = Mode.IN_HEAD;
  return true;
}

export function text(p: TreeBuilder, text: string, start: number, end: number): number {
  if (leadingWhitespace(text) > 0) return inHead.text(p, text, start, end);
  anythingElse(p);
  return 0;
}

export function startTag(p: TreeBuilder, token: TagToken): boolean {
  switch (token.tagId) {
    case TAG.HTML:
      return inBody.startTag(p, token);
    case TAG.BASEFONT:
    case TAG.BGSOUND:
    case TAG.HEAD:
    case TAG.LINK:
    case TAG.META:
    case TAG.NOFRAMES:
    case TAG.STYLE:
      return inHead.startTag(p, token);
    case TAG.NOSCRIPT:
      p.err(ERR.nestedNoscriptInHead);
      return false;
    default:
      return anythingElse(p);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): boolean {
  if (token.tagId === TAG.NOSCRIPT) {
    p.open.pop();
    p.mode = Mode.IN_HEAD;
    return false;
  }
  if (token.tagId === TAG.BR) return anythingElse(p);
  p.err(ERR.endTagWithoutMatchingOpenElement);
  return false;
}

export function eof(p: TreeBuilder): boolean {
  return anythingElse(p, ERR.openElementsLeftAfterEof);
}
