import { qualifiedName, type Attribute } from '../common/attribute.js';
import { NS } from '../common/namespaces.js';

/** #serialising-html-fragments: an attribute's serialized name, from its namespace (xml:, xmlns:, xlink: or its own prefix). */
export function serializedAttributeName(attr: Attribute): string {
  const namespace = attr.namespace;
  if (!namespace) return attr.name;
  switch (namespace) {
    case NS.XML:
      return 'xml:' + attr.name;
    case NS.XMLNS:
      return attr.name === 'xmlns' ? 'xmlns' : 'xmlns:' + attr.name;
    case NS.XLINK:
      return 'xlink:' + attr.name;
    default:
      // Any other namespace: the qualified name.
      return qualifiedName(attr);
  }
}
