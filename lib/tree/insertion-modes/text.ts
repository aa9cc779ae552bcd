import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';

// The "text" insertion mode (#parsing-main-incdata): contents of script, style, title, textarea, ...

export { ignore as comment, ignore as doctype, ignore as startTag } from './common.js';

export function characters(p: TreeBuilder, text: string): ProcessResult {
  p.insertText(text);
  return ProcessResult.DONE;
}

export function endTag(p: TreeBuilder, _token: TagToken): ProcessResult {
  p.open.pop();
  p.mode = p.originalMode;
  return ProcessResult.DONE;
}

export function eof(p: TreeBuilder): ProcessResult {
  p.err(ERR.eofInElementThatCanContainOnlyText);
  p.open.pop();
  p.mode = p.originalMode;
  return ProcessResult.REPROCESS;
}
