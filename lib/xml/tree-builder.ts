import type { Attribute } from '../common/attribute.js';
import type { ErrorReporter } from '../common/error-reporter.js';
import type { Location } from '../common/location.js';
import { NodeLocations } from '../common/node-locations.js';
import { NS } from '../common/namespaces.js';
import type { Source } from '../input/source.js';
import type { TreeAdapterTypeMap } from '../tree/tree-adapter.js';
import { NamespaceScope } from './namespace-scope.js';
import { XML_ERR } from './xml-error-codes.js';
import type { XmlDoctypeToken, XmlTagToken, XmlTokenSink } from './xml-token.js';
import type { XmlTreeAdapter } from './xml-tree-adapter.js';

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

/** The prefix of a qualified name `p:local`, or '' when the name is not one (no or bad colon). */
function prefixOf(name: string): string {
  const colon = name.indexOf(':');
  if (colon <= 0 || colon === name.length - 1 || name.indexOf(':', colon + 1) !== -1) return '';
  return name.slice(0, colon);
}

/**
 * XML5 tree construction: the start, main and end phases, with namespaces resolved per element.
 * The open elements live in flat arrays and every loop is iterative, so depth costs nothing
 * but memory.
 */
export class XmlTreeBuilder<T extends TreeAdapterTypeMap> implements XmlTokenSink {
  readonly document: T['document'];
  private phase = Phase.START;
  private readonly stack: T['element'][] = [];
  /** Qualified names of the open elements, as written. */
  private readonly names: string[] = [];
  /** How many open elements have each name, so an end tag matching none is rejected in O(1). */
  private readonly openCounts = new Map<string, number>();
  private readonly scope = new NamespaceScope();
  private sawDoctype = false;
  /** Source locations, when they are on (else null). */
  private readonly locations: NodeLocations | null;

  constructor(
    private readonly adapter: XmlTreeAdapter<T>,
    source: Source,
    private readonly errors: ErrorReporter,
    locations: boolean,
  ) {
    this.document = adapter.createDocument();
    this.locations = locations ? new NodeLocations(adapter, source) : null;
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
      if (this.phase === Phase.START) this.phase = Phase.END;
      return;
    }
    this.stack.push(element);
    this.names.push(token.name);
    this.openCounts.set(token.name, (this.openCounts.get(token.name) ?? 0) + 1);
    this.adapter.onItemPush?.(element);
    this.phase = Phase.MAIN;
  }

  /** Opens the element's namespace scope and creates it with resolved names. */
  private createElement(token: XmlTagToken): T['element'] {
    const attrs = token.attrs;
    let prefixes: string[] | null = null;
    let uris: string[] | null = null;
    for (let i = 0; i < attrs.length; i++) {
      const name = attrs[i]!.name;
      let prefix: string;
      if (name === 'xmlns') prefix = '';
      else if (name.startsWith('xmlns:') && prefixOf(name) === 'xmlns') prefix = name.slice(6);
      else continue;
      const uri = attrs[i]!.value;
      if (prefix === 'xmlns' || (prefix === 'xml') !== (uri === NS.XML) || uri === NS.XMLNS) {
        this.errors.report(XML_ERR.reservedNamespacePrefix, token.start);
        continue;
      }
      if (prefixes === null) {
        prefixes = [];
        uris = [];
      }
      prefixes.push(prefix);
      uris!.push(uri);
    }
    this.scope.push(prefixes, uris);

    const prefix = prefixOf(token.name);
    let namespace = this.scope.lookup(prefix);
    if (namespace === null || (prefix !== '' && namespace === '')) {
      if (prefix !== '') this.errors.report(XML_ERR.unboundNamespacePrefix, token.start + 1);
      namespace = '';
    }

    const resolved: Attribute[] = [];
    for (let i = 0; i < attrs.length; i++) {
      const { name, value } = attrs[i]!;
      const attrPrefix = name === 'xmlns' ? 'xmlns' : prefixOf(name);
      if (attrPrefix === '') {
        resolved.push({ name, value });
        continue;
      }
      const uri = name === 'xmlns' ? NS.XMLNS : this.scope.lookup(attrPrefix);
      if (uri === null || uri === '') {
        this.errors.report(XML_ERR.unboundNamespacePrefix, token.start);
        resolved.push({ name, value });
      } else if (name === 'xmlns') {
        resolved.push({ name, value, namespace: uri });
      } else {
        resolved.push({ name: name.slice(attrPrefix.length + 1), value, namespace: uri, prefix: attrPrefix });
      }
    }

    const element = this.adapter.createElement(token.name, namespace, resolved);
    const locations = this.locations;
    if (locations !== null) {
      const spans = token.attrSpans;
      let attrLocations: Record<string, Location> | null = null;
      if (spans !== null && spans.length > 0) {
        attrLocations = {};
        for (let i = 0; i < attrs.length; i++) attrLocations[attrs[i]!.name] = locations.range(spans[2 * i]!, spans[2 * i + 1]!);
      }
      locations.setElement(element, token.start, token.end, attrLocations);
    }
    return element;
  }

  /** Pops the current node; `end` is where it ended, `endTag` its end tag's range if it had one. */
  private popCurrent(end: number, endTagStart: number): void {
    const element = this.stack.pop()!;
    const name = this.names.pop()!;
    this.openCounts.set(name, this.openCounts.get(name)! - 1);
    this.scope.pop();
    const locations = this.locations;
    if (locations !== null) {
      if (endTagStart === -1) locations.endAt(element, end);
      else locations.endWithTag(element, locations.range(endTagStart, end));
    }
    this.adapter.onItemPop?.(element, this.currentParent);
  }

  onEndTag(name: string, start: number, end: number): void {
    if (this.phase !== Phase.MAIN) {
      this.errors.report(XML_ERR.unexpectedEndTag, start);
      return;
    }
    if (name === '') {
      // The short end tag `</>` closes the current element.
      this.popCurrent(end, start);
    } else if ((this.openCounts.get(name) ?? 0) === 0) {
      this.errors.report(XML_ERR.unexpectedEndTag, start);
      return;
    } else {
      if (this.names[this.names.length - 1] !== name) this.errors.report(XML_ERR.mismatchedEndTag, start);
      while (this.names[this.names.length - 1] !== name) this.popCurrent(start, -1);
      this.popCurrent(end, start);
    }
    if (this.stack.length === 0) this.phase = Phase.END;
  }

  onText(text: string, start: number, end: number): void {
    if (this.phase !== Phase.MAIN) {
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
    if (this.phase !== Phase.MAIN) {
      this.outsideRoot(data, start);
      return;
    }
    this.insert(this.adapter.createCdataSection(data), start, end);
  }

  onComment(data: string, start: number, end: number): void {
    this.insert(this.adapter.createCommentNode(data), start, end);
  }

  onProcessingInstruction(target: string, data: string, start: number, end: number): void {
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
    if (this.phase === Phase.START) {
      this.errors.report(XML_ERR.missingRootElement, offset);
    } else if (this.stack.length > 0) {
      this.errors.report(XML_ERR.eofInElement, offset);
      while (this.stack.length > 0) this.popCurrent(offset, -1);
    }
    this.errors.flushInputErrors();
  }
}
