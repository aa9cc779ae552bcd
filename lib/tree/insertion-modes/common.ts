import type { CommentToken, TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';
import { Chars, ProcessResult } from '../rules.js';
import { isAllWhitespace } from '../text-utils.js';

// Token rules that many insertion modes share word for word. Rules of one mode that other modes
// borrow ("process the token using the rules for …") are imported from that mode's file, so the
// modes form a chain without cycles: these shared rules, then in head, in template, in body, in
// table, and the modes that defer to them.

/**
 * "A comment token: insert a comment" (at the appropriate place for inserting a node), and "a
 * processing instruction token: insert a processing instruction", which every mode pairs with it.
 */
export function comment(p: TreeBuilder, token: CommentToken): ProcessResult {
  p.insertComment(token, null);
  return ProcessResult.DONE;
}

/** "A DOCTYPE token: parse error. Ignore the token." */
export function doctype(p: TreeBuilder): ProcessResult {
  p.err(ERR.misplacedDoctype);
  return ProcessResult.DONE;
}

/** "A comment token" (or processing instruction token): insert it given (the Document object, null). */
export function commentToDocument(p: TreeBuilder, token: CommentToken): ProcessResult {
  p.insertComment(token, p.document);
  return ProcessResult.DONE;
}

/**
 * Character tokens in the modes where whitespace is ignored and anything else is `otherwise`'s
 * (which switches the mode and asks for the token again).
 */
export function ignoreWhitespace(p: TreeBuilder, chars: Chars, otherwise: (p: TreeBuilder) => ProcessResult): ProcessResult {
  if (chars === Chars.MIXED) return ProcessResult.SPLIT_WHITESPACE;
  if (chars === Chars.WHITESPACE) return ProcessResult.DONE;
  return otherwise(p);
}

/** Character tokens in the modes where whitespace is inserted and anything else is `otherwise`'s. */
export function insertWhitespace(
  p: TreeBuilder,
  text: string,
  chars: Chars,
  otherwise: (p: TreeBuilder) => ProcessResult,
): ProcessResult {
  if (chars === Chars.MIXED) return ProcessResult.SPLIT_WHITESPACE;
  if (chars !== Chars.WHITESPACE) return otherwise(p);
  p.insertText(text);
  return ProcessResult.DONE;
}

/** A token the rules ignore without a parse error. */
export function ignore(): ProcessResult {
  return ProcessResult.DONE;
}

/**
 * In body's rule for an "html" start tag, which most modes use: unless a template is open, the
 * attributes the html element lacks are added to it.
 */
export function htmlStartTag(p: TreeBuilder, token: TagToken): ProcessResult {
  p.err(ERR.misplacedStartTagForHtmlElement);
  if (!p.open.isOpen(TAG.TEMPLATE)) p.adapter.adoptAttributes(p.open.nodes[0], token.attrs);
  return ProcessResult.DONE;
}

/**
 * In body's rule for character tokens, which several modes use: U+0000 is a parse error and is ignored; other
 * characters reconstruct the active formatting elements and are inserted, and anything but
 * whitespace sets the frameset-ok flag to "not ok".
 */
export function bodyCharacters(p: TreeBuilder, text: string, chars: Chars): ProcessResult {
  if (chars === Chars.NUL) {
    p.err(ERR.unexpectedNullCharacter);
    return ProcessResult.DONE;
  }
  p.reconstructFormatting();
  p.insertText(text);
  if (p.framesetOk && chars !== Chars.WHITESPACE && !isAllWhitespace(text)) p.framesetOk = false;
  return ProcessResult.DONE;
}
