/**
 * The html5lib tree-construction dump format, read from ANY tree through a TreeAdapter's read
 * methods: the playground's walker (playground/tree-lines.js, which the browser differential
 * uses for the browser's DOM too) over a reader made of the adapter.
 */
import { NS } from 'larch-html';
import { dumpLines, treeLines } from '../../playground/tree-lines.js';

/** A tree-lines reader over a TreeAdapter's read methods. */
export function adapterReader(adapter) {
  return {
    kind(node) {
      if (adapter.isElementNode(node)) return 'element';
      if (adapter.isTextNode(node)) return 'text';
      if (adapter.isCommentNode(node)) return 'comment';
      if (adapter.isProcessingInstructionNode?.(node)) return 'processingInstruction';
      if (adapter.isDocumentTypeNode(node)) return 'doctype';
      return 'other';
    },
    children: (node) => adapter.getChildNodes(node),
    templateContent: (node) =>
      adapter.getTagName(node) === 'template' && adapter.getNamespaceURI(node) === NS.HTML ? adapter.getTemplateContent(node) ?? null : null,
    tagName: (node) => adapter.getTagName(node),
    namespace: (node) => adapter.getNamespaceURI(node),
    attributes: (node) => adapter.getAttrList(node),
    text: (node) => (adapter.isTextNode(node) ? adapter.getTextNodeContent(node) : adapter.getCommentNodeContent(node)),
    target: (node) => adapter.getProcessingInstructionTarget(node),
    data: (node) => adapter.getProcessingInstructionData(node),
    doctype: (node) => ({
      name: adapter.getDocumentTypeNodeName(node) ?? '',
      publicId: adapter.getDocumentTypeNodePublicId(node) ?? '',
      systemId: adapter.getDocumentTypeNodeSystemId(node) ?? '',
    }),
  };
}

/**
 * Dumps the children of `root` (a document or a document fragment) in the html5lib format, one
 * string with lines joined by "\n".
 */
export function dumpTree(adapter, root) {
  return dumpLines(treeLines(adapterReader(adapter), root));
}
