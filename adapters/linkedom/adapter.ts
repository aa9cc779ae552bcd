import { DOMParser } from 'linkedom';
import type { Attribute } from '../../lib/common/attribute.js';
import type { ElementLocation } from '../../lib/common/location.js';
import { DOCUMENT_MODE, NS } from '../../lib/common/namespaces.js';
import type { TreeAdapter, TreeAdapterTypeMap } from '../../lib/tree/tree-adapter.js';
import {
  COMMENT_NODE,
  DOCUMENT_TYPE_NODE,
  ELEMENT_NODE,
  TEXT_NODE,
  type LinkedomAttr,
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

/*
 * linkedom's representational limits, and what this adapter does about each:
 *
 * 1. No document mode. The parser's mode is kept in two own properties of the Document:
 *    `documentMode` ('no-quirks' | 'quirks' | 'limited-quirks', parse5's DOCUMENT_MODE) and
 *    `compatMode` ('BackCompat' in quirks mode, else 'CSS1Compat', as the DOM defines it).
 * 2. No MathML namespace: `createElementNS` makes an HTML element for any namespace but SVG.
 *    MathML elements are made that way and get an own `namespaceURI` property; one whose name
 *    is an HTML element's (e.g. `style`, `a`) still has that HTML class's behaviour in linkedom.
 * 3. No attribute namespaces: an adjusted foreign attribute (`xlink:href`, `xml:lang`, `xmlns`,
 *    ...) is stored under its qualified name; its namespace and prefix are remembered on the
 *    side, so `getAttrList` gives them back (linkedom's `getAttributeNS` ignores namespaces).
 * 4. `class` values are normalized: linkedom rewrites the attribute through its class list
 *    (whitespace collapsed, duplicate tokens dropped). The adapter writes the source value back
 *    into the Attr, so serialization and `attributes` keep it; `getAttribute('class')` and
 *    `className` still give linkedom's normalized token list.
 * 5. Attributes can only be added at the front (`setAttributeNode` inserts right after the
 *    element) and each insertion scans the element's attributes: they are added last to first,
 *    so they end up in source order, at O(k^2) for a tag with k attributes. Adopting attributes
 *    (a second `<html>` or `<body>` tag) re-adds all of them to append the new ones.
 * 6. A template's contents: linkedom serializes a template's child nodes and makes
 *    `template.content` a copy of them on first read. The parser fills `template.content`, as
 *    the DOM wants; `flattenTemplateContents()` then moves each template's contents into its
 *    child nodes, where linkedom's serializer and `content` getter look (parseHTMLDocument does
 *    this). Either way this adapter reads a template's children from its content only.
 * 7. DocumentType nodes are second-class: `document.doctype` finds one only when it is the
 *    document's first child (a comment before `<!DOCTYPE>` hides it; the node is still in the
 *    tree at its place), their `previousSibling`/`nextSibling` are always null and they have no
 *    `remove()` (so `setDocumentType` only appends: the tree builder calls it once).
 * 8. No source locations: they are kept in an own `sourceCodeLocation` property, as in parse5.
 * 9. Nodes made before `createDocument()` (a fragment's context element) belong to a document
 *    of their own; linkedom does not adopt nodes moved between documents.
 * 10. linkedom's `document.head` / `document.body` getters insert an empty element when the
 *    html element's first / second element child is not one, so reading `document.body` of a
 *    frameset document adds a `<body>` after the head. Nothing the adapter can change.
 * 11. Serialization is linkedom's: SVG elements are upper-cased in `tagName` (`FOREIGNOBJECT`),
 *    empty SVG elements serialize as `<path />`, text is escaped for `&`, `<`, `>` and U+00A0
 *    only, attribute values for `"` only, and boolean-like attributes with an empty value
 *    (`hidden`, `id`, `class`...) print bare or not at all. The adapter's read methods see the
 *    tree itself, so none of this shows in the html5lib dumps.
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
   * nodes, where linkedom serializes them from and copies `template.content` from (limit 6).
   */
  flattenTemplateContents(): void;
}

