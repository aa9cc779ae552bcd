import type { Attribute } from '../common/attribute.js';
import type { ElementLocation, OffsetLocations } from '../common/location.js';
import type { DOCUMENT_MODE, NS } from '../common/namespaces.js';

/**
 * The node types an adapter works with. Same keys as parse5's `TreeAdapterTypeMap`, so a parse5
 * adapter's type map fits as it is.
 */
export interface TreeAdapterTypeMap<
  Node = unknown,
  ParentNode = unknown,
  ChildNode = unknown,
  Document = unknown,
  DocumentFragment = unknown,
  Element = unknown,
  CommentNode = unknown,
  TextNode = unknown,
  Template = unknown,
  DocumentType = unknown,
> {
  node: Node;
  parentNode: ParentNode;
  childNode: ChildNode;
  document: Document;
  documentFragment: DocumentFragment;
  element: Element;
  commentNode: CommentNode;
  textNode: TextNode;
  template: Template;
  documentType: DocumentType;
}

/**
 * A declarative shadow root's settings, read off its `<template shadowrootmode>` start tag
 * (#parsing-main-inhead, the template start tag steps): the DOM's ShadowRootInit fields.
 */
export interface DeclarativeShadowRootInit {
  mode: 'open' | 'closed';
  delegatesFocus: boolean;
  serializable: boolean;
  clonable: boolean;
  slotAssignment: 'named' | 'manual';
}

/** What `onElementCreated` is told about where a new element is going. */
export interface ElementCreationContext<T extends TreeAdapterTypeMap = TreeAdapterTypeMap> {
  intendedParent: T['parentNode'];
  formElement: T['element'] | null;
  isInTemplate: boolean;
}

/**
 * parse5's TreeAdapter: how the parser builds a tree and the serializer reads one, with parse5's
 * method names and signatures, so a parse5 tree adapter works with larch unchanged. The parser
 * keeps its own state (tag ids, namespaces), so during parsing it calls the construction and
 * mutation methods, and reads the tree back only where the algorithm needs the tree itself (a
 * node's parent, the children the adoption agency moves, a fragment's context element).
 */
export interface Parse5TreeAdapter<T extends TreeAdapterTypeMap = TreeAdapterTypeMap> {
  // Construction
  createDocument(): T['document'];
  createDocumentFragment(): T['documentFragment'];
  createElement(tagName: string, namespaceURI: NS, attrs: Attribute[]): T['element'];
  createCommentNode(data: string): T['commentNode'];
  createTextNode(value: string): T['textNode'];

  // Mutation
  appendChild(parentNode: T['parentNode'], newNode: T['childNode']): void;
  insertBefore(parentNode: T['parentNode'], newNode: T['childNode'], referenceNode: T['childNode']): void;
  setTemplateContent(templateElement: T['template'], contentElement: T['documentFragment']): void;
  setDocumentType(document: T['document'], name: string, publicId: string, systemId: string): void;
  setDocumentMode(document: T['document'], mode: DOCUMENT_MODE): void;
  detachNode(node: T['childNode']): void;
  /** Appends text, merging it into a text node that is already the last child. */
  insertText(parentNode: T['parentNode'], text: string): void;
  /** Inserts text before `referenceNode`, merging it into a text node that is just before it. */
  insertTextBefore(parentNode: T['parentNode'], text: string, referenceNode: T['childNode']): void;
  /** Adds the attributes the recipient does not have yet (a second `<html>` or `<body>` tag). */
  adoptAttributes(recipient: T['element'], attrs: Attribute[]): void;

  // Reading
  getFirstChild(node: T['parentNode']): T['childNode'] | null;
  getChildNodes(node: T['parentNode']): T['childNode'][];
  getParentNode(node: T['node']): T['parentNode'] | null;
  getAttrList(element: T['element']): Attribute[];
  getTagName(element: T['element']): string;
  getNamespaceURI(element: T['element']): NS;
  getTextNodeContent(textNode: T['textNode']): string;
  getCommentNodeContent(commentNode: T['commentNode']): string;
  getDocumentTypeNodeName(doctypeNode: T['documentType']): string;
  getDocumentTypeNodePublicId(doctypeNode: T['documentType']): string;
  getDocumentTypeNodeSystemId(doctypeNode: T['documentType']): string;
  getTemplateContent(templateElement: T['template']): T['documentFragment'];
  getDocumentMode(document: T['document']): DOCUMENT_MODE;

  // Type guards
  isTextNode(node: T['node']): node is T['textNode'];
  isCommentNode(node: T['node']): node is T['commentNode'];
  isDocumentTypeNode(node: T['node']): node is T['documentType'];
  isElementNode(node: T['node']): node is T['element'];

  // Source locations
  setNodeSourceCodeLocation(node: T['node'], location: ElementLocation | null): void;
  getNodeSourceCodeLocation(node: T['node']): ElementLocation | undefined | null;
  updateNodeSourceCodeLocation(node: T['node'], location: Partial<ElementLocation>): void;

  // Optional hooks
  onElementCreated?: (element: T['element'], context: ElementCreationContext<T>) => void;
  onItemPush?: (item: T['element']) => void;
  onItemPop?: (item: T['element'], newTop: T['parentNode']) => void;
}

/**
 * larch's extension for processing instructions (`<?target data?>`,
 * #insert-a-processing-instruction), with XmlTreeAdapter's names and signatures, so one adapter
 * can serve HTML and XML. Without `createProcessingInstruction` the parser inserts a comment whose
 * data is the text between `<` and `>`, the bogus comment these made before the 2026 rules (so
 * parse5's adapters build the trees they always did); the serializer needs the three read
 * methods to write processing instructions back.
 */
