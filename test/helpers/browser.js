// The system's Chromium, driven by playwright-core (nothing downloaded): the browser tests run in
// it when it is installed, say in one line that they were skipped when it is not, and fail
// without it when CI is set. LARCH_CHROMIUM names another Chromium-family executable.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
// As root in a container Chromium needs --no-sandbox; the rest keep it off a closed network.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The executable to drive, or null. */
export function chromiumPath() {
  const named = process.env.LARCH_CHROMIUM;
  if (named) {
    if (!existsSync(named)) throw new Error(`LARCH_CHROMIUM names ${named}, which does not exist`);
    return named;
  }
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

const said = new Set();

/**
 * A launched headless browser for a mocha suite (`this` in `before`), or null after skipping the
 * suite with a one-line note. With CI set, a missing browser fails instead.
 */
export async function launchBrowser(context, label) {
  const executablePath = chromiumPath();
  if (executablePath === null) {
    const message = `${label}: no Chromium found (install Debian's chromium package, or set LARCH_CHROMIUM)`;
    if (process.env.CI) throw new Error(`${message}; CI needs it (.ci/run installs it)`);
    if (!said.has(label)) console.log(`  skipped: ${message}`);
    said.add(label);
    context.skip();
    return null;
  }
  return chromium.launch({ executablePath, args: ARGS });
}
