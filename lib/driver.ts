import type { ParserErrorHandler } from './common/location.js';
import { NS, NsId } from './common/namespaces.js';
import { TAG } from './common/tags.js';
import { ErrorReporter } from './common/error-reporter.js';
import { Source } from './input/source.js';
import { buildSampleTree, keepAlive } from './keep-alive.js';
import { TextState } from './tokenizer/token.js';
import { Tokenizer } from './tokenizer/tokenizer.js';
import { textStateAfter } from './tokenizer/feedback-simulator.js';
import { Mode } from './tree/insertion-mode.js';
import { TreeBuilder } from './tree/tree-builder.js';
import { TreeConstructionDispatcher } from './tree/dispatcher.js';
import type { TreeAdapter } from './tree/tree-adapter.js';
import { adapter as jsonAdapter } from './json/index.js';
import type { TentativeEncoding } from './encoding/changing-the-encoding.js';
import { ChunkedInput } from './tokenizer/chunked-input.js';

/** What one run of the HTML parser needs, options already checked. */
export interface ParseSettings {
  adapter: TreeAdapter;
  scriptingEnabled: boolean;
  sourceCodeLocationInfo: boolean;
  onParseError: ParserErrorHandler | null;
  allowDeclarativeShadowRoots: boolean;
}

/**
 * The parser's keep-alive sample (see lib/keep-alive.ts): a tree builder and its dispatcher over
 * the default JSON tree, constructed but never run, and a small JSON tree built through the
 * adapter.
 */
function makeSample(): unknown {
  const source = new Source('');
  const errors = new ErrorReporter(source, null);
  const settings = { scriptingEnabled: true, sourceCodeLocationInfo: false, allowDeclarativeShadowRoots: false };
  const document = buildSampleTree(jsonAdapter);
  const builder = new TreeBuilder(jsonAdapter as unknown as TreeAdapter, source, errors, settings, document, null);
  return new TreeConstructionDispatcher(builder);
}

/**
 * Runs the HTML parser over `html` into `document` (the tree construction stage starts from an
 * empty document), or, with a `context` element, the fragment parsing algorithm's steps into a
 * stand-in root in `document`. `tentativeEncoding`, for bytes decoded in a tentative encoding,
 * lets a `<meta>` change it (#changing-the-encoding-while-parsing).
 */
export function runParser(
  html: string,
  settings: ParseSettings,
  document: unknown,
  context: unknown,
  tentativeEncoding: TentativeEncoding | null,
): TreeBuilder {
  keepAlive('tree-builder', makeSample);
  // The tokenizer normalizes line breaks in what it delivers, so the input is not copied.
  const source = new Source(html, { keepCarriageReturns: true });
  const errors = new ErrorReporter(source, settings.onParseError);
  const builder = new TreeBuilder(settings.adapter, source, errors, settings, document, context);
  const tokenizer = new Tokenizer(source, new TreeConstructionDispatcher(builder), {
    errors,
    trackAttributeSpans: settings.sourceCodeLocationInfo,
    lendAttributes: builder.borrowsAttributes,
    exactTextOffsets: settings.sourceCodeLocationInfo || settings.onParseError !== null,
  });
  builder.tokenizer = tokenizer;
  builder.tentativeEncoding = tentativeEncoding;
  if (context !== null) startFragment(builder, tokenizer);
  tokenizer.run();
  errors.flushInputErrors();
  return builder;
}

/**
 * One run of the HTML parser over input that comes in pieces: the same Source → Tokenizer →
 * TreeBuilder as `runParser`, with a chunked Source. After each piece the tokenizer runs as far
 * as the text goes and suspends at its end; the tokens, errors and locations are the ones a run
 * over the whole input gives, whatever the cuts (the tokenizer resumes where it stopped, see
 * TokenizerBase). Text already consumed is dropped, so the input held stays about one piece.
 */
export class ChunkedRun {
  readonly builder: TreeBuilder;
  private readonly input: ChunkedInput;
  private readonly errors: ErrorReporter;

  constructor(settings: ParseSettings, document: unknown, context: unknown, tentativeEncoding: TentativeEncoding | null) {
    keepAlive('tree-builder', makeSample);
    const locate = settings.sourceCodeLocationInfo || settings.onParseError !== null;
    const source = Source.chunked({ lines: locate, inputErrors: settings.onParseError !== null });
    const errors = new ErrorReporter(source, settings.onParseError);
    const builder = new TreeBuilder(settings.adapter, source, errors, settings, document, context);
    const tokenizer = new Tokenizer(source, new TreeConstructionDispatcher(builder), {
      errors,
      trackAttributeSpans: settings.sourceCodeLocationInfo,
      lendAttributes: builder.borrowsAttributes,
      exactTextOffsets: locate,
    });
    builder.tokenizer = tokenizer;
    builder.tentativeEncoding = tentativeEncoding;
    if (context !== null) startFragment(builder, tokenizer);
    this.input = new ChunkedInput(source, tokenizer, false, null, builder);
    this.errors = errors;
    this.builder = builder;
  }

  /** Parses the next piece of the input; `last` when it is the end. */
  write(text: string, last: boolean): void {
    this.input.write(text, last);
    if (last) this.errors.flushInputErrors();
  }
}

/** The HTML fragment parsing algorithm (#parsing-html-fragments), the steps before tokenizing. */
function startFragment(builder: TreeBuilder, tokenizer: Tokenizer): void {
  if (builder.contextNs === NsId.HTML) {
    const state = textStateAfter(builder.contextTagId, builder.scriptingEnabled);
    if (state !== TextState.DATA) tokenizer.switchTo(state);
  }
  builder.insertHtmlRoot(null);
  if (builder.contextTagId === TAG.TEMPLATE && builder.contextNs === NsId.HTML) {
    builder.pushTemplateMode(Mode.IN_TEMPLATE);
  }
  builder.resetInsertionMode();
  const adapter = builder.adapter;
  for (let node: unknown = builder.context; node !== null && node !== undefined; node = adapter.getParentNode(node)) {
    const isForm = adapter.isElementNode(node) && adapter.getTagName(node) === 'form';
    if (isForm && adapter.getNamespaceURI(node) === NS.HTML) {
      builder.form = node;
      break;
    }
  }
}
