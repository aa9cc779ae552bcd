// A seeded random generator for property tests.
/** `input` cut at `cuts` places drawn from `random` (pieces may be empty). */
export function randomPieces(input, random, cuts) {
  const at = Array.from({ length: cuts }, () => Math.floor(random() * (input.length + 1))).sort((a, b) => a - b);
  const pieces = [];
  let from = 0;
  for (const to of at) {
    pieces.push(input.slice(from, to));
    from = to;
  }
  pieces.push(input.slice(from));
  return pieces;
}

/** mulberry32: a small seeded generator in [0, 1), so every run sees the same inputs. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
