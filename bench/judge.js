// Judges bench/targets.js against one run: PASS / MISS on the steady regime, the after-GC figure
// beside it for information. A speed ratio between two rows is judged on their paired rounds
// (bench/paired.js) when the run has them: timed in alternating slices, the host's changes of
// speed fall on both rows alike; the rows' own figures, timed apart, are shown beside.
import { summarizeRatios } from './stats.js';

const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

/** What a target's figure is, from the summaries of its row and base in one regime. */
const FIGURES = {
  ratio: (row, base) => row.median / base.median,
  mbps: (row) => row.median,
  time: (row, base) => base.median / row.median,
  alloc: (row, base) => row.allocatedPerByte / base.allocatedPerByte,
  heap: (row, base) => row.retainedPerByte / base.retainedPerByte,
};

/** How a figure prints, with the per-byte numbers behind a memory ratio. */
function show(kind, value, row, base) {
  if (kind === 'mbps') return `${fixed(value, 1)} MB/s`;
  if (kind === 'alloc') return `${fixed(row.allocatedPerByte, 1)} vs ${fixed(base.allocatedPerByte, 1)} B/B (${fixed(value, 2)}×)`;
  if (kind === 'heap') return `${fixed(row.retainedPerByte, 1)} vs ${fixed(base.retainedPerByte, 1)} B/B (${fixed(value, 2)}×)`;
  return `${fixed(value, 2)}×`;
}

/** A target as the tables and the missed targets' headings name it ("A vs B", "A: time vs B", ...). */
export function targetName(target, labelOf, baseId) {
  const row = labelOf(target.row);
  const base = baseId === null ? '' : labelOf(baseId);
  switch (target.kind) {
    case 'ratio':
      return `${row} vs ${base}`;
    case 'mbps':
      return `${row}: speed`;
    case 'time':
      return `${row}: time vs ${base}`;
    case 'alloc':
      return `${row}: allocation vs ${base}`;
    case 'heap':
      return `${row}: retained heap vs ${base}`;
    default:
      throw new TypeError(`bench/targets.js: unknown kind ${target.kind}`);
  }
}

/** The kinds whose figure compares two rows' speeds, which paired rounds measure. */
const PAIRED_KINDS = new Set(['ratio', 'time']);

/** The key of a pair of rows in `paired` (row first). */
export const pairKey = (row, base) => `${row} ${base}`;

/**
 * A paired target's figure and its text from some of the pair's rounds: the median over them of
 * the row's MB/s over the base's (ratio), or the base's over the row's (time), with the
 * interquartile range when asked.
 */
function pairedFigure(kind, pair, rounds, withRange) {
  const row = rounds.map((r) => pair.row[r]);
  const base = rounds.map((r) => pair.base[r]);
  const { median, q1, q3 } = kind === 'ratio' ? summarizeRatios(row, base) : summarizeRatios(base, row);
  return { value: median, text: withRange ? `${fixed(median, 2)}× (${fixed(q1, 2)}–${fixed(q3, 2)})` : `${fixed(median, 2)}×` };
}

/** A paired target's figure over all its rounds, and the same from each pass's rounds alone. */
function pairedFigures(kind, pair) {
  const all = pair.row.map((_, r) => r);
  const passCount = Math.max(...pair.pass) + 1;
  const perPass = Array.from({ length: passCount }, (_, p) => all.filter((r) => pair.pass[r] === p));
  return {
    judged: pairedFigure(kind, pair, all, true),
    perPass: passCount < 2 ? '' : perPass.map((rounds) => pairedFigure(kind, pair, rounds, false).text).join(', '),
  };
}

function goalOf(target) {
  if (target.min !== undefined) return target.kind === 'mbps' ? `≥ ${target.min} MB/s` : `≥ ${target.min}×`;
  if (target.max !== undefined) return `≤ ${target.max}×`;
  return '—';
}

