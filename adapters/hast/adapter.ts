import type { Comment, Doctype, Element, Root, Text } from 'hast';
import type { Position } from 'unist';
import type { Attribute } from '../../lib/common/attribute.js';
import type { ElementLocation, Location } from '../../lib/common/location.js';
import { DOCUMENT_MODE, NS } from '../../lib/common/namespaces.js';
import type { TreeAdapter } from '../../lib/tree/tree-adapter.js';
import { attachElementSlots, attachSlots, attachTextSlots, getEndTag, getNamespace, getParent, getStartTag, setParent, setTags } from './hidden-slots.js';
import type { HastChild, HastNode, HastParent, HastTreeTypeMap, Instruction } from './nodes.js';
import { finishPositions, inputPosition, movePoint, positionOf, verboseData, type PositionSettings } from './positions.js';
import { addProperty, qualifiedName, toAttributes, toProperties } from './properties.js';
import { svgTagName } from './tag-names.js';

export interface HastAdapterOptions {
  /**
   * The input being parsed (a string, or anything whose `String()` is the input, such as a
   * VFile). Only needed for the positions that span the whole input: the root's, and the
   * contents' of an unclosed template. hast-util-from-parse5 gives those only when given a file.
   */
  file?: string | { toString(): string } | null;
  /** Also record where start tags, end tags and attributes are (`data.position`, default false). */
  verbose?: boolean | null;
  /**
   * rehype-parse's `space` ('html' or 'svg'). Accepted for compatibility and without effect:
   * as in hast-util-from-parse5, each element's own namespace decides its schema.
   */
  space?: 'html' | 'svg' | null;
  /**
   * What a processing instruction (`<?target data?>`) becomes: `'comment'` (default), the comment
   * rehype-parse makes (the text between `<` and `>`), which every hast tool handles; or
   * `'instruction'`, an `instruction` node (`{ type: 'instruction', name, value }`, xast's shape),
   * which rehype-stringify and hast-util-to-html do not write without a handler of your own.
   */
  processingInstructions?: 'comment' | 'instruction' | null;
}

/** A doctype's name and identifiers, which hast's doctype node has no fields for. */
const doctypeIds = new WeakMap<Doctype, [name: string, publicId: string, systemId: string]>();
/** Roots in limited-quirks mode (hast's `data.quirksMode` is true for both quirks modes). */
const limitedQuirks = new WeakSet<Root>();
/**
 * The names of the attributes an html or body element has (a later `<html>` or `<body>` tag adds
 * only the others), kept for those two only, as a set so that N such tags stay linear.
 */
const attributeNames = new WeakMap<Element, Set<string>>();

function newRoot(): Root {
  return { type: 'root', children: [], data: { quirksMode: false } };
}

function createTextNode(value: string): Text {
  const node: Text = { type: 'text', value };
  attachTextSlots(node);
  return node;
}

function appendChild(parent: HastParent, child: HastChild): void {
  const children = parent.children as HastChild[];
  // A first push would reserve room for 17 children; many elements only ever get one.
  if (children.length === 0) parent.children = [child] as HastParent['children'];
  else children.push(child);
  setParent(child, parent);
}

/**
 * The index of `node` among `children`, searched from the end: the parser works near the end of
 * child lists (foster parenting inserts before a table that stays last), so a search from the
 * front would make those paths quadratic.
 */
function indexIn(children: readonly HastChild[], node: HastChild): number {
  const last = children.length - 1;
  return children[last] === node ? last : children.lastIndexOf(node);
}

function insertBefore(parent: HastParent, child: HastChild, reference: HastChild): void {
  const children = parent.children as HastChild[];
  children.splice(indexIn(children, reference), 0, child);
  setParent(child, parent);
}

function namespaceOf(element: Element): NS {
  const ns = getNamespace(element);
  if (ns !== undefined) return ns;
  // An element the adapter did not make (a plugin's): hast's own rule of thumb.
  return element.tagName === 'svg' ? NS.SVG : element.tagName === 'math' ? NS.MATHML : NS.HTML;
}

function locationOfPosition(position: Position): Location {
  const { start, end } = position;
  return {
    startLine: start.line,
    startCol: start.column,
    startOffset: start.offset ?? 0,
    endLine: end.line,
    endCol: end.column,
    endOffset: end.offset ?? 0,
  };
}

