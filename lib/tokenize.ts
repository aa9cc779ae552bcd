import { NO_ATTRIBUTES } from './common/attribute.js';
import type { ParserError } from './common/location.js';
import {
  TextState,
  type DoctypeToken as DoctypeTokenData,
  type ProcessingInstructionToken as ProcessingInstructionTokenData,
  type TagToken as TagTokenData,
  type TokenSink,
} from './tokenizer/token.js';
import { INITIAL_STATE_NAMES, INITIAL_STATES, type TokenizeInitialState } from './tokenizer/initial-states.js';
import type {
  CommentStreamToken,
  DoctypeStreamToken,
  ProcessingInstructionStreamToken,
  TagStreamToken,
  TextStreamToken,
  Token,
  TokenAttribute,
} from './tokenizer/stream-tokens.js';
import { Engine, type PiecewiseInput } from './engine/engine.js';
import { PieceText } from './encoding/piece-text.js';
import { resolveEncodingOptions, type EncodingOptions } from './encoding/sniff.js';
import { checkString, resolveTokenizeOptions, type ResolvedTokenizeOptions } from './options.js';
import { plainConstructor } from './common/plain-constructor.js';

export type * from './tokenizer/stream-tokens.js';
export type { TokenizeInitialState };

export interface TokenizeOptions {
  /** Where to start (default `'data'`); e.g. `'rawtext'` tokenizes the content of `<style>`. */
  initialState?: TokenizeInitialState | null;
  /** The start tag the text belongs to, so its end tag is recognized in RCDATA/RAWTEXT/script. */
  lastStartTag?: string | null;
  /** Called for every parse error, in input order. */
  onParseError?: ((error: ParserError) => void) | null;
}



// The public tokens: plain objects, built by plain constructors (see plainConstructor).

const TextToken = plainConstructor(function (this: TextStreamToken, data: string, start: number, end: number) {
  this.type = 'text';
  this.data = data;
  this.start = start;
  this.end = end;
});

const CommentToken = plainConstructor(function (this: CommentStreamToken, data: string, start: number, end: number) {
  this.type = 'comment';
  this.data = data;
  this.start = start;
  this.end = end;
});

const TagToken = plainConstructor(function (this: TagStreamToken, type: 'startTag' | 'endTag', name: string, attrs: TokenAttribute[],
  selfClosing: boolean, start: number, end: number) {
  this.type = type;
  this.name = name;
  this.attrs = attrs;
  this.selfClosing = selfClosing;
  this.start = start;
  this.end = end;
});

const DoctypeToken = plainConstructor(function (this: DoctypeStreamToken, token: DoctypeTokenData) {
  this.type = 'doctype';
  this.name = token.name;
  this.publicId = token.publicId;
  this.systemId = token.systemId;
  this.forceQuirks = token.forceQuirks;
  this.start = token.start;
  this.end = token.end;
});

const ProcessingInstructionToken = plainConstructor(function (this: ProcessingInstructionStreamToken, token: ProcessingInstructionTokenData) {
  this.type = 'processingInstruction';
  this.target = token.target;
  this.data = token.data;
  this.start = token.start;
  this.end = token.end;
  // The target follows `<?` directly and has no line breaks.
  this.targetStart = token.start + 2;
  this.targetEnd = token.start + 2 + token.target.length;
  this.dataStart = token.dataStart;
  this.dataEnd = token.dataEnd;
});

/** The attributes the tokenizer builds for `tokenize` (TokenizerOptions.makeAttribute). */
const SpannedAttribute = plainConstructor(function (this: TokenAttribute, name: string, value: string, nameStart: number,
  nameEnd: number, valueStart: number, valueEnd: number) {
  this.name = name;
  this.value = value;
  this.nameStart = nameStart;
  this.nameEnd = nameEnd;
  this.valueStart = valueStart;
  this.valueEnd = valueEnd;
});

/**
 * Collects the tokenizer's output as public tokens. The Source keeps the caller's string as it is
 * (CRs included), so the tokenizer's offsets are the caller's.
 */
class TokenCollector implements TokenSink {
  tokens: Token[];
  private text: string | null;
  private textStart: number;
  private textEnd: number;

  constructor() {
    this.tokens = [];
    this.text = null;
    this.textStart = 0;
    this.textEnd = 0;
  }

  private addText(data: string, start: number, end: number): void {
    if (this.text === null) {
      this.text = data;
      this.textStart = start;
    } else {
      this.text += data;
    }
    this.textEnd = end;
  }

  private flushText(): void {
    if (this.text === null) return;
    this.tokens.push(new TextToken(this.text, this.textStart, this.textEnd));
    this.text = null;
  }

  private tag(type: 'startTag' | 'endTag', token: TagTokenData): void {
    this.flushText();
    // The tokenizer's array of SpannedAttributes is the token's own, but for the shared empty one.
    const attrs = token.attrs === NO_ATTRIBUTES ? [] : (token.attrs as TokenAttribute[]);
    this.tokens.push(new TagToken(type, token.tagName, attrs, token.selfClosing, token.start, token.end));
  }

