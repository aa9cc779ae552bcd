// larch → hast adapter against rehype-parse's pair, parse5 + hast-util-from-parse5: the same hast,
// deep-equal, on every html5lib tree-construction input parse5 gets right and every corpus page,
// without positions, with positions and with verbose positions.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { parse5Exclusions, suiteTests } from '../../conformance/suite-runs.js';
import { reportMissingSuite, suiteHas } from '../../helpers/html5lib.js';
import { LOCATION_DIFFERENCES } from '../../tree/parse5-location-differences.js';
import { VARIANTS, hastDifference, larchHast, referenceHast, referenceQuirk } from './hast-reference.js';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const pagesDir = join(repoRoot, 'node_modules/htmlparser-benchmark/files');

/** Compares one input in one variant over the given scripting modes: null, or why it differs. */
function compare(html, fragment, modes, variant) {
  for (const scripting of modes) {
    let theirs;
    try {
      theirs = referenceHast(html, fragment, scripting, variant);
    } catch (error) {
      return { reference: `hast-util-from-parse5 throws: ${error.message}` };
    }
    const difference = hastDifference(larchHast(html, fragment, scripting, variant), theirs);
    if (difference !== null) return { difference, scripting };
  }
  return null;
}

describe('hast adapter: equal to parse5 + hast-util-from-parse5 (what rehype-parse runs)', function () {
  this.timeout(300000);
  let tests = null;
  const excluded = new Map();
  let pages = [];

  before(function () {
    if (suiteHas('tree-construction')) {
      const all = suiteTests();
      const disagreements = parse5Exclusions(all);
      tests = [];
      for (const test of all) {
        const quirk = referenceQuirk(test.data, test.fragment, test.modes[0]);
        const reason = disagreements.get(test.id) ?? quirk;
        if (reason) excluded.set(test.id, reason);
        else tests.push(test);
      }
      console.log(`hast equivalence: ${tests.length} suite tests compared, ${excluded.size} excluded (parse5 fails the suite test, processing instructions, or hastscript misreads a tag name):`);
      for (const [id, reason] of excluded) console.log(`  ${id}: ${reason}`);
    } else {
      reportMissingSuite('tree-construction', 'hast equivalence');
    }
    pages = readdirSync(pagesDir)
      .sort()
      .map((file) => [file, readFileSync(join(pagesDir, file), 'utf8')]);
  });

  for (const variant of VARIANTS) {
    it(`builds the same hast ${variant.name} for every suite input parse5 gets right (documents, fragments, scripting as the test says)`, function () {
      if (tests === null) return;
      const failures = [];
      let equal = 0;
      let allowed = 0;
      const referenceThrows = [];
      for (const test of tests) {
        const result = compare(test.data, test.fragment, test.modes, variant);
        if (result === null) equal++;
        else if (result.reference) referenceThrows.push(`${test.id}: ${result.reference}`);
        else if (variant.locations && LOCATION_DIFFERENCES.has(test.id) && /\.position\b/.test(result.difference)) allowed++;
        else failures.push(`${test.id} ${JSON.stringify(test.data.slice(0, 160))}${test.fragment ? ` in <${test.fragment}>` : ''} (scripting ${result.scripting ? 'on' : 'off'})\n  ${result.difference}`);
      }
      console.log(
        `hast equivalence ${variant.name}: ${equal} suite inputs equal, ${failures.length} differ` +
          (variant.locations ? `, ${allowed} differ in positions for the documented reasons (test/tree/parse5-location-differences.js)` : '') +
          (referenceThrows.length > 0 ? `, ${referenceThrows.length} where hast-util-from-parse5 throws: ${referenceThrows.join('; ')}` : ''),
      );
      expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
      expect(equal).to.be.greaterThan(1500);
    });

    it(`builds the same hast ${variant.name} for every htmlparser-benchmark page`, function () {
      const failures = [];
      for (const [file, html] of pages) {
        const result = compare(html, null, [true], variant);
        if (result !== null) failures.push(`${file}\n  ${result.difference ?? result.reference}`);
      }
      console.log(`hast equivalence ${variant.name}: ${pages.length - failures.length} of ${pages.length} pages equal`);
      expect(pages.length).to.be.greaterThan(200);
      expect(failures, failures.slice(0, 10).join('\n')).to.deep.equal([]);
    });
  }
});
