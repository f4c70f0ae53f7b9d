// Preload of scripts/bench-memory.ts (`node --import ./scripts/lib/memory-probe.mjs build/server.mjs`):
// appends the process's memory, as V8 and node count it, to MEMORY_PROBE_FILE every 250 ms, one
// JSON line each: rss, heapTotal, heapUsed, external, arrayBuffers (bytes), ms since start, and
// `spaces`: each V8 heap space's [used, committed] bytes (new_space, old_space, code_space,
// large_object_space...; v8.getHeapSpaceStatistics, a few µs), to tell young-generation garbage
// from old-generation garbage at the peak. Nothing else changes in the server; without
// MEMORY_PROBE_FILE it does nothing.
import { appendFileSync } from 'node:fs';
import { setInterval } from 'node:timers';
import { getHeapSpaceStatistics } from 'node:v8';

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  const t0 = Date.now();
  setInterval(() => {
    const m = process.memoryUsage();
    const spaces = Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, [s.space_used_size, s.physical_space_size]]));
    appendFileSync(
      file,
      `${JSON.stringify({ t: Date.now() - t0, rss: m.rss, heapTotal: m.heapTotal, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers, spaces })}\n`,
    );
  }, 250).unref();
}
