
/*
 * Everything larch keeps from one parse to the next, in one place. A parse's own state lives in
 * its Engine (made per parse, see lib/engine/engine.ts); what is here outlives parses for speed alone, holds
 * nothing of a finished parse's input or tree, and is bounded. Any of it could be dropped and
 * every parse would give the same result, slower:
 * - samples that keep V8's optimized code warm (keepAlive, below);
 * - spare working arrays a finished parse hands to the next (Spare slots);
 * - the adapter that passed its method check last (`lastAdapterCheck`).
 */

/**
 * A slot for working arrays a finished parse leaves for the next one: taken by one parse at a time
 * (a parse started during another finds it empty and makes its own), given back cleared of that
 * parse's input. Each kind has one slot, made once where the arrays are made: a tokenizer's tag
 * scratch (common/token-attributes.ts), the open elements' count table (tree/open-elements.ts),
 * the scanner's token arrays (scanner/token-buffer.ts).
 */
export class Spare<T> {
  private value: T | null = null;

  /** The spare, or null when there is none (it is then the taker's to make). */
  take(): T | null {
    const value = this.value;
    this.value = null;
    return value;
  }

  /** Keeps `value` for the next parse. */
  give(value: T): void {
    this.value = value;
  }
}

/**
 * The adapter that passed a requirement of `resolveParserOptions` last, and that requirement: a
 * program parses with the same adapter again and again, and two comparisons cost less than the
 * WeakMap and Set lookups (a tenth of parsing an empty string). It keeps that one adapter alive.
 */
export const lastAdapterCheck: { adapter: unknown; requirement: unknown } = { adapter: null, requirement: null };

/**
 * Keeping V8's optimized code alive between parses: the one mechanism the tokenizer, the parser
 * and the adapters share.
 *
 * Why: V8's optimized code embeds the hidden classes ("maps") of the objects it was specialized
 * to, and a major GC throws the code away once no live object has such a map any more
 * ("reason: weak objects" in `node --trace-deopt`). Most of what a parse makes lives for that
 * parse only: the tokenizer with its tokens and attributes, the tree builder with its stack and
 * lists, and the nodes of a tree the caller has already dropped. Without survivors, every major
 * GC between two parses sends the hot code back to the interpreter (measured on the benchmark
 * corpus: the first 32 pages after a forced GC took 8× as long; into domhandler, 58-61 MB/s
 * instead of 79-84).
 *
 * How: each user keeps one small sample of its short-lived objects here, made once and held for
 * as long as this module is loaded, so every map the hot code depends on keeps a live object.
 * A sample must be built without running a parse (constructing objects, or calling an adapter's
 * methods, is enough), so nothing the caller did not ask for runs inside their first parse.
 *
 * Keys: a string for a sample of the core's own classes (one per kind, forever); an object (an
 * adapter's node library, for instance) for samples whose maps depend on that object. Object keys
 * are bounded to MAX_OBJECT_KEYS: past that, new keys get no sample (code specialized to them may
 * then be re-optimized after a GC, which costs time, never memory), so creating adapters in a loop
 * can never grow what is kept.
 */

/** How many object keys may hold a sample (a program uses one or two node libraries). */
export const MAX_OBJECT_KEYS = 8;

/** Samples by key. A key maps to `MAKING` while its sample is being made (making one may reenter). */
const samples = new Map<string | object, unknown>();
const MAKING: unique symbol = Symbol('making');
let objectKeys = 0;

/**
 * Keeps the sample `make()` returns under `key`, unless `key` already has one (or is making one).
 * Cheap when the key is known: call it on every parse.
 */
export function keepAlive(key: string | object, make: () => unknown): void {
  if (samples.has(key)) return;
  if (typeof key === 'object') {
    if (objectKeys >= MAX_OBJECT_KEYS) return;
    objectKeys++;
  }
  samples.set(key, MAKING);
  samples.set(key, make());
}

/** How many samples are kept (for tests: this must stay bounded however often keepAlive runs). */
export function keptSampleCount(): number {
  return samples.size;
}

/** Whether `key` holds a sample. */
export function isKeptAlive(key: string | object): boolean {
  const sample = samples.get(key);
  return sample !== undefined && sample !== MAKING;
}
