import type { ErrorReporter } from '../input/error-reporter.js';
import type { CharRefDecoder } from './char-ref.js';
import { isNameChar } from './char-ref.js';
import { XML_ERR } from './xml-error-codes.js';

/** Most characters all entity expansions of one document may produce together. */
export const MAX_EXPANDED_CHARACTERS = 1 << 20;
/** Most references to declared entities one document may expand. */
export const MAX_ENTITY_EXPANSIONS = 100_000;

/** One replacement text being expanded: an explicit stack frame, so nesting never recurses. */
interface Frame {
  name: string;
  value: string;
  pos: number;
  out: string;
}

/**
 * Expands references to entities declared in the internal subset. The replacement text is text
 * (XML5 does not parse markup in it); references inside it are expanded in turn. Each entity's
 * full expansion is computed once and memoized. A document may expand at most
 * MAX_ENTITY_EXPANSIONS references and MAX_EXPANDED_CHARACTERS characters in total: past that,
 * one `entity-expansion-limit-exceeded` error is reported and references stay as written, so a
 * "billion laughs" document costs bounded time and memory.
 */
export class EntityExpander {
  private readonly memo = new Map<string, string>();
  private readonly inProgress = new Set<string>();
  private expandedCharacters = 0;
  private expansions = 0;
  private exhausted = false;

  constructor(
    private readonly declarations: Map<string, string>,
    private readonly decoder: CharRefDecoder,
    private readonly errors: ErrorReporter,
  ) {}

  isDeclared(name: string): boolean {
    return this.declarations.has(name);
  }

  /** The expansion of `name`, or null when it is not declared or cannot be expanded. */
  expand(name: string, reportAt: number): string | null {
    if (this.exhausted || !this.declarations.has(name)) return null;
    const value = this.memo.get(name) ?? this.compute(name, reportAt);
    if (value === null) return null;
    if (!this.count(value.length, reportAt)) return null;
    return value;
  }

  /** Charges one expansion of `length` characters; false (and the limit error) when over. */
  private count(length: number, reportAt: number): boolean {
    this.expansions++;
    this.expandedCharacters += length;
    if (this.expansions > MAX_ENTITY_EXPANSIONS || this.expandedCharacters > MAX_EXPANDED_CHARACTERS) {
      this.exhausted = true;
      this.errors.report(XML_ERR.entityExpansionLimitExceeded, reportAt);
      return false;
    }
    return true;
  }

  private compute(name: string, reportAt: number): string | null {
    const stack: Frame[] = [{ name, value: this.declarations.get(name)!, pos: 0, out: '' }];
    this.inProgress.add(name);
    let result: string | null = null;
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const { value } = frame;
      const amp = value.indexOf('&', frame.pos);
      if (amp === -1) {
        frame.out += value.slice(frame.pos);
        stack.pop();
        this.inProgress.delete(frame.name);
        this.memo.set(frame.name, frame.out);
        if (stack.length === 0) {
          result = frame.out;
        } else {
          const parent = stack[stack.length - 1]!;
          parent.out += frame.out;
          if (parent.out.length > MAX_EXPANDED_CHARACTERS) return this.giveUp(reportAt);
        }
        continue;
      }
      frame.out += value.slice(frame.pos, amp);
      let q = amp + 1;
      while (q < value.length && isNameChar(value.charCodeAt(q))) q++;
      const inner = value.slice(amp + 1, q);
      if (q > amp + 1 && value.charCodeAt(q) === 0x3b && this.declarations.has(inner)) {
        frame.pos = q + 1;
        if (this.inProgress.has(inner)) {
          this.errors.report(XML_ERR.recursiveEntityReference, reportAt);
          frame.out += value.slice(amp, q + 1);
          continue;
        }
        this.expansions++;
        if (this.expansions > MAX_ENTITY_EXPANSIONS) return this.giveUp(reportAt);
        const known = this.memo.get(inner);
        if (known !== undefined) {
          frame.out += known;
          if (frame.out.length > MAX_EXPANDED_CHARACTERS) return this.giveUp(reportAt);
        } else {
          this.inProgress.add(inner);
          stack.push({ name: inner, value: this.declarations.get(inner)!, pos: 0, out: '' });
        }
        continue;
      }
      frame.pos = this.decoder.decode(value, amp, reportAt, false);
      frame.out += this.decoder.value;
    }
    return result;
  }

  private giveUp(reportAt: number): null {
    this.exhausted = true;
    this.inProgress.clear();
    this.errors.report(XML_ERR.entityExpansionLimitExceeded, reportAt);
    return null;
  }
}
