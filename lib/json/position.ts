import type { Attribute } from '../common/attribute.js';
import type { ElementLocation, Location } from '../common/location.js';
import type { ElementPosition, Point, Position } from './nodes.js';

/**
 * Conversion between the parser's parse5-shaped locations and unist positions. The two carry the
 * same numbers (1-based lines and columns, 0-based offsets), only the layout differs.
 */

/** The name an attribute's location is keyed by: the name as written, prefix included. */
function writtenName(attr: Attribute): string {
  return attr.prefix ? attr.prefix + ':' + attr.name : attr.name;
}

/**
 * An attribute's location: keyed by its name, or for an SVG or MathML attribute whose case the
 * HTML parser adjusted (`viewBox`), by the name the tokenizer made (`viewbox`), as parse5 keys it.
 */
function attributeLocation(locations: Record<string, Location>, attr: Attribute): Location | undefined {
  const name = writtenName(attr);
  return locations[name] ?? locations[name.toLowerCase()];
}

function point(line: number, column: number, offset: number): Point {
  return { line, column, offset };
}

function rangeOf(loc: Location): Position {
  return {
    start: point(loc.startLine, loc.startCol, loc.startOffset),
    end: point(loc.endLine, loc.endCol, loc.endOffset),
  };
}

/**
 * The position for a new node's location; `startTag`, `endTag` and the attribute ranges are kept
 * when the location has them (attribute ranges in the order of `attrs`, the element's attributes).
 */
export function positionOf(loc: ElementLocation, attrs: readonly Attribute[] | null): ElementPosition {
  const pos: ElementPosition = rangeOf(loc);
  if (loc.startTag) pos.startTag = rangeOf(loc.startTag);
  const attrLocs = loc.attrs;
  if (attrLocs && attrs !== null && attrs.length > 0) {
    const ranges: (Position | null)[] = new Array(attrs.length);
    for (let i = 0; i < attrs.length; i++) {
      const attrLoc = attributeLocation(attrLocs, attrs[i]!);
      ranges[i] = attrLoc === undefined ? null : rangeOf(attrLoc);
    }
    pos.attrs = ranges;
  }
  if (loc.endTag) pos.endTag = rangeOf(loc.endTag);
  return pos;
}

/** Applies a partial location update (the parser moves ends, and adds the end tag, as it goes). */
export function updatePosition(pos: ElementPosition, loc: Partial<ElementLocation>): void {
  if (loc.startLine !== undefined && loc.startCol !== undefined && loc.startOffset !== undefined) {
    pos.start = point(loc.startLine, loc.startCol, loc.startOffset);
  }
  if (loc.endLine !== undefined && loc.endCol !== undefined && loc.endOffset !== undefined) {
    pos.end = point(loc.endLine, loc.endCol, loc.endOffset);
  }
  if (loc.startTag) pos.startTag = rangeOf(loc.startTag);
  if (loc.endTag) pos.endTag = rangeOf(loc.endTag);
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
    // Keyed by name, as parse5 does; a null-prototype map, so any attribute name is a plain key.
    const byName: Record<string, Location> = Object.create(null);
    for (let i = 0; i < ranges.length && i < attrs.length; i++) {
      const range = ranges[i];
      if (range) byName[writtenName(attrs[i]!)] = locationOf(range);
    }
    loc.attrs = byName;
  }
  if (pos.endTag) loc.endTag = locationOf(pos.endTag);
  return loc;
}
