// cheerio 1.2 on documents larch built through the domhandler adapter: every query, read and
// manipulation gives what cheerio.load(html) gives when cheerio parses the same input with parse5.
//
// What works with which domhandler:
// - createDomhandlerAdapter(domhandler 5), the version cheerio depends on: everything below.
// - the default adapter (domhandler 6): everything below too, since cheerio, css-select, domutils
//   and its parse5 serializer tell nodes apart by their `type` field, not their class. But nodes
//   cheerio makes itself (append/wrap of a string, clone) are domhandler 5 objects, so the tree then
//   mixes two versions' classes; code that checks `instanceof` cheerio's classes must use the
//   next option.
// - createDomhandlerAdapter(cheerio's own copy of domhandler): also `instanceof` holds for every
//   node, larch's and cheerio's alike. domhandler-v5 is the same version but another copy of it,
//   so its classes are not cheerio's.
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { expect } from 'chai';
import * as cheerio from 'cheerio';
import { parse, parseFragment } from 'larch-html';
import { adapter as defaultAdapter, createDomhandlerAdapter } from 'larch-html/adapters/domhandler';
import { corpusPages } from '../../serializer/html5lib-suite.js';

/** cheerio's own domhandler (ESM build), found from where cheerio is installed. */
async function cheerioDomhandler() {
  const main = createRequire(import.meta.resolve('cheerio')).resolve('domhandler');
  return import(pathToFileURL(join(dirname(main), 'esm/index.js')).href);
}

/** Inputs whose trees take the spec's unusual turns. */
const TRICKY = [
  ['table with foster-parented text', '<table>x<tr><td>1<td><a href="/c">2</a></tr><caption>c</caption></table><p>after'],
  ['table sections and implied rows', '<table><td>a</td><tbody><tr><th>h<tfoot><tr><td>f</table>'],
  ['template contents', '<template id=t><tr><td>in template</td></tr></template><ul><li><a href="/x">x</a><li><template><a href="/y">y</a></template></ul>'],
  ['nested templates', '<div><template><template><p class=deep>deep</p></template></template></div>'],
  ['svg with foreignObject and xlink', '<svg viewBox="0 0 10 10"><path d="M0 0" xlink:href="#a"/><foreignObject><p>html <b>in</b> svg</p></foreignObject><desc><b>d</b></desc></svg><p>x'],
  ['mathml annotation-xml', '<math><mi>x</mi><annotation-xml encoding="text/html"><div>y</div></annotation-xml></math>'],
  ['adoption agency', '<p><b>1<i>2</p>3</i>4<a href=a><div>5</a>6</div>'],
  ['lists closed implicitly', '<ul><li>a<li><a href="/b">b</a><ul><li><a href="/c" title="&quot;c&quot;">c</a></ul></ul><h1>t</h1>'],
  ['doctype, comments and head content', '<!DOCTYPE html><!--c--><html lang=en><head><title>T &amp; t</title><script>a<b</script></head><body><h2>h</h2><img src=i.png></body></html><!--after-->'],
];

/** Pages of the corpus with lists of links, the first few in name order. */
function pages() {
  return corpusPages()
    .filter(([, html]) => /<ul[^>]*>\s*<li[^>]*>\s*<a\s[^>]*href/i.test(html))
    .slice(0, 6);
}

/** Reads a loaded document, then manipulates it; returns every observation, in order. */
function observe($) {
  const seen = {};
  seen.html = $.html();
  seen.links = $('ul > li a[href]').map((_, el) => $(el).attr('href')).get();
  seen.counts = ['p', 'div > p', 'table td', 'svg path', 'template', 'head > title', 'a[href^="/"]', 'li:first-child', 'body *'].map(
    (selector) => $(selector).length,
  );
  seen.bodyText = $('body').text();
  seen.title = $('title').text();
  seen.firstDivHtml = $('div').first().html();
  seen.templateHtml = $('template').first().html();
  seen.firstLinkAttrs = $('a[href]').first().attr();
  seen.svgAttrs = $('svg path').first().attr();
  $('body').append('<section class="added"><b>new</b></section>');
  $('script').remove();
  $('p').addClass('para');
  $('h1, h2, td').first().replaceWith('<em>replaced</em>');
  $('ul').first().clone().appendTo('body');
  $('img').wrap('<figure></figure>');
  seen.afterManipulation = $.html();
  seen.afterText = $.root().text();
  return seen;
}

function expectSameObservations(input, load) {
  const expected = observe(cheerio.load(input[1]));
  const actual = observe(load(input[1]));
  for (const key of Object.keys(expected)) {
    expect(actual[key], `${input[0]}: ${key}`).to.deep.equal(expected[key]);
  }
  return expected;
}

describe('cheerio on larch → domhandler documents', function () {
  this.timeout(30000);

  const variants = [
    ['domhandler 5 (createDomhandlerAdapter(domhandler-v5))', async () => createDomhandlerAdapter(await import('domhandler-v5'))],
    ['domhandler 6 (the default adapter)', async () => defaultAdapter],
    ["cheerio's own domhandler copy", async () => createDomhandlerAdapter(await cheerioDomhandler())],
  ];
  const corpus = pages();

  for (const [name, load] of variants) {
    describe(`with ${name}`, function () {
      let adapter;
      before(async function () {
        adapter = await load();
      });

      it('selects, reads, manipulates and serializes corpus pages as cheerio.load(html) does', function () {
        expect(corpus.length).to.equal(6);
        let links = 0;
        for (const page of corpus) links += expectSameObservations(page, (html) => cheerio.load(parse(html, { treeAdapter: adapter }))).links.length;
        expect(links, 'the pages have ul > li a[href] links').to.be.greaterThan(10);
      });

      it('does the same on tables, templates, svg, mathml and misnested markup', function () {
        for (const input of TRICKY) expectSameObservations(input, (html) => cheerio.load(parse(html, { treeAdapter: adapter })));
      });

      it('loads a larch fragment as cheerio.load(html, null, false) loads the same markup', function () {
        for (const [label, html] of TRICKY) {
          const ours = cheerio.load(parseFragment(html, { treeAdapter: adapter }));
          const theirs = cheerio.load(html, null, false);
          expect(ours.html(), label).to.equal(theirs.html());
          expect(ours('a[href]').map((_, el) => ours(el).attr('href')).get(), label).to.deep.equal(
            theirs('a[href]').map((_, el) => theirs(el).attr('href')).get(),
          );
        }
      });
    });
  }

  it("keeps larch's and cheerio's nodes instances of cheerio's classes only with cheerio's own domhandler copy", async function () {
    const own = await cheerioDomhandler();
    const v5 = await import('domhandler-v5');
    const html = '<ul><li><a href="/a">a</a></ul>';
    const everyNode = ($) => $('*').get().concat($.root().get());
    for (const [module, expected] of [
      [own, true],
      [v5, false],
    ]) {
      const $ = cheerio.load(parse(html, { treeAdapter: createDomhandlerAdapter(module) }));
      $('ul').append('<li>b</li>');
      expect(everyNode($).every((node) => node instanceof own.Node), module === own ? 'own copy' : 'domhandler-v5').to.equal(expected);
    }
    const $ = cheerio.load(parse(html, { treeAdapter: defaultAdapter }));
    $('ul').append('<li>b</li>');
    expect($('li').get().map((node) => node instanceof own.Element)).to.deep.equal([false, true]);
  });
});
