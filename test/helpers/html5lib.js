// Where the html5lib-tests suite is, and what a test does when it is not there: without `CI` it
// says so in one line and skips; with `CI` set a missing suite fails the run.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

/** The suite's root: `$HTML5LIB_TESTS`, or `../shared/html5lib-tests` beside the repository. */
export const suiteRoot = process.env.HTML5LIB_TESTS || resolve(repoRoot, '../shared/html5lib-tests');

/** A path inside the suite. */
export const suitePath = (...parts) => join(suiteRoot, ...parts);

/** Whether `part` of the suite (a directory or file under its root) is there. */
export const suiteHas = (part) => existsSync(suitePath(part));

/** Says that `part` of the suite is missing: one line, or, with `CI` set, an error. */
export function reportMissingSuite(part, label) {
  const where = suitePath(part);
  if (process.env.CI) throw new Error(`${label}: html5lib suite not found at ${where} (required when CI is set)`);
  console.log(`${label}: html5lib suite not found at ${where}, skipped`);
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
