import { NO_ATTRIBUTES, type Attribute } from './attribute.js';

/*
 * The attribute objects and lists the tokenizers (HTML and XML) hand over with a tag. Class
 * instances, like the tokens (see lib/tokenizer/tokenizer-base.ts), so that V8 never pretenures them.
 */

/** A tag's attribute, its own (not lent). */
export class TokenAttribute implements Attribute {
  declare name: string;
  declare value: string;

  constructor(name: string, value: string) {
    this.name = name;
    this.value = value;
  }
}

/** A lent attribute: namespace and prefix are fields from the start, since foreign content sets them. */
class LentAttribute implements Attribute {
  declare name: string;
  declare value: string;
  declare namespace: string | undefined;
  declare prefix: string | undefined;

  constructor() {
    this.name = '';
    this.value = '';
    this.namespace = undefined;
    this.prefix = undefined;
  }
}

/** Lent attribute arrays are kept for tags with up to this many attributes; longer ones are copies. */
const MAX_LENT_ARRAY = 64;

/**
 * Attribute objects and exactly sized attribute arrays that a tokenizer (HTML or XML) refills for
 * every tag, for a sink that only reads a tag's attributes during its call (a tree builder whose
 * adapter copies them into nodes of its own, TreeAdapter.borrowsAttributes): a tag then
 * allocates nothing for its attributes.
 */
export class AttributeLender {
  private readonly attributes: LentAttribute[] = [];
  /** arrays[n - 1] has length n. */
  private readonly arrays: Attribute[][] = [];

  /** The `index`-th attribute of the current tag, refilled. */
  attribute(index: number, name: string, value: string): Attribute {
    let attr = this.attributes[index];
    if (attr === undefined) this.attributes.push((attr = new LentAttribute()));
    attr.name = name;
    attr.value = value;
    attr.namespace = undefined;
    attr.prefix = undefined;
    return attr;
  }

  /** An array of exactly list[0, count), refilled when the tag is not too long. */
  array(list: Attribute[], count: number): Attribute[] {
    if (count > MAX_LENT_ARRAY) return list.slice(0, count);
    const arrays = this.arrays;
    while (arrays.length < count) {
      const array: Attribute[] = [];
      for (let i = 0; i <= arrays.length; i++) array.push(list[i]!);
      arrays.push(array);
    }
    const array = arrays[count - 1]!;
    for (let i = 0; i < count; i++) array[i] = list[i]!;
    return array;
  }
}

/**
 * The attributes list[0, count) of a tag as its sink gets them: NO_ATTRIBUTES for none, lent
 * (refilled for the next tag) when there is a lender, else an exactly sized copy (array literals
 * for the usual few: an array grown by push keeps a backing store of 17 or more slots).
 */
export function takeAttributes(list: Attribute[], count: number, lender: AttributeLender | null): Attribute[] {
  if (count === 0) return NO_ATTRIBUTES;
  if (lender !== null) return lender.array(list, count);
  switch (count) {
    case 1: return [list[0]!];
    case 2: return [list[0]!, list[1]!];
    case 3: return [list[0]!, list[1]!, list[2]!];
    default: return list.slice(0, count);
  }
}
