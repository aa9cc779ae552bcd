/**
 * The html5lib tree-construction dump format ("| <html>", two spaces per level, attributes
 * sorted, `content` under templates, `svg foo` / `math foo` for foreign elements, `xlink href`
 * for namespaced attributes, and web-platform-tests' `<?target data?>` for processing
 * instructions), read from ANY tree through a TreeAdapter's read methods.
 * Walks iteratively, so arbitrarily deep trees dump without recursion.
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';
const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';

function elementLabel(adapter, node) {
  const name = adapter.getTagName(node);
  const ns = adapter.getNamespaceURI(node);
  if (ns === SVG_NS) return `<svg ${name}>`;
  if (ns === MATHML_NS) return `<math ${name}>`;
  return `<${name}>`;
}

function attributeLines(adapter, node) {
  const lines = [];
  for (const attr of adapter.getAttrList(node)) {
    const name = attr.namespace && attr.prefix ? `${attr.prefix} ${attr.name}` : attr.name;
    lines.push([name, `${name}="${attr.value}"`]);
  }
  lines.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return lines.map((entry) => entry[1]);
}

function doctypeLabel(adapter, node) {
  const name = adapter.getDocumentTypeNodeName(node) ?? '';
  const publicId = adapter.getDocumentTypeNodePublicId(node) ?? '';
  const systemId = adapter.getDocumentTypeNodeSystemId(node) ?? '';
  if (publicId === '' && systemId === '') return `<!DOCTYPE ${name}>`;
  return `<!DOCTYPE ${name} "${publicId}" "${systemId}">`;
}

/**
 * Dumps the children of `root` (a document or a document fragment) in the html5lib format, one
 * string with lines joined by "\n".
 */
export function dumpTree(adapter, root) {
  const out = [];
  // Work stack of [node, depth] pairs, or strings for lines emitted out of child order.
  const stack = [];
  const pushChildren = (parent, depth) => {
    const children = adapter.getChildNodes(parent);
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], depth });
  };
  pushChildren(root, 0);
  while (stack.length > 0) {
    const { node, depth, line } = stack.pop();
    const indent = '  '.repeat(depth);
    if (line !== undefined) {
      out.push(`| ${indent}${line}`);
      continue;
    }
    if (adapter.isElementNode(node)) {
      out.push(`| ${indent}${elementLabel(adapter, node)}`);
      for (const attr of attributeLines(adapter, node)) out.push(`| ${indent}  ${attr}`);
      const isTemplate = adapter.getTagName(node) === 'template' && adapter.getNamespaceURI(node) === HTML_NS;
      pushChildren(node, depth + 1);
      if (isTemplate) {
        const content = adapter.getTemplateContent(node);
        if (content) {
          pushChildren(content, depth + 2);
          stack.push({ depth: depth + 1, line: 'content' });
        }
      }
    } else if (adapter.isTextNode(node)) {
      out.push(`| ${indent}"${adapter.getTextNodeContent(node)}"`);
    } else if (adapter.isCommentNode(node)) {
      out.push(`| ${indent}<!-- ${adapter.getCommentNodeContent(node)} -->`);
    } else if (adapter.isProcessingInstructionNode?.(node)) {
      // web-platform-tests' format: the target, a space, the data, then `?>`.
      out.push(`| ${indent}<?${adapter.getProcessingInstructionTarget(node)} ${adapter.getProcessingInstructionData(node)}?>`);
    } else if (adapter.isDocumentTypeNode(node)) {
      out.push(`| ${indent}${doctypeLabel(adapter, node)}`);
    }
  }
  return out.join('\n');
}
