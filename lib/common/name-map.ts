/**
 * The prototype of every name map: an object with no properties and no prototype, so a map
 * inherits nothing. Names such as `__proto__`, `constructor` or `toString` are plain keys (the
 * `__proto__` accessor lives on Object.prototype, which is not in the chain), an absent name
 * reads undefined, and `instanceof Object` is false: everything a null prototype gives.
 *
 * Why not a null prototype itself: `Object.create(null)` makes a dictionary-mode object in V8
 * (about 190 bytes even when empty, slower to fill), and `Object.setPrototypeOf({}, null)` is a
 * runtime call per object (prototype transition and map migration), which was a tenth of the
 * domhandler adapter's instruction-cache misses. `Object.create` of an ordinary prototype takes
 * V8's fast path and makes the same 4-slot object as `{}`.
 *
 * Node's `util.inspect` would show the empty prototype (`Object <[Object: null prototype] {}>`);
 * the custom inspector has it print a map as it prints a null-prototype object. It is a symbol
 * key, so no string name is taken, and elsewhere it is inert.
 */
const NAME_MAP_PROTOTYPE: object = Object.create(null);
Object.defineProperty(NAME_MAP_PROTOTYPE, Symbol.for('nodejs.util.inspect.custom'), {
  value: function inspectNameMap(this: object, depth: number, options: object, inspect?: (value: unknown, options: object) => string) {
    const copy: object = Object.assign(Object.create(null) as object, this);
    return inspect === undefined ? copy : inspect(copy, { ...options, depth });
  },
});
Object.freeze(NAME_MAP_PROTOTYPE);

/** A new, empty map from names to values, in which every string is a plain key (see NAME_MAP_PROTOTYPE). */
export function nameMap<V>(): Record<string, V> {
  return Object.create(NAME_MAP_PROTOTYPE) as Record<string, V>;
}

/** A new, empty object with no prototype: what parse5 gives its users where larch gives a name map. */
export function nullPrototypeMap<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}

/**
 * A new, empty plain object (`{}`, prototype Object.prototype): what htmlparser2 gives its users,
 * and what every plain-object check accepts. Set its keys with `setPlainKey`.
 */
export function plainMap<V>(): Record<string, V> {
  return {};
}

/**
 * Sets `map[name] = value` on a map from `plainMap` or `nullPrototypeMap`. On a plain object the
 * name `__proto__` would call Object.prototype's setter (and a string value would be dropped), so
 * that one name is defined as an own property instead.
 */
export function setPlainKey<V>(map: Record<string, V>, name: string, value: V): void {
  if (name === '__proto__') Object.defineProperty(map, name, { value, writable: true, enumerable: true, configurable: true });
  else map[name] = value;
}
