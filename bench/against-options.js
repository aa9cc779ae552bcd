// The command line of the scripts that time larch beside another checkout's build
// (bench/unit-costs.js, bench/call-cost.js): `--against dir` and `--processes n`.
import { resolve } from 'node:path';

/** `{ against, processes }` from `argv`; `script` names the script in the errors. */
export function parseAgainstOptions(script, argv) {
  const options = { against: null, processes: 3 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--against') options.against = resolve(argv[++i]);
    else if (argv[i] === '--processes') options.processes = Number(argv[++i]);
    else throw new Error(`${script}: unknown argument ${argv[i]} (try --against dir, --processes n)`);
  }
  if (!(options.processes >= 1)) throw new Error(`${script}: --processes takes a number ≥ 1`);
  return options;
}
