import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import type { Chars } from '../rules.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { htmlStartTag, insertWhitespace } from './common.js';
import * as inBody from './in-body.js';
import * as inHead from './in-head.js';

// The "in column group" insertion mode (#parsing-main-incolgroup).

export { comment, doctype } from './common.js';

/**
 * Pops the colgroup and reprocesses; when the current node is no colgroup (a colgroup fragment),
 * the token is ignored, a parse error reported as `ignored`.
 */
function anythingElse(p: TreeBuilder, ignored: ERR): ProcessResult {
  if (!p.currentIs(TAG.COLGROUP)) {
    p.err(ignored);
    return ProcessResult.DONE;
  }
  p.open.pop();
  p.mode = Mode.IN_TABLE;
  return ProcessResult.REPROCESS;
}

export function characters(p: TreeBuilder, text: string, chars: Chars): ProcessResult {
  return insertWhitespace(p, text, chars, anythingElseCharacters);
}

/** Characters other than whitespace: ignored one at a time, each a parse error, in a colgroup fragment. */
function anythingElseCharacters(p: TreeBuilder): ProcessResult {
  if (!p.currentIs(TAG.COLGROUP)) {
    p.errPerCharacter(ERR.misplacedCharacter);
    return ProcessResult.DONE;
  }
  return anythingElse(p, ERR.misplacedCharacter);
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.HTML:
      return htmlStartTag(p, token);
    case TAG.COL:
      p.insertVoidElement(token);
      return ProcessResult.DONE;
    case TAG.TEMPLATE:
      return inHead.startTag(p, token);
    default:
      return anythingElse(p, ERR.misplacedStartTag);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.COLGROUP:
      if (!p.currentIs(TAG.COLGROUP)) {
        p.err(ERR.endTagWithoutMatchingOpenElement);
        return ProcessResult.DONE;
      }
      p.open.pop();
      p.mode = Mode.IN_TABLE;
      return ProcessResult.DONE;
    case TAG.COL:
      p.err(ERR.misplacedEndTag);
      return ProcessResult.DONE;
    case TAG.TEMPLATE:
      return inHead.templateEndTag(p);
    default:
      return anythingElse(p, ERR.misplacedEndTag);
  }
}

export function eof(p: TreeBuilder): ProcessResult {
  return inBody.eof(p);
}
