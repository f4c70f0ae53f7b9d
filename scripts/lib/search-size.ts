/**
 * Heap of the embedded search indexes (docs/requirements/performance.md#memory, decision 0961): builds one market's search layer in this
 * process as the site does and reports the heap added (needs --expose-gc, else NaN) and each index's share, found by dropping them one at a
 * time. `otherMb` is mostly cached content answers, the twin's server and the clients.
 */
import { startContentBackend } from '@silca/content';
import { startSearchBackend } from '@silca/search';
import { algoliaStandIn } from '@silca/stand-in-algolia';
import { storyblokStandIn } from '@silca/stand-in-storyblok';

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

/** One embedded index: its name, records and heap (MB). */
export interface IndexSize {
  name: string;
  records: number;
  heapMb: number;
}

/** Heap (MB) the search layer of `market` adds, the build time (ms), what was built and the heap of each index. */
export async function searchIndexSize(market = 'global'): Promise<{ heapMb: number; ms: number; summary: string; indexes: IndexSize[]; otherMb: number }> {
  const env = { ...process.env, STORYBLOK_TOKEN: '', ALGOLIA_APP_ID: '', LOG_LEVEL: 'info' };
  const content = await startContentBackend({ standIn: storyblokStandIn, env });
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
    const search = await startSearchBackend({ standIn: algoliaStandIn, env, content: content.service, markets: [market as never] });
    await search.ready?.();
    const ms = Date.now() - t0;
    const built = settledHeap();
    const heapMb = (built - before) / 1024 / 1024;
    // Each index's share: what a full collection gives back once the twin drops it.
    const indexes: IndexSize[] = [];
    const twinIndexes = search.twin?.indexes ?? new Map();
    let last = built;
    for (const name of [...twinIndexes.keys()]) {
      const records = twinIndexes.get(name)?.size ?? 0;
      twinIndexes.delete(name);
      const now = settledHeap();
      indexes.push({ name, records, heapMb: (last - now) / 1024 / 1024 });
      last = now;
    }
    await search.close?.();
    return { heapMb, ms, summary, indexes, otherMb: (last - before) / 1024 / 1024 };
  } finally {
    process.stdout.write = write;
    await content.close();
  }
}
