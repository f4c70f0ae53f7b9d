/**
 * Size of the site's embedded search indexes (docs/requirements/performance.md#speed-goals): starts the embedded content and the
 * search layer of one market in this process, as the site does, waits for the index build and
 * reports the heap it added (full gc before and after; needs --expose-gc, NaN without) with the
 * build's index and record counts from its log line. Informative: the heap delta also holds the
 * Algolia twin's server and the clients (small next to the indexes).
 */
import { startContentBackend } from '@silca/content';
import { startSearchBackend } from '@silca/search';

/** Heap used after full collections until it stops shrinking (bytes); NaN without --expose-gc. */
function settledHeap(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return Number.NaN;
  let last = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    gc();
    const used = process.memoryUsage().heapUsed;
    if (used >= last * 0.995) return used;
    last = used;
  }
  return last;
}

/** Heap (MB) the search indexes of `market` add, the build time (ms) and what was built. */
export async function searchIndexSize(market = 'global'): Promise<{ heapMb: number; ms: number; summary: string }> {
  const env = { ...process.env, STORYBLOK_TOKEN: '', ALGOLIA_APP_ID: '', LOG_LEVEL: 'info' };
  const content = await startContentBackend({ env });
  const before = settledHeap();
  const t0 = Date.now();
  let summary = '';
  const write = process.stdout.write.bind(process.stdout);
  // The build's own summary line (libs/search logger: `[search] embedded search indexes built {...}` on stdout).
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = String(chunk);
    if (text.includes('indexes built')) {
      summary = text.replace(/^.*indexes built\s*/, '').trim();
      return true;
    }
    return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  try {
    const search = await startSearchBackend({ env, content: content.service, markets: [market as never] });
    await search.ready?.();
    const ms = Date.now() - t0;
    const heapMb = (settledHeap() - before) / 1024 / 1024;
    await search.close?.();
    return { heapMb, ms, summary };
  } finally {
    process.stdout.write = write;
    await content.close();
  }
}
