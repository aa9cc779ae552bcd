import type { TagToken } from '../tokenizer/token.js';
import type { Attribute } from '../common/attribute.js';
import type { TAG } from '../common/tags.js';

/** Stands in the node list for a marker. */
export const MARKER: unknown = Object.freeze({ marker: true });

/** The Noah's Ark clause's bound: at most this many equal elements since the last marker. */
const NOAHS_ARK_CAPACITY = 3;

/**
 * The list of active formatting elements (#the-list-of-active-formatting-elements): parallel
 * arrays of nodes (or MARKER) and the tokens that created them (kept to clone elements when
 * reconstructing).
 *
 * The Noah's Ark clause compares a pushed element with every element since the last marker. To
 * keep that from growing with the list (N unclosed `<b id=i>` would make it quadratic), each
 * entry has a key: a hash of its tag name and attribute set, mixed with the number of markers
 * before it. `counts` says how many entries hold each key, so a push looks further only when
 * three or more entries might be equal, and then only back to the earliest entry with its key.
 */
export class ActiveFormatting {
  readonly nodes: unknown[] = [];
  readonly tokens: (TagToken | null)[] = [];
  /**
   * Each element in the list → whether it is on the stack of open elements, kept up to date by
   * the tree builder, so reconstructing never searches the stack and a pop never searches the
   * list (deep trees and long lists stay linear).
   */
  private readonly onStack = new Map<unknown, boolean>();
  /** Each entry's key (markers: -1). */
  private readonly keys: number[] = [];
  /** How many entries hold each key. */
  private readonly counts = new Map<number, number>();
  /** Markers in the list. */
  private markers = 0;
  length = 0;

  pushMarker(): void {
    this.nodes.push(MARKER);
    this.tokens.push(null);
    this.keys.push(-1);
    this.markers++;
    this.length++;
  }

  /** Called when a formatting element leaves the stack of open elements. */
  markClosed(node: unknown): void {
    if (this.onStack.has(node)) this.onStack.set(node, false);
  }

  /** Whether entry `i` is an element on the stack of open elements (a marker is not). */
  isOpen(i: number): boolean {
    return this.onStack.get(this.nodes[i]) === true;
  }

  /**
   * Pushes an element, applying the Noah's Ark clause (#push-onto-the-list-of-active-formatting-elements):
   * when three elements since the last marker already have its tag name, namespace (always HTML
   * here) and attributes, the earliest of them leaves the list.
   */
  push(node: unknown, token: TagToken): void {
    const key = this.keyOf(token);
    const sameKey = this.counts.get(key) ?? 0;
    if (sameKey >= NOAHS_ARK_CAPACITY) {
      let seen = 0;
      let equal = 0;
      let earliest = -1;
      for (let i = this.length - 1; i >= 0 && seen < sameKey; i--) {
        const other = this.tokens[i];
        if (other === null || other === undefined) break;
        if (this.keys[i] !== key) continue;
        seen++;
        if (other.tagName === token.tagName && sameAttributes(other.attrs, token.attrs)) {
          equal++;
          earliest = i;
        }
      }
      if (equal >= NOAHS_ARK_CAPACITY) this.removeAt(earliest);
    }
    this.nodes.push(node);
    this.tokens.push(token);
    this.onStack.set(node, true);
    this.keys.push(key);
    this.counted(key, 1);
    this.length++;
  }

  removeAt(i: number): void {
    const key = this.keys[i]!;
    if (key !== -1) this.counted(key, -1);
    else this.markers--;
    this.onStack.delete(this.nodes[i]);
    if (i === this.length - 1) {
      this.nodes.pop();
      this.tokens.pop();
      this.keys.pop();
    } else {
      this.nodes.splice(i, 1);
      this.tokens.splice(i, 1);
      this.keys.splice(i, 1);
    }
    this.length--;
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
    const key = this.keyOf(token);
    this.nodes.splice(i, 0, node);
    this.tokens.splice(i, 0, token);
    this.onStack.set(node, true);
    this.keys.splice(i, 0, key);
    this.counted(key, 1);
    this.length++;
  }

  /** Replaces entry `i` with an element that is on the stack. */
  replaceAt(i: number, node: unknown, token: TagToken): void {
    if (token !== this.tokens[i]) {
      const key = this.keyOf(token);
      this.counted(this.keys[i]!, -1);
      this.counted(key, 1);
      this.keys[i] = key;
      this.tokens[i] = token;
    }
    this.onStack.delete(this.nodes[i]);
    this.onStack.set(node, true);
    this.nodes[i] = node;
  }

  /**
   * "Clear the list of active formatting elements up to the last marker"
   * (#clear-the-list-of-active-formatting-elements-up-to-the-last-marker).
   */
  clearToLastMarker(): void {
    while (this.length > 0) {
      const node = this.nodes.pop();
      const key = this.keys.pop()!;
      this.tokens.pop();
      this.length--;
      if (node === MARKER) {
        this.markers--;
        return;
      }
      this.onStack.delete(node);
      this.counted(key, -1);
    }
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

  private counted(key: number, delta: number): void {
    const count = (this.counts.get(key) ?? 0) + delta;
    if (count === 0) this.counts.delete(key);
    else this.counts.set(key, count);
  }

  /**
   * A non-negative 31-bit hash of the tag name, the attribute set (order-independent: each
   * attribute's hash is added) and the number of markers before the entry.
   */
  private keyOf(token: TagToken): number {
    let h = hashString(token.tagName, this.markers + 1);
    const attrs = token.attrs;
    for (let i = 0; i < attrs.length; i++) {
      const attr = attrs[i]!;
      let a = hashString(attr.value, hashString(attr.name, 7));
      if (attr.namespace !== undefined) a = hashString(attr.namespace, a);
      h = (h + Math.imul(a, 0x9e3779b1)) | 0;
    }
    return h & 0x7fffffff;
  }
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
