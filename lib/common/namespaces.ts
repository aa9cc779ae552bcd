/** Namespace URIs, as parse5 exports them (`NS`). */
export enum NS {
  HTML = 'http://www.w3.org/1999/xhtml',
  MATHML = 'http://www.w3.org/1998/Math/MathML',
  SVG = 'http://www.w3.org/2000/svg',
  XLINK = 'http://www.w3.org/1999/xlink',
  XML = 'http://www.w3.org/XML/1998/namespace',
  XMLNS = 'http://www.w3.org/2000/xmlns/',
}

/** Document modes, as parse5 exports them (`DOCUMENT_MODE`). */
export enum DOCUMENT_MODE {
  NO_QUIRKS = 'no-quirks',
  QUIRKS = 'quirks',
  LIMITED_QUIRKS = 'limited-quirks',
}

/**
 * The parser's own small-integer namespace ids for elements on the stack of open elements.
 * Kept separate from the URIs so scope tests are integer compares.
 */
export const enum NsId {
  HTML = 0,
  SVG = 1,
  MATHML = 2,
}

export function nsIdOf(uri: string): NsId | -1 {
  switch (uri) {
    case NS.HTML:
      return NsId.HTML;
    case NS.SVG:
      return NsId.SVG;
    case NS.MATHML:
      return NsId.MATHML;
    default:
      return -1;
  }
}

export const NS_URI_BY_ID: readonly NS[] = [NS.HTML, NS.SVG, NS.MATHML];
