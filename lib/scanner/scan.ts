import { checkString, resolveScanOptions } from '../options.js';
import { asciiLowercase } from '../tokenizer/char-codes.js';
import { TextState } from '../tokenizer/token.js';
import { INITIAL_STATE_NAMES, INITIAL_STATES, type TokenizeInitialState } from '../tokenizer/initial-states.js';
import { ScanEngine, type EngineConfig } from './engine.js';
import { codeName, FLAG_NAMES, Kind, SCAN_KINDS, Word, type ScanFlagName, type ScanKind } from './kinds.js';
import { RestartTable } from './restart.js';
import { finishScanBuffer, scanBuffer, TokenBuffer } from './token-buffer.js';

export interface ScanOptions {
  /** Where to start (default `'data'`), as for `tokenize`: e.g. `'rawtext'` for the inside of `<style>`. */
  initialState?: TokenizeInitialState | null;
  /** The start tag the text belongs to, so its end tag ends RCDATA, RAWTEXT or script data. */
  lastStartTag?: string | null;
  /** Whether scripting is on, which makes `<noscript>` raw text (default true, as for `parse`). */
  scriptingEnabled?: boolean | null;
  /**
   * Follow the state changes the tree builder asks of the tokenizer (default true): `<script>`,
   * `<style>`, `<textarea>`... contents are raw text, `<![CDATA[` opens a section in SVG and
   * MathML. False tokenizes as `tokenize()` does, as if every start tag left the data state on.
   */
  treeFeedback?: boolean | null;
  /** `'spec'` (default): the spec tokenizer's boundaries; `'editing'`: the editing recovery. */
  recovery?: 'spec' | 'editing' | null;
  /**
   * Also flag the input stream's parse errors (control characters, noncharacters, lone
   * surrogates): one more pass over the input, about as costly as the scan, so off by default.
   */
  inputErrors?: boolean | null;
  /** Whether `<![CDATA[` opens a CDATA section; default: where the tree builder allows it (foreign content). */
  cdata?: boolean | null;
}

/** One token of the readable view. */
export interface ScanToken {
  kind: ScanKind;
  start: number;
  end: number;
  flags: ScanFlagName[];
  /** The parse error behind a `malformed` (or an `unclosed`) flag. */
  code?: string;
  /** For `tagName` and `attrName`: the name as the parser sees it (ASCII-lowercased). */
  name?: string;
}

/** What `ScanResult.edit` changed. */
export interface ScanChange {
  /** Tokens [index, index + removed) were replaced by [index, index + added). */
  index: number;
  removed: number;
  added: number;
  /** Where the re-scan started (a restart point at or before the edit). */
  rescanStart: number;
  /** Characters the tokenizer went over. */
  scanned: number;
}


/** The readable view of tokens [from, to) of a buffer over `text`. */
export function readableTokens(text: string, buffer: TokenBuffer, from: number, to: number): ScanToken[] {
  const words = buffer.words;
  const ends = buffer.ends;
  const tokens: ScanToken[] = [];
  for (let i = from; i < to; i++) {
    const word = words[i]!;
    const kind = word & Word.KIND_MASK;
    const start = buffer.start(i);
    const end = ends[i]!;
    const flags: ScanFlagName[] = [];
    for (let f = 0; f < FLAG_NAMES.length; f++) if ((word & (1 << (Word.FLAG_SHIFT + f))) !== 0) flags.push(FLAG_NAMES[f]!);
    const token: ScanToken = { kind: SCAN_KINDS[kind]!, start, end, flags };
    const code = codeName((word & Word.CODE_MASK) >>> Word.CODE_SHIFT);
    if (code !== undefined) token.code = code;
    if (kind === Kind.TAG_NAME || kind === Kind.ATTR_NAME) token.name = asciiLowercase(text.slice(start, end)).replace(/\0/g, '\uFFFD');
    tokens.push(token);
  }
  return tokens;
}

function checkOffset(fn: string, what: string, value: unknown, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new TypeError(`${fn}: ${what} must be an integer from 0 to ${max}, got ${String(value)}`);
  }
  return value;
}

/**
 * The token stream of one input, compact: token i covers [start(i), end(i)), the tokens are
 * consecutive and cover the input exactly. `words` and `ends` are the arrays themselves (valid
 * for indexes below `length`, until the next `edit`): bits 0–4 of a word are its kind (an index
 * into SCAN_KINDS), bits 5–8 its flags (ScanFlag << 5), bits 9–14 its error code, bits 15–31 its
 * restart state (0 where a re-scan cannot start).
 */
export class ScanResult {
  private text: string;
  private readonly buffer: TokenBuffer;
  private readonly table: RestartTable;
  private readonly config: EngineConfig;
  private readonly initialState: number;

  /** @internal Use `scan`. */
  constructor(text: string, buffer: TokenBuffer, table: RestartTable, config: EngineConfig, initialState: number) {
    this.text = text;
    this.buffer = buffer;
    this.table = table;
    this.config = config;
    this.initialState = initialState;
  }

  /** The input the tokens describe (after the edits). */
  get input(): string {
    return this.text;
  }

  /** How many tokens there are. */
  get length(): number {
    return this.buffer.count;
  }

  get words(): Uint32Array {
    return this.buffer.words.subarray(0, this.buffer.count);
  }

