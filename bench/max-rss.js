// Loaded with `node --import` by bench/cli.js: at exit, writes the process's peak resident memory
// (in KB) to the file named by LARCH_BENCH_MAX_RSS.
import { writeFileSync } from 'node:fs';

const file = process.env.LARCH_BENCH_MAX_RSS;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
