import type { Attribute } from '../common/attribute.js';
import type { FastPaths, TreeAdapter, TreeAdapterTypeMap } from './tree-adapter.js';

/**
 * What an adapter needs beyond TreeAdapter to hold XML: processing instructions, CDATA sections,
 * the DOCTYPE's internal subset, and any namespace URI. For XML, `createElement` receives the
 * qualified name as written (case kept) and the resolved namespace URI, '' for no namespace
 * (which is why the URI is a plain string here rather than TreeAdapter's `NS`). Attributes carry
 * `namespace` and `prefix` when prefixed: `{ name: 'href', prefix: 'xlink', namespace: XLINK }`;
 * `xmlns` itself is `{ name: 'xmlns', namespace: XMLNS }` without a prefix.
 */
export interface XmlTreeAdapter<T extends TreeAdapterTypeMap = TreeAdapterTypeMap>
  extends Omit<TreeAdapter<T>, 'createElement' | 'getNamespaceURI'> {
  createElement(tagName: string, namespaceURI: string, attrs: Attribute[]): T['element'];
  getNamespaceURI(element: T['element']): string;
  createProcessingInstruction(target: string, data: string): T['childNode'];
  createCdataSection(data: string): T['childNode'];
  /** Sets the DOCTYPE with its internal subset; when absent, `setDocumentType` is called instead. */
  setXmlDocumentType?(
    document: T['document'],
    name: string,
    publicId: string,
    systemId: string,
    internalSubset: string,
  ): void;

  isProcessingInstructionNode(node: T['node']): boolean;
  getProcessingInstructionTarget(node: T['node']): string;
  getProcessingInstructionData(node: T['node']): string;
  isCdataSectionNode(node: T['node']): boolean;
  getCdataSectionContent(node: T['node']): string;
  /** The DOCTYPE's internal subset ('' when it has none); optional for adapters that drop it. */
  getDocumentTypeNodeInternalSubset?(doctypeNode: T['documentType']): string;
}

/** An XmlTreeAdapter that may make the speed contracts of FastPaths (what the XML tree builder takes). */
export interface FastPathXmlAdapter<T extends TreeAdapterTypeMap = TreeAdapterTypeMap> extends XmlTreeAdapter<T>, FastPaths<T> {}
