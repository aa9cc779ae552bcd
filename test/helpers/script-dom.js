// Runs the inline scripts of a document as the parser finishes them (the onScript hook), in a
// node:vm context whose `document` is a small DOM over the tree being built through any tree
// adapter: write and writeln (at the insertion point), getElementById, getElementsByTagName,
// and elements' id, getAttribute and setAttribute (what html5lib's scripted tests call).
import vm from 'node:vm';
import { html as htmlSchema, find } from 'property-information';
import { parse } from 'larch-html';

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * How each adapter's elements take a new attribute value. A DOM element owns its attributes: the
 * parser's list of active formatting elements keeps the token's, so the setters replace the list
 * (or object) rather than change the one the parser handed over.
 */
export const ATTRIBUTE_SETTERS = {
  /** parse5's default tree and larch's JSON tree: an `attrs` array. */
  attrsArray(element, name, value) {
    const attrs = element.attrs.filter((attr) => attr.name !== name || attr.namespace);
    const at = element.attrs.findIndex((attr) => attr.name === name && !attr.namespace);
    attrs.splice(at === -1 ? attrs.length : at, 0, { name, value });
    element.attrs = attrs;
  },
  /** domhandler: an `attribs` object. */
  attribs(element, name, value) {
    element.attribs = { ...element.attribs, [name]: value };
  },
  /** hast: `properties`, by property-information's names. */
  properties(element, name, value) {
    element.properties = { ...element.properties, [find(htmlSchema, name).property]: value };
  },
  /** A real DOM (linkedom). */
  dom(element, name, value) {
    element.setAttribute(name, value);
  },
};

/** The text of a script element: its text children, through the adapter. */
function scriptText(adapter, script) {
  const parts = [];
  for (const child of adapter.getChildNodes(script)) if (adapter.isTextNode(child)) parts.push(adapter.getTextNodeContent(child));
  return parts.join('');
}

/** The elements under `root` in tree order (no recursion: documents may be deep). */
function* elementsIn(adapter, root) {
  const stack = [...adapter.getChildNodes(root)].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (!adapter.isElementNode(node)) continue;
    yield node;
    const children = adapter.getChildNodes(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

/** The DOM the scripts see, over the tree the adapter builds. */
function scriptDocument(adapter, setAttribute, state) {
  const getAttribute = (element, name) => {
    const attr = adapter.getAttrList(element).find((a) => a.name === name && !a.namespace);
    return attr === undefined ? null : attr.value;
  };
  const wrap = (element) => ({
    get id() {
      return getAttribute(element, 'id') ?? '';
    },
    set id(value) {
      setAttribute(element, 'id', String(value));
    },
    getAttribute: (name) => getAttribute(element, String(name).toLowerCase()),
    setAttribute: (name, value) => setAttribute(element, String(name).toLowerCase(), String(value)),
  });
  return {
    write: (...text) => state.control.write(...text),
    writeln: (...text) => state.control.writeln(...text),
    getElementById(id) {
      for (const element of elementsIn(adapter, state.document)) if (getAttribute(element, 'id') === id) return wrap(element);
      return null;
    },
    getElementsByTagName(name) {
      const wanted = String(name).toLowerCase();
      const found = [];
      for (const element of elementsIn(adapter, state.document)) {
        if (adapter.getNamespaceURI(element) === HTML_NS && adapter.getTagName(element) === wanted) found.push(wrap(element));
      }
      return found;
    },
  };
}

/** The document a script element is in: its topmost ancestor. */
function documentOf(adapter, node) {
  for (let parent = adapter.getParentNode(node); parent !== null && parent !== undefined; parent = adapter.getParentNode(node)) node = parent;
  return node;
}

/**
 * Parses `html` into a document through `adapter`, running each inline script (in one vm context
 * per document) as the parser finishes it. `setAttribute` is one of ATTRIBUTE_SETTERS.
 */
export function parseRunningScripts(html, adapter, setAttribute, options = {}) {
  const state = { control: null, document: null };
  const context = vm.createContext({ document: scriptDocument(adapter, setAttribute, state) });
  return parse(html, {
    ...options,
    treeAdapter: adapter,
    onScript(script, control) {
      const outer = state.control;
      state.control = control;
      state.document = documentOf(adapter, script);
      try {
        vm.runInContext(scriptText(adapter, script), context);
      } finally {
        state.control = outer;
      }
    },
  });
}
