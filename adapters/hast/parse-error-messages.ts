import { ERR } from '../../lib/common/error-codes.js';
import { TREE_CONSTRUCTION_ERRORS, type TreeConstructionError } from '../../lib/common/tree-construction-errors.js';

/**
 * What a vfile message says about each parse error: a short reason, and a note on what the
 * parser did or what the author likely meant. Our own wording; the codes, positions, severities
 * and links are what rehype-parse gives.
 */
export interface ParseErrorText {
  reason: string;
  note: string;
}

const SPEC_PARSING = 'https://html.spec.whatwg.org/multipage/parsing.html#';

/**
 * Where a message links: the Living Standard's description of a tokenizer or input-stream error
 * (a code the spec defines); none for parse5's tree-construction codes, as rehype-parse gives
 * none; for larch's other tree-construction codes, the spec section whose rules report it.
 */
export function parseErrorUrl(code: string): string | undefined {
  const tree = (TREE_CONSTRUCTION_ERRORS as Readonly<Record<string, TreeConstructionError | undefined>>)[code];
  if (tree === undefined || tree.specCode === true) return `${SPEC_PARSING}parse-error-${code}`;
  return tree.parse5 === undefined ? SPEC_PARSING + tree.anchors[0]! : undefined;
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
  [ERR.misplacedStartTag]: {
    reason: 'Start tag not allowed here',
    note: 'Table parts outside a table, or anything but frames in a frameset; the tag is ignored',
  },
  [ERR.misplacedEndTag]: {
    reason: 'End tag not allowed here',
    note: 'This end tag cannot close anything at this point (in a table, a frameset); it is ignored',
  },
  [ERR.misplacedCharacter]: {
    reason: 'Text not allowed here',
    note: 'A frameset holds no text; the character is ignored',
  },
  [ERR.misplacedStartTagForHtmlElement]: {
    reason: 'Second `<html>` tag',
    note: 'Its attributes are added to the html element, unless it already has them; the tag is otherwise ignored',
  },
  [ERR.misplacedStartTagForBodyElement]: {
    reason: 'Second `<body>` tag',
    note: 'Its attributes are added to the body element, unless it already has them; the tag is otherwise ignored',
  },
  [ERR.misplacedStartTagForFramesetElement]: {
    reason: '`<frameset>` after the body started',
    note: 'A frameset replaces the body only before any content; the tag is ignored',
  },
  [ERR.contentAfterBody]: {
    reason: 'Content after `</body>` or `</html>`',
    note: 'It is added to the end of the body as if the end tag were not there',
  },
  [ERR.nestedHeadingElement]: {
    reason: 'Heading inside a heading',
    note: 'The open heading is closed first; likely a missing end tag',
  },
  [ERR.nestedButtonElement]: {
    reason: '`<button>` inside a button',
    note: 'The open button is closed first; buttons cannot nest',
  },
  [ERR.nestedAElement]: {
    reason: '`<a>` inside a link',
    note: 'The open link is closed first; links cannot nest',
  },
  [ERR.nestedNobrElement]: {
    reason: '`<nobr>` inside `<nobr>`',
    note: 'The open nobr is closed first',
  },
  [ERR.nestedFormElement]: {
    reason: '`<form>` inside a form',
    note: 'Forms cannot nest; the tag is ignored',
  },
  [ERR.nestedSelectElement]: {
    reason: '`<select>` inside a select',
    note: 'The open select is closed and the tag ignored',
  },
  [ERR.nestedTableElement]: {
    reason: '`<table>` directly inside a table',
    note: 'The open table is closed first; put a nested table in a cell',
  },
  [ERR.nestedOptionElement]: {
    reason: 'Option, optgroup or `<hr>` inside an open option',
    note: 'An element inside the option keeps it open, so the new element goes inside it',
  },
  [ERR.inputElementInSelect]: {
    reason: '`<input>` inside a select',
    note: 'The select is closed first',
  },
  [ERR.misnestedRubyElement]: {
    reason: 'Ruby annotation not directly in `<ruby>`',
    note: '`<rb>`, `<rt>`, `<rtc>` and `<rp>` belong directly in a ruby (`<rt>` and `<rp>` also in `<rtc>`)',
  },
  [ERR.imageStartTag]: {
    reason: '`<image>` tag',
    note: 'There is no image element; it is treated as `<img>`',
  },
  [ERR.brEndTag]: {
    reason: '`</br>` end tag',
    note: 'br has no end tag; it is treated as `<br>`',
  },
  [ERR.fosterParentedCharacter]: {
    reason: 'Text directly inside a table',
    note: 'Only white space may sit between table parts; the text is moved before the table',
  },
  [ERR.fosterParentedStartTag]: {
    reason: 'Element directly inside a table',
    note: 'Only table parts may sit in a table outside its cells; the element is moved before the table',
  },
  [ERR.fosterParentedEndTag]: {
    reason: 'End tag directly inside a table',
    note: 'It is handled as if outside the table; likely a missing cell or a misnested tag',
  },
  [ERR.hiddenInputInTable]: {
    reason: 'Hidden input directly inside a table',
    note: 'It stays in the table, unlike other content there; put it in a cell',
  },
  [ERR.formInTable]: {
    reason: '`<form>` directly inside a table',
    note: 'The form is left empty and its controls are not inside it; put the table in the form',
  },
  [ERR.tableCellWithoutRow]: {
    reason: 'Table cell outside a row',
    note: 'A `<tr>` is implied around it',
  },
  [ERR.htmlElementInForeignContent]: {
    reason: 'HTML element inside SVG or MathML',
    note: 'It closes the open SVG or MathML elements; use `<foreignObject>` for HTML in SVG',
  },
};

/** The text for `code`; one the table lacks (a code newer than this table) gets a plain one. */
export function parseErrorText(code: string): ParseErrorText {
  return (TEXTS as Record<string, ParseErrorText | undefined>)[code] ?? { reason: `Parse error: ${code}`, note: '' };
}
