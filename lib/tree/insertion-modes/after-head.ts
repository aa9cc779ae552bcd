import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { NsId } from '../../common/namespaces.js';
import { categoriesOf } from '../../common/tag-categories.js';
import * as inBody from './in-body.js';
import * as inHead from './in-head.js';

// §13.2.6.4.6 The "after head" insertion mode.

export { comment, doctype } from './common.js';

function anythingElse(p: TreeBuilder): boolean {
  p.insertImpliedElement(TAG.BODY);
  p.mode = Mode.IN_BODY;
  return true;
}

export function text(p: TreeBuilder, text: string, start: number, end: number): number {
  const ws = p.insertLeadingWhitespace(text, start, end);
  if (ws > 0) return ws;
  anythingElse(p);
  return 0;
}

export function startTag(p: TreeBuilder, token: TagToken): boolean {
  switch (token.tagId) {
    case TAG.HTML:
      return inBody.startTag(p, token);
    case TAG.BODY:
      p.insertHtmlElement(token);
      p.framesetOk = false;
      p.mode = Mode.IN_BODY;
      return false;
    case TAG.FRAMESET:
      p.insertHtmlElement(token);
      p.mode = Mode.IN_FRAMESET;
      return false;
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
      return false;
    }
    case TAG.HEAD:
      p.err(ERR.misplacedStartTagForHeadElement);
      return false;
    default:
      return anythingElse(p);
  }
}

export function endTag(p: TreeBuilder, token: TagToken): boolean {
  switch (token.tagId) {
    case TAG.TEMPLATE:
      return inHead.endTag(p, token);
    case TAG.BODY:
    case TAG.HTML:
    case TAG.BR:
      return anythingElse(p);
    default:
      p.err(ERR.endTagWithoutMatchingOpenElement);
      return false;
  }
}

export function eof(p: TreeBuilder): boolean {
  return anythingElse(p);
}
