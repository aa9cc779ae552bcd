import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import type { Chars } from '../rules.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { htmlStartTag, ignoreWhitespace } from './common.js';

// The "before head" insertion mode (#the-before-head-insertion-mode).

export { comment, doctype } from './common.js';

function anythingElse(p: TreeBuilder): ProcessResult {
  p.head = p.insertImpliedElement(TAG.HEAD);
  p.mode = Mode.IN_HEAD;
  return ProcessResult.REPROCESS;
}

export function characters(p: TreeBuilder, _text: string, chars: Chars): ProcessResult {
  return ignoreWhitespace(p, chars, anythingElse);
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  if (token.tagId === TAG.HTML) return htmlStartTag(p, token);
  if (token.tagId === TAG.HEAD) {
    p.head = p.insertHtmlElement(token);
    p.mode = Mode.IN_HEAD;
    return ProcessResult.DONE;
  }
  return anythingElse(p);
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  const id = token.tagId;
  if (id === TAG.HEAD || id === TAG.BODY || id === TAG.HTML || id === TAG.BR) return anythingElse(p);
  p.err(ERR.endTagWithoutMatchingOpenElement);
  return ProcessResult.DONE;
}

export function eof(p: TreeBuilder): ProcessResult {
  return anythingElse(p);
}
