import type { TreeBuilder } from '../tree-builder.js';
import { ERR } from '../../common/error-codes.js';
import { Chars, ProcessResult } from '../rules.js';
import { isAllWhitespace } from '../text-utils.js';
import { fosterCharacters } from './in-table.js';

// The "in table text" insertion mode (#parsing-main-intabletext).

export function characters(p: TreeBuilder, text: string, chars: Chars): ProcessResult {
  if (chars === Chars.NUL) {
    p.err(ERR.unexpectedNullCharacter);
    return ProcessResult.DONE;
  }
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
 * the in table rules when any is not whitespace, each character then a parse error) as the
 * current token, then the token that ended them is reprocessed in the original insertion mode.
 */
function flush(p: TreeBuilder): ProcessResult {
  const pending = p.pendingTableText;
  if (pending.length > 0) {
    const starts = p.pendingTableTextStart;
    const ends = p.pendingTableTextEnd;
    const foster = p.pendingTableTextNonWhitespace;
    if (foster && p.errors.enabled) {
      for (let i = 0; i < pending.length; i++) {
        p.asCurrentToken(starts[i]!, ends[i]!, pending[i]!, starts[i]!, () => p.errPerCharacter(ERR.fosterParentedCharacter));
      }
    }
    const text = pending.length === 1 ? pending[0]! : pending.join('');
    p.asCurrentToken(starts[0]!, ends[pending.length - 1]!, null, starts[0]!, () => {
      if (foster) fosterCharacters(p, text, Chars.MIXED);
      else p.insertText(text);
    });
    // Emptied with the list, not left for the next table text to reset: heldFrom reads the
    // starts, and a stale one would keep a push parser's input from that offset on.
    pending.length = 0;
    starts.length = 0;
    ends.length = 0;
  }
  p.mode = p.originalMode;
  return ProcessResult.REPROCESS;
}

export { flush as comment, flush as doctype, flush as startTag, flush as endTag, flush as eof };
