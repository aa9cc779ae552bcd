// Where the html5lib-tests suite is, and what a test does when it is not there: without `CI` the
// run says so in one line and those tests skip; with `CI` set a missing suite fails the run.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

/** The suite's root: `$HTML5LIB_TESTS`, or `../shared/html5lib-tests` beside the repository. */
export const suiteRoot = process.env.HTML5LIB_TESTS || resolve(repoRoot, '../shared/html5lib-tests');

/** A path inside the suite. */
export const suitePath = (...parts) => join(suiteRoot, ...parts);

/** Whether `part` of the suite (a directory or file under its root) is there. */
export const suiteHas = (part) => existsSync(suitePath(part));

/** Whether the one line about a missing suite has been printed (by this test process). */
const missing = { reported: false };

/**
 * Says that `part` of the suite is missing: with `CI` set, an error; otherwise one line for the
 * whole run, the first time any test finds it missing.
 */
export function reportMissingSuite(part, label) {
  const where = suitePath(part);
  if (process.env.CI) throw new Error(`${label}: html5lib suite not found at ${where} (required when CI is set)`);
  if (missing.reported) return;
  missing.reported = true;
  console.log(`html5lib suite not found at ${suiteRoot}: the tests that need it are skipped (HTML5LIB_TESTS names another place)`);
}

/**
 * Call at the start of a mocha test (with its `this`) that needs `part` of the suite. Returns
 * when it is there; otherwise fails under CI, or prints one line and skips the test.
 */
export function requireSuite(test, part, label) {
  if (suiteHas(part)) return;
  reportMissingSuite(part, label);
  test.skip();
}
