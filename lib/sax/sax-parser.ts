import { NO_ATTRIBUTES, type Attribute } from '../common/attribute.js';
import type { Location, ParserErrorHandler } from '../common/location.js';
import { nameMap } from '../common/name-map.js';
import { NsId } from '../common/namespaces.js';
import { TAG } from '../common/tags.js';
import type { Source } from '../input/source.js';
import { isWhitespaceCode } from '../tree/text-utils.js';
import { adjustForeignAttributes, adjustMathMlAttributes, adjustSvgAttributes, adjustSvgTagName } from '../tree/foreign-attributes.js';
import { Engine } from '../engine/engine.js';
import { FeedbackSimulator } from '../tokenizer/feedback-simulator.js';
import { TextState, type DoctypeToken, type ProcessingInstructionToken, type TagToken, type TokenizerControl, type TokenSink } from '../tokenizer/token.js';
import { resolveEncodingOptions, type EncodingOptions } from '../encoding/sniff.js';
import { PieceText } from '../encoding/piece-text.js';

/** Where a SAX event came from: input offsets, and (with `sourceCodeLocationInfo`) parse5's location. */
export interface SaxSpan {
  /** Offset of the token's first character in the input. */
  start: number;
  /** Offset just past it. */
  end: number;
  /** Lines, columns and offsets, as parse5-sax-parser gives them; null unless `sourceCodeLocationInfo`. */
  sourceCodeLocation: (Location & { attrs?: Record<string, Location> }) | null;
}

export interface SaxStartTag extends SaxSpan {
  tagName: string;
  attrs: Attribute[];
  selfClosing: boolean;
}

export interface SaxEndTag extends SaxSpan {
  tagName: string;
}

export interface SaxText extends SaxSpan {
  text: string;
}

export interface SaxComment extends SaxSpan {
  text: string;
}

export interface SaxDoctype extends SaxSpan {
  name: string | null;
  publicId: string | null;
  systemId: string | null;
}

export interface SaxProcessingInstruction extends SaxSpan {
  /** The target as written (`<?target data?>`). */
  target: string;
  data: string;
}

/** The events of a SAX pass; every one is optional. */
export interface SaxHandler {
  startTag?(tag: SaxStartTag): void;
  endTag?(tag: SaxEndTag): void;
  /** Character tokens between two other tokens (cut where the input was cut, when it came in pieces). */
  text?(text: SaxText): void;
  comment?(comment: SaxComment): void;
  doctype?(doctype: SaxDoctype): void;
  /** `<?target data?>` (#processing-instruction-open-state); malformed ones are comments. */
  processingInstruction?(instruction: SaxProcessingInstruction): void;
  /** After the last event. */
  end?(): void;
}

/** The encoding options matter only for bytes (see `sniffEncoding`). */
export interface SaxParserOptions extends EncodingOptions {
  /** Whether `<noscript>` holds raw text (default true, as parse5). */
  scriptingEnabled?: boolean;
  /** Give each event a parse5 `sourceCodeLocation` (lines and columns; default false). */
  sourceCodeLocationInfo?: boolean;
  /** Called with the tokenizer's parse errors (the tree builder's need a tree). */
  onParseError?: ParserErrorHandler | null;
  /**
   * Keep the LF right after `<pre>`, `<listing>` and `<textarea>` in the text (default false: it
   * is dropped, as the tree builder drops it). A writer that puts the source back wants it.
   */
  keepLeadingNewlines?: boolean;
  /**
   * Give each run of text as one event, when the token after it comes, however the input is cut
   * into pieces (parse5-sax-parser's events); memory then holds the longest run of text. By
   * default (false) the text read so far goes out at the end of each piece, so memory stays flat
   * whatever the input.
   */
  wholeText?: boolean;
}

/**
 * A tag's parse5 location, with its attributes' (keyed by the names the tokenizer gave them) in a
 * map `makeMap` makes, when the tokenizer tracked their spans.
 */
