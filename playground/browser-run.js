// What this browser's own parser makes of the input, always in an inert document (DOMParser's,
// or one from createHTMLDocument): nothing in it loads, runs or fires, whatever a permalink
// holds. Such documents have scripting off, so the browser's tree is the scripting-off tree.
import { domReader, treeLines } from './tree-lines.js';

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** `{ root, lines, mode, how }`: the parsed root, its lines, the document's mode and what was called. */
export function runBrowser(state) {
  const xml = state.mode === 'xml';
  if (xml || state.mode === 'document') {
    const type = xml ? 'application/xml' : 'text/html';
    const doc = new DOMParser().parseFromString(state.input, type);
    return { root: doc, lines: treeLines(domReader, doc, { xml }), mode: doc.compatMode === 'BackCompat' ? 'quirks' : 'no-quirks or limited-quirks', how: `DOMParser, '${type}'` };
  }
  const doc = document.implementation.createHTMLDocument('');
  const context = state.context.trim().toLowerCase();
  let root;
  if (context === '') {
    const template = doc.createElementNS(HTML_NS, 'template');
    template.innerHTML = state.input;
    root = template.content;
  } else {
    root = doc.createElementNS(HTML_NS, context);
    root.innerHTML = state.input;
  }
  return { root, lines: treeLines(domReader, root), mode: null, how: context === '' ? 'a <template>\u2019s innerHTML' : `a <${context}>\u2019s innerHTML` };
}
