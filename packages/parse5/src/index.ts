/**
 * parse5's public API over larch (the `parse5` drop-in). Each function takes parse5's arguments
 * and options with parse5's meanings and defaults: the default tree is parse5's (larch's parse5
 * adapter), a string first argument of `parseFragment` is the HTML, and `serializeOuter` of a
 * node that is not an element, text, comment or DOCTYPE gives ''.
 */
import {
  parse as larchParse,
  parseFragment as larchParseFragment,
  serialize as larchSerialize,
  serializeOuter as larchSerializeOuter,
  ErrorCodes as larchErrorCodes,
  type ParserError,
  type ParserErrorHandler,
  type TreeAdapter,
  type TreeAdapterTypeMap,
} from 'larch-html';
import { parse5Html, parse5Options, serializerOptions, type ParserOptions, type SerializerOptions } from './options.js';
import { adapter as defaultTreeAdapter, type Parse5TreeTypeMap } from 'larch-html/adapters/parse5';

/**
 * parse5's error codes: larch's, and the one the Living Standard dropped when `<?` came to open a
 * processing instruction (never reported, since larch reads `<?` as the spec does now).
 */
export const ErrorCodes = { ...larchErrorCodes, unexpectedQuestionMarkInsteadOfTagName: 'unexpected-question-mark-instead-of-tag-name' } as const;
export type ErrorCodes = (typeof ErrorCodes)[keyof typeof ErrorCodes];

export { defaultTreeAdapter };
export type { ParserError, ParserErrorHandler, TreeAdapter, TreeAdapterTypeMap };
export type { Location, ElementLocation, ElementCreationContext } from 'larch-html';
export type { Parse5TreeTypeMap as DefaultTreeAdapterMap } from 'larch-html/adapters/parse5';
export type * as DefaultTreeAdapterTypes from './default-tree-types.js';
export * as html from './html.js';
export * as Token from './token.js';
export { Parser, InsertionMode } from './parser.js';
export { Tokenizer, TokenizerMode, type TokenHandler, type TokenizerOptions } from './tokenizer.js';
export * as foreignContent from './foreign-content.js';
export type { ParserOptions, SerializerOptions } from './options.js';

/** Parses a whole document, as `parse5.parse`. */
export function parse<T extends TreeAdapterTypeMap = Parse5TreeTypeMap>(html: string, options?: ParserOptions<T>): T['document'] {
  return larchParse(parse5Html(html) as string, parse5Options(options) as never) as T['document'];
}

/**
 * Parses a fragment, as `parse5.parseFragment`: `parseFragment(html, options?)` parses it as a
 * template's contents; `parseFragment(context, html, options?)` as the children of `context`,
 * an element of the adapter's tree (or null).
 */
export function parseFragment<T extends TreeAdapterTypeMap = Parse5TreeTypeMap>(
  fragmentContext: T['parentNode'] | null,
  html: string,
  options: ParserOptions<T>,
): T['documentFragment'];
export function parseFragment<T extends TreeAdapterTypeMap = Parse5TreeTypeMap>(html: string, options?: ParserOptions<T>): T['documentFragment'];
export function parseFragment(contextOrHtml: unknown, htmlOrOptions?: unknown, maybeOptions?: ParserOptions<TreeAdapterTypeMap>): unknown {
  if (typeof contextOrHtml === 'string') {
    return larchParseFragment(null, contextOrHtml, parse5Options(htmlOrOptions as ParserOptions<TreeAdapterTypeMap>) as never);
  }
  return larchParseFragment((contextOrHtml ?? null) as never, parse5Html(htmlOrOptions) as string, parse5Options(maybeOptions) as never);
}

/** The HTML of a node's children (the template's contents for a `<template>`), as `parse5.serialize`. */
export function serialize<T extends TreeAdapterTypeMap = Parse5TreeTypeMap>(node: T['parentNode'], options?: SerializerOptions<T>): string {
  return larchSerialize(node as never, serializerOptions(options) as never);
}

/** The HTML of a node itself, as `parse5.serializeOuter`: '' for a document or fragment. */
export function serializeOuter<T extends TreeAdapterTypeMap = Parse5TreeTypeMap>(node: T['node'], options?: SerializerOptions<T>): string {
  const resolved = serializerOptions(options);
  const adapter = resolved.treeAdapter!;
  const own = adapter.isElementNode(node) || adapter.isTextNode(node) || adapter.isCommentNode(node) || adapter.isDocumentTypeNode(node);
  return own ? larchSerializeOuter(node as never, resolved as never) : '';
}
