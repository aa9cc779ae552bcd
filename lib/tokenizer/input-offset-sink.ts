import type { DoctypeToken, ProcessingInstructionToken, TagToken, TokenSink } from './token.js';

/** What the offset sink reads of the tokenizer. */
export interface InputOffsets {
  inputOffset(offset: number): number;
}

/**
 * Between a tokenizer fed in chunks and its sink: the tokenizer's offsets are into the text it
 * holds, which may start past the input's start once consumed text was dropped; the sink gets
 * offsets into the whole input, as from a tokenizer over the whole string. (Whole-string parsing
 * goes without it: the offsets are the same there.)
 */
export class InputOffsetSink implements TokenSink {
  /** The tokenizer whose offsets come in (set once it is made with this sink). */
  tokenizer: InputOffsets | null = null;

  constructor(private readonly sink: TokenSink) {}

  private tag(token: TagToken): TagToken {
    const t = this.tokenizer!;
    token.start = t.inputOffset(token.start);
    token.end = t.inputOffset(token.end);
    const spans = token.attrSpans;
    if (spans !== null) for (let i = 0; i < spans.length; i++) spans[i] = t.inputOffset(spans[i]!);
    return token;
  }

  onStartTag(token: TagToken): void {
    this.sink.onStartTag(this.tag(token));
  }

  onEndTag(token: TagToken): void {
    this.sink.onEndTag(this.tag(token));
  }

  onText(text: string, start: number, end: number): void {
    this.sink.onText(text, this.tokenizer!.inputOffset(start), this.tokenizer!.inputOffset(end));
  }

  onNullCharacter(offset: number): void {
    this.sink.onNullCharacter(this.tokenizer!.inputOffset(offset));
  }

  onComment(data: string, start: number, end: number): void {
    this.sink.onComment(data, this.tokenizer!.inputOffset(start), this.tokenizer!.inputOffset(end));
  }

  onProcessingInstruction(token: ProcessingInstructionToken): void {
    const t = this.tokenizer!;
    token.start = t.inputOffset(token.start);
    token.end = t.inputOffset(token.end);
    token.dataStart = t.inputOffset(token.dataStart);
    token.dataEnd = t.inputOffset(token.dataEnd);
    this.sink.onProcessingInstruction(token);
  }

  onDoctype(token: DoctypeToken): void {
    token.start = this.tokenizer!.inputOffset(token.start);
    token.end = this.tokenizer!.inputOffset(token.end);
    this.sink.onDoctype(token);
  }

  onEof(offset: number): void {
    this.sink.onEof(this.tokenizer!.inputOffset(offset));
  }

  isCdataAllowed(): boolean {
    return this.sink.isCdataAllowed();
  }
}

