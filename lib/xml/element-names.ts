import type { Attribute } from '../common/attribute.js';
import type { ErrorReporter } from '../input/error-reporter.js';
import { NS } from '../common/namespaces.js';
import type { NamespaceScope } from './namespace-scope.js';
import { XML_ERR } from './xml-error-codes.js';
import type { XmlTagToken } from './xml-token.js';

/** The prefix of a qualified name `p:local`, or '' when the name is not one (no or bad colon). */
export function prefixOf(name: string): string {
  const colon = name.indexOf(':');
  if (colon <= 0 || colon === name.length - 1 || name.indexOf(':', colon + 1) !== -1) return '';
  return name.slice(0, colon);
}

/** Past this many namespaced attributes on one element, duplicates are found with a Set. */
const DUPLICATE_SCAN_LIMIT = 8;

/**
 * Namespaces in XML 1.0 for one start tag: applies its namespace declarations to the scope,
 * resolves the element's and the attributes' names, and reports what the recommendation forbids.
 * Recovery, so that every input still gets a tree:
 * - A declaration that is not allowed (Namespaces in XML 1.0, "Declaring Namespaces", "Reserved Prefixes and Namespace Names"):
 *   binding `xml` to another URI, any other prefix (or the default namespace) to the xml
 *   namespace, anything to the xmlns namespace, declaring `xmlns:xmlns`, or, in an XML 1.0
 *   document, undeclaring a prefix with `xmlns:p=""` (only XML 1.1 allows that) is reported
 *   and ignored: the binding in scope stays. The attribute itself is kept.
 * - An element named with the `xmlns` prefix is reported and gets no namespace.
 * - An unbound prefix is reported; the name is kept as written, with no namespace.
 * - Two attributes with the same expanded name (namespace and local name) but different
 *   prefixes ("Uniqueness of Attributes"): the later one is reported and dropped.
 */
export class ElementNames {
  /** The element's namespace ('' for none), set by `resolve`. */
  namespace = '';
  /**
   * Indexes (into the token's attributes) of the attributes `resolve` dropped as duplicates, or
   * null when it dropped none.
   */
  dropped: Set<number> | null = null;
  /** Whether the document declared itself XML 1.1, where `xmlns:p=""` undeclares `p`. */
  xml11 = false;

  constructor(
    private readonly scope: NamespaceScope,
    private readonly errors: ErrorReporter,
  ) {}

  /**
   * Opens the element's scope and resolves its attributes' names: the token's attributes, each
   * prefixed one (and `xmlns`) given its namespace, prefix and local name in place (an adapter
   * gets them as they are either way; a lent attribute has both fields already, so its shape stays).
   */
  resolve(token: XmlTagToken): Attribute[] {
    const attrs = token.attrs;
    const scope = this.scope;
    scope.push();
    let qualified = false;
    for (let i = 0; i < attrs.length; i++) {
      const name = attrs[i]!.name;
      let prefix: string;
      if (name === 'xmlns') prefix = '';
      else if (name.indexOf(':') === -1) continue;
      else if (name.startsWith('xmlns:') && prefixOf(name) === 'xmlns') prefix = name.slice(6);
      else {
        qualified = true;
        continue;
      }
      qualified = true;
      const uri = attrs[i]!.value;
      if (prefix === 'xmlns' || (prefix === 'xml') !== (uri === NS.XML) || uri === NS.XMLNS) {
        this.errors.report(XML_ERR.reservedNamespacePrefix, attributeStart(token, i));
        continue;
      }
      if (prefix !== '' && uri === '' && !this.xml11) {
        this.errors.report(XML_ERR.emptyPrefixedNamespaceDeclaration, attributeStart(token, i));
        continue;
      }
      scope.declare(prefix, uri);
    }

    const prefix = prefixOf(token.name);
    let namespace = scope.lookup(prefix);
    if (prefix === 'xmlns') {
      this.errors.report(XML_ERR.reservedNamespacePrefix, token.start + 1);
      namespace = '';
    } else if (namespace === null || (prefix !== '' && namespace === '')) {
      if (prefix !== '') this.errors.report(XML_ERR.unboundNamespacePrefix, token.start + 1);
      namespace = '';
    }
    this.namespace = namespace;
    this.dropped = null;
    if (!qualified) return attrs;

    let namespaced = 0;
    for (let i = 0; i < attrs.length; i++) {
      const attr = attrs[i]!;
      const name = attr.name;
      if (name === 'xmlns') {
        attr.namespace = NS.XMLNS;
        continue;
      }
      const attrPrefix = prefixOf(name);
      if (attrPrefix === '') continue;
      const uri = scope.lookup(attrPrefix);
      if (uri === null || uri === '') {
        this.errors.report(XML_ERR.unboundNamespacePrefix, attributeStart(token, i));
      } else {
        attr.name = name.slice(attrPrefix.length + 1);
        attr.namespace = uri;
        attr.prefix = attrPrefix;
        if (uri !== NS.XMLNS) namespaced++;
      }
    }
    return namespaced > 1 ? this.dropDuplicates(token, attrs, namespaced) : attrs;
  }

  /**
   * Removes the attributes whose namespace and local name an earlier one already has. The
   * declarations (xmlns namespace) are unique by their qualified names, which the tokenizer
   * already checked.
   */
  private dropDuplicates(token: XmlTagToken, resolved: Attribute[], namespaced: number): Attribute[] {
    const seen = namespaced > DUPLICATE_SCAN_LIMIT ? new Set<string>() : null;
    let dropped: Set<number> | null = null;
    for (let i = 0; i < resolved.length; i++) {
      const attr = resolved[i]!;
      const namespace = attr.prefix === undefined ? undefined : attr.namespace;
      if (namespace === undefined || namespace === NS.XMLNS) continue;
      let duplicate = false;
      if (seen !== null) {
        const key = namespace + ' ' + attr.name;
        duplicate = seen.has(key);
        if (!duplicate) seen.add(key);
      } else {
        for (let j = 0; j < i && !duplicate; j++) {
          const other = resolved[j]!;
          duplicate = other.prefix !== undefined && other.name === attr.name && other.namespace === namespace;
        }
      }
      if (duplicate) {
        this.errors.report(XML_ERR.duplicateNamespacedAttribute, attributeStart(token, i));
        (dropped ??= new Set()).add(i);
      }
    }
    if (dropped === null) return resolved;
    this.dropped = dropped;
    return resolved.filter((_, i) => !dropped!.has(i));
  }
}

/** Where the token's `i`th attribute starts, when spans were tracked; else the tag's start. */
function attributeStart(token: XmlTagToken, i: number): number {
  return token.attrSpans === null ? token.start : token.attrSpans[5 * i]!;
}
