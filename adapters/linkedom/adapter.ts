import { DOMParser } from 'linkedom';
import { DOCUMENT_MODE, NS } from '../../lib/common/namespaces.js';
import { buildSampleTree, keepAlive } from '../../lib/keep-alive.js';
import type { TreeAdapter, TreeAdapterTypeMap } from '../../lib/tree/tree-adapter.js';
import { setAttributes } from './attributes.js';
import {
  COMMENT_NODE,
  ELEMENT_NODE,
  type LinkedomChildNode,
  type LinkedomComment,
  type LinkedomDocument,
  type LinkedomDocumentFragment,
  type LinkedomDocumentType,
  type LinkedomElement,
  type LinkedomNode,
  type LinkedomParentNode,
  type LinkedomTemplateElement,
  type LinkedomText,
} from './linkedom-types.js';
import { createElementIn, linkedomCommonMethods, moveChildren, OwnedDocument } from './shared.js';

/*
 * The HTML side of the linkedom adapter. linkedom's limits, for both adapters, are listed in
 * shared.ts (1-9 are common, 10-11 HTML's own); the numbers in comments here are that list's.
 */

/** A linkedom Document built by this adapter: linkedom's, plus the mode it has no slot for. */
export interface LinkedomParsedDocument extends LinkedomDocument {
  documentMode: DOCUMENT_MODE;
  compatMode: 'BackCompat' | 'CSS1Compat';
}

export type LinkedomTreeAdapterMap = TreeAdapterTypeMap<
  LinkedomNode,
  LinkedomParentNode,
  LinkedomChildNode,
  LinkedomParsedDocument,
  LinkedomDocumentFragment,
  LinkedomElement,
  LinkedomComment,
  LinkedomText,
  LinkedomTemplateElement,
  LinkedomDocumentType
>;

export interface LinkedomTreeAdapter extends TreeAdapter<LinkedomTreeAdapterMap> {
  /**
   * Moves the contents of every HTML template this adapter made into the template's child
   * nodes, where linkedom serializes them from and copies `template.content` from (limit 8).
   */
  flattenTemplateContents(): void;
}

function newDocument(): LinkedomParsedDocument {
  // An empty string makes linkedom's DOMParser return an empty document without parsing.
  const document = new DOMParser().parseFromString('', 'text/html') as unknown as LinkedomParsedDocument;
  document.documentMode = DOCUMENT_MODE.NO_QUIRKS;
  document.compatMode = 'CSS1Compat';
  return document;
}

function isHtmlTemplate(node: LinkedomNode): node is LinkedomTemplateElement {
  return (
    node.nodeType === ELEMENT_NODE &&
    (node as LinkedomElement).localName === 'template' &&
    (node as LinkedomElement).namespaceURI === NS.HTML
  );
}

/**
 * A fresh tree adapter building linkedom nodes: one per parse, since it owns the document it
 * creates nodes in.
 */
export function createLinkedomAdapter(): LinkedomTreeAdapter {
  // The adapter's and the tree builder's code stays optimized once every parsed document is
  // dropped (see lib/keep-alive.ts; measured on the benchmark corpus: 89 optimized functions
  // discarded by major GCs over 4 passes without a sample, 11 with one).
  keepAlive('linkedom', () => buildSampleTree(newAdapter()));
  return newAdapter();
}

function newAdapter(): LinkedomTreeAdapter {
  const owner = new OwnedDocument(newDocument);
  const templates: LinkedomTemplateElement[] = [];

  return {
    ...linkedomCommonMethods<LinkedomParsedDocument, LinkedomDocumentType>(owner, false),

    createElement(tagName, namespaceURI, attrs) {
      const document = owner.get();
      const element = createElementIn(document, tagName, namespaceURI);
      if (tagName === 'template' && namespaceURI === NS.HTML) templates.push(element as LinkedomTemplateElement);
      setAttributes(document, element, attrs);
      return element;
    },
    appendChild(parentNode, newNode) {
      parentNode.appendChild(newNode);
    },
    setTemplateContent(templateElement, contentElement) {
      // The template already has its own content fragment; keep that one and move anything in.
      moveChildren(contentElement, templateElement.content);
    },
    setDocumentType(document, name, publicId, systemId) {
      // The tree builder sets the doctype once, from the initial insertion mode (limit 5).
      document.appendChild(document.createDocumentType(name, publicId, systemId));
    },
    setDocumentMode(document, mode) {
      document.documentMode = mode;
      document.compatMode = mode === DOCUMENT_MODE.QUIRKS ? 'BackCompat' : 'CSS1Compat';
    },
    getFirstChild(node) {
      return isHtmlTemplate(node) ? null : node.firstChild;
    },
    getChildNodes(node) {
      return isHtmlTemplate(node) ? [] : node.childNodes;
    },
    getNamespaceURI(element) {
      return element.namespaceURI as NS;
    },
    getTemplateContent(templateElement) {
      return templateElement.content;
    },
    getDocumentMode(document) {
      return document.documentMode ?? DOCUMENT_MODE.NO_QUIRKS;
    },
    isCommentNode(node): node is LinkedomComment {
      return node.nodeType === COMMENT_NODE;
    },

    flattenTemplateContents() {
      for (const template of templates) moveChildren(template.content, template);
      templates.length = 0;
    },
  };
}
