import type { ProcessingInstructionToken } from '../tokenizer/token.js';

/**
 * The data of the bogus comment `<?...>` made before processing instructions: the text between
 * `<` and `>`, from the token's parts (not the input: fed in pieces, it may be gone already).
 */
export function legacyBogusCommentData(token: ProcessingInstructionToken): string {
  // Closed by `?>`, the data ends at the `?`, two characters before the instruction's end.
  const question = token.end - token.dataEnd === 2 ? '?' : '';
  return '?' + token.target + token.space + token.data.replace(NULS, '\uFFFD') + question;
}

const NULS = /\0/g;
