import type { Attribute } from '../../lib/common/attribute.js';
import type { ElementLocation } from '../../lib/common/location.js';
import { DOCUMENT_MODE, type NS } from '../../lib/common/namespaces.js';
import type { TreeAdapter } from '../../lib/tree/tree-adapter.js';
import type {
  ChildNode,
  CommentNode,
  Document,
  DocumentFragment,
  DocumentType,
  Element,
  Node,
  ParentNode,
  Parse5TreeTypeMap,
  Template,
  TextNode,
} from './nodes.js';

/**
 * The attribute names of each element whose attributes were adopted into (a second `<html>` or
 * `<body>` tag), with the list length they were taken at: a page repeating `<html a=1>` stays
 * linear. A list whose length changed since is read afresh.
 */
const adoptedNames = new WeakMap<Attribute[], Set<string>>();

function namesOf(attrs: Attribute[]): Set<string> {
  let names = adoptedNames.get(attrs);
  if (names === undefined || names.size !== attrs.length) {
    names = new Set();
    for (const attr of attrs) names.add(attr.name);
    adoptedNames.set(attrs, names);
  }
  return names;
}

/** The index of `child` among `siblings`, looking at the end first (where the parser works). */
function indexIn(siblings: ChildNode[], child: ChildNode): number {
  const last = siblings.length - 1;
  return siblings[last] === child ? last : siblings.indexOf(child);
}

function appendChild(parent: ParentNode, node: ChildNode): void {
  parent.childNodes.push(node);
  node.parentNode = parent;
}

function insertBefore(parent: ParentNode, node: ChildNode, reference: ChildNode): void {
  parent.childNodes.splice(indexIn(parent.childNodes, reference), 0, node);
  node.parentNode = parent;
}

function createTextNode(value: string): TextNode {
  return { nodeName: '#text', value, parentNode: null };
}

function isTextNode(node: Node): node is TextNode {
  return node.nodeName === '#text';
}

/**
 * A tree adapter building parse5's default tree (`parse5.defaultTreeAdapter`'s node shapes, see
 * nodes.ts): what the parse5 drop-in returns, and what code written against parse5's tree reads.
 * Processing instructions become the comments parse5 makes of them (the adapter has no
 * `createProcessingInstruction`), so every node is one of parse5's kinds.
 */
export const adapter: TreeAdapter<Parse5TreeTypeMap> = {
  createDocument(): Document {
    return { nodeName: '#document', mode: DOCUMENT_MODE.NO_QUIRKS, childNodes: [] };
  },

  createDocumentFragment(): DocumentFragment {
    return { nodeName: '#document-fragment', childNodes: [] };
  },

  createElement(tagName: string, namespaceURI: NS, attrs: Attribute[]): Element {
    return { nodeName: tagName, tagName, attrs, namespaceURI, childNodes: [], parentNode: null };
  },

  createCommentNode(data: string): CommentNode {
    return { nodeName: '#comment', data, parentNode: null };
  },

  createTextNode,
  appendChild,
  insertBefore,

  setTemplateContent(template: Template, content: DocumentFragment): void {
    template.content = content;
  },

  getTemplateContent(template: Template): DocumentFragment {
    return template.content;
  },

  setDocumentType(document: Document, name: string, publicId: string, systemId: string): void {
    const existing = document.childNodes.find((node): node is DocumentType => node.nodeName === '#documentType');
    if (existing !== undefined) {
      existing.name = name;
      existing.publicId = publicId;
      existing.systemId = systemId;
    } else {
      appendChild(document, { nodeName: '#documentType', name, publicId, systemId, parentNode: null });
    }
  },

  setDocumentMode(document: Document, mode: DOCUMENT_MODE): void {
    document.mode = mode;
  },

  getDocumentMode(document: Document): DOCUMENT_MODE {
    return document.mode;
  },

  detachNode(node: ChildNode): void {
    const parent = node.parentNode;
    if (parent === null) return;
    parent.childNodes.splice(indexIn(parent.childNodes, node), 1);
    node.parentNode = null;
  },

  insertText(parent: ParentNode, text: string): void {
    const children = parent.childNodes;
    const last = children[children.length - 1];
    if (last !== undefined && isTextNode(last)) last.value += text;
    else appendChild(parent, createTextNode(text));
  },

  insertTextBefore(parent: ParentNode, text: string, reference: ChildNode): void {
    const children = parent.childNodes;
    const previous = children[indexIn(children, reference) - 1];
    if (previous !== undefined && isTextNode(previous)) previous.value += text;
    else insertBefore(parent, createTextNode(text), reference);
  },

  adoptAttributes(recipient: Element, attrs: Attribute[]): void {
    if (attrs.length === 0 || attrs === recipient.attrs) return;
    const names = namesOf(recipient.attrs);
    for (const attr of attrs) {
      if (names.has(attr.name)) continue;
      recipient.attrs.push(attr);
      names.add(attr.name);
    }
  },

  getFirstChild(node: ParentNode): ChildNode | null {
    // parse5 answers undefined for no child; the parser reads both as none.
    return node.childNodes[0] as ChildNode;
  },

  getChildNodes(node: ParentNode): ChildNode[] {
    return node.childNodes;
  },

  getParentNode(node: Node): ParentNode | null {
    return (node as ChildNode).parentNode;
  },

  getAttrList(element: Element): Attribute[] {
    return element.attrs;
  },

  getTagName(element: Element): string {
    return element.tagName;
  },

  getNamespaceURI(element: Element): NS {
    return element.namespaceURI;
  },

  getTextNodeContent(node: TextNode): string {
    return node.value;
  },

  getCommentNodeContent(node: CommentNode): string {
    return node.data;
  },

  getDocumentTypeNodeName(node: DocumentType): string {
    return node.name;
  },

  getDocumentTypeNodePublicId(node: DocumentType): string {
    return node.publicId;
  },

  getDocumentTypeNodeSystemId(node: DocumentType): string {
    return node.systemId;
  },

  isTextNode,

  isCommentNode(node: Node): node is CommentNode {
    return node.nodeName === '#comment';
  },

  isDocumentTypeNode(node: Node): node is DocumentType {
    return node.nodeName === '#documentType';
  },

  isElementNode(node: Node): node is Element {
    return Object.hasOwn(node, 'tagName');
  },

  setNodeSourceCodeLocation(node: Node, location: ElementLocation | null): void {
    node.sourceCodeLocation = location;
  },

  getNodeSourceCodeLocation(node: Node): ElementLocation | null | undefined {
    return node.sourceCodeLocation as ElementLocation | null | undefined;
  },

  updateNodeSourceCodeLocation(node: Node, location: Partial<ElementLocation>): void {
    node.sourceCodeLocation = { ...node.sourceCodeLocation, ...location } as ElementLocation;
  },
};
