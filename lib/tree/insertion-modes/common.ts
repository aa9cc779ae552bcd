import type { TreeBuilder } from '../tree-builder.js';
import { ERR } from '../../common/error-codes.js';

// Token rules that many insertion modes share word for word.

/** "A comment token: insert a comment" (at the appropriate place for inserting a node). */
export function comment(p: TreeBuilder, data: string): boolean {
  p.insertComment(data, null);
  return false;
}

/** "A DOCTYPE token: parse error. Ignore the token." */
export function doctype(p: TreeBuilder): boolean {
  p.err(ERR.misplacedDoctype);
  return false;
}
