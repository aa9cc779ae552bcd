import { NS } from '../common/namespaces.js';
import type { TreeAdapter, TreeAdapterTypeMap } from './tree-adapter.js';

/**
 * A small document built through `adapter`, shaped like a parsed page (doctype, html, head,
 * body, an element with an attribute, text and a comment), as a sample of the adapter's nodes.
 */
export function buildSampleTree<T extends TreeAdapterTypeMap>(adapter: TreeAdapter<T>): T['document'] {
  const document = adapter.createDocument();
  adapter.setDocumentType(document, 'html', '', '');
  const html = adapter.createElement('html', NS.HTML, []);
  adapter.appendChild(document, html);
  adapter.appendChild(html, adapter.createElement('head', NS.HTML, []));
  const body = adapter.createElement('body', NS.HTML, []);
  adapter.appendChild(html, body);
  const p = adapter.createElement('p', NS.HTML, [{ name: 'class', value: 'a' }]);
  adapter.appendChild(body, p);
  adapter.insertText(p, 't');
  adapter.appendChild(body, adapter.createCommentNode('c'));
  return document;
}
