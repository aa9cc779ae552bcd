import { DOMParser } from 'linkedom';
import { DOCUMENT_MODE, NS } from '../../lib/common/namespaces.js';
import type { Attribute } from '../../lib/common/attribute.js';
import { keepAlive } from '../../lib/common/kept.js';
import { buildSampleTree } from '../../lib/tree/sample-tree.js';
import type { DeclarativeShadowRootInit, FastPathAdapter, TreeAdapterTypeMap } from '../../lib/tree/tree-adapter.js';
import { setAttributes } from './attributes.js';
import {
  COMMENT_NODE,
  ELEMENT_NODE,
  type DomType,
  type LinkedomChildNode,
  type LinkedomComment,
  type LinkedomCustomElementRegistry,
  type LinkedomDocument,
  type LinkedomDocumentFragment,
  type LinkedomDocumentType,
  type LinkedomElement,
  type LinkedomNode,
  type LinkedomParentNode,
  type LinkedomTemplateElement,
  type LinkedomText,
} from './linkedom-types.js';
import { markForeignDocument } from './foreign-names.js';
import { createElementIn, linkedomCommonMethods, moveChildren, OwnedDocument, setOwnerSvgElement } from './shared.js';

/*
 * The HTML side of the linkedom adapter. linkedom's limits, for both adapters, are listed in
 * shared.ts (1-9 and 17-18 are common, 10-11 and 19-20 HTML's own); the numbers in comments here
 * are that list's. One to know before serializing (limit 9): linkedom's `toString()`/`outerHTML`
 * write `<textarea>` and `<title>` text unescaped, so decoded text such as
 * `</textarea><img src=x>` comes back as markup; `serialize(node, { treeAdapter })` is the safe
 * path for output that will be parsed again.
 */

/** A linkedom Document built by this adapter: linkedom's, plus the mode it has no slot for. */
export type LinkedomParsedDocument = DomType<'Document', LinkedomDocument> & {
  documentMode: DOCUMENT_MODE;
  compatMode: 'BackCompat' | 'CSS1Compat';
};

/** The node types: the DOM's when the program has the DOM lib, as linkedom's own types are. */
export type LinkedomTreeAdapterMap = TreeAdapterTypeMap<
  DomType<'Node', LinkedomNode>,
  DomType<'Node', LinkedomParentNode>,
  DomType<'Node', LinkedomChildNode>,
  LinkedomParsedDocument,
  DomType<'DocumentFragment', LinkedomDocumentFragment>,
  DomType<'Element', LinkedomElement>,
  DomType<'Comment', LinkedomComment>,
  DomType<'Text', LinkedomText>,
  DomType<'HTMLTemplateElement', LinkedomTemplateElement>,
  DomType<'DocumentType', LinkedomDocumentType>
>;

export interface LinkedomTreeAdapter extends FastPathAdapter<LinkedomTreeAdapterMap> {
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
  keepModeOnClone(document);
  return document;
}

/**
 * linkedom's `Document.cloneNode` makes a bare document: the mode (limit 10) is carried over by
 * an own `cloneNode` on each document this adapter makes, and on its clones.
 */
function keepModeOnClone(document: LinkedomParsedDocument): void {
  const cloneDocument = Object.getPrototypeOf(document).cloneNode as (deep?: boolean) => LinkedomParsedDocument;
  Object.defineProperty(document, 'cloneNode', {
    configurable: true,
    writable: true,
    value(this: LinkedomParsedDocument, deep?: boolean): LinkedomParsedDocument {
      const clone = cloneDocument.call(this, deep);
      clone.documentMode = this.documentMode;
      clone.compatMode = this.compatMode;
      markForeignDocument(this, clone);
      keepModeOnClone(clone);
      return clone;
    },
  });
}

/**
 * An HTML element for a start tag. A customized built-in (`<button is="x-button">`) whose
 * definition the document's custom element registry has, for this local name, is created with
 * `{ is }` so linkedom constructs the custom class, as the spec's "create an element for a
 * token" does (linkedom's `define` upgrades the ones defined later itself). A constructor that
 * throws leaves a plain element.
 */
function createHtmlElement(document: LinkedomParsedDocument, tagName: string, attrs: Attribute[]): LinkedomElement {
  for (let i = 0; i < attrs.length; i++) {
    if (attrs[i]!.name !== 'is' || attrs[i]!.namespace) continue;
    const is = attrs[i]!.value;
    const registry = document.defaultView?.customElements;
    if (registry?.get(is) === undefined) break;
    const plain = document.createElement(tagName);
    if (!definitionExtends(registry!, is, plain)) return plain;
    try {
      return document.createElement(tagName, { is });
    } catch {
      return plain;
    }
  }
  return document.createElement(tagName);
}

