import type { JsonTreeTypeMap } from '../json/nodes.js';
import { NS } from '../common/namespaces.js';
import type { DeclarativeShadowRootInit, TreeAdapter, TreeAdapterTypeMap } from '../tree/tree-adapter.js';
import { serializedAttributeName } from './attribute-name.js';
import { VOID_ELEMENTS, writesTextUnescaped } from './element-kinds.js';
import { escapeAttributeValue, escapeText } from './escape.js';
import { adapter as jsonAdapter } from '../json/adapter.js';
import { childListOf, unreadableNode } from './unreadable-node.js';
import {
  resolveSerializerOptions,
  type NodeOf,
  type ParentNodeOf,
  type SerializerOptions,
  type SerializerOptionsWithAdapter,
  type SupportedTreeAdapter,
  type ResolvedSerializerOptions,
} from '../options.js';

// Serializing HTML fragments (#serialising-html-fragments).

const NO_CHILDREN: readonly never[] = [];

/** With a writer, output is handed over whenever this much has piled up. */
const CHUNK = 1 << 16;

/** A template is serialized through its contents; a hand-built template without contents has none. */
function templateChildren<T extends TreeAdapterTypeMap>(a: TreeAdapter<T>, template: T['element']): readonly T['childNode'][] {
  const content = a.getTemplateContent(template);
  return content == null ? NO_CHILDREN : (a.getChildNodes(content) ?? NO_CHILDREN);
}

/** Whether text children of an element named `name` in namespace `ns` are written unescaped. */
function hasRawText(ns: string, name: string, scriptingEnabled: boolean): boolean {
  return ns === NS.HTML && writesTextUnescaped(name, scriptingEnabled);
}

/**
 * The shadow root of `element` that the options ask to write (#serialising-html-fragments, step
 * 4: serializableShadowRoots and a serializable root, or a root listed in shadowRoots), or null.
 */
function shadowRootToWrite<T extends TreeAdapterTypeMap>(a: TreeAdapter<T>, element: T['element'], options: ResolvedSerializerOptions): T['parentNode'] | null {
  const roots = options.shadowRoots;
  if (roots === null) return null;
  const root = a.getShadowRoot!(element);
  if (root === null || root === undefined) return null;
  if (roots.has(root) || (options.serializableShadowRoots && a.getShadowRootInit!(root).serializable)) return root;
  return null;
}

/** The `<template shadowrootmode>` start tag that writes a shadow root with these settings. */
function shadowRootStartTag(init: DeclarativeShadowRootInit): string {
  let tag = '<template shadowrootmode="' + (init.mode === 'open' ? 'open' : 'closed') + '"';
  if (init.delegatesFocus) tag += ' shadowrootdelegatesfocus=""';
  if (init.serializable) tag += ' shadowrootserializable=""';
  if (init.slotAssignment === 'manual') tag += ' shadowrootslotassignment="manual"';
  if (init.clonable) tag += ' shadowrootclonable=""';
  return tag + '>';
}

/**
 * Serializes `nodes` (siblings whose parent has raw text children when `rawText`) and everything
 * under them. The tree's depth is unbounded, so the ancestors being written are on explicit
 * stacks (parallel arrays: no object per level), never on the call stack.
 */
