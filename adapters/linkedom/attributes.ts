import { qualifiedName, type Attribute } from '../../lib/common/attribute.js';
import { namespacedAttribute, setNamespacedAttribute } from './foreign-names.js';
import type { LinkedomAttr, LinkedomDocument, LinkedomElement } from './linkedom-types.js';

/*
 * Attributes on linkedom elements, for both adapters. The limit numbers are those of the list in
 * shared.ts.
 */

/** Adds one attribute at the front of the element's attribute list (limits 2, 3, 4). */
function prependAttribute(document: LinkedomDocument, element: LinkedomElement, attr: Attribute): void {
  const node = document.createAttribute(qualifiedName(attr));
  node.value = attr.value;
  element.setAttributeNode(node);
  if (attr.name === 'class') node.value = attr.value;
  if (attr.namespace) setNamespacedAttribute(document, element, node, attr);
}

/**
 * Gives back an attribute as it was set. `namespaced` false skips the look-up for elements that
 * cannot hold a namespaced attribute (HTML elements in an HTML document).
 */
function readAttribute(node: LinkedomAttr, namespaced: boolean): Attribute {
  const original = namespaced ? namespacedAttribute(node) : undefined;
  if (original === undefined) return { name: node.name, value: node.value };
  const attr: Attribute = { name: original.name, value: node.value, namespace: original.namespace };
  if (original.prefix !== undefined) attr.prefix = original.prefix;
  return attr;
}

/** Gives a new element its attributes, in source order (limit 4: last first). */
export function setAttributes(document: LinkedomDocument, element: LinkedomElement, attrs: Attribute[]): void {
  for (let i = attrs.length - 1; i >= 0; i--) prependAttribute(document, element, attrs[i]!);
}

/** The element's attributes with their namespaces and prefixes (limit 2). */
export function readAttributes(element: LinkedomElement, namespaced: boolean): Attribute[] {
  const nodes = element.attributes;
  const attrs: Attribute[] = new Array(nodes.length);
  for (let i = 0; i < nodes.length; i++) attrs[i] = readAttribute(nodes[i]!, namespaced);
  return attrs;
}

/** Appends the attributes the element does not have yet, after its own. */
export function adoptAttributes(
  document: LinkedomDocument,
  recipient: LinkedomElement,
  attrs: Attribute[],
  namespaced: boolean,
): void {
  const added: Attribute[] = [];
  for (const attr of attrs) if (!recipient.hasAttribute(qualifiedName(attr))) added.push(attr);
  if (added.length === 0) return;
  // Appending needs the whole list re-added, last first (limit 4).
  const existing = recipient.attributes;
  const kept: Attribute[] = [];
  const nodes: LinkedomAttr[] = [];
  for (let i = 0; i < existing.length; i++) {
    nodes.push(existing[i]!);
    kept.push(readAttribute(existing[i]!, namespaced));
  }
  for (const node of nodes) recipient.removeAttributeNode(node);
  setAttributes(document, recipient, added);
  setAttributes(document, recipient, kept);
}
