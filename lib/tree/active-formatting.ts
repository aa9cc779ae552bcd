import type { TagToken } from '../tokenizer/token.js';
import type { Attribute } from '../common/attribute.js';
import type { TAG } from '../common/tags.js';

/**
 * A formatting element's start tag as the list keeps it. The tokenizer refills one tag object and
 * its attribute spans for every tag, so the list keeps a copy of its fields and spans, and of its
 * attributes when the tokenizer lends them (else the attribute list is the tag's own).
 */
class KeptTag implements TagToken {
  declare tagName: string;
  declare tagId: TAG;
  declare attrs: Attribute[];
  declare selfClosing: boolean;
  declare ackSelfClosing: boolean;
  declare start: number;
  declare end: number;
  declare attrSpans: number[] | null;

  constructor(token: TagToken, copyAttributes: boolean) {
    this.tagName = token.tagName;
    this.tagId = token.tagId;
    this.attrs = copyAttributes ? token.attrs.map(copyAttribute) : token.attrs;
    this.selfClosing = token.selfClosing;
    this.ackSelfClosing = token.ackSelfClosing;
    this.start = token.start;
    this.end = token.end;
    this.attrSpans = token.attrSpans === null ? null : token.attrSpans.slice();
  }
}

function copyAttribute(attr: Attribute): Attribute {
  const copy: Attribute = { name: attr.name, value: attr.value };
  if (attr.namespace !== undefined) copy.namespace = attr.namespace;
  if (attr.prefix !== undefined) copy.prefix = attr.prefix;
  return copy;
}

/** Stands in the node list for a marker. */
export const MARKER: unknown = Object.freeze({ marker: true });

/**
 * The list of active formatting elements (#the-list-of-active-formatting-elements): parallel
 * arrays of nodes (or MARKER) and the tokens that created them (kept to clone elements when
 * reconstructing).
 */
export class ActiveFormatting {
  readonly nodes: unknown[] = [];
  readonly tokens: (TagToken | null)[] = [];
  /**
   * Whether each entry's element is on the stack of open elements, kept up to date by the tree
   * builder, so reconstructing never searches the stack (deep trees stay linear).
   */
  readonly open: boolean[] = [];
  length = 0;

  /** `copyAttributes`: whether the tokenizer lends tags' attributes (TokenizerOptions.lendAttributes). */
  constructor(private readonly copyAttributes = false) {}

  pushMarker(): void {
    this.nodes.push(MARKER);
    this.tokens.push(null);
    this.open.push(false);
    this.length++;
  }

  /** Called when a formatting element leaves the stack of open elements. */
  markClosed(node: unknown): void {
    const i = this.nodes.lastIndexOf(node);
    if (i >= 0) this.open[i] = false;
  }

  /**
   * Pushes an element and a copy of its start tag, applying the Noah's Ark clause (at most three
   * equal entries since the last marker).
   */
  push(node: unknown, token: TagToken): void {
    let equal = 0;
    let earliest = -1;
    for (let i = this.length - 1; i >= 0; i--) {
      const other = this.tokens[i];
      if (other === null || other === undefined) break;
      if (other.tagName === token.tagName && sameAttributes(other.attrs, token.attrs)) {
        equal++;
        earliest = i;
      }
    }
    if (equal >= 3) this.removeAt(earliest);
    this.nodes.push(node);
    this.tokens.push(new KeptTag(token, this.copyAttributes));
    this.open.push(true);
    this.length++;
  }

  removeAt(i: number): void {
    if (i === this.length - 1) {
      this.nodes.pop();
      this.tokens.pop();
      this.open.pop();
    } else {
      this.nodes.splice(i, 1);
      this.tokens.splice(i, 1);
      this.open.splice(i, 1);
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

  /** Inserts an entry for an element that is on the stack. */
  insertAt(i: number, node: unknown, token: TagToken): void {
    this.nodes.splice(i, 0, node);
    this.tokens.splice(i, 0, token);
    this.open.splice(i, 0, true);
    this.length++;
  }

  /** Replaces entry `i` with an element that is on the stack. */
  replaceAt(i: number, node: unknown, token: TagToken): void {
    this.nodes[i] = node;
    this.tokens[i] = token;
    this.open[i] = true;
  }

  /**
   * "Clear the list of active formatting elements up to the last marker"
   * (#clear-the-list-of-active-formatting-elements-up-to-the-last-marker).
   */
  clearToLastMarker(): void {
    while (this.length > 0) {
      const node = this.nodes.pop();
      this.tokens.pop();
      this.open.pop();
      this.length--;
      if (node === MARKER) return;
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
