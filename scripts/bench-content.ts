/**
 * Content benchmark (docs/requirements/performance.md#measuring; the lead's `npm run bench` calls `runContentBench`): upstream
 * requests per page view, cold and warm, per page type; cache-hit latency; memory per 1,000
 * cached stories. Runs against the embedded space with the production client configuration.
 * Usage: node --expose-gc --import tsx scripts/bench-content.ts [--json]
 */
import StoryblokClient from 'storyblok-js-client';
import { ResponseCache, StoryblokContentService, startContentBackend, type ContentService } from '@silca/content';
import { pathToFileURL } from 'node:url';
import { storyblokStandIn } from '@silca/stand-in-storyblok';

/** The content calls a loader makes for one page view of each page type (docs/requirements/architecture.md#request-path). */
const PAGE_VIEWS: Array<{ name: string; view: (s: ContentService) => Promise<unknown> }> = [
  {
    name: 'home (global, en)',
    view: (s) => s.findStoryByPath({ website: 'global', language: 'en', path: [], resolveRelations: ['products_carousel.products'] }),
  },
  {
    name: 'product listing (global, it)',
    view: async (s) => {
      await s.findStoryByPath({ website: 'global', language: 'it', path: ['prodotti'] });
      await s.listStories({ startsWith: 'global/products/', language: 'it', contentType: 'product_detail', page: 1, sortBy: 'name:asc' });
    },
  },
  {
    name: 'product detail (global, de)',
    view: (s) =>
      s.findStoryByPath({ website: 'global', language: 'de', path: ['produkte', 'silca-futura-pro'], resolveRelations: ['product_detail.category'] }),
  },
  {
    name: 'product detail (italy, it)',
    view: (s) => s.findStoryByPath({ website: 'italy', language: 'it', path: ['prodotti', 'silca-futura-pro'], resolveRelations: ['product_detail.category'] }),
  },
  {
    name: 'news article (global, fr)',
    view: (s) =>
      s.findStoryByPath({ website: 'global', language: 'fr', path: ['evenements-et-actualites', 'ils-parlent-de-nous', 'silca-opens-new-training-centre'] }),
  },
  { name: 'category (spain, es)', view: (s) => s.findStoryByPath({ website: 'spain', language: 'es', path: ['categorias', 'transpondedores'] }) },
];

