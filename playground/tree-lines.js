// A tree as lines in the html5lib tree-construction format ("<html>", two spaces a level, sorted
// attributes, "content" under a template, "svg foo" / "math foo" for foreign elements), the
// format both trees of the playground and the browser differential are compared in, and the
// tests' dumps of any adapter's tree. One walker serves them all through a reader of each tree
// (larch's JSON AST, the browser's DOM, a TreeAdapter); it walks with a stack, so a deep tree
// makes no deep recursion.

import { NS } from 'larch-html';

/** Reads larch's JSON AST (HTML or XML). */
export const jsonReader = {
  kind: (node) => node.type,
  children: (node) => node.children ?? [],
  templateContent: (node) => node.content ?? null,
  tagName: (node) => node.tagName,
  namespace: (node) => node.namespace,
  attributes: (node) => node.attrs.map((a) => ({ name: a.name, prefix: a.prefix ?? null, namespace: a.namespace ?? null, value: a.value })),
  text: (node) => node.value,
  target: (node) => node.target,
  data: (node) => node.data,
  doctype: (node) => ({ name: node.name ?? '', publicId: node.publicId ?? '', systemId: node.systemId ?? '' }),
};

const DOM_KINDS = { 1: 'element', 3: 'text', 4: 'cdata', 7: 'processingInstruction', 8: 'comment', 9: 'document', 10: 'doctype', 11: 'fragment' };

/** Reads a browser DOM. */
export const domReader = {
  kind: (node) => DOM_KINDS[node.nodeType] ?? 'other',
  children: (node) => node.childNodes,
  templateContent: (node) => (node.namespaceURI === NS.HTML && node.localName === 'template' ? node.content : null),
  tagName: (node) => (node.namespaceURI === NS.HTML || node.namespaceURI === NS.SVG || node.namespaceURI === NS.MATHML ? node.localName : node.tagName),
  namespace: (node) => node.namespaceURI ?? '',
  attributes: (node) => Array.from(node.attributes, (a) => ({ name: a.localName, prefix: a.prefix, namespace: a.namespaceURI, value: a.value })),
  text: (node) => node.data,
  target: (node) => node.target,
  data: (node) => node.data,
  doctype: (node) => ({ name: node.name, publicId: node.publicId, systemId: node.systemId }),
};

function elementLabel(reader, node, xml) {
  const name = reader.tagName(node);
  if (xml) return `<${name}>`;
  const ns = reader.namespace(node);
  if (ns === NS.SVG) return `<svg ${name}>`;
  if (ns === NS.MATHML) return `<math ${name}>`;
  return `<${name}>`;
}

function attributeName(attr, xml) {
  if (xml) return attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
  return attr.prefix && attr.namespace ? `${attr.prefix} ${attr.name}` : attr.name;
}

function doctypeLabel({ name, publicId, systemId }) {
  if (publicId === '' && systemId === '') return `<!DOCTYPE ${name}>`;
  return `<!DOCTYPE ${name} "${publicId}" "${systemId}">`;
}

/**
 * The lines of the children of `root` (a document, a fragment or an element): each
 * `{ text, depth, node, attribute }`, `attribute` being the index in the element's own attribute
 * list for an attribute line, and -1 otherwise. `xml` labels names as written, with no namespace
 * shorthand. `text` carries no "| " prefix or indentation: `depth` gives it.
 */
export function treeLines(reader, root, { xml = false } = {}) {
  const lines = [];
  const stack = [];
  const pushChildren = (parent, depth) => {
    const children = reader.children(parent);
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], depth });
  };
  pushChildren(root, 0);
  while (stack.length > 0) {
    const { node, depth, label } = stack.pop();
    if (label !== undefined) {
      lines.push({ text: label, depth, node, attribute: -1 });
      continue;
    }
    const kind = reader.kind(node);
    if (kind === 'element') {
      lines.push({ text: elementLabel(reader, node, xml), depth, node, attribute: -1 });
      const attrs = reader.attributes(node).map((attr, index) => ({ key: attributeName(attr, xml), attr, index }));
      attrs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      for (const { key, attr, index } of attrs) lines.push({ text: `${key}="${attr.value}"`, depth: depth + 1, node, attribute: index });
      pushChildren(node, depth + 1);
      const content = xml ? null : reader.templateContent(node);
      if (content) {
        pushChildren(content, depth + 2);
        stack.push({ node: content, depth: depth + 1, label: 'content' });
      }
    } else if (kind === 'text') {
      lines.push({ text: `"${reader.text(node)}"`, depth, node, attribute: -1 });
    } else if (kind === 'comment') {
      lines.push({ text: `<!-- ${reader.text(node)} -->`, depth, node, attribute: -1 });
    } else if (kind === 'cdata') {
      lines.push({ text: `<![CDATA[${reader.text(node)}]]>`, depth, node, attribute: -1 });
    } else if (kind === 'processingInstruction') {
      lines.push({ text: `<?${reader.target(node)} ${reader.data(node)}?>`, depth, node, attribute: -1 });
    } else if (kind === 'doctype') {
      lines.push({ text: doctypeLabel(reader.doctype(node)), depth, node, attribute: -1 });
    }
  }
  return lines;
}

/** The lines as html5lib writes them: "| " and two spaces a level. */
export function dumpLines(lines) {
  return lines.map((line) => `| ${'  '.repeat(line.depth)}${line.text}`).join('\n');
}