function verdictOf(target, value) {
  if (!Number.isFinite(value)) return 'NO DATA';
  if (target.min !== undefined) return value >= target.min ? 'PASS' : 'MISS';
  if (target.max !== undefined) return value <= target.max ? 'PASS' : 'MISS';
  return 'INFO';
}

/** The base row of a target: its one base, or the fastest (steady) of several; null for none. */
export function baseOf(target, steady) {
  if (target.base === undefined) return null;
  if (!Array.isArray(target.base)) return target.base;
  const ran = target.base.filter((id) => steady.has(id));
  if (ran.length === 0) return target.base[0];
  return ran.reduce((best, id) => (steady.get(id).median > steady.get(best).median ? id : best));
}

/**
 * The pairs of rows [row, base] that the speed-ratio targets with a bound compare (and a
 * `control` target's), each once, among the rows with a steady summary (a row that failed is not
 * paired). A ratio given for information only is left to the rows' own figures.
 */
export function targetPairs(targets, steady) {
  const pairs = new Map();
  for (const target of targets) {
    if (!PAIRED_KINDS.has(target.kind)) continue;
    if (target.min === undefined && target.max === undefined && !target.control) continue;
    const baseId = baseOf(target, steady);
    if (steady.has(target.row) && steady.has(baseId)) pairs.set(pairKey(target.row, baseId), [target.row, baseId]);
  }
  return [...pairs.values()];
}

/**
 * One line per target whose rows were part of the run (`ran`): `{ target, measured, goal,
 * verdict, perPass, apart, afterGc, about }`, `about` being what the text is made from (`kind`, row
 * and base ids, the judged figure's `value`, the goal's `bound` or null). `steady` and `afterGc` map row ids to summaries (`median`,
 * `allocatedPerByte`, `retainedPerByte`); a row that ran but has no summary gives NO DATA.
 * `paired` maps pairKey(row, base) to the pair's paired rounds (`{ row, base, pass }`: each row's
 * MB/s per round, and each round's pass): a speed ratio with paired rounds is judged on them
 * (`measured`, with its interquartile range), the rows' own steady figure going to `apart`. Any
 * other target is judged on the rows' own figures. `passes` holds the summaries of each pass's
 * processes alone (--repeat): `perPass` is the judged figure from each pass alone, which shows how
 * far the machine moved it between passes (empty for one pass and for memory targets).
 */
export function judge(targets, { ran, steady, afterGc }, labelOf, passes = [], paired = new Map()) {
  const lines = [];
  for (const target of targets) {
    const baseId = baseOf(target, steady);
    if (!ran.has(target.row) || (baseId !== null && !ran.has(baseId))) continue;
    const figure = (summaries) => {
      const row = summaries.get(target.row);
      const base = baseId === null ? null : summaries.get(baseId);
      if (!row || (baseId !== null && !base)) return { value: NaN, text: '—' };
      const value = FIGURES[target.kind](row, base);
      return { value, text: show(target.kind, value, row, base) };
    };
    const now = figure(steady);
    const pair = PAIRED_KINDS.has(target.kind) ? paired.get(pairKey(target.row, baseId)) : undefined;
    const inPairs = pair === undefined ? null : pairedFigures(target.kind, pair);
    const memory = target.kind === 'alloc' || target.kind === 'heap';
    const rowsPerPass = memory || passes.length < 2 ? '' : passes.map((pass) => figure(pass.steady).text).join(', ');
    lines.push({
      target: targetName(target, labelOf, baseId),
      measured: inPairs?.judged.text ?? now.text,
      goal: goalOf(target),
      verdict: verdictOf(target, (inPairs?.judged ?? now).value),
      perPass: inPairs?.perPass ?? rowsPerPass,
      apart: inPairs === null ? '' : now.text,
      afterGc: memory ? '' : figure(afterGc).text,
      about: { kind: target.kind, row: target.row, base: baseId, value: (inPairs?.judged ?? now).value, bound: target.min ?? target.max ?? null },
    });
  }
  return lines;
}
