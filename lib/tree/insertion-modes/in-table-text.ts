import type { DoctypeToken, TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { isAllWhitespace } from '../text-utils.js';
import { fosterText } from './in-table.js';

// §13.2.6.4.10 The "in table text" insertion mode.

export function text(p: TreeBuilder, text: string, start: number, end: number): number {
  if (text.charCodeAt(0) === 0) return 1;
  p.pendingTableText.push(text);
  p.pendingTableTextStart.push(start);
  p.pendingTableTextEnd.push(end);
  if (!p.pendingTableTextNonWhitespace && !isAllWhitespace(text)) p.pendingTableTextNonWhitespace = true;
  return text.length;
}

/** Any other token: flush the pending characters, then reprocess in the original mode. */
function flush(p: TreeBuilder): boolean {
  const pending = p.pendingTableText;
  if (pending.length > 0) {
    const text = pending.length === 1 ? pending[0]! : pending.join('');
    const start = p.pendingTableTextStart[0]!;
    const end = p.pendingTableTextEnd[pending.length - 1]!;
    if (p.pendingTableTextNonWhitespace) {
      fosterText(p, text, start, end);
    } else {
      p.insertText(text, start, end);
    }
    pending.length = 0;
  }
  p.mode = p.originalMode;
  return true;
}

export function comment(p: TreeBuilder, _data: string): boolean {
  return flush(p);
}

export function doctype(p: TreeBuilder, _token: DoctypeToken): boolean {
  return flush(p);
}

export function startTag(p: TreeBuilder, _token: TagToken): boolean {
  return flush(p);
}

export function endTag(p: TreeBuilder, _token: TagToken): boolean {
  return flush(p);
}

export function eof(p: TreeBuilder): boolean {
  return flush(p);
}
