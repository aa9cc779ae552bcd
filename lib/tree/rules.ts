import type { CommentToken, DoctypeToken, TagToken } from '../tokenizer/token.js';
import type { TreeBuilder } from './tree-builder.js';

/**
 * What the dispatcher does once a rule has run (html5ever's `ProcessResult`): rules never call
 * the dispatcher back, so the call depth stays flat whatever the input.
 */
export const enum ProcessResult {
  /** The token is done with. */
  DONE,
  /** The rule changed the insertion mode (or the stack): process the same token again. */
  REPROCESS,
  /**
   * Only for a `Chars.MIXED` run: split off its leading run of whitespace, or of other
   * characters, and process the pieces in turn, each with its kind.
   */
  SPLIT_WHITESPACE,
}

/**
 * What a run of character tokens is known to hold. The tokenizer delivers MIXED runs (and each
 * U+0000 alone, as NUL); a rule that treats whitespace apart asks for a split instead of
 * splitting with offset arithmetic of its own. Every rule gives the same result for any cut of
 * the characters into runs, so runs of any length (or chunked input) parse alike.
 */
export const enum Chars {
  /** Any characters but U+0000, not yet split. */
  MIXED,
  /** Only ASCII whitespace (tab, LF, FF, CR, space). */
  WHITESPACE,
  /** Only characters that are neither whitespace nor U+0000. */
  OTHER,
  /** One U+0000. */
  NUL,
}

/**
 * The rules of one insertion mode, one handler per token kind (#tree-construction). A processing
 * instruction token goes where comments go in every insertion mode, so it takes the `comment`
 * path with its own token kind rather than a handler in every mode.
 */
export interface Rules {
  startTag(p: TreeBuilder, token: TagToken): ProcessResult;
  endTag(p: TreeBuilder, token: TagToken): ProcessResult;
  /** Returns SPLIT_WHITESPACE only for `Chars.MIXED`. */
  characters(p: TreeBuilder, text: string, chars: Chars): ProcessResult;
  comment(p: TreeBuilder, token: CommentToken): ProcessResult;
  doctype(p: TreeBuilder, token: DoctypeToken): ProcessResult;
  eof(p: TreeBuilder): ProcessResult;
}
