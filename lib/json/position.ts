import { qualifiedName, type Attribute } from '../common/attribute.js';
import type { ElementLocation, Location, OffsetLocations, SourcePoints } from '../common/location.js';
import { nameMap } from '../common/name-map.js';
import { plainConstructor } from '../common/plain-constructor.js';
import type { ElementNode, ElementPosition, Node, Point, Position } from './nodes.js';

/**
 * Conversion between the parser's parse5-shaped locations and unist positions. The two carry the
 * same numbers (1-based lines and columns, 0-based offsets), only the layout differs.
 */

/**
 * An attribute's location: keyed by its name, or for an SVG or MathML attribute whose case the
 * HTML parser adjusted (`viewBox`), by the name the tokenizer made (`viewbox`), as parse5 keys it.
 */
function attributeLocation(locations: Record<string, Location>, attr: Attribute): Location | undefined {
  const name = qualifiedName(attr);
  return locations[name] ?? locations[name.toLowerCase()];
}

// Points and positions are literals: they stay in the tree, and V8 allocates the objects of a
// literal whose objects survive straight into the old generation (see Source.location).

function point(line: number, column: number, offset: number): Point {
  return { line, column, offset };
}

function rangeOf(loc: Location): Position {
  return {
    start: point(loc.startLine, loc.startCol, loc.startOffset),
    end: point(loc.endLine, loc.endCol, loc.endOffset),
  };
}

/** An element's position: `startTag`, the attribute ranges and `endTag` as `loc` has them. */
function elementPosition(loc: ElementLocation, attrs: readonly Attribute[]): ElementPosition {
  const start = point(loc.startLine, loc.startCol, loc.startOffset);
  const end = point(loc.endLine, loc.endCol, loc.endOffset);
  const startTag = loc.startTag;
  const attrLocs = loc.attrs;
  let pos: ElementPosition;
  if (attrLocs === undefined || attrs.length === 0) {
    pos = startTag === undefined ? { start, end } : { start, end, startTag: rangeOf(startTag) };
  } else {
    const ranges: (Position | null)[] = new Array(attrs.length);
    for (let i = 0; i < attrs.length; i++) {
      const attrLoc = attributeLocation(attrLocs, attrs[i]!);
      ranges[i] = attrLoc === undefined ? null : rangeOf(attrLoc);
    }
    pos = startTag === undefined ? { start, end, attrs: ranges } : { start, end, startTag: rangeOf(startTag), attrs: ranges };
  }
  if (loc.endTag) pos.endTag = rangeOf(loc.endTag);
  return pos;
}

/**
 * The position for a new node's location; `startTag`, `endTag` and the attribute ranges are kept
 * when the location has them (attribute ranges in the order of `attrs`, the element's attributes).
 */
export function positionOf(loc: ElementLocation, attrs: readonly Attribute[] | null): ElementPosition {
  return attrs === null ? rangeOf(loc) : elementPosition(loc, attrs);
}

/**
 * Applies a partial location update (the parser moves ends, and adds the end tag, as it goes).
 * The points are changed in place: each position has points of its own.
 */
export function updatePosition(pos: ElementPosition, loc: Partial<ElementLocation>): void {
  if (loc.startLine !== undefined && loc.startCol !== undefined && loc.startOffset !== undefined) {
    movePoint(pos.start, loc.startLine, loc.startCol, loc.startOffset);
  }
  if (loc.endLine !== undefined && loc.endCol !== undefined && loc.endOffset !== undefined) {
    movePoint(pos.end, loc.endLine, loc.endCol, loc.endOffset);
  }
  if (loc.startTag) pos.startTag = rangeOf(loc.startTag);
  if (loc.endTag) pos.endTag = rangeOf(loc.endTag);
}

function movePoint(point: Point, line: number, column: number, offset: number): void {
  point.line = line;
  point.column = column;
  point.offset = offset;
}

function locationOf(pos: Position): Location {
  return {
    startLine: pos.start.line,
    startCol: pos.start.column,
    startOffset: pos.start.offset,
    endLine: pos.end.line,
    endCol: pos.end.column,
    endOffset: pos.end.offset,
  };
}

