import type { Attribute } from '../common/attribute.js';
import type { ElementLocation } from '../common/location.js';
import { DOCUMENT_MODE, NS } from '../common/namespaces.js';
import type { DeclarativeShadowRootInit, FastPathAdapter } from '../tree/tree-adapter.js';
import type {
  ChildNode,
  CommentNode,
  ProcessingInstructionNode,
  ShadowRootNode,
  DoctypeNode,
  DocumentNode,
  ElementNode,
  FragmentNode,
  JsonTreeTypeMap,
  Node,
  ParentNode,
  TextNode,
} from './nodes.js';
import { attachElementParentSlot, attachParentSlot, attachTextParentSlot, getParent, setParent } from './parent-link.js';
import { plainConstructor } from '../common/plain-constructor.js';
import { childListOf1 } from '../common/child-arrays.js';
import { elementLocationOf, offsetPositions, positionOf, updatePosition } from './position.js';

// The nodes, each kind with its fields in one fixed order and its parent slot in the object (see
// plainConstructor).

const PlainDocument = plainConstructor(function (this: DocumentNode) {
  this.type = 'document';
  this.mode = DOCUMENT_MODE.NO_QUIRKS;
  this.children = [];
  attachParentSlot(this);
});

const PlainFragment = plainConstructor(function (this: FragmentNode) {
  this.type = 'fragment';
  this.children = [];
  attachParentSlot(this);
});

/** Also the XML adapter's elements (`namespace` any string there). */
export const PlainElement = plainConstructor(function (this: ElementNode, tagName: string, namespace: NS, attrs: Attribute[]) {
  this.type = 'element';
  this.tagName = tagName;
  this.namespace = namespace;
  this.attrs = attrs;
  this.children = [];
  attachElementParentSlot(this);
});

const PlainText = plainConstructor(function (this: TextNode, value: string) {
  this.type = 'text';
  this.value = value;
  attachTextParentSlot(this);
});

const PlainComment = plainConstructor(function (this: CommentNode, value: string) {
  this.type = 'comment';
  this.value = value;
  attachParentSlot(this);
});

const PlainProcessingInstruction = plainConstructor(function (this: ProcessingInstructionNode, target: string, data: string) {
  this.type = 'processingInstruction';
  this.target = target;
  this.data = data;
  attachParentSlot(this);
});

const PlainDoctype = plainConstructor(function (this: DoctypeNode, name: string, publicId: string, systemId: string) {
  this.type = 'doctype';
  this.name = name;
  this.publicId = publicId;
  this.systemId = systemId;
  attachParentSlot(this);
});

function createTextNode(value: string): TextNode {
  return new PlainText(value);
}

function appendChild(parent: ParentNode, child: ChildNode): void {
  const children = parent.children;
  // Not a literal, and not a first push (see childListOf1).
  if (children.length === 0) parent.children = childListOf1(child);
  else children.push(child);
  setParent(child, parent);
}

function insertBefore(parent: ParentNode, child: ChildNode, reference: ChildNode): void {
  const children = parent.children;
  children.splice(indexIn(children, reference), 0, child);
  setParent(child, parent);
}

/**
 * The index of `node` among its parent's children, searched from both ends at once: the parser
 * mostly works near the end of child lists (it detaches last children, and foster parenting
 * inserts before a table that stays last), `<template for>` patches near the front (their markers
 * are consumed in order), so a search from one end would make one of those paths quadratic.
 */
function indexIn(children: ChildNode[], node: ChildNode): number {
  for (let back = children.length - 1, front = 0; front <= back; back--, front++) {
    if (children[back] === node) return back;
    if (children[front] === node) return front;
  }
  return -1;
}

/**
 * Attribute names of elements that adopted attributes (a second `<html>` or `<body>` tag), so a
 * document with N such tags stays linear.
 */
const adoptedNames = new WeakMap<ElementNode, Set<string>>();

// A generated node (location null) gets no position, as unist asks.
function setNodeSourceCodeLocation(node: Node, location: ElementLocation | null): void {
  if (location !== null) node.position = positionOf(location, node.type === 'element' ? node.attrs : null);
  else if (node.position !== undefined) delete node.position;
}

function updateNodeSourceCodeLocation(node: Node, location: Partial<ElementLocation>): void {
  if (node.position !== undefined) updatePosition(node.position, location);
}

