/**
 * The domhandler adapter's XML side: builds for `parseXml` the DOM htmlparser2 builds in
 * `xmlMode` (what cheerio's `xml: true` uses): names and attribute names as written, every
 * element of type `tag`, processing instructions as `?target` directives, CDATA sections as
 * `cdata` nodes holding one text node, the DOCTYPE as a `!DOCTYPE` directive (with the internal
 * subset in its data). Beyond htmlparser2, elements carry their resolved `namespace` and
 * parse5's `x-attribsNamespace` / `x-attribsPrefix` maps (keyed by the qualified name; each
 * element's own, as in the HTML adapter).
 */
import * as domhandler from 'domhandler';
import type * as Domhandler from 'domhandler';
import { qualifiedName, type Attribute } from '../../lib/common/attribute.js';
import type { XmlTreeAdapter } from '../../lib/tree/xml-tree-adapter.js';
import { createDomhandlerAdapter, type DomhandlerTreeTypeMap } from './adapter.js';
import { doctypeData } from './doctype-data.js';
import type { AnyNode, DomhandlerModule, Element, ProcessingInstruction } from './domhandler-module.js';
import { constructorsFor } from './node-constructors.js';
import { plainMap, setPlainKey } from '../../lib/common/name-map.js';

/** The parts of a domhandler module the XML adapter uses. */
export type DomhandlerXmlModule = DomhandlerModule & Pick<typeof Domhandler, 'CDATA'>;

type XmlFields = {
  'x-name'?: string;
  'x-publicId'?: string;
  'x-systemId'?: string;
  'x-internalSubset'?: string;
};

function isDoctype(node: AnyNode): node is ProcessingInstruction {
  return node.type === 'directive' && (node as ProcessingInstruction).name === '!DOCTYPE';
}

/** An XML tree adapter building domhandler nodes, for the given domhandler module (5 or 6). */
export function createDomhandlerXmlAdapter(dh: DomhandlerXmlModule): XmlTreeAdapter<DomhandlerTreeTypeMap> {
  const base = createDomhandlerAdapter(dh) as unknown as XmlTreeAdapter<DomhandlerTreeTypeMap>;
  const make = constructorsFor(dh);

  function setXmlDocumentType(
    document: Domhandler.Document,
    name: string,
    publicId: string,
    systemId: string,
    internalSubset: string,
  ): void {
    let data = doctypeData(name, publicId, systemId);
    if (internalSubset !== '') data += ' [' + internalSubset + ']';
    const doctype = new dh.ProcessingInstruction('!DOCTYPE', data) as ProcessingInstruction & XmlFields;
    doctype['x-name'] = name;
    doctype['x-publicId'] = publicId;
    doctype['x-systemId'] = systemId;
    doctype['x-internalSubset'] = internalSubset;
    base.appendChild(document, doctype);
  }

  return {
    ...base,

    createElement(tagName: string, namespaceURI: string, attrs: Attribute[]): Element {
      // Keyed by qualified names (`prefix:name`), as htmlparser2's xmlMode writes them; each
      // element's maps are its own, as in HTML.
      const attribs = plainMap<string>();
      const attribsNamespace = plainMap<string | undefined>();
      const attribsPrefix = plainMap<string | undefined>();
      for (let i = 0; i < attrs.length; i++) {
        const attr = attrs[i]!;
        const name = qualifiedName(attr);
        setPlainKey(attribs, name, attr.value);
        setPlainKey(attribsNamespace, name, attr.namespace);
        setPlainKey(attribsPrefix, name, attr.prefix);
      }
      return make.element(tagName, attribs, 'tag', namespaceURI, attribsNamespace, attribsPrefix);
    },

    getNamespaceURI(element: Element): string {
      return element.namespace ?? '';
    },

    getAttrList(element: Element): Attribute[] {
      const attribs = element.attribs;
      const namespaces = element['x-attribsNamespace'];
      const prefixes = element['x-attribsPrefix'];
      const list: Attribute[] = [];
      for (const qualified in attribs) {
        const prefix = prefixes?.[qualified];
        const attr: Attribute = {
          name: prefix ? qualified.slice(prefix.length + 1) : qualified,
          value: attribs[qualified]!,
        };
        const namespace = namespaces?.[qualified];
        if (namespace !== undefined) attr.namespace = namespace;
        if (prefix) attr.prefix = prefix;
        list.push(attr);
      }
      return list;
    },

    createCdataSection(data: string): Domhandler.CDATA {
      const text = make.text(data);
      const cdata = new dh.CDATA([text]);
      text.parent = cdata;
      return cdata;
    },

    setDocumentType(document: Domhandler.Document, name: string, publicId: string, systemId: string): void {
      setXmlDocumentType(document, name, publicId, systemId, '');
    },

    setXmlDocumentType,

    isDocumentTypeNode: isDoctype,

    getDocumentTypeNodeInternalSubset(node: ProcessingInstruction): string {
      return (node as ProcessingInstruction & XmlFields)['x-internalSubset'] ?? '';
    },

    isCdataSectionNode(node: AnyNode): boolean {
      return node.type === 'cdata';
    },

    getCdataSectionContent(node: AnyNode): string {
      const children = (node as Domhandler.CDATA).children;
      let content = '';
      for (let i = 0; i < children.length; i++) content += (children[i] as Domhandler.Text).data;
      return content;
    },
  };
}

/** The XML adapter for the installed `domhandler`. */
export const xmlAdapter = createDomhandlerXmlAdapter(domhandler);
