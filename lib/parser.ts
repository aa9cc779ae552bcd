import type { Attribute } from './common/attribute.js';
import type { ElementLocation, ParserErrorHandler } from './common/location.js';
import type { DOCUMENT_MODE } from './common/namespaces.js';
import { NS } from './common/namespaces.js';
import { runParser } from './driver.js';
import type { TreeAdapter, TreeAdapterTypeMap } from './tree/tree-adapter.js';
import { adapter as jsonAdapter } from './json/index.js';
import type { JsonTreeTypeMap } from './json/index.js';

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
export type SupportedTreeAdapter = TreeAdapter<any> | CompatibleTreeAdapter<any>;

/** The node types an adapter builds, read off its methods (for adapters typed elsewhere). */
export type DocumentOf<A> = A extends { createDocument(): infer D } ? D : never;
export type DocumentFragmentOf<A> = A extends { createDocumentFragment(): infer F } ? F : never;
export type ParentNodeOf<A> = A extends { getFirstChild(node: infer P): unknown } ? P : never;

export interface ParserOptions<T extends TreeAdapterTypeMap = JsonTreeTypeMap> {
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

function checkHtml(html: unknown): asserts html is string {
  if (typeof html !== 'string') {
    throw new TypeError(`larch: html must be a string, got ${html === null ? 'null' : typeof html}`);
  }
}

/** Parses a whole HTML document (§13.2). */
export function parse<T extends TreeAdapterTypeMap = JsonTreeTypeMap>(
  html: string,
  options?: ParserOptions<T>,
): T['document'];
export function parse<A extends SupportedTreeAdapter>(
  html: string,
  options: ParserOptionsWithAdapter<A>,
): DocumentOf<A>;
export function parse(html: string, options?: ParserOptions<TreeAdapterTypeMap>): unknown {
  checkHtml(html);
  const resolved = resolveOptions(options);
  const document = resolved.adapter.createDocument();
  runParser(html, resolved, document, null);
  return document;
}

/**
 * Parses an HTML fragment (§13.4) as the children of `context`; without a context (or with
 * null), as the contents of a `<template>`, like parse5.
 */
export function parseFragment<T extends TreeAdapterTypeMap = JsonTreeTypeMap>(
  html: string,
  options?: ParserOptions<T>,
): T['documentFragment'];
export function parseFragment<T extends TreeAdapterTypeMap = JsonTreeTypeMap>(
  context: T['parentNode'] | null,
  html: string,
  options?: ParserOptions<T>,
): T['documentFragment'];
export function parseFragment<A extends SupportedTreeAdapter>(
  html: string,
  options: ParserOptionsWithAdapter<A>,
): DocumentFragmentOf<A>;
export function parseFragment<A extends SupportedTreeAdapter>(
  context: ParentNodeOf<A> | null,
  html: string,
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
  if (typeof contextOrHtml === 'string') {
    context = null;
    html = contextOrHtml;
    options = htmlOrOptions as ParserOptions<TreeAdapterTypeMap> | undefined;
  } else {
    context = contextOrHtml ?? null;
    html = htmlOrOptions;
    options = maybeOptions;
  }
  checkHtml(html);
  const resolved = resolveOptions(options);
  const adapter = resolved.adapter;
  if (context === null) context = adapter.createElement('template', HTML_NS, []);
  else if (typeof context !== 'object') {
    throw new TypeError('larch: the fragment context must be an element of the tree adapter');
  }
  // Built under a stand-in root, as parse5 does, so no document is needed.
  const documentMock = adapter.createElement('documentmock', HTML_NS, []);
  runParser(html, resolved, documentMock, context);
  const root = adapter.getFirstChild(documentMock);
  const fragment = adapter.createDocumentFragment();
  const children = adapter.getChildNodes(root).slice();
  for (let i = children.length - 1; i >= 0; i--) adapter.detachNode(children[i]);
  for (const child of children) adapter.appendChild(fragment, child);
  return fragment;
}
