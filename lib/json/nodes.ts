import type { Attribute } from '../common/attribute.js';
import type { DOCUMENT_MODE, NS } from '../common/namespaces.js';

/**
 * The JSON AST: plain objects (prototype `Object.prototype`), no cycles, so
 * `JSON.parse(JSON.stringify(tree))` deep-equals `tree`. Every node kind has one fixed key
 * order. The parent link the adapter keeps is not a property (see `parent-link.ts`).
 */

/** A point in the input, unist-style: 1-based line and column, 0-based offset (UTF-16 units). */
export interface Point {
  line: number;
  column: number;
  offset: number;
}

/** A unist position: `start` at the node's first character, `end` just past its last. */
export interface Position {
  start: Point;
  end: Point;
}

/**
 * An element's position. `start`/`end` cover the whole element; `startTag` covers its start tag
 * and `endTag` its end tag when it had one. `attrs`, when the parser tracked attribute spans, is
 * index-aligned with the element's `attrs` as the start tag gave them: `attrs[i]` covers
 * `name="value"` of the element's i-th attribute (null if the parser gave none for it; attributes
 * a later `<html>` or `<body>` tag adds get no entry).
 */
export interface ElementPosition extends Position {
  startTag?: Position;
  attrs?: (Position | null)[];
  endTag?: Position;
}

/** The document. `mode` is `'no-quirks'`, `'quirks'` or `'limited-quirks'`. */
export interface DocumentNode {
  type: 'document';
  mode: DOCUMENT_MODE;
  children: ChildNode[];
  /** Only when parsed from bytes: the encoding they were decoded in (`'UTF-8'`, `'windows-1252'`...). */
  encoding?: string;
  /** Only when locations are on. */
  position?: Position;
}

/** A document fragment: what `parseFragment` returns, and a template's contents. */
export interface FragmentNode {
  type: 'fragment';
  children: ChildNode[];
  /** Only when locations are on. */
  position?: Position;
}

/**
 * A shadow root attached by a `<template shadowrootmode>` (#parsing-main-inhead): the element's
 * `shadowRoot`, with the settings of its template start tag. Its children are the template's contents.
 */
export interface ShadowRootNode {
  type: 'shadowRoot';
  mode: 'open' | 'closed';
  delegatesFocus: boolean;
  serializable: boolean;
  clonable: boolean;
  slotAssignment: 'named' | 'manual';
  children: ChildNode[];
  /** Only when locations are on. */
  position?: Position;
}

/** `<!DOCTYPE name PUBLIC "publicId" "systemId">`; missing parts are empty strings. */
export interface DoctypeNode {
  type: 'doctype';
  name: string;
  publicId: string;
  systemId: string;
  /** Only when locations are on. */
  position?: Position;
}

/** An element. */
export interface ElementNode {
  type: 'element';
  /** As the parser produced it: lowercase for HTML, case-adjusted for SVG (`foreignObject`). */
  tagName: string;
  /** The namespace URI. */
  namespace: NS;
  /** In source order, duplicates dropped; foreign attributes such as `xlink:href` carry namespace and prefix. */
  attrs: Attribute[];
  /** Children; for a `<template>` these stay empty and the parsed children go to `content`. */
  children: ChildNode[];
  /** Only on HTML `<template>` elements: the template contents. */
  content?: FragmentNode;
  /** Only on the host of a declarative shadow root (parser option `allowDeclarativeShadowRoots`). */
  shadowRoot?: ShadowRootNode;
  /** Only when locations are on and the element appeared in the source. */
  position?: ElementPosition;
}

export interface TextNode {
  type: 'text';
  value: string;
  /** Only when locations are on. */
  position?: Position;
}

export interface CommentNode {
  type: 'comment';
  value: string;
  /** Only when locations are on. */
  position?: Position;
}

/** `<?target data?>` (#insert-a-processing-instruction); the same node the XML side makes. */
export interface ProcessingInstructionNode {
  type: 'processingInstruction';
  target: string;
  data: string;
  /** Only when locations are on. */
  position?: Position;
}

export type ParentNode = DocumentNode | FragmentNode | ElementNode | ShadowRootNode;
export type ChildNode = ElementNode | TextNode | CommentNode | ProcessingInstructionNode | DoctypeNode;
export type Node = ParentNode | ChildNode;

/** The JSON adapter's `TreeAdapterTypeMap`. */
export interface JsonTreeTypeMap {
  node: Node;
  parentNode: ParentNode;
  childNode: ChildNode;
  document: DocumentNode;
  documentFragment: FragmentNode;
  element: ElementNode;
  commentNode: CommentNode;
  textNode: TextNode;
  template: ElementNode;
  documentType: DoctypeNode;
}
