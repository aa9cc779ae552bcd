// Where a row's time and allocations go: V8 CPU profiles and sampling heap profiles reduced to a
// split by stage (tokenizer / tree builder / adapter / GC / other) and the top functions, each
// sample attributed by the source file of the function it landed in. Frames without a source file
// (V8 builtins such as String.prototype.slice, native code) count for the nearest caller that has
// one, so a `slice` in the tokenizer is tokenizer time.
import { fileURLToPath } from 'node:url';

export const CATEGORIES = ['tokenizer', 'tree builder', 'adapter', 'GC', 'other'];

const ROOT = new URL('..', import.meta.url).href;

/**
 * First match wins. Competitors are split the same way: htmlparser2's Tokenizer / Parser (its
 * tag-closing layer) / domhandler, parse5's tokenizer / parser / tree adapters; `entities`
 * decodes character references for larch and htmlparser2 alike, so it is tokenizer work.
 */
export const CATEGORY_RULES = [
  [/\/node_modules\/(?:.+\/)?htmlparser2[^/]*\/.*\/Tokenizer\.js$/, 'tokenizer'],
  [/\/node_modules\/(?:.+\/)?htmlparser2[^/]*\/.*\/Parser\.js$/, 'tree builder'],
  [/\/node_modules\/(?:.+\/)?parse5\/dist\/(?:.+\/)?tokenizer\//, 'tokenizer'],
  [/\/node_modules\/(?:.+\/)?parse5\/dist\/(?:.+\/)?parser\//, 'tree builder'],
  [/\/node_modules\/(?:.+\/)?parse5\/dist\/(?:.+\/)?tree-adapters\//, 'adapter'],
  [/\/node_modules\/(?:.+\/)?(?:entities|saxes)\//, 'tokenizer'],
  [/\/node_modules\/(?:.+\/)?(?:domhandler[^/]*|linkedom|parse5-htmlparser2-tree-adapter|hast[^/]*|hastscript|property-information)\//, 'adapter'],
  [/\/node_modules\//, 'other'],
  [/\/lib\/tokenizer\//, 'tokenizer'],
  // The engine starts the tokenizer's main loop, which V8 inlines into it with the states it calls.
  [/\/lib\/engine\/(?:engine|html-engine)\.js$/, 'tokenizer'],
  [/\/lib\/xml\/(?:tokenizer|char-ref|entity-[^/]*|internal-subset)\.js$/, 'tokenizer'],
  [/\/lib\/tree\//, 'tree builder'],
  [/\/lib\/xml\/(?:tree-builder|namespace-scope)\.js$/, 'tree builder'],
  [/\/adapters\//, 'adapter'],
  // The default tree (the JSON AST adapter) lives in the core.
  [/\/lib\/json\//, 'adapter'],
];

/** The stage a source file belongs to (`url` as V8 reports it: a file: URL or a path). */
export function categoryOfUrl(url) {
  for (const [pattern, category] of CATEGORY_RULES) if (pattern.test(url)) return category;
  return 'other';
}

/**
 * The stage of every node of a profile tree, by its own file or else its nearest caller's;
 * `null` for the idle and root pseudo-frames, which are left out of every total.
 */
function categorize(node, inherited) {
  const { functionName, url } = node.callFrame;
  if (url) return categoryOfUrl(url);
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(idle)' || functionName === '(root)') return null;
  if (functionName === '(program)') return 'other';
  return inherited ?? 'other';
}

/** `name file:line` with the file relative to the repository (or to node_modules). */
function locationOf(callFrame) {
  const { functionName, url, lineNumber } = callFrame;
  const name = functionName || '(anonymous)';
  if (!url) return `${name} [native]`;
  let file = url.startsWith(ROOT) ? url.slice(ROOT.length) : url.startsWith('file:') ? fileURLToPath(url) : url;
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) file = file.slice(modules + 'node_modules/'.length);
  return `${name} ${file}:${lineNumber + 1}`;
}

const emptySplit = () => Object.fromEntries(CATEGORIES.map((category) => [category, 0]));

/** Adds `amount` to the split and to the function's entry; returns nothing. */
function add(split, functions, node, category, amount) {
  if (category === null || amount === 0) return;
  split[category] += amount;
  const key = locationOf(node.callFrame);
  const entry = functions.get(key);
  if (entry) entry.amount += amount;
  else functions.set(key, { location: key, category, amount });
}

const sortedFunctions = (functions, top) => [...functions.values()].sort((a, b) => b.amount - a.amount).slice(0, top);

/**
 * A V8 CPU profile (Profiler.stop) as `{ total, split, functions }` in milliseconds of self time:
 * the split by stage and the `top` functions with the most self time.
 */
export function summarizeCpuProfile(profile, top = 20) {
  const selfMs = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    // A sample lasts until the next one (the last one as long as the one before it).
    const micros = i + 1 < timeDeltas.length ? timeDeltas[i + 1] : timeDeltas[i];
    selfMs.set(samples[i], (selfMs.get(samples[i]) ?? 0) + micros / 1000);
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const children = new Set(profile.nodes.flatMap((node) => node.children ?? []));
  const split = emptySplit();
  const functions = new Map();
  // Parents come before their children in the walk, so the inherited stage is always known.
  const stack = profile.nodes.filter((node) => !children.has(node.id)).map((root) => [root, null]);
  while (stack.length > 0) {
    const [node, inherited] = stack.pop();
    const category = categorize(node, inherited);
    add(split, functions, node, category, selfMs.get(node.id) ?? 0);
    for (const id of node.children ?? []) stack.push([byId.get(id), category]);
  }
  return { total: sumOf(split), split, functions: sortedFunctions(functions, top) };
}

/**
 * A sampling heap profile (HeapProfiler.stopSampling) as `{ total, split, functions }` in bytes
 * allocated: the split by stage and the `top` allocation sites.
 */
export function summarizeHeapProfile(profile, top = 20) {
  const split = emptySplit();
  const functions = new Map();
  const stack = [[profile.head, null]];
  while (stack.length > 0) {
    const [node, inherited] = stack.pop();
    const category = categorize(node, inherited);
    add(split, functions, node, category, node.selfSize);
    for (const child of node.children) stack.push([child, category]);
  }
  return { total: sumOf(split), split, functions: sortedFunctions(functions, top) };
}

function sumOf(split) {
  return Object.values(split).reduce((sum, value) => sum + value, 0);
}
