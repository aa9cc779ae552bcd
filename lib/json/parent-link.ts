import type { Node, ParentNode } from './nodes.js';

/**
 * The child → parent link, kept as a private class field stamped onto the plain node objects.
 * Why this and not the alternatives (measured on Node 20, 5 000-node trees):
 *  - a symbol-keyed property is as fast but visible: deep-equality (chai, node:assert) compares
 *    own enumerable symbols, so a JSON round trip would no longer deep-equal the tree, and a
 *    non-enumerable one via Object.defineProperty costs ~20× more per node;
 *  - a WeakMap costs far more per insertion (ephemeron bookkeeping in the GC).
 * A private field is invisible to JSON.stringify, Object.keys, Reflect.ownKeys, spread and
 * deep-equality, costs about as much as a normal property, and leaves the prototype alone.
 * The trick: a base class whose constructor returns the given object makes `new` of a subclass
 * add the subclass's private fields to that object.
 */
class ReturnTheObject {
  constructor(node: object) {
    return node;
  }
}

class ParentLink extends ReturnTheObject {
  #parent: ParentNode | null = null;

  /**
   * Gives `node` its (null) parent slot. Called once per node, at creation. The assignment is
   * what keeps bundlers from dropping the call: they see `new ParentLink(node)` alone as pure.
   */
  static attach(node: Node): void {
    (new ParentLink(node) as ParentLink).#parent = null;
  }

  static get(node: Node): ParentNode | null {
    return #parent in node ? (node as unknown as ParentLink).#parent : null;
  }

  static set(node: Node, parent: ParentNode | null): void {
    if (#parent in node) (node as unknown as ParentLink).#parent = parent;
    else if (parent !== null) (new ParentLink(node) as ParentLink).#parent = parent;
  }
}

/** Gives a new node its parent slot (so every node of a kind keeps one hidden shape). */
export const attachParentSlot: (node: Node) => void = ParentLink.attach;
export const getParent: (node: Node) => ParentNode | null = ParentLink.get;
export const setParent: (node: Node, parent: ParentNode | null) => void = ParentLink.set;
