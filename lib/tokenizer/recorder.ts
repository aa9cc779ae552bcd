import type { State } from './state.js';

/**
 * Boundaries the tokenizer finds that its tokens do not carry, for a consumer that classifies
 * every character of the input (the lexical scanner, lib/scanner/). A tokenizer always has one:
 * without a consumer it is IGNORED_BOUNDARIES, whose calls V8 inlines to nothing, so the states
 * call it without a check. All offsets are input offsets; calls come in input order, interleaved
 * with the sink's tokens.
 */
export interface TokenizerRecorder {
  /** A tag's name ends at `nameEnd` (before its attributes are read); the tag's `<` is at `start`. */
  tagName(start: number, nameEnd: number): void;
  /**
   * An attribute (a duplicate too, though the tag will not hold it), once it is complete: when the
   * next one starts, the tag ends or the input ends inside the tag. Its name spans
   * [nameStart, nameEnd). With a value, the value spans [valueStart, valueEnd), quotes excluded,
   * and `attrEnd` is past the closing quote of a quoted value, else equal to `valueEnd`; without
   * one (or when the input ended inside it), `attrEnd` equals `nameEnd`.
   */
  attribute(nameStart: number, nameEnd: number, valueStart: number, valueEnd: number, attrEnd: number): void;
  /**
   * Whether the tags' attributes are needed, their values built as strings: otherwise the
   * recorder's consumer reads them from the input, and tags hold none. Asked at each value's end
   * and each tag's end.
   */
  readonly needsAttributes: boolean;
  /** Whether text runs are built and emitted: otherwise the recorder's consumer reads text from the input. */
  readonly needsText: boolean;
  /** A character reference [start, end) was decoded, in text or in an attribute value. */
  characterReference(start: number, end: number): void;
  /**
   * Markup that emits no token: `</>`, `<![CDATA[` where CDATA is allowed, `]]>`. Called once the
   * tokenizer has set the state it goes on in, so the recorder may stop it here.
   */
  emptyMarkup(start: number, end: number): void;
  /** The comment about to be emitted has its data end at `dataEnd` (its close follows). */
  commentData(dataEnd: number): void;
  /**
   * The input ended inside a tag (which is dropped) whose `<` is at `start`, in `state`;
   * `valueStart` is where the attribute value being read starts (inside its quote) when `state`
   * is an attribute value state.
   */
  tagCutOff(start: number, state: State, valueStart: number): void;
  /**
   * The input ended inside a processing instruction (which is dropped) whose `<` is at `start`,
   * in `state`; once the target is complete, it ends at `targetEnd` and the data starts at
   * `dataStart`.
   */
  processingInstructionCutOff(start: number, state: State, targetEnd: number, dataStart: number): void;
}

/** The recorder of a tokenizer nobody records: every boundary ignored, every token built whole. */
class IgnoredBoundaries implements TokenizerRecorder {
  readonly needsAttributes = true;
  readonly needsText = true;
  tagName(): void {}
  attribute(): void {}
  characterReference(): void {}
  emptyMarkup(): void {}
  commentData(): void {}
  tagCutOff(): void {}
  processingInstructionCutOff(): void {}
}

export const IGNORED_BOUNDARIES: TokenizerRecorder = new IgnoredBoundaries();
