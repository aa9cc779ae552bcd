import { ERR } from '../common/error-codes.js';

/**
 * The scanner's token kinds, flags and error codes, and how they pack into one 32-bit word per
 * token (see ScanResult): bits 0–4 the kind, 5–8 the flags, 9–14 the error code (codeName), 15–31
 * the restart state (0: not a restart point).
 */
/** Token kinds, in the order of SCAN_KINDS. */
export const enum Kind {
  TEXT = 0,
  CHAR_REF,
  TAG_OPEN,
  TAG_NAME,
  WHITESPACE,
  ATTR_NAME,
  ATTR_EQUALS,
  ATTR_VALUE,
  TAG_CLOSE,
  TAG_SELF_CLOSE,
  COMMENT_OPEN,
  COMMENT_TEXT,
  COMMENT_CLOSE,
  CDATA_OPEN,
  CDATA_TEXT,
  CDATA_CLOSE,
  DOCTYPE_OPEN,
  DOCTYPE_TEXT,
  DOCTYPE_CLOSE,
  PI_OPEN,
  PI_TARGET,
  PI_TEXT,
  PI_CLOSE,
  RAW_TEXT,
}

/** The kinds' names as the readable view spells them (index = Kind). */
export const SCAN_KINDS = [
  'text',
  'charRef',
  'tagOpen',
  'tagName',
  'whitespace',
  'attrName',
  'attrEquals',
  'attrValue',
  'tagClose',
  'tagSelfClose',
  'commentOpen',
  'commentText',
  'commentClose',
  'cdataOpen',
  'cdataText',
  'cdataClose',
  'doctypeOpen',
  'doctypeText',
  'doctypeClose',
  'piOpen',
  'piTarget',
  'piText',
  'piClose',
  'rawText',
] as const;

export type ScanKind = (typeof SCAN_KINDS)[number];

/** The flag bits of `ScanResult.flags(i)`. */
export const ScanFlag = {
  /** A construct left open at the end of the input (or, in the editing recovery, a start tag cut short). */
  UNCLOSED: 1,
  /** A parse error starts here (`ScanResult.code(i)` names it). */
  MALFORMED: 2,
  /** The name of an element the Living Standard lists as obsolete (#non-conforming-features): a hint, not an error. */
  OBSOLETE: 4,
  /** A zero-length token the editing recovery added (the `>` a tag left open lacks). */
  SYNTHETIC: 8,
} as const;

export const FLAG_NAMES = ['unclosed', 'malformed', 'obsolete', 'synthetic'] as const;
export type ScanFlagName = (typeof FLAG_NAMES)[number];

// The packed word.
export const enum Word {
  KIND_MASK = 0x1f,
  FLAG_SHIFT = 5,
  UNCLOSED = 1 << 5,
  MALFORMED = 1 << 6,
  OBSOLETE = 1 << 7,
  SYNTHETIC = 1 << 8,
  FLAGS = 0xf << 5,
  CODE_SHIFT = 9,
  CODE_MASK = 0x3f << 9,
  RESTART_SHIFT = 15,
  /** Kind and flags: what two text tokens must share to merge. */
  KIND_AND_FLAGS = 0x1ff,
}

/** The largest restart state id a word holds. */
export const MAX_RESTART_ID = 0x1ffff;

/**
 * The error codes behind the words' code fields: the input stream's and the tokenizer's, in the
 * order ERR lists them (before its tree-construction codes), numbered from 1 (0 is "none"). Those
 * are the only codes a scan reports, and the six bits hold them all (a test checks both).
 */
const ERR_CODES: readonly string[] = Object.values(ERR);
export const SCAN_ERROR_CODES: readonly string[] = ['', ...ERR_CODES.slice(0, ERR_CODES.indexOf(ERR.nonConformingDoctype))];
const CODE_IDS: ReadonlyMap<string, number> = new Map(SCAN_ERROR_CODES.map((code, id) => [code, id]));

/** The code field for `code` (0, "none", for a code outside SCAN_ERROR_CODES). */
export function codeId(code: string): number {
  return CODE_IDS.get(code) ?? 0;
}

/** The code a word's code field names, or undefined. */
export function codeName(id: number): string | undefined {
  return id === 0 ? undefined : SCAN_ERROR_CODES[id];
}
