import type { Location } from '../../lib/common/location.js';
import { NS } from '../../lib/common/namespaces.js';
import type { HastParent } from './nodes.js';

/**
 * What the adapter keeps on a hast node without it being part of the node: the parent link, and
 * for an element its namespace (hast does not store one) and, while the parser runs, where its
 * start and end tags are. Private class fields stamped onto the plain node objects, as
 * lib/json/parent-link.ts explains: invisible to JSON.stringify, Object.keys, spread and
 * deep-equality, as cheap as a normal property, prototype untouched. `new` of a subclass of a
 * class whose constructor returns its argument adds the subclass's private fields to that object.
 */
class ReturnTheObject {
  constructor(node: object) {
    return node;
  }
}

/** The parent link: every child node (element, text, comment, doctype). */
class NodeSlots extends ReturnTheObject {
  #parent: HastParent | null = null;

  /** Gives `node` its slot (the assignment keeps bundlers from dropping the `new`). */
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
}

/** Plus the namespace and the tags' locations: every element. */
class ElementSlots extends NodeSlots {
  #ns: NS = NS.HTML;
  /** undefined: never set (locations off); null: the parser said the element has no location. */
  #startTag: Location | null | undefined = undefined;
  #endTag: Location | undefined = undefined;

  static attachElement(node: object, ns: NS): void {
    (new ElementSlots(node) as ElementSlots).#ns = ns;
  }

  static namespaceOf(node: object): NS | undefined {
    return #ns in node ? (node as ElementSlots).#ns : undefined;
  }

  static startTagOf(node: object): Location | null | undefined {
    return #startTag in node ? (node as ElementSlots).#startTag : undefined;
  }

  static endTagOf(node: object): Location | undefined {
    return #endTag in node ? (node as ElementSlots).#endTag : undefined;
  }

  /** Records the tags' locations (for an element the adapter did not make: nothing). */
  static setTags(node: object, startTag: Location | null | undefined, endTag: Location | undefined): void {
    if (!(#startTag in node)) return;
    (node as ElementSlots).#startTag = startTag;
    (node as ElementSlots).#endTag = endTag;
  }
}

export const attachSlots: (node: object) => void = NodeSlots.attach;
export const attachElementSlots: (node: object, ns: NS) => void = ElementSlots.attachElement;
export const getParent: (node: object) => HastParent | null = NodeSlots.parentOf;
export const setParent: (node: object, parent: HastParent | null) => void = NodeSlots.setParent;
export const getNamespace: (node: object) => NS | undefined = ElementSlots.namespaceOf;
export const getStartTag: (node: object) => Location | null | undefined = ElementSlots.startTagOf;
export const getEndTag: (node: object) => Location | undefined = ElementSlots.endTagOf;
export const setTags: (node: object, startTag: Location | null | undefined, endTag: Location | undefined) => void = ElementSlots.setTags;
