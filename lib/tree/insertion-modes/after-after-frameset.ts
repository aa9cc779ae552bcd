import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Chars, ProcessResult } from '../rules.js';
import { TAG } from '../../common/tags.js';
import { bodyCharacters, htmlStartTag } from './common.js';
import * as inHead from './in-head.js';

// The "after after frameset" insertion mode (#the-after-after-frameset-insertion-mode).

export { commentToDocument as comment, ignore as doctype, ignore as endTag } from './common.js';

/** Whitespace goes by the in body rules; other characters are ignored. */
export function characters(p: TreeBuilder, text: string, chars: Chars): ProcessResult {
  if (chars === Chars.MIXED) return ProcessResult.SPLIT_WHITESPACE;
  if (chars === Chars.WHITESPACE) return bodyCharacters(p, text, chars);
  return ProcessResult.DONE;
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  if (token.tagId === TAG.HTML) return htmlStartTag(p, token);
  if (token.tagId === TAG.NOFRAMES) return inHead.startTag(p, token);
  return ProcessResult.DONE;
}

export function eof(p: TreeBuilder): ProcessResult {
  p.stopParsing();
  return ProcessResult.DONE;
}