/** The default adapter of larch: builds the JSON AST described in `nodes.ts`. */
export const adapter: FastPathAdapter<JsonTreeTypeMap> = {
  createDocument(): DocumentNode {
    return new PlainDocument();
  },

  createDocumentFragment(): FragmentNode {
    return new PlainFragment();
  },

  createElement(tagName: string, namespace: NS, attrs: Attribute[]): ElementNode {
    return new PlainElement(tagName, namespace, attrs);
  },

  createCommentNode(value: string): CommentNode {
    return new PlainComment(value);
  },

  createProcessingInstruction(target: string, data: string): ProcessingInstructionNode {
    return new PlainProcessingInstruction(target, data);
  },

  /** A declarative shadow root: the host's `shadowRoot`. */
  attachDeclarativeShadowRoot(host: ElementNode, init: DeclarativeShadowRootInit): ShadowRootNode {
    const { mode, delegatesFocus, serializable, clonable, slotAssignment } = init;
    const node: ShadowRootNode = { type: 'shadowRoot', mode, delegatesFocus, serializable, clonable, slotAssignment, children: [] };
    attachParentSlot(node);
    host.shadowRoot = node;
    return node;
  },

  getShadowRoot(element: ElementNode): ShadowRootNode | null {
    return element.shadowRoot ?? null;
  },

  getShadowRootInit(root: ShadowRootNode): DeclarativeShadowRootInit {
    return root;
  },

  createTextNode,
  appendChild,
  insertBefore,

  setTemplateContent(template: ElementNode, content: FragmentNode): void {
    template.content = content;
  },

  setDocumentType(document: DocumentNode, name: string, publicId: string, systemId: string): void {
    const children = document.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (child.type === 'doctype') {
        child.name = name;
        child.publicId = publicId;
        child.systemId = systemId;
        return;
      }
    }
    appendChild(document, new PlainDoctype(name, publicId, systemId));
  },

  setDocumentMode(document: DocumentNode, mode: DOCUMENT_MODE): void {
    document.mode = mode;
  },

  setDocumentEncoding(document: DocumentNode, encoding: string): void {
    document.encoding = encoding;
  },

  detachNode(node: ChildNode): void {
    const parent = getParent(node);
    if (parent === null) return;
    const children = parent.children;
    children.splice(indexIn(children, node), 1);
    setParent(node, null);
  },

  insertText(parent: ParentNode, text: string): void {
    const children = parent.children;
    const last = children[children.length - 1];
    if (last !== undefined && last.type === 'text') last.value += text;
    else appendChild(parent, createTextNode(text));
  },

  insertTextBefore(parent: ParentNode, text: string, reference: ChildNode): void {
    const children = parent.children;
    const before = children[indexIn(children, reference) - 1];
    if (before !== undefined && before.type === 'text') before.value += text;
    else insertBefore(parent, createTextNode(text), reference);
  },

  adoptAttributes(recipient: ElementNode, attrs: Attribute[]): void {
    const own = recipient.attrs;
    let names = adoptedNames.get(recipient);
    if (names === undefined || names.size !== own.length) {
      names = new Set();
      for (let i = 0; i < own.length; i++) names.add(own[i]!.name);
      adoptedNames.set(recipient, names);
    }
    for (let i = 0; i < attrs.length; i++) {
      const attr = attrs[i]!;
      if (names.has(attr.name)) continue;
      own.push(attr);
      names.add(attr.name);
    }
  },

  getFirstChild(node: ParentNode): ChildNode | null {
    return node.children[0] ?? null;
  },

  getChildNodes(node: ParentNode): ChildNode[] {
    return node.children;
  },

  getParentNode(node: Node): ParentNode | null {
    return getParent(node);
  },

  getAttrList(element: ElementNode): Attribute[] {
    return element.attrs;
  },

  getTagName(element: ElementNode): string {
    return element.tagName;
  },

  getNamespaceURI(element: ElementNode): NS {
    return element.namespace;
  },

  getTextNodeContent(node: TextNode): string {
    return node.value;
  },

  getCommentNodeContent(node: CommentNode): string {
    return node.value;
  },

  getDocumentTypeNodeName(node: DoctypeNode): string {
    return node.name;
  },

  getDocumentTypeNodePublicId(node: DoctypeNode): string {
    return node.publicId;
  },

  getDocumentTypeNodeSystemId(node: DoctypeNode): string {
    return node.systemId;
  },

  getTemplateContent(template: ElementNode): FragmentNode {
    return template.content!;
  },

  getDocumentMode(document: DocumentNode): DOCUMENT_MODE {
    return document.mode;
  },

  isTextNode(node: Node): node is TextNode {
    return node.type === 'text';
  },

  isCommentNode(node: Node): node is CommentNode {
    return node.type === 'comment';
  },

  isProcessingInstructionNode(node: Node): node is ProcessingInstructionNode {
    return node.type === 'processingInstruction';
  },

  getProcessingInstructionTarget(node: ProcessingInstructionNode): string {
    return node.target;
  },

  getProcessingInstructionData(node: ProcessingInstructionNode): string {
    return node.data;
  },

  isDocumentTypeNode(node: Node): node is DoctypeNode {
    return node.type === 'doctype';
  },

  isElementNode(node: Node): node is ElementNode {
    return node.type === 'element';
  },

  setNodeSourceCodeLocation,

  getNodeSourceCodeLocation(node: Node): ElementLocation | undefined {
    const position = node.position;
    if (position === undefined) return undefined;
    return elementLocationOf(position, node.type === 'element' ? node.attrs : null);
  },

  updateNodeSourceCodeLocation,

  hasNodeSourceCodeLocation(node: Node): boolean {
    return node.position !== undefined;
  },

  offsetLocations: { ...offsetPositions, replaces: { setNodeSourceCodeLocation, updateNodeSourceCodeLocation } },
};
