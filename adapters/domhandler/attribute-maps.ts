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
