import { qualifiedName } from '../common/attribute.js';
import type { TreeAdapterTypeMap } from '../tree/tree-adapter.js';
import type { XmlTreeAdapter } from '../tree/xml-tree-adapter.js';
import { xmlAdapter, type XmlJsonTreeTypeMap } from '../json/xml.js';
import { resolveXmlSerializerOptions } from '../options.js';
import { childListOf, unreadableNode } from '../serializer/unreadable-node.js';

export interface XmlSerializerOptions<T extends TreeAdapterTypeMap = XmlJsonTreeTypeMap> {
  /** Reads the tree (default: the JSON adapter's `xmlAdapter`, as for `parseXml`). */
  treeAdapter?: XmlTreeAdapter<T> | null;
}

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};
const TEXT_SPECIALS = /[&<>]/g;
// Whitespace is escaped too, so the value survives attribute-value normalization on re-parse.
const ATTRIBUTE_SPECIALS = /[&<"\t\n\r]/g;

function escapeTextChar(c: string): string {
  return TEXT_ESCAPES[c]!;
}

function escapeAttributeChar(c: string): string {
  return ATTRIBUTE_ESCAPES[c]!;
}

export function escapeXmlText(s: string): string {
  TEXT_SPECIALS.lastIndex = 0;
  return TEXT_SPECIALS.test(s) ? s.replace(TEXT_SPECIALS, escapeTextChar) : s;
}

export function escapeXmlAttribute(s: string): string {
  ATTRIBUTE_SPECIALS.lastIndex = 0;
  return ATTRIBUTE_SPECIALS.test(s) ? s.replace(ATTRIBUTE_SPECIALS, escapeAttributeChar) : s;
}

function quoteId(id: string): string {
  return id.indexOf('"') === -1 ? `"${id}"` : `'${id}'`;
}

/**
 * Serializes a node and its subtree as well-formed XML, reading the tree only through the
 * adapter. Elements without children come out as `<a/>`; namespace declarations are whatever
 * `xmlns` attributes the tree holds. Walks with an explicit stack, so depth never recurses.
 */
export function serializeXml<T extends TreeAdapterTypeMap = XmlJsonTreeTypeMap>(
  node: T['node'],
  options?: XmlSerializerOptions<T> | null,
): string {
  const adapter = resolveXmlSerializerOptions<XmlTreeAdapter<T>>(options, xmlAdapter as unknown as XmlTreeAdapter<T>);
  const lists: T['childNode'][][] = [];
  const indices: number[] = [];
  /** The element whose end tag follows each list (null for the top node's own container). */
  const owners: (T['element'] | null)[] = [];
  let out = '';

  let next: T['node'] | null = node;
  for (;;) {
    if (next !== null) {
      const current: T['node'] = next;
      next = null;
      if (adapter.isElementNode(current)) {
        const name = adapter.getTagName(current);
        out += '<' + name;
        const attrs = adapter.getAttrList(current);
        for (let i = 0; i < attrs.length; i++) {
          const attr = attrs[i]!;
          out += ' ' + qualifiedName(attr) + '="' + escapeXmlAttribute(attr.value) + '"';
        }
        const children = adapter.getChildNodes(current);
        if (children.length === 0) {
          out += '/>';
        } else {
          out += '>';
          lists.push(children);
          indices.push(0);
          owners.push(current);
        }
      } else if (adapter.isTextNode(current)) {
        out += escapeXmlText(adapter.getTextNodeContent(current));
      } else if (adapter.isCommentNode(current)) {
        out += '<!--' + adapter.getCommentNodeContent(current) + '-->';
      } else if (adapter.isProcessingInstructionNode(current)) {
        const data = adapter.getProcessingInstructionData(current);
        out += '<?' + adapter.getProcessingInstructionTarget(current) + (data === '' ? '' : ' ' + data) + '?>';
      } else if (adapter.isCdataSectionNode(current)) {
        out += '<![CDATA[' + adapter.getCdataSectionContent(current).replace(/]]>/g, ']]]]><![CDATA[>') + ']]>';
      } else if (adapter.isDocumentTypeNode(current)) {
        const publicId = adapter.getDocumentTypeNodePublicId(current);
        const systemId = adapter.getDocumentTypeNodeSystemId(current);
        const subset = adapter.getDocumentTypeNodeInternalSubset?.(current) ?? '';
        out += '<!DOCTYPE ' + adapter.getDocumentTypeNodeName(current);
        if (publicId) out += ' PUBLIC ' + quoteId(publicId) + ' ' + quoteId(systemId);
        else if (systemId) out += ' SYSTEM ' + quoteId(systemId);
        if (subset) out += ' [' + subset + ']';
        out += '>';
      } else {
        // A document or fragment: just its children. A child of no kind the adapter knows, or a
        // top node without children it can read, is another adapter's node (it would write nothing).
        const children = current === node ? childListOf(adapter as never, current) : null;
        if (children === null) throw unreadableNode('serializeXml', current, current === node ? 'the node' : 'a child node');
        lists.push(children as T['childNode'][]);
        indices.push(0);
        owners.push(null);
      }
    }
    const depth = lists.length - 1;
    if (depth < 0) break;
    const list = lists[depth]!;
    const index = indices[depth]!;
    if (index < list.length) {
      indices[depth] = index + 1;
      next = list[index];
      continue;
    }
    const owner = owners[depth];
    lists.pop();
    indices.pop();
    owners.pop();
    if (owner !== null) out += '</' + adapter.getTagName(owner) + '>';
  }
  return out;
}
