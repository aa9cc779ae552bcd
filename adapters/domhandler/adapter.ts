import type { Attribute } from '../../lib/common/attribute.js';
import type { ElementLocation, OffsetLocations, SourcePoints } from '../../lib/common/location.js';
import { DOCUMENT_MODE, NS } from '../../lib/common/namespaces.js';
import type { FastPathAdapter } from '../../lib/tree/tree-adapter.js';
import { plainMap, setPlainKey } from '../../lib/common/name-map.js';
import { doctypeData } from './doctype-data.js';
import type {
  AnyNode,
  ChildNode,
  Comment,
  Document,
  DomhandlerModule,
  Element,
  ParentNode,
  ProcessingInstruction,
  Text,
} from './domhandler-module.js';
import { constructorsFor } from './node-constructors.js';
import { keepAlive } from '../../lib/common/kept.js';
import { buildSampleTree } from '../../lib/tree/sample-tree.js';
import { childListOf1, childListOf2 } from '../../lib/common/child-arrays.js';

/** The domhandler adapter's `TreeAdapterTypeMap` (parse5-htmlparser2-tree-adapter's). */
export interface DomhandlerTreeTypeMap {
  node: AnyNode;
  parentNode: ParentNode;
  childNode: ChildNode;
  document: Document;
  documentFragment: Document;
  element: Element;
  commentNode: Comment;
  textNode: Text;
  template: Element;
  documentType: ProcessingInstruction;
}

/** The fields parse5 adds to domhandler nodes; declared here so they type-check with domhandler 5 too. */
type Parse5Fields = {
  'x-name'?: string;
  'x-publicId'?: string;
  'x-systemId'?: string;
  sourceCodeLocation?: ElementLocation | null;
  startIndex: number | null;
  endIndex: number | null;
};

type Located = AnyNode & Parse5Fields;

/** domhandler types the mode as string literals; parse5 (and larch) pass the DOCUMENT_MODE enum. */
type Mode = NonNullable<Document['x-mode']>;

/** A document parsed from bytes keeps their encoding beside parse5's `x-mode`. */
type WithEncoding = Document & { 'x-encoding'?: string };

function isDoctype(node: AnyNode): node is ProcessingInstruction {
  return node.type === 'directive' && (node as ProcessingInstruction).name === '!doctype';
}

/** A processing instruction: a directive named `?target` (htmlparser2's shape, in HTML as in XML). */
function isProcessingInstruction(node: AnyNode): node is ProcessingInstruction {
  return node.type === 'directive' && (node as ProcessingInstruction).name.charCodeAt(0) === 0x3f;
}

function setNodeSourceCodeLocation(node: AnyNode, location: ElementLocation | null): void {
  const located = node as Located;
  if (location !== null) {
    located.startIndex = location.startOffset;
    located.endIndex = location.endOffset;
  }
  located.sourceCodeLocation = location;
}

// The parser's location objects are the node's own (it makes a new one for each node and each
// update), so an update changes the node's location in place rather than copying it.
function updateNodeSourceCodeLocation(node: AnyNode, location: Partial<ElementLocation>): void {
  const located = node as Located;
  if (location.endOffset !== undefined) located.endIndex = location.endOffset;
  const loc = located.sourceCodeLocation;
  if (loc) Object.assign(loc, location);
  else located.sourceCodeLocation = { ...location } as ElementLocation;
}

/**
 * Locations as offsets (FastPaths.offsetLocations) where they need no attribute names: the
 * node's location object is changed in place, as updateNodeSourceCodeLocation does, without an
 * update object per call. Start tags take the parse5-shaped path (attribute locations are keyed
 * by the tokenizer's names).
 */
