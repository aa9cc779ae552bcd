import { TAG, TAG_COUNT } from '../common/tags.js';
import { NsId } from '../common/namespaces.js';
import { Spare } from '../common/kept.js';

/** Told about every push and pop, so the tree builder can keep locations and adapter hooks. */
export interface StackObserver {
  onPush(node: unknown): void;
  onPop(node: unknown, tagId: TAG, ns: NsId): void;
}

const spareCounts = new Spare<Int32Array>();

/** What a stack that gave its table back holds instead: reads find no open element, writes do nothing. */
const RELEASED = new Int32Array(0);

/**
 * The stack of open elements (#the-stack-of-open-elements), as parallel arrays (node, tag id, namespace id, tag
 * name, category bits) so no question about it reads the tree back through the adapter.
 * Index 0 is the bottom (the html element); the current node is the last entry.
 */
export class OpenElements {
  readonly nodes: unknown[] = [];
  readonly tagIds: TAG[] = [];
  readonly nsIds: NsId[] = [];
  readonly names: string[] = [];
  readonly cats: number[] = [];
  /**
   * Open HTML elements per tag id at [0, TAG_COUNT), so scope questions about a tag that is not
   * open cost nothing; open elements of any namespace per tag id at [TAG_COUNT, 2 * TAG_COUNT).
   */
  private counts: Int32Array;
  /** Open elements of any namespace per lowercased name, for TAG.UNKNOWN ones (made at the first). */
  private unknownNames: Map<string, number> | null = null;
  length = 0;
  currentTagId: TAG = TAG.UNKNOWN;
  currentNs: NsId = NsId.HTML;
  current: unknown = null;

  constructor(private readonly observer: StackObserver) {
    this.counts = spareCounts.take() ?? new Int32Array(2 * TAG_COUNT);
  }

  /**
   * The parse is over ("stop parsing" calls this once it has emptied the stack): the count table,
   * all zero when the stack is empty, goes to the next parse (a Spare, see common/kept.ts). At two
   * counts per tag id the table is a kilobyte, most of what parsing a small input allocated, and
   * an Int32Array of it gets a backing store outside the heap, slow to make (making one per parse
   * took 40 % of the time of parsing an empty string). Nothing may be pushed after this.
   */
  release(): void {
    if (this.length !== 0 || this.counts === RELEASED) return;
    spareCounts.give(this.counts);
    this.counts = RELEASED;
  }

  push(node: unknown, tagId: TAG, ns: NsId, name: string, cats: number): void {
    this.nodes.push(node);
    this.tagIds.push(tagId);
    this.nsIds.push(ns);
    this.names.push(name);
    this.cats.push(cats);
    this.length++;
    this.count(tagId, ns, name, 1);
    this.current = node;
    this.currentTagId = tagId;
    this.currentNs = ns;
    this.observer.onPush(node);
  }

  pop(): void {
    const node = this.nodes.pop();
    const tagId = this.tagIds.pop()!;
    const ns = this.nsIds.pop()!;
    const name = this.names.pop()!;
    this.cats.pop();
    this.length--;
    this.count(tagId, ns, name, -1);
    this.updateCurrent();
    this.observer.onPop(node, tagId, ns);
  }

  private count(tagId: TAG, ns: NsId, name: string, delta: number): void {
    const counts = this.counts;
    if (ns === NsId.HTML) counts[tagId]! += delta;
    counts[TAG_COUNT + tagId]! += delta;
    if (tagId === TAG.UNKNOWN) {
      const key = ns === NsId.HTML ? name : name.toLowerCase();
      const names = (this.unknownNames ??= new Map());
      names.set(key, (names.get(key) ?? 0) + delta);
    }
  }

  /**
   * Whether any open element (any namespace) has this tag id, or for TAG.UNKNOWN this lowercased
   * name: end tags for elements that are not open are answered without walking the stack.
   */
  hasOpenNamed(tagId: TAG, lowercaseName: string): boolean {
    if (tagId !== TAG.UNKNOWN) return this.counts[TAG_COUNT + tagId]! > 0;
    return this.unknownNames !== null && (this.unknownNames.get(lowercaseName) ?? 0) > 0;
  }

  /** Whether an open HTML element has this tag id, or for TAG.UNKNOWN this name. */
  hasOpenHtmlNamed(tagId: TAG, name: string): boolean {
    if (tagId !== TAG.UNKNOWN) return this.counts[tagId]! > 0;
    return this.unknownNames !== null && (this.unknownNames.get(name) ?? 0) > 0;
  }

