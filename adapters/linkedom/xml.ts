import { DOMParser } from 'linkedom';
import type { Attribute } from '../../lib/common/attribute.js';
import type { ElementLocation } from '../../lib/common/location.js';
import { DOCUMENT_MODE, NS } from '../../lib/common/namespaces.js';
import type { TreeAdapterTypeMap } from '../../lib/tree/tree-adapter.js';
import { parseXml, type XmlParserOptions } from '../../lib/xml/parse-xml.js';
import type { XmlTreeAdapter } from '../../lib/xml/xml-tree-adapter.js';
import {
  COMMENT_NODE,
  DOCUMENT_NODE,
  DOCUMENT_TYPE_NODE,
  ELEMENT_NODE,
  TEXT_NODE,
  type LinkedomAttr,
  type LinkedomCharacterData,
  type LinkedomChildNode,
  type LinkedomComment,
  type LinkedomDocument,
  type LinkedomDocumentFragment,
  type LinkedomElement,
  type LinkedomNode,
  type LinkedomParentNode,
  type LinkedomText,
} from './linkedom-types.js';
import {
  CDATA_SECTION_NODE,
  LinkedomProcessingInstruction,
  LinkedomXmlDocumentType,
  type LinkedomXmlDocumentTypeNode,
} from './xml-nodes.js';

export { LinkedomProcessingInstruction, LinkedomXmlDocumentType } from './xml-nodes.js';

/*
 * linkedom's limits for XML, and what this adapter does about each:
 *
 * 1. No processing instructions. Each is a LinkedomProcessingInstruction: a linkedom Comment
 *    underneath (`nodeType` 8, since linkedom's serializer, sibling links and `cloneNode` drop
 *    or cut around any other leaf type) with `target`, `data`, `nodeName` = target, and a
 *    `toString()` of `<?target data?>`. Tell one from a comment with `instanceof`.
 * 2. The XML declaration: an XMLDocument's `toString()` always starts with linkedom's own
 *    `<?xml version="1.0" encoding="utf-8"?>`, so a leading `<?xml ...?>` is left out of the
 *    tree (as in the DOM, where the declaration is no node) rather than written twice.
 * 3. Element namespaces: `createElementNS` knows SVG only (anything else becomes an XHTML
 *    element). SVG elements are made with it; every other element with `createElement`, and,
 *    unless it is XHTML, an own `namespaceURI` property (null for no namespace).
 * 4. No prefix / local name split: `localName` and `tagName` are the qualified name as written
 *    (`atom:link`), as with linkedom's own XML parser; `prefix` is not set. linkedom's
 *    serializer and `getElementsByTagName` work on that name; in `querySelector` escape the
 *    colon (`atom\\:link`).
 * 5. No attribute namespaces: attributes are stored under their qualified names (`xlink:href`,
 *    `xmlns:atom`), in source order; namespace and prefix are remembered on the side so the
 *    adapter's `getAttrList` gives them back. linkedom's `*NS` attribute methods ignore the
 *    namespace and take the qualified name.
 * 6. Attributes can only be added at the front, so they are added last to first (O(k^2) for k
 *    attributes on one tag, as in the HTML adapter).
 * 7. `class` values: linkedom rewrites the attribute through its class list; the adapter writes
 *    the source value back into the Attr, so `attributes` and `toString()` keep it, but
 *    `getAttribute('class')` gives linkedom's normalized token list.
 * 8. linkedom's `getAttribute` in an XML document returns the value XML-escaped (`a&amp;b`);
 *    the raw value is `getAttributeNode(name).value` (or `attributes[i].value`).
 * 9. The DOCTYPE's internal subset: a LinkedomXmlDocumentType keeps it in `internalSubset` and
 *    writes it back in `toString()`. `document.doctype` finds the DOCTYPE only when it is the
 *    first child (a processing instruction or comment before it hides it; it stays in the tree),
 *    and its `previousSibling` / `nextSibling` are null (linkedom's).
 * 10. Serialization is linkedom's: every empty element prints as `<a />`, text escapes `&`, `<`,
 *    `>`, attribute values `&`, `<`, `>`, `"`.
 * 11. No source locations: they are kept in an own `sourceCodeLocation` property, as in parse5.
 * 12. No templates in XML: `setTemplateContent` moves the content in as children and
 *    `getTemplateContent` gives an empty fragment (the XML parser calls neither).
 */

/** A linkedom XMLDocument, with the parts of its API this adapter uses. */
export interface LinkedomXmlDocument extends LinkedomDocument {
  createCDATASection(data: string): LinkedomCharacterData;
  getElementsByTagName(name: string): LinkedomElement[];
}

export type LinkedomXmlTreeAdapterMap = TreeAdapterTypeMap<
  LinkedomNode,
  LinkedomParentNode,
  LinkedomChildNode,
  LinkedomXmlDocument,
  LinkedomDocumentFragment,
  LinkedomElement,
  LinkedomComment,
  LinkedomText,
  LinkedomElement,
  LinkedomXmlDocumentTypeNode
