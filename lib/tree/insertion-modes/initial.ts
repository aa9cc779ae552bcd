import type { DoctypeToken, TagToken } from '../../tokenizer/token.js';
import type { TreeBuilder } from '../tree-builder.js';
import { Mode } from '../insertion-mode.js';
import { ERR } from '../../common/error-codes.js';
import { DOCUMENT_MODE } from '../../common/namespaces.js';
import { documentModeOf, isNonConformingDoctype } from '../../common/doctype-quirks.js';
import { leadingWhitespace } from '../text-utils.js';

// §13.2.6.4.1 The "initial" insertion mode.

function anythingElse(p: TreeBuilder): boolean {
  p.err(ERR.missingDoctype, true);
  p.setDocumentMode(DOCUMENT_MODE.QUIRKS);
  p.mode = Mode.BEFORE_HTML;
  return true;
}

export function text(p: TreeBuilder, text: string): number {
  const ws = leadingWhitespace(text);
  if (ws === 0) anythingElse(p);
  return ws;
}

export function comment(p: TreeBuilder, data: string): boolean {
  p.insertComment(data, p.document);
  return false;
}

export function doctype(p: TreeBuilder, token: DoctypeToken): boolean {
  if (isNonConformingDoctype(token)) p.err(ERR.nonConformingDoctype);
  p.adapter.setDocumentType(p.document, token.name ?? '', token.publicId ?? '', token.systemId ?? '');
  if (p.locations) p.setDoctypeLocation(token);
  p.setDocumentMode(documentModeOf(token));
  p.mode = Mode.BEFORE_HTML;
  return false;
}

export function startTag(p: TreeBuilder, _token: TagToken): boolean {
  return anythingElse(p);
}

export function endTag(p: TreeBuilder, _token: TagToken): boolean {
  return anythingElse(p);
}

export function eof(p: TreeBuilder): boolean {
  return anythingElse(p);
}
