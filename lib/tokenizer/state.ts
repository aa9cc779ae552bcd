/**
 * The tokenizer states (#tokenization), by their spec names; each comment is the state's anchor.
 * The first six share their values with TextState, so the tree builder's `switchTo(TextState)` is
 * a plain assignment.
 */
export const enum State {
  DATA = 0, // #data-state
  RCDATA = 1, // #rcdata-state
  RAWTEXT = 2, // #rawtext-state
  SCRIPT_DATA = 3, // #script-data-state
  PLAINTEXT = 4, // #plaintext-state
  // #cdata-section-state; #cdata-section-bracket-state and #cdata-section-end-state are folded into
  // it, since together they only look for "]]>".
  CDATA_SECTION = 5,
  TAG_OPEN, // #tag-open-state
  END_TAG_OPEN, // #end-tag-open-state
  TAG_NAME, // #tag-name-state
  RCDATA_LESS_THAN_SIGN, // #rcdata-less-than-sign-state
  RCDATA_END_TAG_OPEN, // #rcdata-end-tag-open-state
  RCDATA_END_TAG_NAME, // #rcdata-end-tag-name-state
  RAWTEXT_LESS_THAN_SIGN, // #rawtext-less-than-sign-state
  RAWTEXT_END_TAG_OPEN, // #rawtext-end-tag-open-state
  RAWTEXT_END_TAG_NAME, // #rawtext-end-tag-name-state
  SCRIPT_DATA_LESS_THAN_SIGN, // #script-data-less-than-sign-state
  SCRIPT_DATA_END_TAG_OPEN, // #script-data-end-tag-open-state
  SCRIPT_DATA_END_TAG_NAME, // #script-data-end-tag-name-state
  SCRIPT_DATA_ESCAPE_START, // #script-data-escape-start-state
  SCRIPT_DATA_ESCAPE_START_DASH, // #script-data-escape-start-dash-state
  SCRIPT_DATA_ESCAPED, // #script-data-escaped-state
  SCRIPT_DATA_ESCAPED_DASH, // #script-data-escaped-dash-state
  SCRIPT_DATA_ESCAPED_DASH_DASH, // #script-data-escaped-dash-dash-state
  SCRIPT_DATA_ESCAPED_LESS_THAN_SIGN, // #script-data-escaped-less-than-sign-state
  SCRIPT_DATA_ESCAPED_END_TAG_OPEN, // #script-data-escaped-end-tag-open-state
  SCRIPT_DATA_ESCAPED_END_TAG_NAME, // #script-data-escaped-end-tag-name-state
  SCRIPT_DATA_DOUBLE_ESCAPE_START, // #script-data-double-escape-start-state
  SCRIPT_DATA_DOUBLE_ESCAPED, // #script-data-double-escaped-state
  SCRIPT_DATA_DOUBLE_ESCAPED_DASH, // #script-data-double-escaped-dash-state
  SCRIPT_DATA_DOUBLE_ESCAPED_DASH_DASH, // #script-data-double-escaped-dash-dash-state
  SCRIPT_DATA_DOUBLE_ESCAPED_LESS_THAN_SIGN, // #script-data-double-escaped-less-than-sign-state
  SCRIPT_DATA_DOUBLE_ESCAPE_END, // #script-data-double-escape-end-state
  BEFORE_ATTRIBUTE_NAME, // #before-attribute-name-state
  ATTRIBUTE_NAME, // #attribute-name-state
  AFTER_ATTRIBUTE_NAME, // #after-attribute-name-state
  BEFORE_ATTRIBUTE_VALUE, // #before-attribute-value-state
  ATTRIBUTE_VALUE_DOUBLE_QUOTED, // #attribute-value-(double-quoted)-state
  ATTRIBUTE_VALUE_SINGLE_QUOTED, // #attribute-value-(single-quoted)-state
  ATTRIBUTE_VALUE_UNQUOTED, // #attribute-value-(unquoted)-state
  AFTER_ATTRIBUTE_VALUE_QUOTED, // #after-attribute-value-(quoted)-state
  SELF_CLOSING_START_TAG, // #self-closing-start-tag-state
  BOGUS_COMMENT, // #bogus-comment-state
  MARKUP_DECLARATION_OPEN, // #markup-declaration-open-state
  COMMENT_START, // #comment-start-state
  COMMENT_START_DASH, // #comment-start-dash-state
  COMMENT, // #comment-state
  COMMENT_LESS_THAN_SIGN, // #comment-less-than-sign-state
  COMMENT_LESS_THAN_SIGN_BANG, // #comment-less-than-sign-bang-state
  COMMENT_LESS_THAN_SIGN_BANG_DASH, // #comment-less-than-sign-bang-dash-state
  COMMENT_LESS_THAN_SIGN_BANG_DASH_DASH, // #comment-less-than-sign-bang-dash-dash-state
  COMMENT_END_DASH, // #comment-end-dash-state
  COMMENT_END, // #comment-end-state
  COMMENT_END_BANG, // #comment-end-bang-state
  DOCTYPE, // #doctype-state
  BEFORE_DOCTYPE_NAME, // #before-doctype-name-state
  DOCTYPE_NAME, // #doctype-name-state
  AFTER_DOCTYPE_NAME, // #after-doctype-name-state
  AFTER_DOCTYPE_PUBLIC_KEYWORD, // #after-doctype-public-keyword-state
  BEFORE_DOCTYPE_PUBLIC_IDENTIFIER, // #before-doctype-public-identifier-state
  DOCTYPE_PUBLIC_IDENTIFIER_DOUBLE_QUOTED, // #doctype-public-identifier-(double-quoted)-state
  DOCTYPE_PUBLIC_IDENTIFIER_SINGLE_QUOTED, // #doctype-public-identifier-(single-quoted)-state
  AFTER_DOCTYPE_PUBLIC_IDENTIFIER, // #after-doctype-public-identifier-state
  BETWEEN_DOCTYPE_PUBLIC_AND_SYSTEM_IDENTIFIERS, // #between-doctype-public-and-system-identifiers-state
  AFTER_DOCTYPE_SYSTEM_KEYWORD, // #after-doctype-system-keyword-state
  BEFORE_DOCTYPE_SYSTEM_IDENTIFIER, // #before-doctype-system-identifier-state
  DOCTYPE_SYSTEM_IDENTIFIER_DOUBLE_QUOTED, // #doctype-system-identifier-(double-quoted)-state
  DOCTYPE_SYSTEM_IDENTIFIER_SINGLE_QUOTED, // #doctype-system-identifier-(single-quoted)-state
  AFTER_DOCTYPE_SYSTEM_IDENTIFIER, // #after-doctype-system-identifier-state
  BOGUS_DOCTYPE, // #bogus-doctype-state
  PROCESSING_INSTRUCTION_OPEN, // #processing-instruction-open-state
  PROCESSING_INSTRUCTION_TARGET, // #processing-instruction-target-state
  AFTER_PROCESSING_INSTRUCTION_TARGET, // #after-processing-instruction-target-state
  PROCESSING_INSTRUCTION_DATA, // #processing-instruction-data-state
  PROCESSING_INSTRUCTION_QUESTIONABLE, // #processing-instruction-questionable-state
  /** After EOF was emitted. */
  DONE,
}
