import { NsId } from '../common/namespaces.js';
import { TAG } from '../common/tags.js';
import { Mode } from './insertion-mode.js';
import type { OpenElements } from './open-elements.js';

/** What resetting the insertion mode reads of the parser state. */
export interface InsertionModeState {
  readonly open: OpenElements;
  readonly isFragment: boolean;
  readonly contextTagId: TAG;
  readonly contextNs: NsId;
  readonly templateModes: readonly Mode[];
  readonly head: unknown;
}

/**
 * "Reset the insertion mode appropriately" (#reset-the-insertion-mode-appropriately): the mode
 * the stack of open elements (and, at its bottom in the fragment case, the context element) calls for.
 */
export function appropriateInsertionMode(b: InsertionModeState): Mode {
  const open = b.open;
  for (let i = open.length - 1; i >= 0; i--) {
    const last = i === 0;
    let tagId = open.tagIds[i]!;
    let ns = open.nsIds[i]!;
    if (last && b.isFragment) {
      tagId = b.contextTagId;
      ns = b.contextNs;
    }
    if (ns !== NsId.HTML) continue;
    switch (tagId) {
      case TAG.TD:
      case TAG.TH:
        if (!last) return Mode.IN_CELL;
        break;
      case TAG.TR:
        return Mode.IN_ROW;
      case TAG.TBODY:
      case TAG.THEAD:
      case TAG.TFOOT:
        return Mode.IN_TABLE_BODY;
      case TAG.CAPTION:
        return Mode.IN_CAPTION;
      case TAG.COLGROUP:
        return Mode.IN_COLUMN_GROUP;
      case TAG.TABLE:
        return Mode.IN_TABLE;
      case TAG.TEMPLATE:
        return b.templateModes[b.templateModes.length - 1]!;
      case TAG.HEAD:
        if (!last) return Mode.IN_HEAD;
        break;
      case TAG.BODY:
        return Mode.IN_BODY;
      case TAG.FRAMESET:
        return Mode.IN_FRAMESET;
      case TAG.HTML:
        return b.head === null ? Mode.BEFORE_HEAD : Mode.AFTER_HEAD;
      default:
        break;
    }
    if (last) break;
  }
  return Mode.IN_BODY;
}
