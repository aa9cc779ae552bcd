import type { Attribute } from '../common/attribute.js';
import {
  FOREIGN_ATTRIBUTE_ADJUSTMENTS,
  MATHML_ATTRIBUTE_ADJUSTMENTS,
  SVG_ATTRIBUTE_ADJUSTMENTS,
  SVG_TAG_ADJUSTMENTS,
} from '../common/foreign-adjustments.js';

// "Adjust MathML attributes", "adjust SVG attributes" and "adjust foreign attributes"
// (#adjust-mathml-attributes and the two after it).

export function adjustMathMlAttributes(attrs: Attribute[]): void {
  for (const attr of attrs) {
    const adjusted = MATHML_ATTRIBUTE_ADJUSTMENTS.get(attr.name);
    if (adjusted !== undefined) attr.name = adjusted;
  }
}

export function adjustSvgAttributes(attrs: Attribute[]): void {
  for (const attr of attrs) {
    const adjusted = SVG_ATTRIBUTE_ADJUSTMENTS.get(attr.name);
    if (adjusted !== undefined) attr.name = adjusted;
  }
}

export function adjustForeignAttributes(attrs: Attribute[]): void {
  for (const attr of attrs) {
    const adjusted = FOREIGN_ATTRIBUTE_ADJUSTMENTS.get(attr.name);
    if (adjusted !== undefined) {
      attr.prefix = adjusted.prefix;
      attr.name = adjusted.name;
      attr.namespace = adjusted.namespace;
    }
  }
}

/** The SVG tag name case fix-ups of the rules for foreign content (#parsing-main-inforeign). */
export function adjustSvgTagName(name: string): string {
  return SVG_TAG_ADJUSTMENTS.get(name) ?? name;
}

/** An annotation-xml start tag whose encoding makes it an HTML integration point. */
export function isHtmlAnnotationXml(attrs: Attribute[]): boolean {
  for (const attr of attrs) {
    if (attr.name === 'encoding' && attr.namespace === undefined) {
      const value = attr.value.toLowerCase();
      return value === 'text/html' || value === 'application/xhtml+xml';
    }
  }
  return false;
}
