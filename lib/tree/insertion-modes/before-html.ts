import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import type { Chars } from '../rules.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { ignoreWhitespace } from './common.js';

// The "before html" insertion mode (#the-before-html-insertion-mode).

export { commentToDocument as comment, doctype } from './common.js';

function anythingElse(p: TreeBuilder): ProcessResult {
  p.insertHtmlRoot(null);
  p.mode = Mode.BEFORE_HEAD;
  return ProcessResult.REPROCESS;
}

export function characters(p: TreeBuilder, _text: string, chars: Chars): ProcessResult {
  return ignoreWhitespace(p, chars, anythingElse);
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  if (token.tagId !== TAG.HTML) return anythingElse(p);
  p.insertHtmlRoot(token);
  p.mode = Mode.BEFORE_HEAD;
  return ProcessResult.DONE;
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
