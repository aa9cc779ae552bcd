import { adapter as jsonAdapter } from '../json/adapter.js';
import type { JsonTreeTypeMap } from '../json/nodes.js';
import type { TreeAdapter, TreeAdapterTypeMap } from '../tree/tree-adapter.js';

/** Options of `serialize` and `serializeOuter`. */
export interface SerializerOptions<T extends TreeAdapterTypeMap = JsonTreeTypeMap> {
  /** How to read the tree (only its read methods are used). Default: the JSON adapter. */
  treeAdapter?: TreeAdapter<T>;
  /**
   * Whether the tree was parsed with scripting enabled: then `<noscript>` text is written as it
   * is, like `<script>`'s. Default: true (as the parser's default and parse5's).
   */
  scriptingEnabled?: boolean;
}

/** The read methods the serializer calls. */
const READ_METHODS = [
  'getChildNodes', 'getTagName', 'getNamespaceURI', 'getAttrList', 'getTemplateContent',
  'getTextNodeContent', 'getCommentNodeContent', 'getDocumentTypeNodeName',
  'isElementNode', 'isTextNode', 'isCommentNode', 'isDocumentTypeNode',
] as const;

export interface ResolvedSerializerOptions<T extends TreeAdapterTypeMap> {
  adapter: TreeAdapter<T>;
  scriptingEnabled: boolean;
}

/** Checks the caller's arguments; misuse throws a TypeError naming the problem. */
export function resolveOptions<T extends TreeAdapterTypeMap>(
  fn: string,
  node: unknown,
  options: SerializerOptions<T> | undefined,
): ResolvedSerializerOptions<T> {
  if (node === null || typeof node !== 'object') {
    throw new TypeError(`${fn}: expected a node object, got ${node === null ? 'null' : typeof node}`);
  }
  if (options === undefined || options === null) {
    return { adapter: jsonAdapter as unknown as TreeAdapter<T>, scriptingEnabled: true };
  }
  if (typeof options !== 'object') throw new TypeError(`${fn}: options must be an object, got ${typeof options}`);
  const adapter = options.treeAdapter ?? (jsonAdapter as unknown as TreeAdapter<T>);
  if (adapter === null || typeof adapter !== 'object') {
    throw new TypeError(`${fn}: options.treeAdapter must be a tree adapter object`);
  }
  for (const method of READ_METHODS) {
    if (typeof adapter[method] !== 'function') {
      throw new TypeError(`${fn}: options.treeAdapter has no ${method}() method`);
    }
  }
  const scriptingEnabled = options.scriptingEnabled ?? true;
  if (typeof scriptingEnabled !== 'boolean') {
    throw new TypeError(`${fn}: options.scriptingEnabled must be a boolean, got ${typeof scriptingEnabled}`);
  }
  return { adapter, scriptingEnabled };
}
