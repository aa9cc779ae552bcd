import { NS } from './common/namespaces.js';
import { asciiLowercase } from './tokenizer/char-codes.js';
import { HtmlEngine } from './engine/html-engine.js';
import type { TreeAdapter, TreeAdapterTypeMap } from './tree/tree-adapter.js';
import { adapter as jsonAdapter } from './json/index.js';
import type { JsonTreeTypeMap } from './json/index.js';
import {
  resolveParserOptions,
  type DocumentFragmentOf,
  type DocumentOf,
  type ParentNodeOf,
  type ParserOptions,
  type ParserOptionsWithAdapter,
  type ResolvedParserOptions,
  type SupportedTreeAdapter,
} from './options.js';
import { asUint8Array, type InputBytes } from './encoding/input-bytes.js';
import { parseBytes } from './encoding/parse-bytes.js';
import { resolveEncodingOptions, type EncodingOptions } from './encoding/sniff.js';

const HTML_NS = NS.HTML;

/** `html` as a string or as a Uint8Array over its bytes; a TypeError for anything else. */
function checkInput(fn: string, html: unknown): string | Uint8Array {
  if (typeof html === 'string') return html;
  const bytes = asUint8Array(html);
  if (bytes === null) {
    throw new TypeError(
      `${fn}: html must be a string or bytes (a Uint8Array, Buffer or ArrayBuffer), got ${html === null ? 'null' : typeof html}`,
    );
  }
  return bytes;
}

/** Whether a value is parser input (a string or bytes), for telling parseFragment's arguments apart. */
function isInput(value: unknown): boolean {
  return typeof value === 'string' || asUint8Array(value) !== null;
}

/**
 * Parses bytes into the root `makeRoot` makes: decoded in the encoding the sniffing finds, and
 * parsed again (into a new root) when a `<meta>` changes it. Answers the root and the encoding.
 */
function parseBytesInto(
  bytes: Uint8Array,
  resolved: ResolvedParserOptions,
  encodingOptions: EncodingOptions | undefined,
  context: unknown,
  makeRoot: () => unknown,
): { result: unknown; encoding: string } {
  return parseBytes(bytes, resolveEncodingOptions(encodingOptions), resolved.onParseError, (text, tentative, onParseError) => {
    const root = makeRoot();
    new HtmlEngine({ ...resolved, onParseError }, root, context, tentative, text).run();
    return root;
  });
}

/**
 * Parses a whole HTML document (#parsing), from a string or from bytes. Bytes are decoded as the
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
  const input = checkInput('parse', html);
  const resolved = resolveParserOptions('parse', options, jsonAdapter as unknown as TreeAdapter, false);
  const adapter = resolved.adapter;
  if (typeof input === 'string') {
    const document = adapter.createDocument();
    new HtmlEngine(resolved, document, null, null, input).run();
    return document;
  }
  const { result: document, encoding } = parseBytesInto(input, resolved, options, null, () => adapter.createDocument());
  if (adapter.setDocumentEncoding !== undefined) adapter.setDocumentEncoding(document, encoding);
  return document;
}

/**
 * Parses an HTML fragment (#parsing-html-fragments) as the children of `context`, as setting
 * `innerHTML` does; without a context (or with null), as the contents of a `<template>`, like
 * parse5. The context is an element of the adapter's tree, or, so no adapter knowledge is needed,
 * a tag name: `'tr'` (an HTML element), `'svg path'`, `'math mi'` (SVG and MathML elements, as
 * html5lib's tests write them).
 */
