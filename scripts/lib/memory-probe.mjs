// Preload of scripts/bench-memory.ts (`node --import ./scripts/lib/memory-probe.mjs build/server.mjs`):
// appends the process's memory, as V8 and node count it, to MEMORY_PROBE_FILE every 250 ms, one
// JSON line each: rss, heapTotal, heapUsed, external, arrayBuffers (bytes) and ms since start.
// Nothing else changes in the server; without MEMORY_PROBE_FILE it does nothing.
import { appendFileSync } from 'node:fs';
import { setInterval } from 'node:timers';

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  const t0 = Date.now();
  setInterval(() => {
    const m = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ t: Date.now() - t0, rss: m.rss, heapTotal: m.heapTotal, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers })}\n`);
  }, 250).unref();
}
