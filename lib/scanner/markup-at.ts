import { checkString, resolveScanOptions } from '../options.js';
import { CC, isAsciiAlpha } from '../tokenizer/char-codes.js';
import { TextState } from '../tokenizer/token.js';
import { ScanEngine } from './engine.js';
import { Kind, Word } from './kinds.js';
import { RestartTable } from './restart.js';
import { checkOffset, engineConfig, readableTokens, type ScanToken } from './scan.js';
import { TokenBuffer } from './token-buffer.js';

export interface ScanMarkupOptions {
  /** `'spec'` (default) or `'editing'`: a tag left open ends at its line end (see docs/scanner.md). */
  recovery?: 'spec' | 'editing' | null;
  /** Whether `<noscript>` is a raw text element (default true). */
  scriptingEnabled?: boolean | null;
  /**
   * Whether `<![CDATA[ ... ]]>` is one construct (default true, as CommonMark reads it, and as the
   * tokenizer does in SVG and MathML); false reads it as HTML content does, a bogus comment up to
   * the first `>`.
   */
  cdata?: boolean | null;
  /** Also flag the input stream's parse errors (control characters, noncharacters, lone surrogates). */
  inputErrors?: boolean | null;
}

/** An HTML construct found by `scanMarkupAt`. */
export interface MarkupAt {
  start: number;
  /** Just past the construct: its `>`, the end tag of a raw text element, or the end of the input. */
  end: number;
  length: number;
  tokens: ScanToken[];
}

/**
 * Whether the tokenizer reads the `<` at `offset` as the start of markup (#tag-open-state,
 * #end-tag-open-state): a letter, `!`, `?` after it, or `/` and anything but the end of input.
 * Anything else leaves the `<` as text, and the scanner can say so without tokenizing on.
 */
function startsMarkup(text: string, offset: number): boolean {
  const c = text.charCodeAt(offset + 1);
  if (isAsciiAlpha(c) || c === CC.BANG || c === CC.QUESTION) return true;
  return c === CC.SLASH && offset + 2 < text.length;
}

/**
 * For a parser that meets `<` in other text (Markdown): the HTML construct at `offset` — a start
 * or end tag, comment, DOCTYPE, processing instruction, CDATA section, or a raw text element
 * through its end tag — as tokens, with its length; null when the `<` there starts no markup
 * (`< b`, `<3`), or when it is a tag or processing instruction the end of the text cuts off, which
 * the tokenizer drops (`a<b`; the editing recovery closes those instead). The construct is read
 * as the tokenizer reads it in the data state of an HTML document; a comment, DOCTYPE, CDATA
 * section or raw text element may run to the end of the input (flagged `unclosed`). Its cost is proportional to
 * the construct, not to the rest of the text.
 */
export function scanMarkupAt(text: string, offset: number, options?: ScanMarkupOptions | null): MarkupAt | null {
  const fn = 'scanMarkupAt';
  checkString(fn, 'text', text);
  checkOffset(fn, 'offset', offset, text.length);
  const config = engineConfig(resolveScanOptions(fn, options, [], true));
  if (text.charCodeAt(offset) !== CC.LT || !startsMarkup(text, offset)) return null;
  const buffer = new TokenBuffer(16);
  const engine = new ScanEngine(text, config, new RestartTable(), buffer);
  engine.single = true;
  engine.begin(offset, TextState.DATA, '', null);
  engine.boundWindows(256);
  engine.run();
  // A tag or processing instruction the end of the input cuts off is dropped by the tokenizer
  // (#parse-error-eof-in-tag): no markup, unless the editing recovery closed it.
  const first = buffer.words[0]! & Word.KIND_MASK;
  if (!config.editing && (buffer.words[0]! & Word.UNCLOSED) !== 0 && (first === Kind.TAG_OPEN || first === Kind.PI_OPEN)) return null;
  const end = buffer.count === 0 ? offset : buffer.ends[buffer.count - 1]!;
  return { start: offset, end, length: end - offset, tokens: readableTokens(text, buffer, 0, buffer.count) };
}
