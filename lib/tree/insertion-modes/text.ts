import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { ERR } from '../../common/error-codes.js';

// §13.2.6.4.8 The "text" insertion mode (contents of script, style, title, textarea, ...).

export function text(p: TreeBuilder, text: string, start: number, end: number): number {
  p.insertText(text, start, end);
  return text.length;
}

export function comment(): boolean {
  return false;
}

export function doctype(): boolean {
  return false;
}

export function startTag(): boolean {
  return false;
}

export function endTag(p: TreeBuilder, _token: TagToken): boolean {
  p.open.pop();
  p.mode = p.originalMode;
  return false;
}

export function eof(p: TreeBuilder): boolean {
  p.err(ERR.eofInElementThatCanContainOnlyText);
  p.open.pop();
  p.mode = p.originalMode;
  return true;
}
