import type { TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ERR } from '../../common/error-codes.js';
import { ProcessResult } from '../rules.js';

// The "after after body" insertion mode (#the-after-after-body-insertion-mode).

export { commentToDocument as comment, doctype } from './common.js';
// Character tokens, start tags and EOF: the same rules as "after body" has.
export { characters, startTag, eof } from './after-body.js';

export function endTag(p: TreeBuilder, _token: TagToken): ProcessResult {
  p.err(ERR.contentAfterBody);
  p.mode = Mode.IN_BODY;
  return ProcessResult.REPROCESS;
}
