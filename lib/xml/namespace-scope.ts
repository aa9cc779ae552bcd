import { NS } from '../common/namespaces.js';

/**
 * The in-scope namespace declarations (Namespaces in XML 1.0, "Applying Namespaces to Elements
 * and Attributes"). One stack of URIs per declared prefix (the default namespace's apart, it being
 * the usual one), and every declaration in force with the depth of the element that made it, so
 * lookups are a map access and leaving an element pops only what it declared. The
 * `xml` and `xmlns` prefixes are bound from the start. Nothing is allocated until the first
 * declaration (small documents are the common case).
 */
export class NamespaceScope {
  /** The stack of URIs bound to the default namespace (the most common declaration), else null. */
  private defaults: string[] | null = null;
  /** One stack of URIs per declared prefix other than the default. */
  private bindings: Map<string, string[]> | null = null;
  /** How many elements are open. */
  private depth = 0;
  /** Every declaration in force, in order: its prefix and the depth of the element that made it. */
  private declaredPrefixes: string[] | null = null;
  private declaredDepths: number[] | null = null;

  /** Opens an element's scope; its declarations follow (`declare`). */
  push(): void {
    this.depth++;
  }

  /** Binds `prefix` ('' for the default namespace) to `uri` in the innermost element's scope. */
  declare(prefix: string, uri: string): void {
    const stack = this.stackOf(prefix);
    if (stack !== undefined) stack.push(uri);
    else if (prefix === '') this.defaults = [uri];
    else (this.bindings ??= new Map()).set(prefix, [uri]);
    if (this.declaredPrefixes === null) {
      this.declaredPrefixes = [prefix];
      this.declaredDepths = [this.depth];
    } else {
      this.declaredPrefixes.push(prefix);
      this.declaredDepths!.push(this.depth);
    }
  }

  /** Closes the innermost element's scope. */
  pop(): void {
    const depths = this.declaredDepths;
    if (depths !== null) {
      const prefixes = this.declaredPrefixes!;
      while (depths.length > 0 && depths[depths.length - 1] === this.depth) {
        depths.pop();
        this.stackOf(prefixes.pop()!)!.pop();
      }
    }
    this.depth--;
  }

  /** The URI bound to `prefix` ('' for the default namespace), or null when unbound. */
  lookup(prefix: string): string | null {
    const stack = this.stackOf(prefix);
    if (stack !== undefined && stack.length > 0) return stack[stack.length - 1]!;
    return prefix === 'xml' ? NS.XML : prefix === 'xmlns' ? NS.XMLNS : null;
  }

  private stackOf(prefix: string): string[] | undefined {
    if (prefix === '') return this.defaults ?? undefined;
    return this.bindings === null ? undefined : this.bindings.get(prefix);
  }
}
