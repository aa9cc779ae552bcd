import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { Chars, ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { htmlStartTag } from './common.js';
import * as inHead from './in-head.js';

// The "in head noscript" insertion mode (#parsing-main-inheadnoscript).

export { comment, doctype } from './common.js';

function anythingElse(p: TreeBuilder, code: ERR = ERR.disallowedContentInNoscriptInHead): ProcessResult {
  p.err(code);
  p.open.pop();
  p.mode = Mode.IN_HEAD;
  return ProcessResult.REPROCESS;
}

export function characters(p: TreeBuilder, text: string, chars: Chars): ProcessResult {
  if (chars === Chars.MIXED) return ProcessResult.SPLIT_WHITESPACE;
  if (chars === Chars.WHITESPACE) return inHead.characters(p, text, chars);
  return anythingElse(p);
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.HTML:
      return htmlStartTag(p, token);
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
      return ProcessResult.DONE;
    default:
      return anythingElse(p);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  if (token.tagId === TAG.NOSCRIPT) {
    p.open.pop();
    p.mode = Mode.IN_HEAD;
    return ProcessResult.DONE;
  }
  if (token.tagId === TAG.BR) return anythingElse(p);
  p.err(ERR.endTagWithoutMatchingOpenElement);
  return ProcessResult.DONE;
}

export function eof(p: TreeBuilder): ProcessResult {
  return anythingElse(p, ERR.openElementsLeftAfterEof);
}
