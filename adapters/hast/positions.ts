import type { Element, ElementData, Root } from 'hast';
import type { Point, Position } from 'unist';
import type { ElementLocation, Location } from '../../lib/common/location.js';
import { NS } from '../../lib/common/namespaces.js';
import { getEndTag, getNamespace, getStartTag, setTags } from './hidden-slots.js';
import type { HastNode } from './nodes.js';
import { attributeInfo } from './properties.js';

/**
 * unist positions, made the way hast-util-from-parse5 makes them from parse5's locations. The
 * adapter gives a node its `position` when the parser locates it (and moves the end in place as
 * the parser moves it); when the parser pops the root element at the end of the input, one walk
 * does what needs the finished tree:
 *  - an element closed without an end tag ends where its last child ends, when that child has a
 *    position (hast-util-from-parse5's fix for parse5's ends of unclosed elements);
 *  - a template's contents span from the end of its start tag to the start of its end tag; when
 *    the template is unclosed they span the whole input, as does the root, but only when the
 *    adapter was given the input (`file`) and some node before them has a position.
 * With `verbose`, a located element also gets `data.position`: `opening` (its start tag),
 * `closing` (its end tag, once seen) and `properties` (each attribute's span, by property name).
 */

export interface PositionSettings {
  verbose: boolean;
  /** The whole input's position, when the adapter knows the input. */
  wholeInput: (() => Position) | null;
}

function startOf(loc: Location): Point {
  return { line: loc.startLine, column: loc.startCol, offset: loc.startOffset };
}

function endOf(loc: Location): Point {
  return { line: loc.endLine, column: loc.endCol, offset: loc.endOffset };
}

export function positionOf(loc: Location): Position {
  return { start: startOf(loc), end: endOf(loc) };
}

/** Moves a point in place (positions are the adapter's own objects, never shared). */
export function movePoint(point: Point, line: number, column: number, offset: number): void {
  point.line = line;
  point.column = column;
  point.offset = offset;
}

/** `data.position` of a located element (verbose): its start tag and its attributes' spans. */
export function verboseData(loc: ElementLocation, startTag: Location, inSvg: boolean): NonNullable<ElementData['position']> {
  const properties: Record<string, Position> = {};
  const attrs = loc.attrs;
  if (attrs) {
    for (const key in attrs) {
      // No Object.prototype names (`constructor`): hast-util-from-parse5 throws on them here.
      const info = attributeInfo(key, inSvg);
      if (info !== null) properties[info.property] = positionOf(attrs[key]!);
    }
  }
  const data: NonNullable<ElementData['position']> = { opening: positionOf(startTag) };
  if (loc.endTag) data.closing = positionOf(loc.endTag);
  data.properties = properties;
  return data;
}

/** `owners` entry of a frame that is not a template's contents. */
const NOT_CONTENTS = null;

/**
 * Finishes the positions under `top` (a document root, or the stand-in element of a fragment
 * parse), in hast-util-from-parse5's order: text, comments and doctypes before their following
 * siblings, elements after their children, a template's contents after the template. Iterative
 * (a stack of parents and child indices), so any depth works. Returns whether any node has a
 * position.
 */
export function finishPositions(top: Root | Element, settings: PositionSettings): boolean {
  let located = false;
  const parents: (Root | Element)[] = [top];
  const next: number[] = [0];
  // For a template's contents: the template.
  const owners: (Element | null)[] = [NOT_CONTENTS];
  let depth = 0;
  while (depth >= 0) {
    const parent = parents[depth]!;
    const children = parent.children;
    const index = next[depth]!;
    if (index < children.length) {
      next[depth] = index + 1;
      const child = children[index]!;
      if (child.type === 'element') {
        depth++;
        parents[depth] = child;
        next[depth] = 0;
        owners[depth] = NOT_CONTENTS;
      } else if (child.position !== undefined) {
        located = true;
      }
      continue;
    }
    // All children done: the parent itself.
    const owner = owners[depth]!;
    depth--;
    if (parent.type === 'element') {
      const position = parent.position;
      if (position !== undefined) {
        located = true;
        if (getEndTag(parent) === undefined) endAtLastChild(parent, position);
      }
      // Only HTML templates have contents (the tree builder gives them nothing else).
      const content = parent.content;
      if (content !== undefined) {
        depth++;
        parents[depth] = content;
        next[depth] = 0;
        owners[depth] = parent;
      } else {
        setTags(parent, null, undefined);
      }
    } else if (owner !== NOT_CONTENTS) {
      let position = located && settings.wholeInput !== null ? settings.wholeInput() : undefined;
      const startTag = getStartTag(owner);
      const endTag = getEndTag(owner);
      if (startTag && endTag) position = { start: endOf(startTag), end: startOf(endTag) };
      if (position !== undefined) parent.position = position;
      setTags(owner, null, undefined);
    } else if (parent === top && located && settings.wholeInput !== null) {
      parent.position = settings.wholeInput();
    }
  }
  return located;
}

function endAtLastChild(element: Element, position: Position): void {
  // hastscript holds an HTML or MathML template's children in `content` while
  // hast-util-from-parse5 positions it, so those never take their last child's end.
  if (element.tagName === 'template' && getNamespace(element) !== NS.SVG) return;
  const children = element.children;
  const tail = children[children.length - 1];
  if (tail !== undefined && tail.position !== undefined && tail.position.end) position.end = { ...tail.position.end };
}

/**
 * The position of a whole input: line 1 column 1 offset 0 to its end, with CRLF, CR and LF each
 * ending a line (as the parser and vfile-location count them).
 */
export function inputPosition(text: string): () => Position {
  const length = text.length;
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  // A CR ends a line too, unless an LF follows it (then the pair is one line break).
  for (let i = text.indexOf('\r'); i !== -1; i = text.indexOf('\r', i + 1)) {
    if (text.charCodeAt(i + 1) === 0x0a) continue;
    line++;
    if (i + 1 > lineStart) lineStart = i + 1;
  }
  const column = length - lineStart + 1;
  return () => ({ start: { line: 1, column: 1, offset: 0 }, end: { line, column, offset: length } });
}