/**
 * A tree adapter building hast (the syntax tree of unified and rehype) directly, node for node what
 * hast-util-from-parse5 makes of parse5's tree. Positions are completed when the parser pops the
 * root element at the end of the input (see positions.ts); another driver (parse5) gets the same
 * tree and each node's own position, but the finishing walk only if it pops the root as the spec's
 * "stop parsing" does (parse5 leaves it on its stack).
 */
export class HastAdapter implements TreeAdapter<HastTreeTypeMap> {
  /** createElement and adoptAttributes turn attributes into properties, keeping none (TreeAdapter). */
  readonly borrowsAttributes = true;
  /** Attribute locations become positions; the maps are not handed on. */
  readonly nameMapLocationAttrs = true;
  readonly #positions: PositionSettings;
  /** The position of the next fragment root (parseFragment's result), set by its parse's end. */
  #fragmentRootPosition: Position | null = null;

  constructor(settings: PositionSettings) {
    this.#positions = settings;
  }

  createDocument(): Root {
    this.#fragmentRootPosition = null;
    return newRoot();
  }

  createDocumentFragment(): Root {
    const root = newRoot();
    const position = this.#fragmentRootPosition;
    if (position !== null) {
      root.position = position;
      this.#fragmentRootPosition = null;
    }
    return root;
  }

  createElement(tagName: string, namespaceURI: NS, attrs: Attribute[]): Element {
    this.#fragmentRootPosition = null;
    const inSvg = namespaceURI === NS.SVG;
    const node: Element = {
      type: 'element',
      tagName: inSvg ? svgTagName(tagName) : tagName,
      properties: attrs.length === 0 ? {} : toProperties(attrs, inSvg),
      children: [],
    };
    attachElementSlots(node, namespaceURI);
    if ((tagName === 'html' || tagName === 'body') && namespaceURI === NS.HTML) {
      const names = new Set<string>();
      for (let i = 0; i < attrs.length; i++) names.add(qualifiedName(attrs[i]!));
      attributeNames.set(node, names);
    }
    return node;
  }

  createCommentNode(value: string): Comment {
    const node: Comment = { type: 'comment', value };
    attachSlots(node);
    return node;
  }

  createTextNode(value: string): Text {
    return createTextNode(value);
  }

  appendChild(parent: HastParent, child: HastChild): void {
    appendChild(parent, child);
  }

  insertBefore(parent: HastParent, child: HastChild, reference: HastChild): void {
    insertBefore(parent, child, reference);
  }

  setTemplateContent(template: Element, content: Root): void {
    template.content = content;
  }

