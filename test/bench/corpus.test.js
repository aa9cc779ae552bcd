// bench/corpus.js: the corpora the rows parse, the snippets especially (pieces of the HTML pages).
import { expect } from 'chai';
import { CORPORA, corpusIdOf, loadCorpus, loadCorpusById, loadSnippetCorpus } from '../../bench/corpus.js';
import { BASELINES, ROWS } from '../../bench/rows.js';

describe('bench corpora', () => {
  it('has a loader and a baseline row for every corpus a row names', () => {
    for (const row of ROWS) {
      const id = corpusIdOf(row);
      expect(CORPORA.map((c) => c.id), row.id).to.include(id);
      expect(BASELINES[id], id).to.be.an('array').that.is.not.empty;
      for (const base of BASELINES[id]) expect(corpusIdOf(ROWS.find((r) => r.id === base)), base).to.equal(id);
    }
    expect(() => loadCorpusById('nothing')).to.throw(TypeError, /no corpus nothing/);
  });

  it('cuts snippets from the HTML pages, each from a `<` to just before a later `<`, their lengths going round', () => {
    const pages = new Map(loadCorpus().pages.map((page) => [page.name, page.html]));
    const snippets = loadSnippetCorpus();
    expect(snippets.pages.length).to.be.within(4000, 8000);
    const lengths = [32, 64, 128, 256, 512, 1024];
    snippets.pages.forEach((snippet, i) => {
      const [name, at] = snippet.name.split('@');
      const page = pages.get(name);
      const start = Number(at);
      const text = snippet.html;
      const length = lengths[i % lengths.length];
      expect(page.startsWith(text, start), snippet.name).to.equal(true);
      expect(text[0]).to.equal('<');
      const end = start + text.length;
      // Past its length to the next `<` (or the page's end), unless that is more than four lengths away.
      expect(text.length === length || text.length <= 4 * length, snippet.name).to.equal(true);
      expect(end === page.length || page[end] === '<' || text.length === length, snippet.name).to.equal(true);
      expect(text.indexOf('<', length), snippet.name).to.equal(-1);
      expect(snippet.bytes).to.equal(Buffer.byteLength(text, 'utf8'));
    });
    expect(snippets.bytes).to.equal(snippets.pages.reduce((sum, page) => sum + page.bytes, 0));
  });
});
