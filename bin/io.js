// The process side of the CLI: files and standard input read as bytes, a piece at a time, and output written with
// blocking writes, so a slow reader (a pipe into `head` or `wc`) holds the producer back instead
// of the output piling up in memory. process.stdout is never touched: it would make the pipe
// non-blocking and queue every write.
import { closeSync, openSync, readSync, writeSync } from 'node:fs';

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Waits a millisecond, for a descriptor that someone else made non-blocking. */
function waitForDescriptor() {
  Atomics.wait(pause, 0, 0, 1);
}

/** The bytes of `path`, or of standard input for `-`, 64 KB at a time (as they are read). */
export function* readChunks(path) {
  const fd = path === '-' ? 0 : openSync(path, 'r');
  try {
    for (;;) {
      const chunk = Buffer.allocUnsafe(1 << 16);
      let n;
      try {
        n = readSync(fd, chunk, 0, chunk.length, null);
      } catch (error) {
        if (error.code === 'EAGAIN') {
          waitForDescriptor();
          continue;
        }
        if (error.code === 'EOF') break;
        throw error;
      }
      if (n === 0) break;
      yield n === chunk.length ? chunk : chunk.subarray(0, n);
    }
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

/** A function writing strings to descriptor `fd`; a closed pipe throws an error with code EPIPE. */
export function descriptorWriter(fd) {
  return (text) => {
    const bytes = Buffer.from(text, 'utf8');
    let offset = 0;
    while (offset < bytes.length) {
      try {
        offset += writeSync(fd, bytes, offset, bytes.length - offset);
      } catch (error) {
        if (error.code !== 'EAGAIN') throw error;
        waitForDescriptor();
      }
    }
  };
}