>;

export type LinkedomXmlTreeAdapter = XmlTreeAdapter<LinkedomXmlTreeAdapterMap>;

/** The options `parseXml` takes, minus `treeAdapter` (this function supplies it). */
export type ParseXMLDocumentOptions = Omit<XmlParserOptions<LinkedomXmlTreeAdapterMap>, 'treeAdapter'>;

interface Located {
  sourceCodeLocation?: ElementLocation | null;
}

/** Namespaced attributes (limit 5), by the linkedom Attr holding them. */
const namespacedAttrs = new WeakMap<LinkedomAttr, Attribute>();

function newDocument(): LinkedomXmlDocument {
  // An empty string makes linkedom's DOMParser return an empty document without parsing.
  return new DOMParser().parseFromString('', 'text/xml') as unknown as LinkedomXmlDocument;
}

function qualifiedName(attr: Attribute): string {
  return attr.prefix ? attr.prefix + ':' + attr.name : attr.name;
}

/** Adds one attribute at the front of the element's attribute list (limits 5, 6, 7). */
function prependAttribute(document: LinkedomDocument, element: LinkedomElement, attr: Attribute): void {
  const node = document.createAttribute(qualifiedName(attr));
  node.value = attr.value;
  element.setAttributeNode(node);
  if (attr.name === 'class') node.value = attr.value;
  if (attr.namespace) namespacedAttrs.set(node, attr);
}

function readAttribute(node: LinkedomAttr): Attribute {
  const original = namespacedAttrs.get(node);
  if (original === undefined) return { name: node.name, value: node.value };
  const attr: Attribute = { name: original.name, value: node.value, namespace: original.namespace };
  if (original.prefix) attr.prefix = original.prefix;
  return attr;
}

function isXmlDeclaration(parent: LinkedomParentNode, node: LinkedomChildNode): boolean {
  return (
    node instanceof LinkedomProcessingInstruction &&
    node.target === 'xml' &&
    parent.nodeType === DOCUMENT_NODE &&
    parent.firstChild === null
  );
}

/**
 * A fresh XML tree adapter building a linkedom XMLDocument: one per parse, since it owns the
 * document it creates nodes in.
 */
