import type { Root } from 'hast';
import type { ParserErrorHandler } from '../../lib/common/location.js';
import { parse, parseFragment } from '../../lib/parser.js';
import { adapter, createHastAdapter } from './adapter.js';

export interface ParseHastOptions {
  /** Parse as a fragment (the contents of a `<template>`), not a document (default false). */
  fragment?: boolean;
  /** unist positions on the nodes, and on the root (default true, as rehype-parse does). */
  positions?: boolean;
  /** Start tag, end tag and attribute positions in `data.position` (default false). */
  verbose?: boolean;
  /** rehype-parse's `space`: accepted, without effect (each element's namespace decides). */
  space?: 'html' | 'svg';
  /** Whether scripting is on, which decides how `<noscript>` parses (default true). */
  scriptingEnabled?: boolean;
  /** Called with every parse error, in input order. */
  onParseError?: ParserErrorHandler | null;
  /** `'comment'` (default, as rehype-parse) or `'instruction'` nodes for `<?target data?>` (see HastAdapterOptions). */
  processingInstructions?: 'comment' | 'instruction';
}

/**
 * Parses HTML into a hast root, as hast-util-from-html does (which rehype-parse runs): positions on
 * by default, including the root's. `parse(html, { treeAdapter: adapter })` is the same without
 * positions.
 */
export function parseHast(html: string, options?: ParseHastOptions | null): Root {
  if (typeof html !== 'string' && !ArrayBuffer.isView(html) && !((html as unknown) instanceof ArrayBuffer)) {
    throw new TypeError(`parseHast: html must be a string or bytes (a Uint8Array, Buffer or ArrayBuffer), got ${html === null ? 'null' : typeof html}`);
  }
  if (options !== undefined && options !== null && typeof options !== 'object') {
    throw new TypeError(`parseHast: options must be an object, got ${typeof options}`);
  }
  const { fragment = false, positions = true, verbose = false, space, scriptingEnabled = true, onParseError = null, processingInstructions } = options ?? {};
  for (const [name, value] of [['fragment', fragment], ['positions', positions]] as const) {
    if (typeof value !== 'boolean') throw new TypeError(`parseHast: options.${name} must be a boolean`);
  }
  const treeAdapter =
    positions || processingInstructions === 'instruction'
      ? createHastAdapter({ file: positions ? html : null, verbose, space, processingInstructions })
      : adapter;
  const parseOptions = { treeAdapter, sourceCodeLocationInfo: positions, scriptingEnabled, onParseError };
  return fragment ? parseFragment(html, parseOptions) : parse(html, parseOptions);
}
