import type { ElementLocation } from '../../lib/common/location.js';
import { NS } from '../../lib/common/namespaces.js';
import type { TreeAdapter, TreeAdapterTypeMap } from '../../lib/tree/tree-adapter.js';
import { adoptAttributes, readAttributes } from './attributes.js';
import { setOwnNamespace } from './foreign-names.js';
import { LinkedomProcessingInstruction } from './xml-nodes.js';
import {
  DOCUMENT_TYPE_NODE,
  ELEMENT_NODE,
  TEXT_NODE,
  COMMENT_NODE,
  type LinkedomChildNode,
  type LinkedomComment,
  type LinkedomDocument,
  type LinkedomDocumentFragment,
  type LinkedomDocumentType,
  type LinkedomElement,
  type LinkedomNode,
  type LinkedomParentNode,
  type LinkedomSvgElement,
  type LinkedomText,
} from './linkedom-types.js';

/*
 * linkedom's representational limits, and what the HTML adapter (adapter.ts) and the XML adapter
 * (xml.ts) do about each. Both adapters (1-9, 17-18):
 *
 * 1. Element namespaces: `createElementNS` knows SVG only (it makes an HTML element for any
 *    other namespace). SVG elements are made with it; every other element with `createElement`
 *    and, unless it is HTML / XHTML, an own non-enumerable `namespaceURI` property. HTML: that is
 *    how MathML elements are made; one whose name is an HTML element's (e.g. `style`, `a`) still
 *    has that HTML class's behaviour in linkedom. XML: any namespace, null for no namespace.
 * 2. No attribute namespaces: a namespaced attribute (HTML: an adjusted foreign one, `xlink:href`,
 *    `xml:lang`, `xmlns`, ...; XML: any prefixed one and `xmlns`) is stored under its qualified
 *    name; its namespace and prefix are remembered on the side, so `getAttrList` gives them back.
 *    linkedom's `*NS` attribute methods ignore the namespace and take the qualified name.
 * 3. `class` values are normalized: linkedom rewrites the attribute through its class list
 *    (whitespace collapsed, duplicate tokens dropped). The adapters write the source value back
 *    into the Attr, so serialization and `attributes` keep it; `getAttribute('class')` and
 *    `className` still give linkedom's normalized token list.
 * 4. Attributes can only be added at the front (`setAttributeNode` inserts right after the
 *    element) and each insertion scans the element's attributes: they are added last to first,
 *    so they end up in source order, at O(k^2) for a tag with k attributes. Adopting attributes
 *    (a second `<html>` or `<body>` tag) re-adds all of them to append the new ones.
 * 5. DocumentType nodes are second-class: `document.doctype` finds one only when it is the
 *    document's first child (a comment or processing instruction before it hides it; the node is
 *    still in the tree at its place), their `previousSibling`/`nextSibling` are always null and
 *    they have no `remove()` (so `setDocumentType` only appends: the parsers call it once).
 * 6. No source locations: they are kept in an own `sourceCodeLocation` property, as in parse5.
 * 7. Nodes made before `createDocument()` (a fragment's context element) belong to a document
 *    of their own; linkedom does not adopt nodes moved between documents.
 * 8. Templates. HTML: linkedom serializes a template's child nodes and makes `template.content`
 *    a copy of them on first read. The parser fills `template.content`, as the DOM wants;
 *    `flattenTemplateContents()` then moves each template's contents into its child nodes, where
 *    linkedom's serializer and `content` getter look (parseHTMLDocument does this). Either way
 *    the adapter reads a template's children from its content only. XML has no templates:
 *    `setTemplateContent` moves the content in as children and `getTemplateContent` gives an
 *    empty fragment (the XML parser calls neither).
 * 9. Serialization is linkedom's. HTML: SVG elements are upper-cased in `tagName`
 *    (`FOREIGNOBJECT`), empty SVG elements serialize as `<path />`, text is escaped for `&`, `<`,
 *    `>` and U+00A0 only, attribute values for `"` only, and boolean-like attributes with an
 *    empty value (`hidden`, `id`, `class`...) print bare or not at all. The text of `<textarea>`
 *    and `<title>` (and `innerHTML` of them) is written unescaped: a textarea holding the
 *    decoded text `</textarea><img src=x>` prints markup that re-parses into an `<img>`. Output
 *    that will be parsed again must come from `serialize(node, { treeAdapter })`, which escapes
 *    it as the spec's serialization does. XML: every empty element
 *    prints as `<a />`, text escapes `&`, `<`, `>`, attribute values `&`, `<`, `>`, `"`. The
 *    adapters' read methods see the tree itself, so none of this shows in the conformance dumps.
 *
 * 17. Clones: linkedom's `cloneNode` remakes each element from its local name, so the own
 *    `namespaceURI` of limit 1 and the attribute namespaces of limit 2 would be lost. The first
 *    time a document gets such a node, linkedom's `Element.prototype.cloneNode` is wrapped (once
 *    per process) to carry them over for elements of those documents (and their document
 *    clones); other documents' clones only pay a WeakSet look-up. A node imported into another
 *    document keeps them, but clones made later inside that document do not.
 * 18. `ownerSVGElement` is a plain property linkedom's own parser sets: the adapters set it when
 *    they insert an SVG element, to the nearest ancestor `svg` element (SVG 2), as linkedom's
 *    parser does for the common single-`svg` case.
 *
 * The HTML adapter only:
 *
 * 10. No document mode. The parser's mode is kept in two own properties of the Document:
 *    `documentMode` ('no-quirks' | 'quirks' | 'limited-quirks', parse5's DOCUMENT_MODE) and
 *    `compatMode` ('BackCompat' in quirks mode, else 'CSS1Compat', as the DOM defines it); an
 *    own `cloneNode` on the document copies them to its clones.
 * 11. linkedom's `document.head` / `document.body` getters insert an empty element when the
 *    html element's first / second element child is not one, so reading `document.body` of a
 *    frameset document adds a `<body>` after the head. Nothing the adapter can change.
 * 19. linkedom's `innerHTML`, `outerHTML` and `insertAdjacentHTML` setters parse with its own
 *    htmlparser2-based parser; `useLarchFragmentParsing(document)` (fragment-parsing.ts) makes
 *    them use the HTML fragment parsing algorithm for one document.
 * 20. Customized built-ins: linkedom's `createElement(name, { is })` ignores which local name
 *    a definition extends. The adapter passes `{ is }` only when the document's registry
 *    defines that name for the tag's local name (elements defined later are upgraded by
 *    linkedom's `define`).
 *
 * 12. No processing instructions (linkedom has no createProcessingInstruction, in HTML or XML
 *    documents). Each is a LinkedomProcessingInstruction: a linkedom Comment underneath
 *    (`nodeType` 8, since linkedom's serializer, sibling links and `cloneNode` drop or cut
 *    around any other leaf type) with `target`, `data`, `nodeName` = target, and a `toString()`
 *    of `<?target data?>`, so `innerHTML`/`outerHTML` write it back. Tell one from a comment with
 *    `instanceof`; selectors never match it (it is no element).
 *
 * The XML adapter only:
 *
 * 13. The XML declaration: an XMLDocument's `toString()` always starts with linkedom's own
 *    `<?xml version="1.0" encoding="utf-8"?>`, so a leading `<?xml ...?>` is left out of the
 *    tree (as in the DOM, where the declaration is no node) rather than written twice.
 * 14. No prefix / local name split: `localName` and `tagName` are the qualified name as written
 *    (`atom:link`), as with linkedom's own XML parser; `prefix` is not set. linkedom's
 *    serializer and `getElementsByTagName` work on that name; in `querySelector` escape the
 *    colon (`atom\\:link`).
 * 15. linkedom's `getAttribute` in an XML document returns the value XML-escaped (`a&amp;b`);
 *    the raw value is `getAttributeNode(name).value` (or `attributes[i].value`).
 * 16. The DOCTYPE's internal subset: linkedom's DocumentType drops it. A LinkedomXmlDocumentType
 *    keeps it in `internalSubset` and writes it back in `toString()`.
 */

