import { DOMParser } from 'linkedom';
import { DOCUMENT_MODE } from '../../lib/common/namespaces.js';
import type { TreeAdapterTypeMap } from '../../lib/tree/tree-adapter.js';
import { parseXml, type XmlParserOptions } from '../../lib/xml/parse-xml.js';
import { asUint8Array, type InputBytes } from '../../lib/encoding/input-bytes.js';
import type { FastPathXmlAdapter } from '../../lib/tree/xml-tree-adapter.js';
import { setAttributes } from './attributes.js';
import {
  COMMENT_NODE,
  DOCUMENT_NODE,
  type DomType,
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
import { createElementIn, linkedomCommonMethods, OwnedDocument, setOwnerSvgElement } from './shared.js';
import {
  CDATA_SECTION_NODE,
  LinkedomProcessingInstruction,
  LinkedomXmlDocumentType,
  type LinkedomXmlDocumentTypeNode,
} from './xml-nodes.js';

export { LinkedomProcessingInstruction, LinkedomXmlDocumentType } from './xml-nodes.js';

/*
 * The XML side of the linkedom adapter. linkedom's limits, for both adapters, are listed in
 * shared.ts (1-9 are common, 12-16 XML's own); the numbers in comments here are that list's.
 */

/** A linkedom XMLDocument, with the parts of its API this adapter uses (the DOM's type with the DOM lib). */
export type LinkedomXmlDocument = DomType<'XMLDocument', LinkedomDocument & {
  createCDATASection(data: string): LinkedomCharacterData;
  getElementsByTagName(name: string): LinkedomElement[];
}>;

export type LinkedomXmlTreeAdapterMap = TreeAdapterTypeMap<
  DomType<'Node', LinkedomNode>,
  DomType<'Node', LinkedomParentNode>,
  DomType<'Node', LinkedomChildNode>,
  LinkedomXmlDocument,
  DomType<'DocumentFragment', LinkedomDocumentFragment>,
  DomType<'Element', LinkedomElement>,
  DomType<'Comment', LinkedomComment>,
  DomType<'Text', LinkedomText>,
  DomType<'Element', LinkedomElement>,
  LinkedomXmlDocumentTypeNode
>;

export type LinkedomXmlTreeAdapter = FastPathXmlAdapter<LinkedomXmlTreeAdapterMap>;

/** The options `parseXml` takes, minus `treeAdapter` (this function supplies it). */
export type ParseXMLDocumentOptions = Omit<XmlParserOptions<LinkedomXmlTreeAdapterMap>, 'treeAdapter'>;

function newDocument(): LinkedomXmlDocument {
  // An empty string makes linkedom's DOMParser return an empty document without parsing.
  return new DOMParser().parseFromString('', 'text/xml') as unknown as LinkedomXmlDocument;
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
  const owner = new OwnedDocument(newDocument);

  return {
    ...linkedomCommonMethods<LinkedomXmlDocument, LinkedomXmlDocumentTypeNode>(owner, true),

    createElement(tagName, namespaceURI, attrs) {
      const document = owner.get();
      const element = createElementIn(document, tagName, namespaceURI === '' ? null : namespaceURI);
      setAttributes(document, element, attrs);
      return element;
    },
    createCdataSection(data) {
      return owner.get().createCDATASection(data);
    },
    appendChild(parentNode, newNode) {
      // The XML declaration stays out of the tree (limit 13).
      if (isXmlDeclaration(parentNode, newNode)) return;
      parentNode.appendChild(newNode);
      setOwnerSvgElement(newNode, parentNode);
    },
    setTemplateContent(templateElement, contentElement) {
      // No templates in XML (limit 8): the content goes in as children.
      templateElement.appendChild(contentElement);
    },
    setDocumentType(document, name, publicId, systemId) {
      document.appendChild(new LinkedomXmlDocumentType(owner.get(), name, publicId, systemId, ''));
    },
    setXmlDocumentType(document, name, publicId, systemId, internalSubset) {
      document.appendChild(new LinkedomXmlDocumentType(owner.get(), name, publicId, systemId, internalSubset));
    },
    setDocumentMode() {
      // XML documents have no quirks modes.
    },
    getFirstChild(node) {
      return node.firstChild;
    },
    getChildNodes(node) {
      return node.childNodes;
    },
    getLastChild(node) {
      return node.lastChild;
    },
    getNamespaceURI(element) {
      return (element.namespaceURI as string | null) ?? '';
    },
    getDocumentTypeNodeInternalSubset(doctypeNode) {
      return doctypeNode.internalSubset ?? '';
    },
    getTemplateContent() {
      return owner.get().createDocumentFragment();
    },
    getDocumentMode() {
      return DOCUMENT_MODE.NO_QUIRKS;
    },
    getCdataSectionContent(node) {
      return (node as LinkedomCharacterData).data;
    },
    isCdataSectionNode(node) {
      return node.nodeType === CDATA_SECTION_NODE;
    },
  };
}

/**
 * Parses an XML document the XML5 way into a linkedom XMLDocument: `documentElement`,
 * `querySelector`, `getElementsByTagName`, `toString()` and the rest of linkedom's API work on
 * it, with names as written (case kept). See the limits in shared.ts for what linkedom cannot
 * hold.
 */
export function parseXMLDocument(xml: string | InputBytes, options?: ParseXMLDocumentOptions | null): LinkedomXmlDocument {
  if (typeof xml !== 'string' && asUint8Array(xml) === null) {
    throw new TypeError(`parseXMLDocument: input must be a string or bytes, got ${xml === null ? 'null' : typeof xml}`);
  }
  if (options !== undefined && options !== null && typeof options !== 'object') {
    throw new TypeError(`parseXMLDocument: options must be an object, got ${typeof options}`);
  }
  return parseXml<LinkedomXmlTreeAdapterMap>(xml, { ...options, treeAdapter: createLinkedomXmlAdapter() });
}
