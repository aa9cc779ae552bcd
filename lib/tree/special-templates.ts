import type { TagToken } from '../tokenizer/token.js';
import type { Attribute } from '../common/attribute.js';
import { NsId } from '../common/namespaces.js';
import { TAG } from '../common/tags.js';
import { categoriesOf } from '../common/tag-categories.js';
import type { OpenElements } from './open-elements.js';
import type { HtmlLocations } from './html-locations.js';
import type { DeclarativeShadowRootInit, FastPathAdapter } from './tree-adapter.js';
import type { InsertionPlace } from './insertion-place.js';
import { processingInstructionAttribute } from './processing-instruction-attributes.js';

/** What the template steps need of the tree builder. */
export interface TemplateBuilder {
  readonly adapter: FastPathAdapter;
  readonly open: OpenElements;
  readonly locations: HtmlLocations | null;
  readonly isFragment: boolean;
  readonly allowDeclarativeShadowRoots: boolean;
  findPlace(index: number): InsertionPlace;
  createElement(tagName: string, ns: NsId, attrs: Attribute[], intendedParent: unknown): unknown;
  createTemplateContent(): unknown;
  adjustedCurrentNode(): unknown;
  adjustedCurrentNs(): NsId;
  adjustedCurrentName(): string;
}

/**
 * The templates whose contents do not go into template contents of their own: declarative shadow
 * roots (`<template shadowrootmode>`, their contents go into a shadow root attached to the host)
 * and content patching (`<template for>`, #attr-template-for: their contents go between markers
 * elsewhere in the document). The "in head" template rules call these; the appropriate place for
 * inserting a node asks `placeInTemplate`.
 */
export class SpecialTemplates {
  /**
   * The template contents of `<template shadowrootmode>` elements on the stack whose contents are
   * a shadow root (the adapter never sees those templates, so the link is kept here), and the
   * hosts given a shadow root; null until the first one.
   */
  private shadowContents: Map<unknown, unknown> | null = null;
  /**
   * Each patching template's insertion target and markers; and the `<?marker>` / `<?start>`
   * processing instructions this parse made, by their `name`, so "find markers" needs no walk
   * over the document. Null until needed.
   */
  private patches: Map<unknown, ContentPatch> | null = null;
  private markersByName: Map<string, unknown[]> | null = null;

  constructor(private readonly b: TemplateBuilder) {}

  /** A `<?marker>` or `<?start>` processing instruction was made: "find markers" may look for it by its name. */
  markerMade(node: unknown, target: string, data: string): void {
    if (target !== 'marker' && target !== 'start') return;
    const name = processingInstructionAttribute(data, 'name');
    if (name === null) return;
    const markers = (this.markersByName ??= new Map());
    const list = markers.get(name);
    if (list === undefined) markers.set(name, [node]);
    else list.push(node);
  }

  /**
   * Where nodes go in a template (#appropriate-place-for-inserting-a-node, steps 4 to 8): its
   * template contents (a shadow root for a declarative shadow root's template), or for a
   * patching `<template for>` its insertion target, before the end marker while that is still
   * in the target.
   */
  placeInTemplate(place: InsertionPlace, template: unknown): void {
    place.before = null;
    const patch = this.patches?.get(template);
    if (patch !== undefined) {
      place.parent = patch.target;
      if (patch.end !== null && this.b.adapter.getParentNode(patch.end) === patch.target) place.before = patch.end;
      return;
    }
    const root = this.shadowContents?.get(template);
    place.parent = root !== undefined ? root : this.b.adapter.getTemplateContent(template);
  }

