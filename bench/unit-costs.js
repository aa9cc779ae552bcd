// What one tag and one attribute cost a tokenizer, measured on synthetic input rather than the
// corpus, where they are mixed with text, references and everything else. Each input is COPIES copies of one element; `tags` has none, `attributes` the
// same element with ATTRIBUTES quoted ones, so a tag pair (start and end tag) costs the time of
// `tags` over COPIES and an attribute the difference over COPIES × ATTRIBUTES.
//
// Each row runs in processes of its own (as bench/run.js does), ROUNDS rounds after WARMUP, and
// the figure is the minimum: the machine's noise only ever adds time.
//   node bench/unit-costs.js [--against dir] [--processes n]
// `--against dir` adds larch's row as built in another checkout (its bench/ and dist/).
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseAgainstOptions } from './against-options.js';
import { findRow } from './rows.js';

export const COPIES = 20000;
export const ATTRIBUTES = 4;
const TAG_PAIR = '<div></div>';
const WITH_ATTRIBUTES = '<div id="main" class="a b" title="x" data-x="12"></div>';
const WARMUP = 5;
const ROUNDS = 35;
const ROWS = ['larch-tokenizer', 'htmlparser2-Tokenizer'];
const THIS_ROWS = fileURLToPath(new URL('./rows.js', import.meta.url));

/** The two inputs, `copies` elements each. */
export function unitInputs(copies = COPIES) {
  return { tags: TAG_PAIR.repeat(copies), attributes: WITH_ATTRIBUTES.repeat(copies) };
}

/** Nanoseconds per tag pair and per attribute, from the two inputs' times in nanoseconds. */
export function unitCosts(tagsNs, attributesNs, copies = COPIES, attributes = ATTRIBUTES) {
  return { tagPair: tagsNs / copies, attribute: (attributesNs - tagsNs) / copies / attributes };
}

/** In a child process: the best time of each input for one row, as JSON on stdout. */
async function measure(rowsFile, id) {
  const rows = await import(pathToFileURL(rowsFile).href);
  const parse = await rows.findRow(id).load();
  const best = {};
  for (const [name, html] of Object.entries(unitInputs())) {
    best[name] = Infinity;
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      const start = process.hrtime.bigint();
      parse(html);
      const ns = Number(process.hrtime.bigint() - start);
      if (round >= WARMUP && ns < best[name]) best[name] = ns;
    }
  }
  process.stdout.write(JSON.stringify(best));
}

async function main(argv) {
  if (argv[0] === '--measure') return measure(argv[1], argv[2]);
  const options = parseAgainstOptions('unit-costs', argv);
  const runs = ROWS.map((id) => ({ id, rowsFile: THIS_ROWS, note: '' }));
  if (options.against !== null) runs.splice(1, 0, { id: ROWS[0], rowsFile: `${options.against}/bench/rows.js`, note: `, ${options.against}` });
  console.log(`unit costs: ${COPIES} copies of each input, minimum of ${ROUNDS} rounds in each of ${options.processes} processes a row`);
  for (const run of runs) {
    const best = { tags: Infinity, attributes: Infinity };
    for (let p = 0; p < options.processes; p++) {
      const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--measure', run.rowsFile, run.id], { encoding: 'utf8' });
      if (child.status !== 0) throw new Error(`unit-costs: ${run.id}${run.note} failed: ${child.stderr}`);
      const times = JSON.parse(child.stdout);
      best.tags = Math.min(best.tags, times.tags);
      best.attributes = Math.min(best.attributes, times.attributes);
    }
    const costs = unitCosts(best.tags, best.attributes);
    const label = `${findRow(run.id).label}${run.note}`;
    console.log(`  ${label.padEnd(70)} tag pair ${costs.tagPair.toFixed(1).padStart(6)} ns   attribute ${costs.attribute.toFixed(1).padStart(6)} ns`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
