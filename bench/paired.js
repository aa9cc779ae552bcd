// Paired rounds: two rows, each in its own process (bench/row.js --paired), take turns over the
// same slices of the corpus, so that whatever speed the machine has at a moment falls on both.
// On a virtual machine the host slows a process down by a third or more for seconds at a time,
// unseen by the load average; rows timed minutes apart carry that into their ratio, rows timed in
// alternating slices of a few tens of milliseconds do not. Each process keeps the steady regime:
// its slices run back to back as far as V8 can tell (it waits for its turn in a blocking read, with
// no turn of the event loop and no forced GC), only the wall-clock gaps between them are not timed.
// A round is the whole corpus, cut into slices of about equal bytes; the order within a slice's
// pair alternates (A B, B A, ...) so neither row always runs right after the other.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROW_SCRIPT = fileURLToPath(new URL('./row.js', import.meta.url));

/** Slices per round: about 1.5 MB of HTML each, a few tens of milliseconds of parsing. */
export const SLICES = 16;

/**
 * Timed seconds of the slower row a pass of paired rounds should hold at least: a fast pair (the
 * XML corpus, about a tenth of a second a round) runs more rounds than the run asks for, so that a
 * stretch of a second when the host is unsteady does not make its median.
 */
export const MIN_PAIRED_SECONDS = 3;

/** Rounds a pass of a pair runs: at least `rounds`, and at least MIN_PAIRED_SECONDS of the slower row. */
export function pairedRoundCount(rounds, secondsPerRound) {
  if (!(secondsPerRound > 0)) return rounds;
  return Math.max(rounds, Math.ceil(MIN_PAIRED_SECONDS / secondsPerRound));
}

/**
 * The inputs of one round in order (the corpus `passes` times over) and each one's UTF-8 bytes.
 */
export function roundWork(inputs, pageBytes, passes) {
  const work = [];
  const bytes = [];
  for (let p = 0; p < passes; p++) {
    for (let i = 0; i < inputs.length; i++) {
      work.push(inputs[i]);
      bytes.push(pageBytes[i]);
    }
  }
  return { work, bytes };
}

/**
 * Cuts items of the given sizes into `count` contiguous slices of about equal total size:
 * `count + 1` bounds, slice k being items bounds[k] up to bounds[k + 1]. While there are at least
 * `count` items, no slice is empty (an item larger than a share takes a slice to itself).
 */
export function sliceBounds(sizes, count) {
  if (!Number.isInteger(count) || count < 1) throw new TypeError('sliceBounds: count must be a positive integer');
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const bounds = [0];
  let sum = 0;
  let i = 0;
  for (let k = 1; k < count; k++) {
    // Leave an item for each slice still to come.
    const last = sizes.length - (count - k);
    if (i === bounds[k - 1] && i < last) sum += sizes[i++];
    while (i < last && sum + sizes[i] / 2 <= (total * k) / count) sum += sizes[i++];
    bounds.push(i);
  }
  bounds.push(sizes.length);
  return bounds;
}

/**
 * Pins the main thread of process `pid` (only that thread: V8's GC and compiler threads keep every
 * CPU) to CPU `cpu`, with util-linux's taskset; whether it could. A pair's two main threads take
 * turns, never run at once, so one CPU holds both: a virtual machine's host slows one virtual CPU
 * at a time, for seconds (a charCodeAt loop pinned to each of two read 145 on one and 230 on the
 * other for three seconds), and two processes the scheduler keeps on different CPUs would each
 * carry their own CPU's slowdowns into the pair's ratio.
 */
export function pinMainThread(pid, cpu) {
  const result = spawnSync('taskset', ['-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });
  return result.status === 0;
}

/** A child row process answering one line per line sent. */
class Turns {
  constructor(args) {
    this.child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    this.lines = [];
    this.waiting = null;
    this.buffered = '';
    this.stderr = '';
    this.closed = false;
    this.exited = new Promise((resolve) => this.child.on('close', resolve)).then(() => {
      this.closed = true;
      this.wake();
    });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk) => {
      this.buffered += chunk;
      let newline;
      while ((newline = this.buffered.indexOf('\n')) !== -1) {
        this.lines.push(this.buffered.slice(0, newline));
        this.buffered = this.buffered.slice(newline + 1);
      }
      this.wake();
    });
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk) => (this.stderr += chunk));
  }

  wake() {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }

  /** The next line the child prints, or null once it has exited without one. */
  async next() {
    for (;;) {
      if (this.lines.length > 0) return this.lines.shift();
      if (this.closed) return null;
      await new Promise((resolve) => (this.waiting = resolve));
    }
  }

  send(line) {
    this.child.stdin.write(`${line}\n`);
  }

  /** Why the child did not answer as asked: its RESULT line's reason, or the end of its stderr. */
  failure(line) {
    if (line?.startsWith('RESULT ')) {
      const result = JSON.parse(line.slice('RESULT '.length));
      return { status: result.status, reason: result.reason };
    }
    const why = this.stderr.trim().split('\n').slice(-3).join(' | ');
    return { status: 'error', reason: why || `printed ${JSON.stringify(line)} instead of an answer` };
  }

  kill() {
    this.child.kill('SIGKILL');
  }
}

