/**
 * What linkedom has no slot for, kept beside its nodes (limits 1 and 2 of shared.ts), and
 * carried over to clones (limit 17): an element's own `namespaceURI` (MathML, and any namespace
 * in XML) and the namespace and prefix of namespaced attributes.
 */
import type { Attribute } from '../../lib/common/attribute.js';
import { ELEMENT_NODE, type LinkedomAttr, type LinkedomDocument, type LinkedomElement, type LinkedomNode } from './linkedom-types.js';

/** Namespaced attributes, by the linkedom Attr holding them. */
const namespacedAttrs = new WeakMap<LinkedomAttr, Attribute>();

/** Documents holding nodes with namespace information linkedom's `cloneNode` would drop. */
const foreignDocuments = new WeakSet<LinkedomDocument>();

/** linkedom prototypes whose `cloneNode` has been wrapped (one per linkedom copy loaded). */
const wrappedPrototypes = new WeakSet<object>();

export function namespacedAttribute(node: LinkedomAttr): Attribute | undefined {
  return namespacedAttrs.get(node);
}

export function setNamespacedAttribute(document: LinkedomDocument, element: LinkedomElement, node: LinkedomAttr, attr: Attribute): void {
  namespacedAttrs.set(node, attr);
  keepOnClone(document, element);
}

/** Gives `element` an own `namespaceURI`, which linkedom's classes cannot express. */
export function setOwnNamespace(document: LinkedomDocument, element: LinkedomElement, namespaceURI: string | null): void {
  Object.defineProperty(element, 'namespaceURI', { value: namespaceURI });
  keepOnClone(document, element);
}

/** Marks a clone of a document that holds foreign names as holding them too. */
export function markForeignDocument(source: LinkedomDocument, clone: LinkedomDocument): void {
  if (foreignDocuments.has(source)) foreignDocuments.add(clone);
}

/**
 * linkedom's `Element.prototype.cloneNode` makes every element of the copy with
 * `createElement(localName)` (or `createElementNS` for SVG), so own namespaces and the
 * namespaces of attributes are lost, also for foreign elements deep inside a cloned HTML
 * element (`body.cloneNode(true)`, `document.importNode`, `template.content`). The first time a
 * document gets such a node, that prototype's `cloneNode` is wrapped once: for elements of the
 * marked documents it walks the source and the copy in step and carries the information over.
 * Elements of other documents only pay a WeakSet look-up.
 */
function keepOnClone(document: LinkedomDocument, element: LinkedomElement): void {
  foreignDocuments.add(document);
  let proto: object | null = Object.getPrototypeOf(element) as object | null;
  while (proto !== null && !Object.prototype.hasOwnProperty.call(proto, 'cloneNode')) proto = Object.getPrototypeOf(proto) as object | null;
  if (proto === null || wrappedPrototypes.has(proto)) return;
  wrappedPrototypes.add(proto);
  const original = (proto as { cloneNode(deep?: boolean): LinkedomElement }).cloneNode;
  Object.defineProperty(proto, 'cloneNode', {
    configurable: true,
    writable: true,
    value: function cloneNode(this: LinkedomElement, deep?: boolean): LinkedomElement {
      const clone = original.call(this, deep);
      if (this.ownerDocument !== null && foreignDocuments.has(this.ownerDocument)) copyForeignNames(this, clone, deep === true);
      return clone;
    },
  });
}

/** Copies own namespaces and attribute namespaces from `source` to its structural copy `clone`. */
function copyForeignNames(source: LinkedomElement, clone: LinkedomElement, deep: boolean): void {
  const pairs: LinkedomNode[] = [source, clone];
  while (pairs.length > 0) {
    const to = pairs.pop() as LinkedomElement;
    const from = pairs.pop() as LinkedomElement;
    const own = Object.getOwnPropertyDescriptor(from, 'namespaceURI');
    if (own !== undefined) Object.defineProperty(to, 'namespaceURI', own);
    if (own !== undefined || 'ownerSVGElement' in from) copyAttributeNamespaces(from, to);
    if (!deep) break;
    for (let a = from.firstChild, b = to.firstChild; a !== null && b !== null; a = a.nextSibling, b = b.nextSibling) {
      if (a.nodeType === ELEMENT_NODE) pairs.push(a, b);
    }
  }
}

function copyAttributeNamespaces(from: LinkedomElement, to: LinkedomElement): void {
  const source = from.attributes;
  const target = to.attributes;
  for (let i = 0; i < source.length && i < target.length; i++) {
    const attr = namespacedAttrs.get(source[i]!);
    if (attr !== undefined) namespacedAttrs.set(target[i]!, attr);
  }
}
