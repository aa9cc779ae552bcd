/**
 * `useLarchFragmentParsing`: makes the `innerHTML`, `outerHTML` and `insertAdjacentHTML` setters
 * of one linkedom HTML document parse with larch, as the HTML fragment parsing algorithm with the
 * element as context, instead of linkedom's htmlparser2.
 */
import { NS } from '../../lib/common/namespaces.js';
import { parseFragment } from '../../lib/parser.js';
import { overlay } from '../../lib/options.js';
import { createDocumentAdapter, type LinkedomParsedDocument } from './adapter.js';
import {
  DOCUMENT_FRAGMENT_NODE,
  DOCUMENT_NODE,
  ELEMENT_NODE,
  type DomType,
  type LinkedomDocument,
  type LinkedomDocumentFragment,
  type LinkedomElement,
  type LinkedomNode,
  type LinkedomParentNode,
  type LinkedomText,
  TEXT_NODE,
} from './linkedom-types.js';
import { setOwnerSvgElement } from './shared.js';

export interface FragmentParsingOptions {
  /** The scripting flag for the fragments (default true, as for `parse`): `<noscript>` is raw text. */
  scriptingEnabled?: boolean;
}

interface Settings {
  scriptingEnabled: boolean;
}

/** Documents whose setters parse with larch, with their settings. */
const enabled = new WeakMap<object, Settings>();

/** linkedom prototypes already wrapped (once per linkedom copy loaded). */
const wrapped = new WeakSet<object>();

type Setter = (this: LinkedomNode, value: string) => void;

/**
 * A linkedom HTML Document, typed as linkedom types it (the DOM's `Document` when the program has
 * the DOM lib) or as larch's adapters return it.
 */
export type FragmentParsingTarget = LinkedomDocument | DomType<'Document', LinkedomDocument>;

/**
 * Makes `element.innerHTML = html`, `element.outerHTML = html` and
 * `element.insertAdjacentHTML(position, html)` on the nodes of `target` (a linkedom HTML Document,
 * or a window with a `document`) parse with larch: the HTML fragment parsing algorithm with the
 * element (for `outerHTML` and `beforebegin`/`afterend`, its parent) as the context, so
 * `div.innerHTML = '<tr><td>x</td></tr><p>y'` gives `x<p>y</p>` as in a browser, `<table>`,
 * `<select>`, `<template>`, `<textarea>`, SVG and MathML contexts parse as the spec says, and
 * customized built-ins and autonomous custom elements the document's registry defines are created
 * as their classes. Returns a function that gives the document linkedom's parsing back.
 *
 * What it touches: linkedom's classes are shared by all its documents, so the first call wraps,
 * once per process, the `innerHTML` setter of every linkedom prototype that defines one (Element,
 * the text elements `script`/`style`/`textarea`/`title`, ShadowRoot), and Element's `outerHTML`
 * setter and `insertAdjacentHTML`. The wrappers look the node's document up in a WeakMap and call
 * linkedom's own code for every document this function was not called with; getters, `toString()`
 * and every other method stay linkedom's. For `script`, `style`, `textarea` and `title` the
 * parsed text is handed to linkedom's own setter, which keeps their side effects (a style's
 * `sheet` is reset). A fragment is parsed in no-quirks mode whatever the document's mode (the
 * one difference: in a quirks document a `<table>` does not close an open `<p>`).
 */
export function useLarchFragmentParsing(
  target: FragmentParsingTarget | { document: FragmentParsingTarget },
  options?: FragmentParsingOptions | null,
): () => void {
  const document = documentOf(target);
  const scriptingEnabled = !!overlay('useLarchFragmentParsing', options, { scriptingEnabled: true }).scriptingEnabled;
  wrapPrototypes(document);
  enabled.set(document, { scriptingEnabled });
  return () => {
    enabled.delete(document);
  };
}

