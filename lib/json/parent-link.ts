import {
  ReturnTheObject,
  attachOtherParentSlot,
  attachTextParentSlot,
  otherParentOf,
  parentOf,
  setOtherParent,
  setParentOf,
} from '../common/parent-slots.js';
import type { Node, ParentNode } from './nodes.js';

/**
 * The child → parent link of the JSON tree's nodes: a private field stamped onto the plain node
 * objects, one class for elements, one for text, one for the rest (see lib/common/parent-slots.ts).
 */
class ElementParentSlot extends ReturnTheObject {
  #parent: ParentNode | null = null;

  /** Gives `node` its (null) parent slot; the assignment keeps bundlers from dropping the `new`. */
  static attach(node: Node): void {
    (new ElementParentSlot(node) as ElementParentSlot).#parent = null;
  }

  /** An element the adapter did not make keeps its parent link as the other kinds do. */
  static get(node: Node): ParentNode | null {
    return #parent in node ? (node as unknown as ElementParentSlot).#parent : (otherParentOf(node) as ParentNode | null);
  }

  static set(node: Node, parent: ParentNode | null): void {
    if (#parent in node) (node as unknown as ElementParentSlot).#parent = parent;
    else setOtherParent(node, parent);
  }
}

/** Gives a new element its parent slot (so every node of a kind keeps one hidden shape). */
export const attachElementParentSlot: (node: Node) => void = ElementParentSlot.attach;
/** Gives a new text node its parent slot. */
export { attachTextParentSlot };
/** Gives a new node of any other kind its parent slot. */
export const attachParentSlot: (node: Node) => void = attachOtherParentSlot;

export function getParent(node: Node): ParentNode | null {
  return parentOf(node, ElementParentSlot.get as (element: object) => ParentNode | null) as ParentNode | null;
}

export function setParent(node: Node, parent: ParentNode | null): void {
  setParentOf(node, parent, ElementParentSlot.set as (element: object, parent: object | null) => void);
}