function serializeNodes<T extends TreeAdapterTypeMap>(
  a: TreeAdapter<T>,
  first: readonly T['childNode'][],
  rawText: boolean,
  options: ResolvedSerializerOptions,
  write: ((chunk: string) => void) | null,
): string {
  const scriptingEnabled = options.scriptingEnabled;
  const siblingStack: (readonly T['childNode'][])[] = [];
  const indexStack: number[] = [];
  const nameStack: string[] = [];
  const rawStack: boolean[] = [];
  let html = '';
  let nodes = first;
  let index = 0;
  let raw = rawText;
  for (;;) {
    if (write !== null && html.length >= CHUNK) {
      write(html);
      html = '';
    }
    if (index < nodes.length) {
      const node = nodes[index++]!;
      if (a.isElementNode(node)) {
        const name = a.getTagName(node);
        const ns = a.getNamespaceURI(node);
        html += '<' + name;
        const attrs = a.getAttrList(node);
        for (let i = 0; i < attrs.length; i++) {
          const attr = attrs[i]!;
          html += ' ' + serializedAttributeName(attr) + '="' + escapeAttributeValue(attr.value) + '"';
        }
        html += '>';
        const isHtml = ns === NS.HTML;
        if (isHtml && VOID_ELEMENTS.has(name)) continue;
        siblingStack.push(nodes);
        indexStack.push(index);
        nameStack.push(name);
        rawStack.push(raw);
        nodes = isHtml && name === 'template' ? templateChildren(a, node) : (a.getChildNodes(node) ?? NO_CHILDREN);
        index = 0;
        raw = hasRawText(ns, name, scriptingEnabled);
        const shadowRoot = shadowRootToWrite(a, node, options);
        if (shadowRoot !== null) {
          // The shadow root goes first, as a template; the element's children follow it.
          html += shadowRootStartTag(a.getShadowRootInit!(shadowRoot));
          siblingStack.push(nodes);
          indexStack.push(0);
          nameStack.push('template');
          rawStack.push(raw);
          nodes = a.getChildNodes(shadowRoot) ?? NO_CHILDREN;
          raw = false;
        }
      } else if (a.isTextNode(node)) {
        const text = a.getTextNodeContent(node);
        html += raw ? text : escapeText(text);
      } else if (a.isCommentNode(node)) {
        html += '<!--' + a.getCommentNodeContent(node) + '-->';
      } else if (a.isDocumentTypeNode(node)) {
        html += '<!DOCTYPE ' + a.getDocumentTypeNodeName(node) + '>';
      } else if (a.isProcessingInstructionNode !== undefined && a.isProcessingInstructionNode(node)) {
        html += '<?' + a.getProcessingInstructionTarget!(node) + ' ' + a.getProcessingInstructionData!(node) + '?>';
      } else if (a.isCdataSectionNode !== undefined && a.isCdataSectionNode(node)) {
        // A CDATASection is a Text node to the DOM, so the fragment serializer writes it as text.
        const text = a.getCdataSectionContent!(node);
        html += raw ? text : escapeText(text);
      } else {
        throw unreadableNode(options.fn, node, 'a child node');
      }
    } else {
      if (nameStack.length === 0) {
        if (write === null) return html;
        if (html !== '') write(html);
        return '';
      }
      html += '</' + nameStack.pop()! + '>';
      nodes = siblingStack.pop()!;
      index = indexStack.pop()!;
      raw = rawStack.pop()!;
    }
  }
}

/**
 * The HTML of `node`'s children (the `innerHTML` getter): `node` is a document, fragment or
 * element; a template's contents are serialized in place of its children, and a void element
 * gives ''.
 */
export function serialize<T extends TreeAdapterTypeMap = JsonTreeTypeMap>(
  node: T['parentNode'],
  options?: SerializerOptions<T>,
): string;
export function serialize<A extends SupportedTreeAdapter>(node: ParentNodeOf<A>, options: SerializerOptionsWithAdapter<A>): string;
export function serialize(node: unknown, options?: unknown): string {
  return serializeChildren('serialize', node, options, null);
}

/**
 * The HTML of `node` itself (the `outerHTML` getter). As the spec's fictional parent is no raw-text
 * element, a text node given here is always escaped. A document or fragment has no outer HTML: a
 * TypeError says to use `serialize`.
 */