  onStartTag(token: TagTokenData): void {
    this.tag('startTag', token);
  }

  onEndTag(token: TagTokenData): void {
    this.tag('endTag', token);
  }

  onText(text: string, start: number, end: number): void {
    this.addText(text, start, end);
  }

  onNullCharacter(offset: number): void {
    this.addText('\0', offset, offset + 1);
  }

  onComment(data: string, start: number, end: number): void {
    this.flushText();
    this.tokens.push(new CommentToken(data, start, end));
  }

  onProcessingInstruction(token: ProcessingInstructionTokenData): void {
    this.flushText();
    this.tokens.push(new ProcessingInstructionToken(token));
  }

  onDoctype(token: DoctypeTokenData): void {
    this.flushText();
    this.tokens.push(new DoctypeToken(token));
  }

  onEof(): void {
    this.flushText();
  }

  /** The tokens collected since the last call; text still running on is kept for the next. */
  take(): Token[] {
    const tokens = this.tokens;
    this.tokens = [];
    return tokens;
  }

  isCdataAllowed(): boolean {
    // Without a tree there is no foreign content: `<![CDATA[` is a bogus comment, as in HTML.
    return false;
  }
}

/**
 * Tokenizes `html` as the WHATWG tokenizer does (#tokenization), without building a tree. Since no
 * tree builder switches states, `<script>`/`<style>` content is tokenized as markup unless you
 * start in the matching `initialState`. Never throws on any string; parse errors go to
 * `onParseError`.
 */
export function tokenize(html: string, options?: TokenizeOptions | null): Token[] {
  checkString('tokenize', 'html', html);
  const resolved = resolveTokenizeOptions(options, INITIAL_STATE_NAMES);
  const engine = publicTokenizer(html, resolved);
  engine.run();
  return engine.sink.tokens;
}

/** The engine behind `tokenize` and TokenStream: public token objects, in the state the options name. */
function publicTokenizer(input: string | PiecewiseInput, resolved: ResolvedTokenizeOptions<TokenizeInitialState>): Engine<TokenCollector> {
  const engine = new Engine(input, resolved.onParseError, () => new TokenCollector(), {
    trackAttributeSpans: false,
    makeAttribute: SpannedAttribute,
    lendAttributes: false,
  });
  engine.tokenizer.lastStartTagName = resolved.lastStartTag;
  engine.tokenizer.switchTo(resolved.initialState === null ? TextState.DATA : INITIAL_STATES[resolved.initialState]);
  return engine;
}

/** The options of `createTokenizer`: `tokenize`'s, and how to decode bytes (see `sniffEncoding`). */
export interface TokenStreamOptions extends TokenizeOptions, EncodingOptions {}

/**
 * `tokenize` for input that comes in pieces: `write` each piece and `end` with the last; each
 * call answers the tokens completed so far, with offsets into the whole input. The pieces are
 * strings, or bytes (sniffed and decoded as `parse` decodes bytes; offsets then count in the
 * decoded text). The tokens of all calls together are what `tokenize` gives for the text joined:
 * a token cut between two pieces comes whole in the later answer, and a run of text comes whole
 * once something ends it. It holds only the input of the token it is in (and the text of the
 * current run), so a file of any size streams through.
 */
export class TokenStream {
  private readonly engine: Engine<TokenCollector>;
  private readonly text: PieceText;
  private ended = false;

  constructor(options?: TokenStreamOptions | null) {
    const resolved = resolveTokenizeOptions(options, INITIAL_STATE_NAMES);
    this.text = new PieceText('a token stream', resolveEncodingOptions(options));
    const reporting = resolved.onParseError !== null;
    this.engine = publicTokenizer({ lines: reporting, inputErrors: reporting, forgetDroppedLines: true, streamText: true }, resolved);
  }

  /** Tokenizes the next piece; answers the tokens it completed. */
  write(chunk: string | ArrayBuffer | ArrayBufferView): Token[] {
    if (this.ended) throw new TypeError('larch: a token stream takes no piece after its end');
    this.engine.write(this.text.of(chunk), false);
    return this.engine.sink.take();
  }

  /** Tokenizes the last piece (if any) and ends; answers the rest of the tokens. */
  end(chunk?: string | ArrayBuffer | ArrayBufferView | null): Token[] {
    if (this.ended) throw new TypeError('larch: a token stream takes no piece after its end');
    const text = (chunk === undefined || chunk === null ? '' : this.text.of(chunk)) + this.text.end();
    this.ended = true;
    this.engine.write(text, true);
    return this.engine.sink.take();
  }

  /** The encoding bytes are read in (null for strings, or while the first bytes are sniffed). */
  get encoding(): string | null {
    return this.text.encoding;
  }
}

/** A TokenStream: `tokenize` a piece at a time. */
export function createTokenizer(options?: TokenStreamOptions | null): TokenStream {
  return new TokenStream(options);
}
