/**
 * parse5's `Tokenizer` over larch's: the same handler interface (parse5's token objects, character
 * tokens cut where whitespace, U+0000 and other characters meet), the text modes a handler
 * switches it to through `state` (`TokenizerMode`), and `inForeignNode` for CDATA sections.
 */
import type { Location, ParserErrorHandler } from 'larch-html';
import {
  NO_ATTRIBUTES,
  nullPrototypeMap,
  tagLocation,
  Engine,
  TextState,
  isWhitespaceCode,
  processingInstructionAsComment,
  type Source,
  type DoctypeToken as LarchDoctype,
  type ProcessingInstructionToken,
  type TagToken as LarchTag,
  type TokenSink,
  type Tokenizer as LarchTokenizer,
} from 'larch-html/internals';
import { getTagID } from './html.js';
import { TokenType, type CharacterToken, type CommentToken, type DoctypeToken, type EOFToken, type LocationWithAttributes, type TagToken } from './token.js';

/** The states a handler may switch the tokenizer to, numbered as parse5 numbers them. */
export const TokenizerMode = {
  DATA: 0,
  RCDATA: 1,
  RAWTEXT: 2,
  SCRIPT_DATA: 3,
  PLAINTEXT: 4,
  CDATA_SECTION: 68,
} as const;

export type TokenizerModeValue = (typeof TokenizerMode)[keyof typeof TokenizerMode];

/** parse5's number for the tag open state: what `state` reads inside a token cut by the end of a piece. */
const INSIDE_TOKEN = 5;

export interface TokenizerOptions {
  /** Give each token a `location` (default false: null). */
  sourceCodeLocationInfo?: boolean;
}

/** What the tokenizer calls, as parse5's. */
export interface TokenHandler {
  onComment(token: CommentToken): void;
  onDoctype(token: DoctypeToken): void;
  onStartTag(token: TagToken): void;
  onEndTag(token: TagToken): void;
  onEof(token: EOFToken): void;
  onCharacter(token: CharacterToken): void;
  onNullCharacter(token: CharacterToken): void;
  onWhitespaceCharacter(token: CharacterToken): void;
  onParseError?: ParserErrorHandler | null;
}

type CharacterType = CharacterToken['type'];

/** Turns larch's tokens into parse5's, gathering characters of one type into one token. */
class Parse5Sink implements TokenSink {
  private chars = '';
  private charsType: CharacterType = TokenType.CHARACTER;
  private charsStart = 0;
  private charsEnd = 0;

  constructor(
    private readonly handler: TokenHandler,
    private readonly source: Source,
    private readonly tokenizer: Tokenizer,
    private readonly locations: boolean,
  ) {}

  private location(start: number, end: number): Location | null {
    return this.locations ? this.source.location(start, end) : null;
  }

  heldFrom(): number {
    return this.locations && this.chars !== '' ? this.charsStart : -1;
  }

  /** The characters gathered go out as one token. */
  flushCharacters(): void {
    if (this.chars === '') return;
    const token: CharacterToken = { type: this.charsType, chars: this.chars, location: this.location(this.charsStart, this.charsEnd) };
    this.chars = '';
    const handler = this.handler;
    if (token.type === TokenType.WHITESPACE_CHARACTER) handler.onWhitespaceCharacter(token);
    else if (token.type === TokenType.NULL_CHARACTER) handler.onNullCharacter(token);
    else handler.onCharacter(token);
  }

  private addCharacters(type: CharacterType, chars: string, start: number, end: number): void {
    if (this.chars !== '' && type !== this.charsType) this.flushCharacters();
    if (this.chars === '') {
      this.charsType = type;
      this.charsStart = start;
    }
    this.chars += chars;
    this.charsEnd = end;
  }

  onText(text: string, start: number, end: number): void {
    // Cut the run where whitespace and other characters meet, as parse5's character tokens are.
    let runStart = 0;
    let runOffset = start;
    let white = isWhitespaceCode(text.charCodeAt(0));
    for (let i = 1; i <= text.length; i++) {
      const isWhite = i < text.length && isWhitespaceCode(text.charCodeAt(i));
      if (i < text.length && isWhite === white) continue;
      const runEnd = i === text.length ? end : this.source.offsetAfter(runOffset, i - runStart);
      this.addCharacters(white ? TokenType.WHITESPACE_CHARACTER : TokenType.CHARACTER, text.slice(runStart, i), runOffset, runEnd);
      runStart = i;
      runOffset = runEnd;
      white = isWhite;
    }
  }

  onNullCharacter(offset: number): void {
    this.addCharacters(TokenType.NULL_CHARACTER, '\0', offset, offset + 1);
  }

  private tag(type: TokenType.START_TAG | TokenType.END_TAG, token: LarchTag): TagToken {
    const location: LocationWithAttributes | null = this.locations ? tagLocation(this.source, token, nullPrototypeMap) : null;
    // The handler's own array (a tag without attributes has the tokenizer's shared frozen one).
    const attrs = token.attrs === NO_ATTRIBUTES ? [] : token.attrs;
    return { type, tagName: token.tagName, tagID: getTagID(token.tagName), selfClosing: token.selfClosing, ackSelfClosing: false, attrs, location };
  }