const offsetLocations: OffsetLocations<AnyNode> = {
  replaces: { setNodeSourceCodeLocation, updateNodeSourceCodeLocation },

  setNodeRange(node: AnyNode, points: SourcePoints, start: number, end: number): void {
    setNodeSourceCodeLocation(node, points.location(start, end));
  },

  endAt(node: AnyNode, points: SourcePoints, offset: number): void {
    const located = node as Located;
    const endLine = points.line(offset);
    const endCol = offset - points.lineStart + 1;
    const endOffset = points.originalOffset(offset);
    located.endIndex = endOffset;
    const loc = located.sourceCodeLocation;
    if (!loc) {
      located.sourceCodeLocation = { endLine, endCol, endOffset } as ElementLocation;
      return;
    }
    loc.endLine = endLine;
    loc.endCol = endCol;
    loc.endOffset = endOffset;
  },

  endWithTag(element: AnyNode, points: SourcePoints, start: number, end: number): void {
    const located = element as Located;
    const tag = points.location(start, end);
    located.endIndex = tag.endOffset;
    const loc = located.sourceCodeLocation!;
    // endTag first: the keys come in the order updateNodeSourceCodeLocation gives them.
    loc.endTag = tag;
    loc.endLine = tag.endLine;
    loc.endCol = tag.endCol;
    loc.endOffset = tag.endOffset;
  },
};

/**
 * A tree adapter building domhandler nodes exactly as parse5 with parse5-htmlparser2-tree-adapter
 * does (the DOM cheerio expects), for the given domhandler module (version 5 or 6), but for the
 * attribute maps: plain objects, as htmlparser2 makes them, where parse5's adapter makes objects
 * with no prototype, which V8 keeps as dictionaries (parsing into them ran at 0.60× the speed).
 * Both pass plain-object checks (lodash's `isPlainObject`). Sibling and parent links are right
 * after every mutation; appending a child or text is O(1).
 */
