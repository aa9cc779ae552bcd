// Turns the children's results into tables (terminal and RESULTS.md) and profile reports.
import { CATEGORIES } from './profile.js';
import { summarize as quartiles } from './stats.js';

export const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

/**
 * Per regime, each row's median MB/s with quartiles, median share of time in GC and (steady)
 * allocation and retention per input byte; `ran` holds every row that was run, `failures` the
 * results without numbers.
 */
export function summarizeResults(results) {
  const summaries = { steady: new Map(), afterGc: new Map(), ran: new Set(), failures: [] };
  for (const result of results) {
    summaries.ran.add(result.id);
    if (result.status !== 'ok') {
      summaries.failures.push(result);
      continue;
    }
    const summary = {
      ...quartiles(result.mbps),
      gcShare: quartiles(result.gcShare).median,
      allocatedPerByte: result.allocatedPerByte ?? null,
      retainedPerByte: result.retainedPerByte ?? null,
    };
    (result.regime === 'steady' ? summaries.steady : summaries.afterGc).set(result.id, summary);
  }
  return summaries;
}

const speedCell = (s) => (s ? `${fixed(s.median, 1)} (${fixed(s.q1, 1)}–${fixed(s.q3, 1)})` : '—');
const ratioCell = (row, base) => (row && base ? `${fixed(row.median / base.median, 2)}×` : '—');
const perByteCell = (value) => (value === null || value === undefined ? '' : fixed(value, 1));

/** The table of `rows` (one corpus) against `baselines` (row ids), both regimes side by side. */
export function speedTable(rows, allBaselines, { steady, afterGc, failures }, labelOf) {
  const baselines = allBaselines.filter((id) => steady.has(id) || afterGc.has(id));
  const header = [
    'Row',
    'Steady MB/s (IQR)',
    'After-GC MB/s (IQR)',
    ...baselines.map((id) => `vs ${labelOf(id)}, steady / after-GC`),
    'GC time (steady)',
    'Allocated B per input B',
    'Retained B per input B',
  ];
  const body = rows.map((row) => {
    const now = steady.get(row.id);
    const after = afterGc.get(row.id);
    if (!now && !after) {
      const failed = failures.some((f) => f.id === row.id && f.status !== 'not-available');
      return [row.label, failed ? 'failed' : 'not available', ...new Array(header.length - 2).fill('')];
    }
    return [
      row.label,
      speedCell(now),
      speedCell(after),
      ...baselines.map((id) => `${ratioCell(now, steady.get(id))} / ${ratioCell(after, afterGc.get(id))}`),
      now ? `${fixed(now.gcShare * 100, 0)} %` : '—',
      perByteCell(now?.allocatedPerByte),
      perByteCell(now?.retainedPerByte),
    ];
  });
  return { header, body, left: 1 };
}

/** The targets' lines as a table; its first column (the target) is text. */
export const targetTable = (lines) => ({
  header: ['Target', 'Judged (steady)', 'Goal', 'Result', 'Each pass', 'Rows timed apart', 'After-GC (info)'],
  body: lines.map((l) => [l.target, l.measured, l.goal, l.verdict, l.perPass, l.apart, l.afterGc]),
  left: 1,
});

/** A table's columns padded for a terminal: the first `left` left-aligned, the numbers right-aligned. */
export function textTable({ header, body, left }) {
  const all = [header, ...body];
  const widths = header.map((_, c) => Math.max(...all.map((row) => row[c].length)));
  const line = (row) => row.map((cell, c) => (c < left ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)];
}

export const markdownTable = ({ header, body, left }) => [
  `| ${header.join(' | ')} |`,
  `| ${header.map((_, c) => (c < left ? '---' : '---:')).join(' | ')} |`,
  ...body.map((row) => `| ${row.join(' | ')} |`),
];

/**
 * The results of repeated runs (--repeat) pooled per row and regime: the rounds of every run that
 * succeeded together, the median of their allocation and retention figures; a row and regime with
 * no successful run keeps its first failure.
 */
export function poolResults(results) {
  const groups = new Map();
  for (const result of results) {
    const key = `${result.id} ${result.regime}`;
    const group = groups.get(key);
    if (group) group.push(result);
    else groups.set(key, [result]);
  }
  return [...groups.values()].map((group) => {
    const ok = group.filter((r) => r.status === 'ok');
    if (ok.length === 0) return group[0];
    const medianOf = (field) => {
      const values = ok.map((r) => r[field]).filter((v) => v !== null && v !== undefined);
      return values.length === 0 ? null : quartiles(values).median;
    };
    return {
      ...ok[0],
      mbps: ok.flatMap((r) => r.mbps),
      gcShare: ok.flatMap((r) => r.gcShare),
      allocatedPerByte: medianOf('allocatedPerByte'),
      retainedPerByte: medianOf('retainedPerByte'),
    };
  });
}

/** Why each row without numbers has none. */
export const failureNotes = (failures, labelOf) =>
  failures.map((f) => `${labelOf(f.id)} (${f.regime ?? 'both regimes'}): ${f.status === 'not-available' ? 'not available' : 'failed'}, ${String(f.reason).split('\n')[0]}`);

/** `part` as a percentage of `whole` (a share of 1 by default), one decimal. */
export const percent = (part, whole = 1) => `${fixed((100 * part) / whole, 1)} %`;

/** A row's profile (row.js --profile) as text: time and allocation by stage, then the top functions. */
export function profileReport(result, label, top = 15) {
  const { cpu, alloc, mbps } = result.profile;
  const lines = [`${label} (${result.regime}, ${mbps.length} profiled rounds, median ${fixed(quartiles(mbps).median, 1)} MB/s while profiling)`];
  const split = (title, summary, unit, scale, digits) => {
    lines.push(`  ${title}`);
    for (const category of CATEGORIES) {
      const amount = summary.split[category];
      lines.push(`    ${category.padEnd(13)} ${fixed(amount / scale, digits).padStart(10)} ${unit}  ${percent(amount, summary.total).padStart(7)}`);
    }
  };
  split('CPU self time by stage', cpu, 'ms', 1, 0);
  lines.push(`  top ${top} functions by self time`);
  for (const f of cpu.functions.slice(0, top)) lines.push(`    ${percent(f.amount, cpu.total).padStart(7)}  ${f.category.padEnd(12)}  ${f.location}`);
  split(`allocation by stage (sampled; ${fixed(alloc.total / alloc.inputBytes, 1)} B per input byte)`, alloc, 'MB', 1e6, 1);
  lines.push(`  top ${top} allocation sites`);
  for (const f of alloc.functions.slice(0, top)) {
    lines.push(`    ${percent(f.amount, alloc.total).padStart(7)}  ${fixed(f.amount / alloc.inputBytes, 2).padStart(5)} B/B  ${f.category.padEnd(12)}  ${f.location}`);
  }
  return lines;
}
