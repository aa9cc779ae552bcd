import type {
  CommentToken,
  DoctypeToken,
  ProcessingInstructionToken,
  TagToken,
  TokenSink,
} from '../tokenizer/token.js';
import type { TreeBuilder } from './tree-builder.js';
import { ERR } from '../common/error-codes.js';
import { NsId } from '../common/namespaces.js';
import { TAG } from '../common/tags.js';
import { Cat } from '../common/tag-categories.js';
import { Mode } from './insertion-mode.js';
import { Chars, ProcessResult } from './rules.js';
import { isWhitespaceCode } from './text-utils.js';
import { RULES } from './insertion-modes/index.js';
import * as inBody from './insertion-modes/in-body.js';
import * as foreign from './insertion-modes/in-foreign-content.js';

/** The dispatcher's one comment token, refilled for each comment or processing instruction. */
class Comment implements CommentToken {
  data = '';
  instruction: ProcessingInstructionToken | null = null;
  start = 0;
  end = 0;
}

/**
 * The tree construction dispatcher (#tree-construction-dispatcher): the token entry of tree construction. Receives the
 * tokenizer's tokens (TokenSink), sends each to the current insertion mode's rules or to the
 * rules for foreign content, and processes it again for as long as the rules say REPROCESS, so
 * the call depth never grows with the input. Character runs are split here when a rule asks
 * (SPLIT_WHITESPACE), with the Source mapping offsets inside a run: no rule does offset
 * arithmetic. In body, the most frequent mode by far, is called directly rather than through
 * the RULES table.
 */
export class TreeConstructionDispatcher implements TokenSink {
  private readonly comment = new Comment();
  /**
   * Where an LF that followed pre, listing or textarea was dropped, while the next character
   * tokens may still start their text there (-1 otherwise): like parse5, a text's location keeps
   * the dropped LF when whitespace follows it, whether or not the LF came in the same run.
   */
  private droppedNewline = -1;

  constructor(readonly builder: TreeBuilder) {}

  heldFrom(): number {
    return this.builder.heldFrom();
  }

  onStartTag(token: TagToken): void {
    const b = this.builder;
    b.beginToken(token.start, token.end, null);
    this.notCharacters();
    let result: ProcessResult;
    do {
      if (this.useForeignRulesForStartTag(token)) result = foreign.startTag(b, token);
      else if (b.mode === Mode.IN_BODY) result = inBody.startTag(b, token);
      else result = RULES[b.mode].startTag(b, token);
    } while (result !== ProcessResult.DONE);
    if (token.selfClosing && !token.ackSelfClosing) b.err(ERR.nonVoidHtmlElementStartTagWithTrailingSolidus);
  }

  onEndTag(token: TagToken): void {
    const b = this.builder;
    b.beginToken(token.start, token.end, token);
    this.notCharacters();
    let result: ProcessResult;
    do {
      if (this.useForeignRules()) result = foreign.endTag(b, token);
      else if (b.mode === Mode.IN_BODY) result = inBody.endTag(b, token);
      else result = RULES[b.mode].endTag(b, token);
    } while (result !== ProcessResult.DONE);
  }

  onText(text: string, start: number, end: number): void {
    const b = this.builder;
    let textStart = start;
    if (b.skipNextNewline) {
      b.skipNextNewline = false;
      if (text.charCodeAt(0) === 0x0a) {
        if (text.length === 1) {
          this.droppedNewline = start;
          return;
        }
        textStart = b.source.offsetAfter(start, 1);
        if (!isWhitespaceCode(text.charCodeAt(1))) start = textStart;
        text = text.slice(1);
      }
    } else if (this.droppedNewline !== -1) {
      if (isWhitespaceCode(text.charCodeAt(0))) start = this.droppedNewline;
      this.droppedNewline = -1;
    }
    this.characters(text, start, end, Chars.MIXED, textStart);
  }

  onNullCharacter(offset: number): void {
    this.notCharacters();
    this.characters('\0', offset, offset + 1, Chars.NUL);
  }

  /** A token other than a run of characters other than U+0000 has come. */
  private notCharacters(): void {
    this.builder.skipNextNewline = false;
    this.droppedNewline = -1;
  }

