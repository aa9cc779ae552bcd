import type { Attribute } from '../../lib/common/attribute.js';

/** Which field of each attribute a map holds. */
export const enum AttrField {
  VALUE,
  NAMESPACE,
  PREFIX,
}

/**
 * One of the per-element maps parse5's adapter builds (`attribs`, `x-attribsNamespace`,
 * `x-attribsPrefix`): attribute name to one field, with a null prototype so that names such as
 * `__proto__` or `constructor` are plain keys. `Object.create(null)` would make a dictionary-mode
 * object in V8 (about 190 bytes even when empty); an empty object given a null prototype stays in
 * fast mode (about 64 bytes with two keys). The prototype is set before the keys are added, so
 * all these maps grow from one hidden class and each list of names costs no more hidden classes
 * than it does in an ordinary object.
 */
export function attributeMap(attrs: Attribute[], field: AttrField): Record<string, string | undefined> {
  const map: Record<string, string | undefined> = Object.setPrototypeOf({}, null);
  for (let i = 0; i < attrs.length; i++) {
    const attr = attrs[i]!;
    map[attr.name] = field === AttrField.VALUE ? attr.value : field === AttrField.NAMESPACE ? attr.namespace : attr.prefix;
  }
  return map;
}

/** An attribute map copied into a fresh, writable one (for a shared map about to change). */
export function copyAttributeMap(source: Record<string, string | undefined>): Record<string, string | undefined> {
  const map: Record<string, string | undefined> = Object.setPrototypeOf({}, null);
  const names = Object.keys(source);
  for (let i = 0; i < names.length; i++) map[names[i]!] = source[names[i]!];
  return map;
}

/** A node of the trie of attribute-name sequences: its map, once asked for, and what follows. */
class NameSequence {
  map: Record<string, undefined> | null = null;
  /** The first name seen after this one and its node, checked before the Map (usually a hit). */
  firstName = '';
  firstNext: NameSequence | null = null;
  next: Map<string, NameSequence> | null = null;
}

/** Bounds the trie, so that a stream of pages with made-up attribute names cannot grow it forever. */
const MAX_SEQUENCES = 4096;

/**
 * The `x-attribsNamespace` and `x-attribsPrefix` maps of HTML elements hold each attribute name
 * with the value undefined, so elements with the same attribute names can share one frozen map
 * for both (a write to it throws instead of changing other elements). Shared maps are kept in a
 * trie keyed by the names in order: finding one costs a lookup per attribute and allocates nothing.
 */
export class SharedUndefinedMaps {
  private readonly root = new NameSequence();
  private size = 0;

  /**
   * The shared map for the names of `attrs`, or null when an attribute has a namespace or a prefix
   * (the map is then not all undefined), or when the trie is full.
   */
  get(attrs: Attribute[]): Record<string, undefined> | null {
    let node = this.root;
    for (let i = 0; i < attrs.length; i++) {
      const attr = attrs[i]!;
      if (attr.namespace !== undefined || attr.prefix !== undefined) return null;
      const name = attr.name;
      if (node.firstName === name && node.firstNext !== null) {
        node = node.firstNext;
        continue;
      }
      let next = node.next === null ? undefined : node.next.get(name);
      if (next === undefined) {
        if (this.size >= MAX_SEQUENCES) return null;
        next = new NameSequence();
        if (node.firstNext === null) {
          node.firstName = name;
          node.firstNext = next;
        } else {
          if (node.next === null) node.next = new Map();
          node.next.set(name, next);
        }
        this.size++;
      }
      node = next;
    }
    let map = node.map;
    if (map === null) map = node.map = Object.freeze(attributeMap(attrs, AttrField.NAMESPACE)) as Record<string, undefined>;
    return map;
  }
}
