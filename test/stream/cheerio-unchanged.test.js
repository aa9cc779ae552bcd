// cheerio's own stringStream and decodeStream, unchanged, on larch: cheerio imports its
// ParserStream from parse5-parser-stream, so a child process resolves that module to
// larch-html/stream (test/stream/fixtures/parse5-parser-stream-is-larch.mjs) and runs cheerio's
// code as published, with its parse5-htmlparser2-tree-adapter and encoding-sniffer's DecodeStream.
// The documents are those cheerio gives on parse5, page for page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { CORPUS_DIR } from '../../bench/corpus.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const SCRIPT = join(FIXTURES, 'cheerio-stream-documents.mjs');

function documents(files, onLarch) {
  const flags = onLarch ? ['--import', join(FIXTURES, 'parse5-parser-stream-is-larch.mjs')] : [];
  const out = execFileSync(process.execPath, [...flags, SCRIPT, '--pieces', '1000', ...files], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return JSON.parse(out);
}

describe('cheerio stringStream and decodeStream, unchanged, on larch', function () {
  this.timeout(300000);
  let dir;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'larch-cheerio-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('give the documents they give on parse5-parser-stream: corpus pages, legacy encodings, a BOM', () => {
    const files = readdirSync(CORPUS_DIR).filter((name) => name.endsWith('.html')).sort().map((name) => join(CORPUS_DIR, name));
    const encoded = {
      'latin1.html': Buffer.from('<meta charset=latin1><title>caf\xe9</title><p>na\xefve', 'latin1'),
      'shift_jis.html': Buffer.concat([Buffer.from('<meta charset="shift_jis"><title>'), Buffer.from([0x93, 0xfa, 0x96, 0x7b]), Buffer.from('</title><p>'), Buffer.from([0x82, 0xa0, 0x82, 0xa2])]),
      'bom.html': Buffer.from('\ufeff<p>with a byte order mark \u00e9', 'utf8'),
    };
    for (const [name, bytes] of Object.entries(encoded)) {
      writeFileSync(join(dir, name), bytes);
      files.push(join(dir, name));
    }
    const ours = documents(files, true);
    const theirs = documents(files, false);
    expect(ours.larch, 'cheerio made its ParserStream from larch-html/stream').to.equal(true);
    expect(theirs.larch).to.equal(false);
    let compared = 0;
    for (let i = 0; i < files.length; i++) {
      expect(ours.documents[i], files[i]).to.deep.equal(theirs.documents[i]);
      compared += 2;
    }
    const shiftJis = ours.documents.find((d) => d.file.endsWith('shift_jis.html'));
    expect(shiftJis.decoded.title + shiftJis.decoded.text).to.equal('日本あい');
    console.log(`cheerio on larch: ${compared} documents (${files.length} inputs, stringStream and decodeStream) equal to cheerio on parse5`);
  });
});