export function createDomhandlerAdapter(dh: DomhandlerModule): FastPathAdapter<DomhandlerTreeTypeMap> {
  for (const name of ['Element', 'Text', 'Comment', 'Document', 'ProcessingInstruction'] as const) {
    if (dh === null || typeof dh !== 'object' || typeof dh[name] !== 'function') {
      throw new TypeError(`createDomhandlerAdapter: expected the domhandler module, which has the class ${name}`);
    }
  }
  const make = constructorsFor(dh);

  function appendChild(parent: ParentNode, node: ChildNode): void {
    const children = parent.children;
    const length = children.length;
    if (length === 0) {
      // Exactly sized, and not literals (see childListOf1).
      parent.children = childListOf1<ChildNode>(node);
    } else {
      const prev = children[length - 1]!;
      prev.next = node;
      node.prev = prev;
      if (length === 1) parent.children = childListOf2<ChildNode>(prev, node);
      else children.push(node);
    }
    node.parent = parent;
  }

  function insertBefore(parent: ParentNode, node: ChildNode, reference: ChildNode): void {
    const children = parent.children;
    const last = children.length - 1;
    const index = children[last] === reference ? last : children.indexOf(reference);
    const prev = reference.prev;
    if (prev !== null) {
      prev.next = node;
      node.prev = prev;
    }
    reference.prev = node;
    node.next = reference;
    children.splice(index, 0, node);
    node.parent = parent;
  }

  const adapter: FastPathAdapter<DomhandlerTreeTypeMap> = {
    createDocument(): Document {
      const node = new dh.Document([]);
      node['x-mode'] = DOCUMENT_MODE.NO_QUIRKS as Mode;
      return node;
    },

    createDocumentFragment(): Document {
      return new dh.Document([]);
    },

    createElement(tagName: string, namespaceURI: NS, attrs: Attribute[]): Element {
      // Each element has maps of its own, as parse5's adapter gives it: a caller may write to them.
      const attribs = plainMap<string>();
      const attribsNamespace = plainMap<string | undefined>();
      const attribsPrefix = plainMap<string | undefined>();
      for (let i = 0; i < attrs.length; i++) {
        const attr = attrs[i]!;
        const name = attr.name;
        setPlainKey(attribs, name, attr.value);
        setPlainKey(attribsNamespace, name, attr.namespace);
        setPlainKey(attribsPrefix, name, attr.prefix);
      }
      const type = tagName === 'script' ? 'script' : tagName === 'style' ? 'style' : 'tag';
      return make.element(tagName, attribs, type, namespaceURI, attribsNamespace, attribsPrefix);
    },

    createCommentNode: make.comment,
    createTextNode: make.text,

    // htmlparser2's processing instruction: name `?target`, data `?target data`, which
    // dom-serializer (and so cheerio's `.html()`) writes back as `<?target data>`.
    createProcessingInstruction(target: string, data: string): ProcessingInstruction {
      return new dh.ProcessingInstruction('?' + target, '?' + target + (data === '' ? '' : ' ' + data));
    },
    appendChild,
    insertBefore,

    // The contents are a Document that is the template's first child (parse5's convention).
    setTemplateContent(template: Element, content: Document): void {
      appendChild(template, content);
    },

    setDocumentType(document: Document, name: string, publicId: string, systemId: string): void {
      const data = doctypeData(name, publicId, systemId);
      const children = document.children;
      let doctype: (ProcessingInstruction & Parse5Fields) | null = null;
      for (let i = 0; i < children.length; i++) {
        const child = children[i]!;
        if (isDoctype(child)) {
          doctype = child;
          break;
        }
      }
      if (doctype === null) {
        doctype = new dh.ProcessingInstruction('!doctype', data);
        appendChild(document, doctype);
      } else {
        doctype.data = data;
      }
      doctype['x-name'] = name;
      doctype['x-publicId'] = publicId;
      doctype['x-systemId'] = systemId;
    },

    setDocumentMode(document: Document, mode: DOCUMENT_MODE): void {
      document['x-mode'] = mode as Mode;
    },

    setDocumentEncoding(document: Document, encoding: string): void {
      (document as WithEncoding)['x-encoding'] = encoding;
    },

    detachNode(node: ChildNode): void {
      const parent = node.parent;
      if (parent === null) return;
      const children = parent.children;
      const last = children.length - 1;
      const index = children[last] === node ? last : children.indexOf(node);
      const prev = node.prev;
      const next = node.next;
      node.prev = null;
      node.next = null;
      if (prev !== null) prev.next = next;
      if (next !== null) next.prev = prev;
      children.splice(index, 1);
      node.parent = null;
    },

    insertText(parent: ParentNode, text: string): void {
      const children = parent.children;
      const last = children.length === 0 ? null : children[children.length - 1]!;
      if (last !== null && last.type === 'text') (last as Text).data += text;
      else appendChild(parent, make.text(text));
    },

    insertTextBefore(parent: ParentNode, text: string, reference: ChildNode): void {
      const prev = reference.prev;
      if (prev !== null && prev.type === 'text') (prev as Text).data += text;
      else insertBefore(parent, make.text(text), reference);
    },

    adoptAttributes(recipient: Element, attrs: Attribute[]): void {
      const attribs = recipient.attribs;
      const namespaces = recipient['x-attribsNamespace'] as Record<string, string | undefined>;
      const prefixes = recipient['x-attribsPrefix'] as Record<string, string | undefined>;
      for (let i = 0; i < attrs.length; i++) {
        const attr = attrs[i]!;
        if (!Object.hasOwn(attribs, attr.name)) {
          setPlainKey(attribs, attr.name, attr.value);
          setPlainKey(namespaces, attr.name, attr.namespace);
          setPlainKey(prefixes, attr.name, attr.prefix);
        }
      }
    },

    getFirstChild(node: ParentNode): ChildNode | null {
      return node.children[0] ?? null;
    },

    getChildNodes(node: ParentNode): ChildNode[] {
      return node.children;
    },

    getParentNode(node: AnyNode): ParentNode | null {
      return node.parent;
    },

    // As domhandler's `attributes` getter (what parse5's adapter returns): namespace and prefix
    // are always present, undefined for plain attributes, so every entry has one shape.
    getAttrList(element: Element): Attribute[] {
      const attribs = element.attribs;
      const namespaces = element['x-attribsNamespace'];
      const prefixes = element['x-attribsPrefix'];
      const names = Object.keys(attribs);
      const list: Attribute[] = new Array(names.length);
      for (let i = 0; i < names.length; i++) {
        const name = names[i]!;
        list[i] = {
          name,
          value: attribs[name]!,
          namespace: namespaces === undefined ? undefined : namespaces[name],
          prefix: prefixes === undefined ? undefined : prefixes[name],
        };
      }
      return list;
    },

    getTagName(element: Element): string {
      return element.name;
    },

    getNamespaceURI(element: Element): NS {
      return (element.namespace ?? NS.HTML) as NS;
    },

    getTextNodeContent(node: Text): string {
      return node.data;
    },

    getCommentNodeContent(node: Comment): string {
      return node.data;
    },

    // htmlparser2's own doctypes have no x-name: the name is the first word after `!doctype`.
    getDocumentTypeNodeName(node: ProcessingInstruction): string {
      const name = (node as ProcessingInstruction & Parse5Fields)['x-name'];
      if (name !== undefined) return name;
      const match = /^!doctype\s+([^\s>]+)/i.exec(node.data);
      return match === null ? '' : match[1]!.toLowerCase();
    },

    getDocumentTypeNodePublicId(node: ProcessingInstruction): string {
      return (node as ProcessingInstruction & Parse5Fields)['x-publicId'] ?? '';
    },

    getDocumentTypeNodeSystemId(node: ProcessingInstruction): string {
      return (node as ProcessingInstruction & Parse5Fields)['x-systemId'] ?? '';
    },

    // A tree from htmlparser2 itself has no contents Document: its template children stand in.
    getTemplateContent(template: Element): Document {
      const first = template.children[0];
      return (first !== undefined && first.type === 'root' ? first : template) as unknown as Document;
    },

    getDocumentMode(document: Document): DOCUMENT_MODE {
      return (document['x-mode'] ?? DOCUMENT_MODE.NO_QUIRKS) as DOCUMENT_MODE;
    },

    isTextNode(node: AnyNode): node is Text {
      return node.type === 'text';
    },

    isCommentNode(node: AnyNode): node is Comment {
      return node.type === 'comment';
    },

    isDocumentTypeNode: isDoctype,

    isProcessingInstructionNode: isProcessingInstruction,

    getProcessingInstructionTarget(node: ProcessingInstruction): string {
      return node.name.slice(1);
    },

    // The data is what follows the `?target` and the whitespace after it (htmlparser2 keeps the
    // source text between `<` and `>` there).
    getProcessingInstructionData(node: ProcessingInstruction): string {
      const data = node.data;
      let i = node.name.length;
      while (i < data.length && (data[i] === ' ' || data[i] === '\t' || data[i] === '\n' || data[i] === '\r' || data[i] === '\f')) i++;
      return data.slice(i);
    },

    isElementNode(node: AnyNode): node is Element {
      const type = node.type;
      return type === 'tag' || type === 'script' || type === 'style';
    },

    setNodeSourceCodeLocation,

    getNodeSourceCodeLocation(node: AnyNode): ElementLocation | null | undefined {
      return (node as Located).sourceCodeLocation;
    },

    updateNodeSourceCodeLocation,

    hasNodeSourceCodeLocation(node: AnyNode): boolean {
      return !!(node as Located).sourceCodeLocation;
    },

    offsetLocations,

    // createElement and adoptAttributes copy what they need into attribute maps.
    borrowsAttributes: true,
    nameMapLocationAttrs: true,
  };
  // One sample per node library (see lib/common/kept.ts): adapters for the same library share its
  // node constructors, so their nodes share hidden classes and one sample keeps them all.
  keepAlive(dh, () => buildSampleTree(adapter));
  return adapter;
}
