import { NS } from './namespaces.js';

// #parsing-main-inforeign and "adjust SVG attributes" / "adjust MathML attributes" / "adjust foreign attributes".

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
