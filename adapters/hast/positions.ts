import type { Element, ElementData, Root } from 'hast';
import type { Point, Position } from 'unist';
import type { ElementLocation, Location } from '../../lib/common/location.js';
import { NS } from '../../lib/common/namespaces.js';
import { getLocation, getNamespace, setLocation } from './hidden-slots.js';
import type { HastNode } from './nodes.js';
import { attributeInfo } from './properties.js';

/**
 * unist positions for a finished tree. While the parser runs, the adapter only keeps the
 * parse5-shaped location the parser gives each node (it moves ends as it goes); when the parser
 * pops the root element at the end of the input, one walk turns them into positions exactly as
 * hast-util-from-parse5 does from parse5's locations:
 *  - every node the parser located gets `position` (start and end, line/column/offset);
 *  - an element closed without an end tag ends where its last child ends, when that child has a
 *    position (hast-util-from-parse5's fix for parse5's ends of unclosed elements);
 *  - with `verbose`, a located element gets `data.position`: `opening` (its start tag), `closing`
 *    (its end tag, when it had one) and `properties` (each attribute's span, by property name);
 *  - a template's contents span from the end of its start tag to the start of its end tag; when
 *    the template is unclosed they span the whole input, as does the root, but only when the
 *    adapter was given the input (`file`) and some node has a position.
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

const ENTER = 0;
const EXIT = 1;
/** `owners` entry of a node that is not a template's contents. */
const NOT_CONTENTS = undefined;

/**
 * Gives positions to the nodes under `top` (a document root, or the stand-in element of a
 * fragment parse), in hast-util-from-parse5's order: text, comments and doctypes before their
 * following siblings, elements after their children, a template's contents after the template.
 * Iterative, so any depth works. Returns whether any node got a position.
 */
export function finishPositions(top: Root | Element, settings: PositionSettings): boolean {
  let located = false;
  const nodes: HastNode[] = [top];
  const phases: number[] = [ENTER];
  // For a template's contents: the template's location (null when it has none).
  const owners: (ElementLocation | null | undefined)[] = [NOT_CONTENTS];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const phase = phases.pop()!;
    const owner = owners.pop();
    if (node.type === 'root' || node.type === 'element') {
      if (phase === ENTER) {
        nodes.push(node);
        phases.push(EXIT);
        owners.push(owner);
        const children = node.children;
        for (let i = children.length - 1; i >= 0; i--) {
          nodes.push(children[i]!);
          phases.push(ENTER);
          owners.push(NOT_CONTENTS);
        }
      } else if (node.type === 'element') {
        const loc = getLocation(node);
        if (loc) {
          finishElement(node, loc, settings.verbose);
          located = true;
          setLocation(node, null);
        }
        // Only HTML templates have contents (the tree builder gives them nothing else).
        const content = node.content;
        if (content !== undefined) {
          nodes.push(content);
          phases.push(ENTER);
          owners.push(loc ?? null);
        }
      } else if (owner !== NOT_CONTENTS) {
        let position = located && settings.wholeInput !== null ? settings.wholeInput() : undefined;
        if (owner !== null && owner.startTag && owner.endTag) position = { start: endOf(owner.startTag), end: startOf(owner.endTag) };
        if (position !== undefined) node.position = position;
      } else if (node === top && located && settings.wholeInput !== null) {
        node.position = settings.wholeInput();
      }
    } else {
      const loc = getLocation(node);
      if (loc) {
        node.position = positionOf(loc);
        located = true;
        setLocation(node, null);
      }
    }
  }
  return located;
}

function finishElement(element: Element, loc: ElementLocation, verbose: boolean): void {
  const position = positionOf(loc);
  const ns = getNamespace(element);
  // hastscript holds an HTML or MathML template's children in `content` while
  // hast-util-from-parse5 positions it, so those never take their last child's end.
  const childrenAside = element.tagName === 'template' && ns !== NS.SVG;
  if (!loc.endTag && !childrenAside) {
    const children = element.children;
    const tail = children[children.length - 1];
    if (tail !== undefined && tail.position !== undefined && tail.position.end) position.end = { ...tail.position.end };
  }
  if (verbose && loc.startTag) {
    const properties: Record<string, Position> = {};
    const attrs = loc.attrs;
    if (attrs) {
      const inSvg = ns === NS.SVG;
      for (const key in attrs) {
        // No Object.prototype names (`constructor`): hast-util-from-parse5 throws on them here.
        const info = attributeInfo(key, inSvg);
        if (info !== null) properties[info.property] = positionOf(attrs[key]!);
      }
    }
    const data: NonNullable<ElementData['position']> = { opening: positionOf(loc.startTag) };
    if (loc.endTag) data.closing = positionOf(loc.endTag);
    data.properties = properties;
    element.data = { position: data };
  }
  element.position = position;
}

/**
 * The position of a whole input: line 1 column 1 offset 0 to its end, with CRLF, CR and LF each
 * ending a line (as the parser and vfile-location count them).
 */
export function inputPosition(text: string): () => Position {
  const length = text.length;
  let line = 1;
  let lineStart = 0;
  if (text.indexOf('\r') === -1) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
  } else {
    for (let i = 0; i < length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x0d) {
        if (text.charCodeAt(i + 1) === 0x0a) i++;
      } else if (c !== 0x0a) continue;
      line++;
      lineStart = i + 1;
    }
  }
  const column = length - lineStart + 1;
  return () => ({ start: { line: 1, column: 1, offset: 0 }, end: { line, column, offset: length } });
}