  get ends(): Uint32Array {
    return this.buffer.ends.subarray(0, this.buffer.count);
  }

  /** Token i's kind, an index into SCAN_KINDS. */
  kind(i: number): number {
    return this.buffer.words[i]! & Word.KIND_MASK;
  }

  kindName(i: number): ScanKind {
    return SCAN_KINDS[this.kind(i)]!;
  }

  start(i: number): number {
    return this.buffer.start(i);
  }

  end(i: number): number {
    return this.buffer.ends[i]!;
  }

  /** Token i's flags (ScanFlag bits). */
  flags(i: number): number {
    return (this.buffer.words[i]! & Word.FLAGS) >>> Word.FLAG_SHIFT;
  }

  /** The parse error behind token i's flag, if any. */
  code(i: number): string | undefined {
    return codeName((this.buffer.words[i]! & Word.CODE_MASK) >>> Word.CODE_SHIFT);
  }

  /** The index of the token holding `offset` (the last token for the input's end), or -1 for an empty input. */
  tokenAt(offset: number): number {
    const count = this.buffer.count;
    return count === 0 ? -1 : Math.min(this.buffer.indexAfter(offset), count - 1);
  }

  /** The readable view of tokens [from, to) (all by default). */
  tokens(from = 0, to: number = this.buffer.count): ScanToken[] {
    return readableTokens(this.text, this.buffer, Math.max(0, from), Math.min(to, this.buffer.count));
  }

  /** @internal Token i's restart state, equal for equal states whatever the scan (for tests). */
  restartState(i: number): string {
    return this.table.describe(this.buffer.words[i]! >>> Word.RESTART_SHIFT);
  }

  /**
   * Replaces the input's [start, end) by `text` and brings the tokens up to date: the scan
   * starts again at the last restart point at or before `start` and stops as soon as it meets the
   * old tokens again (at the end of a construct, in the same state, at the same place once
   * shifted by the edit). The result is the same as a full scan of the new input.
   */
  edit(start: number, end: number, text: string): ScanChange {
    const old = this.text;
    checkOffset('ScanResult.edit', 'start', start, old.length);
    checkOffset('ScanResult.edit', 'end', end, old.length);
    if (end < start) throw new TypeError(`ScanResult.edit: end (${end}) is before start (${start})`);
    checkString('ScanResult.edit', 'text', text);
    const input = old.slice(0, start) + text + old.slice(end);
    const buffer = this.buffer;
    let index = buffer.count === 0 ? 0 : Math.min(buffer.indexAfter(start), buffer.count - 1);
    while (index > 0 && buffer.words[index]! >>> Word.RESTART_SHIFT === 0) index--;
    let state = buffer.count === 0 ? 0 : buffer.words[index]! >>> Word.RESTART_SHIFT;
    if (state === 0) {
      index = 0;
      state = this.initialState;
    }
    const from = buffer.start(index);
    const delta = text.length - (end - start);
    const rescanned = new TokenBuffer(64);
    const engine = new ScanEngine(input, this.config, this.table, rescanned);
    engine.resume(from, state);
    engine.rejoin = { old: buffer, delta, minPos: start + text.length, cursor: index };
    engine.boundWindows(Math.max(1024, start + text.length - from + 1024));
    engine.run();
    const join = engine.joinIndex >= 0 ? engine.joinIndex : buffer.count;
    buffer.splice(index, join, rescanned, delta);
    this.text = input;
    return { index, removed: join - index, added: rescanned.count, rescanStart: from, scanned: engine.scanned };
  }
}

function engineConfig(o: ReturnType<typeof resolveScanOptions>): EngineConfig {
  return {
    scriptingEnabled: o.scriptingEnabled,
    treeFeedback: o.treeFeedback,
    editing: o.editing,
    inputErrors: o.inputErrors,
    cdata: o.cdata,
  };
}

/**
 * Classifies every character of `input` (docs/scanner.md): consecutive tokens with the spec
 * tokenizer's boundaries, flags where problems start, restart points for `edit`. Never throws on
 * any string.
 */
export function scan(input: string, options?: ScanOptions | null): ScanResult {
  return scanAs('scan', input, options);
}

function scanAs(fn: string, input: string, options: ScanOptions | null | undefined): ScanResult {
  checkString(fn, 'input', input);
  const o = resolveScanOptions(fn, options, INITIAL_STATE_NAMES, null);
  const config = engineConfig(o);
  const table = new RestartTable();
  // About one token for every nine characters of a typical corpus page (7 to 12 for most): room
  // for one every six, so most pages never grow the arrays.
  const buffer = scanBuffer(((input.length / 6) | 0) + 16);
  const engine = new ScanEngine(input, config, table, buffer);
  const state = o.initialState === null ? TextState.DATA : INITIAL_STATES[o.initialState];
  engine.begin(0, state, o.lastStartTag, null);
  const initialState = engine.startState;
  engine.run();
  return new ScanResult(input, finishScanBuffer(buffer), table, config, initialState);
}

/** The readable view of `scan(input, options)`: `[{ kind, start, end, flags, code?, name? }]`. */
export function scanTokens(input: string, options?: ScanOptions | null): ScanToken[] {
  return scanAs('scanTokens', input, options).tokens();
}

export { checkOffset, engineConfig };
