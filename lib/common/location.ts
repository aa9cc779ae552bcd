/** A source range, in parse5's shape: 1-based lines and columns, 0-based offsets into the input. */
export interface Location {
  startLine: number;
  startCol: number;
  startOffset: number;
  endLine: number;
  endCol: number;
  endOffset: number;
}

export interface LocationWithAttributes extends Location {
  /** Per attribute name, the range of the whole attribute (`name="value"`). */
  attrs?: Record<string, Location>;
}

/** An element's location: the whole element, plus its start tag and (when present) its end tag. */
export interface ElementLocation extends LocationWithAttributes {
  startTag?: Location;
  endTag?: Location;
}

/** A parse error: the spec's kebab-case code and where it happened. */
export interface ParserError extends Location {
  code: string;
}

export type ParserErrorHandler = (error: ParserError) => void;
