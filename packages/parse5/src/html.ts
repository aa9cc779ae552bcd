/**
 * parse5's `html` namespace, derived from larch's tag table (lib/common/tags.ts): the namespaces,
 * document modes, tag names and ids, the special elements per namespace and the elements whose
 * text is written unescaped. Tag ids are larch's (its tag names in alphabetical order after
 * UNKNOWN, 0), so `getTagID` and `TAG_ID` agree with each other; a tag parse5 numbers but no
 * parsing rule singles out maps to UNKNOWN.
 */
import {
  NS,
  DOCUMENT_MODE,
  NsId,
  Cat,
  TAG_NAMES as LARCH_TAG_NAMES,
  categoriesOf,
  writesTextUnescaped,
  SVG_TAG_ADJUSTMENTS,
} from 'larch-html/internals';

export { NS, DOCUMENT_MODE };

/** The attribute names parse5's parser reads (its `ATTRS`). */
export enum ATTRS {
  TYPE = 'type',
  ACTION = 'action',
  ENCODING = 'encoding',
  PROMPT = 'prompt',
  NAME = 'name',
  COLOR = 'color',
  FACE = 'face',
  SIZE = 'size',
}

/**
 * The tag names, each as elements have it in the tree: an SVG tag name the parser adjusts
 * (#parsing-main-inforeign) in its adjusted spelling, `foreignObject`, as parse5 has it.
 */
const NAMES: readonly string[] = LARCH_TAG_NAMES.slice(1).map((name) => SVG_TAG_ADJUSTMENTS.get(name) ?? name);

/** The constant name of a tag name: `annotation-xml` → `ANNOTATION_XML`, `foreignObject` → `FOREIGN_OBJECT`. */
const constantName = (name: string): string => name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase().replace(/-/g, '_');

/** Tag names by constant name (`TAG_NAMES.DIV === 'div'`). */
export const TAG_NAMES: Readonly<Record<string, string>> = Object.freeze(Object.fromEntries(NAMES.map((name) => [constantName(name), name])));

const ID_BY_NAME: ReadonlyMap<string, number> = new Map(NAMES.map((name, i) => [name, i + 1]));

/**
 * Tag ids by constant name (`TAG_ID.UNKNOWN === 0`), and constant names by id, as a numeric enum
 * has them (`TAG_ID[0] === 'UNKNOWN'`).
 */
export const TAG_ID: Readonly<Record<string, number | string>> = Object.freeze(
  Object.fromEntries(
    ['UNKNOWN', ...NAMES.map(constantName)].flatMap((constant, id) => [
      [constant, id],
      [id, constant],
    ]),
  ),
);

/** The id of a tag name as the tree has it; 0 (UNKNOWN) for a name no rule singles out. */
export function getTagID(tagName: string): number {
  return ID_BY_NAME.get(tagName) ?? 0;
}

/** The ids of the elements in the special category (#special) of one namespace. */
function specialIn(ns: NsId): Set<number> {
  const ids = new Set<number>();
  for (let id = 1; id < LARCH_TAG_NAMES.length; id++) if ((categoriesOf(ns, id) & Cat.SPECIAL) !== 0) ids.add(id);
  return ids;
}

/** The special elements (#special) by namespace. */
export const SPECIAL_ELEMENTS: Record<NS, Set<number>> = {
  [NS.HTML]: specialIn(NsId.HTML),
  [NS.MATHML]: specialIn(NsId.MATHML),
  [NS.SVG]: specialIn(NsId.SVG),
  [NS.XLINK]: new Set(),
  [NS.XML]: new Set(),
  [NS.XMLNS]: new Set(),
};

/** h1 to h6. */
export const NUMBERED_HEADERS: Set<number> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map(getTagID));

/** Whether the text children of an HTML element with this tag name are written unescaped. */
export function hasUnescapedText(tagName: string, scriptingEnabled: boolean): boolean {
  return writesTextUnescaped(tagName, scriptingEnabled);
}
