/**
 * Turns `init`, a function that assigns an object's fields to `this`, into a constructor of plain
 * objects: their prototype is Object.prototype and their keys come in `init`'s order, exactly as
 * a literal's, so they read, print, JSON-serialize and deep-equal like literals. Two reasons to
 * build them with `new` rather than as literals: V8 may pretenure a literal's allocation site
 * (allocate its objects straight into the old generation, see lib/tokenizer/tokenizer-base.ts),
 * and a literal gets exactly as many in-object fields as it has properties, so a field added later
 * (the JSON AST's private parent slot) goes to a separate property store, where a constructor's
 * objects have room for it.
 */
export function plainConstructor<A extends unknown[], T>(init: (this: T, ...args: A) => void): new (...args: A) => T {
  init.prototype = Object.prototype;
  return init as unknown as new (...args: A) => T;
}
