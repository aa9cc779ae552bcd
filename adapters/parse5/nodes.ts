import type { Attribute } from '../../lib/common/attribute.js';
import type { ElementLocation, Location } from '../../lib/common/location.js';
import type { DOCUMENT_MODE, NS } from '../../lib/common/namespaces.js';
import type { TreeAdapterTypeMap } from '../../lib/tree/tree-adapter.js';

/**
 * The nodes of parse5's default tree, field for field: what `parse5.parse` returns and what its
 * users (hast-util-from-parse5, Lit SSR, markuplint, WebC) read. Every node but the document and
 * fragment has `parentNode`; `sourceCodeLocation` is there only when locations were asked for.
 */
export interface Document {
  nodeName: '#document';
  mode: DOCUMENT_MODE;
  childNodes: ChildNode[];
  sourceCodeLocation?: Location | null;
}

export interface DocumentFragment {
  nodeName: '#document-fragment';
  childNodes: ChildNode[];
  sourceCodeLocation?: Location | null;
}

export interface Element {
  /** The same as `tagName`. */
  nodeName: string;
  tagName: string;
  attrs: Attribute[];
  namespaceURI: NS;
  sourceCodeLocation?: ElementLocation | null;
  childNodes: ChildNode[];
  parentNode: ParentNode | null;
}

export interface CommentNode {
  nodeName: '#comment';
  parentNode: ParentNode | null;
  data: string;
  sourceCodeLocation?: Location | null;
}

export interface TextNode {
  nodeName: '#text';
  parentNode: ParentNode | null;
  value: string;
  sourceCodeLocation?: Location | null;
}

export interface Template extends Element {
  nodeName: 'template';
  tagName: 'template';
  /** The template's contents (not among its childNodes). */
  content: DocumentFragment;
}

export interface DocumentType {
  nodeName: '#documentType';
  parentNode: ParentNode | null;
  name: string;
  publicId: string;
  systemId: string;
  sourceCodeLocation?: Location | null;
}

export type ParentNode = Document | DocumentFragment | Element | Template;
export type ChildNode = Element | Template | CommentNode | TextNode | DocumentType;
export type Node = ParentNode | ChildNode;

/** The node types of parse5's default tree, as a TreeAdapterTypeMap (parse5's `DefaultTreeAdapterMap`). */
export type Parse5TreeTypeMap = TreeAdapterTypeMap<
  Node,
  ParentNode,
  ChildNode,
  Document,
  DocumentFragment,
  Element,
  CommentNode,
  TextNode,
  Template,
  DocumentType
>;
