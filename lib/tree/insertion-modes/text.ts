import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { TAG } from '../../common/tags.js';

// The "text" insertion mode (#parsing-main-incdata): contents of script, style, title, textarea, ...

export { ignore as comment, ignore as doctype, ignore as startTag } from './common.js';

export function characters(p: TreeBuilder, text: string): ProcessResult {
  p.insertText(text);
  return ProcessResult.DONE;
}

export function endTag(p: TreeBuilder, token: TagToken): ProcessResult {
  // #scriptEndTag: the script is the current node; it is ready once popped.
  const script = token.tagId === TAG.SCRIPT ? p.open.current : null;
  p.open.pop();
  p.mode = p.originalMode;
  if (script !== null) p.scriptEnded(script);
  return ProcessResult.DONE;
}

export function eof(p: TreeBuilder): ProcessResult {
  p.err(ERR.eofInElementThatCanContainOnlyText);
  p.open.pop();
  p.mode = p.originalMode;
  return ProcessResult.REPROCESS;
}
