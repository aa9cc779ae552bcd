import { NO_ATTRIBUTES, type Attribute } from './attribute.js';
import { Spare } from './kept.js';

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

/** Lent arrays are kept up to this length; longer ones are copies. */
const MAX_LENT_ARRAY = 320;

/** Arrays of exactly n items refilled from a working list, one per length n met (up to MAX_LENT_ARRAY). */
class ExactArrays<T> {
  /** arrays[n - 1] has length n, once a list of n was asked for. */
  private readonly arrays: (T[] | undefined)[] = [];

  /** An array of exactly list[0, count) (count > 0), refilled for the next caller when not too long. */
  refill(list: T[], count: number): T[] {
    if (count > MAX_LENT_ARRAY) return list.slice(0, count);
    const array = this.arrays[count - 1];
    if (array === undefined) return (this.arrays[count - 1] = list.slice(0, count));
    for (let i = 0; i < count; i++) array[i] = list[i]!;
    return array;
  }
}

/**
 * Attribute objects and exactly sized attribute arrays that a tokenizer (HTML or XML) refills for
 * every tag, for a sink that only reads a tag's attributes during its call (a tree builder whose
 * adapter copies them into nodes of its own, FastPaths.borrowsAttributes): a tag then
 * allocates nothing for its attributes.
 */
export class AttributeLender {
  private readonly attributes: LentAttribute[] = [];
  private readonly arrays = new ExactArrays<Attribute>();

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

  /** An array of exactly list[0, count) (count > 0), refilled for the next tag. */
  array(list: Attribute[], count: number): Attribute[] {
    return this.arrays.refill(list, count);
  }

  /** Lets go of the names and values of the last tags (see returnTagScratch). */
  clear(): void {
    const attributes = this.attributes;
    for (let i = 0; i < attributes.length; i++) {
      const attr = attributes[i]!;
      attr.name = '';
      attr.value = '';
    }
  }
}

/** The spans of a tag without attributes. */
const NO_SPANS: number[] = Object.freeze([]) as unknown as number[];

/**
 * A tag's attribute spans (five offsets per attribute, see TagToken.attrSpans), collected in one
 * working list and lent to the sink as an exactly sized array refilled for the next tag: the
 * tokenizer's sinks read spans only during the call (the active formatting list keeps a copy).
 */
export class SpanLender {
  private readonly list: number[] = [];
  private readonly arrays = new ExactArrays<number>();

  /** Records the spans of the current tag's `index`-th attribute. */
  set(index: number, nameStart: number, nameEnd: number, valueStart: number, valueEnd: number, end: number): void {
    const list = this.list;
    const k = index * 5;
    if (k < list.length) {
      list[k] = nameStart;
      list[k + 1] = nameEnd;
      list[k + 2] = valueStart;
      list[k + 3] = valueEnd;
      list[k + 4] = end;
    } else {
      list.push(nameStart, nameEnd, valueStart, valueEnd, end);
    }
  }

  /** The spans of the current tag's first `count` attributes, lent. */
  take(count: number): number[] {
    return count === 0 ? NO_SPANS : this.arrays.refill(this.list, count * 5);
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

/**
 * The working state a tokenizer keeps from tag to tag: the current tag's attribute list, and the
 * lenders once asked for. A tokenizer lives for one parse, and many inputs are small (an SVG icon,
 * a fragment), so the HTML and XML tokenizers keep one of these between parses: taken when a
 * tokenizer is made, given back at its end of input. A parse that starts during another (from an
 * adapter or an error callback) finds none spare and makes its own; one that stops before its end
 * (a scanner window, an encoding restart) leaves its own to the collector.
 */
export class TagScratch {
  readonly list: Attribute[] = [];
  lender: AttributeLender | null = null;
  spans: SpanLender | null = null;
}

const spareScratch = new Spare<TagScratch>();

/** The spare TagScratch, or a new one. */
export function takeTagScratch(): TagScratch {
  return spareScratch.take() ?? new TagScratch();
}

/** A scratch whose tags had more attributes than this is not kept for the next tokenizer. */
const MAX_KEPT_ATTRIBUTES = MAX_LENT_ARRAY;

/** What a kept working list holds in place of the last tags' attributes. */
const CLEARED_ATTRIBUTE: Attribute = Object.freeze(new TokenAttribute('', ''));

/**
 * Keeps `scratch` for the next tokenizer, holding no name or value of this parse: V8 may make a
 * slice a view into the input, and one kept here would keep the whole input alive after the
 * caller has dropped it and its tree (a 10 MB document stayed in memory past the next parse).
 */
export function returnTagScratch(scratch: TagScratch): void {
  const list = scratch.list;
  // One tag with a huge attribute list would otherwise make every later parse clear that many
  // slots at its end (10^5 attributes made the scanner's editing recovery, a tokenizer per
  // window, 50 times slower): such a scratch is left to the collector.
  if (list.length > MAX_KEPT_ATTRIBUTES) return;
  for (let i = 0; i < list.length; i++) list[i] = CLEARED_ATTRIBUTE;
  scratch.lender?.clear();
  spareScratch.give(scratch);
}

/** Past this many attributes on one tag, a duplicate name is found with a Set instead of a scan. */
export const DUPLICATE_SCAN_LIMIT = 16;

/** Whether one of `attrs[0, count)` is named `name`, by a scan (for DUPLICATE_SCAN_LIMIT at most). */
export function hasAttributeNamed(attrs: readonly Attribute[], count: number, name: string): boolean {
  for (let i = 0; i < count; i++) if (attrs[i]!.name === name) return true;
  return false;
}

/** The names of `attrs[0, count)`, for a tag past DUPLICATE_SCAN_LIMIT attributes (kept up to date as more come). */
export function attributeNames(attrs: readonly Attribute[], count: number): Set<string> {
  const names = new Set<string>();
  for (let i = 0; i < count; i++) names.add(attrs[i]!.name);
  return names;
}