function documentOf(target: unknown): LinkedomDocument {
  const candidate =
    target !== null && typeof target === 'object' && (target as LinkedomNode).nodeType === DOCUMENT_NODE
      ? target
      : (target as { document?: unknown } | null)?.document;
  const document = candidate as LinkedomDocument | undefined;
  if (document === undefined || document === null || document.nodeType !== DOCUMENT_NODE || typeof document.createElement !== 'function') {
    throw new TypeError('useLarchFragmentParsing: expected a linkedom Document or a window with a document');
  }
  // linkedom's HTMLDocument has the `body` accessor; its XMLDocument does not.
  if (!('body' in document)) {
    throw new TypeError('useLarchFragmentParsing: only HTML documents parse fragments as HTML (this is an XML document)');
  }
  return document;
}

/** Wraps the setters of the prototypes this document's nodes use, once per prototype. */
function wrapPrototypes(document: LinkedomDocument): void {
  const base = prototypeDefining(document.createElement('div'), 'outerHTML');
  if (base === null || wrapped.has(base)) return;
  const samples: object[] = ['div', 'script', 'style', 'textarea', 'title', 'template'].map((name) => document.createElement(name));
  const host = document.createElement('div') as LinkedomElement & { attachShadow?(init: { mode: string }): object };
  if (typeof host.attachShadow === 'function') samples.push(host.attachShadow({ mode: 'open' }));
  for (const sample of samples) {
    for (let proto = Object.getPrototypeOf(sample) as object | null; proto !== null; proto = Object.getPrototypeOf(proto) as object | null) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, 'innerHTML');
      if (descriptor?.set === undefined || wrapped.has(proto)) continue;
      wrapped.add(proto);
      const original = descriptor.set as Setter;
      const asText = proto !== base && (sample as LinkedomNode).nodeType === ELEMENT_NODE;
      Object.defineProperty(proto, 'innerHTML', {
        ...descriptor,
        set(this: LinkedomNode, value: string) {
          const settings = settingsOf(this);
          if (settings === undefined) original.call(this, value);
          else setInnerHTML(this, String(value), settings, asText ? original : null);
        },
      });
    }
  }
  wrapBase(base);
}

function wrapBase(base: object): void {
  const outer = Object.getOwnPropertyDescriptor(base, 'outerHTML')!;
  const originalOuter = outer.set as Setter;
  Object.defineProperty(base, 'outerHTML', {
    ...outer,
    set(this: LinkedomElement, value: string) {
      const settings = settingsOf(this);
      if (settings === undefined) originalOuter.call(this, value);
      else setOuterHTML(this, String(value), settings);
    },
  });
  const originalAdjacent = (base as { insertAdjacentHTML(position: string, html: string): void }).insertAdjacentHTML;
  Object.defineProperty(base, 'insertAdjacentHTML', {
    configurable: true,
    writable: true,
    value: function insertAdjacentHTML(this: LinkedomElement, position: string, html: string): void {
      const settings = settingsOf(this);
      if (settings === undefined) originalAdjacent.call(this, position, html);
      else insertAdjacent(this, String(position), String(html), settings);
    },
  });
}

function prototypeDefining(object: object, property: string): object | null {
  for (let proto = Object.getPrototypeOf(object) as object | null; proto !== null; proto = Object.getPrototypeOf(proto) as object | null) {
    if (Object.prototype.hasOwnProperty.call(proto, property)) return proto;
  }
  return null;
}

function settingsOf(node: LinkedomNode): Settings | undefined {
  const document = node.ownerDocument;
  return document === null ? undefined : enabled.get(document);
}

/**
 * The fragment parsing algorithm (#html-fragment-parsing-algorithm) with `context`, into a
 * fragment of the context's document, ready to insert.
 */
function parseInto(context: LinkedomElement, html: string, settings: Settings): LinkedomDocumentFragment {
  const document = context.ownerDocument as LinkedomParsedDocument;
  const adapter = createDocumentAdapter(document);
  const fragment = parseFragment(context, html, { treeAdapter: adapter, scriptingEnabled: settings.scriptingEnabled });
  adapter.flattenTemplateContents();
  return fragment;
}