  /**
   * The template start tag steps for a declarative shadow root (#parsing-main-inhead, "A start tag
   * whose tag name is template", step 7): the template goes on the stack only and its contents
   * into a shadow root attached to the adjusted current node; when the parser does not allow
   * declarative shadow roots, the host is the topmost element, attaching fails (not an HTML
   * element that can host one, already a host) or the adapter declines, the template is inserted
   * as a normal element. Returns false when the caller should insert it as a normal element.
   */
  insertDeclarativeShadowRoot(token: TagToken, init: DeclarativeShadowRootInit): boolean {
    const open = this.b.open;
    if (!this.b.allowDeclarativeShadowRoots || (open.length === 1 && !this.b.isFragment)) return false;
    const adapter = this.b.adapter;
    if (adapter.attachDeclarativeShadowRoot === undefined) return false;
    const host = this.b.adjustedCurrentNode();
    const place = this.b.findPlace(open.length - 1);
    const placeParent = place.parent;
    const placeBefore = place.before;
    const template = this.b.createElement(token.tagName, NsId.HTML, token.attrs, placeParent);
    if (this.b.locations !== null) this.b.locations.startTag(template, token);
    let root: unknown = null;
    const shadow = (this.shadowContents ??= new Map());
    if (this.b.adjustedCurrentNs() === NsId.HTML && canHostShadowRoot(this.b.adjustedCurrentName()) && !shadow.has(host) && adapter.getShadowRoot?.(host) == null) {
      root = adapter.attachDeclarativeShadowRoot(host, init) ?? null;
    }
    if (root === null) {
      this.insertTemplateAfterAll(template, placeParent, placeBefore);
    } else {
      shadow.set(host, root);
      shadow.set(template, root);
      if (this.b.locations !== null) this.b.locations.setNone(root);
    }
    open.push(template, TAG.TEMPLATE, NsId.HTML, token.tagName, categoriesOf(NsId.HTML, TAG.TEMPLATE));
    return true;
  }

  /**
   * The failure path of a declarative shadow root or a patch: the template is inserted where it
   * would have gone, with template contents of its own.
   */
  private insertTemplateAfterAll(template: unknown, parent: unknown, before: unknown): void {
    this.b.adapter.setTemplateContent(template, this.b.createTemplateContent());
    if (before === null) this.b.adapter.appendChild(parent, template);
    else this.b.adapter.insertBefore(parent, template, before);
  }

  /**
   * The template start tag steps for a `<template for>` (#parsing-main-inhead, "A start tag whose
   * tag name is template", step 8): the template goes on the stack only, and "prepare content
   * patching" (#prepare-content-patching) makes the marker's parent its insertion target, removing
   * what a `<?start>` ... `<?end>` range held; when no marker is found the template is inserted as
   * a normal element, to signal the error.
   */
  insertPatching(token: TagToken, markerName: string): void {
    const open = this.b.open;
    const adapter = this.b.adapter;
    const place = this.b.findPlace(open.length - 1);
    const placeParent = place.parent;
    const placeBefore = place.before;
    let scope = placeParent;
    if (this.isBodyElement(scope)) scope = adapter.getParentNode(scope);
    const template = this.b.createElement(token.tagName, NsId.HTML, token.attrs, placeParent);
    if (this.b.locations !== null) this.b.locations.startTag(template, token);
    const patch = markerName === '' || scope === null ? null : this.findMarkers(scope, markerName);
    if (patch === null) {
      this.insertTemplateAfterAll(template, placeParent, placeBefore);
    } else {
      (this.patches ??= new Map()).set(template, patch);
      if (patch.start !== patch.end) this.removeBetweenMarkers(patch);
    }
    open.push(template, TAG.TEMPLATE, NsId.HTML, token.tagName, categoriesOf(NsId.HTML, TAG.TEMPLATE));
  }

  /**
   * The template end tag's patch steps (#parsing-main-inhead, "An end tag whose tag name is
   * template", step 4): the last template on the stack gives up its insertion target and its
   * markers are removed.
   */
  finishPatch(): void {
    const patches = this.patches;
    if (patches === null) return;
    const template = this.b.open.nodes[this.b.open.lastIndexOfTag(TAG.TEMPLATE)];
    const patch = patches.get(template);
    if (patch === undefined) return;
    patches.delete(template);
    const adapter = this.b.adapter;
    if (adapter.getParentNode(patch.start) != null) adapter.detachNode(patch.start);
    if (patch.end !== null && adapter.getParentNode(patch.end) != null) adapter.detachNode(patch.end);
  }

  private isBodyElement(node: unknown): boolean {
    const open = this.b.open;
    return open.length > 1 && node === open.nodes[1] && open.tagIds[1] === TAG.BODY && !this.b.isFragment;
  }

