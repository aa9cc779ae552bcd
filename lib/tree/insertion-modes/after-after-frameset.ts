import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Chars, ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { bodyCharacters, htmlStartTag } from './common.js';
import * as inHead from './in-head.js';

// The "after after frameset" insertion mode (#the-after-after-frameset-insertion-mode).

export { commentToDocument as comment, doctype } from './common.js';

/** Whitespace goes by the in body rules; other characters are ignored, each a parse error. */
export function characters(p: TreeBuilder, text: string, chars: Chars): ProcessResult {
  if (chars === Chars.MIXED) return ProcessResult.SPLIT_WHITESPACE;
  if (chars === Chars.WHITESPACE) return bodyCharacters(p, text, chars);
  p.errPerCharacter(ERR.misplacedCharacter);
  return ProcessResult.DONE;
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  if (token.tagId === TAG.HTML) return htmlStartTag(p, token);
  if (token.tagId === TAG.NOFRAMES) return inHead.startTag(p, token);
  p.err(ERR.misplacedStartTag);
  return ProcessResult.DONE;
}

export function endTag(p: TreeBuilder): ProcessResult {
  p.err(ERR.misplacedEndTag);
  return ProcessResult.DONE;
}

export function eof(p: TreeBuilder): ProcessResult {
  p.stopParsing();
  return ProcessResult.DONE;
}
