// Dumps a tree read through any XmlTreeAdapter in the html5lib tree-construction format, with
// XML additions: `<?target data?>`, `<![CDATA[...]]>`, and the DOCTYPE's internal subset.

const PREFIXES = new Map([
  ['http://www.w3.org/1999/xhtml', 'html'],
  ['http://www.w3.org/2000/svg', 'svg'],
  ['http://www.w3.org/1998/Math/MathML', 'math'],
  ['http://www.w3.org/1999/xlink', 'xlink'],
  ['http://www.w3.org/XML/1998/namespace', 'xml'],
  ['http://www.w3.org/2000/xmlns/', 'xmlns'],
]);

function nsLabel(uri) {
  if (!uri) return '';
  return (PREFIXES.get(uri) ?? uri) + ' ';
}

export function dumpXml(document, adapter) {
  const lines = [];
  const stack = adapter.getChildNodes(document).map((n) => [n, 0]).reverse();
  while (stack.length > 0) {
    const [n, depth] = stack.pop();
    const pad = '| ' + '  '.repeat(depth);
    if (adapter.isElementNode(n)) {
      lines.push(`${pad}<${nsLabel(adapter.getNamespaceURI(n))}${adapter.getTagName(n)}>`);
      const attrs = adapter
        .getAttrList(n)
        .map((a) => `${nsLabel(a.namespace)}${a.prefix ? a.prefix + ':' : ''}${a.name}="${a.value}"`)
        .sort();
      for (const a of attrs) lines.push(`${pad}  ${a}`);
      const children = adapter.getChildNodes(n);
      for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], depth + 1]);
    } else if (adapter.isTextNode(n)) {
      lines.push(`${pad}"${adapter.getTextNodeContent(n)}"`);
    } else if (adapter.isCommentNode(n)) {
      lines.push(`${pad}<!-- ${adapter.getCommentNodeContent(n)} -->`);
    } else if (adapter.isProcessingInstructionNode(n)) {
      const data = adapter.getProcessingInstructionData(n);
      lines.push(`${pad}<?${adapter.getProcessingInstructionTarget(n)}${data ? ' ' + data : ''}?>`);
    } else if (adapter.isCdataSectionNode(n)) {
      lines.push(`${pad}<![CDATA[${adapter.getCdataSectionContent(n)}]]>`);
    } else if (adapter.isDocumentTypeNode(n)) {
      const publicId = adapter.getDocumentTypeNodePublicId(n);
      const systemId = adapter.getDocumentTypeNodeSystemId(n);
      const subset = adapter.getDocumentTypeNodeInternalSubset?.(n) ?? '';
      let line = `${pad}<!DOCTYPE ${adapter.getDocumentTypeNodeName(n)}`;
      if (publicId || systemId) line += ` "${publicId}" "${systemId}"`;
      if (subset) line += ` [${subset}]`;
      lines.push(line + '>');
    }
  }
  return lines.join('\n');
}
