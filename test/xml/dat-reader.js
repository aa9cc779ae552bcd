// Reads test cases in the html5lib tree-construction format (#data, #errors, #document), plus
// the `#html-entities` section of the XML5 suite.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** Splits a .dat file into cases: { file, line, data, errors, document, htmlEntities }. */
export function readCases(path) {
  const file = basename(path);
  const text = readFileSync(path, 'utf8');
  const cases = [];
  let current = null;
  let section = null;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === '#data') {
      current = { file, line: i + 1, sections: { data: [], errors: [], document: [] }, htmlEntities: false };
      cases.push(current);
      section = 'data';
    } else if (current !== null && /^#(errors|document|html-entities)$/.test(line)) {
      section = line.slice(1);
      if (section === 'html-entities') current.htmlEntities = true;
      else current.sections[section] = [];
    } else if (current !== null && section !== 'html-entities') {
      current.sections[section].push(line);
    }
  }
  return cases.map((c) => {
    const document = c.sections.document;
    // A blank line separates cases.
    while (document.length > 0 && document[document.length - 1] === '') document.pop();
    return {
      file: c.file,
      line: c.line,
      data: c.sections.data.join('\n'),
      errors: c.sections.errors.map((e) => e.trim()).filter((e) => e !== ''),
      document: document.join('\n'),
      htmlEntities: c.htmlEntities,
    };
  });
}
