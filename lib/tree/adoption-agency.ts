import type { TagToken } from '../tokenizer/token.js';
import type { TreeBuilder } from './tree-builder.js';
import { NsId } from '../common/namespaces.js';
import { ERR } from '../common/error-codes.js';
import { Cat, SCOPE_DEFAULT, categoriesOf } from '../common/tag-categories.js';

/** The outer loop runs at most this many times ("if outerLoopCounter is greater than or equal to 8, return"). */
const OUTER_LOOP_LIMIT = 8;

/**
 * Once the inner loop has run this many times, each formatting element it meets leaves the list
 * of active formatting elements ("if innerLoopCounter is greater than 3 and node is in the list").
 */
const INNER_LOOP_LIMIT = 3;

/**
 * The adoption agency algorithm (#adoption-agency-algorithm), for an end tag (or the implied end
 * of an `a` or `nobr`). Returns true when the caller must act as for "any other end tag".
 */
export function adoptionAgency(p: TreeBuilder, token: TagToken): boolean {
  const open = p.open;
  const list = p.formatting;
  const subject = token.tagId;

  if (open.currentTagId === subject && open.currentNs === NsId.HTML && list.indexOf(open.current) < 0) {
    open.pop();
    return false;
  }

  for (let outer = 0; outer < OUTER_LOOP_LIMIT; outer++) {
    const formattingIndex = list.lastIndexOfTagSinceMarker(subject);
    if (formattingIndex < 0) return true;
    const formattingElement = list.nodes[formattingIndex];
    const formattingToken = list.tokens[formattingIndex]!;
    const stackIndex = open.indexOf(formattingElement);
    if (stackIndex < 0) {
      p.err(ERR.endTagWithoutMatchingOpenElement);
      list.removeAt(formattingIndex);
      return false;
    }
    if (!open.hasNodeInScope(formattingElement, SCOPE_DEFAULT)) {
      p.err(ERR.endTagWithoutMatchingOpenElement);
      return false;
    }
    if (stackIndex !== open.length - 1) p.err(ERR.closingOfElementWithOpenChildElements);

    let furthestIndex = -1;
    for (let i = stackIndex + 1; i < open.length; i++) {
      if ((open.cats[i]! & Cat.SPECIAL) !== 0) {
        furthestIndex = i;
        break;
      }
    }
    if (furthestIndex < 0) {
      open.popTo(stackIndex);
      list.removeAt(formattingIndex);
      return false;
    }

    const furthestBlock = open.nodes[furthestIndex];
    const commonAncestorIndex = stackIndex - 1;
    let bookmark = formattingIndex;
    let lastNode = furthestBlock;
    let nodeIndex = furthestIndex;
    for (let inner = 1; ; inner++) {
      nodeIndex--;
      let node = open.nodes[nodeIndex];
      if (node === formattingElement) break;
      let entryIndex = list.indexOf(node);
      if (inner > INNER_LOOP_LIMIT && entryIndex >= 0) {
        list.removeAt(entryIndex);
        if (entryIndex < bookmark) bookmark--;
        entryIndex = -1;
      }
      if (entryIndex < 0) {
        open.remove(node);
        continue;
      }
      const entryToken = list.tokens[entryIndex]!;
      node = p.createElement(entryToken.tagName, NsId.HTML, entryToken.attrs.slice(), open.nodes[commonAncestorIndex]);
      list.replaceAt(entryIndex, node, entryToken);
      open.replaceNode(nodeIndex, node);
      if (lastNode === furthestBlock) bookmark = entryIndex + 1;
      p.adapter.detachNode(lastNode);
      p.adapter.appendChild(node, lastNode);
      lastNode = node;
    }

    p.adapter.detachNode(lastNode);
    p.insertAt(p.findPlace(commonAncestorIndex), lastNode);

    const element = p.createElement(formattingToken.tagName, NsId.HTML, formattingToken.attrs.slice(), furthestBlock);
    const children = p.adapter.getChildNodes(furthestBlock).slice();
    for (let i = children.length - 1; i >= 0; i--) p.adapter.detachNode(children[i]);
    for (const child of children) p.adapter.appendChild(element, child);
    p.adapter.appendChild(furthestBlock, element);

    const oldIndex = list.indexOf(formattingElement);
    list.removeAt(oldIndex);
    if (oldIndex < bookmark) bookmark--;
    list.insertAt(bookmark, element, formattingToken);

    open.remove(formattingElement);
    const blockIndex = open.indexOf(furthestBlock);
    const tagId = formattingToken.tagId;
    open.insertAfter(blockIndex, element, tagId, formattingToken.tagName, categoriesOf(NsId.HTML, tagId));
  }
  return false;
}