export function tagLocation(source: Source, token: TagToken, makeMap: <V>() => Record<string, V>): Location & { attrs?: Record<string, Location> } {
  const spans = token.attrSpans;
  if (spans === null || spans.length === 0) return source.location(token.start, token.end);
  const attrs = makeMap<Location>();
  for (let i = 0; i < spans.length; i += 5) attrs[token.attrs[i / 5]!.name] = source.location(spans[i]!, spans[i + 4]!);
  return source.locationWithAttributes(token.start, token.end, attrs);
}

/**
 * Turns tokens into SAX events: the feedback simulator stands in for the tree builder (text
 * states, CDATA in foreign content, the newline after `<pre>`), names in SVG and MathML are
 * adjusted as the tree builder adjusts them, and character tokens between two other tokens make
 * one text event (parse5-sax-parser's behaviour).
 */
class SaxSink implements TokenSink {
  /** Set by `stop()`: no event after it, even from the piece being tokenized. */
  stopped = false;
  private text = '';
  private textStart = 0;
  private textEnd = 0;
  /**
   * Where an LF dropped after `<pre>`, `<listing>` or `<textarea>` was, while the next text may
   * still start there (-1 otherwise): as the tree builder does for locations (and parse5), a text
   * keeps the dropped LF in its span when whitespace follows it.
   */
  private droppedNewline = -1;
  /** Whether the tokenizer is in raw text, script data or PLAINTEXT: text a writer leaves unescaped. */
  inRawText = false;

  constructor(
    private readonly handler: SaxHandler,
    private readonly simulator: FeedbackSimulator,
    private readonly source: Source,
    private readonly tokenizer: TokenizerControl,
    private readonly locations: boolean,
    private readonly keepLeadingNewlines: boolean,
  ) {}

  private location(start: number, end: number): Location | null {
    return this.locations ? this.source.location(start, end) : null;
  }

  private tagLocation(token: TagToken): Location | null {
    return this.locations ? tagLocation(this.source, token, nameMap) : null;
  }

  /**
   * The input offset of the text it gathered (or of a dropped LF the next text may start at),
   * while that location is still to be computed, else -1: the engine keeps the input from there,
   * lines included, until the text goes out.
   */
  heldFrom(): number {
    if (!this.locations) return -1;
    return this.text !== '' ? this.textStart : this.droppedNewline;
  }

  /** Emits the text gathered since the last other token. */
  flushText(): void {
    if (this.stopped) return;
    if (this.text === '') return;
    const text = this.text;
    this.text = '';
    const handler = this.handler;
    if (handler.text != null) {
      handler.text({ text, start: this.textStart, end: this.textEnd, sourceCodeLocation: this.location(this.textStart, this.textEnd) });
    }
  }

  private addText(text: string, start: number, end: number): void {
    if (this.text === '') this.textStart = start;
    this.text += text;
    this.textEnd = end;
  }

  onText(text: string, start: number, end: number): void {
    const sim = this.simulator;
    if (sim.skipNextNewline) {
      sim.skipNextNewline = false;
      if (text.charCodeAt(0) === 0x0a && !this.keepLeadingNewlines) {
        if (text.length === 1) {
          this.droppedNewline = start;
          return;
        }
        if (!isWhitespaceCode(text.charCodeAt(1))) start = this.source.offsetAfter(start, 1);
        text = text.slice(1);
      }
    } else if (this.droppedNewline !== -1) {
      if (isWhitespaceCode(text.charCodeAt(0))) start = this.droppedNewline;
      this.droppedNewline = -1;
    }
    this.addText(text, start, end);
  }

  /** A token other than text has come: the text gathered goes out. */
  private endText(): void {
    this.droppedNewline = -1;
    this.flushText();
  }

  onNullCharacter(offset: number): void {
    this.simulator.skipNextNewline = false;
    this.droppedNewline = -1;
    this.addText(this.simulator.currentNs === NsId.HTML ? '\0' : '\uFFFD', offset, offset + 1);
  }

