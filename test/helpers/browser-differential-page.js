// Bundled into a page by browser-differential.test.js: larch and the browser's own parser on the
// same inputs, each tree dumped by the playground's walker (one format for both).
import { parse, parseFragment } from 'larch-html';
import { adapter } from 'larch-html/adapters/json';
import { domReader, dumpLines, jsonReader, treeLines } from '../../playground/tree-lines.js';

const NS = { html: 'http://www.w3.org/1999/xhtml', svg: 'http://www.w3.org/2000/svg', math: 'http://www.w3.org/1998/Math/MathML' };

/** The browser's tree of a test: DOMParser for a document, innerHTML in an inert document for a fragment. */
function browserDump({ data, fragment }) {
  if (fragment === null) return dumpLines(treeLines(domReader, new DOMParser().parseFromString(data, 'text/html')));
  const [first, second] = fragment.split(' ');
  const [ns, name] = second === undefined ? [NS.html, first] : [NS[first], second];
  const context = document.implementation.createHTMLDocument('').createElementNS(ns, name);
  context.innerHTML = data;
  // A template's innerHTML goes to its contents.
  return dumpLines(treeLines(domReader, ns === NS.html && name === 'template' ? context.content : context));
}

function larchDump({ data, fragment }) {
  if (fragment === null) return dumpLines(treeLines(jsonReader, parse(data, { scriptingEnabled: false })));
  const [first, second] = fragment.split(' ');
  const context = second === undefined ? adapter.createElement(first, NS.html, []) : adapter.createElement(second, NS[first], []);
  return dumpLines(treeLines(jsonReader, parseFragment(context, data, { scriptingEnabled: false })));
}

window.compareWithBrowser = (tests) => tests.map((test) => ({ id: test.id, larch: larchDump(test), browser: browserDump(test) }));
