import type { ParserErrorHandler } from '../common/location.js';
import { NS, NsId } from '../common/namespaces.js';
import { TAG } from '../common/tags.js';
import { TextState, type TokenizerControl } from '../tokenizer/token.js';
import { textStateAfter } from '../tokenizer/feedback-simulator.js';
import { Mode } from '../tree/insertion-mode.js';
import { TreeBuilder } from '../tree/tree-builder.js';
import { TreeConstructionDispatcher } from '../tree/dispatcher.js';
import type { FastPathAdapter } from '../tree/tree-adapter.js';
import type { EncodingChange, TentativeEncoding } from '../encoding/changing-the-encoding.js';
import { ErrorReporter } from '../input/error-reporter.js';
import { Source } from '../input/source.js';
import { adapter as jsonAdapter } from '../json/index.js';
import { Engine, type PiecewiseInput } from './engine.js';
import { keepAlive } from '../common/kept.js';
import { buildSampleTree } from '../tree/sample-tree.js';
import { ParserScripts, type ScriptHandler } from './scripts.js';

/** What one run of the HTML parser needs, options already checked. */
export interface ParseSettings {
  adapter: FastPathAdapter;
  scriptingEnabled: boolean;
  sourceCodeLocationInfo: boolean;
  onParseError: ParserErrorHandler | null;
  /** Report only the tree-construction errors parse5 reports. */
  parse5Errors: boolean;
  allowDeclarativeShadowRoots: boolean;
  /** The host that runs scripts (ParserOptions.onScript), or null. */
  onScript: ScriptHandler | null;
}

/** The control of a tokenizer that never runs (the keep-alive sample's builder asks nothing of it). */
const NO_TOKENIZER: TokenizerControl = { switchTo() {}, pauseAfterToken() {} };

/**
 * The parser's keep-alive sample (see kept.ts): a tree builder and its dispatcher over the
 * default JSON tree, constructed but never run, and a small JSON tree built through the adapter.
 */
function makeSample(): unknown {
  const source = new Source('');
  const errors = new ErrorReporter(source, null);
  const settings = { scriptingEnabled: true, sourceCodeLocationInfo: false, allowDeclarativeShadowRoots: false };
  const document = buildSampleTree(jsonAdapter);
  const builder = new TreeBuilder(jsonAdapter as unknown as FastPathAdapter, source, errors, NO_TOKENIZER, settings, document, null);
  return new TreeConstructionDispatcher(builder);
}

/**
 * One run of the HTML parser (#parsing): an Engine whose sink is tree construction, building
 * into `root` (the tree construction stage starts from an empty document), or, with a `context`
 * element, the fragment parsing algorithm's steps into a stand-in root. `text` is the whole input
 * (then `run`), or null for input in pieces (then `write`). `tentative`, for bytes decoded in a
 * tentative encoding, lets a `<meta>` change it (#changing-the-encoding-while-parsing): when the
 * text would read differently, the run stops and `encodingChange` says how to start again.
 */
export class HtmlEngine extends Engine<TreeConstructionDispatcher> {
  readonly builder: TreeBuilder;
  private readonly tentative: TentativeEncoding | null;

  constructor(settings: ParseSettings, root: unknown, context: unknown, tentative: TentativeEncoding | null, text: string | null) {
    keepAlive('tree-builder', makeSample);
    const locate = settings.sourceCodeLocationInfo || settings.onParseError !== null;
    const runsScripts = settings.onScript !== null && context === null;
    // With scripts, a whole text goes in as pieces too: the Source holds a slice of the input
    // stream at a time (see Engine.nextText), so that it ends near the insertion point.
    const pieces: PiecewiseInput = { lines: locate, inputErrors: settings.onParseError !== null, forgetDroppedLines: false, streamText: false };
    if (text !== null) pieces.text = text;
    const borrows = settings.adapter.borrowsAttributes === true;
    super(
      text !== null && !runsScripts ? text : pieces,
      settings.onParseError,
      (source, errors, tokenizer) =>
        new TreeConstructionDispatcher(new TreeBuilder(settings.adapter, source, errors, tokenizer, { ...settings, runsScripts }, root, context)),
      { trackAttributeSpans: settings.sourceCodeLocationInfo, lendAttributes: borrows, exactTextOffsets: locate },
      runsScripts ? (engine) => new ParserScripts(engine, engine.sink.builder, settings.onScript!, text === null) : null,
    );
    const builder = this.sink.builder;
    this.builder = builder;
    this.tentative = tentative;
    builder.tentativeEncoding = tentative;
    if (tentative !== null) tentative.onChange = () => this.stop();
    if (context !== null) this.startFragment();
  }

  /** The encoding change that stopped this run (it is to start again over the bytes decoded anew), or null. */
  get encodingChange(): EncodingChange | null {
    return this.tentative === null ? null : this.tentative.restart;
  }

  /** The HTML fragment parsing algorithm (#parsing-html-fragments), the steps before tokenizing. */
  private startFragment(): void {
    const builder = this.builder;
    if (builder.contextNs === NsId.HTML) {
      const state = textStateAfter(builder.contextTagId, builder.scriptingEnabled);
      if (state !== TextState.DATA) this.tokenizer.switchTo(state);
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
}