export function createLinkedomXmlAdapter(): LinkedomXmlTreeAdapter {
  let owner: LinkedomXmlDocument | null = null;

  const doc = (): LinkedomXmlDocument => (owner === null ? (owner = newDocument()) : owner);

  return {
    // Construction
    createDocument() {
      owner = newDocument();
      return owner;
    },
    createDocumentFragment() {
      return doc().createDocumentFragment();
    },
    createElement(tagName, namespaceURI, attrs) {
      const document = doc();
      let element: LinkedomElement;
      if (namespaceURI === NS.SVG) {
        element = document.createElementNS(NS.SVG, tagName);
      } else {
        element = document.createElement(tagName);
        if (namespaceURI !== NS.HTML) {
          Object.defineProperty(element, 'namespaceURI', { value: namespaceURI === '' ? null : namespaceURI });
        }
      }
      for (let i = attrs.length - 1; i >= 0; i--) prependAttribute(document, element, attrs[i]!);
      return element;
    },
    createCommentNode(data) {
      return doc().createComment(data);
    },
    createTextNode(value) {
      return doc().createTextNode(value);
    },
    createProcessingInstruction(target, data) {
      return new LinkedomProcessingInstruction(doc(), target, data) as unknown as LinkedomChildNode;
    },
    createCdataSection(data) {
      return doc().createCDATASection(data);
    },

    // Mutation
    appendChild(parentNode, newNode) {
      if (isXmlDeclaration(parentNode, newNode)) return;
      parentNode.appendChild(newNode);
    },
    insertBefore(parentNode, newNode, referenceNode) {
      parentNode.insertBefore(newNode, referenceNode);
    },
    setTemplateContent(templateElement, contentElement) {
      templateElement.appendChild(contentElement);
    },
    setDocumentType(document, name, publicId, systemId) {
      document.appendChild(new LinkedomXmlDocumentType(document, name, publicId, systemId, ''));
    },
    setXmlDocumentType(document, name, publicId, systemId, internalSubset) {
      document.appendChild(new LinkedomXmlDocumentType(document, name, publicId, systemId, internalSubset));
    },
    setDocumentMode() {
      // XML documents have no quirks modes.
    },
    detachNode(node) {
      node.remove();
    },
    insertText(parentNode, text) {
      const last = parentNode.lastChild;
      if (last !== null && last.nodeType === TEXT_NODE) (last as LinkedomText).data += text;
      else parentNode.appendChild(doc().createTextNode(text));
    },
    insertTextBefore(parentNode, text, referenceNode) {
      const previous = referenceNode.previousSibling;
      if (previous !== null && previous.nodeType === TEXT_NODE) (previous as LinkedomText).data += text;
      else parentNode.insertBefore(doc().createTextNode(text), referenceNode);
    },
    adoptAttributes(recipient, attrs) {
      const added: Attribute[] = [];
      for (const attr of attrs) if (!recipient.hasAttribute(qualifiedName(attr))) added.push(attr);
      if (added.length === 0) return;
      // Appending needs the whole list re-added, last first (limit 6).
      const existing = recipient.attributes;
      const kept: Attribute[] = [];
      const nodes: LinkedomAttr[] = [];
      for (let i = 0; i < existing.length; i++) {
        nodes.push(existing[i]!);
        kept.push(readAttribute(existing[i]!));
      }
      for (const node of nodes) recipient.removeAttributeNode(node);
      const document = doc();
      for (let i = added.length - 1; i >= 0; i--) prependAttribute(document, recipient, added[i]!);
      for (let i = kept.length - 1; i >= 0; i--) prependAttribute(document, recipient, kept[i]!);
    },

    // Reading
    getFirstChild(node) {
      return node.firstChild;
    },
    getChildNodes(node) {
      return node.childNodes;
    },
    getParentNode(node) {
      return node.parentNode;
    },
    getAttrList(element) {
      const nodes = element.attributes;
      const attrs: Attribute[] = new Array(nodes.length);
      for (let i = 0; i < nodes.length; i++) attrs[i] = readAttribute(nodes[i]!);
      return attrs;
    },
    getTagName(element) {
      return element.localName;
    },
    getNamespaceURI(element) {
      return (element.namespaceURI as string | null) ?? '';
    },
    getTextNodeContent(textNode) {
      return textNode.data;
    },
    getCommentNodeContent(commentNode) {
      return commentNode.data;
    },
    getDocumentTypeNodeName(doctypeNode) {
      return doctypeNode.name;
    },
    getDocumentTypeNodePublicId(doctypeNode) {
      return doctypeNode.publicId;
    },
    getDocumentTypeNodeSystemId(doctypeNode) {
      return doctypeNode.systemId;
    },
    getDocumentTypeNodeInternalSubset(doctypeNode) {
      return doctypeNode.internalSubset ?? '';
    },
    getTemplateContent() {
      return doc().createDocumentFragment();
    },
    getDocumentMode() {
      return DOCUMENT_MODE.NO_QUIRKS;
    },
    getProcessingInstructionTarget(node) {
      return (node as unknown as LinkedomProcessingInstruction).target;
    },
    getProcessingInstructionData(node) {
      return (node as unknown as LinkedomProcessingInstruction).data;
    },
    getCdataSectionContent(node) {
      return (node as LinkedomCharacterData).data;
    },

    // Type guards
    isTextNode(node): node is LinkedomText {
      return node.nodeType === TEXT_NODE;
    },
    isCommentNode(node): node is LinkedomComment {
      return node.nodeType === COMMENT_NODE && !(node instanceof LinkedomProcessingInstruction);
    },
    isProcessingInstructionNode(node) {
      return node instanceof LinkedomProcessingInstruction;
    },
    isCdataSectionNode(node) {
      return node.nodeType === CDATA_SECTION_NODE;
    },
    isDocumentTypeNode(node): node is LinkedomXmlDocumentTypeNode {
      return node.nodeType === DOCUMENT_TYPE_NODE;
    },
    isElementNode(node): node is LinkedomElement {
      return node.nodeType === ELEMENT_NODE;
    },

    // Source locations (limit 11)
    setNodeSourceCodeLocation(node, location) {
      (node as Located).sourceCodeLocation = location;
    },
    getNodeSourceCodeLocation(node) {
      return (node as Located).sourceCodeLocation;
    },
    updateNodeSourceCodeLocation(node, location) {
      const located = node as Located;
      if (located.sourceCodeLocation) Object.assign(located.sourceCodeLocation, location);
    },
  };
}

/**
 * Parses an XML document the XML5 way into a linkedom XMLDocument: `documentElement`,
 * `querySelector`, `getElementsByTagName`, `toString()` and the rest of linkedom's API work on
 * it, with names as written (case kept). See the limits above for what linkedom cannot hold.
 */
export function parseXMLDocument(xml: string, options?: ParseXMLDocumentOptions | null): LinkedomXmlDocument {
  if (typeof xml !== 'string') {
    throw new TypeError(`parseXMLDocument: input must be a string, got ${xml === null ? 'null' : typeof xml}`);
  }
  if (options !== undefined && options !== null && typeof options !== 'object') {
    throw new TypeError(`parseXMLDocument: options must be an object, got ${typeof options}`);
  }
  return parseXml<LinkedomXmlTreeAdapterMap>(xml, { ...options, treeAdapter: createLinkedomXmlAdapter() });
}
