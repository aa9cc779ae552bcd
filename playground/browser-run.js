// What this browser's own parser makes of the input, always in an inert document (DOMParser's,
// or one from createHTMLDocument): nothing in it loads, runs or fires, whatever a permalink
// holds. Such documents have scripting off, so the browser's tree is the scripting-off tree.
import { NS } from 'larch-html';
import { domReader, treeLines } from './tree-lines.js';

/** `{ lines, mode, how }`: the lines of the parsed tree, the document's mode and what was called. */
export function runBrowser(state) {
  const xml = state.mode === 'xml';
  if (xml || state.mode === 'document') {
    const type = xml ? 'application/xml' : 'text/html';
    const doc = new DOMParser().parseFromString(state.input, type);
    return { lines: treeLines(domReader, doc, { xml }), mode: doc.compatMode === 'BackCompat' ? 'quirks' : 'no-quirks or limited-quirks', how: `DOMParser, '${type}'` };
  }
  const doc = document.implementation.createHTMLDocument('');
  const context = state.context.trim().toLowerCase();
  let root;
  if (context === '') {
    const template = doc.createElementNS(NS.HTML, 'template');
    template.innerHTML = state.input;
    root = template.content;
  } else {
    root = doc.createElementNS(NS.HTML, context);
    root.innerHTML = state.input;
  }
  return { lines: treeLines(domReader, root), mode: null, how: context === '' ? 'a <template>\u2019s innerHTML' : `a <${context}>\u2019s innerHTML` };
}
