// Preloaded into the server by bench/embedded-database.ts (node --import): every half second it
// writes the event loop's delay since the last write and the process's peak memory to the file
// named by BENCH_LOOP_FILE, one JSON line each.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const timer = setInterval(() => {
    appendFileSync(
      file,
      `${JSON.stringify({
        at: Date.now(),
        maxMs: histogram.max / 1e6,
        p99Ms: histogram.percentile(99) / 1e6,
        maxRssMb: process.resourceUsage().maxRSS / 1024,
      })}\n`,
    );
    histogram.reset();
  }, 500);
  timer.unref();
}
