import { TAG, TAG_NAMES } from '../common/tags.js';
import { NameAutomaton } from './name-automaton.js';

/**
 * The tag names the tree builder knows, as the automaton the tag name state steps while it scans
 * a name (see NameAutomaton): a known name needs neither a slice, nor lowercasing, nor a lookup,
 * and the tokenizer emits the interned name. Name i of the automaton is tag id i + 1.
 */
const TAG_NAME_AUTOMATON = new NameAutomaton(TAG_NAMES.slice(1));

/** The transition table for stepName. */
export const TAG_NAME_STEPS = TAG_NAME_AUTOMATON.steps;

/** The id of the tag name that ends in automaton state `state`, or TAG.UNKNOWN. */
export function tagIdAt(state: number): TAG {
  return (TAG_NAME_AUTOMATON.accepts[state]! + 1) as TAG;
}
