import type { Attribute } from '../common/attribute.js';
import type { TAG } from '../common/tags.js';

/**
 * The internal token interface between the tokenizer and its consumer (the tree builder, or the
 * public `tokenize` stream). All offsets are input offsets: into the whole input, also when it
 * comes in pieces and the tokenizer holds only the text from some offset on.
 */

/**
 * A start or end tag. The tokenizer refills one object for every tag, so it is the sink's only
 * during the call: a sink that keeps a tag (the active formatting list) keeps a copy.
 */
export interface TagToken {
  /** Lowercased tag name. */
  tagName: string;
  /** Interned id of `tagName` (TAG.UNKNOWN when the tree-construction rules never name it). */
  tagId: TAG;
  /**
   * Attributes in source order, duplicates already dropped (first one wins): an array of the
   * tag's own, or the frozen NO_ATTRIBUTES when it has none.
   */
  attrs: Attribute[];
  selfClosing: boolean;
  /** Set by the tree builder when it acknowledges the self-closing flag. */
  ackSelfClosing: boolean;
  /** Offset of the `<`. */
  start: number;
  /** Offset just past the `>` (or the end of input for a tag cut off by EOF, which is not emitted). */
  end: number;
  /**
   * Only when the tokenizer was asked to track attribute spans (else null): five offsets per
   * attribute in `attrs`, `[nameStart, nameEnd, valueStart, valueEnd, attrEnd]`. For an attribute
   * with no value, valueStart === valueEnd === nameEnd. For a quoted value the value span excludes
   * the quotes, and attrEnd is just past the closing quote (else attrEnd === valueEnd). Spans of
   * dropped duplicate attributes are not kept. Like the tag, refilled for the next tag.
   */
  attrSpans: number[] | null;
}

/**
 * A comment token as the tree-construction rules see it. A processing instruction token takes
 * the same path (it goes wherever a comment goes, in every insertion mode): then `instruction`
 * is that token and `data` its data; for a comment `instruction` is null.
 */
export interface CommentToken {
  data: string;
  instruction: ProcessingInstructionToken | null;
  start: number;
  end: number;
}

/** A processing instruction token (#processing-instruction-data-state): `<?target data>`. */
export interface ProcessingInstructionToken {
  /** The target as written (ASCII alphanumerics, `-` and `_`; case kept). */
  target: string;
  /** The data, line breaks normalized; a `?` right before the closing `>` is not part of it. */
  data: string;
  /**
   * The whitespace between the target and the data, line breaks normalized (for the comment an
   * adapter without processing instruction nodes gets: the text between `<` and `>`).
   */
  space: string;
  /** Offset of the `<`. */
  start: number;
  /** Offset just past the `>`. */
  end: number;
  /** Input range of the data: [dataStart, dataEnd) (equal when the data is empty). */
  dataStart: number;
  dataEnd: number;
}

export interface DoctypeToken {
  name: string | null;
  publicId: string | null;
  systemId: string | null;
  forceQuirks: boolean;
  start: number;
  end: number;
}

/** The text states the tree builder can switch the tokenizer to after a start tag. */
export const enum TextState {
  DATA = 0,
  RCDATA = 1,
  RAWTEXT = 2,
  SCRIPT_DATA = 3,
  PLAINTEXT = 4,
  /** Only as an initial state of the public token stream (html5lib's "CDATA section state"). */
  CDATA_SECTION = 5,
}

/**
 * What the tokenizer calls. Character tokens arrive as runs: one `onText` per run of them between
 * other tokens (how runs are cut carries no meaning: a consumer must give the same result for
 * any cut). No run holds U+0000: in the data state and in CDATA sections each U+0000 comes alone
 * through `onNullCharacter` (the data state reports `unexpected-null-character` first), and the
 * other text states have already replaced it by U+FFFD. `start` and `end` are input offsets; with
 * `exactTextOffsets` a run is the input [start, end) itself up to line-break normalization.
 */
export interface TokenSink {
  /**
   * The first input offset the sink may still map through the Source after the tokens that
   * carried it, or -1 for none (a sink without the method maps none): a push parser keeps the
   * input from there when it drops consumed text.
   */
  heldFrom?(): number;
  onStartTag(token: TagToken): void;
  onEndTag(token: TagToken): void;
  onText(text: string, start: number, end: number): void;
  onNullCharacter(offset: number): void;
  onComment(data: string, start: number, end: number): void;
  onProcessingInstruction(token: ProcessingInstructionToken): void;
  onDoctype(token: DoctypeToken): void;
  onEof(offset: number): void;
  /**
   * Asked when the tokenizer meets `<![CDATA[` in the markup declaration open state: true when
   * there is an adjusted current node and it is not in the HTML namespace.
   */
  isCdataAllowed(): boolean;
}

/**
 * What a sink may ask of the tokenizer feeding it (the tree builder's feedback, #tree-construction):
 * given to the sink when the parts of a run are made (see Engine).
 */
export interface TokenizerControl {
  switchTo(state: TextState): void;
  /** Stops tokenizing right after the current token, to go on later from there. */
  pauseAfterToken(): void;
}
