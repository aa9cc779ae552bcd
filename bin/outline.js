// An indented outline of a JSON AST (adapters/json's nodes), for reading a tree at a glance:
// one line a node, whitespace-only text left out, long text and attribute values shortened.
// Walks with an explicit stack: any depth, no recursion.

const NAMESPACE_PREFIXES = { 'http://www.w3.org/2000/svg': 'svg ', 'http://www.w3.org/1998/Math/MathML': 'math ' };
/** Deeper levels are not indented further; their depth is written instead. */
const MAX_INDENT = 40;

function shorten(text, max) {
  return text.length > max ? text.slice(0, max - 1) + '…' : text;
}

function label(node) {
  switch (node.type) {
    case 'document':
      return `#document (${node.mode})`;
    case 'fragment':
      return '#fragment';
    case 'doctype':
      return `<!DOCTYPE ${node.name ?? ''}${node.publicId ? ` PUBLIC "${node.publicId}"` : ''}${node.systemId ? ` "${node.systemId}"` : ''}>`;
    case 'element': {
      const prefix = NAMESPACE_PREFIXES[node.namespace] ?? '';
      const attrs = node.attrs.map((a) => ` ${a.prefix ? `${a.prefix}:` : ''}${a.name}=${JSON.stringify(shorten(a.value, 40))}`);
      return `<${prefix}${node.tagName}${attrs.join('')}>`;
    }
    case 'text':
      return JSON.stringify(shorten(node.value, 60));
    case 'comment':
      return `<!-- ${shorten(node.value.trim(), 60)} -->`;
    case 'processingInstruction':
      return `<?${node.target} ${shorten(node.data, 60)}?>`;
    case 'cdata':
      return `<![CDATA[${shorten(node.value, 60)}]]>`;
    default:
      return `(${node.type})`;
  }
}

/** Writes the outline of `root` to `write`, a line at a time; `locations` adds each node's line:col. */
export function writeOutline(root, write, locations) {
  const stack = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth, line } = stack.pop();
    const indent = '  '.repeat(Math.min(depth, MAX_INDENT)) + (depth > MAX_INDENT ? `(${depth}) ` : '');
    if (line !== undefined) {
      write(indent + line + '\n');
      continue;
    }
    if (node.type === 'text' && node.value.trim() === '') continue;
    const where = locations && node.position ? `  @${node.position.start.line}:${node.position.start.column}` : '';
    write(indent + label(node) + where + '\n');
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], depth: depth + 1 });
    if (node.content) {
      const inner = node.content.children;
      for (let i = inner.length - 1; i >= 0; i--) stack.push({ node: inner[i], depth: depth + 2 });
      stack.push({ depth: depth + 1, line: 'content' });
    }
  }
}