/** Figures of one benchmark run (counts are upstream HTTP requests; latency in µs; memory in bytes). */
export interface ContentBenchResult {
  pageViews: Array<{ page: string; cold: number; warm: number; coldMs: number; found: boolean }>;
  cacheHit: { iterations: number; p50Us: number; p95Us: number; meanUs: number };
  memory: { stories: number; heapBytesPer1000: number; cacheBytesPer1000: number };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs the content benchmark and returns its figures (see ContentBenchResult). */
export async function runContentBench(): Promise<ContentBenchResult> {
  const pageViews: ContentBenchResult['pageViews'] = [];
  for (const pv of PAGE_VIEWS) {
    const backend = await startContentBackend({ standIn: storyblokStandIn, env: { ...process.env, STORYBLOK_TOKEN: '' } });
    try {
      const t0 = performance.now();
      const found = await pv.view(backend.service);
      const coldMs = performance.now() - t0;
      const cold = backend.upstreamRequests();
      await pv.view(backend.service);
      pageViews.push({ page: pv.name, cold, warm: backend.upstreamRequests() - cold, coldMs: Math.round(coldMs), found: found !== null });
    } finally {
      await backend.close();
    }
  }

  // Cache-hit latency: a warm product page lookup (two cache hits: market miss then global).
  // The memory fill below asks 1,000 stories unthrottled: Storyblok's rate limits (on by default
  // in the stand-in, decision 1051) would only slow it down with retries.
  const backend = await startContentBackend({ standIn: storyblokStandIn, env: { ...process.env, STORYBLOK_TOKEN: '', STORYBLOK_LOCAL_RATE_LIMITS: 'off' } });
  const hitView = PAGE_VIEWS[3]!.view;
  await hitView(backend.service);
  const samples: number[] = [];
  for (let i = 0; i < 5000; i++) {
    const t = performance.now();
    await hitView(backend.service);
    samples.push((performance.now() - t) * 1000);
  }
  samples.sort((a, b) => a - b);
  const cacheHit = {
    iterations: samples.length,
    p50Us: Math.round(percentile(samples, 50)),
    p95Us: Math.round(percentile(samples, 95)),
    meanUs: Math.round(samples.reduce((a, b) => a + b, 0) / samples.length),
  };

  // Memory: 1,000 story answers in the cache (stories x languages). The fill uses an unthrottled
  // client: the 5 requests/s of docs/requirements/content.md#client-limits would only make the fill slow, not change memory.
  const fast = new StoryblokClient({
    accessToken: backend.config.token,
    endpoint: backend.localServer!.endpoint,
    rateLimit: 1000,
    cache: { type: 'none', clear: 'manual', cv: 'manual' },
  });
  const cache = new ResponseCache(100_000, 1024 * 1024 * 1024);
  const service = new StoryblokContentService({ client: fast, cache, endpoint: backend.localServer!.endpoint, cvTtlMs: 0 });
  const list = await backend.service.listStories({ startsWith: 'global/', language: 'en', perPage: 100 });
  const slugs: string[] = [];
  for (let page = 1; slugs.length < list.total; page++) {
    const p = await backend.service.listStories({ startsWith: 'global/', language: 'en', perPage: 100, page });
    if (!p.stories.length) break;
    slugs.push(...p.stories.map((s) => s.full_slug));
  }
  const langs = ['en', 'it', 'de', 'es', 'fr', 'pt', 'nl', 'ro', 'ru'];
  const keys = langs.flatMap((language) => slugs.map((slug) => ({ slug, language }))).slice(0, 1000);
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  for (const k of keys) await service.getStory(k.slug, { language: k.language });
  gc?.();
  const after = process.memoryUsage().heapUsed;
  const memory = {
    stories: cache.size,
    heapBytesPer1000: Math.round(((after - before) / cache.size) * 1000),
    cacheBytesPer1000: Math.round((cache.bytes / cache.size) * 1000),
  };
  await backend.close();
  return { pageViews, cacheHit, memory };
}

/** Prints the figures as a Markdown table (the Content section of BENCHMARKS.md). */
export function formatContentBench(r: ContentBenchResult): string {
  const lines = [
    '| Page view | Upstream requests, cold | Upstream requests, warm | Cold time (ms) |',
    '|---|---:|---:|---:|',
    ...r.pageViews.map((p) => `| ${p.page}${p.found ? '' : ' (not found)'} | ${p.cold} | ${p.warm} | ${p.coldMs} |`),
    '',
    `Cache hit (warm product page, ${r.cacheHit.iterations} runs): p50 ${r.cacheHit.p50Us} µs, p95 ${r.cacheHit.p95Us} µs, mean ${r.cacheHit.meanUs} µs.`,
    `Memory per 1,000 cached stories: ${(r.memory.heapBytesPer1000 / 1024 / 1024).toFixed(1)} MB of heap (${(r.memory.cacheBytesPer1000 / 1024 / 1024).toFixed(1)} MB by the cache's own size estimate, JSON x 2).`,
  ];
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runContentBench()
    .then((r) => {
      process.stdout.write(process.argv.includes('--json') ? `${JSON.stringify(r, null, 2)}\n` : `${formatContentBench(r)}\n`);
      process.exit(r.pageViews.some((p) => p.warm !== 0) ? 1 : 0);
    })
    .catch((error: unknown) => {
      process.stderr.write(`bench-content failed: ${(error as Error).stack ?? error}\n`);
      process.exit(1);
    });
}
