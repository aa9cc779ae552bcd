// `npm run bench`: one child process per row (bench/row.js), then a table of median MB/s with
// interquartile range and each row's speed relative to htmlparser2 10's and 12's parseDocument,
// a table of the XML corpus rows relative to htmlparser2's xmlMode, and the issues' targets
// (bench/targets.js) with PASS/MISS. A full run (all rows, at least 10 rounds) rewrites
// bench/RESULTS.md.
//   node bench/run.js [--rounds N] [--only id,id,...] [--quick] [--timeout seconds] [--list]
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeMachine } from './machine.js';
import { BASELINES, ROWS } from './rows.js';
import { summarize } from './stats.js';
import { TARGETS } from './targets.js';

const ROW_SCRIPT = fileURLToPath(new URL('./row.js', import.meta.url));
const RESULTS = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
const FULL_ROUNDS = 10;

function parseArgs(argv) {
  const options = { rounds: FULL_ROUNDS, only: null, quick: false, timeout: 240, list: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--rounds') options.rounds = Number(argv[++i]);
    else if (arg === '--only') options.only = String(argv[++i] ?? '').split(',').filter(Boolean);
    else if (arg === '--quick') options.quick = true;
    else if (arg === '--timeout') options.timeout = Number(argv[++i]);
    else if (arg === '--list') options.list = true;
    else throw new TypeError(`bench: unknown argument ${arg} (try --rounds N, --only a,b, --quick, --timeout s, --list)`);
  }
  if (options.quick) options.rounds = 3;
  if (!Number.isInteger(options.rounds) || options.rounds < 1) throw new TypeError('bench: --rounds needs a positive integer');
  if (!(options.timeout > 0)) throw new TypeError('bench: --timeout needs a positive number of seconds');
  if (options.only) {
    for (const id of options.only) {
      if (!ROWS.some((row) => row.id === id)) throw new TypeError(`bench: unknown row ${id} (see --list)`);
    }
  }
  return options;
}