  onStartTag(token: LarchTag): void {
    this.flushCharacters();
    this.handler.onStartTag(this.tag(TokenType.START_TAG, token));
  }

  onEndTag(token: LarchTag): void {
    this.flushCharacters();
    this.handler.onEndTag(this.tag(TokenType.END_TAG, token));
  }

  onComment(data: string, start: number, end: number): void {
    this.flushCharacters();
    this.handler.onComment({ type: TokenType.COMMENT, data, location: this.location(start, end) });
  }

  /** parse5 reads `<?target data?>` as a bogus comment. */
  onProcessingInstruction(token: ProcessingInstructionToken): void {
    this.onComment(processingInstructionAsComment(token.target, token.data), token.start, token.end);
  }

  onDoctype(token: LarchDoctype): void {
    this.flushCharacters();
    const { name, forceQuirks, publicId, systemId } = token;
    this.handler.onDoctype({ type: TokenType.DOCTYPE, name, forceQuirks, publicId, systemId, location: this.location(token.start, token.end) });
  }

  onEof(offset: number): void {
    this.flushCharacters();
    this.handler.onEof({ type: TokenType.EOF, location: this.location(offset, offset) });
  }

  isCdataAllowed(): boolean {
    return this.tokenizer.inForeignNode;
  }
}

const TEXT_STATES: Record<number, TextState> = {
  [TokenizerMode.DATA]: TextState.DATA,
  [TokenizerMode.RCDATA]: TextState.RCDATA,
  [TokenizerMode.RAWTEXT]: TextState.RAWTEXT,
  [TokenizerMode.SCRIPT_DATA]: TextState.SCRIPT_DATA,
  [TokenizerMode.PLAINTEXT]: TextState.PLAINTEXT,
  [TokenizerMode.CDATA_SECTION]: TextState.CDATA_SECTION,
};

/** parse5's Tokenizer (see the module comment). */
export class Tokenizer {
  /** Whether the adjusted current node is foreign: `<![CDATA[` then starts a CDATA section. */
  inForeignNode = false;
  /** Whether `pause` was called (larch never pauses by itself). */
  paused = false;
  private readonly engine: Engine<Parse5Sink>;
  private readonly larch: LarchTokenizer;
  private ended = false;

  constructor(options: TokenizerOptions | null | undefined, handler: TokenHandler) {
    if (handler === null || typeof handler !== 'object') throw new TypeError('larch-parse5: a Tokenizer needs a handler object');
    const locations = !!options?.sourceCodeLocationInfo;
    const onParseError = handler.onParseError ?? null;
    this.engine = new Engine(
      { lines: locations || onParseError !== null, inputErrors: onParseError !== null, forgetDroppedLines: true, streamText: true },
      onParseError === null ? null : (error) => onParseError.call(handler, error),
      (source) => new Parse5Sink(handler, source, this, locations),
      { trackAttributeSpans: locations, exactTextOffsets: true },
    );
    this.larch = this.engine.tokenizer;
  }

  /** The text mode it is in (`TokenizerMode`); set it from a handler to switch after the current tag. */
  get state(): number {
    const state = this.larch.textState;
    if (state === null) return INSIDE_TOKEN;
    return state === TextState.CDATA_SECTION ? TokenizerMode.CDATA_SECTION : state;
  }

  set state(mode: number) {
    const state = TEXT_STATES[mode];
    if (state === undefined) throw new TypeError(`larch-parse5: the tokenizer's state can be set to a TokenizerMode value, not ${String(mode)}`);
    this.larch.switchTo(state);
  }

  /** The last start tag's name: which end tag ends RCDATA, RAWTEXT and script data. */
  get lastStartTagName(): string {
    return this.larch.lastStartTagName;
  }

  set lastStartTagName(name: string) {
    this.larch.lastStartTagName = name;
  }

  /** Tokenizes the next piece of the input; `isLastChunk` ends it. Calls `writeCallback` once it is tokenized. */
  write(chunk: string, isLastChunk: boolean, writeCallback?: () => void): void {
    if (typeof chunk !== 'string') throw new TypeError(`larch-parse5: the Tokenizer takes strings, got ${chunk === null ? 'null' : typeof chunk}`);
    if (this.ended) throw new TypeError('larch-parse5: write after the last chunk');
    this.ended = isLastChunk;
    this.engine.write(chunk, isLastChunk);
    if (!isLastChunk) this.engine.sink.flushCharacters();
    writeCallback?.();
  }

  /** The characters gathered go out as a token now. */
  flushCharacters(): void {
    this.engine.sink.flushCharacters();
  }

  pause(): void {
    this.paused = true;
  }

  resume(writeCallback?: () => void): void {
    this.paused = false;
    writeCallback?.();
  }

  /**
   * parse5 inserts script-written HTML here. larch's insertion point belongs to a script the
   * parser finished (a Parser's scriptHandler, or larch's onScript); a bare Tokenizer has none.
   */
  insertHtmlAtCurrentPos(html: string): void {
    throw new TypeError(
      `larch-parse5: a Tokenizer cannot insert HTML (${JSON.stringify(String(html).slice(0, 20))}): scripts write through a Parser's scriptHandler`,
    );
  }
}
