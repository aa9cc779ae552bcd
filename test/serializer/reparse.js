// Serializes what larch parsed, the way that can be parsed again: a document as itself, a
// fragment as the inner HTML of its context element (so raw-text contexts keep their text raw).
import { serialize } from 'larch-html';
import { contextElement, larchTree } from '../conformance/suite-runs.js';

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** §13.3 applied to the context element holding the fragment's children (innerHTML). */
export function serializeInContext(adapter, fragment, contextSpec, scriptingEnabled) {
  const context = contextElement(adapter, contextSpec);
  let holder = context;
  if (adapter.getTagName(context) === 'template' && adapter.getNamespaceURI(context) === HTML_NS) {
    holder = adapter.createDocumentFragment();
    adapter.setTemplateContent(context, holder);
  }
  const children = adapter.getChildNodes(fragment).slice();
  for (const child of children) {
    adapter.detachNode(child);
    adapter.appendChild(holder, child);
  }
  return serialize(context, { treeAdapter: adapter, scriptingEnabled });
}

/** larch's serialization of a suite test (document, or fragment in its context). */
export function serializedTest(test, adapter, scriptingEnabled) {
  const tree = larchTree(test, adapter, scriptingEnabled);
  if (test.fragment === null) return serialize(tree, { treeAdapter: adapter, scriptingEnabled });
  return serializeInContext(adapter, tree, test.fragment, scriptingEnabled);
}