/** bench/row.js of the checkout at `dir` (whose build its rows load). */
export const rowScriptIn = (dir) => resolve(dir, 'bench/row.js');

/**
 * Runs rows `ids` (two) in paired rounds: each process warms up alone (the other waits), then
 * `rounds` timed rounds in `slices` turns each. `scripts` are the two processes' row.js, by
 * default this checkout's for both; another checkout's measures its build. With `cpu`, both main
 * threads are pinned to that CPU once both are ready. Returns `{ status: 'ok', ids, mbps, pinned }`,
 * `mbps` holding each row's MB/s per round (the sum of its slices' times) and `pinned` the CPU
 * (null when not asked for or taskset could not pin both), or the failure of the one that could
 * not run (`id`, and `side` its index).
 */
export async function runPair(ids, { rounds, warmup, slices = SLICES, nodeFlags = [], timeout, scripts = [ROW_SCRIPT, ROW_SCRIPT], cpu = null }) {
  const turns = [];
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    for (const t of turns) t.kill();
  }, timeout * 1000);
  const failed = (c, line) => ({ ids, id: ids[c], side: c, ...(timedOut ? { status: 'error', reason: `timed out after ${timeout} s` } : turns[c].failure(line)) });
  try {
    const sizes = [];
    for (const [c, id] of ids.entries()) {
      const t = new Turns(['--expose-gc', ...nodeFlags, scripts[c], id, '--regime', 'steady', '--warmup', String(warmup), '--paired', String(slices)]);
      turns.push(t);
      const line = await t.next();
      const ready = /^READY (\d+)$/.exec(line ?? '');
      if (!ready) return failed(c, line);
      sizes.push(Number(ready[1]));
    }
    if (sizes[0] !== sizes[1]) throw new TypeError(`bench: rows ${ids.join(' and ')} do not parse the same corpus`);
    const pinned = cpu !== null && turns.every((t) => pinMainThread(t.child.pid, cpu)) ? cpu : null;
    const times = ids.map(() => new Array(rounds).fill(0));
    for (let r = 0; r < rounds; r++) {
      for (let k = 0; k < slices; k++) {
        const order = (r * slices + k) % 2 === 0 ? [0, 1] : [1, 0];
        for (const c of order) {
          turns[c].send(k);
          const line = await turns[c].next();
          const ms = Number(line);
          if (line === null || !(ms >= 0)) return failed(c, line);
          times[c][r] += ms;
        }
      }
    }
    for (const t of turns) t.send('end');
    await Promise.all(turns.map((t) => t.exited));
    const megabytes = sizes[0] / 1e6;
    return { status: 'ok', ids, mbps: times.map((row) => row.map((ms) => megabytes / (ms / 1000))), pinned };
  } finally {
    clearTimeout(timer);
    for (const t of turns) if (!t.closed) t.kill();
  }
}

/**
 * runPair in `passes` passes of `rounds` rounds, a fresh pair of processes each (a process's own
 * JIT and memory layout move it by a few percent, more than the rounds within it vary), every
 * other pass starting with the second row, each pass's main threads pinned to the next CPU.
 * Returns `{ status: 'ok', ids, mbps, pass, pinned }`, the rounds of all passes pooled (`pass[r]`
 * says which pass round r came from, `pinned[p]` the CPU of pass p, null where taskset could not
 * pin), or the first failure.
 */
export async function runPairPasses(ids, options, passes) {
  const scripts = options.scripts ?? [ROW_SCRIPT, ROW_SCRIPT];
  const cpus = availableParallelism();
  const pooled = { status: 'ok', ids, mbps: [[], []], pass: [], pinned: [] };
  for (let pass = 0; pass < passes; pass++) {
    const swap = pass % 2 === 1;
    const order = swap ? [1, 0] : [0, 1];
    const result = await runPair(order.map((c) => ids[c]), { ...options, scripts: order.map((c) => scripts[c]), cpu: pass % cpus });
    if (result.status !== 'ok') return { ...result, side: order[result.side] };
    for (const [i, c] of order.entries()) pooled.mbps[c].push(...result.mbps[i]);
    pooled.pass.push(...result.mbps[0].map(() => pass));
    pooled.pinned.push(result.pinned);
  }
  return pooled;
}

