import type { DoctypeToken, TagToken } from '../tokenizer/token.js';
import type { TreeBuilder } from './tree-builder.js';
import { Mode } from './insertion-mode.js';
import * as initial from './insertion-modes/initial.js';
import * as beforeHtml from './insertion-modes/before-html.js';
import * as beforeHead from './insertion-modes/before-head.js';
import * as inHead from './insertion-modes/in-head.js';
import * as inHeadNoscript from './insertion-modes/in-head-noscript.js';
import * as afterHead from './insertion-modes/after-head.js';
import * as inBody from './insertion-modes/in-body.js';
import * as textMode from './insertion-modes/text.js';
import * as inTable from './insertion-modes/in-table.js';
import * as inTableText from './insertion-modes/in-table-text.js';
import * as inCaption from './insertion-modes/in-caption.js';
import * as inColumnGroup from './insertion-modes/in-column-group.js';
import * as inTableBody from './insertion-modes/in-table-body.js';
import * as inRow from './insertion-modes/in-row.js';
import * as inCell from './insertion-modes/in-cell.js';
import * as inTemplate from './insertion-modes/in-template.js';
import * as afterBody from './insertion-modes/after-body.js';
import * as inFrameset from './insertion-modes/in-frameset.js';
import * as afterFrameset from './insertion-modes/after-frameset.js';
import * as afterAfterBody from './insertion-modes/after-after-body.js';
import * as afterAfterFrameset from './insertion-modes/after-after-frameset.js';

/**
 * One mode's token handlers. Tag, comment, doctype and EOF handlers return whether to reprocess
 * the token; `text` returns how many characters of the run it consumed (the rest is reprocessed).
 */
interface ModeRules {
  startTag(p: TreeBuilder, token: TagToken): boolean;
  endTag(p: TreeBuilder, token: TagToken): boolean;
  text(p: TreeBuilder, text: string, start: number, end: number): number;
  comment(p: TreeBuilder, data: string): boolean;
  doctype(p: TreeBuilder, token: DoctypeToken): boolean;
  eof(p: TreeBuilder): boolean;
}

/** Rules by Mode, in the enum's order. */
const RULES: readonly ModeRules[] = [
  initial,
  beforeHtml,
  beforeHead,
  inHead,
  inHeadNoscript,
  afterHead,
  inBody,
  textMode,
  inTable,
  inTableText,
  inCaption,
  inColumnGroup,
  inTableBody,
  inRow,
  inCell,
  inTemplate,
  afterBody,
  inFrameset,
  afterFrameset,
  afterAfterBody,
  afterAfterFrameset,
];

export function dispatchStartTag(p: TreeBuilder, token: TagToken): boolean {
  return p.mode === Mode.IN_BODY ? inBody.startTag(p, token) : RULES[p.mode]!.startTag(p, token);
}

export function dispatchEndTag(p: TreeBuilder, token: TagToken): boolean {
  return p.mode === Mode.IN_BODY ? inBody.endTag(p, token) : RULES[p.mode]!.endTag(p, token);
}

export function dispatchText(p: TreeBuilder, text: string, start: number, end: number): number {
  return p.mode === Mode.IN_BODY ? inBody.text(p, text, start, end) : RULES[p.mode]!.text(p, text, start, end);
}

export function dispatchComment(p: TreeBuilder, data: string): boolean {
  return RULES[p.mode]!.comment(p, data);
}

export function dispatchDoctype(p: TreeBuilder, token: DoctypeToken): boolean {
  return RULES[p.mode]!.doctype(p, token);
}

export function dispatchEof(p: TreeBuilder): boolean {
  return RULES[p.mode]!.eof(p);
}
