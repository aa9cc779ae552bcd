import type { Rules } from '../rules.js';
import { Mode } from '../insertion-mode.js';
import * as initial from './initial.js';
import * as beforeHtml from './before-html.js';
import * as beforeHead from './before-head.js';
import * as inHead from './in-head.js';
import * as inHeadNoscript from './in-head-noscript.js';
import * as afterHead from './after-head.js';
import * as inBody from './in-body.js';
import * as text from './text.js';
import * as inTable from './in-table.js';
import * as inTableText from './in-table-text.js';
import * as inCaption from './in-caption.js';
import * as inColumnGroup from './in-column-group.js';
import * as inTableBody from './in-table-body.js';
import * as inRow from './in-row.js';
import * as inCell from './in-cell.js';
import * as inTemplate from './in-template.js';
import * as afterBody from './after-body.js';
import * as inFrameset from './in-frameset.js';
import * as afterFrameset from './after-frameset.js';
import * as afterAfterBody from './after-after-body.js';
import * as afterAfterFrameset from './after-after-frameset.js';

/**
 * The rules of every insertion mode, keyed by Mode: the compiler checks that each mode has an
 * entry and that each mode's module exports every handler with the right signature. (The
 * modules go in as they are: copying their handlers into objects through a helper function made
 * rollup 4.68 drop live branches of the handlers, its argument-value tracking misled.)
 */
export const RULES: Readonly<Record<Mode, Rules>> = {
  [Mode.INITIAL]: initial,
  [Mode.BEFORE_HTML]: beforeHtml,
  [Mode.BEFORE_HEAD]: beforeHead,
  [Mode.IN_HEAD]: inHead,
  [Mode.IN_HEAD_NOSCRIPT]: inHeadNoscript,
  [Mode.AFTER_HEAD]: afterHead,
  [Mode.IN_BODY]: inBody,
  [Mode.TEXT]: text,
  [Mode.IN_TABLE]: inTable,
  [Mode.IN_TABLE_TEXT]: inTableText,
  [Mode.IN_CAPTION]: inCaption,
  [Mode.IN_COLUMN_GROUP]: inColumnGroup,
  [Mode.IN_TABLE_BODY]: inTableBody,
  [Mode.IN_ROW]: inRow,
  [Mode.IN_CELL]: inCell,
  [Mode.IN_TEMPLATE]: inTemplate,
  [Mode.AFTER_BODY]: afterBody,
  [Mode.IN_FRAMESET]: inFrameset,
  [Mode.AFTER_FRAMESET]: afterFrameset,
  [Mode.AFTER_AFTER_BODY]: afterAfterBody,
  [Mode.AFTER_AFTER_FRAMESET]: afterAfterFrameset,
};
