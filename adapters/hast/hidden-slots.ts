import type { ElementLocation } from '../../lib/common/location.js';
import { NS } from '../../lib/common/namespaces.js';
import type { HastParent } from './nodes.js';

/**
 * What the adapter keeps on a hast node without it being part of the node: the parent link, the
 * parser's location until `finishPositions` turns it into a unist `position`, and an element's
 * namespace (hast does not store one). Private class fields stamped onto the plain node objects,
 * as adapters/json/parent-link.ts explains: invisible to JSON.stringify, Object.keys, spread and
 * deep-equality, as cheap as a normal property, prototype untouched. `new` of a subclass of a
 * class whose constructor returns its argument adds the subclass's private fields to that object.
 */
class ReturnTheObject {
  constructor(node: object) {
    return node;
  }
}

/** Parent and location: every child node (element, text, comment, doctype). */
class NodeSlots extends ReturnTheObject {
  #parent: HastParent | null = null;
  /** undefined: never set (locations off); null: the parser said the node has no location. */
  #loc: ElementLocation | null | undefined = undefined;

  /** Gives `node` its slots (the assignment keeps bundlers from dropping the `new`). */
  static attach(node: object): void {
    (new NodeSlots(node) as NodeSlots).#parent = null;
  }

  static parentOf(node: object): HastParent | null {
    return #parent in node ? (node as NodeSlots).#parent : null;
  }

  static setParent(node: object, parent: HastParent | null): void {
    if (#parent in node) (node as NodeSlots).#parent = parent;
    else if (parent !== null) (new NodeSlots(node) as NodeSlots).#parent = parent;
  }

  static locationOf(node: object): ElementLocation | null | undefined {
    return #loc in node ? (node as NodeSlots).#loc : undefined;
  }

  static setLocation(node: object, loc: ElementLocation | null): void {
    if (!(#loc in node)) NodeSlots.attach(node);
    (node as NodeSlots).#loc = loc;
  }
}

/** Plus the namespace: every element. */
class ElementSlots extends NodeSlots {
  #ns: NS = NS.HTML;

  static attachElement(node: object, ns: NS): void {
    (new ElementSlots(node) as ElementSlots).#ns = ns;
  }

  static namespaceOf(node: object): NS | undefined {
    return #ns in node ? (node as ElementSlots).#ns : undefined;
  }
}

export const attachSlots: (node: object) => void = NodeSlots.attach;
export const attachElementSlots: (node: object, ns: NS) => void = ElementSlots.attachElement;
export const getParent: (node: object) => HastParent | null = NodeSlots.parentOf;
export const setParent: (node: object, parent: HastParent | null) => void = NodeSlots.setParent;
export const getLocation: (node: object) => ElementLocation | null | undefined = NodeSlots.locationOf;
export const setLocation: (node: object, loc: ElementLocation | null) => void = NodeSlots.setLocation;
export const getNamespace: (node: object) => NS | undefined = ElementSlots.namespaceOf;