export function parseFragment<T extends TreeAdapterTypeMap = JsonTreeTypeMap>(
  html: string | InputBytes,
  options?: ParserOptions<T>,
): T['documentFragment'];
export function parseFragment<T extends TreeAdapterTypeMap = JsonTreeTypeMap>(
  context: T['parentNode'] | string | null,
  html: string | InputBytes,
  options?: ParserOptions<T>,
): T['documentFragment'];
export function parseFragment<A extends SupportedTreeAdapter>(
  html: string | InputBytes,
  options: ParserOptionsWithAdapter<A>,
): DocumentFragmentOf<A>;
export function parseFragment<A extends SupportedTreeAdapter>(
  context: ParentNodeOf<A> | string | null,
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
  let options: unknown;
  // A string first argument is the context only when the html follows it.
  if (isInput(contextOrHtml) && !isInput(htmlOrOptions)) {
    context = null;
    html = contextOrHtml;
    options = htmlOrOptions;
  } else {
    context = contextOrHtml ?? null;
    html = htmlOrOptions;
    options = maybeOptions;
  }
  const input = checkInput('parseFragment', html);
  const resolved = resolveParserOptions('parseFragment', options, jsonAdapter as unknown as TreeAdapter, true);
  const adapter = resolved.adapter;
  context = fragmentContext('parseFragment', adapter, context);
  // Built under a stand-in root, as parse5 does, so no document is needed. A fragment has no
  // document to record the encoding of bytes on.
  const makeMock = () => adapter.createElement('documentmock', HTML_NS, []);
  let documentMock: unknown;
  if (typeof input === 'string') {
    documentMock = makeMock();
    new HtmlEngine(resolved, documentMock, context, null, input).run();
  } else {
    documentMock = parseBytesInto(input, resolved, options as EncodingOptions | undefined, context, makeMock).result;
  }
  return fragmentOf(adapter, documentMock);
}

/** The stand-in root a fragment was parsed into, made into a document fragment. */
export function fragmentOf(adapter: TreeAdapter, documentMock: unknown): unknown {
  const root = adapter.getFirstChild(documentMock);
  const fragment = adapter.createDocumentFragment();
  const children = adapter.getChildNodes(root).slice();
  for (let i = children.length - 1; i >= 0; i--) adapter.detachNode(children[i]);
  for (const child of children) adapter.appendChild(fragment, child);
  return fragment;
}

/** The context of parseFragment: an element of the adapter's tree or a tag name; null means a template. */
export function fragmentContext(fn: string, adapter: TreeAdapter, context: unknown): unknown {
  if (context === null || context === undefined) return adapter.createElement('template', HTML_NS, []);
  if (typeof context === 'string') return contextElement(fn, adapter, context);
  if (typeof context !== 'object') {
    throw new TypeError(`${fn}: the context must be an element of the tree adapter or a tag name, got ${typeof context}`);
  }
  if (!adapter.isElementNode(context)) {
    throw new TypeError(`${fn}: the context is not an element this tree adapter reads (pass an element of the adapter's tree, a tag name such as 'td', or null for a template)`);
  }
  return context;
}

const FOREIGN_CONTEXT_NAMESPACES: Record<string, NS> = { svg: NS.SVG, math: NS.MATHML };

/** A name the tokenizer reads as a whole tag name (#tag-open-state): an ASCII letter, then no whitespace, `/`, `>` or NUL. */
const TAG_NAME = /^[A-Za-z][^\t\n\f\r />\0]*$/;

/** The context element a tag name stands for: `tr`, or `svg path` / `math mi` for foreign ones. */
function contextElement(fn: string, adapter: TreeAdapter, name: string): unknown {
  const parts = name.trim().split(/\s+/);
  const tag = parts.at(-1)!;
  if (TAG_NAME.test(tag)) {
    if (parts.length === 1) return adapter.createElement(asciiLowercase(tag), HTML_NS, []);
    if (parts.length === 2 && Object.hasOwn(FOREIGN_CONTEXT_NAMESPACES, parts[0]!)) {
      return adapter.createElement(tag, FOREIGN_CONTEXT_NAMESPACES[parts[0]!]!, []);
    }
  }
  // Most often the HTML and the context the other way round: parseFragment('<td>x', 'tr').
  const swapped = fn === 'parseFragment' && !TAG_NAME.test(name.trim()) ? `; the context comes first: ${fn}(context, html, options)` : '';
  throw new TypeError(`${fn}: bad context tag name ${JSON.stringify(name)} (expected a name such as 'tr', 'svg path' or 'math mi')${swapped}`);
}