/**
 * Whether the definition named `is` extends `element`'s local name. linkedom's `createElement`
 * does not check (its own parser makes `<div is="x-button">` an x-button); its registry keeps, per
 * definition, the `check` its `define` upgrades with, which does.
 */
function definitionExtends(registry: LinkedomCustomElementRegistry, is: string, element: LinkedomElement): boolean {
  const check = registry.registry?.get(is)?.check;
  if (typeof check !== 'function') return true;
  element.setAttribute('is', is);
  return check(element) === true;
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
 * creates nodes in. linkedom's `toString()` writes textarea and title text unescaped (limit 9 in
 * shared.ts): use `serialize(document, { treeAdapter })` for output that is parsed again.
 */
export function createLinkedomAdapter(): LinkedomTreeAdapter {
  // The adapter's and the tree builder's code stays optimized once every parsed document is
  // dropped (see lib/common/kept.ts; measured on the benchmark corpus: 89 optimized functions
  // discarded by major GCs over 4 passes without a sample, 11 with one).
  keepAlive('linkedom', () => buildSampleTree(newAdapter(new OwnedDocument(newDocument))));
  return newAdapter(new OwnedDocument(newDocument));
}

/**
 * An adapter creating nodes in an existing HTML document (for fragments inserted into it): its
 * custom element registry applies, and the nodes need no adopting.
 */
export function createDocumentAdapter(document: LinkedomParsedDocument): LinkedomTreeAdapter {
  return newAdapter(new OwnedDocument(() => document));
}

/**
 * Declarative shadow roots: linkedom's `attachShadow` makes the root, but keeps neither the
 * settings nor (for a closed root) the link from the host, which the serializer needs; shared by
 * every adapter, so any of them reads what another attached.
 */
const shadowRootOf = new WeakMap<object, LinkedomParentNode>();
const shadowRootInit = new WeakMap<object, DeclarativeShadowRootInit>();

interface ShadowHost {
  attachShadow(init: DeclarativeShadowRootInit): LinkedomParentNode;
  readonly shadowRoot: LinkedomParentNode | null;
}

function newAdapter(owner: OwnedDocument<LinkedomParsedDocument>): LinkedomTreeAdapter {
  const templates: LinkedomTemplateElement[] = [];

  return {
    ...linkedomCommonMethods<LinkedomParsedDocument, LinkedomDocumentType>(owner, false),

    createElement(tagName, namespaceURI, attrs) {
      const document = owner.get();
      const element = namespaceURI === NS.HTML ? createHtmlElement(document, tagName, attrs) : createElementIn(document, tagName, namespaceURI);
      if (tagName === 'template' && namespaceURI === NS.HTML) templates.push(element as LinkedomTemplateElement);
      setAttributes(document, element, attrs);
      return element;
    },
    appendChild(parentNode, newNode) {
      parentNode.appendChild(newNode);
      setOwnerSvgElement(newNode, parentNode);
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
    getLastChild(node) {
      return isHtmlTemplate(node) ? null : node.lastChild;
    },
    nameMapLocationAttrs: true,
    getNamespaceURI(element) {
      return element.namespaceURI as NS;
    },
    getTemplateContent(templateElement) {
      return templateElement.content;
    },
    getDocumentMode(document) {
      return document.documentMode ?? DOCUMENT_MODE.NO_QUIRKS;
    },
    attachDeclarativeShadowRoot(host, init) {
      let root: LinkedomParentNode;
      try {
        root = (host as unknown as ShadowHost).attachShadow({ ...init });
      } catch {
        return null;
      }
      shadowRootOf.set(host, root);
      shadowRootInit.set(root, init);
      return root as never;
    },
    getShadowRoot(element) {
      return (shadowRootOf.get(element) ?? (element as unknown as ShadowHost).shadowRoot ?? null) as never;
    },
    getShadowRootInit(root) {
      const mode = (root as unknown as { mode?: string }).mode === 'closed' ? 'closed' : 'open';
      return shadowRootInit.get(root) ?? { mode, delegatesFocus: false, serializable: false, clonable: false, slotAssignment: 'named' };
    },

    flattenTemplateContents() {
      for (const template of templates) moveChildren(template.content, template);
      templates.length = 0;
    },
  };
}
