import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import type { Chars } from '../rules.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { NsId } from '../../common/namespaces.js';
import { categoriesOf } from '../../common/tag-categories.js';
import { htmlStartTag, insertWhitespace } from './common.js';
import * as inHead from './in-head.js';

// The "after head" insertion mode (#the-after-head-insertion-mode).

export { comment, doctype } from './common.js';

function anythingElse(p: TreeBuilder): ProcessResult {
  p.insertImpliedElement(TAG.BODY);
  // A template in head set it to "not ok"; an implied body starts afresh (whatwg/html#12908).
  p.framesetOk = true;
  p.mode = Mode.IN_BODY;
  return ProcessResult.REPROCESS;
}

export function characters(p: TreeBuilder, text: string, chars: Chars): ProcessResult {
  return insertWhitespace(p, text, chars, anythingElse);
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.HTML:
      return htmlStartTag(p, token);
    case TAG.BODY:
      p.insertHtmlElement(token);
      p.framesetOk = false;
      p.mode = Mode.IN_BODY;
      return ProcessResult.DONE;
    case TAG.FRAMESET:
      p.insertHtmlElement(token);
      p.mode = Mode.IN_FRAMESET;
      return ProcessResult.DONE;
    case TAG.BASE:
    case TAG.BASEFONT:
    case TAG.BGSOUND:
    case TAG.LINK:
    case TAG.META:
    case TAG.NOFRAMES:
    case TAG.SCRIPT:
    case TAG.STYLE:
    case TAG.TEMPLATE:
    case TAG.TITLE: {
      // Process in head with the head element pushed back on the stack, then take it off again.
      p.err(ERR.abandonedHeadElementChild);
      const head = p.head;
      p.open.push(head, TAG.HEAD, NsId.HTML, 'head', categoriesOf(NsId.HTML, TAG.HEAD));
      inHead.startTag(p, token);
      p.open.remove(head);
      return ProcessResult.DONE;
    }
    case TAG.HEAD:
      p.err(ERR.misplacedStartTagForHeadElement);
      return ProcessResult.DONE;
    default:
      return anythingElse(p);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.TEMPLATE:
      return inHead.templateEndTag(p);
    case TAG.BODY:
    case TAG.HTML:
    case TAG.BR:
      return anythingElse(p);
    default:
      p.err(ERR.endTagWithoutMatchingOpenElement);
      return ProcessResult.DONE;
  }
}

export function eof(p: TreeBuilder): ProcessResult {
  return anythingElse(p);
}
