import { NS } from '../common/namespaces.js';

/**
 * The in-scope namespace declarations (Namespaces in XML 1.0, "Applying Namespaces to Elements
 * and Attributes"). One stack of URIs per declared prefix (the default namespace's apart, it being
 * the usual one), and the depths of the open elements that declared something with what each
 * declared, so lookups are a map access and leaving an element pops only what it declared. The
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
  /** The depths of the open elements that declared something, innermost last, and their prefixes. */
  private declaringDepths: number[] | null = null;
  private declared: string[][] | null = null;

  /** Opens an element's scope with its declarations (`prefixes[i]` bound to `uris[i]`). */
  push(prefixes: string[] | null, uris: string[] | null): void {
    this.depth++;
    if (prefixes === null) return;
    for (let i = 0; i < prefixes.length; i++) {
      const prefix = prefixes[i]!;
      const stack = this.stackOf(prefix);
      if (stack !== undefined) stack.push(uris![i]!);
      else if (prefix === '') this.defaults = [uris![i]!];
      else (this.bindings ??= new Map()).set(prefix, [uris![i]!]);
    }
    if (this.declaringDepths === null) {
      this.declaringDepths = [this.depth];
      this.declared = [prefixes];
    } else {
      this.declaringDepths.push(this.depth);
      this.declared!.push(prefixes);
    }
  }

  /** Closes the innermost element's scope. */
  pop(): void {
    const depths = this.declaringDepths;
    if (depths !== null && depths.length > 0 && depths[depths.length - 1] === this.depth) {
      depths.pop();
      const prefixes = this.declared!.pop()!;
      for (let i = 0; i < prefixes.length; i++) this.stackOf(prefixes[i]!)!.pop();
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
