// Order statistics for a benchmark's per-round results.

/** The q-quantile (0..1) of an ascending array, linearly interpolated. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** Median and interquartile range over the rounds of `a[r] / b[r]` (two rows' paired rounds). */
export function summarizeRatios(a, b) {
  return summarize(a.map((value, r) => value / b[r]));
}

/** Median and interquartile range of `values`. */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  return { median: quantile(sorted, 0.5), q1, q3, iqr: q3 - q1 };
}
