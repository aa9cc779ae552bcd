/**
 * Parent links kept as private class fields stamped onto plain node objects: how the JSON tree
 * and the hast adapter remember a node's parent without a property anyone can see. Why this and
 * not the alternatives (measured on Node 20, 5 000-node trees):
 *  - a symbol-keyed property is as fast but visible: deep-equality (chai, node:assert) compares
 *    own enumerable symbols, so a JSON round trip would no longer deep-equal the tree, and a
 *    non-enumerable one via Object.defineProperty costs ~20× more per node;
 *  - a WeakMap costs far more per insertion (ephemeron bookkeeping in the GC).
 * A private field is invisible to JSON.stringify, Object.keys, Reflect.ownKeys, spread and
 * deep-equality, costs about as much as a normal property, and leaves the prototype alone.
 * The trick: a base class whose constructor returns the given object makes `new` of a subclass
 * add the subclass's private fields to that object.
 *
 * One class per common kind of node, one for the rest (a few in a hundred nodes): text's is here,
 * elements' is in each tree's own module (hast's holds more than the link), and an element the
 * tree did not make gets the rest's. The class is picked by `node.type`. Each class's field is
 * added by its initializer, a single site in V8's eyes, and read or written at a site in each of
 * its methods. With one class for every kind those sites saw every node shape and went
 * megamorphic; splitting them made larch → JSON 2 % faster, 6 % with locations (whose positions
 * give each kind a second shape), and larch → hast 4 %. The classes repeat each other for that
 * reason: a shared helper would be one site again.
 */
export class ReturnTheObject {
  constructor(node: object) {
    return node;
  }
}

class TextParentSlot extends ReturnTheObject {
  #parent: object | null = null;

  /** Gives `node` its (null) parent slot; the assignment keeps bundlers from dropping the `new`. */
  static attach(node: object): void {
    (new TextParentSlot(node) as TextParentSlot).#parent = null;
  }

  static get(node: object): object | null {
    return #parent in node ? (node as TextParentSlot).#parent : null;
  }

  static set(node: object, parent: object | null): void {
    if (#parent in node) (node as TextParentSlot).#parent = parent;
    else if (parent !== null) (new TextParentSlot(node) as TextParentSlot).#parent = parent;
  }
}

class OtherParentSlot extends ReturnTheObject {
  #parent: object | null = null;

  static attach(node: object): void {
    (new OtherParentSlot(node) as OtherParentSlot).#parent = null;
  }

  static get(node: object): object | null {
    return #parent in node ? (node as OtherParentSlot).#parent : null;
  }

  static set(node: object, parent: object | null): void {
    if (#parent in node) (node as OtherParentSlot).#parent = parent;
    else if (parent !== null) (new OtherParentSlot(node) as OtherParentSlot).#parent = parent;
  }
}

/** Gives a new text node its parent slot. */
export const attachTextParentSlot: (node: object) => void = TextParentSlot.attach;

/** The parent slot of a node of another kind than element or text (and of a foreign element). */
export const attachOtherParentSlot: (node: object) => void = OtherParentSlot.attach;
export const otherParentOf: (node: object) => object | null = OtherParentSlot.get;
export const setOtherParent: (node: object, parent: object | null) => void = OtherParentSlot.set;

/** The parent of `node`, in a tree whose elements' parents `elementParentOf` reads. */
export function parentOf(node: { type: string }, elementParentOf: (element: object) => object | null): object | null {
  const type = node.type;
  if (type === 'element') return elementParentOf(node);
  return type === 'text' ? TextParentSlot.get(node) : OtherParentSlot.get(node);
}

/** Sets the parent of `node`, in a tree whose elements' parents `setElementParent` sets. */
export function setParentOf(
  node: { type: string },
  parent: object | null,
  setElementParent: (element: object, parent: object | null) => void,
): void {
  const type = node.type;
  if (type === 'element') setElementParent(node, parent);
  else if (type === 'text') TextParentSlot.set(node, parent);
  else OtherParentSlot.set(node, parent);
}