  /**
   * "Find markers" (#find-markers): the first `<?marker>` or `<?start>` in `scope` (in tree order)
   * whose `name` is `name`, and for a start the `<?end>` closing it among its next siblings (null
   * when none does: the range runs to the end of its parent). Only processing instructions this
   * parser made can match, and it indexed those by name as it made them.
   */
  private findMarkers(scope: unknown, name: string): ContentPatch | null {
    const candidates = this.markersByName?.get(name);
    if (candidates === undefined) return null;
    const adapter = this.b.adapter;
    const inScope = candidates.filter((candidate) => isDescendant(adapter, scope, candidate));
    if (inScope.length === 0) return null;
    // Tree order only matters when several markers share the name (then child indexes decide).
    let found = inScope[0];
    if (inScope.length > 1) {
      let foundPath = treePath(adapter, scope, found);
      for (let i = 1; i < inScope.length; i++) {
        const path = treePath(adapter, scope, inScope[i]);
        if (comparePaths(path, foundPath) < 0) {
          found = inScope[i];
          foundPath = path;
        }
      }
    }
    const target = adapter.getParentNode(found);
    if (adapter.getProcessingInstructionTarget!(found) === 'marker') return { target, start: found, end: found };
    const siblings = adapter.getChildNodes(target);
    let nesting = 0;
    for (let i = siblings.indexOf(found) + 1; i < siblings.length; i++) {
      const sibling = siblings[i];
      if (adapter.isProcessingInstructionNode?.(sibling) !== true) continue;
      const piTarget = adapter.getProcessingInstructionTarget!(sibling);
      if (piTarget === 'start') nesting++;
      else if (piTarget === 'end') {
        if (nesting === 0) return { target, start: found, end: sibling };
        nesting--;
      }
    }
    return { target, start: found, end: null };
  }

  /** Removes the nodes between a patch's start marker and its end marker (or the end of the target). */
  private removeBetweenMarkers(patch: ContentPatch): void {
    const adapter = this.b.adapter;
    const siblings = adapter.getChildNodes(patch.target);
    const removed: unknown[] = [];
    for (let i = siblings.indexOf(patch.start) + 1; i < siblings.length && siblings[i] !== patch.end; i++) removed.push(siblings[i]);
    for (const node of removed) adapter.detachNode(node);
  }
}

/**
 * Whether an HTML element with this local name can host a shadow root (DOM's "attach a shadow
 * root": a valid custom element name, or one of these).
 */
function canHostShadowRoot(localName: string): boolean {
  return SHADOW_HOSTS.has(localName) || isValidCustomElementName(localName);
}

const SHADOW_HOSTS: ReadonlySet<string> = new Set([
  'article', 'aside', 'blockquote', 'body', 'div', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'main', 'nav', 'p', 'section', 'span',
]);

const RESERVED_CUSTOM_ELEMENT_NAMES: ReadonlySet<string> = new Set([
  'annotation-xml', 'color-profile', 'font-face', 'font-face-src', 'font-face-uri', 'font-face-format',
  'font-face-name', 'missing-glyph',
]);

/** A valid custom element name (#valid-custom-element-name): a lowercase ASCII letter first, a hyphen, no ASCII uppercase. */
function isValidCustomElementName(name: string): boolean {
  const first = name.charCodeAt(0);
  if (first < 0x61 || first > 0x7a || !name.includes('-') || RESERVED_CUSTOM_ELEMENT_NAMES.has(name)) return false;
  return !/[A-Z\t\n\f\r />\0]/.test(name);
}

/** A patching template's insertion target and its start and end markers (#attr-template-for). */
interface ContentPatch {
  target: unknown;
  start: unknown;
  end: unknown;
}

/** Whether `node` is a descendant of `scope`. */
function isDescendant(adapter: FastPathAdapter, scope: unknown, node: unknown): boolean {
  for (let current = adapter.getParentNode(node); current !== null && current !== undefined; current = adapter.getParentNode(current)) {
    if (current === scope) return true;
  }
  return false;
}

/** The child indexes from `scope` down to its descendant `node`. */
function treePath(adapter: FastPathAdapter, scope: unknown, node: unknown): number[] {
  const path: number[] = [];
  for (let current = node; current !== scope; ) {
    const parent = adapter.getParentNode(current);
    path.push(adapter.getChildNodes(parent).indexOf(current));
    current = parent;
  }
  return path.reverse();
}

/** Tree order of two descendants of one node by their paths: negative when `a` comes first. */
function comparePaths(a: number[], b: number[]): number {
  for (let i = 0; i < a.length && i < b.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
