/**
 * The JSON adapter's XML side, `parseXml`'s default: the JSON AST (processing instructions
 * included) plus CDATA sections, the DOCTYPE's internal subset, and any namespace URI ('' for none).
 */
import type { Attribute } from '../common/attribute.js';
import type { DOCUMENT_MODE, NS } from '../common/namespaces.js';
import type { XmlTreeAdapter } from '../tree/xml-tree-adapter.js';
import { adapter, PlainElement } from './adapter.js';
import type { CommentNode, ElementPosition, FragmentNode, Position, ProcessingInstructionNode, TextNode } from './nodes.js';
import { attachParentSlot } from './parent-link.js';
import { plainConstructor } from '../common/plain-constructor.js';

export type { ProcessingInstructionNode } from './nodes.js';

/** `<![CDATA[value]]>`. */
export interface CdataNode {
  type: 'cdata';
  value: string;
  /** Only when locations are on. */
  position?: Position;
}

/** `<!DOCTYPE name PUBLIC "publicId" "systemId" [internalSubset]>`; missing parts are ''. */
export interface XmlDoctypeNode {
  type: 'doctype';
  name: string;
  publicId: string;
  systemId: string;
  internalSubset: string;
  /** Only when locations are on. */
  position?: Position;
}

/** An XML element: the qualified name as written, and its namespace URI ('' for none). */
export interface XmlElementNode {
  type: 'element';
  tagName: string;
  namespace: string;
  attrs: Attribute[];
  children: XmlChildNode[];
  /** Only when locations are on. */
  position?: ElementPosition;
}

export interface XmlDocumentNode {
  type: 'document';
  mode: DOCUMENT_MODE;
  children: XmlChildNode[];
  /** Only when parsed from bytes: the encoding they were decoded in (`'UTF-8'`, `'UTF-16LE'`...). */
  encoding?: string;
  /** Only when locations are on. */
  position?: Position;
}

export type XmlChildNode =
  | XmlElementNode
  | TextNode
  | CommentNode
  | ProcessingInstructionNode
  | CdataNode
  | XmlDoctypeNode;
export type XmlParentNode = XmlDocumentNode | XmlElementNode | FragmentNode;
export type XmlNode = XmlParentNode | XmlChildNode;

/** The XML JSON adapter's `TreeAdapterTypeMap`. */
export interface XmlJsonTreeTypeMap {
  node: XmlNode;
  parentNode: XmlParentNode;
  childNode: XmlChildNode;
  document: XmlDocumentNode;
  documentFragment: FragmentNode;
  element: XmlElementNode;
  commentNode: CommentNode;
  textNode: TextNode;
  template: XmlElementNode;
  documentType: XmlDoctypeNode;
}

const PlainXmlDoctype = plainConstructor(function (this: XmlDoctypeNode, name: string, publicId: string, systemId: string, internalSubset: string) {
  this.type = 'doctype';
  this.name = name;
  this.publicId = publicId;
  this.systemId = systemId;
  this.internalSubset = internalSubset;
  attachParentSlot(this as never);
});

const PlainCdata = plainConstructor(function (this: CdataNode, value: string) {
  this.type = 'cdata';
  this.value = value;
  attachParentSlot(this as never);
});

// The HTML adapter's methods work on these nodes unchanged; only the types are wider.
const base = adapter as unknown as XmlTreeAdapter<XmlJsonTreeTypeMap>;

function setXmlDocumentType(
  document: XmlDocumentNode,
  name: string,
  publicId: string,
  systemId: string,
  internalSubset: string,
): void {
  base.appendChild(document, new PlainXmlDoctype(name, publicId, systemId, internalSubset));
}

/** Builds (and reads) the XML JSON AST. */
export const xmlAdapter: XmlTreeAdapter<XmlJsonTreeTypeMap> = {
  ...base,

  createElement(tagName: string, namespace: string, attrs: Attribute[]): XmlElementNode {
    return new PlainElement(tagName, namespace as NS, attrs) as unknown as XmlElementNode;
  },

  getNamespaceURI(element: XmlElementNode): string {
    return element.namespace;
  },

  createCdataSection(value: string): CdataNode {
    return new PlainCdata(value);
  },

  setDocumentType(document: XmlDocumentNode, name: string, publicId: string, systemId: string): void {
    setXmlDocumentType(document, name, publicId, systemId, '');
  },

  setXmlDocumentType,

  isCdataSectionNode(node: XmlNode): boolean {
    return node.type === 'cdata';
  },

  getCdataSectionContent(node: XmlNode): string {
    return (node as CdataNode).value;
  },

  getDocumentTypeNodeInternalSubset(node: XmlDoctypeNode): string {
    return node.internalSubset ?? '';
  },
};
