// Where a missed speed target's time goes: each row that a missed target compares is profiled once
// (bench/row.js --profile), and each such target gets its two rows' CPU time and allocation side by
// side, stage by stage (bench/profile.js), with the cut in the row's time that would meet the goal
import { CATEGORIES } from './profile.js';
import { fixed, markdownTable, percent } from './report.js';

/** Warm-up and profiled rounds of each row a missed target compares. */
export const MISS_PROFILE = { warmup: 3, rounds: 5 };

/** How many of a row's functions the explanation names. */
const TOP_FUNCTIONS = 6;

/** The judged lines (bench/judge.js) of speed targets between two rows that missed their goal. */
export const missedSpeedTargets = (lines) =>
  lines.filter((l) => l.verdict === 'MISS' && l.about.base !== null && (l.about.kind === 'ratio' || l.about.kind === 'time'));

/** The rows those targets compare, each once, in the order the targets name them. */
export const rowsToProfile = (misses) => [...new Set(misses.flatMap((l) => [l.about.row, l.about.base]))];

/**
 * The share of the row's time that would have to go for the judged figure to meet the goal: a
 * speed ratio (row over base) grows as the row's time shrinks; a time ratio (row over base)
 * shrinks with it.
 */
export function cutToGoal({ kind, value, bound }) {
  return kind === 'ratio' ? 1 - value / bound : 1 - bound / value;
}

/** A profiled row's CPU milliseconds per MB of input and allocated bytes per input byte, by stage. */
function perInput(result) {
  const { cpu, alloc, mbps } = result.profile;
  const megabytes = (result.bytes * result.passes * mbps.length) / 1e6;
  const ms = Object.fromEntries(CATEGORIES.map((c) => [c, cpu.split[c] / megabytes]));
  const bytes = Object.fromEntries(CATEGORIES.map((c) => [c, alloc.split[c] / alloc.inputBytes]));
  return { ms, bytes, totalMs: cpu.total / megabytes, totalBytes: alloc.total / alloc.inputBytes, functions: cpu.functions, cpuTotal: cpu.total };
}

const signed = (value) => `${value >= 0 ? '+' : '−'}${fixed(Math.abs(value), 1)}`;

/**
 * A row's MB/s over all its profiled rounds, as its ms per MB are taken (a row with a few slow
 * rounds is slower so than by its median), and its timed median (from `steady`, when it has the row).
 */
function speeds(id, result, steady, labelOf) {
  const { mbps } = result.profile;
  const profiled = mbps.length / mbps.reduce((seconds, speed) => seconds + 1 / speed, 0);
  const timed = steady.get(id)?.median;
  return `${labelOf(id)} ${fixed(profiled, 1)} MB/s${timed === undefined ? '' : ` (timed: ${fixed(timed, 1)})`}`;
}

/**
 * One missed target's explanation: a paragraph, the table by stage and the row's busiest functions.
 */
function explainTarget(line, profiles, labelOf, steady) {
  const { row, base } = line.about;
  const heading = `### ${line.target}: ${line.measured}, goal ${line.goal}`;
  const missing = [row, base].filter((id) => profiles.get(id)?.status !== 'ok');
  if (missing.length > 0) {
    const why = missing.map((id) => `${labelOf(id)}: ${profiles.get(id)?.reason ?? 'not profiled'}`).join('; ');
    return [heading, '', `No profile (${why}).`, ''];
  }
  const r = perInput(profiles.get(row));
  const b = perInput(profiles.get(base));
  const cut = cutToGoal(line.about);
  const body = CATEGORIES.map((c) => [c, fixed(r.ms[c], 1), fixed(b.ms[c], 1), signed(r.ms[c] - b.ms[c]), fixed(r.bytes[c], 1), fixed(b.bytes[c], 1)]);
  body.push(['all', fixed(r.totalMs, 1), fixed(b.totalMs, 1), signed(r.totalMs - b.totalMs), fixed(r.totalBytes, 1), fixed(b.totalBytes, 1)]);
  const table = {
    header: ['Stage', `${labelOf(row)}: ms per MB`, `${labelOf(base)}: ms per MB`, 'Difference', `${labelOf(row)}: allocated B/B`, `${labelOf(base)}: allocated B/B`],
    body,
    left: 1,
  };
  const functions = r.functions
    .slice(0, TOP_FUNCTIONS)
    .map((f) => `\`${f.location}\` (${f.category}) ${percent(f.amount, r.cpuTotal)}`)
    .join('; ');
  return [
    heading,
    '',
    `Meeting the goal takes ${percent(cut)} off the time of ${labelOf(row)}: at the profiled speed, ${fixed(cut * r.totalMs, 1)} of its ${fixed(r.totalMs, 1)} ms per MB. ` +
      `Speeds while profiled: ${speeds(row, profiles.get(row), steady, labelOf)}; ${speeds(base, profiles.get(base), steady, labelOf)}.`,
    '',
    ...markdownTable(table),
    '',
    `Most self time in ${labelOf(row)}: ${functions}.`,
    '',
  ];
}

/**
 * The section on the missed targets (`misses`, from missedSpeedTargets) for RESULTS.md and the
 * terminal; `profiles` maps each row id to its row.js --profile result, `steady` to its steady
 * summary from the timed rounds (its timed speed is shown beside the profiled one).
 */
export const MISSES_HEADING = "## Where the missed targets' time goes";

export function missProfilesMarkdown(misses, profiles, labelOf, steady = new Map()) {
  if (misses.length === 0) return [];
  return [
    MISSES_HEADING,
    '',
    `Each row that a missed speed target compares, profiled in a process of its own after the timed rows: steady regime, ${MISS_PROFILE.warmup} warm-up rounds, then ${MISS_PROFILE.rounds} rounds under V8's sampling CPU profiler (a sample every 200 µs) and one more under its sampling heap profiler (bench/profile.js). A sample counts for the stage of the source file of the function it landed in (a builtin for its caller's); V8 counts a function its optimizing compiler inlined as part of the caller, so an adapter method inlined into the tree builder is tree-builder time. Times are CPU milliseconds per MB of input over all the profiled rounds (the profiler slows a row, mostly by a few percent: each target gives its rows' speed over those rounds beside their timed median, which a few slow rounds leave behind); allocation is sampled bytes per input byte. The cut that meets the goal is worked out from the judged figure above.`,
    '',
    ...misses.flatMap((line) => explainTarget(line, profiles, labelOf, steady)),
  ];
}
