import type { Attribute } from './common/attribute.js';
import type { ElementLocation, ParserErrorHandler } from './common/location.js';
import type { DOCUMENT_MODE } from './common/namespaces.js';
import { NS, NsId } from './common/namespaces.js';
import { TAG } from './common/tags.js';
import { TextState } from './tokenizer/token.js';
import { ErrorReporter } from './common/error-reporter.js';
import { Source } from './input/source.js';
import { Tokenizer } from './tokenizer/tokenizer.js';
import { TreeBuilder } from './tree/tree-builder.js';
import type { TreeAdapter, TreeAdapterTypeMap } from './tree/tree-adapter.js';
import { Mode } from './tree/insertion-mode.js';
import { adapter as jsonAdapter } from '../adapters/json/index.js';
import type { JsonTreeTypeMap } from '../adapters/json/index.js';
import { asUint8Array, type InputBytes } from './encoding/input-bytes.js';
import { parseBytes } from './encoding/parse-bytes.js';
import { resolveEncodingOptions, type EncodingOptions } from './encoding/sniff.js';
import type { TentativeEncoding } from './encoding/changing-the-encoding.js';

/**
 * A tree adapter as the options accept it: larch's TreeAdapter, with the namespace and document
 * mode types widened to their string values, so that adapters typed against another declaration
 * of the same enums (parse5's `defaultTreeAdapter`, for one) fit as they are.
 */
export type CompatibleTreeAdapter<T extends TreeAdapterTypeMap = TreeAdapterTypeMap> = Omit<
  TreeAdapter<T>,
  | 'createElement'
  | 'getNamespaceURI'
  | 'setDocumentMode'
  | 'getDocumentMode'
  | 'setNodeSourceCodeLocation'
  | 'updateNodeSourceCodeLocation'
> & {
  createElement(tagName: string, namespaceURI: `${NS}`, attrs: Attribute[]): T['element'];
  getNamespaceURI(element: T['element']): `${NS}`;
  setDocumentMode(document: T['document'], mode: `${DOCUMENT_MODE}`): void;
  getDocumentMode(document: T['document']): `${DOCUMENT_MODE}`;
  setNodeSourceCodeLocation(node: T['node'], location: ElementLocation | null): void;
  updateNodeSourceCodeLocation(node: T['node'], location: Partial<ElementLocation>): void;
};

/** Any adapter the options accept: larch's own, or one typed against parse5's enums. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SupportedTreeAdapter = TreeAdapter<any> | CompatibleTreeAdapter<any>;

/** The node types an adapter builds, read off its methods (for adapters typed elsewhere). */
export type DocumentOf<A> = A extends { createDocument(): infer D } ? D : never;
export type DocumentFragmentOf<A> = A extends { createDocumentFragment(): infer F } ? F : never;
export type ParentNodeOf<A> = A extends { getFirstChild(node: infer P): unknown } ? P : never;

/**
 * The options of `parse` and `parseFragment`. The encoding options (`encoding`, `contentType`,
 * `defaultEncoding`) matter only when the input is bytes.
 */
export interface ParserOptions<T extends TreeAdapterTypeMap = JsonTreeTypeMap> extends EncodingOptions {
  /** Builds the tree (default: the JSON adapter of `larch-html/adapters/json`). */
  treeAdapter?: TreeAdapter<T> | CompatibleTreeAdapter<T>;
  /** Whether scripting is on, which decides how `<noscript>` parses (default true). */
  scriptingEnabled?: boolean;
  /** Record source locations on nodes, in parse5's shape (default false). */
  sourceCodeLocationInfo?: boolean;
  /** Called with every parse error, in input order. */
  onParseError?: ParserErrorHandler | null;
}

/** The options with an adapter typed elsewhere (parse5's), whose node types are read off it. */
export interface ParserOptionsWithAdapter<A extends SupportedTreeAdapter> extends Omit<ParserOptions, 'treeAdapter'> {
  treeAdapter: A;
}

interface ResolvedOptions {
  adapter: TreeAdapter;
  scriptingEnabled: boolean;
  sourceCodeLocationInfo: boolean;
  onParseError: ParserErrorHandler | null;
}

