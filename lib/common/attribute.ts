/** An attribute as tree adapters receive it (parse5's `Attribute`). */
export interface Attribute {
  /** The attribute name (lowercased for HTML; adjusted for foreign elements). */
  name: string;
  value: string;
  /** Namespace URI, for the xlink/xml/xmlns attributes of foreign elements. */
  namespace?: string;
  /** Namespace prefix, for the xlink/xml/xmlns attributes of foreign elements. */
  prefix?: string;
}

/** The attribute's name as written: `prefix:name` when it has a prefix, else its name. */
export function qualifiedName(attr: Attribute): string {
  return attr.prefix ? attr.prefix + ':' + attr.name : attr.name;
}

/**
 * The attribute list of every tag without attributes: one frozen array instead of an empty one
 * per tag. The tree builder hands it on only to adapters that say they borrow their attributes
 * (`FastPaths.borrowsAttributes`); any other adapter gets an array of its own.
 */
export const NO_ATTRIBUTES: Attribute[] = Object.freeze([]) as unknown as Attribute[];
