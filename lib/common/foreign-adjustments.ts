import { NS } from './namespaces.js';
import { TAG, TAG_COUNT } from './tags.js';

// §13.2.6.5 and "adjust SVG attributes" / "adjust MathML attributes" / "adjust foreign attributes".

const SVG_TAG_NAMES = [
  'altGlyph', 'altGlyphDef', 'altGlyphItem', 'animateColor', 'animateMotion', 'animateTransform',
  'clipPath', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
  'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA',
  'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode',
  'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile',
  'feTurbulence', 'foreignObject', 'glyphRef', 'linearGradient', 'radialGradient', 'textPath',
];

const SVG_ATTRIBUTE_NAMES = [
  'attributeName', 'attributeType', 'baseFrequency', 'baseProfile', 'calcMode', 'clipPathUnits',
  'diffuseConstant', 'edgeMode', 'filterUnits', 'glyphRef', 'gradientTransform', 'gradientUnits',
  'kernelMatrix', 'kernelUnitLength', 'keyPoints', 'keySplines', 'keyTimes', 'lengthAdjust',
  'limitingConeAngle', 'markerHeight', 'markerUnits', 'markerWidth', 'maskContentUnits', 'maskUnits',
  'numOctaves', 'pathLength', 'patternContentUnits', 'patternTransform', 'patternUnits', 'pointsAtX',
  'pointsAtY', 'pointsAtZ', 'preserveAlpha', 'preserveAspectRatio', 'primitiveUnits', 'refX', 'refY',
  'repeatCount', 'repeatDur', 'requiredExtensions', 'requiredFeatures', 'specularConstant',
  'specularExponent', 'spreadMethod', 'startOffset', 'stdDeviation', 'stitchTiles', 'surfaceScale',
  'systemLanguage', 'tableValues', 'targetX', 'targetY', 'textLength', 'viewBox', 'viewTarget',
  'xChannelSelector', 'yChannelSelector', 'zoomAndPan',
];

function byLowercase(names: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const name of names) map.set(name.toLowerCase(), name);
  return map;
}

/** Lowercase SVG tag name → its camelCase form. */
export const SVG_TAG_ADJUSTMENTS: ReadonlyMap<string, string> = byLowercase(SVG_TAG_NAMES);
/** Lowercase SVG attribute name → its camelCase form. */
export const SVG_ATTRIBUTE_ADJUSTMENTS: ReadonlyMap<string, string> = byLowercase(SVG_ATTRIBUTE_NAMES);
export const MATHML_ATTRIBUTE_ADJUSTMENTS: ReadonlyMap<string, string> = new Map([['definitionurl', 'definitionURL']]);

export interface ForeignAttributeAdjustment {
  prefix: string;
  name: string;
  namespace: NS;
}

function xlink(name: string): [string, ForeignAttributeAdjustment] {
  return [`xlink:${name}`, { prefix: 'xlink', name, namespace: NS.XLINK }];
}

/** Namespaced attributes of foreign elements, keyed by the attribute name as tokenized. */
export const FOREIGN_ATTRIBUTE_ADJUSTMENTS: ReadonlyMap<string, ForeignAttributeAdjustment> = new Map([
  xlink('actuate'),
  xlink('arcrole'),
  xlink('href'),
  xlink('role'),
  xlink('show'),
  xlink('title'),
  xlink('type'),
  ['xml:lang', { prefix: 'xml', name: 'lang', namespace: NS.XML }],
  ['xml:space', { prefix: 'xml', name: 'space', namespace: NS.XML }],
  ['xmlns', { prefix: '', name: 'xmlns', namespace: NS.XMLNS }],
  ['xmlns:xlink', { prefix: 'xmlns', name: 'xlink', namespace: NS.XMLNS }],
]);

/** Start tags that break out of foreign content (§13.2.6.5); `font` only with color, face or size. */
const BREAKOUT = new Uint8Array(TAG_COUNT);
for (const tag of [
  TAG.B, TAG.BIG, TAG.BLOCKQUOTE, TAG.BODY, TAG.BR, TAG.CENTER, TAG.CODE, TAG.DD, TAG.DIV, TAG.DL,
  TAG.DT, TAG.EM, TAG.EMBED, TAG.H1, TAG.H2, TAG.H3, TAG.H4, TAG.H5, TAG.H6, TAG.HEAD, TAG.HR, TAG.I,
  TAG.IMG, TAG.LI, TAG.LISTING, TAG.MENU, TAG.META, TAG.NOBR, TAG.OL, TAG.P, TAG.PRE, TAG.RUBY, TAG.S,
  TAG.SMALL, TAG.SPAN, TAG.STRONG, TAG.STRIKE, TAG.SUB, TAG.SUP, TAG.TABLE, TAG.TT, TAG.U, TAG.UL,
  TAG.VAR,
]) {
  BREAKOUT[tag] = 1;
}

export function isBreakoutTag(tagId: TAG): boolean {
  return BREAKOUT[tagId] === 1;
}
