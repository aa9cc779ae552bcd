import { ERR } from '../../lib/common/error-codes.js';

/**
 * What a vfile message says about each parse error: a short reason, and a note on what the
 * parser did or what the author likely meant. Our own wording; the codes, positions, severities
 * and links are what rehype-parse gives.
 */
export interface ParseErrorText {
  reason: string;
  note: string;
}

/** Tree-construction codes: parse5's names, which the spec has no anchors for. */
const TREE_CONSTRUCTION_CODES: ReadonlySet<string> = new Set([
  ERR.nonConformingDoctype,
  ERR.missingDoctype,
  ERR.misplacedDoctype,
  ERR.endTagWithoutMatchingOpenElement,
  ERR.closingOfElementWithOpenChildElements,
  ERR.disallowedContentInNoscriptInHead,
  ERR.openElementsLeftAfterEof,
  ERR.abandonedHeadElementChild,
  ERR.misplacedStartTagForHeadElement,
  ERR.nestedNoscriptInHead,
  ERR.eofInElementThatCanContainOnlyText,
]);

const SPEC_PARSE_ERRORS = 'https://html.spec.whatwg.org/multipage/parsing.html#parse-error-';

/** The Living Standard's description of a tokenizer or input-stream error; none for the others. */
export function parseErrorUrl(code: string): string | undefined {
  return TREE_CONSTRUCTION_CODES.has(code) ? undefined : SPEC_PARSE_ERRORS + code;
}

