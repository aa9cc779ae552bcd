import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { Chars, ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { htmlStartTag } from './common.js';
import * as inHead from './in-head.js';

// The "in frameset" insertion mode (#parsing-main-inframeset).

export { comment, doctype } from './common.js';

/** Whitespace is inserted; other characters are ignored, each a parse error. */
export function characters(p: TreeBuilder, text: string, chars: Chars): ProcessResult {
  if (chars === Chars.MIXED) return ProcessResult.SPLIT_WHITESPACE;
  if (chars === Chars.WHITESPACE) p.insertText(text);
  else p.errPerCharacter(ERR.misplacedCharacter);
  return ProcessResult.DONE;
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.HTML:
      return htmlStartTag(p, token);
    case TAG.FRAMESET:
      p.insertHtmlElement(token);
      return ProcessResult.DONE;
    case TAG.FRAME:
      p.insertVoidElement(token);
      return ProcessResult.DONE;
    case TAG.NOFRAMES:
      return inHead.startTag(p, token);
    default:
      p.err(ERR.misplacedStartTag);
      return ProcessResult.DONE;
  }
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  if (token.tagId !== TAG.FRAMESET) {
    p.err(ERR.misplacedEndTag);
    return ProcessResult.DONE;
  }
  if (p.open.length === 1) {
    p.err(ERR.endTagWithoutMatchingOpenElement);
    return ProcessResult.DONE;
  }
  p.open.pop();
  if (!p.isFragment && !p.currentIs(TAG.FRAMESET)) p.mode = Mode.AFTER_FRAMESET;
  return ProcessResult.DONE;
}

export function eof(p: TreeBuilder): ProcessResult {
  if (p.open.length > 1) p.err(ERR.openElementsLeftAfterEof);
  p.stopParsing();
  return ProcessResult.DONE;
}
