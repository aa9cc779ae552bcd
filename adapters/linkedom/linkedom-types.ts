/**
 * The slice of linkedom's node classes this adapter uses, typed structurally. linkedom's own
 * declarations `implements` the browser DOM types, which this package does not load (`lib` is
 * ES2022 only, so the core bundles for any runtime), so they are not usable here as they are.
 */

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const COMMENT_NODE = 8;
export const DOCUMENT_NODE = 9;
export const DOCUMENT_TYPE_NODE = 10;

export interface LinkedomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly parentNode: LinkedomParentNode | null;
  readonly previousSibling: LinkedomChildNode | null;
  readonly nextSibling: LinkedomChildNode | null;
  readonly ownerDocument: LinkedomDocument | null;
  toString(): string;
}

export interface LinkedomParentNode extends LinkedomNode {
  readonly firstChild: LinkedomChildNode | null;
  readonly lastChild: LinkedomChildNode | null;
  /** A fresh array (linkedom's NodeList extends Array), built by walking the children. */
  readonly childNodes: LinkedomChildNode[];
  appendChild<N extends LinkedomNode>(node: N): N;
  insertBefore<N extends LinkedomNode>(node: N, referenceNode: LinkedomNode | null): N;
  removeChild<N extends LinkedomNode>(node: N): N;
  querySelector(selectors: string): LinkedomElement | null;
  querySelectorAll(selectors: string): LinkedomElement[];
}

export interface LinkedomChildNode extends LinkedomNode {
  remove(): void;
}

export interface LinkedomAttr {
  readonly name: string;
  value: string;
  readonly ownerElement: LinkedomElement | null;
}

export interface LinkedomElement extends LinkedomParentNode, LinkedomChildNode {
  readonly localName: string;
  readonly tagName: string;
  readonly namespaceURI: string;
  /** linkedom's NamedNodeMap: an array of Attr in document order. */
  readonly attributes: ArrayLike<LinkedomAttr>;
  innerHTML: string;
  outerHTML: string;
  textContent: string;
  getAttribute(name: string): string | null;
  getAttributeNode(name: string): LinkedomAttr | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  setAttributeNode(attr: LinkedomAttr): LinkedomAttr | null;
  removeAttributeNode(attr: LinkedomAttr): void;
}

export interface LinkedomTemplateElement extends LinkedomElement {
  /** linkedom copies the template's child nodes into this fragment on first read if it is empty. */
  readonly content: LinkedomDocumentFragment;
}

export interface LinkedomCharacterData extends LinkedomChildNode {
  data: string;
}

export type LinkedomText = LinkedomCharacterData;
export type LinkedomComment = LinkedomCharacterData;

export interface LinkedomDocumentType extends LinkedomChildNode {
  readonly name: string;
  readonly publicId: string;
  readonly systemId: string;
}

export type LinkedomDocumentFragment = LinkedomParentNode;

export interface LinkedomDocument extends LinkedomParentNode {
  readonly documentElement: LinkedomElement | null;
  readonly head: LinkedomElement;
  readonly body: LinkedomElement;
  readonly doctype: LinkedomDocumentType | null;
  createElement(localName: string): LinkedomElement;
  createElementNS(namespaceURI: string, qualifiedName: string): LinkedomElement;
  createAttribute(name: string): LinkedomAttr;
  createTextNode(data: string): LinkedomText;
  createComment(data: string): LinkedomComment;
  createDocumentFragment(): LinkedomDocumentFragment;
  createDocumentType(name: string, publicId: string, systemId: string): LinkedomDocumentType;
  getElementById(id: string): LinkedomElement | null;
}