function resolveOptions(options: ParserOptions<TreeAdapterTypeMap> | undefined | null): ResolvedOptions {
  if (options === undefined || options === null) {
    return {
      adapter: jsonAdapter as unknown as TreeAdapter,
      scriptingEnabled: true,
      sourceCodeLocationInfo: false,
      onParseError: null,
    };
  }
  if (typeof options !== 'object') throw new TypeError(`larch: options must be an object, got ${typeof options}`);
  const { treeAdapter, scriptingEnabled, sourceCodeLocationInfo, onParseError } = options;
  if (treeAdapter !== undefined && treeAdapter !== null && typeof treeAdapter !== 'object') {
    throw new TypeError('larch: options.treeAdapter must be a tree adapter object');
  }
  if (scriptingEnabled !== undefined && typeof scriptingEnabled !== 'boolean') {
    throw new TypeError('larch: options.scriptingEnabled must be a boolean');
  }
  if (sourceCodeLocationInfo !== undefined && typeof sourceCodeLocationInfo !== 'boolean') {
    throw new TypeError('larch: options.sourceCodeLocationInfo must be a boolean');
  }
  if (onParseError !== undefined && onParseError !== null && typeof onParseError !== 'function') {
    throw new TypeError('larch: options.onParseError must be a function');
  }
  return {
    adapter: (treeAdapter ?? jsonAdapter) as unknown as TreeAdapter,
    scriptingEnabled: scriptingEnabled ?? true,
    sourceCodeLocationInfo: sourceCodeLocationInfo ?? false,
    onParseError: onParseError ?? null,
  };
}

const HTML_NS = NS.HTML;

/** `html` as a string or as a Uint8Array over its bytes; a TypeError for anything else. */
function checkInput(html: unknown): string | Uint8Array {
  if (typeof html === 'string') return html;
  const bytes = asUint8Array(html);
  if (bytes === null) {
    throw new TypeError(
      `larch: html must be a string or bytes (a Uint8Array, Buffer or ArrayBuffer), got ${html === null ? 'null' : typeof html}`,
    );
  }
  return bytes;
}

/**
 * Parses bytes into the root `makeRoot` makes: decoded in the encoding the sniffing finds, and
 * parsed again (into a new root) when a `<meta>` changes it. Answers the root and the encoding.
 */
function parseBytesInto(
  bytes: Uint8Array,
  resolved: ResolvedOptions,
  encodingOptions: EncodingOptions | undefined,
  context: unknown,
  makeRoot: () => unknown,
): { result: unknown; encoding: string } {
  return parseBytes(bytes, resolveEncodingOptions(encodingOptions), resolved.onParseError, (text, tentative, onParseError) => {
    const root = makeRoot();
    run(text, { ...resolved, onParseError }, root, context, tentative);
    return root;
  });
}

/**
 * The tree builder of one small parse into the JSON adapter, made on the first parse and kept
 * while this module is loaded. V8 drops a hidden class once no object has it, and with it the
 * optimized code specialized to it: tree builders (with their stacks and lists) and the JSON
 * nodes live for one parse, so without a survivor each major GC between parses sent the tree
 * builder's hot code back to the interpreter (measured on the benchmark corpus into domhandler:
 * 58-61 MB/s without a survivor, 79-84 MB/s with one).
 */
let idleBuilder: TreeBuilder | null = null;
let makingIdleBuilder = false;
const IDLE_SAMPLE = '<!DOCTYPE html><p class=a>t<!--c--></p>';

function keepIdleBuilder(): void {
  if (idleBuilder !== null || makingIdleBuilder) return;
  makingIdleBuilder = true;
  const options: ResolvedOptions = {
    adapter: jsonAdapter as unknown as TreeAdapter,
    scriptingEnabled: true,
    sourceCodeLocationInfo: false,
    onParseError: null,
  };
  idleBuilder = run(IDLE_SAMPLE, options, options.adapter.createDocument(), null, null);
}

function run(
  html: string,
  options: ResolvedOptions,
  document: unknown,
  context: unknown,
  tentativeEncoding: TentativeEncoding | null,
): TreeBuilder {
  keepIdleBuilder();
  // The tokenizer normalizes line breaks in what it delivers, so the input is not copied.
  const source = new Source(html, { keepCarriageReturns: true });
  const errors = new ErrorReporter(source, options.onParseError);
  const builder = new TreeBuilder(options.adapter, source, errors, options, document, context);
  const tokenizer = new Tokenizer(source, builder, { errors, trackAttributeSpans: options.sourceCodeLocationInfo });
  builder.tokenizer = tokenizer;
  builder.tentativeEncoding = tentativeEncoding;
  if (context !== null) startFragment(builder, tokenizer);
  tokenizer.run();
  errors.flushInputErrors();
  return builder;
}

/** §13.4 The HTML fragment parsing algorithm, the steps before tokenizing. */
function startFragment(builder: TreeBuilder, tokenizer: Tokenizer): void {
  if (builder.contextNs === NsId.HTML) {
    const state = fragmentTextState(builder.contextTagId, builder.scriptingEnabled);
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
    if (isForm && adapter.getNamespaceURI(node) === HTML_NS) {
      builder.form = node;
      break;
    }
  }
}

