/**
 * parse5's `Parser` class over larch's HtmlEngine: what parse5-parser-stream and other dependents
 * drive. A parser is made for a document (`new Parser(options)`, or into a given document) or for a
 * fragment (`Parser.getFragmentParser`); its `tokenizer.write(chunk, isLastChunk, callback)` takes
 * the input in pieces. As in parse5, `scriptHandler` is called with each script element the
 * parser finishes (larch's `onScript`); it may `tokenizer.pause()`, then
 * `tokenizer.insertHtmlAtCurrentPos(html)` (each insertion goes in before the ones made before it,
 * as parse5's do) and `tokenizer.resume(callback)`, which parses the insertions first.
 */
import type { ScriptControl, TreeAdapterTypeMap } from 'larch-html';
import { adapter as defaultTreeAdapter, type Parse5TreeTypeMap } from 'larch-html/adapters/parse5';
import {
  NS,
  HtmlEngine,
  resolveParserOptions,
  fragmentContext as contextElement,
  fragmentOf,
  type ResolvedParserOptions,
  type FastPathAdapter,
} from 'larch-html/internals';
import { parse5Html, parse5Options, type ParserOptions } from './options.js';

/**
 * The insertion modes under parse5's names and numbers, for code that names them. The Living
 * Standard no longer has "in select" and "in select in table" (the customizable select
 * removed them); larch's tree builder has neither, and its modes are not exposed.
 */
export enum InsertionMode {
  INITIAL,
  BEFORE_HTML,
  BEFORE_HEAD,
  IN_HEAD,
  IN_HEAD_NO_SCRIPT,
  AFTER_HEAD,
  IN_BODY,
  TEXT,
  IN_TABLE,
  IN_TABLE_TEXT,
  IN_CAPTION,
  IN_COLUMN_GROUP,
  IN_TABLE_BODY,
  IN_ROW,
  IN_CELL,
  IN_SELECT,
  IN_SELECT_IN_TABLE,
  IN_TEMPLATE,
  AFTER_BODY,
  IN_FRAMESET,
  AFTER_FRAMESET,
  AFTER_AFTER_BODY,
  AFTER_AFTER_FRAMESET,
}

/**
 * parse5's private internals (its tokenizer's preprocessor and pending character token, the
 * parser's `_processToken` and stack of open elements): a dependent that drives parse5 token by
 * token through them (hast-util-raw, behind rehype-raw) gets this error, naming what it reached for
 * and how to keep parse5 for that one package (at the parse5 major it depends on).
 */
export function privateApi(name: string): TypeError {
  return new TypeError(
    `larch-parse5: ${name} is parse5's private API (hast-util-raw, behind rehype-raw, drives parse5 through it), which larch does not have. ` +
      'Keep parse5 for that package: "overrides": { "parse5": "npm:larch-parse5@^1", "hast-util-raw": { "parse5": "^8" } } ' +
      '(hast-util-raw 9.2 and later; "^7" for 9.0 and 9.1)',
  );
}

/** What `insertHtmlAtCurrentPos` throws outside a paused script: there is no insertion point. */
export function noInsertionPoint(html: string): TypeError {
  return new TypeError(`larch-parse5: insertHtmlAtCurrentPos(${JSON.stringify(String(html).slice(0, 20))}) needs a script the scriptHandler paused at`);
}

/** The tokenizer side of a Parser, as parse5's stream and its users call it. */
export class ParserTokenizer {
  /** Whether the scriptHandler paused it (until `resume`). */
  paused = false;
  /** How many of `write` and `resume` are parsing (the outermost calls the write's callback). */
  private parsing = 0;

  constructor(private readonly parser: Parser<TreeAdapterTypeMap>) {}

  /**
   * Parses the next piece of the input; `isLastChunk` ends it. Calls `callback` once it is parsed,
   * or, when a script paused it, leaves that to `resume(callback)` (parse5's stream passes it).
   */
  write(chunk: string, isLastChunk: boolean, callback?: () => void): void {
    this.parsing++;
    try {
      this.parser.take(chunk, isLastChunk);
    } finally {
      this.parsing--;
    }
    if (this.parsing === 0 && !this.paused) callback?.();
  }

  /** Pending text goes out (larch keeps a run whole until something ends it; the tree is the same). */
  flushCharacters(): void {}

  /** From the scriptHandler: the parser waits after the script until `resume`. */
  pause(): void {
    this.paused = true;
    this.parser.pauseScript();
  }

  /** Parses what was inserted at the current position, then the rest, and calls `callback`. */
  resume(callback?: () => void): void {
    this.paused = false;
    this.parsing++;
    try {
      this.parser.resumeScript();
    } finally {
      this.parsing--;
    }
    if (this.parsing === 0 && !this.paused) callback?.();
  }

  /** parse5's input preprocessor: private (see privateApi). */
  get preprocessor(): never {
    throw privateApi('tokenizer.preprocessor');
  }

  /** parse5's character token in progress: private (see privateApi). */
  get currentCharacterToken(): never {
    throw privateApi('tokenizer.currentCharacterToken');
  }

  _runParsingLoop(): never {
    throw privateApi('tokenizer._runParsingLoop()');
  }

  /** Inserts `html` at the current position, before what was inserted there already (a paused script's). */
  insertHtmlAtCurrentPos(html: string): void {
    this.parser.insertHtml(html);
  }
}