export function serializeOuter<T extends TreeAdapterTypeMap = JsonTreeTypeMap>(
  node: T['node'],
  options?: SerializerOptions<T>,
): string;
export function serializeOuter<A extends SupportedTreeAdapter>(node: NodeOf<A>, options: SerializerOptionsWithAdapter<A>): string;
export function serializeOuter(node: unknown, options?: unknown): string {
  const resolved = resolveSerializerOptions('serializeOuter', node, options, jsonAdapter as unknown as TreeAdapter);
  const a = resolved.adapter;
  // A document or fragment has no outer HTML (serialize() writes its children); a node of no kind
  // this adapter knows is another adapter's.
  if (!isWritten(a, node)) {
    const children = childListOf(a, node);
    if (children !== null && children.length > 0 && Array.prototype.every.call(children, (c) => isWritten(a, c))) {
      throw new TypeError('serializeOuter: a document or fragment has no outer HTML; serialize(node) writes its children');
    }
    throw unreadableNode('serializeOuter', node, 'the node (an element, text, comment, doctype or processing instruction)');
  }
  return serializeNodes(a, [node], false, resolved, null);
}

/**
 * `serialize(node, options)`, handing the HTML to `write` in chunks of about 64 KiB instead of
 * returning one string: for documents too large to hold twice, or output that should start
 * flowing before the end (the command line's).
 */
export function serializeTo<T extends TreeAdapterTypeMap = JsonTreeTypeMap>(
  node: T['parentNode'],
  write: (chunk: string) => void,
  options?: SerializerOptions<T>,
): void;
export function serializeTo<A extends SupportedTreeAdapter>(
  node: ParentNodeOf<A>,
  write: (chunk: string) => void,
  options: SerializerOptionsWithAdapter<A>,
): void;
export function serializeTo(node: unknown, write: (chunk: string) => void, options?: unknown): void {
  if (typeof write !== 'function') throw new TypeError(`serializeTo: write must be a function, got ${typeof write}`);
  serializeChildren('serializeTo', node, options, write);
}

/** Whether the serializer writes `node` as one of the kinds it knows (an element, text, ...). */
function isWritten(a: TreeAdapter, node: unknown): boolean {
  return (
    a.isElementNode(node) ||
    a.isTextNode(node) ||
    a.isCommentNode(node) ||
    a.isDocumentTypeNode(node) ||
    (a.isProcessingInstructionNode !== undefined && a.isProcessingInstructionNode(node)) ||
    (a.isCdataSectionNode !== undefined && a.isCdataSectionNode(node))
  );
}

function serializeChildren(fn: string, node: unknown, options: unknown, write: ((chunk: string) => void) | null): string {
  const resolved = resolveSerializerOptions(fn, node, options, jsonAdapter as unknown as TreeAdapter);
  const a = resolved.adapter;
  const isElement = a.isElementNode(node);
  if (!isElement && (childListOf(a, node) === null || a.isTextNode(node) || a.isCommentNode(node))) {
    throw unreadableNode(fn, node, 'the node (a document, fragment or element)');
  }
  if (isElement) {
    const name = a.getTagName(node);
    const ns = a.getNamespaceURI(node);
    if (ns === NS.HTML && VOID_ELEMENTS.has(name)) return '';
    const children = ns === NS.HTML && name === 'template' ? templateChildren(a, node) : a.getChildNodes(node);
    const rawText = hasRawText(ns, name, resolved.scriptingEnabled);
    const shadowRoot = shadowRootToWrite(a, node, resolved);
    if (shadowRoot === null) return serializeNodes(a, children ?? NO_CHILDREN, rawText, resolved, write);
    // The node's own shadow root first (#serialising-html-fragments, step 4), then its children.
    const start = shadowRootStartTag(a.getShadowRootInit!(shadowRoot));
    const shadow = serializeNodes(a, a.getChildNodes(shadowRoot) ?? NO_CHILDREN, false, resolved, null);
    const prefix = start + shadow + '</template>';
    if (write === null) return prefix + serializeNodes(a, children ?? NO_CHILDREN, rawText, resolved, null);
    write(prefix);
    return serializeNodes(a, children ?? NO_CHILDREN, rawText, resolved, write);
  }
  return serializeNodes(a, a.getChildNodes(node) ?? NO_CHILDREN, false, resolved, write);
}
