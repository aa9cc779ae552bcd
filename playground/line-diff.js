// Which lines of two dumps differ. The common head and tail are matched first, then the middle
// by a longest common subsequence; a middle too large for that (over MAX_CELLS pairs, a pasted
// page whose trees part early) is marked different as a whole rather than stalling the page.

const MAX_CELLS = 4_000_000;

/**
 * `a` and `b`: arrays of strings. Returns `{ onlyA, onlyB, match }`: the indexes of `a` and of
 * `b` that have no equal line in the other, and `match`, a Map from each matched index of `a` to
 * its index in `b` (and the reverse in `matchB`).
 */
export function diffLines(a, b) {
  const match = new Map();
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) match.set(head, head++);
  let tailA = a.length;
  let tailB = b.length;
  while (tailA > head && tailB > head && a[tailA - 1] === b[tailB - 1]) match.set(--tailA, --tailB);
  const n = tailA - head;
  const m = tailB - head;
  if (n > 0 && m > 0 && n * m <= MAX_CELLS) {
    // lengths[i * (m + 1) + j]: the LCS of a[head + i..tailA) and b[head + j..tailB).
    const width = m + 1;
    const lengths = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lengths[i * width + j] = a[head + i] === b[head + j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
      }
    }
    for (let i = 0, j = 0; i < n && j < m; ) {
      if (a[head + i] === b[head + j]) match.set(head + i++, head + j++);
      else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) i++;
      else j++;
    }
  }
  const matchB = new Map([...match].map(([i, j]) => [j, i]));
  const onlyA = [];
  const onlyB = [];
  for (let i = 0; i < a.length; i++) if (!match.has(i)) onlyA.push(i);
  for (let j = 0; j < b.length; j++) if (!matchB.has(j)) onlyB.push(j);
  return { onlyA, onlyB, match, matchB };
}