/** Blocks for `ms` milliseconds (the parent only waits on children, so blocking is fine). */
function pause(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs one row; a larch module missing is retried once, in case dist/ is being rebuilt. */
function runRow(row, options) {
  const result = runRowOnce(row, options);
  if (result.status !== 'not-available') return result;
  pause(5000);
  return runRowOnce(row, options);
}

function runRowOnce(row, options) {
  const args = ['--expose-gc', ROW_SCRIPT, row.id, '--rounds', String(options.rounds)];
  const child = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    timeout: options.timeout * 1000,
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = child.stdout?.split('\n').find((l) => l.startsWith('RESULT '));
  if (line) return JSON.parse(line.slice('RESULT '.length));
  if (child.error?.code === 'ETIMEDOUT' || child.signal === 'SIGTERM') {
    return { id: row.id, status: 'error', reason: `timed out after ${options.timeout} s` };
  }
  const why = (child.stderr || '').trim().split('\n').slice(-3).join(' | ');
  return { id: row.id, status: 'error', reason: why || `exited with ${child.status ?? child.signal}` };
}

const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const labelOf = (id) => ROWS.find((row) => row.id === id).label;
const isXml = (id) => ROWS.find((row) => row.id === id).corpus === 'xml';

/** Median MB/s and retained heap of every row that ran. */
function measured(results) {
  const map = new Map();
  for (const r of results) if (r.status === 'ok') map.set(r.id, { ...summarize(r.mbps), heap: r.heapPerByte });
  return map;
}

const failedRow = (r, columns) => [labelOf(r.id), r.status === 'not-available' ? 'not available' : 'failed', ...new Array(columns - 2).fill('')];

const HEADER = ['Row', 'MB/s (median)', 'IQR (MB/s)', 'vs htmlparser2 10', 'vs htmlparser2 12', 'Retained heap (B per input B)'];
const XML_HEADER = ['Row', 'MB/s (median)', 'IQR (MB/s)', 'vs htmlparser2 12 xmlMode'];
const TARGET_HEADER = ['Target', 'Measured', 'Goal', 'Result'];

function htmlTable(results, stats) {
  const base10 = stats.get(BASELINES.v10)?.median;
  const base12 = stats.get(BASELINES.v12)?.median;
  return results
    .filter((r) => !isXml(r.id))
    .map((r) => {
      if (r.status !== 'ok') return failedRow(r, HEADER.length);
      const { median, q1, q3, heap } = stats.get(r.id);
      return [
        labelOf(r.id),
        fixed(median, 1),
        `${fixed(q1, 1)}–${fixed(q3, 1)}`,
        base10 ? `${fixed(median / base10, 2)}×` : '—',
        base12 ? `${fixed(median / base12, 2)}×` : '—',
        heap === null ? '' : fixed(heap, 1),
      ];
    });
}

function xmlTable(results, stats) {
  const base = stats.get(BASELINES.xml)?.median;
  return results
    .filter((r) => isXml(r.id))
    .map((r) => {
      if (r.status !== 'ok') return failedRow(r, XML_HEADER.length);
      const { median, q1, q3 } = stats.get(r.id);
      return [labelOf(r.id), fixed(median, 1), `${fixed(q1, 1)}–${fixed(q3, 1)}`, base ? `${fixed(median / base, 2)}×` : '—'];
    });
}

/** One line per target whose rows ran: what was measured, the goal, PASS / MISS / INFO. */
function targetTable(stats) {
  const lines = [];
  for (const t of TARGETS) {
    const row = stats.get(t.row);
    const base = t.base === undefined ? null : stats.get(t.base);
    if (!row || (t.base !== undefined && !base)) continue;
    if (t.kind === 'mbps') {
      lines.push([`${labelOf(t.row)}: speed`, `${fixed(row.median, 1)} MB/s`, `≥ ${t.min} MB/s`, row.median >= t.min ? 'PASS' : 'MISS']);
    } else if (t.kind === 'ratio') {
      const ratio = row.median / base.median;
      const verdict = t.min === undefined ? 'INFO' : ratio >= t.min ? 'PASS' : 'MISS';
      lines.push([`${labelOf(t.row)} vs ${labelOf(t.base)}`, `${fixed(ratio, 2)}×`, t.min === undefined ? '—' : `≥ ${t.min}×`, verdict]);
    } else if (t.kind === 'heap') {
      if (row.heap === null || base.heap === null) continue;
      const ratio = row.heap / base.heap;
      lines.push([
        `${labelOf(t.row)}: retained heap vs ${labelOf(t.base)}`,
        `${fixed(row.heap, 1)} vs ${fixed(base.heap, 1)} B/B (${fixed(ratio, 2)}×)`,
        `≤ ${t.max}×`,
        ratio <= t.max ? 'PASS' : 'MISS',
      ]);
    }
  }
  return lines;
}

function printTable(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((row) => row[c].length)));
  const line = (row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

const mdTable = (header, rows) => [
  `| ${header.join(' | ')} |`,
  `| ${header.map((_, c) => (c === 0 ? '---' : '---:')).join(' | ')} |`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
];

/** Why each row without numbers has none. */
function notes(results) {
  return results
    .filter((r) => r.status !== 'ok')
    .map((r) => `${labelOf(r.id)}: ${r.status === 'not-available' ? 'not available' : 'failed'}, ${r.reason.split('\n')[0]}`);
}

function markdown(tables, machine, options, corpus, xmlCorpus, notesList) {
  const md = [
    '# Benchmark results',
    '',
    'Generated by `npm run bench` (bench/run.js); do not edit by hand. Scaling with input size: [SCALING.md](SCALING.md) (`npm run bench:scaling`).',
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.platform}`,
    `- Node: ${machine.node}`,
    `- Date: ${machine.date}`,
    `- larch: ${machine.larch}`,
    `- Packages: ${Object.entries(machine.packages).map(([name, version]) => `${name} ${version}`).join(', ')}`,
    `- Corpus: htmlparser-benchmark, ${corpus.pages} pages, ${fixed(corpus.bytes / 1e6, 2)} MB (MB = 10^6 bytes of UTF-8 input), all in memory`,
    `- Method: one process per row, one warm-up pass, then ${options.rounds} timed rounds over the whole corpus with a forced GC before each; median and interquartile range of the rounds' MB/s. Ratios are the row's median over the baseline's median (above 1× is faster).`,
    `- Retained heap: for rows that build a tree, heap kept alive by the tree of the largest page (${fixed(corpus.largest / 1e3, 0)} kB), forced GC before and after, per input byte.`,
    '- Tokenizer rows: each tokenizer alone, with callbacks that do nothing. Without a tree builder, larch\'s and parse5\'s tokenizers stay in the data state inside `<script>`/`<style>` (the tree builder switches them); htmlparser2\'s switches by itself.',
    '',
    ...mdTable(HEADER, tables.html),
    '',
  ];
  if (tables.xml.length > 0) {
    md.push(
      '## XML corpus',
      '',
      xmlCorpus
        ? `${xmlCorpus.pages} files, ${fixed(xmlCorpus.bytes / 1e6, 2)} MB: the SVG icons of bootstrap-icons and the Atom/RSS/sitemap/XHTML fixtures of test/xml/fixtures, all in memory; each round parses the corpus ${xmlCorpus.passes} times. Same method as above; no retained heap (the largest file is ${fixed(xmlCorpus.largest / 1e3, 1)} kB).`
        : 'No XML row ran.',
      '',
      ...mdTable(XML_HEADER, tables.xml),
      '',
    );
  }
  md.push('## Targets', '', 'The issues\' targets (bench/targets.js) against this run\'s medians.', '', ...mdTable(TARGET_HEADER, tables.targets), '');
  md.push(...notesList.map((note) => `- ${note}`), ...(notesList.length > 0 ? [''] : []));
  return md.join('\n');
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.list) {
    for (const row of ROWS) console.log(`${row.id.padEnd(32)} ${row.label}`);
    return;
  }
  const rows = options.only ? ROWS.filter((row) => options.only.includes(row.id)) : ROWS;
  console.log(`bench: ${rows.length} rows, ${options.rounds} rounds each, one process per row`);
  const results = [];
  for (const row of rows) {
    const result = runRow(row, options);
    const summary =
      result.status === 'ok' ? `${fixed(summarize(result.mbps).median, 1)} MB/s` : `${result.status}: ${result.reason}`;
    console.log(`  ${row.id}: ${summary}`);
    results.push(result);
  }
  console.log('');
  const stats = measured(results);
  const tables = { html: htmlTable(results, stats), xml: xmlTable(results, stats), targets: targetTable(stats) };
  if (tables.html.length > 0) printTable(HEADER, tables.html);
  if (tables.xml.length > 0) {
    console.log('\nXML corpus');
    printTable(XML_HEADER, tables.xml);
  }
  if (tables.targets.length > 0) {
    console.log('\nTargets');
    printTable(TARGET_HEADER, tables.targets);
  }
  const notesList = notes(results);
  for (const note of notesList) console.log(`  * ${note}`);
  const html = results.find((r) => r.status === 'ok' && !isXml(r.id));
  const xml = results.find((r) => r.status === 'ok' && isXml(r.id));
  const full = !options.only && options.rounds >= FULL_ROUNDS;
  if (full && html) {
    const corpus = { pages: html.pages, bytes: html.bytes, largest: html.largest };
    const xmlCorpus = xml ? { pages: xml.pages, bytes: xml.bytes, largest: xml.largest, passes: xml.passes } : null;
    writeFileSync(RESULTS, markdown(tables, describeMachine(), options, corpus, xmlCorpus, notesList));
    console.log(`\nwrote ${RESULTS}`);
  } else {
    console.log(`\n(partial run: bench/RESULTS.md is only rewritten by a full run of all rows with >= ${FULL_ROUNDS} rounds)`);
  }
}

main();
