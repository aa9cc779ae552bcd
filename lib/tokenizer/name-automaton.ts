/**
 * A deterministic automaton over a fixed list of lowercase names (a trie as a transition table),
 * stepped one code unit at a time by the tokenizer's tag name and attribute name states while
 * they scan the name anyway. When the name ends, the state reached says which listed name it is,
 * so the name is not read a second time to look it up. ASCII letters step case-insensitively.
 *
 * State 0 is dead (no listed name continues from here, and none is left), state 1 the start.
 */
export class NameAutomaton {
  /** The state after `state` reads a code unit of column `col`: steps[(state << COLUMN_BITS) | col]. */
  readonly steps: Uint16Array;
  /** The index in `names` of the name ending in each state, or -1. */
  readonly accepts: Int16Array;

  constructor(names: readonly string[]) {
    // The trie's states first, in a growable table; then copied into exact typed arrays.
    const steps: number[] = new Array<number>(2 << COLUMN_BITS).fill(DEAD);
    const accepts: number[] = [-1, -1];
    names.forEach((name, index) => {
      let state = START;
      for (let i = 0; i < name.length; i++) {
        const c = name.charCodeAt(i);
        const col = c < 0x80 ? NAME_COLUMN[c]! : 0;
        if (col === 0 || c !== LOWER_OF_COLUMN.charCodeAt(col)) {
          throw new Error(`NameAutomaton: ${name} is not made of lowercase ASCII letters, digits and -`);
        }
        const slot = (state << COLUMN_BITS) | col;
        let next = steps[slot]!;
        if (next === DEAD) {
          next = accepts.length;
          accepts.push(-1);
          for (let k = 0; k < 1 << COLUMN_BITS; k++) steps.push(DEAD);
          steps[slot] = next;
        }
        state = next;
      }
      accepts[state] = index;
    });
    if (accepts.length > 0xffff) throw new Error('NameAutomaton: too many states');
    this.steps = Uint16Array.from(steps);
    this.accepts = Int16Array.from(accepts);
  }
}

/** The dead state: nothing listed. */
export const DEAD = 0;
/** The state before the first code unit. */
export const START = 1;

const COLUMN_BITS = 6;

/** Each column's lowercase character (column 0 stands for every character no name can hold). */
const LOWER_OF_COLUMN = '\0abcdefghijklmnopqrstuvwxyz0123456789-';

/** The column of every code unit below 0x80: letters of either case share one (see stepName). */
const NAME_COLUMN = new Uint8Array(0x80);
for (let col = 1; col < LOWER_OF_COLUMN.length; col++) {
  const c = LOWER_OF_COLUMN.charCodeAt(col);
  NAME_COLUMN[c] = col;
  if (c >= 0x61 && c <= 0x7a) NAME_COLUMN[c - 0x20] = col;
}

/** The state after `state` reads the code unit `c` (any code unit: past ASCII it is dead). */
export function stepName(steps: Uint16Array, state: number, c: number): number {
  return c < 0x80 ? steps[(state << COLUMN_BITS) | NAME_COLUMN[c]!]! : DEAD;
}

/** The column of a lowercase ASCII letter, digit or `-` (what listed names are made of), else 0. */
const LOWER_NAME_COLUMN = new Uint8Array(0x80);
for (let col = 1; col < LOWER_OF_COLUMN.length; col++) LOWER_NAME_COLUMN[LOWER_OF_COLUMN.charCodeAt(col)] = col;

/**
 * The column of `c` when it is a lowercase ASCII letter, digit or `-`, else 0 (any code unit, NaN
 * too): the common case, which a name state steps with stepColumn and no other check.
 */
export function lowerNameColumn(c: number): number {
  return c < 0x80 ? LOWER_NAME_COLUMN[c]! : 0;
}

/** The state after `state` reads a code unit of column `col` (from lowerNameColumn, not 0). */
export function stepColumn(steps: Uint16Array, state: number, col: number): number {
  return steps[(state << COLUMN_BITS) | col]!;
}
