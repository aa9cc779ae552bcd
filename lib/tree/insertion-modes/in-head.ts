import type { TagToken } from '../../tokenizer/token.js';
import { TextState } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import type { DeclarativeShadowRootInit } from '../tree-adapter.js';
import { asciiLowercase } from '../../tokenizer/char-codes.js';
import { Mode } from '../insertion-mode.js';
import type { Chars } from '../rules.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { htmlStartTag, insertWhitespace } from './common.js';

// The "in head" insertion mode (#parsing-main-inhead).

export { comment, doctype } from './common.js';

function anythingElse(p: TreeBuilder): ProcessResult {
  p.open.pop();
  p.mode = Mode.AFTER_HEAD;
  return ProcessResult.REPROCESS;
}

export function characters(p: TreeBuilder, text: string, chars: Chars): ProcessResult {
  return insertWhitespace(p, text, chars, anythingElse);
}

export function startTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.HTML:
      return htmlStartTag(p, token);
    case TAG.BASE:
    case TAG.BASEFONT:
    case TAG.BGSOUND:
    case TAG.LINK:
      p.insertVoidElement(token);
      return ProcessResult.DONE;
    case TAG.META:
      p.insertVoidElement(token);
      // #changing-the-encoding-while-parsing: a meta may name the bytes' real encoding.
      if (p.tentativeEncoding !== null) p.tentativeEncoding.metaInserted(token.attrs);
      return ProcessResult.DONE;
    case TAG.TITLE:
      p.parseTextElement(token, TextState.RCDATA);
      return ProcessResult.DONE;
    case TAG.NOSCRIPT:
      if (p.scriptingEnabled) {
        p.parseTextElement(token, TextState.RAWTEXT);
      } else {
        p.insertHtmlElement(token);
        p.mode = Mode.IN_HEAD_NOSCRIPT;
      }
      return ProcessResult.DONE;
    case TAG.NOFRAMES:
    case TAG.STYLE:
      p.parseTextElement(token, TextState.RAWTEXT);
      return ProcessResult.DONE;
    case TAG.SCRIPT:
      p.parseTextElement(token, TextState.SCRIPT_DATA);
      return ProcessResult.DONE;
    case TAG.TEMPLATE: {
      p.formatting.pushMarker();
      p.framesetOk = false;
      p.mode = Mode.IN_TEMPLATE;
      p.pushTemplateMode(Mode.IN_TEMPLATE);
      const init = declarativeShadowRootInit(token);
      if (init !== null) {
        if (!p.templates.insertDeclarativeShadowRoot(token, init)) p.insertHtmlElement(token);
        return ProcessResult.DONE;
      }
      const patchFor = attributeValue(token, 'for');
      if (patchFor !== null) p.templates.insertPatching(token, patchFor);
      else p.insertHtmlElement(token);
      return ProcessResult.DONE;
    }
    case TAG.HEAD:
      p.err(ERR.misplacedStartTagForHeadElement);
      return ProcessResult.DONE;
    default:
      return anythingElse(p);
  }
}

/** The "template" end tag, shared by every mode that defers to "in head" for it. */
export function templateEndTag(p: TreeBuilder): ProcessResult {
  if (!p.open.isOpen(TAG.TEMPLATE)) {
    p.errAtTemplateEndTag(ERR.endTagWithoutMatchingOpenElement);
    return ProcessResult.DONE;
  }
  p.generateAllImpliedEndTagsThoroughly();
  if (!p.currentIs(TAG.TEMPLATE)) p.errAtTemplateEndTag(ERR.closingOfElementWithOpenChildElements);
  p.templates.finishPatch();
  p.closeTemplate();
  return ProcessResult.DONE;
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  switch (token.tagId) {
    case TAG.HEAD:
      p.open.pop();
      p.mode = Mode.AFTER_HEAD;
      return ProcessResult.DONE;
    case TAG.BODY:
    case TAG.HTML:
    case TAG.BR:
      return anythingElse(p);
    case TAG.TEMPLATE:
      return templateEndTag(p);
    default:
      p.err(ERR.endTagWithoutMatchingOpenElement);
      return ProcessResult.DONE;
  }
}

export function eof(p: TreeBuilder): ProcessResult {
  return anythingElse(p);
}

/**
 * The shadow root settings a template start tag asks for, or null when its `shadowrootmode` is in
 * the None state (missing, or neither "open" nor "closed" in any ASCII case): the template start
 * tag steps 4 to 9 (#parsing-main-inhead).
 */
function declarativeShadowRootInit(token: TagToken): DeclarativeShadowRootInit | null {
  let mode: 'open' | 'closed' | null = null;
  let delegatesFocus = false;
  let serializable = false;
  let clonable = false;
  let slotAssignment: 'named' | 'manual' = 'named';
  const attrs = token.attrs;
  for (let i = 0; i < attrs.length; i++) {
    const { name, value } = attrs[i]!;
    if (!name.startsWith('shadowroot')) continue;
    switch (name) {
      case 'shadowrootmode': {
        const keyword = asciiLowercase(value);
        if (keyword === 'open' || keyword === 'closed') mode = keyword;
        break;
      }
      case 'shadowrootdelegatesfocus': delegatesFocus = true; break;
      case 'shadowrootserializable': serializable = true; break;
      case 'shadowrootclonable': clonable = true; break;
      case 'shadowrootslotassignment': if (asciiLowercase(value) === 'manual') slotAssignment = 'manual'; break;
    }
  }
  return mode === null ? null : { mode, delegatesFocus, serializable, clonable, slotAssignment };
}

/** The value of a start tag's attribute, or null when it has none. */
function attributeValue(token: TagToken, name: string): string | null {
  const attrs = token.attrs;
  for (let i = 0; i < attrs.length; i++) if (attrs[i]!.name === name) return attrs[i]!.value;
  return null;
}
