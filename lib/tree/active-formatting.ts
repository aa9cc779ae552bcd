import type { TagToken } from '../tokenizer/token.js';
import type { Attribute } from '../common/attribute.js';
import type { TAG } from '../common/tags.js';

/** Stands in the node list for a marker. */
export const MARKER: unknown = Object.freeze({ marker: true });

/** The Noah's Ark clause's bound: at most this many equal elements since the last marker. */
const NOAHS_ARK_CAPACITY = 3;

/** A list longer than this gets an index; one that shrinks to SMALL_LIST entries drops it. */
const LONG_LIST = 32;
const SMALL_LIST = 16;

/** An element's entry in the index of a long list. */
class Entry {
  constructor(
    /** Hash of the tag name, the attribute set and the number of markers before the entry. */
    public key: number,
    /** Whether the element is on the stack of open elements. */
    public open: boolean,
  ) {}
}

/**
 * The index of a long list: an Entry per element (null per marker), parallel to the list, the
 * entry of each element, and how many entries hold each key.
 */
class ListIndex {
  readonly entries: (Entry | null)[] = [];
  readonly byNode = new Map<unknown, Entry>();
  readonly counts = new Map<number, number>();
  markers = 0;

  counted(key: number, delta: number): void {
    const count = (this.counts.get(key) ?? 0) + delta;
    if (count === 0) this.counts.delete(key);
    else this.counts.set(key, count);
  }
}

/**
 * The list of active formatting elements (#the-list-of-active-formatting-elements): parallel
 * arrays of nodes (or MARKER) and the tokens that created them (kept to clone elements when
 * reconstructing), and whether each element is on the stack of open elements (kept up to date by
 * the tree builder, so reconstructing never searches the stack).
 *
 * A short list is scanned: the Noah's Ark clause compares a pushed element with the entries since
 * the last marker, and a popped element is found from the end. A long list (N unclosed `<b id=i>`
 * would make those scans quadratic) gets a ListIndex: a popped element's entry is a map lookup,
 * and a push compares with earlier entries only when three or more since the last marker have its
 * key, and then only back to the earliest of them. Pages rarely have long lists, so the common
 * path hashes nothing and touches no map.
 */
export class ActiveFormatting {
  readonly nodes: unknown[] = [];
  readonly tokens: (TagToken | null)[] = [];
  /** Whether each entry is an element on the stack (short lists; a long list's index has it). */
  private open: boolean[] = [];
  private index: ListIndex | null = null;
  length = 0;

  pushMarker(): void {
    this.nodes.push(MARKER);
    this.tokens.push(null);
    const index = this.index;
    if (index === null) {
      this.open.push(false);
    } else {
      index.entries.push(null);
      index.markers++;
    }
    this.length++;
  }

  /** Called when a formatting element leaves the stack of open elements. */
  markClosed(node: unknown): void {
    const index = this.index;
    if (index === null) {
      const i = this.nodes.lastIndexOf(node);
      if (i >= 0) this.open[i] = false;
    } else {
      const entry = index.byNode.get(node);
      if (entry !== undefined) entry.open = false;
    }
  }

  /** Whether entry `i` is an element on the stack of open elements (a marker is not). */
  isOpen(i: number): boolean {
    const index = this.index;
    if (index === null) return this.open[i]!;
    const entry = index.entries[i];
    return entry !== null && entry !== undefined && entry.open;
  }

  /**
   * Pushes an element, applying the Noah's Ark clause (#push-onto-the-list-of-active-formatting-elements):
   * when three elements since the last marker already have its tag name, namespace (always HTML
   * here) and attributes, the earliest of them leaves the list.
   */
  push(node: unknown, token: TagToken): void {
    const index = this.index;
    if (index === null) {
      const earliest = this.earliestOfThreeEqual(token, -1, this.length);
      if (earliest >= 0) this.removeAt(earliest);
    } else {
      const key = keyOf(token, index.markers);
      const sameKey = index.counts.get(key) ?? 0;
      if (sameKey >= NOAHS_ARK_CAPACITY) {
        const earliest = this.earliestOfThreeEqual(token, key, sameKey);
        if (earliest >= 0) this.removeAt(earliest);
      }
    }
    this.nodes.push(node);
    this.tokens.push(token);
    this.added(this.length, node, token);
    this.length++;
  }

  /**
   * The earliest of the entries since the last marker equal to `token`, when there are three or
   * more, else -1. With an index, only entries holding `key` are compared, and the walk stops
   * once it has met the `sameKey` entries that do.
   */
  private earliestOfThreeEqual(token: TagToken, key: number, sameKey: number): number {
    const entries = this.index === null ? null : this.index.entries;
    let seen = 0;
    let equal = 0;
    let earliest = -1;
    for (let i = this.length - 1; i >= 0 && seen < sameKey; i--) {
      const other = this.tokens[i];
      if (other === null || other === undefined) break;
      if (entries !== null) {
        if (entries[i]!.key !== key) continue;
        seen++;
      }
      if (other.tagName === token.tagName && sameAttributes(other.attrs, token.attrs)) {
        equal++;
        earliest = i;
      }
    }
    return equal >= NOAHS_ARK_CAPACITY ? earliest : -1;
  }

