// How every check prints: one line each, PASS or MISS, the name and what was measured. A check
// that throws is a MISS with the error. Exits 0 either way: these are measurements, not tests.

/** Runs `checks` ([name, () => ({ pass, detail })]) in order, printing a line for each. */
export async function runChecks(checks) {
  let missed = 0;
  for (const [name, check] of checks) {
    let result;
    try {
      result = await check();
    } catch (error) {
      result = { pass: false, detail: `threw ${error?.message ?? error}` };
    }
    if (!result.pass) missed++;
    console.log(`${result.pass ? 'PASS' : 'MISS'} ${name} (${result.detail})`);
  }
  return missed;
}

/** Milliseconds `fn` takes, the best of `rounds` runs (the machine is shared: the best is the least disturbed). */
export function bestTime(fn, rounds = 3) {
  let best = Infinity;
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    fn();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** A time bound as a check result. */
export function under(ms, bound) {
  return { pass: ms < bound, detail: `${ms.toFixed(0)} ms, bound ${bound} ms` };
}
