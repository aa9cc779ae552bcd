// GC pauses as V8 reports them to perf_hooks ('gc' entries). Entries reach JavaScript only when
// the event loop turns, so code can run synchronously and ask afterwards which pauses fell inside
// the windows it timed.
import { PerformanceObserver } from 'node:perf_hooks';

/** Starts recording; `pausesIn(windows)` waits for delivery and sums the pauses that began in each window. */
export function watchGcPauses() {
  const pauses = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    /**
     * Milliseconds of GC pause that began inside each `[start, end)` window (performance.now()
     * times); forgets every pause seen so far.
     */
    async pausesIn(windows) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const totals = windows.map(() => 0);
      for (const pause of pauses) {
        const i = windows.findIndex(([start, end]) => pause.start >= start && pause.start < end);
        if (i >= 0) totals[i] += pause.duration;
      }
      pauses.length = 0;
      return totals;
    },
    stop() {
      observer.disconnect();
    },
  };
}
