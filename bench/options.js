// The command line of `npm run bench` (bench/run.js):
//   --rows a,b,c       only these rows (`*` matches any run of characters: --rows 'larch-*');
//                      --only is the same
//   --rounds N         timed rounds per process (default 5; --profile: 10)
//   --warmup N         warm-up rounds, the first one checking that no page throws (default 3)
//   --quick            1 warm-up round and 3 timed rounds, in one pass unless --repeat says
//                      otherwise, for development
//   --repeat N         passes over the selection (default 2), every other one in reverse order,
//                      the rounds of all passes pooled: the machine's speed drifts by tens of
//                      percent over minutes here, and in passes A…Z then Z…A a steady drift
//                      falls alike on every row, so ratios between rows do not carry it
//   --regime R         steady, after-gc or both (default both; --profile defaults to steady)
//   --profile [rows]   instead of timing: where the time and the allocations of each row go,
//                      split by stage (rows as for --rows; default: the selected rows)
//   --profile-out dir  also save the raw .cpuprofile / .heapprofile files there
//   --node-flags 'f'   extra Node/V8 flags for the child processes, e.g. '--no-turbo-inlining'
//                      (profiles then attribute inlined callees to themselves, at the price of
//                      changing the code measured) or '--max-semi-space-size=64'; not a full run
//   --pages dir        the HTML rows parse the .html files of dir instead of htmlparser-benchmark's
//                      pages (a corpus the code was not tuned on); snippets are cut from them;
//                      not a full run
//   --against dir      instead of the table: each selected row against the same row of the
//                      checkout at dir (its build, its bench/row.js), in paired rounds
//                      (bench/paired.js), for the wall-time A/B of a change: this checkout's
//                      speed over dir's, median and interquartile range over the rounds
//   --timeout s        per child process (default 300)
//   --list             print the rows and exit
export const REGIMES = ['steady', 'after-gc'];
/** A full run: 2 passes of 5 timed rounds (10 pooled) after 3 warm-up rounds per process. */
export const FULL = { rounds: 5, warmup: 3, repeat: 2 };
/** Rounds per profiled row: one process, so as many rounds as a full run pools. */
const PROFILE_ROUNDS = 10;

/** The rows in the order of pass `pass` (from 0): every other pass runs them in reverse. */
export function passOrder(rows, pass) {
  return pass % 2 === 0 ? rows : [...rows].reverse();
}

const USAGE =
  "try --rows a,b, --rounds N, --warmup N, --quick, --repeat N, --regime steady|after-gc|both, --profile [rows], --profile-out dir, --against dir, --pages dir, --node-flags 'flags', --timeout s, --list";

/** The ids of `ids` that `pattern` (a row id, `*` matching any characters) names, in order. */
export function matchRows(pattern, ids) {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return ids.filter((id) => regex.test(id));
}

function selectRows(list, ids) {
  const patterns = String(list ?? '').split(',').filter(Boolean);
  if (patterns.length === 0) throw new TypeError('bench: --rows needs a comma-separated list of row ids (see --list)');
  const selected = new Set();
  for (const pattern of patterns) {
    const matched = matchRows(pattern, ids);
    if (matched.length === 0) throw new TypeError(`bench: no row matches ${pattern} (see --list)`);
    for (const id of matched) selected.add(id);
  }
  return ids.filter((id) => selected.has(id));
}

/** Parses the arguments against the known row ids; `full` says whether RESULTS.md is rewritten. */
export function parseOptions(argv, ids) {
  const options = {
    rows: null,
    rounds: null,
    warmup: null,
    repeat: null,
    regimes: null,
    profile: null,
    profileOut: null,
    nodeFlags: [],
    against: null,
    pages: null,
    timeout: null,
    list: false,
  };
  let quick = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--rows' || arg === '--only') options.rows = selectRows(argv[++i], ids);
    else if (arg === '--rounds') options.rounds = Number(argv[++i]);
    else if (arg === '--warmup') options.warmup = Number(argv[++i]);
    else if (arg === '--repeat') options.repeat = Number(argv[++i]);
    else if (arg === '--quick') quick = true;
    else if (arg === '--regime') {
      const regime = argv[++i];
      if (regime !== 'both' && !REGIMES.includes(regime)) throw new TypeError(`bench: --regime is steady, after-gc or both, not ${regime}`);
      options.regimes = regime === 'both' ? REGIMES : [regime];
    } else if (arg === '--profile') {
      options.profile = i + 1 < argv.length && !argv[i + 1].startsWith('--') ? selectRows(argv[++i], ids) : [];
    } else if (arg === '--profile-out') options.profileOut = argv[++i];
    else if (arg === '--node-flags') options.nodeFlags = String(argv[++i] ?? '').split(/\s+/).filter(Boolean);
    else if (arg === '--against') options.against = argv[++i] ?? '';
    else if (arg === '--pages') options.pages = argv[++i] ?? '';
    else if (arg === '--timeout') options.timeout = Number(argv[++i]);
    else if (arg === '--list') options.list = true;
    else throw new TypeError(`bench: unknown argument ${arg} (${USAGE})`);
  }
  if (options.pages !== null && (options.pages === '' || options.pages.startsWith('--'))) throw new TypeError('bench: --pages needs a directory of .html files');
  if (quick) Object.assign(options, { rounds: 3, warmup: 1, repeat: options.repeat ?? 1 });
  if (options.against !== null) {
    if (options.against === '' || options.against.startsWith('--')) throw new TypeError('bench: --against needs the directory of another checkout');
    if (options.profile !== null) throw new TypeError('bench: --against and --profile are separate modes');
  }
  options.repeat ??= FULL.repeat;
  options.warmup ??= FULL.warmup;
  options.timeout ??= 300;
  options.rounds ??= options.profile ? PROFILE_ROUNDS : FULL.rounds;
  if (!Number.isInteger(options.rounds) || options.rounds < 1) throw new TypeError('bench: --rounds needs a positive integer');
  if (!Number.isInteger(options.warmup) || options.warmup < 1) throw new TypeError('bench: --warmup needs a positive integer');
  if (!Number.isInteger(options.repeat) || options.repeat < 1) throw new TypeError('bench: --repeat needs a positive integer');
  if (!(options.timeout > 0)) throw new TypeError('bench: --timeout needs a positive number of seconds');
  if (options.profileOut !== null && options.profile === null) throw new TypeError('bench: --profile-out goes with --profile');
  const selected = options.profile?.length ? options.profile : options.rows ?? ids;
  const regimes = options.regimes ?? (options.profile ? ['steady'] : REGIMES);
  const full =
    options.profile === null && options.against === null && options.pages === null && options.rows === null && options.nodeFlags.length === 0 && regimes.length === REGIMES.length &&
    options.warmup >= FULL.warmup &&
    options.repeat >= FULL.repeat &&
    options.rounds * options.repeat >= FULL.rounds * FULL.repeat;
  return { ...options, rows: selected, regimes, full };
}