  removeAt(i: number): void {
    const index = this.index;
    const last = i === this.length - 1;
    if (index === null) {
      if (last) this.open.pop();
      else this.open.splice(i, 1);
    } else {
      const entry = index.entries[i]!;
      if (entry === null) {
        index.markers--;
      } else {
        index.counted(entry.key, -1);
        index.byNode.delete(this.nodes[i]);
      }
      if (last) index.entries.pop();
      else index.entries.splice(i, 1);
    }
    if (last) {
      this.nodes.pop();
      this.tokens.pop();
    } else {
      this.nodes.splice(i, 1);
      this.tokens.splice(i, 1);
    }
    this.length--;
    if (index !== null && this.length <= SMALL_LIST) this.dropIndex();
  }

  remove(node: unknown): void {
    const i = this.nodes.lastIndexOf(node);
    if (i >= 0) this.removeAt(i);
  }

  indexOf(node: unknown): number {
    return this.nodes.lastIndexOf(node);
  }

  /** Inserts an entry for an element that is on the stack (after the last marker, as the adoption agency's bookmark is). */
  insertAt(i: number, node: unknown, token: TagToken): void {
    this.nodes.splice(i, 0, node);
    this.tokens.splice(i, 0, token);
    this.added(i, node, token);
    this.length++;
  }

  /** Replaces entry `i` with an element that is on the stack. */
  replaceAt(i: number, node: unknown, token: TagToken): void {
    const index = this.index;
    if (index === null) {
      this.open[i] = true;
    } else {
      const entry = index.entries[i]!;
      index.byNode.delete(this.nodes[i]);
      if (token !== this.tokens[i]) {
        index.counted(entry.key, -1);
        entry.key = keyOf(token, index.markers);
        index.counted(entry.key, 1);
      }
      entry.open = true;
      index.byNode.set(node, entry);
    }
    this.nodes[i] = node;
    this.tokens[i] = token;
  }

  /**
   * "Clear the list of active formatting elements up to the last marker"
   * (#clear-the-list-of-active-formatting-elements-up-to-the-last-marker).
   */
  clearToLastMarker(): void {
    const index = this.index;
    while (this.length > 0) {
      const node = this.nodes.pop();
      this.tokens.pop();
      this.length--;
      if (index === null) {
        this.open.pop();
      } else {
        const entry = index.entries.pop()!;
        if (entry === null) index.markers--;
        else {
          index.counted(entry.key, -1);
          index.byNode.delete(node);
        }
      }
      if (node === MARKER) break;
    }
    if (index !== null && this.length <= SMALL_LIST) this.dropIndex();
  }

  /** Index of the last element with `tagId` after the last marker, or -1. */
  lastIndexOfTagSinceMarker(tagId: TAG): number {
    for (let i = this.length - 1; i >= 0; i--) {
      const token = this.tokens[i];
      if (token === null || token === undefined) return -1;
      if (token.tagId === tagId) return i;
    }
    return -1;
  }

  /** Records entry `i`, just put in the node and token arrays, as an element on the stack. */
  private added(i: number, node: unknown, token: TagToken): void {
    const index = this.index;
    if (index === null) {
      if (i === this.length) this.open.push(true);
      else this.open.splice(i, 0, true);
      if (this.length + 1 > LONG_LIST) this.buildIndex(this.length + 1);
      return;
    }
    // An insertion lies after the last marker (the adoption agency's bookmark), as a push does.
    const entry = new Entry(keyOf(token, index.markers), true);
    if (i === this.length) index.entries.push(entry);
    else index.entries.splice(i, 0, entry);
    index.byNode.set(node, entry);
    index.counted(entry.key, 1);
  }

  private buildIndex(length: number): void {
    const index = new ListIndex();
    for (let i = 0; i < length; i++) {
      const token = this.tokens[i];
      if (token === null || token === undefined) {
        index.entries.push(null);
        index.markers++;
        continue;
      }
      const entry = new Entry(keyOf(token, index.markers), this.open[i]!);
      index.entries.push(entry);
      index.byNode.set(this.nodes[i], entry);
      index.counted(entry.key, 1);
    }
    this.index = index;
    this.open = [];
  }

  private dropIndex(): void {
    const entries = this.index!.entries;
    const open = new Array<boolean>(entries.length);
    for (let i = 0; i < entries.length; i++) open[i] = entries[i] !== null && entries[i]!.open;
    this.open = open;
    this.index = null;
  }
}

/**
 * A non-negative 31-bit hash of the tag name, the attribute set (order-independent: each
 * attribute's hash is added) and the number of markers before the entry.
 */
function keyOf(token: TagToken, markers: number): number {
  let h = hashString(token.tagName, markers + 1);
  const attrs = token.attrs;
  for (let i = 0; i < attrs.length; i++) {
    const attr = attrs[i]!;
    let a = hashString(attr.value, hashString(attr.name, 7));
    if (attr.namespace !== undefined) a = hashString(attr.namespace, a);
    h = (h + Math.imul(a, 0x9e3779b1)) | 0;
  }
  return h & 0x7fffffff;
}

function hashString(s: string, h: number): number {
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

function sameAttributes(a: Attribute[], b: Attribute[]): boolean {
  if (a.length !== b.length) return false;
  for (const attr of a) {
    let found = false;
    for (const other of b) {
      if (other.name === attr.name && other.value === attr.value && other.namespace === attr.namespace) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}
