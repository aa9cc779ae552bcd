// A minimal XmlTreeAdapter over plain objects, so the XML parser is tested on its own, whatever
// the real adapters do.

function node(type, fields) {
  return { type, parent: null, location: null, ...fields };
}

function append(parent, child) {
  child.parent = parent;
  parent.children.push(child);
}

export const tinyAdapter = {
  createDocument: () => node('document', { children: [] }),
  createDocumentFragment: () => node('fragment', { children: [] }),
  createElement: (name, namespace, attrs) => node('element', { name, namespace, attrs, children: [] }),
  createCommentNode: (data) => node('comment', { data }),
  createTextNode: (value) => node('text', { value }),
  createProcessingInstruction: (target, data) => node('pi', { target, data }),
  createCdataSection: (data) => node('cdata', { data }),

  appendChild: append,
  insertBefore(parent, child, ref) {
    child.parent = parent;
    parent.children.splice(parent.children.indexOf(ref), 0, child);
  },
  setTemplateContent() {},
  setDocumentType(document, name, publicId, systemId) {
    tinyAdapter.setXmlDocumentType(document, name, publicId, systemId, '');
  },
  setXmlDocumentType(document, name, publicId, systemId, internalSubset) {
    append(document, node('doctype', { name, publicId, systemId, internalSubset }));
  },
  setDocumentMode() {},
  detachNode(n) {
    if (n.parent) n.parent.children.splice(n.parent.children.indexOf(n), 1);
    n.parent = null;
  },
  insertText(parent, text) {
    const last = parent.children[parent.children.length - 1];
    if (last && last.type === 'text') last.value += text;
    else append(parent, node('text', { value: text }));
  },
  insertTextBefore() {
    throw new Error('not used by XML');
  },
  adoptAttributes() {},

  getFirstChild: (n) => n.children[0] ?? null,
  getChildNodes: (n) => n.children,
  getParentNode: (n) => n.parent,
  getAttrList: (n) => n.attrs,
  getTagName: (n) => n.name,
  getNamespaceURI: (n) => n.namespace,
  getTextNodeContent: (n) => n.value,
  getCommentNodeContent: (n) => n.data,
  getDocumentTypeNodeName: (n) => n.name,
  getDocumentTypeNodePublicId: (n) => n.publicId,
  getDocumentTypeNodeSystemId: (n) => n.systemId,
  getDocumentTypeNodeInternalSubset: (n) => n.internalSubset,
  getTemplateContent: () => null,
  getDocumentMode: () => 'no-quirks',
  getProcessingInstructionTarget: (n) => n.target,
  getProcessingInstructionData: (n) => n.data,
  getCdataSectionContent: (n) => n.data,

  isTextNode: (n) => n.type === 'text',
  isCommentNode: (n) => n.type === 'comment',
  isDocumentTypeNode: (n) => n.type === 'doctype',
  isElementNode: (n) => n.type === 'element',
  isProcessingInstructionNode: (n) => n.type === 'pi',
  isCdataSectionNode: (n) => n.type === 'cdata',

  setNodeSourceCodeLocation(n, location) {
    n.location = location;
  },
  getNodeSourceCodeLocation: (n) => n.location,
  updateNodeSourceCodeLocation(n, location) {
    n.location = { ...n.location, ...location };
  },
};
