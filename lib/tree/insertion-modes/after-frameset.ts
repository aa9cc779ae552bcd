import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { htmlStartTag } from './common.js';
import * as inHead from './in-head.js';

// The "after frameset" insertion mode (#parsing-main-afterframeset).

export { comment, doctype } from './common.js';
// Whitespace is inserted, other characters are ignored, as in frameset.
export { characters } from './in-frameset.js';

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  if (token.tagId === TAG.HTML) return htmlStartTag(p, token);
  if (token.tagId === TAG.NOFRAMES) return inHead.startTag(p, token);
  p.err(ERR.misplacedStartTag);
  return ProcessResult.DONE;
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  if (token.tagId === TAG.HTML) p.mode = Mode.AFTER_AFTER_FRAMESET;
  else p.err(ERR.misplacedEndTag);
  return ProcessResult.DONE;
}

export function eof(p: TreeBuilder): ProcessResult {
  p.stopParsing();
  return ProcessResult.DONE;
}