  /**
   * Processes a run of character tokens [start, end) known to hold `chars`; the characters start
   * at `textStart` (later than `start` when a dropped LF is kept in the run's location).
   */
  private characters(text: string, start: number, end: number, chars: Chars, textStart = start): void {
    const b = this.builder;
    for (;;) {
      b.beginToken(start, end, null, text, textStart);
      let result: ProcessResult;
      if (this.useForeignRulesForCharacters()) result = foreign.characters(b, text, chars);
      else if (b.mode === Mode.IN_BODY) result = inBody.characters(b, text, chars);
      else result = RULES[b.mode].characters(b, text, chars);
      if (result === ProcessResult.DONE) return;
      if (result === ProcessResult.SPLIT_WHITESPACE) {
        // The leading run of whitespace, or of other characters, goes first with its kind; the
        // rest is processed afterwards as a run of its own (a rule never splits a split piece).
        const whitespace = isWhitespaceCode(text.charCodeAt(0));
        let n = 1;
        while (n < text.length && isWhitespaceCode(text.charCodeAt(n)) === whitespace) n++;
        const kind = whitespace ? Chars.WHITESPACE : Chars.OTHER;
        if (n === text.length) {
          chars = kind;
          continue;
        }
        const mid = b.source.offsetAfter(textStart, n);
        this.characters(text.slice(0, n), start, mid, kind, textStart);
        text = text.slice(n);
        start = textStart = mid;
        chars = Chars.MIXED;
      }
    }
  }

  onComment(data: string, start: number, end: number): void {
    this.commentOrProcessingInstruction(data, null, start, end);
  }

  /**
   * A processing instruction token goes where a comment token goes, in every insertion mode and
   * in foreign content ("insert a processing instruction" mirrors "insert a comment"), so it
   * takes the comment rules, the token saying which of the two it is.
   */
  onProcessingInstruction(token: ProcessingInstructionToken): void {
    this.commentOrProcessingInstruction(token.data, token, token.start, token.end);
  }

  private commentOrProcessingInstruction(data: string, instruction: ProcessingInstructionToken | null, start: number, end: number): void {
    const b = this.builder;
    const comment = this.comment;
    comment.data = data;
    comment.instruction = instruction;
    comment.start = start;
    comment.end = end;
    b.beginToken(start, end, null);
    this.notCharacters();
    if (this.useForeignRules()) b.insertComment(comment, null);
    else while (RULES[b.mode].comment(b, comment) !== ProcessResult.DONE);
  }

  onDoctype(token: DoctypeToken): void {
    const b = this.builder;
    b.beginToken(token.start, token.end, null);
    this.notCharacters();
    if (!this.useForeignRules()) while (RULES[b.mode].doctype(b, token) !== ProcessResult.DONE);
    else b.err(ERR.misplacedDoctype);
  }

  onEof(offset: number): void {
    const b = this.builder;
    b.beginToken(offset, offset, null);
    while (RULES[b.mode].eof(b) !== ProcessResult.DONE);
  }

  /** Whether the tokenizer may open a CDATA section: the adjusted current node is not HTML. */
  isCdataAllowed(): boolean {
    const b = this.builder;
    return b.open.length > 0 && b.adjustedCurrentNs() !== NsId.HTML;
  }

  // The tree construction dispatcher's choice between the current insertion mode and foreign
  // content: these tokens go to foreign content only when the adjusted current node is not HTML
  // and is not an integration point that takes the token as HTML.

  private useForeignRules(): boolean {
    const b = this.builder;
    const open = b.open;
    if (open.currentNs === NsId.HTML && !(open.length === 1 && b.isFragment)) return false;
    if (open.length === 0) return false;
    return b.adjustedCurrentNs() !== NsId.HTML;
  }

  private useForeignRulesForStartTag(token: TagToken): boolean {
    if (!this.useForeignRules()) return false;
    const b = this.builder;
    const cats = b.adjustedCurrentCats();
    const id = token.tagId;
    if ((cats & Cat.MATHML_TEXT_INTEGRATION) !== 0 && id !== TAG.MGLYPH && id !== TAG.MALIGNMARK) return false;
    if (id === TAG.SVG && b.adjustedCurrentNs() === NsId.MATHML && b.adjustedCurrentTagId() === TAG.ANNOTATION_XML) {
      return false;
    }
    return (cats & Cat.HTML_INTEGRATION) === 0;
  }

  private useForeignRulesForCharacters(): boolean {
    if (!this.useForeignRules()) return false;
    return (this.builder.adjustedCurrentCats() & (Cat.MATHML_TEXT_INTEGRATION | Cat.HTML_INTEGRATION)) === 0;
  }
}
