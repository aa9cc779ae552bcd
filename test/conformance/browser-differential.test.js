// larch beside the browser's own parser, in a real browser (the system's Chromium): every
// html5lib tree-construction test that runs with scripting off (DOMParser documents have it off;
// fragments are parsed by innerHTML in an inert document), plus EXTRA_INPUTS. Both trees are
// dumped by the playground's walker. Every difference must be listed in browser-differences.js
// with its reason, and every listed one must still differ.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from 'chai';
import { bundleForPage } from '../../tools/browser-bundle.mjs';
import { launchBrowser } from '../helpers/browser.js';
import { readDat } from '../helpers/dat.js';
import { requireSuite, suitePath } from '../helpers/html5lib.js';
import { BROWSER_DIFFERENCES, EXTRA_INPUTS } from './browser-differences.js';

const PAGE = resolve(import.meta.dirname, '../helpers/browser-differential-page.js');

describe('browser differential: larch beside Chromium\'s own parser', function () {
  this.timeout(120000);
  let browser = null;
  let page = null;

  before(async function () {
    browser = await launchBrowser(this, 'browser differential');
    page = await browser.newPage();
    const { code } = await bundleForPage(`import ${JSON.stringify(PAGE)};\n`, { at: resolve(PAGE, '../differential-entry.js'), format: 'iife', minified: false });
    await page.addScriptTag({ content: code });
  });

  after(async function () {
    await browser?.close();
  });

  it('builds the same tree as the browser on the html5lib suite, but for the listed differences', async function () {
    requireSuite(this, 'tree-construction', 'browser differential');
    const dir = suitePath('tree-construction');
    const tests = [];
    let scriptedOnly = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.dat')).sort()) {
      for (const test of readDat(join(dir, file))) {
        if (test.scripting === true) scriptedOnly++;
        else tests.push({ id: `${file}:${test.line}`, data: test.data, fragment: test.fragment });
      }
    }
    EXTRA_INPUTS.forEach((data, i) => tests.push({ id: `extra:${i}`, data, fragment: null }));
    const results = await page.evaluate((list) => window.compareWithBrowser(list), tests);
    const differing = results.filter((r) => r.larch !== r.browser);
    const version = browser.version();
    console.log(
      `  browser differential (Chromium ${version}): ${tests.length - EXTRA_INPUTS.length} html5lib tests (${scriptedOnly} scripting-only not run) and ${EXTRA_INPUTS.length} more inputs, ${differing.length} differences`,
    );
    const listed = new Set(BROWSER_DIFFERENCES.map((d) => d.id));
    const unlisted = differing.filter((r) => !listed.has(r.id)).map((r) => `${r.id}\nlarch:\n${r.larch}\nbrowser:\n${r.browser}`);
    expect(unlisted, 'differences with no entry in browser-differences.js').to.deep.equal([]);
    const gone = [...listed].filter((id) => !differing.some((r) => r.id === id));
    expect(gone, 'entries of browser-differences.js that no longer differ (remove them)').to.deep.equal([]);
  });
});
