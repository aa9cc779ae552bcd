import { NS } from '../common/namespaces.js';

/**
 * The in-scope namespace declarations (Namespaces in XML 1.0, "Applying Namespaces to Elements and Attributes"). One stack of URIs per prefix
 * ('' is the default namespace), and one list of the prefixes each open element declared, so
 * lookups are a map access and leaving an element pops only what it declared.
 */
export class NamespaceScope {
  private readonly bindings = new Map<string, string[]>([
    ['xml', [NS.XML]],
    ['xmlns', [NS.XMLNS]],
  ]);
  /** Per open element that declared something, the prefixes it declared; null when none. */
  private readonly declared: (string[] | null)[] = [];

  /** Opens an element's scope with its declarations (`prefixes[i]` bound to `uris[i]`). */
  push(prefixes: string[] | null, uris: string[] | null): void {
    if (prefixes !== null) {
      for (let i = 0; i < prefixes.length; i++) {
        const prefix = prefixes[i]!;
        let stack = this.bindings.get(prefix);
        if (stack === undefined) {
          stack = [];
          this.bindings.set(prefix, stack);
        }
        stack.push(uris![i]!);
      }
    }
    this.declared.push(prefixes);
  }

  /** Closes the innermost element's scope. */
  pop(): void {
    const prefixes = this.declared.pop();
    if (prefixes === undefined || prefixes === null) return;
    for (let i = 0; i < prefixes.length; i++) this.bindings.get(prefixes[i]!)!.pop();
  }

  /** The URI bound to `prefix` ('' for the default namespace), or null when unbound. */
  lookup(prefix: string): string | null {
    const stack = this.bindings.get(prefix);
    if (stack === undefined || stack.length === 0) return null;
    return stack[stack.length - 1]!;
  }
}
