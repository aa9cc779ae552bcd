import type { Attribute } from '../../lib/common/attribute.js';
import { NS } from '../../lib/common/namespaces.js';
import { nameMap } from '../../lib/common/name-map.js';

/** Which field of each attribute a map holds. */
export const enum AttrField {
  VALUE,
  NAMESPACE,
  PREFIX,
}

/**
 * One of the per-element maps parse5's adapter builds (`attribs`, `x-attribsNamespace`,
 * `x-attribsPrefix`): attribute name to one field, in a name map, so that names such as
 * `__proto__` or `constructor` are plain keys. All these maps grow from one hidden class, and
 * each list of names costs no more hidden classes than it does in an ordinary object.
 */
export function attributeMap(attrs: Attribute[], field: AttrField): Record<string, string | undefined> {
  const map = nameMap<string | undefined>();
  for (let i = 0; i < attrs.length; i++) {
    const attr = attrs[i]!;
    map[attr.name] = field === AttrField.VALUE ? attr.value : field === AttrField.NAMESPACE ? attr.namespace : attr.prefix;
  }
  return map;
}

/** An attribute map copied into a fresh, writable one (for a shared map about to change). */
export function copyAttributeMap(source: Record<string, string | undefined>): Record<string, string | undefined> {
  const map = nameMap<string | undefined>();
  const names = Object.keys(source);
  for (let i = 0; i < names.length; i++) map[names[i]!] = source[names[i]!];
  return map;
}

/** A node of the trie of attribute-name sequences: its maps, once asked for, and what follows. */
class NameSequence {
  /** The shared `x-attribsNamespace` map of this sequence (null until asked for). */
  namespaces: Record<string, string | undefined> | null = null;
  /** The shared `x-attribsPrefix` map: the same object as `namespaces` when both are all undefined. */
  prefixes: Record<string, string | undefined> | null = null;
  /** The first name seen after this one and its node, checked before the Map (usually a hit). */
  firstName = '';
  firstNext: NameSequence | null = null;
  next: Map<string, NameSequence> | null = null;
}

/**
 * Trie keys of the default namespace declaration `xmlns` (namespace XMLNS) as the XML parser gives
 * it (no prefix) and as HTML's foreign attribute adjustment does (prefix ''). No attribute name
 * holds a space, so these keys are no attribute's.
 */
const XMLNS_KEY = ' xmlns';
const XMLNS_EMPTY_PREFIX_KEY = ' :xmlns';

/**
 * Bounds the trie, so that a stream of pages with made-up attribute names cannot grow it forever:
 * when full it starts afresh (maps already handed out stay as they are). A node with its maps
 * holds about 130 bytes, so a full trie about 2 MB. The bound is above the working set of a
 * varied crawl: the 258 pages of htmlparser-benchmark hold 5,511 sequences, and at 4,096 the trie
 * started afresh twice a pass over them, rebuilding maps that cost larch → domhandler about 4 %
 * of its time.
 */
const MAX_SEQUENCES = 16384;

/**
 * The `x-attribsNamespace` and `x-attribsPrefix` maps of most elements depend only on their
 * attribute names: every value is undefined (plain attributes), except for a default namespace
 * declaration `xmlns` (an SVG or XML root). Elements with the same names can then share one
 * frozen map of each (a write to it throws instead of changing other elements); both are the same
 * object when all undefined. Shared maps are kept in a trie keyed by the names in order: finding
 * them costs a lookup per attribute and allocates nothing.
 */
export class SharedNamespaceMaps {
  private root = new NameSequence();
  private size = 0;

  /**
   * The shared maps for `attrs` (`namespaces` and `prefixes` set), or null when an attribute
   * other than `xmlns` has a namespace or a prefix, or there are more attributes than the trie holds.
   */
  get(attrs: Attribute[]): NameSequence | null {
    if (attrs.length > MAX_SEQUENCES) return null;
    if (this.size + attrs.length > MAX_SEQUENCES) {
      this.root = new NameSequence();
      this.size = 0;
    }
    let node = this.root;
    for (let i = 0; i < attrs.length; i++) {
      const attr = attrs[i]!;
      let name = attr.name;
      if (attr.namespace !== undefined || attr.prefix !== undefined) {
        if (name !== 'xmlns' || attr.namespace !== NS.XMLNS) return null;
        if (attr.prefix === undefined) name = XMLNS_KEY;
        else if (attr.prefix === '') name = XMLNS_EMPTY_PREFIX_KEY;
        else return null;
      }
      if (node.firstName === name && node.firstNext !== null) {
        node = node.firstNext;
        continue;
      }
      let next = node.next === null ? undefined : node.next.get(name);
      if (next === undefined) {
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
    if (node.namespaces === null) {
      const namespaces = Object.freeze(attributeMap(attrs, AttrField.NAMESPACE));
      const prefixes = attributeMap(attrs, AttrField.PREFIX);
      node.namespaces = namespaces;
      node.prefixes = sameValues(namespaces, prefixes) ? namespaces : Object.freeze(prefixes);
    }
    return node;
  }
}

/** Whether two maps with the same keys hold the same values. */
function sameValues(a: Record<string, string | undefined>, b: Record<string, string | undefined>): boolean {
  for (const name of Object.keys(a)) if (a[name] !== b[name]) return false;
  return true;
}