  onStartTag(token: TagToken): void {
    if (this.stopped) return;
    this.endText();
    const sim = this.simulator;
    if (token.tagId === TAG.IMAGE && sim.currentNs === NsId.HTML) {
      token.tagName = 'img';
      token.tagId = TAG.IMG;
    }
    const state = sim.startTag(token);
    const ns = sim.lastStartTagNs;
    if (ns === NsId.SVG) {
      token.tagName = adjustSvgTagName(token.tagName);
      adjustSvgAttributes(token.attrs);
    } else if (ns === NsId.MATHML) {
      adjustMathMlAttributes(token.attrs);
    }
    if (ns !== NsId.HTML) adjustForeignAttributes(token.attrs);
    if (state !== TextState.DATA) this.tokenizer.switchTo(state);
    this.inRawText = state === TextState.RAWTEXT || state === TextState.SCRIPT_DATA || state === TextState.PLAINTEXT;
    const handler = this.handler;
    if (handler.startTag != null) {
      handler.startTag({
        tagName: token.tagName,
        // The handler's own array, as parse5-sax-parser's: rewriters add attributes to it.
        attrs: token.attrs === NO_ATTRIBUTES ? [] : token.attrs,
        selfClosing: token.selfClosing,
        start: token.start,
        end: token.end,
        sourceCodeLocation: this.tagLocation(token),
      });
    }
  }

  onEndTag(token: TagToken): void {
    if (this.stopped) return;
    this.endText();
    this.inRawText = false;
    const sim = this.simulator;
    const inSvg = sim.currentNs === NsId.SVG;
    sim.endTag(token);
    const handler = this.handler;
    if (handler.endTag != null) {
      handler.endTag({
        tagName: inSvg ? adjustSvgTagName(token.tagName) : token.tagName,
        start: token.start,
        end: token.end,
        sourceCodeLocation: this.location(token.start, token.end),
      });
    }
  }

  onComment(data: string, start: number, end: number): void {
    if (this.stopped) return;
    this.endText();
    this.simulator.otherToken();
    const handler = this.handler;
    if (handler.comment != null) handler.comment({ text: data, start, end, sourceCodeLocation: this.location(start, end) });
  }

  onProcessingInstruction(token: ProcessingInstructionToken): void {
    if (this.stopped) return;
    this.endText();
    this.simulator.otherToken();
    const handler = this.handler;
    if (handler.processingInstruction != null) {
      const { target, data, start, end } = token;
      handler.processingInstruction({ target, data, start, end, sourceCodeLocation: this.location(start, end) });
    }
  }

  onDoctype(token: DoctypeToken): void {
    if (this.stopped) return;
    this.endText();
    this.simulator.otherToken();
    const handler = this.handler;
    if (handler.doctype != null) {
      handler.doctype({
        name: token.name,
        publicId: token.publicId,
        systemId: token.systemId,
        start: token.start,
        end: token.end,
        sourceCodeLocation: this.location(token.start, token.end),
      });
    }
  }

  onEof(): void {
    if (this.stopped) return;
    this.endText();
    if (this.handler.end != null) this.handler.end();
  }

  isCdataAllowed(): boolean {
    return this.simulator.isCdataAllowed();
  }
}

function checkOptions(options: unknown): SaxParserOptions {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') throw new TypeError(`larch: SAX parser options must be an object, got ${typeof options}`);
  const o = options as SaxParserOptions;
  if (o.onParseError !== undefined && o.onParseError !== null && typeof o.onParseError !== 'function') {
    throw new TypeError('larch: options.onParseError must be a function');
  }
  return o;
}

