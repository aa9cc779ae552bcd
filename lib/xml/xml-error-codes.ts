/**
 * Parse error codes of the XML5 parser. Where XML5 meets the same problem as the HTML tokenizer
 * the HTML Living Standard's code is reused; the rest name what XML5 tolerates.
 */
export enum XML_ERR {
  // Tags.
  invalidFirstCharacterOfTagName = 'invalid-first-character-of-tag-name',
  eofBeforeTagName = 'eof-before-tag-name',
  eofInTag = 'eof-in-tag',
  unexpectedSolidusInTag = 'unexpected-solidus-in-tag',
  unexpectedCharacterInEndTag = 'unexpected-character-in-end-tag',
  missingWhitespaceBetweenAttributes = 'missing-whitespace-between-attributes',
  missingAttributeValue = 'missing-attribute-value',
  unquotedAttributeValue = 'unquoted-attribute-value',
  duplicateAttribute = 'duplicate-attribute',
  // Processing instructions, comments, CDATA.
  missingProcessingInstructionTarget = 'missing-processing-instruction-target',
  eofInProcessingInstruction = 'eof-in-processing-instruction',
  incorrectlyOpenedComment = 'incorrectly-opened-comment',
  abruptClosingOfEmptyComment = 'abrupt-closing-of-empty-comment',
  incorrectlyClosedComment = 'incorrectly-closed-comment',
  nestedComment = 'nested-comment',
  eofInComment = 'eof-in-comment',
  eofInCdata = 'eof-in-cdata',
  // DOCTYPE.
  missingWhitespaceBeforeDoctypeName = 'missing-whitespace-before-doctype-name',
  missingDoctypeName = 'missing-doctype-name',
  invalidCharacterSequenceAfterDoctypeName = 'invalid-character-sequence-after-doctype-name',
  missingWhitespaceAfterDoctypePublicKeyword = 'missing-whitespace-after-doctype-public-keyword',
  missingWhitespaceAfterDoctypeSystemKeyword = 'missing-whitespace-after-doctype-system-keyword',
  missingDoctypePublicIdentifier = 'missing-doctype-public-identifier',
  missingDoctypeSystemIdentifier = 'missing-doctype-system-identifier',
  missingQuoteBeforeDoctypePublicIdentifier = 'missing-quote-before-doctype-public-identifier',
  missingQuoteBeforeDoctypeSystemIdentifier = 'missing-quote-before-doctype-system-identifier',
  abruptDoctypePublicIdentifier = 'abrupt-doctype-public-identifier',
  abruptDoctypeSystemIdentifier = 'abrupt-doctype-system-identifier',
  missingWhitespaceBetweenDoctypePublicAndSystemIdentifiers = 'missing-whitespace-between-doctype-public-and-system-identifiers',
  unexpectedCharacterAfterDoctypeSystemIdentifier = 'unexpected-character-after-doctype-system-identifier',
  unexpectedCharacterAfterDoctypeInternalSubset = 'unexpected-character-after-doctype-internal-subset',
  eofInDoctype = 'eof-in-doctype',
  // Character and entity references.
  unescapedAmpersand = 'unescaped-ampersand',
  absenceOfDigitsInNumericCharacterReference = 'absence-of-digits-in-numeric-character-reference',
  missingSemicolonAfterCharacterReference = 'missing-semicolon-after-character-reference',
  nullCharacterReference = 'null-character-reference',
  surrogateCharacterReference = 'surrogate-character-reference',
  characterReferenceOutsideUnicodeRange = 'character-reference-outside-unicode-range',
  unknownNamedCharacterReference = 'unknown-named-character-reference',
  recursiveEntityReference = 'recursive-entity-reference',
  entityExpansionLimitExceeded = 'entity-expansion-limit-exceeded',
  // Tree construction (the three phases).
  textOutsideRootElement = 'text-outside-root-element',
  unexpectedElementAfterRoot = 'unexpected-element-after-root',
  unexpectedEndTag = 'unexpected-end-tag',
  mismatchedEndTag = 'mismatched-end-tag',
  unexpectedDoctype = 'unexpected-doctype',
  missingRootElement = 'missing-root-element',
  eofInElement = 'eof-in-element',
  // Namespaces.
  unboundNamespacePrefix = 'unbound-namespace-prefix',
  /** A declaration of a reserved prefix or namespace name, or an element named `xmlns:...`. */
  reservedNamespacePrefix = 'reserved-namespace-prefix',
  /** `xmlns:p=""` in an XML 1.0 document (only XML 1.1 may undeclare a prefix). */
  emptyPrefixedNamespaceDeclaration = 'empty-prefixed-namespace-declaration',
  /** Two attributes with the same namespace and local name, written with different prefixes. */
  duplicateNamespacedAttribute = 'duplicate-namespaced-attribute',
}