/** parse5's Parser (see the module comment). */
export class Parser<T extends TreeAdapterTypeMap = Parse5TreeTypeMap> {
  readonly treeAdapter: FastPathAdapter<T>;
  readonly options: ParserOptions<T>;
  /** The document the parser builds (a fragment parser's is a stand-in). */
  readonly document: T['document'];
  readonly fragmentContext: T['element'] | null;
  /**
   * Called with each script element the parser finishes (parse5's hook for running scripts). Set
   * it before the first piece is written (parse5-parser-stream sets it as it makes the parser): a
   * document parser without one parses the way `parse` does, with no stop at each script.
   */
  scriptHandler: ((scriptElement: T['element']) => void) | null;
  /** True once the last piece was parsed. */
  stopped = false;
  readonly tokenizer: ParserTokenizer;
  private readonly root: unknown;
  private readonly settings: ResolvedParserOptions;
  /** A fragment parser's engine is made at once; a document parser's at the first piece (see scriptHandler). */
  private engine: HtmlEngine | null = null;
  /** The control of the script the scriptHandler was last called with, and the HTML inserted for it. */
  private script: ScriptControl | null = null;
  private readonly insertions: string[] = [];

  constructor(options?: ParserOptions<T> | null, document?: T['document'] | null, fragmentContext: T['element'] | null = null, scriptHandler: ((scriptElement: T['element']) => void) | null = null) {
    const fragment = fragmentContext !== null;
    const resolved = resolveParserOptions('Parser', parse5Options(options), defaultTreeAdapter as unknown as FastPathAdapter, fragment);
    this.settings = resolved;
    const adapter = resolved.adapter as unknown as FastPathAdapter<T>;
    this.treeAdapter = adapter;
    this.options = { ...options, treeAdapter: adapter };
    this.document = document ?? adapter.createDocument();
    this.fragmentContext = fragmentContext;
    this.scriptHandler = scriptHandler;
    const context = fragment ? contextElement('Parser', resolved.adapter, fragmentContext) : null;
    this.root = fragment ? adapter.createElement('documentmock', NS.HTML, []) : this.document;
    if (fragment) this.engine = new HtmlEngine(resolved, this.root, context, null, null);
    this.tokenizer = new ParserTokenizer(this as unknown as Parser<TreeAdapterTypeMap>);
  }

  /** Parses a whole document, as `parse`. */
  static parse<T extends TreeAdapterTypeMap = Parse5TreeTypeMap>(html: string, options?: ParserOptions<T>): T['document'] {
    const parser = new Parser(options);
    parser.tokenizer.write(parse5Html(html) as string, true);
    return parser.document;
  }

  /** A parser for a fragment in `fragmentContext` (a template when null), as parse5's. */
  static getFragmentParser<T extends TreeAdapterTypeMap = Parse5TreeTypeMap>(
    fragmentContext?: T['parentNode'] | null,
    options?: ParserOptions<T>,
  ): Parser<T> {
    const adapter = (options?.treeAdapter ?? defaultTreeAdapter) as unknown as FastPathAdapter<T>;
    const context = fragmentContext ?? adapter.createElement('template', NS.HTML, []);
    return new Parser(options, adapter.createDocument(), context as T['element']);
  }

  /** The fragment a fragment parser built (call it after the last piece). */
  getFragment(): T['documentFragment'] {
    return fragmentOf(this.treeAdapter as never, this.root) as T['documentFragment'];
  }

  /** parse5's token-by-token entry: private (see privateApi). */
  _processToken(_token: unknown): never {
    throw privateApi('parser._processToken()');
  }

  /** parse5's stack of open elements: private (see privateApi). */
  get openElements(): never {
    throw privateApi('parser.openElements');
  }

  /** A document parser's engine: its scripts go to the scriptHandler when there is one (and scripting is on). */
  private documentEngine(): HtmlEngine {
    const settings = this.settings;
    const runsScripts = this.scriptHandler !== null && settings.scriptingEnabled;
    const onScript = runsScripts ? (script: unknown, control: ScriptControl) => this.runScript(script as T['element'], control) : null;
    return new HtmlEngine({ ...settings, onScript }, this.root, null, null, null);
  }

  private runScript(script: T['element'], control: ScriptControl): void {
    const handler = this.scriptHandler;
    if (handler === null) return;
    this.script = control;
    this.insertions.length = 0;
    handler(script);
  }

  /** @internal The tokenizer's pause: from the scriptHandler, it holds the parser. */
  pauseScript(): void {
    const script = this.script;
    if (script !== null && !script.paused) script.pause();
  }

  /** @internal The tokenizer's insertHtmlAtCurrentPos. */
  insertHtml(html: string): void {
    if (this.script === null || !this.script.paused) throw noInsertionPoint(html);
    this.insertions.unshift(String(html));
  }

  /** @internal The tokenizer's resume: the insertions are parsed first. */
  resumeScript(): void {
    const script = this.script;
    if (script === null || !script.paused) return;
    const html = this.insertions.join('');
    this.insertions.length = 0;
    if (html !== '') script.write(html);
    script.resume();
  }

  /** @internal The tokenizer's write. */
  take(chunk: string, last: boolean): void {
    if (this.stopped) throw new TypeError('larch-parse5: write after the last chunk');
    (this.engine ??= this.documentEngine()).write(chunk, last);
    if (last) this.stopped = true;
  }
}
