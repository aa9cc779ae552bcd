import type { Properties } from 'hast';
import { find, html, svg } from 'property-information';
import type { Info, Schema } from 'property-information';
import type { Attribute } from '../../lib/common/attribute.js';
import { FOREIGN_ATTRIBUTE_ADJUSTMENTS } from '../../lib/common/foreign-adjustments.js';

/**
 * Attributes → hast `properties`, the way hast's own tools build them (hast-util-from-parse5 hands
 * each attribute to hastscript): the property name and value type come from property-information's
 * `find` in the element's schema (`svg` for SVG elements, `html` otherwise), then
 *  - space-separated lists (`className`, `rel`...) are trimmed and split on ASCII whitespace,
 *  - comma-separated lists (`coords`...) are split on commas, each item trimmed, a trailing
 *    empty item dropped; comma-or-space lists are split on both,
 *  - numeric properties become numbers when the text is a number (`Number()`), list items too,
 *  - boolean properties become `true` when the value is empty or the property's own name,
 *  - a second attribute mapping to `className` appends to it; any other repeat replaces,
 *  - attributes named like a member of `Object.prototype` (`constructor`, `__proto__`) are left
 *    out, as hast-util-from-parse5 leaves them out.
 */

const enum ListKind {
  NONE = 0,
  SPACE = 1,
  COMMA = 2,
  COMMA_OR_SPACE = 3,
}

/** What the value conversion needs from an attribute's `Info`, looked up once per name. */
export interface AttributeInfo {
  property: string;
  list: ListKind;
  number: boolean;
  /** `boolean` or `overloadedBoolean`. */
  boolean: boolean;
  /** The property name lowercased (property-information's `normalize`). */
  normal: string;
}

/** Names that are own members of Object.prototype: not turned into properties. */
const SKIPPED = Object.getOwnPropertyNames(Object.prototype);

function describe(info: Info): AttributeInfo {
  return {
    property: info.property,
    list: info.spaceSeparated ? ListKind.SPACE : info.commaSeparated ? ListKind.COMMA : info.commaOrSpaceSeparated ? ListKind.COMMA_OR_SPACE : ListKind.NONE,
    number: info.number,
    boolean: info.boolean || info.overloadedBoolean,
    normal: info.property.toLowerCase(),
  };
}

/**
 * Per schema, attribute name → its AttributeInfo (null: skipped). Bounded, since attribute names
 * come from the input: past the bound, names are looked up without being remembered.
 */
const CACHE_LIMIT = 4096;
const htmlCache = new Map<string, AttributeInfo | null>();
const svgCache = new Map<string, AttributeInfo | null>();
for (const name of SKIPPED) {
  htmlCache.set(name, null);
  svgCache.set(name, null);
}

export function attributeInfo(name: string, inSvg: boolean): AttributeInfo | null {
  const cache = inSvg ? svgCache : htmlCache;
  let info = cache.get(name);
  if (info === undefined) {
    // `find` answers undefined for the lowercase names of Object.prototype members.
    const found = find(inSvg ? svg : html, name) as Info | undefined;
    info = found === undefined ? null : describe(found);
    if (cache.size < CACHE_LIMIT) cache.set(name, info);
  }
  return info;
}

/** The name an attribute has in hast's eyes: with its prefix (`xlink:href`) when it has one. */
export function qualifiedName(attr: Attribute): string {
  return attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
}

const ASCII_WHITESPACE = /[ \t\n\r\f]+/g;

/** space-separated-tokens' parse: String#trim (all Unicode white space), then ASCII whitespace runs. */
function spaceList(value: string): string[] {
  const input = value.trim();
  if (input === '') return [];
  // Most values (a single class name) have no inner white space: no regular expression for them.
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c) return input.split(ASCII_WHITESPACE);
  }
  return [input];
}

/** comma-separated-tokens' parse: items trimmed; empty items kept but for a last one. */
function commaList(value: string): string[] {
  const tokens: string[] = [];
  let start = 0;
  for (;;) {
    const comma = value.indexOf(',', start);
    const end = comma === -1 ? value.length : comma;
    const token = value.slice(start, end).trim();
    if (comma !== -1 || token !== '') tokens.push(token);
    if (comma === -1) return tokens;
    start = comma + 1;
  }
}

function primitive(info: AttributeInfo, value: string): string | number | boolean {
  if (info.number && value !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (info.boolean && (value === '' || value.toLowerCase() === info.normal)) return true;
  return value;
}

function propertyValue(info: AttributeInfo, value: string): string | number | boolean | (string | number)[] {
  let list: (string | number)[];
  switch (info.list) {
    case ListKind.NONE:
      return primitive(info, value);
    case ListKind.SPACE:
      list = spaceList(value);
      break;
    case ListKind.COMMA:
      list = commaList(value);
      break;
    default:
      list = spaceList(commaList(value).join(' '));
  }
  if (info.number || info.boolean) {
    for (let i = 0; i < list.length; i++) list[i] = primitive(info, list[i] as string) as string | number;
  }
  return list;
}

/** Sets one attribute on `properties` (hastscript's rules, including className appending). */
export function addProperty(properties: Properties, name: string, value: string, inSvg: boolean): void {
  const info = attributeInfo(name, inSvg);
  if (info === null) return;
  let result = propertyValue(info, value);
  if (info.property === 'className') {
    const existing = properties.className;
    if (Array.isArray(existing)) result = (existing as (string | number)[]).concat(result as (string | number)[]);
  }
  properties[info.property] = result;
}

/** The properties of a new element. */
export function toProperties(attrs: readonly Attribute[], inSvg: boolean): Properties {
  const properties: Properties = {};
  for (let i = 0; i < attrs.length; i++) {
    const attr = attrs[i]!;
    addProperty(properties, attr.prefix ? qualifiedName(attr) : attr.name, attr.value, inSvg);
  }
  return properties;
}

/**
 * hast `properties` → parse5 attributes, for the adapter's read side (the serializer, the tree
 * builder's few reads): each property's markup name from property-information, lists joined
 * (commas as `, `), numbers as text, `true` as an empty value, and `false`, null, undefined and
 * NaN left out, as hast-util-to-html does. On SVG and MathML elements the xlink/xml/xmlns
 * attributes get their namespace and prefix, as the parser gives them.
 */
export function toAttributes(properties: Properties, inSvg: boolean, foreign: boolean): Attribute[] {
  const schema: Schema = inSvg ? svg : html;
  const attrs: Attribute[] = [];
  for (const key of Object.keys(properties)) {
    const value = properties[key];
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    const info = find(schema, key) as Info | undefined;
    const name = info === undefined ? key : info.attribute;
    let text: string;
    if (value === true) text = '';
    else if (Array.isArray(value)) text = info !== undefined && info.commaSeparated ? commaText(value) : value.join(' ').trim();
    else text = String(value);
    const adjusted = foreign ? FOREIGN_ATTRIBUTE_ADJUSTMENTS.get(name) : undefined;
    attrs.push(adjusted === undefined ? { name, value: text } : { name: adjusted.name, value: text, namespace: adjusted.namespace, prefix: adjusted.prefix });
  }
  return attrs;
}

/** comma-separated-tokens' stringify: `, ` between items, a last empty item kept visible. */
function commaText(values: readonly (string | number)[]): string {
  const items = values[values.length - 1] === '' ? [...values, ''] : values;
  return items.join(', ').trim();
}
