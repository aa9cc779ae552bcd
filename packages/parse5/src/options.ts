/**
 * parse5's options, and how the drop-in hands them to larch: parse5's default tree unless a tree
 * adapter is given, and only the parse errors parse5 reports, where it reports them.
 */
import type { ParserErrorHandler, TreeAdapter, TreeAdapterTypeMap } from 'larch-html';
import { adapter as defaultTreeAdapter } from 'larch-html/adapters/parse5';

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


/**
 * The HTML as parse5 reads what it is given: it takes any string-like value as it comes, so a
 * String object parses as its string and an empty value with a length (`[]`) as ''. Anything else
 * goes to larch as it is (bytes are parsed, the rest is a TypeError that names it).
 */
export function parse5Html(html: unknown): unknown {
  if (html instanceof String) return html.valueOf();
  const emptyList = typeof html === 'object' && html !== null && !ArrayBuffer.isView(html) && !(html instanceof ArrayBuffer) && (html as { length?: unknown }).length === 0;
  return emptyList ? '' : html;
}