const TEXTS: Readonly<Record<ERR, ParseErrorText>> = {
  [ERR.controlCharacterInInputStream]: {
    reason: 'Control character in the input',
    note: 'A C0 or C1 control character other than white space or NULL is not allowed in HTML; remove it',
  },
  [ERR.noncharacterInInputStream]: {
    reason: 'Unicode noncharacter in the input',
    note: 'Noncharacters such as U+FFFE are not allowed in HTML; remove it',
  },
  [ERR.surrogateInInputStream]: {
    reason: 'Lone surrogate in the input',
    note: 'A UTF-16 surrogate without its pair is not a character; the input is likely mis-encoded',
  },
  [ERR.abruptClosingOfEmptyComment]: {
    reason: 'Empty comment closed too early',
    note: 'A comment written `<!-->` or `<!--->` ends at that `>`; write `<!---->` for an empty comment',
  },
  [ERR.abruptDoctypePublicIdentifier]: {
    reason: 'Doctype public identifier cut off by `>`',
    note: 'The quoted public identifier has no closing quote before the `>` that ends the doctype',
  },
  [ERR.abruptDoctypeSystemIdentifier]: {
    reason: 'Doctype system identifier cut off by `>`',
    note: 'The quoted system identifier has no closing quote before the `>` that ends the doctype',
  },
  [ERR.absenceOfDigitsInNumericCharacterReference]: {
    reason: 'Numeric character reference without digits',
    note: 'After `&#` come decimal digits, after `&#x` hexadecimal digits; the text is kept as written',
  },
  [ERR.cdataInHtmlContent]: {
    reason: 'CDATA section outside SVG or MathML',
    note: '`<![CDATA[` starts a CDATA section only in foreign content; in HTML it becomes a comment',
  },
  [ERR.characterReferenceOutsideUnicodeRange]: {
    reason: 'Numeric character reference beyond U+10FFFF',
    note: 'The highest code point is 10FFFF (decimal 1114111); the reference becomes U+FFFD',
  },
  [ERR.controlCharacterReference]: {
    reason: 'Numeric character reference to a control character',
    note: 'References to C0 or C1 controls are errors; some map to the Windows-1252 character of that number',
  },
  [ERR.duplicateAttribute]: {
    reason: 'Duplicate attribute',
    note: 'An attribute may appear once per tag; the first one counts and this one is dropped',
  },
  [ERR.endTagWithAttributes]: {
    reason: 'End tag with attributes',
    note: 'End tags take no attributes; these are ignored',
  },
  [ERR.endTagWithTrailingSolidus]: {
    reason: 'End tag ending in `/>`',
    note: 'End tags close with `>`; the `/` is ignored',
  },
  [ERR.eofBeforeTagName]: {
    reason: 'End of input after `<`',
    note: 'A `<` at the very end is text; escape it as `&lt;`',
  },
  [ERR.eofInCdata]: {
    reason: 'End of input in a CDATA section',
    note: 'The CDATA section has no `]]>`; it runs to the end of the input',
  },
  [ERR.eofInComment]: {
    reason: 'End of input in a comment',
    note: 'The comment has no `-->`; it runs to the end of the input',
  },
  [ERR.eofInDoctype]: {
    reason: 'End of input in a doctype',
    note: 'The doctype has no `>`; the document goes into quirks mode',
  },
  [ERR.eofInScriptHtmlCommentLikeText]: {
    reason: 'End of input in `<!--` inside a script',
    note: 'Script text with `<!--` and no `-->` runs to the end of the input',
  },
  [ERR.eofInTag]: {
    reason: 'End of input in a tag',
    note: 'The tag has no `>`; it is dropped',
  },
  [ERR.incorrectlyClosedComment]: {
    reason: 'Comment closed by `--!>`',
    note: 'Comments close with `-->`; `--!>` ends the comment all the same',
  },
  [ERR.incorrectlyOpenedComment]: {
    reason: 'Markup declaration that is not a comment, doctype or CDATA',
    note: '`<!` not followed by `--`, `DOCTYPE` or `[CDATA[` starts a bogus comment that ends at the next `>`',
  },
  [ERR.invalidCharacterSequenceAfterDoctypeName]: {
    reason: 'Unexpected text after the doctype name',
    note: 'After the name a doctype may have only `PUBLIC` or `SYSTEM` identifiers; the document goes into quirks mode',
  },
  [ERR.invalidFirstCharacterOfTagName]: {
    reason: 'Tag name not starting with a letter',
    note: 'After `<` or `</` a tag name starts with an ASCII letter; the text is kept (escape `<` as `&lt;`)',
  },
  [ERR.missingAttributeValue]: {
    reason: 'Attribute with `=` but no value',
    note: 'A `>` follows the `=`; the attribute gets an empty value',
  },
  [ERR.missingDoctypeName]: {
    reason: 'Doctype without a name',
    note: 'Write `<!doctype html>`; the document goes into quirks mode',
  },
  [ERR.missingDoctypePublicIdentifier]: {
    reason: 'Doctype `PUBLIC` keyword without an identifier',
    note: 'The doctype ends before the quoted public identifier; the document goes into quirks mode',
  },
  [ERR.missingDoctypeSystemIdentifier]: {
    reason: 'Doctype `SYSTEM` keyword without an identifier',
    note: 'The doctype ends before the quoted system identifier; the document goes into quirks mode',
  },
  [ERR.missingEndTagName]: {
    reason: 'End tag without a name',
    note: '`</>` is ignored',
  },
  [ERR.missingQuoteBeforeDoctypePublicIdentifier]: {
    reason: 'Doctype public identifier without quotes',
    note: 'Identifiers are quoted with `"` or `\'`; the document goes into quirks mode',
  },
  [ERR.missingQuoteBeforeDoctypeSystemIdentifier]: {
    reason: 'Doctype system identifier without quotes',
    note: 'Identifiers are quoted with `"` or `\'`; the document goes into quirks mode',
  },
  [ERR.missingSemicolonAfterCharacterReference]: {
    reason: 'Character reference without `;`',
    note: 'The reference is decoded, but write it with its `;`',
  },
  [ERR.missingWhitespaceAfterDoctypePublicKeyword]: {
    reason: 'No white space after `PUBLIC` in the doctype',
    note: 'Separate the keyword and the identifier with white space',
  },
  [ERR.missingWhitespaceAfterDoctypeSystemKeyword]: {
    reason: 'No white space after `SYSTEM` in the doctype',
    note: 'Separate the keyword and the identifier with white space',
  },
  [ERR.missingWhitespaceBeforeDoctypeName]: {
    reason: 'No white space before the doctype name',
    note: 'Write `<!doctype html>`',
  },
  [ERR.missingWhitespaceBetweenAttributes]: {
    reason: 'No white space between attributes',
    note: 'Separate attributes with white space',
  },
  [ERR.missingWhitespaceBetweenDoctypePublicAndSystemIdentifiers]: {
    reason: 'No white space between the doctype identifiers',
    note: 'Separate the public and system identifiers with white space',
  },
  [ERR.nestedComment]: {
    reason: '`<!--` inside a comment',
    note: 'Comments do not nest: the first `-->` ends this one',
  },
  [ERR.noncharacterCharacterReference]: {
    reason: 'Numeric character reference to a noncharacter',
    note: 'Noncharacters such as U+FFFE are not allowed in HTML',
  },
  [ERR.nonVoidHtmlElementStartTagWithTrailingSolidus]: {
    reason: '`/>` on an element that is not void',
    note: 'In HTML `/>` does not close elements such as `<div/>`: the element stays open',
  },
  [ERR.nullCharacterReference]: {
    reason: 'Numeric character reference to NULL',
    note: '`&#0;` becomes U+FFFD',
  },
  [ERR.surrogateCharacterReference]: {
    reason: 'Numeric character reference to a surrogate',
    note: 'Surrogates are not characters; the reference becomes U+FFFD',
  },
  [ERR.unexpectedCharacterAfterDoctypeSystemIdentifier]: {
    reason: 'Unexpected text after the doctype system identifier',
    note: 'Nothing but white space may follow the system identifier; the text is ignored',
  },
  [ERR.unexpectedCharacterInAttributeName]: {
    reason: 'Quote or `<` in an attribute name',
    note: '`"`, `\'` and `<` become part of the attribute name; likely a missing space or `=`',
  },
  [ERR.unexpectedCharacterInUnquotedAttributeValue]: {
    reason: 'Quote, `<`, `=` or backtick in an unquoted attribute value',
    note: 'Quote values that contain these characters',
  },
  [ERR.unexpectedEqualsSignBeforeAttributeName]: {
    reason: '`=` before an attribute name',
    note: 'The `=` becomes the start of the attribute name',
  },
  [ERR.unexpectedNullCharacter]: {
    reason: 'NULL character',
    note: 'U+0000 is not allowed here; it is dropped or becomes U+FFFD',
  },
  [ERR.disallowedProcessingInstructionTarget]: {
    reason: '`<?xml` or `<?xml-stylesheet` in HTML',
    note: 'These targets are not processing instructions in HTML: the `<?...>` becomes a bogus comment',
  },
  [ERR.eofInProcessingInstruction]: {
    reason: 'Unexpected end of file in a processing instruction',
    note: 'Close it with `?>`; the unfinished `<?...` is dropped',
  },
  [ERR.invalidFirstCharacterOfProcessingInstructionTarget]: {
    reason: 'Unexpected character at the start of a processing instruction target',
    note: 'A target starts with an ASCII letter or `_`; the `<?...>` becomes a bogus comment',
  },
  [ERR.invalidProcessingInstructionTarget]: {
    reason: 'Unexpected character in a processing instruction target',
    note: 'A target is ASCII letters, digits, `-` and `_`; the `<?...>` becomes a bogus comment',
  },
  [ERR.unexpectedSolidusInTag]: {
    reason: '`/` inside a tag',
    note: 'A `/` not directly before `>` is ignored; likely a missing space or quote',
  },
  [ERR.unknownNamedCharacterReference]: {
    reason: 'Unknown named character reference',
    note: 'No character is named like this; the text is kept as written (escape `&` as `&amp;`)',
  },
  [ERR.nonConformingDoctype]: {
    reason: 'Doctype other than `<!doctype html>`',
    note: 'Legacy or unknown doctypes may switch the document into quirks or limited-quirks mode',
  },
  [ERR.missingDoctype]: {
    reason: 'No doctype',
    note: 'Start the document with `<!doctype html>`; without it the document is in quirks mode',
  },
  [ERR.misplacedDoctype]: {
    reason: 'Doctype after the start of the document',
    note: 'A doctype is only allowed first; this one is ignored',
  },
  [ERR.endTagWithoutMatchingOpenElement]: {
    reason: 'End tag without an open element of its name',
    note: 'The end tag is ignored',
  },
  [ERR.closingOfElementWithOpenChildElements]: {
    reason: 'End tag closing elements that are still open inside it',
    note: 'The elements inside are closed too; likely a missing end tag',
  },
  [ERR.disallowedContentInNoscriptInHead]: {
    reason: 'Content not allowed in `<noscript>` in `<head>`',
    note: 'In the head, `<noscript>` may hold only `<link>`, `<meta>` and `<style>`; the noscript is closed',
  },
  [ERR.openElementsLeftAfterEof]: {
    reason: 'Elements still open at the end of the input',
    note: 'The end of the input closes them; likely missing end tags',
  },
  [ERR.abandonedHeadElementChild]: {
    reason: 'Head content after `</head>`',
    note: 'The element is moved into the head',
  },
  [ERR.misplacedStartTagForHeadElement]: {
    reason: '`<head>` where a head is not allowed',
    note: 'Only one head, before the body; this tag is ignored',
  },
  [ERR.nestedNoscriptInHead]: {
    reason: '`<noscript>` inside `<noscript>` in the head',
    note: 'The nested tag is ignored',
  },
  [ERR.eofInElementThatCanContainOnlyText]: {
    reason: 'End of input in an element that holds only text',
    note: '`<script>`, `<style>`, `<textarea>` and the like run to their end tag; it is missing',
  },
};

/** The text for `code`; one the table lacks (a code newer than this table) gets a plain one. */
export function parseErrorText(code: string): ParseErrorText {
  return (TEXTS as Record<string, ParseErrorText | undefined>)[code] ?? { reason: `Parse error: ${code}`, note: '' };
}
