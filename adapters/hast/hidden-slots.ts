import type { Location } from '../../lib/common/location.js';
import { NS } from '../../lib/common/namespaces.js';
import {
  ReturnTheObject,
  attachOtherParentSlot,
  attachTextParentSlot,
  otherParentOf,
  parentOf,
  setOtherParent,
  setParentOf,
} from '../../lib/common/parent-slots.js';
import type { HastNode, HastParent } from './nodes.js';

/**
 * What the adapter keeps on a hast node without it being part of the node: the parent link, and
 * for an element its namespace (hast does not store one) and, while the parser runs, where its
 * start and end tags are. Private class fields stamped onto the plain node objects, as
 * lib/common/parent-slots.ts explains (which also holds the parent slots of text and the other
 * kinds): invisible to JSON.stringify, Object.keys, spread and deep-equality, as cheap as a
 * normal property, prototype untouched.
 */

/** An element's parent link, namespace and tags' locations. */
class ElementSlots extends ReturnTheObject {
  #parent: HastParent | null = null;
  #ns: NS = NS.HTML;
  /** undefined: never set (locations off); null: the parser said the element has no location. */
  #startTag: Location | null | undefined = undefined;
  #endTag: Location | undefined = undefined;

  static attachElement(node: object, ns: NS): void {
    (new ElementSlots(node) as ElementSlots).#ns = ns;
  }

  /** An element the adapter did not make keeps its parent link as the other kinds do. */
  static parentOf(node: object): HastParent | null {
    return #parent in node ? (node as ElementSlots).#parent : (otherParentOf(node) as HastParent | null);
  }

  static setParent(node: object, parent: HastParent | null): void {
    if (#parent in node) (node as ElementSlots).#parent = parent;
    else setOtherParent(node, parent);
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

/** For text nodes. */
export const attachTextSlots: (node: object) => void = attachTextParentSlot;
/** For comments, DOCTYPEs and instructions. */
export const attachSlots: (node: object) => void = attachOtherParentSlot;
export const attachElementSlots: (node: object, ns: NS) => void = ElementSlots.attachElement;

export function getParent(node: HastNode): HastParent | null {
  return parentOf(node, ElementSlots.parentOf) as HastParent | null;
}

export function setParent(node: HastNode, parent: HastParent | null): void {
  setParentOf(node, parent, ElementSlots.setParent as (element: object, parent: object | null) => void);
}

export const getNamespace: (node: object) => NS | undefined = ElementSlots.namespaceOf;
export const getStartTag: (node: object) => Location | null | undefined = ElementSlots.startTagOf;
export const getEndTag: (node: object) => Location | undefined = ElementSlots.endTagOf;
export const setTags: (node: object, startTag: Location | null | undefined, endTag: Location | undefined) => void = ElementSlots.setTags;