  private updateCurrent(): void {
    const top = this.length - 1;
    if (top < 0) {
      this.current = null;
      this.currentTagId = TAG.UNKNOWN;
      this.currentNs = NsId.HTML;
    } else {
      this.current = this.nodes[top];
      this.currentTagId = this.tagIds[top]!;
      this.currentNs = this.nsIds[top]!;
    }
  }

  /** Pops until the stack has `length` entries. */
  popTo(length: number): void {
    while (this.length > length) this.pop();
  }

  /** Pops until an HTML element with `tagId` has been popped. */
  popUntilTagPopped(tagId: TAG): void {
    while (this.length > 0) {
      const done = this.currentTagId === tagId && this.currentNs === NsId.HTML;
      this.pop();
      if (done) return;
    }
  }

  /** Pops while the current node has none of `stopCats` (the "clear the stack back to" steps). */
  popUntilCategory(stopCats: number): void {
    while (this.length > 0 && (this.cats[this.length - 1]! & stopCats) === 0) this.pop();
  }

  /** Removes `node` wherever it is. */
  remove(node: unknown): void {
    const i = this.nodes.lastIndexOf(node);
    if (i < 0) return;
    if (i === this.length - 1) {
      this.pop();
      return;
    }
    const tagId = this.tagIds[i]!;
    const ns = this.nsIds[i]!;
    const name = this.names[i]!;
    this.nodes.splice(i, 1);
    this.tagIds.splice(i, 1);
    this.nsIds.splice(i, 1);
    this.names.splice(i, 1);
    this.cats.splice(i, 1);
    this.length--;
    this.count(tagId, ns, name, -1);
    this.observer.onPop(node, tagId, ns);
  }

  /**
   * Puts an HTML element just above index `i` (the adoption agency's "immediately below" the
   * furthest block); the observer is told of the push, as for any other.
   */
  insertAfter(i: number, node: unknown, tagId: TAG, name: string, cats: number): void {
    this.nodes.splice(i + 1, 0, node);
    this.tagIds.splice(i + 1, 0, tagId);
    this.nsIds.splice(i + 1, 0, NsId.HTML);
    this.names.splice(i + 1, 0, name);
    this.cats.splice(i + 1, 0, cats);
    this.length++;
    this.count(tagId, NsId.HTML, name, 1);
    this.updateCurrent();
    this.observer.onPush(node);
  }

  /** Replaces the node at index `i` with a clone of the same element kind. */
  replaceNode(i: number, node: unknown): void {
    this.nodes[i] = node;
    if (i === this.length - 1) this.current = node;
  }

  indexOf(node: unknown): number {
    return this.nodes.lastIndexOf(node);
  }

  /** Whether an HTML element with `tagId` is open at all. */
  isOpen(tagId: TAG): boolean {
    return this.counts[tagId]! > 0;
  }

  /** Index of the topmost HTML element with `tagId`, or -1. */
  lastIndexOfTag(tagId: TAG): number {
    if (this.counts[tagId] === 0) return -1;
    for (let i = this.length - 1; i >= 0; i--) {
      if (this.tagIds[i] === tagId && this.nsIds[i] === NsId.HTML) return i;
    }
    return -1;
  }

  /** "Has an element in the specific scope" for an HTML tag id; `boundary` is a scope mask. */
  hasInScope(tagId: TAG, boundary: number): boolean {
    if (this.counts[tagId] === 0) return false;
    const { tagIds, nsIds, cats } = this;
    for (let i = this.length - 1; i >= 0; i--) {
      if (tagIds[i] === tagId && nsIds[i] === NsId.HTML) return true;
      if ((cats[i]! & boundary) !== 0) return false;
    }
    return false;
  }

  /** Whether any HTML element with one of the `target` category bits is in `boundary` scope. */
  hasCategoryInScope(target: number, boundary: number): boolean {
    const { nsIds, cats } = this;
    for (let i = this.length - 1; i >= 0; i--) {
      if ((cats[i]! & target) !== 0 && nsIds[i] === NsId.HTML) return true;
      if ((cats[i]! & boundary) !== 0) return false;
    }
    return false;
  }

  /** Whether the given node is in `boundary` scope. */
  hasNodeInScope(node: unknown, boundary: number): boolean {
    const { nodes, cats } = this;
    for (let i = this.length - 1; i >= 0; i--) {
      if (nodes[i] === node) return true;
      if ((cats[i]! & boundary) !== 0) return false;
    }
    return false;
  }

  /** Pops while the current node is in `cats` (implied end tags), except HTML `exceptTagId`. */
  generateImpliedEndTags(cats: number, exceptTagId: number): void {
    while (this.length > 0) {
      const top = this.length - 1;
      if ((this.cats[top]! & cats) === 0 || this.nsIds[top] !== NsId.HTML) return;
      if (this.tagIds[top] === exceptTagId) return;
      this.pop();
    }
  }
}