/** The parse5-shaped location of a position (what `getNodeSourceCodeLocation` returns). */
export function elementLocationOf(pos: ElementPosition, attrs: readonly Attribute[] | null): ElementLocation {
  const loc: ElementLocation = locationOf(pos);
  if (pos.startTag) loc.startTag = locationOf(pos.startTag);
  const ranges = pos.attrs;
  if (ranges !== undefined && attrs !== null) {
    // Keyed by name, as parse5 does; a name map, so any attribute name is a plain key.
    const byName = nameMap<Location>();
    for (let i = 0; i < ranges.length && i < attrs.length; i++) {
      const range = ranges[i];
      if (range) byName[qualifiedName(attrs[i]!)] = locationOf(range);
    }
    loc.attrs = byName;
  }
  if (pos.endTag) loc.endTag = locationOf(pos.endTag);
  return loc;
}

function pointAt(points: SourcePoints, offset: number): Point {
  const line = points.line(offset);
  return point(line, offset - points.lineStart + 1, points.originalOffset(offset));
}

function rangeAt(points: SourcePoints, start: number, end: number): Position {
  return { start: pointAt(points, start), end: pointAt(points, end) };
}

function moveEnd(pos: Position, points: SourcePoints, offset: number): void {
  const line = points.line(offset);
  movePoint(pos.end, line, offset - points.lineStart + 1, points.originalOffset(offset));
}

/**
 * An element's position as its start tag makes it, with `attrs` when given. A plain constructor
 * rather than a literal, so that the `endTag` added when the element closes has room in the object
 * instead of a separate property store per element (see END_TAG_ROOM in
 * lib/common/node-locations.ts, which does the same for parse5-shaped locations).
 */
const ElementStartPosition = plainConstructor(function (
  this: ElementPosition,
  start: Point,
  end: Point,
  startTag: Position,
  attrs: (Position | null)[] | undefined,
) {
  this.start = start;
  this.end = end;
  this.startTag = startTag;
  if (attrs !== undefined) this.attrs = attrs;
});

/**
 * The first ElementStartPositions made, with attributes and an end tag: V8 sizes the constructor's
 * objects for every key its first few have gained, so every element keeps room for `endTag`. Held
 * for good, which also keeps their shape's optimized code alive between parses (see common/kept.ts).
 */
const END_TAG_ROOM: readonly ElementPosition[] = [[], undefined].map((attrs) => {
  const range = { start: point(1, 1, 0), end: point(1, 1, 0) };
  const pos = new ElementStartPosition(range.start, range.end, range, attrs);
  pos.endTag = range;
  return pos;
});

/**
 * The parser's offsets straight to positions (FastPaths.offsetLocations, with the adapter's
 * `replaces`): the same positions as `positionOf` and `updatePosition` make of parse5 locations,
 * without the locations.
 */
export const offsetPositions: Omit<OffsetLocations<Node>, 'replaces'> = {
  setNodeRange(node: Node, points: SourcePoints, start: number, end: number): void {
    node.position = rangeAt(points, start, end);
  },

  setElementRange(node: Node, points: SourcePoints, start: number, end: number, attrSpans: readonly number[] | null): void {
    const element = node as ElementNode;
    // The element starts and (for now) ends as its start tag: the same points, each its own object.
    const startTag = rangeAt(points, start, end);
    const from = startTag.start;
    const to = startTag.end;
    const count = element.attrs.length;
    let ranges: (Position | null)[] | undefined;
    if (attrSpans !== null && count !== 0) {
      ranges = new Array(count);
      for (let i = 0, s = 0; i < count; i++, s += 5) {
        ranges[i] = s < attrSpans.length ? rangeAt(points, attrSpans[s]!, attrSpans[s + 4]!) : null;
      }
    }
    element.position = new ElementStartPosition(point(from.line, from.column, from.offset), point(to.line, to.column, to.offset), startTag, ranges);
  },

  endWithTag(node: Node, points: SourcePoints, start: number, end: number): void {
    const pos = node.position as ElementPosition | undefined;
    if (pos === undefined) return;
    const endTag = rangeAt(points, start, end);
    const to = endTag.end;
    movePoint(pos.end, to.line, to.column, to.offset);
    pos.endTag = endTag;
  },

  endAt(node: Node, points: SourcePoints, offset: number): void {
    const pos = node.position;
    if (pos !== undefined) moveEnd(pos, points, offset);
  },
};