interface Located {
  sourceCodeLocation?: ElementLocation | null;
}

/** The document an adapter creates nodes in: made on first use, remade by `createDocument`. */
export class OwnedDocument<D extends LinkedomDocument> {
  document: D | null;
  readonly make: () => D;

  constructor(make: () => D) {
    this.document = null;
    this.make = make;
  }

  renew(): D {
    return (this.document = this.make());
  }

  get(): D {
    const document = this.document;
    return document === null ? this.renew() : document;
  }
}

/**
 * A linkedom element in `namespaceURI` (null for none), its namespace set where linkedom cannot
 * (limit 1).
 */
export function createElementIn(document: LinkedomDocument, tagName: string, namespaceURI: string | null): LinkedomElement {
  if (namespaceURI === NS.SVG) return document.createElementNS(NS.SVG, tagName);
  const element = document.createElement(tagName);
  if (namespaceURI !== NS.HTML) setOwnNamespace(document, element, namespaceURI);
  return element;
}

/**
 * Sets an SVG element's `ownerSVGElement` for its place under `parent`, as linkedom's own parser
 * does (limit 18): the nearest ancestor `svg` element (SVG 2), null when there is none.
 */
export function setOwnerSvgElement(node: LinkedomNode, parent: LinkedomParentNode): void {
  if (!('ownerSVGElement' in node)) return;
  let owner: LinkedomElement | null = null;
  if ('ownerSVGElement' in parent) {
    const svgParent = parent as LinkedomSvgElement;
    owner = svgParent.localName === 'svg' ? svgParent : svgParent.ownerSVGElement;
  }
  (node as LinkedomSvgElement).ownerSVGElement = owner;
}