interface Located {
  sourceCodeLocation?: ElementLocation | null;
}

/** Namespaced attributes (limit 3), by the linkedom Attr holding them. */
const namespacedAttrs = new WeakMap<LinkedomAttr, Attribute>();

function newDocument(): LinkedomParsedDocument {
  // An empty string makes linkedom's DOMParser return an empty document without parsing.
  const document = new DOMParser().parseFromString('', 'text/html') as unknown as LinkedomParsedDocument;
  document.documentMode = DOCUMENT_MODE.NO_QUIRKS;
  document.compatMode = 'CSS1Compat';
  return document;
}

function qualifiedName(attr: Attribute): string {
  return attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
}

function isHtmlTemplate(node: LinkedomNode): node is LinkedomTemplateElement {
  return (
    node.nodeType === ELEMENT_NODE &&
    (node as LinkedomElement).localName === 'template' &&
    (node as LinkedomElement).namespaceURI === NS.HTML
  );
}

/** Adds one attribute at the front of the element's attribute list (limits 3, 4, 5). */
function prependAttribute(document: LinkedomDocument, element: LinkedomElement, attr: Attribute): void {
  const node = document.createAttribute(qualifiedName(attr));
  node.value = attr.value;
  element.setAttributeNode(node);
  if (attr.name === 'class') node.value = attr.value;
  if (attr.namespace) namespacedAttrs.set(node, attr);
}

function readAttribute(node: LinkedomAttr, foreign: boolean): Attribute {
  const original = foreign ? namespacedAttrs.get(node) : undefined;
  if (original === undefined) return { name: node.name, value: node.value };
  return { name: original.name, value: node.value, namespace: original.namespace, prefix: original.prefix };
}

/**
 * A fresh tree adapter building linkedom nodes: one per parse, since it owns the document it
 * creates nodes in.
 */
export function createLinkedomAdapter(): LinkedomTreeAdapter {
  if (keptDocument === null && !makingKeptDocument) {
    makingKeptDocument = true;
    keptDocument = sampleDocument(createLinkedomAdapter());
  }
  return newAdapter();
}

/** The sample document (see sampleDocument), kept while this module is loaded. */
let keptDocument: LinkedomParsedDocument | null = null;
let makingKeptDocument = false;

/**
 * A document shaped like a parsed one (doctype, html, head, body, an element with a class, text,
 * a comment), built through an adapter. V8 drops a hidden class once no object has it, and with
 * it the optimized code specialized to it; when every parsed document has been dropped, this one
 * keeps the adapter's and the tree builder's code optimized (measured on the benchmark corpus:
 * 89 optimized functions discarded by major GCs over 4 passes without it, 11 with it).
 */
function sampleDocument(adapter: LinkedomTreeAdapter): LinkedomParsedDocument {
  const document = adapter.createDocument();
  adapter.setDocumentType(document, 'html', '', '');
  const html = adapter.createElement('html', NS.HTML, []);
  adapter.appendChild(document, html);
  adapter.appendChild(html, adapter.createElement('head', NS.HTML, []));
  const body = adapter.createElement('body', NS.HTML, []);
  adapter.appendChild(html, body);
  const p = adapter.createElement('p', NS.HTML, [{ name: 'class', value: 'a' }]);
  adapter.appendChild(body, p);
  adapter.insertText(p, 't');
  adapter.appendChild(body, adapter.createCommentNode('c'));
  return document;
}