  setDocumentType(document: Root, name: string, publicId: string, systemId: string): void {
    const children = document.children;
    let doctype: Doctype | null = null;
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (child.type === 'doctype') {
        doctype = child;
        break;
      }
    }
    if (doctype === null) {
      doctype = { type: 'doctype' };
      attachSlots(doctype);
      appendChild(document, doctype);
    }
    doctypeIds.set(doctype, [name, publicId, systemId]);
  }

  setDocumentMode(document: Root, mode: DOCUMENT_MODE): void {
    const quirksMode = mode !== DOCUMENT_MODE.NO_QUIRKS;
    if (document.data === undefined) document.data = { quirksMode };
    else document.data.quirksMode = quirksMode;
    if (mode === DOCUMENT_MODE.LIMITED_QUIRKS) limitedQuirks.add(document);
    else limitedQuirks.delete(document);
  }

  detachNode(node: HastChild): void {
    const parent = getParent(node);
    if (parent === null) return;
    const children = parent.children as HastChild[];
    children.splice(indexIn(children, node), 1);
    setParent(node, null);
  }

  insertText(parent: HastParent, text: string): void {
    const children = parent.children;
    const last = children[children.length - 1];
    if (last !== undefined && last.type === 'text') last.value += text;
    else appendChild(parent, createTextNode(text));
  }

  insertTextBefore(parent: HastParent, text: string, reference: HastChild): void {
    const children = parent.children as HastChild[];
    const before = children[indexIn(children, reference) - 1];
    if (before !== undefined && before.type === 'text') before.value += text;
    else insertBefore(parent, createTextNode(text), reference);
  }

  adoptAttributes(recipient: Element, attrs: Attribute[]): void {
    const inSvg = getNamespace(recipient) === NS.SVG;
    let names = attributeNames.get(recipient);
    if (names === undefined) {
      names = new Set();
      for (const attr of this.getAttrList(recipient)) names.add(qualifiedName(attr));
      attributeNames.set(recipient, names);
    }
    for (let i = 0; i < attrs.length; i++) {
      const attr = attrs[i]!;
      const name = qualifiedName(attr);
      if (names.has(name)) continue;
      names.add(name);
      addProperty(recipient.properties, name, attr.value, inSvg);
    }
  }

  getFirstChild(node: HastParent): HastChild | null {
    return node.children[0] ?? null;
  }

  getChildNodes(node: HastParent): HastChild[] {
    return node.children as HastChild[];
  }

  getParentNode(node: HastNode): HastParent | null {
    return getParent(node);
  }

  getAttrList(element: Element): Attribute[] {
    const ns = namespaceOf(element);
    return toAttributes(element.properties, ns === NS.SVG, ns !== NS.HTML);
  }

  getTagName(element: Element): string {
    return element.tagName;
  }

  getNamespaceURI(element: Element): NS {
    return namespaceOf(element);
  }

  getTextNodeContent(node: Text): string {
    return node.value;
  }

  getCommentNodeContent(node: Comment): string {
    return node.value;
  }

  // hast doctypes carry no name: one the adapter did not make is `<!doctype html>`, as hast-util-to-html writes it.
  getDocumentTypeNodeName(node: Doctype): string {
    return doctypeIds.get(node)?.[0] ?? 'html';
  }

  getDocumentTypeNodePublicId(node: Doctype): string {
    return doctypeIds.get(node)?.[1] ?? '';
  }

  getDocumentTypeNodeSystemId(node: Doctype): string {
    return doctypeIds.get(node)?.[2] ?? '';
  }

  getTemplateContent(template: Element): Root {
    return template.content ?? newRoot();
  }

  getDocumentMode(document: Root): DOCUMENT_MODE {
    if (document.data?.quirksMode !== true) return DOCUMENT_MODE.NO_QUIRKS;
    return limitedQuirks.has(document) ? DOCUMENT_MODE.LIMITED_QUIRKS : DOCUMENT_MODE.QUIRKS;
  }

  isTextNode(node: HastNode): node is Text {
    return node.type === 'text';
  }

  isCommentNode(node: HastNode): node is Comment {
    return node.type === 'comment';
  }

  isDocumentTypeNode(node: HastNode): node is Doctype {
    return node.type === 'doctype';
  }

  isElementNode(node: HastNode): node is Element {
    return node.type === 'element';
  }

  /**
   * Gives the node its `position` at once (the parser's location object is not kept, so it dies
   * young); an element also remembers where its tags are, for the parser's reads and the final walk.
   */
  setNodeSourceCodeLocation(node: HastNode, location: ElementLocation | null): void {
    if (node.type === 'root') return;
    if (location === null) {
      if (node.position !== undefined) delete node.position;
      if (node.type === 'element') setTags(node, null, undefined);
      return;
    }
    node.position = positionOf(location);
    if (node.type !== 'element') return;
    const startTag = location.startTag ?? null;
    setTags(node, startTag, location.endTag);
    if (this.#positions.verbose && startTag !== null) {
      node.data = { position: verboseData(location, startTag, getNamespace(node) === NS.SVG) };
    }
  }

  /** The node's location, rebuilt from its position (and, for an element, its tags). */
  getNodeSourceCodeLocation(node: HastNode): ElementLocation | null | undefined {
    const position = node.position;
    if (position === undefined) return node.type === 'element' && getStartTag(node) === null ? null : undefined;
    const loc: ElementLocation = locationOfPosition(position);
    if (node.type === 'element') {
      const opening = node.data?.position?.opening;
      const closing = node.data?.position?.closing;
      const startTag = getStartTag(node) ?? (opening ? locationOfPosition(opening) : undefined);
      const endTag = getEndTag(node) ?? (closing ? locationOfPosition(closing) : undefined);
      if (startTag) loc.startTag = startTag;
      if (endTag) loc.endTag = endTag;
    }
    return loc;
  }

  /** Applies a location update (the parser moves ends and adds end tags) to the node's position. */
  updateNodeSourceCodeLocation(node: HastNode, location: Partial<ElementLocation>): void {
    const position = node.position;
    if (position === undefined) return;
    const { startLine, startCol, startOffset, endLine, endCol, endOffset, startTag, endTag } = location;
    if (startLine !== undefined && startCol !== undefined && startOffset !== undefined) movePoint(position.start, startLine, startCol, startOffset);
    if (endLine !== undefined && endCol !== undefined && endOffset !== undefined) movePoint(position.end, endLine, endCol, endOffset);
    if (node.type !== 'element' || (startTag === undefined && endTag === undefined)) return;
    setTags(node, startTag ?? getStartTag(node), endTag ?? getEndTag(node));
    const data = node.data?.position;
    if (data !== undefined) {
      if (startTag) data.opening = positionOf(startTag);
      if (endTag) data.closing = positionOf(endTag);
    }
  }

  /** The end of a parse: the parser pops the root html element, whose parent is the top node. */
  onItemPop(item: Element, newTop: HastParent): void {
    // With locations off, the parser never set the root's location (not even to null).
    if (item.tagName !== 'html' || getStartTag(item) === undefined || getParent(item) !== newTop) return;
    if (getNamespace(item) !== NS.HTML) return;
    const settings = this.#positions;
    const located = finishPositions(newTop, settings);
    // A fragment parse built its tree under a stand-in element; its root comes next.
    if (newTop.type !== 'root' && located && settings.wholeInput !== null) this.#fragmentRootPosition = settings.wholeInput();
  }
}

