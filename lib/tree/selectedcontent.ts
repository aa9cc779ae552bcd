import type { TreeAdapter } from './tree-adapter.js';
import { NS } from '../common/namespaces.js';

/**
 * "Maybe clone an option into selectedcontent", run when the parser pops an option: when the
 * option is its select's selected option and the select has a selectedcontent element, that
 * element's children become a copy of the option's. The tree builder calls it only once a
 * selectedcontent element has been inserted.
 */
export function maybeCloneOptionIntoSelectedContent(adapter: TreeAdapter, option: unknown): void {
  let select: unknown = adapter.getParentNode(option);
  while (select !== null && select !== undefined && !isHtml(adapter, select, 'select')) {
    select = adapter.getParentNode(select);
  }
  if (select === null || select === undefined) return;

  let selectedContent: unknown = null;
  let firstOption: unknown = null;
  let anySelectedAttr = false;
  const stack: unknown[] = [select];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!adapter.isElementNode(node)) continue;
    if (node !== select) {
      if (selectedContent === null && isHtml(adapter, node, 'selectedcontent')) selectedContent = node;
      if (isHtml(adapter, node, 'option')) {
        if (firstOption === null) firstOption = node;
        if (hasSelected(adapter, node)) anySelectedAttr = true;
      }
    }
    const children = adapter.getChildNodes(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  if (selectedContent === null) return;
  const selected = hasSelected(adapter, option) || (!anySelectedAttr && firstOption === option);
  if (!selected) return;

  // Clone first, then replace: the selectedcontent may sit inside the option itself, and copying
  // into it while walking the option would copy the copies (the spec clones into a fragment).
  const clones = adapter.createDocumentFragment();
  cloneChildren(adapter, option, clones);
  for (const child of adapter.getChildNodes(selectedContent).slice()) adapter.detachNode(child);
  for (const child of adapter.getChildNodes(clones).slice()) {
    adapter.detachNode(child);
    adapter.appendChild(selectedContent, child);
  }
}

function isHtml(adapter: TreeAdapter, node: unknown, name: string): boolean {
  return adapter.isElementNode(node) && adapter.getTagName(node) === name && adapter.getNamespaceURI(node) === NS.HTML;
}

function hasSelected(adapter: TreeAdapter, option: unknown): boolean {
  for (const attr of adapter.getAttrList(option)) {
    if (attr.name === 'selected' && attr.namespace === undefined) return true;
  }
  return false;
}

/** Deep-copies the children of `from` into `to`, iteratively. */
function cloneChildren(adapter: TreeAdapter, from: unknown, to: unknown): void {
  const sources: unknown[] = [from];
  const targets: unknown[] = [to];
  while (sources.length > 0) {
    const source = sources.pop();
    const target = targets.pop();
    for (const child of adapter.getChildNodes(source)) {
      if (adapter.isTextNode(child)) {
        adapter.insertText(target, adapter.getTextNodeContent(child));
      } else if (adapter.isCommentNode(child)) {
        adapter.appendChild(target, adapter.createCommentNode(adapter.getCommentNodeContent(child)));
      } else if (adapter.isElementNode(child)) {
        const attrs = adapter.getAttrList(child).map((attr) => ({ ...attr }));
        const copy = adapter.createElement(adapter.getTagName(child), adapter.getNamespaceURI(child), attrs);
        adapter.appendChild(target, copy);
        sources.push(child);
        targets.push(copy);
      }
    }
  }
}
