import { TextState } from './token.js';

/** The tokenizer state to start in, as the tree builder would set it for an element's content. */
export type TokenizeInitialState = 'data' | 'rcdata' | 'rawtext' | 'scriptData' | 'plaintext' | 'cdataSection';

/** The text state each initial state names (also the scanner's). */
export const INITIAL_STATES: Record<TokenizeInitialState, TextState> = {
  data: TextState.DATA,
  rcdata: TextState.RCDATA,
  rawtext: TextState.RAWTEXT,
  scriptData: TextState.SCRIPT_DATA,
  plaintext: TextState.PLAINTEXT,
  cdataSection: TextState.CDATA_SECTION,
};
export const INITIAL_STATE_NAMES = Object.keys(INITIAL_STATES) as TokenizeInitialState[];
