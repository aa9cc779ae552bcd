import type { DoctypeToken, TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import type { Chars } from '../rules.js';
import { ProcessResult } from '../rules.js';
import { ERR } from '../../common/error-codes.js';
import { DOCUMENT_MODE } from '../../common/namespaces.js';
import { documentModeOf, isNonConformingDoctype } from '../doctype-quirks.js';
import { ignoreWhitespace } from './common.js';

// The "initial" insertion mode (#the-initial-insertion-mode).

export { commentToDocument as comment } from './common.js';

function anythingElse(p: TreeBuilder): ProcessResult {
  p.err(ERR.missingDoctype, true);
  p.setDocumentMode(DOCUMENT_MODE.QUIRKS);
  p.mode = Mode.BEFORE_HTML;
  return ProcessResult.REPROCESS;
}

export function characters(p: TreeBuilder, _text: string, chars: Chars): ProcessResult {
  return ignoreWhitespace(p, chars, anythingElse);
}

export function doctype(p: TreeBuilder, token: DoctypeToken): ProcessResult {
  if (isNonConformingDoctype(token)) p.err(ERR.nonConformingDoctype);
  p.insertDoctype(token);
  p.setDocumentMode(documentModeOf(token));
  p.mode = Mode.BEFORE_HTML;
  return ProcessResult.DONE;
}

export function startTag(p: TreeBuilder, _token: TagToken): ProcessResult {
  return anythingElse(p);
}

export function endTag(p: TreeBuilder, _token: TagToken): ProcessResult {
  return anythingElse(p);
}

export function eof(p: TreeBuilder): ProcessResult {
  return anythingElse(p);
}
