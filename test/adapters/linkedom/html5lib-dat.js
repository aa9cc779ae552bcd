// Reads html5lib tree-construction `.dat` files into test records.
import { readFileSync } from 'node:fs';

const HEADERS = new Set(['#data', '#errors', '#new-errors', '#document-fragment', '#document', '#script-off', '#script-on']);

/**
 * The tests of one `.dat` file, in order: `{ index, data, fragment, document, scripting }`, where
 * `fragment` is the context (`'td'`, `'svg path'`) or null, `document` the expected dump without
 * its trailing newline, and `scripting` true/false for `#script-on`/`#script-off`, else null.
 */
export function readDat(file) {
  const text = readFileSync(file, 'utf8');
  const tests = [];
  // A test ends with a blank line before the next `#data`; text inside a test may hold blank lines.
  for (const chunk of text.split(/\n\n(?=#data\n)/)) {
    if (!chunk.startsWith('#data\n')) continue;
    const sections = new Map();
    let current = null;
    for (const line of chunk.split('\n')) {
      if (HEADERS.has(line)) sections.set((current = line.slice(1)), []);
      else sections.get(current).push(line);
    }
    tests.push({
      index: tests.length,
      data: sections.get('data').join('\n'),
      fragment: sections.has('document-fragment') ? sections.get('document-fragment')[0].trim() : null,
      document: (sections.get('document') ?? []).join('\n').replace(/\n+$/, ''),
      scripting: sections.has('script-off') ? false : sections.has('script-on') ? true : null,
    });
  }
  return tests;
}
