// Judges bench/targets.js against one run: PASS / MISS on the steady regime, the after-GC figure
// beside it for information.

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

function describe(target, labelOf, baseId) {
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
 * One line per target whose rows were part of the run (`ran`): `{ issue, target, measured, goal,
 * verdict, perPass, afterGc }`. `steady` and `afterGc` map row ids to summaries (`median`,
 * `allocatedPerByte`, `retainedPerByte`); a row that ran but has no summary gives NO DATA.
 * `passes` holds the summaries of each pass's processes alone (--repeat): a speed target's figure
 * in each pass shows how far the machine moved it between passes (`perPass`, empty for one pass
 * and for memory targets).
 */
export function judge(targets, { ran, steady, afterGc }, labelOf, passes = []) {
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
    const memory = target.kind === 'alloc' || target.kind === 'heap';
    const perPass = memory || passes.length < 2 ? '' : passes.map((pass) => figure(pass.steady).text).join(', ');
    lines.push({
      issue: target.issue === undefined ? '' : `#${target.issue}`,
      target: describe(target, labelOf, baseId),
      measured: now.text,
      goal: goalOf(target),
      verdict: verdictOf(target, now.value),
      perPass,
      afterGc: memory ? '' : figure(afterGc).text,
    });
  }
  return lines;
}
