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