/** Moves every child of `from` to the end of `to`, in order. */
export function moveChildren(from: LinkedomParentNode, to: LinkedomParentNode): void {
  for (let child = from.firstChild; child !== null; child = from.firstChild) to.appendChild(child);
}

type CommonTypeMap<D, DT> = TreeAdapterTypeMap<
  LinkedomNode,
  LinkedomParentNode,
  LinkedomChildNode,
  D,
  LinkedomDocumentFragment,
  LinkedomElement,
  LinkedomComment,
  LinkedomText,
  LinkedomElement,
  DT
>;

/** The tree adapter methods that are the same for an HTML and an XML linkedom document. */
export type LinkedomCommonMethods<D, DT> = Required<Pick<
  TreeAdapter<CommonTypeMap<D, DT>>,
  | 'createDocument'
  | 'createDocumentFragment'
  | 'createCommentNode'
  | 'createProcessingInstruction'
  | 'createTextNode'
  | 'insertBefore'
  | 'detachNode'
  | 'insertText'
  | 'insertTextBefore'
  | 'adoptAttributes'
  | 'getParentNode'
  | 'getAttrList'
  | 'getTagName'
  | 'getTextNodeContent'
  | 'getCommentNodeContent'
  | 'getProcessingInstructionTarget'
  | 'getProcessingInstructionData'
  | 'getDocumentTypeNodeName'
  | 'getDocumentTypeNodePublicId'
  | 'getDocumentTypeNodeSystemId'
  | 'isTextNode'
  | 'isCommentNode'
  | 'isProcessingInstructionNode'
  | 'isDocumentTypeNode'
  | 'isElementNode'
  | 'setNodeSourceCodeLocation'
  | 'getNodeSourceCodeLocation'
  | 'updateNodeSourceCodeLocation'
  | 'setDocumentEncoding'
>>;

/**
 * The common methods of one adapter, creating nodes in `owner`'s document. `htmlMayBeNamespaced`
 * says whether an element in the HTML namespace can hold namespaced attributes (XHTML in XML can,
 * HTML in HTML cannot), so HTML attribute reads skip the look-up.
 */
export function linkedomCommonMethods<D extends LinkedomDocument, DT extends LinkedomDocumentType>(
  owner: OwnedDocument<D>,
  htmlMayBeNamespaced: boolean,
): LinkedomCommonMethods<D, DT> {
  return {
    // Construction
    createDocument() {
      return owner.renew();
    },
    createDocumentFragment() {
      return owner.get().createDocumentFragment();
    },
    createCommentNode(data) {
      return owner.get().createComment(data);
    },
    createProcessingInstruction(target, data) {
      return new LinkedomProcessingInstruction(owner.get(), target, data) as unknown as LinkedomChildNode;
    },
    createTextNode(value) {
      return owner.get().createTextNode(value);
    },

    // Mutation
    insertBefore(parentNode, newNode, referenceNode) {
      parentNode.insertBefore(newNode, referenceNode);
      setOwnerSvgElement(newNode, parentNode);
    },
    detachNode(node) {
      node.remove();
    },
    insertText(parentNode, text) {
      const last = parentNode.lastChild;
      if (last !== null && last.nodeType === TEXT_NODE) (last as LinkedomText).data += text;
      else parentNode.appendChild(owner.get().createTextNode(text));
    },
    insertTextBefore(parentNode, text, referenceNode) {
      const previous = referenceNode.previousSibling;
      if (previous !== null && previous.nodeType === TEXT_NODE) (previous as LinkedomText).data += text;
      else parentNode.insertBefore(owner.get().createTextNode(text), referenceNode);
    },
    adoptAttributes(recipient, attrs) {
      adoptAttributes(owner.get(), recipient, attrs, htmlMayBeNamespaced || recipient.namespaceURI !== NS.HTML);
    },

    // Reading
    getParentNode(node) {
      return node.parentNode;
    },
    getAttrList(element) {
      return readAttributes(element, htmlMayBeNamespaced || element.namespaceURI !== NS.HTML);
    },
    getTagName(element) {
      return element.localName;
    },
    getTextNodeContent(textNode) {
      return textNode.data;
    },
    getCommentNodeContent(commentNode) {
      return commentNode.data;
    },
    getProcessingInstructionTarget(node) {
      return (node as unknown as LinkedomProcessingInstruction).target;
    },
    getProcessingInstructionData(node) {
      return (node as unknown as LinkedomProcessingInstruction).data;
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
    isDocumentTypeNode(node): node is DT {
      return node.nodeType === DOCUMENT_TYPE_NODE;
    },
    isElementNode(node): node is LinkedomElement {
      return node.nodeType === ELEMENT_NODE;
    },

    // Source locations (limit 6)
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

    // linkedom documents have no encoding: the DOM's name for it, as an own property.
    setDocumentEncoding(document, encoding) {
      document.characterSet = encoding;
    },
  };
}
