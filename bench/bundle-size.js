// `npm run bench:bundle`: what larch costs a web page, beside parse5. Each row is a small page
// module importing one use; tools/browser-bundle.mjs bundles it as a page's build does (rollup,
// the packages' `exports` under browser conditions, `sideEffects` honoured) and minifies it with
// terser. Sizes are of the whole page bundle, dependencies (`entities`) included. docs/browser.md
// quotes its table; test/package/bundle-size.test.js holds larch's parse + serialize to a budget.
import { resolve } from 'node:path';
import { bundleForPage } from '../tools/browser-bundle.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const ROWS = [
  ['`parse` + `serialize`', "import { parse, serialize } from 'larch-html'; out(serialize(parse(input)));",
    "import { parse, serialize } from 'parse5'; out(serialize(parse(input)));"],
  ['`parseFragment` + `serialize`', "import { parseFragment, serialize } from 'larch-html'; out(serialize(parseFragment(input)));",
    "import { parseFragment, serialize } from 'parse5'; out(serialize(parseFragment(input)));"],
  ['`parse` with the domhandler adapter', "import { parse } from 'larch-html'; import { adapter } from 'larch-html/adapters/domhandler'; out(parse(input, { treeAdapter: adapter }));",
    "import { parse } from 'parse5'; import { adapter } from 'parse5-htmlparser2-tree-adapter'; out(parse(input, { treeAdapter: adapter }));"],
  ['`parseXml` + `serializeXml`', "import { parseXml, serializeXml } from 'larch-html'; out(serializeXml(parseXml(input)));", null],
  ['everything the main entry exports', "import * as larch from 'larch-html'; out(larch);",
    "import * as parse5 from 'parse5'; out(parse5);"],
];
const PRELUDE = 'const input = location.hash; const out = (x) => console.log(x);\n';

async function sizes(code) {
  const page = await bundleForPage(PRELUDE + code, { at: resolve(ROOT, 'page.js') });
  return `${(page.bytes / 1024).toFixed(1)} KB, ${(page.gzipped / 1024).toFixed(1)} KB gzipped`;
}

console.log('# What a page pays: minified bundle size (tools/browser-bundle.mjs: rollup + terser)\n');
console.log('| a page that uses | larch | parse5 |');
console.log('| --- | --- | --- |');
for (const [label, larch, parse5] of ROWS) {
  console.log(`| ${label} | ${await sizes(larch)} | ${parse5 === null ? 'no XML parser' : await sizes(parse5)} |`);
}
