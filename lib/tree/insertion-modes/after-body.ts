import type { CommentToken, TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { Chars, ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { bodyCharacters, htmlStartTag } from './common.js';

// The "after body" insertion mode (#parsing-main-afterbody).

export { doctype } from './common.js';

function anythingElse(p: TreeBuilder): ProcessResult {
  p.err(ERR.contentAfterBody);
  p.mode = Mode.IN_BODY;
  return ProcessResult.REPROCESS;
}

export function characters(p: TreeBuilder, text: string, chars: Chars): ProcessResult {
  if (chars === Chars.MIXED) return ProcessResult.SPLIT_WHITESPACE;
  if (chars === Chars.WHITESPACE) return bodyCharacters(p, text, chars);
  return anythingElse(p);
}

export function comment(p: TreeBuilder, token: CommentToken): ProcessResult {
  p.insertComment(token, p.open.nodes[0]);
  return ProcessResult.DONE;
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  if (token.tagId === TAG.HTML) return htmlStartTag(p, token);
  return anythingElse(p);
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  if (token.tagId !== TAG.HTML) return anythingElse(p);
  if (p.isFragment) {
    p.err(ERR.endTagWithoutMatchingOpenElement);
    return ProcessResult.DONE;
  }
  p.mode = Mode.AFTER_AFTER_BODY;
  p.htmlEndTag();
  return ProcessResult.DONE;
}

export function eof(p: TreeBuilder): ProcessResult {
  p.stopParsing();
  return ProcessResult.DONE;
}
