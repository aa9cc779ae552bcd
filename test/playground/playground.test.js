// The playground as a person uses it, in the system's Chromium: built as `npm run
// build:playground` builds it, opened from the file system, typed into and clicked. What the page
// shows is checked against larch run here in Node on the same input.
// PLAYGROUND_SCREENSHOTS=<dir> saves a screenshot of each scene there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'chai';
import { parse, TREE_CONSTRUCTION_ERRORS } from 'larch-html';
import { buildPlayground } from '../../tools/build-playground.mjs';
import { launchBrowser } from '../helpers/browser.js';

const PARSING = 'https://html.spec.whatwg.org/multipage/parsing.html';

/** Waits for the page's next frame, after which a scheduled update has run. */
const settle = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
const lines = (page, list) => page.$$eval(`#${list} li`, (items) => items.map((li) => li.textContent));
const marked = (page, list) => page.$$eval(`#${list} li.diff`, (items) => items.map((li) => li.textContent));

describe('playground', function () {
  this.timeout(60000);
  let dir;
  let url;
  let browser = null;
  let page = null;

  async function show(input, { mode = 'document', context = 'div', scripting = false } = {}) {
    await page.selectOption('#mode', mode);
    if (mode === 'fragment') await page.fill('#context', context);
    if (mode !== 'xml') await page.setChecked('#scripting', scripting);
    await page.fill('#input', input);
    await settle(page);
  }

  async function screenshot(name) {
    if (process.env.PLAYGROUND_SCREENSHOTS) await page.screenshot({ path: join(process.env.PLAYGROUND_SCREENSHOTS, `${name}.png`) });
  }

  before(async function () {
    browser = await launchBrowser(this, 'playground');
    dir = mkdtempSync(join(tmpdir(), 'larch-playground-'));
    await buildPlayground(dir);
    url = pathToFileURL(join(dir, 'index.html')).href;
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on('pageerror', (error) => {
      throw error;
    });
    await page.goto(url);
  });

  after(async function () {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('opens with an example, its tree and its parse errors', async function () {
    expect(await page.inputValue('#input')).to.contain('<table>');
    expect(await lines(page, 'larch-tree')).to.include('<table>');
    expect(await page.$$eval('#errors li', (items) => items.length)).to.be.above(0);
  });

  it('shows larch\'s tree and every parse error with its code, line:column and spec link', async function () {
    const input = '<!DOCTYPE html>\n<p id=a id=b>one</b>\n<table>x</table>';
    await show(input);
    const errors = [];
    parse(input, { onParseError: (e) => errors.push(e) });
    const shown = await page.$$eval('#errors li', (items) =>
      items.map((li) => ({ text: li.textContent, href: li.querySelector('a').href })),
    );
    expect(shown.map((e) => e.text)).to.deep.equal(errors.map((e) => `${e.code} ${e.startLine}:${e.startCol}`));
    const href = (code) => shown[errors.findIndex((e) => e.code === code)].href;
    expect(href('duplicate-attribute')).to.equal(`${PARSING}#parse-error-duplicate-attribute`);
    expect(href('end-tag-without-matching-open-element')).to.equal(
      `${PARSING}#${TREE_CONSTRUCTION_ERRORS['end-tag-without-matching-open-element'].anchors[0]}`,
    );
    const tree = await lines(page, 'larch-tree');
    expect(tree.slice(0, 3)).to.deep.equal(['<!DOCTYPE html>', '<html>', '<head>']);
    expect(tree).to.include.members(['<p>', 'id="a"', '"one\u21b5"', '<table>', '"x"']);
    expect(await page.textContent('#summary')).to.contain(`${errors.length} parse errors`);
    await screenshot('errors');
  });

  it('colors the input by the scanner\'s tokens, a malformed one with its error code', async function () {
    await show('<p id=a id=b>x &amp; y<!-- c');
    const spans = await page.$$eval('#backdrop span', (items) => items.map((s) => [s.className, s.textContent, s.title]));
    expect(spans).to.deep.include(['k-tagName', 'p', '']);
    expect(spans).to.deep.include(['k-attrName malformed', 'id', 'duplicate-attribute']);
    expect(spans).to.deep.include(['k-charRef', '&amp;', '']);
    expect(spans.find(([cls]) => cls.startsWith('k-commentOpen'))[0]).to.contain('unclosed');
    expect(await page.textContent('#backdrop')).to.equal('<p id=a id=b>x &amp; y<!-- c\n');
  });

  it('highlights a selected node\'s source in the input, and the caret selects the node it is in', async function () {
    const input = '<ul>\n  <li>one <b>two</b>\n  <li title="t">three\n</ul>';
    await show(input);
    const tree = await lines(page, 'larch-tree');
    await page.click(`#larch-tree li:nth-child(${tree.indexOf('<b>') + 1})`);
    expect(await page.$$eval('#backdrop mark', (marks) => marks.map((m) => m.textContent).join(''))).to.equal('<b>two</b>');
    expect(await page.textContent('#selection')).to.equal(`source ${input.indexOf('<b>')}\u2013${input.indexOf('</b>') + 4}`);
    await page.click(`#larch-tree li:nth-child(${tree.indexOf('title="t"') + 1})`);
    expect(await page.$$eval('#backdrop mark', (marks) => marks.map((m) => m.textContent).join(''))).to.equal('title="t"');
    await screenshot('selected-node');
    // And back: the caret in "three" selects that text node.
    await page.click('#input');
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < input.indexOf('three') + 2; i++) await page.keyboard.press('ArrowRight');
    expect(await page.textContent('#larch-tree li.selected')).to.equal('"three\u21b5"');
    // A node the parser made up has no source to show.
    await page.click('#larch-tree li:nth-child(1)');
    expect(await page.textContent('#selection')).to.equal('no source: the parser made this node up');
  });

  it('marks every line where the browser\'s tree differs, and only those', async function () {
    await show('<p>same</p>\n<noscript><p>raw</p></noscript>', { scripting: true });
    // larch with scripting on makes the noscript's content text; the browser's inert document has
    // scripting off and parses it as markup.
    expect(await marked(page, 'larch-tree')).to.deep.equal(['"<p>raw</p>"']);
    expect(await marked(page, 'browser-tree')).to.deep.equal(['<p>', '"raw"']);
    expect(await page.textContent('#summary')).to.contain('3 differing lines from the browser');
    expect(await page.textContent('#note')).to.contain('scripting off');
    await screenshot('difference');
    await show('<p>same</p>\n<noscript><p>raw</p></noscript>', { scripting: false });
    expect(await marked(page, 'larch-tree')).to.deep.equal([]);
    expect(await page.textContent('#summary')).to.contain('same tree as the browser');
  });

  it('parses a fragment in its context, beside the browser\'s innerHTML', async function () {
    await show('<td>a<td>b', { mode: 'fragment', context: 'tr' });
    expect(await lines(page, 'larch-tree')).to.deep.equal(['<td>', '"a"', '<td>', '"b"']);
    expect(await lines(page, 'browser-tree')).to.deep.equal(['<td>', '"a"', '<td>', '"b"']);
    expect(await page.textContent('#browser-caption')).to.contain('<tr>');
    await show('<td>a<td>b', { mode: 'fragment', context: '' });
    expect(await page.textContent('#browser-caption')).to.contain('<template>');
    await show('x', { mode: 'fragment', context: 'no such' });
    expect(await page.isVisible('#problem')).to.equal(true);
  });

  it('parses XML the XML5 way, with its errors', async function () {
    await show('<a x="1"><b>t</a>', { mode: 'xml' });
    expect(await lines(page, 'larch-tree')).to.deep.equal(['<a>', 'x="1"', '<b>', '"t"']);
    expect(await page.$$eval('#errors li', (items) => items.length)).to.be.above(0);
    expect(await page.isDisabled('#scripting')).to.equal(true);
  });

  it('a permalink brings back the input and every option', async function () {
    const input = '<td>one\n<td>two & "three" #four';
    await show(input, { mode: 'fragment', context: 'tr', scripting: true });
    await page.click('#permalink');
    const link = await page.textContent('#permalink-url');
    expect(link.startsWith(url + '#')).to.equal(true);
    const before = await lines(page, 'larch-tree');
    const other = await browser.newPage();
    await other.goto(link);
    await settle(other);
    expect(await other.inputValue('#input')).to.equal(input);
    expect(await other.inputValue('#mode')).to.equal('fragment');
    expect(await other.inputValue('#context')).to.equal('tr');
    expect(await other.isChecked('#scripting')).to.equal(true);
    expect(await lines(other, 'larch-tree')).to.deep.equal(before);
    await other.close();
  });
});
