/**
 * The tree-construction errors parse5 8 reports (the `parse5` entries of TREE_CONSTRUCTION_ERRORS),
 * for the `parseErrors: 'parse5'` option: a parse5 user who switches keeps the warnings they had.
 */
import type { ERR } from '../common/error-codes.js';
import { TREE_CONSTRUCTION_ERRORS, type InsertionModeName, type TreeConstructionError } from '../common/tree-construction-errors.js';
import { Mode } from './insertion-mode.js';

const MODES: Readonly<Record<InsertionModeName, Mode>> = {
  'before head': Mode.BEFORE_HEAD,
  'in head': Mode.IN_HEAD,
  'in head noscript': Mode.IN_HEAD_NOSCRIPT,
  'after head': Mode.AFTER_HEAD,
};

/** Where parse5 reports a code: every mode (null), or these modes, and the `</template>` rule or not. */
interface Reporting {
  readonly modes: ReadonlySet<Mode> | null;
  readonly atTemplateEndTag: boolean;
}

const REPORTING: ReadonlyMap<string, Reporting> = new Map(
  (Object.entries(TREE_CONSTRUCTION_ERRORS) as [string, TreeConstructionError][]).flatMap(([code, { parse5 }]): [string, Reporting][] => {
    if (parse5 === undefined) return [];
    if (parse5 === 'always') return [[code, { modes: null, atTemplateEndTag: false }]];
    return [[code, { modes: new Set(parse5.inModes.map((name) => MODES[name])), atTemplateEndTag: parse5.atTemplateEndTag === true }]];
  }),
);

/**
 * Whether parse5 reports `code` from the tree construction in `mode`; `atTemplateEndTag` when the
 * "in head" rule for `</template>` reports it. (Tokenizer errors are not the tree's to filter.)
 */
export function parse5Reports(code: ERR, mode: Mode, atTemplateEndTag: boolean): boolean {
  const reporting = REPORTING.get(code);
  if (reporting === undefined) return false;
  return reporting.modes === null || reporting.modes.has(mode) || (atTemplateEndTag && reporting.atTemplateEndTag);
}

/**
 * How many code units of `text` (a run of characters) parse5's first character token covers:
 * parse5 cuts runs into tokens of whitespace, of U+0000, and of the other characters, and reports
 * a character token's error over the whole token, where the rules name its first character.
 */
export function parse5CharacterTokenLength(text: string): number {
  const kind = characterKind(text.charCodeAt(0));
  let n = 1;
  while (n < text.length && characterKind(text.charCodeAt(n)) === kind) n++;
  return n;
}

/** 0 for U+0000, 1 for ASCII whitespace, 2 for any other character. */
function characterKind(c: number): number {
  if (c === 0) return 0;
  return c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20 ? 1 : 2;
}
