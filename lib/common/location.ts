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

/** Lines, columns and the caller's offsets for the parser's offsets (what an OffsetLocations needs of the input). */
export interface SourcePoints {
  /** 1-based line of an offset; sets `lineStart` to where that line starts. */
  line(offset: number): number;
  /** Where the line of the last `line(offset)` starts: the offset's column is `offset - lineStart + 1`. */
  readonly lineStart: number;
  /** The offset in the caller's string (the parser's offsets count a CRLF pair as one). */
  originalOffset(offset: number): number;
  /** The parse5-shaped location of [start, end), a new object. */
  location(start: number, end: number): Location;
}

/**
 * Source locations handed over as offsets, for an adapter that can build what it keeps straight
 * from them (the JSON AST's unist positions, domhandler's location objects updated in place),
 * where the parse5-shaped path builds location objects and update objects for the adapter to
 * copy and drop. Offsets are the parser's; `points` turns them into lines, columns and the
 * caller's offsets. The tree builders use these where the result is the one
 * `setNodeSourceCodeLocation` and `updateNodeSourceCodeLocation` would give, and those two
 * elsewhere (and for what the adapter has no optional method for).
 */
export interface OffsetLocations<Node = unknown> {
  /**
   * The adapter's location methods these stand in for. The parser takes the offset path only
   * while the adapter's methods are still these: a copy of the adapter (`{ ...adapter }`) that
   * replaces one of them gets its own method called, as without this path.
   */
  readonly replaces: {
    readonly setNodeSourceCodeLocation: unknown;
    readonly updateNodeSourceCodeLocation: unknown;
  };
  /** The node covers [start, end). */
  setNodeRange(node: Node, points: SourcePoints, start: number, end: number): void;
  /** The node, which has a location, now ends at `offset`. */
  endAt(node: Node, points: SourcePoints, offset: number): void;
  /**
   * An element made for an HTML start tag [start, end): it covers the tag for now. `attrSpans`,
   * when not null, holds five numbers per attribute of the element (in the order of its
   * attributes), the attribute's range being [attrSpans[5i], attrSpans[5i + 4]).
   */
  setElementRange?(element: Node, points: SourcePoints, start: number, end: number, attrSpans: readonly number[] | null): void;
  /** The element, which has a location, ends with its end tag [start, end), a tag without attributes. */
  endWithTag?(element: Node, points: SourcePoints, start: number, end: number): void;
}
