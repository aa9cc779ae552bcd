// `npm run build:playground`: the playground (playground/) as a static site in site/: index.html,
// playground.css and playground.js, one classic script bundling larch's published build (dist/),
// so the folder works served from anywhere or opened as a file.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundleForPage } from './browser-bundle.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = join(ROOT, 'playground');

/** Builds the site into `out` (default site/); returns the script's sizes. */
export async function buildPlayground(out = join(ROOT, 'site')) {
  mkdirSync(out, { recursive: true });
  const bundle = await bundleForPage("import './main.js';\n", { at: join(SOURCE, 'page.js'), format: 'iife' });
  writeFileSync(join(out, 'playground.js'), bundle.code);
  for (const file of ['index.html', 'playground.css']) copyFileSync(join(SOURCE, file), join(out, file));
  return { dir: out, bytes: bundle.bytes, gzipped: bundle.gzipped };
}

if (process.argv[1] === import.meta.filename) {
  const { dir, bytes, gzipped } = await buildPlayground(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`${dir}: playground.js ${(bytes / 1024).toFixed(1)} KB (${(gzipped / 1024).toFixed(1)} KB gzipped); open ${join(dir, 'index.html')}`);
}
