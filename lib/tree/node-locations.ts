import type { ElementLocation, Location, LocationWithAttributes, OffsetLocations } from '../common/location.js';
import type { Source } from '../input/source.js';
import { plainConstructor } from '../common/plain-constructor.js';

/** The adapter methods location bookkeeping uses (TreeAdapter and XmlTreeAdapter both have them). */
export interface LocationAdapter {
  setNodeSourceCodeLocation(node: unknown, location: ElementLocation | null): void;
  getNodeSourceCodeLocation(node: unknown): ElementLocation | null | undefined;
  updateNodeSourceCodeLocation(node: unknown, location: Partial<ElementLocation>): void;
  getChildNodes(node: unknown): unknown[];
  getTagName(element: unknown): string;
  isDocumentTypeNode(node: unknown): boolean;
  /** Optional: the last child without listing them all (O(children) in linked-list DOMs such as linkedom). */
  getLastChild?: (node: unknown) => unknown;
  /** Optional: `!!getNodeSourceCodeLocation(node)` without building the location (see TreeAdapter). */
  hasNodeSourceCodeLocation?: (node: unknown) => boolean;
  /** Optional: locations as offsets (see FastPaths.offsetLocations). */
  readonly offsetLocations?: OffsetLocations;
}

/**
 * An element's location from its start tag `tag` (whose `attrs` it shares): the tag's range, and
 * the tag as `startTag`; `endTag` comes later. Keys in parse5's order. Made by a plain constructor
 * rather than as a literal: a literal has in-object room for exactly the keys it is made with, so
 * the `endTag` added when the element closes would take a separate property store per element,
 * where a constructor's objects keep room for the keys they have gained by the time V8 fixes their
 * size, after the first few (see END_TAG_ROOM).
 */
const ElementStart = plainConstructor(function (this: ElementLocation, tag: LocationWithAttributes) {
  this.startLine = tag.startLine;
  this.startCol = tag.startCol;
  this.startOffset = tag.startOffset;
  this.endLine = tag.endLine;
  this.endCol = tag.endCol;
  this.endOffset = tag.endOffset;
  const attrs = tag.attrs;
  if (attrs !== undefined) this.attrs = attrs;
  this.startTag = tag;
});

/**
 * The first ElementStarts made, with attributes and an end tag: V8 sizes the constructor's objects
 * for every key its first few have gained (in-object slack tracking), so an element that closes
 * later still has room for `endTag`. Held for good, which also keeps their shape's optimized code
 * alive between parses (see common/kept.ts).
 */
const END_TAG_ROOM: readonly ElementLocation[] = [{ attrs: {} }, {}].map((sample) => {
  const tag = { startLine: 1, startCol: 1, startOffset: 0, endLine: 1, endCol: 1, endOffset: 0, ...sample };
  const element = new ElementStart(tag);
  element.endTag = tag;
  return element;
});

/**
 * Source locations of the nodes a tree builder makes, in parse5's shape (lines and columns from
 * the Source, offsets in the caller's string): the bookkeeping the HTML and XML tree builders
 * share. Which token closes which element is theirs to say; how that becomes a location is here.
 */
export class NodeLocations {
  /** The last point asked for by `endAt` (many elements can end where one token starts). */
  private pointOffset = -1;
  private point: Location | null = null;
  /** The adapter's offset path (FastPaths.offsetLocations), or null. */
  protected readonly offsets: OffsetLocations | null;

  constructor(
    protected readonly adapter: LocationAdapter,
    readonly source: Source,
  ) {
    const offsets = adapter.offsetLocations;
    this.offsets =
      offsets !== undefined &&
      offsets.replaces.setNodeSourceCodeLocation === adapter.setNodeSourceCodeLocation &&
      offsets.replaces.updateNodeSourceCodeLocation === adapter.updateNodeSourceCodeLocation
        ? offsets
        : null;
  }

  /** The location of the range [start, end). */
  range(start: number, end: number): Location {
    return this.source.location(start, end);
  }

  /** A node one token made: a comment, a processing instruction, a CDATA section. */
  setNode(node: unknown, start: number, end: number): void {
    const offsets = this.offsets;
    if (offsets !== null) offsets.setNodeRange(node, this.source, start, end);
    else this.adapter.setNodeSourceCodeLocation(node, this.source.location(start, end));
  }

  /** A node made by the parser with no token of its own (an implied element, a template's contents). */
  setNone(node: unknown): void {
    this.adapter.setNodeSourceCodeLocation(node, null);
  }

  /**
   * An element, from its start tag [start, end): the element starts as the tag, `startTag` is a
   * copy, and `attrs` (when given) maps attribute names to their ranges in both.
   */
  setElement(element: unknown, start: number, end: number, attrs: Record<string, Location> | null): void {
    const tag = attrs === null ? this.source.location(start, end) : this.source.locationWithAttributes(start, end, attrs);
    this.adapter.setNodeSourceCodeLocation(element, new ElementStart(tag));
  }

  /** Whether `node` has a location. */
  has(node: unknown): boolean {
    const adapter = this.adapter;
    return adapter.hasNodeSourceCodeLocation !== undefined
      ? adapter.hasNodeSourceCodeLocation(node)
      : !!adapter.getNodeSourceCodeLocation(node);
  }

  /** The element ends with its end tag, whose location is `tag` (a new object, the element's from now on). */
  endWithTag(element: unknown, tag: Location): void {
    this.adapter.updateNodeSourceCodeLocation(element, {
      endTag: tag,
      endLine: tag.endLine,
      endCol: tag.endCol,
      endOffset: tag.endOffset,
    });
  }

  /** The element ends at `offset`, without an end tag. */
  endAt(element: unknown, offset: number): void {
    const offsets = this.offsets;
    if (offsets !== null) {
      offsets.endAt(element, this.source, offset);
      return;
    }
    let point = this.point;
    if (point === null || this.pointOffset !== offset) {
      point = this.point = this.source.location(offset, offset);
      this.pointOffset = offset;
    }
    this.adapter.updateNodeSourceCodeLocation(element, {
      endLine: point.startLine,
      endCol: point.startCol,
      endOffset: point.startOffset,
    });
  }

  /**
   * Text [start, end) was just inserted into `parent`, before `before` (at the end when null):
   * the text node it made gets that location, or the text node it joined ends later.
   */
  text(parent: unknown, before: unknown, start: number, end: number): void {
    const adapter = this.adapter;
    let textNode: unknown;
    if (before === null && adapter.getLastChild !== undefined) {
      textNode = adapter.getLastChild(parent);
    } else {
      const siblings = adapter.getChildNodes(parent);
      textNode = siblings[(before === null ? siblings.length : siblings.lastIndexOf(before)) - 1];
    }
    const source = this.source;
    if (!this.has(textNode)) this.setNode(textNode, start, end);
    else if (this.offsets !== null) this.offsets.endAt(textNode, source, end);
    else {
      const endLine = source.line(end);
      adapter.updateNodeSourceCodeLocation(textNode, { endLine, endCol: end - source.lineStart + 1, endOffset: source.originalOffset(end) });
    }
  }

  /** The document's DOCTYPE node, once it is in the document. */
  doctype(document: unknown, start: number, end: number): void {
    const adapter = this.adapter;
    for (const child of adapter.getChildNodes(document)) {
      if (adapter.isDocumentTypeNode(child)) {
        this.setNode(child, start, end);
        return;
      }
    }
  }
}
