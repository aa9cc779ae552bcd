// What larch costs a web page. A page module importing `parse` and `serialize` is bundled as a
// page's build does (tools/browser-bundle.mjs: rollup resolving the packages' `exports` under
// browser conditions with `sideEffects` honoured, then terser): from the published dist/ it stays
// within a budget, and from tsc's build/ (a module a file, so each kept module can be named) it
// holds no XML, scanner, SAX or stream code. `npm run bench:bundle` prints the sizes beside parse5's.
import { resolve } from 'node:path';
import { expect } from 'chai';
import { bundleForPage } from '../../tools/browser-bundle.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const PAGE = resolve(ROOT, 'page.js');
/** Minified and gzipped bytes of parse + serialize: about 5 % above what they measure now. */
const BUDGET = { minified: 200 * 1024, gzipped: 62 * 1024 };
/** Code a page that only parses and serializes HTML has no use for. */
const NOT_FOR_HTML = /\/lib\/(xml|scanner|sax|stream)\/|\/lib\/tokenize\.js$|\/lib\/json\/xml\.js$/;

function page(from, names, use) {
  return `import { ${names} } from '${from}';\nconsole.log(${use});\n`;
}

const kept = (bundle) => bundle.modules.map((m) => m.id.slice(ROOT.length + 1)).filter((id) => NOT_FOR_HTML.test('/' + id));

describe('package: the bundle a web page gets', function () {
  this.timeout(60000);

  it('parse + serialize from the package run, stay within the size budget, and keep no XML, SAX or scanner chunk', async function () {
    const bundle = await bundleForPage(page('larch-html', 'parse, serialize', 'serialize(parse(location.hash))'), { at: PAGE });
    expect(bundle.bytes, 'minified bytes').to.be.below(BUDGET.minified);
    expect(bundle.gzipped, 'gzipped bytes').to.be.below(BUDGET.gzipped);
    const chunks = bundle.modules.map((m) => m.id).filter((id) => /\/chunks\/lib-(xml|sax|scanner)-/.test(id));
    expect(chunks).to.deep.equal([]);
    const printed = [];
    new Function('location', 'console', bundle.code)({ hash: '<p>x' }, { log: (x) => printed.push(x) });
    expect(printed).to.deep.equal(['<html><head></head><body><p>x</p></body></html>']);
  });

  it('parse + serialize keep no module of the XML parser, the scanner, SAX or the streams', async function () {
    const bundle = await bundleForPage(page('./build/lib/index.js', 'parse, serialize', 'serialize(parse(location.hash))'), { at: PAGE, minified: false });
    expect(bundle.modules.length).to.be.above(50);
    expect(kept(bundle)).to.deep.equal([]);
  });

  it('parseXml keeps the XML modules (the check above sees them when they are used)', async function () {
    const bundle = await bundleForPage(page('./build/lib/index.js', 'parseXml', 'parseXml(location.hash)'), { at: PAGE, minified: false });
    expect(kept(bundle).filter((id) => id.startsWith('build/lib/xml/')).length).to.be.above(5);
  });
});