/**
 * A streaming SAX pass over HTML (parse5-sax-parser's job, with a handler object as htmlparser2
 * takes one): the WHATWG tokenizer, switched to RCDATA, RAWTEXT, script data and PLAINTEXT where
 * the tree builder would switch it, calling the handler for each start tag, end tag, text,
 * comment, DOCTYPE and processing instruction with its input offsets (and parse5 locations on request). It builds no
 * tree and holds only the input not yet consumed, so memory stays flat however long the input
 * (text comes out at the end of each piece, unless `wholeText`; line numbers are a running count).
 */
export class SaxParser {
  private readonly engine: Engine<SaxSink>;
  private readonly text: PieceText;
  private readonly wholeText: boolean;
  private stopped = false;

  constructor(handler: SaxHandler, options?: SaxParserOptions | null) {
    if (handler === null || typeof handler !== 'object') throw new TypeError('larch: a SAX parser needs a handler object');
    checkHandler(handler);
    const o = checkOptions(options);
    const locations = !!o.sourceCodeLocationInfo;
    const onParseError = o.onParseError ?? null;
    const simulator = new FeedbackSimulator(o.scriptingEnabled ?? true);
    this.wholeText = !!o.wholeText;
    this.engine = new Engine(
      { lines: locations || onParseError !== null, inputErrors: onParseError !== null, forgetDroppedLines: true, streamText: !this.wholeText },
      onParseError,
      (source, _errors, tokenizer) => new SaxSink(handler, simulator, source, tokenizer, locations, !!o.keepLeadingNewlines),
      { trackAttributeSpans: locations, exactTextOffsets: true },
    );
    this.text = new PieceText('a SAX parser', resolveEncodingOptions(o));
  }

  /** Tokenizes the next piece of the input: strings, or bytes (sniffed and decoded; all of one kind). */
  write(chunk: string | ArrayBuffer | ArrayBufferView): this {
    if (this.stopped) return this;
    this.engine.write(this.text.of(chunk), false);
    if (!this.wholeText) this.engine.sink.flushText();
    return this;
  }

  /** Tokenizes the last piece, if any, and ends: the handler's `end` follows the last event. */
  end(chunk?: string | ArrayBuffer | ArrayBufferView | null): void {
    if (this.stopped) return;
    const text = (chunk === undefined || chunk === null ? '' : this.text.of(chunk)) + this.text.end();
    this.stopped = true;
    this.engine.write(text, true);
  }

  /** Stops: nothing more is tokenized and no more events come (parse5-sax-parser's `stop`). */
  stop(): void {
    this.stopped = true;
    this.engine.sink.stopped = true;
    this.engine.stop();
  }

  /** The encoding bytes are read in (null for strings, or while the first bytes are sniffed). */
  get encoding(): string | null {
    return this.text.encoding;
  }

  /**
   * Whether the text being reported is the raw text of `<script>`, `<style>`, `<xmp>`, `<iframe>`,
   * `<noembed>`, `<noframes>`, `<plaintext>` (or `<noscript>` with scripting): text a writer puts
   * back unescaped (#serialising-html-fragments).
   */
  get inRawText(): boolean {
    return this.engine.sink.inRawText;
  }
}

const HANDLER_EVENTS: readonly (keyof SaxHandler)[] = ['startTag', 'endTag', 'text', 'comment', 'doctype', 'processingInstruction', 'end'];

/**
 * Each event the handler has is a function (or null/undefined: not handled), checked up front
 * rather than at its first event. `what` names the handler in messages.
 */
export function checkHandler(handler: object, events: readonly string[] = HANDLER_EVENTS, what = 'the SAX handler'): void {
  for (const event of events) {
    const value: unknown = (handler as Record<string, unknown>)[event];
    if (value !== undefined && value !== null && typeof value !== 'function') {
      throw new TypeError(`larch: ${what}'s ${event} must be a function, got ${typeof value}`);
    }
  }
}

/** A SAX parser calling `handler` (see SaxParser). */
export function createSaxParser(handler: SaxHandler, options?: SaxParserOptions | null): SaxParser {
  return new SaxParser(handler, options);
}