/** Sets ownerSVGElement on the inserted top-level SVG elements and their SVG descendants. */
function fixOwnerSvg(parent: LinkedomParentNode, first: LinkedomNode | null, end: LinkedomNode | null): void {
  const pending: [LinkedomNode, LinkedomParentNode][] = [];
  for (let node = first; node !== null && node !== end; node = node.nextSibling) pending.push([node, parent]);
  while (pending.length > 0) {
    const [node, under] = pending.pop()!;
    if (!('ownerSVGElement' in node)) continue;
    setOwnerSvgElement(node, under);
    const element = node as unknown as LinkedomElement;
    for (let child = element.firstChild; child !== null; child = child.nextSibling) {
      if (child.nodeType === ELEMENT_NODE) pending.push([child, element]);
    }
  }
}

/** Inserts `fragment` into `parent` before `reference`, then fixes ownerSVGElement there. */
function insertFragment(parent: LinkedomParentNode, fragment: LinkedomDocumentFragment, reference: LinkedomNode | null): void {
  const before = reference === null ? parent.lastChild : reference.previousSibling;
  parent.insertBefore(fragment, reference);
  fixOwnerSvg(parent, before === null ? parent.firstChild : before.nextSibling, reference);
}

/** #dom-element-innerhtml (and the ShadowRoot setter, whose context is the host). */
function setInnerHTML(node: LinkedomNode, html: string, settings: Settings, textSetter: Setter | null): void {
  const context = (node.nodeType === DOCUMENT_FRAGMENT_NODE ? (node as unknown as { host: LinkedomElement }).host : node) as LinkedomElement;
  const fragment = parseInto(context, html, settings);
  if (textSetter !== null) {
    // linkedom keeps these elements' content as text: hand it the text the spec parses.
    let text = '';
    for (let child = fragment.firstChild; child !== null; child = child.nextSibling) {
      if (child.nodeType === TEXT_NODE) text += (child as LinkedomText).data;
    }
    textSetter.call(node, text);
    return;
  }
  const parent = node as LinkedomParentNode & { replaceChildren(): void };
  parent.replaceChildren();
  insertFragment(parent, fragment, null);
}

/** A DOMException (global in every runtime linkedom supports), or an Error with its name. */
function domException(message: string, name: string): Error {
  const DOMExceptionClass = (globalThis as { DOMException?: new (message: string, name: string) => Error }).DOMException;
  if (DOMExceptionClass !== undefined) return new DOMExceptionClass(message, name);
  const error = new Error(message);
  error.name = name;
  return error;
}

function noModification(message: string): Error {
  return domException(message, 'NoModificationAllowedError');
}

/** #dom-element-outerhtml */
function setOuterHTML(element: LinkedomElement, html: string, settings: Settings): void {
  const parent = element.parentNode;
  if (parent === null) return;
  if (parent.nodeType === DOCUMENT_NODE) throw noModification("Failed to set 'outerHTML': the element's parent is a document");
  const context = parent.nodeType === DOCUMENT_FRAGMENT_NODE ? element.ownerDocument!.createElement('body') : (parent as LinkedomElement);
  const fragment = parseInto(context, html, settings);
  insertFragment(parent, fragment, element);
  element.remove();
}

/** #dom-element-insertadjacenthtml */
function insertAdjacent(element: LinkedomElement, position: string, html: string, settings: Settings): void {
  const where = position.toLowerCase();
  let context: LinkedomParentNode | null;
  if (where === 'beforebegin' || where === 'afterend') {
    context = element.parentNode;
    if (context === null || context.nodeType === DOCUMENT_NODE) {
      throw noModification(`Failed to execute 'insertAdjacentHTML': the element has no parent element`);
    }
  } else if (where === 'afterbegin' || where === 'beforeend') {
    context = element;
  } else {
    throw domException(`Failed to execute 'insertAdjacentHTML': '${position}' is not a valid position`, 'SyntaxError');
  }
  let contextElement = context as LinkedomElement;
  if (
    context.nodeType !== ELEMENT_NODE ||
    (contextElement.localName === 'html' && contextElement.namespaceURI === NS.HTML)
  ) {
    contextElement = element.ownerDocument!.createElement('body');
  }
  const fragment = parseInto(contextElement, html, settings);
  if (where === 'beforebegin') insertFragment(element.parentNode!, fragment, element);
  else if (where === 'afterbegin') insertFragment(element, fragment, element.firstChild);
  else if (where === 'beforeend') insertFragment(element, fragment, null);
  else insertFragment(element.parentNode!, fragment, element.nextSibling);
}

