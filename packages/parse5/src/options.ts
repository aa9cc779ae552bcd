/**
 * parse5's options, and how the drop-in hands them to larch: parse5's default tree unless a tree
 * adapter is given, and only the parse errors parse5 reports, where it reports them.
 */
import type { ParserErrorHandler, TreeAdapter, TreeAdapterTypeMap } from '../../../lib/index.js';
import { adapter as defaultTreeAdapter } from '../../../adapters/parse5/index.js';

/** parse5's parser options. */
export interface ParserOptions<T extends TreeAdapterTypeMap> {
  /** Whether scripting is on: `<noscript>` content is raw text (default true). */
  scriptingEnabled?: boolean;
  /** Whether nodes get `sourceCodeLocation` (default false). */
  sourceCodeLocationInfo?: boolean;
  /** The tree adapter (default: parse5's default tree). */
  treeAdapter?: TreeAdapter<T>;
  /** Called with each parse error parse5 reports. */
  onParseError?: ParserErrorHandler | null;
}

/** parse5's serializer options. */
export interface SerializerOptions<T extends TreeAdapterTypeMap> {
  treeAdapter?: TreeAdapter<T>;
  /** Whether `<noscript>` content is written as raw text (default true). */
  scriptingEnabled?: boolean;
}

/** parse5's options as larch takes them: parse5's default tree, and only the errors parse5 reports. */
export function parse5Options<T extends TreeAdapterTypeMap>(options: ParserOptions<T> | null | undefined): ParserOptions<T> & { parseErrors: 'parse5' } {
  const o = options ?? {};
  return { ...o, treeAdapter: o.treeAdapter ?? (defaultTreeAdapter as unknown as TreeAdapter<T>), parseErrors: 'parse5' };
}

/** parse5's serializer options as larch takes them: parse5's default tree. */
export function serializerOptions<T extends TreeAdapterTypeMap>(options: SerializerOptions<T> | null | undefined): SerializerOptions<T> {
  const o = options ?? {};
  return { ...o, treeAdapter: o.treeAdapter ?? (defaultTreeAdapter as unknown as TreeAdapter<T>) };
}

