import type { TreeBuilder } from '../tree-builder.js';
import { Chars, ProcessResult } from '../rules.js';
import { isAllWhitespace } from '../text-utils.js';
import { fosterCharacters } from './in-table.js';

// The "in table text" insertion mode (#parsing-main-intabletext).

export function characters(p: TreeBuilder, text: string, chars: Chars): ProcessResult {
  if (chars === Chars.NUL) return ProcessResult.DONE;
  p.pendingTableText.push(text);
  p.pendingTableTextStart.push(p.tokenStart);
  p.pendingTableTextEnd.push(p.tokenEnd);
  if (!p.pendingTableTextNonWhitespace && chars !== Chars.WHITESPACE && !isAllWhitespace(text)) {
    p.pendingTableTextNonWhitespace = true;
  }
  return ProcessResult.DONE;
}

/**
 * Any other token: the pending character tokens are processed (inserted, or foster parented by
 * the in table rules when any is not whitespace) as the current token, then the token that ended
 * them is reprocessed in the original insertion mode.
 */
function flush(p: TreeBuilder): ProcessResult {
  const pending = p.pendingTableText;
  if (pending.length > 0) {
    const text = pending.length === 1 ? pending[0]! : pending.join('');
    const tokenStart = p.tokenStart;
    const tokenEnd = p.tokenEnd;
    p.tokenStart = p.pendingTableTextStart[0]!;
    p.tokenEnd = p.pendingTableTextEnd[pending.length - 1]!;
    if (p.pendingTableTextNonWhitespace) fosterCharacters(p, text, Chars.MIXED);
    else p.insertText(text);
    p.tokenStart = tokenStart;
    p.tokenEnd = tokenEnd;
    pending.length = 0;
  }
  p.mode = p.originalMode;
  return ProcessResult.REPROCESS;
}

export { flush as comment, flush as doctype, flush as startTag, flush as endTag, flush as eof };