function fragmentTextState(tagId: TAG, scriptingEnabled: boolean): TextState {
  switch (tagId) {
    case TAG.TITLE:
    case TAG.TEXTAREA:
      return TextState.RCDATA;
    case TAG.STYLE:
    case TAG.XMP:
    case TAG.IFRAME:
    case TAG.NOEMBED:
    case TAG.NOFRAMES:
      return TextState.RAWTEXT;
    case TAG.NOSCRIPT:
      return scriptingEnabled ? TextState.RAWTEXT : TextState.DATA;
    case TAG.SCRIPT:
      return TextState.SCRIPT_DATA;
    case TAG.PLAINTEXT:
      return TextState.PLAINTEXT;
    default:
      return TextState.DATA;
  }
}

/**
 * Parses a whole HTML document (§13.2), from a string or from bytes. Bytes are decoded as the
 * spec's encoding sniffing says (#determining-the-character-encoding), and the encoding is
 * recorded on the document through the adapter's `setDocumentEncoding`.
 */
export function parse<T extends TreeAdapterTypeMap = JsonTreeTypeMap>(
  html: string | InputBytes,
  options?: ParserOptions<T>,
): T['document'];
export function parse<A extends SupportedTreeAdapter>(
  html: string | InputBytes,
  options: ParserOptionsWithAdapter<A>,
): DocumentOf<A>;
export function parse(html: string | InputBytes, options?: ParserOptions<TreeAdapterTypeMap>): unknown {
  const input = checkInput(html);
  const resolved = resolveOptions(options);
  const adapter = resolved.adapter;
  if (typeof input === 'string') {
    const document = adapter.createDocument();
    run(input, resolved, document, null, null);
    return document;
  }
  const { result: document, encoding } = parseBytesInto(input, resolved, options, null, () => adapter.createDocument());
  if (adapter.setDocumentEncoding !== undefined) adapter.setDocumentEncoding(document, encoding);
  return document;
}

/**
 * Parses an HTML fragment (§13.4) as the children of `context`; without a context (or with
 * null), as the contents of a `<template>`, like parse5.
 */
export function parseFragment<T extends TreeAdapterTypeMap = JsonTreeTypeMap>(
  html: string | InputBytes,
  options?: ParserOptions<T>,
): T['documentFragment'];
export function parseFragment<T extends TreeAdapterTypeMap = JsonTreeTypeMap>(
  context: T['parentNode'] | null,
  html: string | InputBytes,
  options?: ParserOptions<T>,
): T['documentFragment'];
export function parseFragment<A extends SupportedTreeAdapter>(
  html: string | InputBytes,
  options: ParserOptionsWithAdapter<A>,
): DocumentFragmentOf<A>;
export function parseFragment<A extends SupportedTreeAdapter>(
  context: ParentNodeOf<A> | null,
  html: string | InputBytes,
  options: ParserOptionsWithAdapter<A>,
): DocumentFragmentOf<A>;
export function parseFragment(
  contextOrHtml: unknown,
  htmlOrOptions?: unknown,
  maybeOptions?: ParserOptions<TreeAdapterTypeMap>,
): unknown {
  let context: unknown;
  let html: unknown;
  let options: ParserOptions<TreeAdapterTypeMap> | undefined;
  if (typeof contextOrHtml === 'string' || asUint8Array(contextOrHtml) !== null) {
    context = null;
    html = contextOrHtml;
    options = htmlOrOptions as ParserOptions<TreeAdapterTypeMap> | undefined;
  } else {
    context = contextOrHtml ?? null;
    html = htmlOrOptions;
    options = maybeOptions;
  }
  const input = checkInput(html);
  const resolved = resolveOptions(options);
  const adapter = resolved.adapter;
  if (context === null) context = adapter.createElement('template', HTML_NS, []);
  else if (typeof context !== 'object') {
    throw new TypeError('larch: the fragment context must be an element of the tree adapter');
  }
  // Built under a stand-in root, as parse5 does, so no document is needed. A fragment has no
  // document to record the encoding of bytes on.
  const makeMock = () => adapter.createElement('documentmock', HTML_NS, []);
  let documentMock: unknown;
  if (typeof input === 'string') {
    documentMock = makeMock();
    run(input, resolved, documentMock, context, null);
  } else {
    documentMock = parseBytesInto(input, resolved, options, context, makeMock).result;
  }
  const root = adapter.getFirstChild(documentMock);
  const fragment = adapter.createDocumentFragment();
  const children = adapter.getChildNodes(root).slice();
  for (let i = children.length - 1; i >= 0; i--) adapter.detachNode(children[i]);
  for (const child of children) adapter.appendChild(fragment, child);
  return fragment;
}
