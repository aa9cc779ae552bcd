// Bytes a piece of code allocates on the V8 heap, garbage included. V8 has no allocation counter
// in Node 20's API, but the heap only shrinks in a GC: between two GCs, the growth of the used
// heap is exactly what was allocated. v8.GCProfiler records the used heap before and after every
// GC, so the allocation of `fn` is the sum of the growths between GCs:
//   (used before GC 1 − used at start) + (used before GC 2 − used after GC 1) + … + (used at end − used after GC n)
// Checked against known allocations (test/bench/allocation.test.js: 48 B per 3-field object,
// 8048 B per `new Array(1000)`, within 0.1 %) and against the sum of `allocated=` over V8's
// `--trace-gc-nvp` lines. Off-heap memory (ArrayBuffer backing stores, external strings) is not
// counted; none of the benchmarked parsers allocates any per node.
import v8 from 'node:v8';

/** Whether this Node has v8.GCProfiler (18.15+, 19.6+). */
export const canMeasureAllocation = typeof v8.GCProfiler === 'function';

/**
 * Total of the used heap's growth between GCs, given the used heap at the start and end and each
 * GC's `[before, after]` pair in order.
 */
export function allocatedBetween(start, gcs, end) {
  let allocated = 0;
  let previous = start;
  for (const [before, after] of gcs) {
    allocated += before - previous;
    previous = after;
  }
  return allocated + end - previous;
}

/** Runs `fn` once; returns `{ bytes, gcs, result }`: bytes it allocated and the GCs it caused. */
export function measureAllocation(fn) {
  if (!canMeasureAllocation) throw new Error('measuring allocation needs v8.GCProfiler (Node 18.15 or later)');
  const profiler = new v8.GCProfiler();
  const start = v8.getHeapStatistics().used_heap_size;
  profiler.start();
  const result = fn();
  const end = v8.getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop();
  const gcs = statistics.map((gc) => [gc.beforeGC.heapStatistics.usedHeapSize, gc.afterGC.heapStatistics.usedHeapSize]);
  return { bytes: allocatedBetween(start, gcs, end), gcs: gcs.length, result };
}
