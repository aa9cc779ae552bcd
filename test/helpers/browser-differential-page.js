// Bundled into a page by browser-differential.test.js: larch and the browser's own parser on the
// same inputs, each tree dumped by the playground's walker (one format for both).
import { NS, parse, parseFragment } from 'larch-html';
import { adapter } from 'larch-html/adapters/json';
import { domReader, dumpLines, jsonReader, treeLines } from '../../playground/tree-lines.js';

/** The namespace of a suite context's prefix (`svg path`, `math mi`). */
const PREFIXES = { svg: NS.SVG, math: NS.MATHML };

/** A suite fragment context (`td`, `svg path`) as [namespace, local name]. */
function contextOf(fragment) {
  const [first, second] = fragment.split(' ');
  return second === undefined ? [NS.HTML, first] : [PREFIXES[first], second];
}

/** The browser's tree of a test: DOMParser for a document, innerHTML in an inert document for a fragment. */
function browserDump({ data, fragment }) {
  if (fragment === null) return dumpLines(treeLines(domReader, new DOMParser().parseFromString(data, 'text/html')));
  const [ns, name] = contextOf(fragment);
  const context = document.implementation.createHTMLDocument('').createElementNS(ns, name);
  context.innerHTML = data;
  // A template's innerHTML goes to its contents.
  return dumpLines(treeLines(domReader, ns === NS.HTML && name === 'template' ? context.content : context));
}

function larchDump({ data, fragment }) {
  if (fragment === null) return dumpLines(treeLines(jsonReader, parse(data, { scriptingEnabled: false })));
  const [ns, name] = contextOf(fragment);
  const context = adapter.createElement(name, ns, []);
  return dumpLines(treeLines(jsonReader, parseFragment(context, data, { scriptingEnabled: false })));
}

window.compareWithBrowser = (tests) => tests.map((test) => ({ id: test.id, larch: larchDump(test), browser: browserDump(test) }));
