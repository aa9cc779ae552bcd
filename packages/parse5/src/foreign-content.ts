/**
 * parse5's `foreignContent` helpers, on larch's tables (#parsing-main-inforeign and the
 * adjustments after it): the SVG tag name fix-ups, which start tags break out of foreign content,
 * the attribute adjustments of a tag token, and the integration points. Tag ids are the drop-in's
 * (`html.getTagID`).
 */
import type { Attribute } from 'larch-html';
import {
  NS,
  nsIdOf,
  SVG_TAG_ADJUSTMENTS,
  Cat,
  categoriesOf,
  isBreakoutTag,
  adjustForeignAttributes,
  adjustMathMlAttributes,
  adjustSvgAttributes,
  type TAG,
} from 'larch-html/internals';
import { getTagID, TAG_ID } from './html.js';
import type { TagToken } from './token.js';

/** SVG tag names as the tokenizer lowercases them, to the spelling the tree gives them. */
export const SVG_TAG_NAMES_ADJUSTMENT_MAP: Map<string, string> = new Map(SVG_TAG_ADJUSTMENTS);

/** Whether the start tag breaks out of foreign content: one of the spec's list, or `font` with a color, face or size. */
export function causesExit(startTagToken: TagToken): boolean {
  if (startTagToken.tagID === TAG_ID.FONT) {
    return startTagToken.attrs.some(({ name }) => name === 'color' || name === 'size' || name === 'face');
  }
  return isBreakoutTag(startTagToken.tagID as TAG);
}

/** "Adjust MathML attributes" on a tag token. */
export function adjustTokenMathMLAttrs(token: TagToken): void {
  adjustMathMlAttributes(token.attrs);
}

/** "Adjust SVG attributes" on a tag token. */
export function adjustTokenSVGAttrs(token: TagToken): void {
  adjustSvgAttributes(token.attrs);
}

/** "Adjust foreign attributes" on a tag token (the xlink:, xml: and xmlns attributes). */
export function adjustTokenXMLAttrs(token: TagToken): void {
  adjustForeignAttributes(token.attrs);
}

/** The SVG tag name fix-up on a tag token, its id following the name. */
export function adjustTokenSVGTagName(token: TagToken): void {
  const adjusted = SVG_TAG_ADJUSTMENTS.get(token.tagName);
  if (adjusted === undefined) return;
  token.tagName = adjusted;
  token.tagID = getTagID(adjusted);
}

/** An `annotation-xml` whose encoding is text/html or application/xhtml+xml (ASCII case-insensitive). */
function isHtmlAnnotationXml(attrs: readonly Attribute[]): boolean {
  for (const attr of attrs) {
    if (attr.name !== 'encoding') continue;
    const value = attr.value.toLowerCase();
    return value === 'text/html' || value === 'application/xhtml+xml';
  }
  return false;
}

/**
 * Whether an element (tag id `tn` in namespace `ns`, with `attrs`) is an HTML integration point
 * (when `foreignNS` is HTML or absent) or a MathML text integration point (when it is MathML or
 * absent).
 */
export function isIntegrationPoint(tn: number, ns: NS, attrs: readonly Attribute[], foreignNS?: NS): boolean {
  const nsId = nsIdOf(ns);
  if (nsId === -1) return false;
  const cats = categoriesOf(nsId, tn as TAG);
  const html = (cats & Cat.HTML_INTEGRATION) !== 0 || (ns === NS.MATHML && tn === TAG_ID.ANNOTATION_XML && isHtmlAnnotationXml(attrs));
  const mathmlText = (cats & Cat.MATHML_TEXT_INTEGRATION) !== 0;
  return ((!foreignNS || foreignNS === NS.HTML) && html) || ((!foreignNS || foreignNS === NS.MATHML) && mathmlText);
}
