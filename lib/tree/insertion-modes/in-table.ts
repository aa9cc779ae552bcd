import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { Chars, ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { NsId } from '../../common/namespaces.js';
import { Cat, SCOPE_TABLE } from '../../common/tag-categories.js';
import * as inBody from './in-body.js';
import * as inHead from './in-head.js';

// The "in table" insertion mode (#parsing-main-intable).

export { comment, doctype } from './common.js';

/** "Anything else": the in body rules with foster parenting. */
function anythingElseStartTag(p: TreeBuilder, token: TagToken): ProcessResult {
  p.err(ERR.fosterParentedStartTag);
  p.fosterParenting = true;
  const result = inBody.startTag(p, token);
  p.fosterParenting = false;
  return result;
}

/** Characters that are not table whitespace: the in body rules with foster parenting. */
export function fosterCharacters(p: TreeBuilder, text: string, chars: Chars): void {
  p.fosterParenting = true;
  inBody.characters(p, text, chars);
  p.fosterParenting = false;
}

export function characters(p: TreeBuilder, text: string, chars: Chars): ProcessResult {
  const open = p.open;
  const id = open.currentTagId;
  if (
    open.currentNs === NsId.HTML &&
    (id === TAG.TABLE ||
      id === TAG.TBODY ||
      id === TAG.TEMPLATE ||
      id === TAG.TFOOT ||
      id === TAG.THEAD ||
      id === TAG.TR)
  ) {
    p.pendingTableText.length = 0;
    p.pendingTableTextStart.length = 0;
    p.pendingTableTextEnd.length = 0;
    p.pendingTableTextNonWhitespace = false;
    p.originalMode = p.mode;
    p.mode = Mode.IN_TABLE_TEXT;
    return ProcessResult.REPROCESS;
  }
  p.errPerCharacter(ERR.fosterParentedCharacter);
  fosterCharacters(p, text, chars);
  return ProcessResult.DONE;
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  const open = p.open;
  switch (token.tagId) {
    case TAG.CAPTION:
      p.clearStackBackTo(Cat.TABLE_CONTEXT);
      p.formatting.pushMarker();
      p.insertHtmlElement(token);
      p.mode = Mode.IN_CAPTION;
      return ProcessResult.DONE;
    case TAG.COLGROUP:
      p.clearStackBackTo(Cat.TABLE_CONTEXT);
      p.insertHtmlElement(token);
      p.mode = Mode.IN_COLUMN_GROUP;
      return ProcessResult.DONE;
    case TAG.COL:
      p.clearStackBackTo(Cat.TABLE_CONTEXT);
      p.insertImpliedElement(TAG.COLGROUP);
      p.mode = Mode.IN_COLUMN_GROUP;
      return ProcessResult.REPROCESS;
    case TAG.TBODY:
    case TAG.TFOOT:
    case TAG.THEAD:
      p.clearStackBackTo(Cat.TABLE_CONTEXT);
      p.insertHtmlElement(token);
      p.mode = Mode.IN_TABLE_BODY;
      return ProcessResult.DONE;
    case TAG.TD:
    case TAG.TH:
    case TAG.TR:
      p.clearStackBackTo(Cat.TABLE_CONTEXT);
      p.insertImpliedElement(TAG.TBODY);
      p.mode = Mode.IN_TABLE_BODY;
      return ProcessResult.REPROCESS;
    case TAG.TABLE:
      p.err(ERR.nestedTableElement);
      if (!open.hasInScope(TAG.TABLE, SCOPE_TABLE)) return ProcessResult.DONE;
      open.popUntilTagPopped(TAG.TABLE);
      p.resetInsertionMode();
      return ProcessResult.REPROCESS;
    case TAG.STYLE:
    case TAG.SCRIPT:
    case TAG.TEMPLATE:
      return inHead.startTag(p, token);
    case TAG.INPUT:
      if (!isHiddenInput(token)) return anythingElseStartTag(p, token);
      p.err(ERR.hiddenInputInTable);
      p.insertVoidElement(token);
      return ProcessResult.DONE;
    case TAG.FORM: {
      p.err(ERR.formInTable);
      // Inside template contents the form is inserted too, only the pointer is left alone (whatwg/html#12911).
      const inTemplate = p.parsingTemplateContents();
      if (p.form !== null && !inTemplate) return ProcessResult.DONE;
      const form = p.insertHtmlElement(token);
      if (!inTemplate) p.form = form;
      open.pop();
      return ProcessResult.DONE;
    }
    default:
      return anythingElseStartTag(p, token);
  }
}

function isHiddenInput(token: TagToken): boolean {
  for (const attr of token.attrs) {
    if (attr.name === 'type') return attr.value.toLowerCase() === 'hidden';
  }
  return false;
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.TABLE:
      if (!p.open.hasInScope(TAG.TABLE, SCOPE_TABLE)) {
        p.err(ERR.endTagWithoutMatchingOpenElement);
        return ProcessResult.DONE;
      }
      p.open.popUntilTagPopped(TAG.TABLE);
      p.resetInsertionMode();
      return ProcessResult.DONE;
    case TAG.BODY:
    case TAG.CAPTION:
    case TAG.COL:
    case TAG.COLGROUP:
    case TAG.HTML:
    case TAG.TBODY:
    case TAG.TD:
    case TAG.TFOOT:
    case TAG.TH:
    case TAG.THEAD:
    case TAG.TR:
      p.err(ERR.misplacedEndTag);
      return ProcessResult.DONE;
    case TAG.TEMPLATE:
      return inHead.templateEndTag(p);
    default: {
      p.err(ERR.fosterParentedEndTag);
      p.fosterParenting = true;
      const result = inBody.endTag(p, token);
      p.fosterParenting = false;
      return result;
    }
  }
}

export function eof(p: TreeBuilder): ProcessResult {
  return inBody.eof(p);
}