/**
 * A hast adapter with options: `file` (the input, for the positions spanning all of it),
 * `verbose` (start tag, end tag and attribute positions in `data.position`), `space` (accepted,
 * no effect). `adapter` is one with no options.
 */
export function createHastAdapter(options?: HastAdapterOptions | null): HastAdapter {
  if (options === undefined || options === null) return new HastAdapter({ verbose: false, wholeInput: null });
  if (typeof options !== 'object') throw new TypeError(`createHastAdapter: options must be an object, got ${typeof options}`);
  const { file, verbose, space, processingInstructions } = options;
  if (processingInstructions !== undefined && processingInstructions !== null && processingInstructions !== 'comment' && processingInstructions !== 'instruction') {
    throw new TypeError(`createHastAdapter: options.processingInstructions must be 'comment' or 'instruction', got ${String(processingInstructions)}`);
  }
  if (verbose !== undefined && verbose !== null && typeof verbose !== 'boolean') {
    throw new TypeError('createHastAdapter: options.verbose must be a boolean');
  }
  if (space !== undefined && space !== null && space !== 'html' && space !== 'svg') {
    throw new TypeError(`createHastAdapter: options.space must be 'html' or 'svg', got ${String(space)}`);
  }
  if (file !== undefined && file !== null && typeof file !== 'string' && typeof file !== 'object') {
    throw new TypeError('createHastAdapter: options.file must be the input (a string or a VFile)');
  }
  let wholeInput: (() => Position) | null = null;
  if (file !== undefined && file !== null) {
    let made: (() => Position) | null = null;
    // Counted on first use: a parse without locations never needs it.
    wholeInput = () => (made ??= inputPosition(String(file)))();
  }
  const settings = { verbose: verbose ?? false, wholeInput };
  return processingInstructions === 'instruction' ? new HastInstructionAdapter(settings) : new HastAdapter(settings);
}

/**
 * The hast adapter that keeps processing instructions as `instruction` nodes. A subclass, so the
 * default adapter has no `createProcessingInstruction` and the parser gives it comments.
 */
class HastInstructionAdapter extends HastAdapter {
  createProcessingInstruction(name: string, value: string): Instruction {
    const node: Instruction = { type: 'instruction', name, value };
    attachSlots(node);
    return node;
  }

  isProcessingInstructionNode(node: HastNode): node is Instruction {
    return node.type === 'instruction';
  }

  getProcessingInstructionTarget(node: Instruction): string {
    return node.name;
  }

  getProcessingInstructionData(node: Instruction): string {
    return node.value;
  }
}

/** The hast adapter with no options: `parse(html, { treeAdapter: adapter })` returns a hast root. */
export const adapter: HastAdapter = createHastAdapter();