function newAdapter(): LinkedomTreeAdapter {
  let owner: LinkedomParsedDocument | null = null;
  const templates: LinkedomTemplateElement[] = [];

  const doc = (): LinkedomParsedDocument => (owner === null ? (owner = newDocument()) : owner);

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
      if (namespaceURI === NS.HTML) {
        element = document.createElement(tagName);
        if (tagName === 'template') templates.push(element as LinkedomTemplateElement);
      } else if (namespaceURI === NS.SVG) {
        element = document.createElementNS(NS.SVG, tagName);
      } else {
        element = document.createElement(tagName);
        Object.defineProperty(element, 'namespaceURI', { value: namespaceURI, enumerable: false });
      }
      for (let i = attrs.length - 1; i >= 0; i--) prependAttribute(document, element, attrs[i]);
      return element;
    },
    createCommentNode(data) {
      return doc().createComment(data);
    },
    createTextNode(value) {
      return doc().createTextNode(value);
    },

    // Mutation
    appendChild(parentNode, newNode) {
      parentNode.appendChild(newNode);
    },
    insertBefore(parentNode, newNode, referenceNode) {
      parentNode.insertBefore(newNode, referenceNode);
    },
    setTemplateContent(templateElement, contentElement) {
      // The template already has its own content fragment; keep that one and move anything in.
      const content = templateElement.content;
      for (let child = contentElement.firstChild; child !== null; child = contentElement.firstChild) {
        content.appendChild(child);
      }
    },
    setDocumentType(document, name, publicId, systemId) {
      // The tree builder sets the doctype once, from the initial insertion mode (limit 7).
      document.appendChild(document.createDocumentType(name, publicId, systemId));
    },
    setDocumentMode(document, mode) {
      document.documentMode = mode;
      document.compatMode = mode === DOCUMENT_MODE.QUIRKS ? 'BackCompat' : 'CSS1Compat';
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
      // Appending needs the whole list re-added, last first (limit 5).
      const foreign = recipient.namespaceURI !== NS.HTML;
      const existing = recipient.attributes;
      const kept: Attribute[] = [];
      const nodes: LinkedomAttr[] = [];
      for (let i = 0; i < existing.length; i++) {
        nodes.push(existing[i]);
        kept.push(readAttribute(existing[i], foreign));
      }
      for (const node of nodes) recipient.removeAttributeNode(node);
      const document = doc();
      for (let i = added.length - 1; i >= 0; i--) prependAttribute(document, recipient, added[i]);
      for (let i = kept.length - 1; i >= 0; i--) prependAttribute(document, recipient, kept[i]);
    },

    // Reading
    getFirstChild(node) {
      return isHtmlTemplate(node) ? null : node.firstChild;
    },
    getChildNodes(node) {
      return isHtmlTemplate(node) ? [] : node.childNodes;
    },
    getParentNode(node) {
      return node.parentNode;
    },
    getAttrList(element) {
      const foreign = element.namespaceURI !== NS.HTML;
      const nodes = element.attributes;
      const attrs: Attribute[] = new Array(nodes.length);
      for (let i = 0; i < nodes.length; i++) attrs[i] = readAttribute(nodes[i], foreign);
      return attrs;
    },
    getTagName(element) {
      return element.localName;
    },
    getNamespaceURI(element) {
      return element.namespaceURI as NS;
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
    getTemplateContent(templateElement) {
      return templateElement.content;
    },
    getDocumentMode(document) {
      return document.documentMode ?? DOCUMENT_MODE.NO_QUIRKS;
    },

    // Type guards
    isTextNode(node): node is LinkedomText {
      return node.nodeType === TEXT_NODE;
    },
    isCommentNode(node): node is LinkedomComment {
      return node.nodeType === COMMENT_NODE;
    },
    isDocumentTypeNode(node): node is LinkedomDocumentType {
      return node.nodeType === DOCUMENT_TYPE_NODE;
    },
    isElementNode(node): node is LinkedomElement {
      return node.nodeType === ELEMENT_NODE;
    },

    // Source locations (limit 8)
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

    flattenTemplateContents() {
      for (const template of templates) {
        const content = template.content;
        for (let child = content.firstChild; child !== null; child = content.firstChild) {
          template.appendChild(child);
        }
      }
      templates.length = 0;
    },
  };
}
