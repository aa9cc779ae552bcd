import { NO_ATTRIBUTES, qualifiedName } from '../common/attribute.js';
import type { ErrorReporter } from '../input/error-reporter.js';
import type { Location } from '../common/location.js';
import { NodeLocations } from '../tree/node-locations.js';
import { nameMap } from '../common/name-map.js';
import type { Source } from '../input/source.js';
import type { TreeAdapterTypeMap } from '../tree/tree-adapter.js';
import { ElementNames } from './element-names.js';
import { NamespaceScope } from './namespace-scope.js';
import { XML_ERR } from './xml-error-codes.js';
import type { XmlDoctypeToken, XmlTagToken, XmlTokenSink } from './xml-token.js';
import type { FastPathXmlAdapter } from '../tree/xml-tree-adapter.js';

/** XML5's tree construction phases. */
const enum Phase {
  /** Before the root element: DOCTYPE, comments and PIs go to the document. */
  START,
  /** Inside the root element. */
  MAIN,
  /** After the root element: comments and PIs go to the document, the rest is dropped. */
  END,
}

/** Index of the first non-whitespace character of `s`, or -1 when it is all whitespace. */
function firstNonSpace(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x09 && c !== 0x0d) return i;
  }
  return -1;
}

/** Whether an XML declaration's data says `version="1.1"`. */
function declaresXml11(data: string): boolean {
  return /^version\s*=\s*(["'])1\.1\1/.test(data);
}

/**
 * XML5 tree construction: the start, main and end phases, with namespaces resolved per element.
 * The open elements live in flat arrays and every loop is iterative, so depth costs nothing
 * but memory. In fragment mode (`parseXmlFragment`) there is no single root element: elements,
 * text and CDATA at the top level all go into the root node, which the adapter makes with
 * `createDocumentFragment`.
 */
export class XmlTreeBuilder<T extends TreeAdapterTypeMap> implements XmlTokenSink {
  /** The root node: a document, or in fragment mode a document fragment. */
  readonly document: T['document'];
  private phase = Phase.START;
  private readonly stack: T['element'][] = [];
  /** Qualified names of the open elements, as written. */
  private readonly names: string[] = [];
  /**
   * How many open elements have each name, so an end tag matching none is rejected in O(1).
   * Counted from the first end tag that does not close the current element on (null until then):
   * well-formed XML never needs it.
   */
  private openCounts: Map<string, number> | null = null;
  private readonly scope = new NamespaceScope();
  private readonly elementNames: ElementNames;
  private sawDoctype = false;
  /** Source locations, when they are on (else null). */
  private readonly locations: NodeLocations | null;
  /** Whether the adapter borrows attributes (FastPaths.borrowsAttributes): then the tokenizer may lend them. */
  readonly borrowsAttributes: boolean;

  constructor(
    private readonly adapter: FastPathXmlAdapter<T>,
    source: Source,
    private readonly errors: ErrorReporter,
    locations: boolean,
    private readonly fragment = false,
  ) {
    this.document = fragment ? adapter.createDocumentFragment() : adapter.createDocument();
    this.elementNames = new ElementNames(this.scope, errors);
    this.locations = locations ? new NodeLocations(adapter, source) : null;
    this.borrowsAttributes = adapter.borrowsAttributes === true;
  }

  private get currentParent(): T['parentNode'] {
    return this.stack.length === 0 ? this.document : this.stack[this.stack.length - 1];
  }

  onStartTag(token: XmlTagToken): void {
    if (this.phase === Phase.END) {
      this.errors.report(XML_ERR.unexpectedElementAfterRoot, token.start);
      return;
    }
    const element = this.createElement(token);
    this.adapter.appendChild(this.currentParent, element);
    if (token.selfClosing) {
      this.scope.pop();
      if (this.phase === Phase.START) this.phase = this.fragment ? Phase.MAIN : Phase.END;
      return;
    }
    this.stack.push(element);
    this.names.push(token.name);
    const counts = this.openCounts;
    if (counts !== null) counts.set(token.name, (counts.get(token.name) ?? 0) + 1);
    this.adapter.onItemPush?.(element);
    this.phase = Phase.MAIN;
  }

  /** Opens the element's namespace scope and creates it with resolved names. */
  private createElement(token: XmlTagToken): T['element'] {
    const attrs = token.attrs;
    const resolved = this.elementNames.resolve(token);
    const namespace = this.elementNames.namespace;
    // NO_ATTRIBUTES only goes to an adapter that borrows attributes; others get an array of their own.
    const element = this.adapter.createElement(token.name, namespace, resolved === NO_ATTRIBUTES && !this.borrowsAttributes ? [] : resolved);
    const locations = this.locations;
    if (locations !== null) {
      const spans = token.attrSpans;
      let attrLocations: Record<string, Location> | null = null;
      if (spans !== null && spans.length > 0) {
        attrLocations = nameMap<Location>();
        const dropped = this.elementNames.dropped;
        for (let i = 0; i < attrs.length; i++) {
          if (dropped !== null && dropped.has(i)) continue;
          // Keyed by the name as written (resolve gave a prefixed attribute its local name).
          attrLocations[qualifiedName(attrs[i]!)] = locations.range(spans[5 * i]!, spans[5 * i + 4]!);
        }
      }
      locations.setElement(element, token.start, token.end, attrLocations);
    }
    return element;
  }

  /** Pops the current node; `end` is where it ended, `endTag` its end tag's range if it had one. */
  private popCurrent(end: number, endTagStart: number): void {
    const element = this.stack.pop()!;
    const name = this.names.pop()!;
    const counts = this.openCounts;
    if (counts !== null) counts.set(name, counts.get(name)! - 1);
    this.scope.pop();
    const locations = this.locations;
    if (locations !== null) {
      if (endTagStart === -1) locations.endAt(element, end);
      else locations.endWithTag(element, locations.range(endTagStart, end));
    }
    this.adapter.onItemPop?.(element, this.currentParent);
  }

  onEndTag(name: string, start: number, end: number): void {
    if (this.stack.length === 0) {
      this.errors.report(XML_ERR.unexpectedEndTag, start);
      return;
    }
    if (name === '') {
      // The short end tag `</>` closes the current element.
      this.popCurrent(end, start);
    } else if (this.names[this.names.length - 1] !== name && (this.countOpen().get(name) ?? 0) === 0) {
      this.errors.report(XML_ERR.unexpectedEndTag, start);
      return;
    } else {
      if (this.names[this.names.length - 1] !== name) this.errors.report(XML_ERR.mismatchedEndTag, start);
      while (this.names[this.names.length - 1] !== name) this.popCurrent(start, -1);
      this.popCurrent(end, start);
    }
    if (this.stack.length === 0 && !this.fragment) this.phase = Phase.END;
  }

  /** openCounts, counted now if it was not yet. */
  private countOpen(): Map<string, number> {
    let counts = this.openCounts;
    if (counts === null) {
      counts = new Map();
      for (const name of this.names) counts.set(name, (counts.get(name) ?? 0) + 1);
      this.openCounts = counts;
    }
    return counts;
  }

  onText(text: string, start: number, end: number): void {
    if (this.stack.length === 0 && !this.fragment) {
      this.outsideRoot(text, start);
      return;
    }
    const parent = this.currentParent;
    this.adapter.insertText(parent, text);
    if (this.locations !== null) this.locations.text(parent, null, start, end);
  }

  /** Text outside the root element is dropped: silently when it is whitespace. */
  private outsideRoot(text: string, start: number): void {
    if (firstNonSpace(text) !== -1) this.errors.report(XML_ERR.textOutsideRootElement, start);
  }

  onCdata(data: string, start: number, end: number): void {
    if (this.stack.length === 0 && !this.fragment) {
      this.outsideRoot(data, start);
      return;
    }
    this.insert(this.adapter.createCdataSection(data), start, end);
  }

  onComment(data: string, start: number, end: number): void {
    this.insert(this.adapter.createCommentNode(data), start, end);
  }

  onProcessingInstruction(target: string, data: string, start: number, end: number): void {
    if (start === 0 && target === 'xml') this.elementNames.xml11 = declaresXml11(data);
    this.insert(this.adapter.createProcessingInstruction(target, data), start, end);
  }

  private insert(node: T['childNode'], start: number, end: number): void {
    this.adapter.appendChild(this.currentParent, node);
    if (this.locations !== null) this.locations.setNode(node, start, end);
  }

  onDoctype(token: XmlDoctypeToken): void {
    if (this.phase !== Phase.START || this.sawDoctype) {
      this.errors.report(XML_ERR.unexpectedDoctype, token.start);
      return;
    }
    this.sawDoctype = true;
    const adapter = this.adapter;
    if (adapter.setXmlDocumentType !== undefined) {
      adapter.setXmlDocumentType(this.document, token.name, token.publicId, token.systemId, token.internalSubset);
    } else {
      adapter.setDocumentType(this.document, token.name, token.publicId, token.systemId);
    }
    if (this.locations !== null) this.locations.doctype(this.document, token.start, token.end);
  }

  onEof(offset: number): void {
    if (this.phase === Phase.START && !this.fragment) {
      this.errors.report(XML_ERR.missingRootElement, offset);
    } else if (this.stack.length > 0) {
      this.errors.report(XML_ERR.eofInElement, offset);
      while (this.stack.length > 0) this.popCurrent(offset, -1);
    }
    this.errors.flushInputErrors();
  }
}