export interface ProcessingInstructionAdapter<T extends TreeAdapterTypeMap = TreeAdapterTypeMap> {
  createProcessingInstruction?(target: string, data: string): T['childNode'];
  isProcessingInstructionNode?(node: T['node']): boolean;
  getProcessingInstructionTarget?(node: T['node']): string;
  getProcessingInstructionData?(node: T['node']): string;
}

/**
 * larch's extension for declarative shadow roots (used only with the parser option
 * `allowDeclarativeShadowRoots`, and by the serializer's `serializableShadowRoots`/`shadowRoots`).
 * Without `attachDeclarativeShadowRoot` the template is always a normal element (parse5's adapters).
 */
export interface ShadowRootAdapter<T extends TreeAdapterTypeMap = TreeAdapterTypeMap> {
  /**
   * Attaches a shadow root to `host` and returns it, a parent node the template's contents go
   * into; or returns null to decline, and the template is inserted as a normal element, as the
   * spec does when attaching throws. The parser has already checked that `host` is an HTML
   * element that can host a shadow root and has none it attached.
   */
  attachDeclarativeShadowRoot?(host: T['element'], init: DeclarativeShadowRootInit): T['parentNode'] | null;
  /** The shadow root of `element`, or null. */
  getShadowRoot?(element: T['element']): T['parentNode'] | null;
  /** The settings a shadow root was attached with. */
  getShadowRootInit?(shadowRoot: T['parentNode']): DeclarativeShadowRootInit;
}

/** larch's extension for documents parsed from bytes. */
export interface DocumentEncodingAdapter<T extends TreeAdapterTypeMap = TreeAdapterTypeMap> {
  /**
   * Records the encoding a document parsed from bytes was decoded in: the Encoding Standard's
   * name (`'UTF-8'`, `'windows-1252'`, `'Shift_JIS'`), what the DOM's `characterSet` returns.
   * Called once, after parsing, and only for bytes.
   */
  setDocumentEncoding?(document: T['document'], encoding: string): void;
}

/**
 * larch's extension for CDATA sections, which only an XML tree holds: when the HTML serializer
 * meets one, it writes its text escaped, as the DOM's CDATASection is a Text node.
 */
export interface CdataSectionAdapter<T extends TreeAdapterTypeMap = TreeAdapterTypeMap> {
  isCdataSectionNode?(node: T['node']): boolean;
  getCdataSectionContent?(node: T['node']): string;
}

/**
 * The tree adapter the parsers and serializers take: parse5's interface, and larch's optional
 * extensions (each documented on its interface above). Every extension member is optional, so a
 * parse5 adapter is a TreeAdapter as it is.
 */
export interface TreeAdapter<T extends TreeAdapterTypeMap = TreeAdapterTypeMap>
  extends Parse5TreeAdapter<T>,
    ProcessingInstructionAdapter<T>,
    ShadowRootAdapter<T>,
    DocumentEncodingAdapter<T>,
    CdataSectionAdapter<T> {}

/**
 * Speed contracts larch's own adapters make with its tree builders: optional, never needed for a
 * correct tree, and not part of TreeAdapter (a parse5-style adapter leaves them out). Each lets a
 * builder skip work an adapter can prove unneeded.
 */
export interface FastPaths<T extends TreeAdapterTypeMap = TreeAdapterTypeMap> {
  /**
   * The last child of `node` (null when it has none). With source locations on, the tree builders
   * use it to find the text node they just wrote to, instead of getChildNodes, which costs
   * O(children) in DOMs that keep children as a linked list (linkedom).
   */
  getLastChild?: (node: T['parentNode']) => T['childNode'] | null;
  /**
   * Whether `node` has a source location: what `!!getNodeSourceCodeLocation(node)` says. With
   * locations on, the tree builders ask it of every element they close and every text they
   * insert, and an adapter that keeps locations in a shape of its own (the JSON AST's unist
   * positions) can answer without building a parse5 location.
   */
  hasNodeSourceCodeLocation?: (node: T['node']) => boolean;
  /**
   * True when `createElement` and `adoptAttributes` only read the `attrs` they are given, during
   * the call: they keep neither the array nor its attribute objects, and change neither. The
   * tokenizer may then lend attributes (reuse them for later tags), and every element without
   * attributes gets one shared frozen array; any other adapter gets a fresh array for each element.
   */
  readonly borrowsAttributes?: boolean;
  /**
   * Source locations as offsets, for an adapter whose nodes keep locations in a layout of their
   * own (the JSON AST's unist positions), so the parser builds no parse5 location for it to
   * convert. The get/set/update methods must still work (the parser uses them too, and readers
   * call them).
   */
  readonly offsetLocations?: OffsetLocations<T['node']>;
  /**
   * True when the `attrs` of a location may be a name map (see lib/common/name-map.ts: no inherited
   * keys, but a prototype of its own) rather than parse5's null-prototype object, which is slower to
   * build. larch's own adapters say so; any other adapter (jsdom's, parse5's) gets parse5's objects,
   * as it may hand them to its users.
   */
  readonly nameMapLocationAttrs?: boolean;
}

/** A TreeAdapter that may make the speed contracts of FastPaths (what the HTML tree builder takes). */
export interface FastPathAdapter<T extends TreeAdapterTypeMap = TreeAdapterTypeMap> extends TreeAdapter<T>, FastPaths<T> {}
