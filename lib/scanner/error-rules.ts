import { ERR } from '../common/error-codes.js';

/**
 * Which token a parse error flags ("the token where the problem starts"). The tokenizer reports
 * each error at one offset; most fall inside the token to flag, some just past it, and for a
 * construct the input cut off or the tokenizer turned into a bogus comment it is the opener.
 */
export const enum Rule {
  /** The token holding the error's offset. */
  AT,
  /** The token holding the character before it: the error is reported just past its cause. */
  BEFORE,
  /** The opening token of the construct holding the character before it. */
  OPENER,
  /** The `=` before the offset (an attribute value missing after it). */
  EQUALS,
  /** The tag's first attribute name (an end tag with attributes). */
  FIRST_ATTRIBUTE,
}

const RULES = new Map<string, Rule>([
  [ERR.duplicateAttribute, Rule.BEFORE],
  [ERR.unexpectedSolidusInTag, Rule.BEFORE],
  [ERR.missingSemicolonAfterCharacterReference, Rule.BEFORE],
  [ERR.nullCharacterReference, Rule.BEFORE],
  [ERR.characterReferenceOutsideUnicodeRange, Rule.BEFORE],
  [ERR.surrogateCharacterReference, Rule.BEFORE],
  [ERR.noncharacterCharacterReference, Rule.BEFORE],
  [ERR.controlCharacterReference, Rule.BEFORE],
  [ERR.absenceOfDigitsInNumericCharacterReference, Rule.BEFORE],
  [ERR.invalidFirstCharacterOfTagName, Rule.BEFORE],
  [ERR.eofBeforeTagName, Rule.BEFORE],
  [ERR.missingEndTagName, Rule.BEFORE],
  [ERR.incorrectlyOpenedComment, Rule.BEFORE],
  [ERR.eofInScriptHtmlCommentLikeText, Rule.BEFORE],
  [ERR.eofInTag, Rule.OPENER],
  [ERR.eofInComment, Rule.OPENER],
  [ERR.eofInCdata, Rule.OPENER],
  [ERR.eofInDoctype, Rule.OPENER],
  [ERR.eofInProcessingInstruction, Rule.OPENER],
  [ERR.cdataInHtmlContent, Rule.OPENER],
  [ERR.invalidFirstCharacterOfProcessingInstructionTarget, Rule.OPENER],
  [ERR.invalidProcessingInstructionTarget, Rule.OPENER],
  [ERR.disallowedProcessingInstructionTarget, Rule.OPENER],
  [ERR.missingAttributeValue, Rule.EQUALS],
  [ERR.endTagWithAttributes, Rule.FIRST_ATTRIBUTE],
]);

export function ruleFor(code: string): Rule {
  return RULES.get(code) ?? Rule.AT;
}

/** The errors of a construct the end of the input cut off: they flag it `unclosed`, not `malformed`. */
export const UNCLOSED_CODES: ReadonlySet<string> = new Set<string>([
  ERR.eofInTag,
  ERR.eofInComment,
  ERR.eofInCdata,
  ERR.eofInDoctype,
  ERR.eofInProcessingInstruction,
  ERR.eofInScriptHtmlCommentLikeText,
]);
