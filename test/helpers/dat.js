// The one reader of `.dat` test files: html5lib's tree-construction format (#data, #errors,
// web-platform-tests' #description notes,
// #new-errors, #document-fragment, #script-on/#script-off, #document), the XML5 suite's extra
// #html-entities flag, and the encoding suite's #encoding.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const HEADER = /^#(errors|new-errors|document-fragment|script-on|script-off|document|html-entities|encoding)$/;

/**
 * The tests of one file, in order, each as { file (base name), line (of its #data), index (its
 * position in the file), data, errors, fragment ('td', 'svg path' or null), scripting (true for
 * #script-on, false for #script-off, else null), document (the expected dump, without trailing
 * blank lines), htmlEntities }. The data runs until the next section header; the document until
 * a blank line followed by #data, so text holding blank lines or `#` lines stays intact.
 * `encoding` (the expected encoding's name, or null) is the encoding suite's; its files hold raw
 * bytes, so read them with `textEncoding` 'latin1' (one character a byte) and take the data's
 * bytes back with `Buffer.from(data, 'latin1')`.
 */
export function readDat(path, textEncoding = 'utf8') {
  const file = basename(path);
  const lines = readFileSync(path, textEncoding).split('\n');
  const tests = [];
  let test = null;
  let section = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const startsTest = line === '#data' && (test === null || (section === 'document' && lines[i - 1] === '') || section !== 'data' && section !== 'document');
    if (startsTest) {
      test = { file, line: i + 1, index: tests.length, sections: { data: [], errors: [], 'new-errors': [], 'document-fragment': [], document: [] }, flags: new Set() };
      tests.push(test);
      section = 'data';
    } else if (line === '#description' && (test === null || (section === 'document' && lines[i - 1] === ''))) {
      // web-platform-tests' note before a test's #data: not part of any test.
      section = 'description';
    } else if (section === 'description') {
      continue;
    } else if (test !== null && section !== 'document' && HEADER.test(line)) {
      section = line.slice(1);
      test.flags.add(section);
      test.sections[section] ??= [];
    } else if (test !== null) {
      test.sections[section].push(line);
    }
  }
  return tests.map(({ file, line, index, sections, flags }) => {
    const document = sections.document;
    while (document.length > 0 && document[document.length - 1] === '') document.pop();
    return {
      file,
      line,
      index,
      data: sections.data.join('\n'),
      errors: sections.errors.map((e) => e.trim()).filter((e) => e !== ''),
      fragment: flags.has('document-fragment') ? sections['document-fragment'][0].trim() : null,
      scripting: flags.has('script-on') ? true : flags.has('script-off') ? false : null,
      document: document.join('\n'),
      htmlEntities: flags.has('html-entities'),
      encoding: flags.has('encoding') ? sections.encoding[0].trim() : null,
    };
  });
}
