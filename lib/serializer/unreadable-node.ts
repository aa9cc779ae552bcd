import type { TreeAdapter } from '../tree/tree-adapter.js';

/** The adapter's child list of `node` when it reads one there (a list-like object), else null. */
export function childListOf(a: TreeAdapter, node: unknown): ArrayLike<unknown> | null {
  const children = (a.getChildNodes as (node: unknown) => unknown)(node) as { length?: unknown } | null | undefined;
  return children != null && typeof children.length === 'number' ? (children as ArrayLike<unknown>) : null;
}

/**
 * The TypeError for a node the adapter reads as no kind of node: almost always a tree built by
 * another adapter (a domhandler, linkedom or parse5 tree read with the default JSON adapter), which
 * would otherwise serialize to nothing.
 */
export function unreadableNode(fn: string, node: unknown, what: string): TypeError {
  const n = node as { type?: unknown; nodeName?: unknown } | null;
  const seen =
    n === null || typeof n !== 'object'
      ? ''
      : typeof n.type === 'string'
        ? ` (it has type "${n.type}")`
        : typeof n.nodeName === 'string'
          ? ` (it has nodeName "${n.nodeName}")`
          : '';
  return new TypeError(
    `${fn}: ${what} is not a node this tree adapter reads${seen}; ` +
      `serialize a tree with the adapter that built it: ${fn}(node, { treeAdapter })`,
  );
}
