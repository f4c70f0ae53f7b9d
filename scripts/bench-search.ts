/**
 * Search benchmark (docs/requirements/performance.md#measuring; the lead's `npm run bench` calls `runSearchBench`): the embedded
 * engine on 10,000 generated records per locale, words drawn from the embedded content in that
 * language (deterministic). Per locale: index build time, heap per index, and query time p50/p95
 * in-process (the engine; wall clock and CPU time) and over HTTP through algoliasearch to the twin (what the site sees,
 * with facets, highlight and snippet), and the search layer's page query (three queries: results
 * plus the two disjunctive facet counts). Goal: engine p95 under 20 ms.
 * Usage: node --expose-gc --import tsx scripts/bench-search.ts [--records=10000] [--locales=en,it,de|all] [--json]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, type Locale } from '@silca/i18n';
import type { ContentService } from '@silca/content';
import { createClients, indexSettings, indexSynonyms, RECORD_TYPES, SearchService } from '@silca/search';
import { checkSynonym, EngineIndex, startAlgoliaTwin } from '@silca/stand-in-algolia';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface SearchBenchLocale {
  locale: Locale;
  records: number;
  /** Distinct tokens of the index (word positions are stored as their ids). */
  tokens: number;
  buildMs: number;
  /** Heap the index holds: heap used with it, minus heap used once it is dropped (gc each time). */
  heapBytes: number;
  engine: { p50: number; p95: number; mean: number };
  /** CPU time per query (process user + system): the fairer figure on a busy shared machine. */
  engineCpu: { p50: number; p95: number };
  http: { p50: number; p95: number };
  page: { p50: number; p95: number };
  queries: number;
  load: number;
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words of the embedded content in a language (`x__i18n__it` fields; plain fields for en). */
export function vocabulary(locale: Locale): string[] {
  const words = new Set<string>();
  const visit = (node: unknown, key = '') => {
    if (typeof node === 'string') {
      const ok = locale === 'en' ? !key.includes('__i18n__') : key.endsWith(`__i18n__${locale}`);
      if (ok && !/^(https?:|\/)/.test(node)) for (const w of node.match(/[\p{L}]{3,}/gu) ?? []) words.add(w.toLowerCase());
    } else if (Array.isArray(node)) node.forEach((n) => visit(n, key));
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        // Rich text under a translated key: its text nodes belong to that language.
        visit(v, k === 'text' || k === 'content' ? key : k);
      }
    }
  };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.json')) visit(JSON.parse(readFileSync(p, 'utf8')));
    }
  };
  walk(path.join(ROOT, 'content', 'stories'));
  return [...words].sort();
}

export function generate(locale: Locale, n: number, vocab: string[]) {
  const rnd = mulberry32(locale.charCodeAt(0) * 31 + locale.charCodeAt(1));
  const pick = () => vocab[Math.floor(rnd() * vocab.length)]!;
  const phrase = (min: number, max: number) => Array.from({ length: min + Math.floor(rnd() * (max - min + 1)) }, pick).join(' ');
  const categories = Array.from({ length: 12 }, () => phrase(1, 3));
  return Array.from({ length: n }, (_, i) => {
    const code = `${String.fromCharCode(65 + Math.floor(rnd() * 26))}${String.fromCharCode(65 + Math.floor(rnd() * 26))}${Math.floor(rnd() * 200)}`;
    const title = `${phrase(2, 5)} ${rnd() < 0.3 ? code : ''}`.trim();
    const type = RECORD_TYPES[Math.floor(rnd() * RECORD_TYPES.length)]!;
    return {
      objectID: `r${i}`,
      storyId: `s${Math.floor(i / 2)}`,
      sid: String(i),
      slug: `bench/${i}`,
      title,
      description: phrase(10, 20),
      body: phrase(60, 140),
      codes: [code],
      alt: '',
      type,
      category: categories[Math.floor(rnd() * categories.length)]!,
      image: null,
      url: `/${locale}/bench/${i}`,
      date: null,
      dateTs: Math.floor(rnd() * 1e12),
      rank: 1 + Math.floor(rnd() * 6),
      market: 'global',
      locale,
      part: i % 2,
      extranet: false,
    };
  });
}

export function queries(vocab: string[], seed: number, n: number): string[] {
  const rnd = mulberry32(seed);
  const pick = () => vocab[Math.floor(rnd() * vocab.length)]!;
  const typo = (w: string) => (w.length > 4 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : w);
  return Array.from({ length: n }, (_, i) => {
    switch (i % 5) {
      case 0:
        return pick();
      case 1:
        return `${pick()} ${pick()}`;
      case 2:
        return typo(pick());
      case 3:
        return pick().slice(0, 4); // prefix while typing
      default:
        return `${pick()} ${pick()} ${pick()}`;
    }
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;
/** Full collections until the heap stops shrinking (one pass can leave garbage); NaN without --expose-gc. */
function settledHeap(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return Number.NaN;
  let last = Infinity;
  for (let i = 0; i < 6; i++) {
    gc();
    const used = process.memoryUsage().heapUsed;
    if (last - used < 64 * 1024) return used;
    last = used;
  }
  return last;
}

export async function runSearchBench(opts: { records?: number; locales?: readonly Locale[]; queries?: number } = {}): Promise<SearchBenchLocale[]> {
  const n = opts.records ?? 10_000;
  const locales = opts.locales ?? (['en', 'it', 'de'] as const);
  const out: SearchBenchLocale[] = [];
  const twin = await startAlgoliaTwin({ port: 0, appId: 'BENCH', searchKey: 'search', adminKey: 'admin' });
  const config = {
    mode: 'local' as const,
    appId: 'BENCH',
    searchKey: 'search',
    adminKey: 'admin',
    indexPrefix: 'bench_',
    localPort: 0,
    rateLimitPerMinute: 1e9,
  };
  try {
    for (const locale of locales) {
      const load = os.loadavg()[0]!;
      // Fresh clients per locale: no keep-alive socket idles through the next index build.
      const clients = createClients(config, twin.port);
      const vocab = vocabulary(locale);
      const records = generate(locale, n, vocab);
      const started = performance.now();
      let ix: EngineIndex | null = new EngineIndex(`bench_global_${locale}`, indexSettings(locale));
      // The site's whole configuration: settings and synonyms (decision 0931).
      ix.synonyms.save(indexSynonyms(locale).map((s) => checkSynonym(s)));
      ix.save(records as never[]);
      const buildMs = performance.now() - started;
      twin.indexes.set(ix.name, ix);
      // The build's garbage is collected before queries are timed (a started site builds once).
      settledHeap();

      const tokens = ix.tokenCount();
      const qs = queries(vocab, 7, opts.queries ?? 300);
      for (const q of qs.slice(0, 20)) ix.search({ query: q }); // warm-up
      const engine: number[] = [];
      const engineCpu: number[] = [];
      for (const q of qs) {
        const t = performance.now();
        const cpu = process.cpuUsage();
        ix.search({ query: q, facets: ['type', 'category'], hitsPerPage: 10, attributesToSnippet: ['body:24'] });
        const used = process.cpuUsage(cpu);
        engine.push(performance.now() - t);
        engineCpu.push((used.user + used.system) / 1000);
      }
      const http: number[] = [];
      // The long index build above can outlast an idle keep-alive socket: the first request may
      // meet a reset connection (ECONNRESET); it is retried once here, untimed.
      await clients.search.searchSingleIndex({ indexName: ix.name, searchParams: { query: qs[0] ?? '' } }).catch(() => undefined);
      for (const q of qs.slice(0, 150)) {
        const t = performance.now();
        await clients.search.searchSingleIndex({ indexName: ix.name, searchParams: { query: q, facets: ['type', 'category'], hitsPerPage: 10 } });
        http.push(performance.now() - t);
      }
      const service = new SearchService({
        searchClient: clients.search,
        recommendClient: clients.recommend,
        content: {} as ContentService,
        indexPrefix: 'bench_',
        markets: ['global'],
        rateLimitPerMinute: 1e9,
      });
      const page: number[] = [];
      for (const q of qs.slice(0, 150)) {
        const t = performance.now();
        await service.searchPublic({ market: 'global', locale }, { query: q, page: 1, types: [], categories: [] });
        page.push(performance.now() - t);
      }
      // Index memory: what the heap loses when the index goes (the records stay referenced here).
      const withIndex = settledHeap();
      twin.indexes.delete(ix.name);
      ix = null;
      const heapBytes = withIndex - settledHeap();
      engine.sort((a, b) => a - b);
      engineCpu.sort((a, b) => a - b);
      http.sort((a, b) => a - b);
      page.sort((a, b) => a - b);
      out.push({
        locale,
        records: n,
        tokens,
        buildMs: Math.round(buildMs),
        heapBytes,
        engine: { p50: round(pct(engine, 50)), p95: round(pct(engine, 95)), mean: round(engine.reduce((a, b) => a + b, 0) / engine.length) },
        engineCpu: { p50: round(pct(engineCpu, 50)), p95: round(pct(engineCpu, 95)) },
        http: { p50: round(pct(http, 50)), p95: round(pct(http, 95)) },
        page: { p50: round(pct(page, 50)), p95: round(pct(page, 95)) },
        queries: qs.length,
        load: round(load),
      });
    }
  } finally {
    await twin.close();
  }
  return out;
}

export function formatSearchBench(rows: SearchBenchLocale[]): string {
  const lines = [
    '## Search (libs/search, embedded engine)',
    '',
    `${rows[0]?.records ?? 0} generated records per locale (words of the embedded content in that language), ${rows[0]?.queries ?? 0} queries each: one word, two words, a typo, a 4-letter prefix, three words; facets type and category, snippet. Engine = in-process (wall clock, and CPU time of the process per query); HTTP = algoliasearch to the twin; page = the search page's three queries (results and disjunctive facet counts). Heap = heap used with the index minus heap used once it is dropped (full gc each time). Times in ms; goal: engine p95 under 20 ms. Load = 1-minute load average of the 2-core machine when the locale started.`,
    '',
    '| Locale | Load | Build | Heap (index) | Tokens | Engine p50 | Engine p95 | Engine CPU p50 | Engine CPU p95 | HTTP p50 | HTTP p95 | Page p50 | Page p95 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.locale} | ${r.load} | ${r.buildMs} | ${(r.heapBytes / 1024 / 1024).toFixed(1)} MB | ${r.tokens} | ${r.engine.p50} | ${r.engine.p95} | ${r.engineCpu.p50} | ${r.engineCpu.p95} | ${r.http.p50} | ${r.http.p95} | ${r.page.p50} | ${r.page.p95} |`,
    ),
  ];
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const localesArg = arg('locales');
  const locales = localesArg === 'all' ? LOCALES : localesArg ? (localesArg.split(',') as Locale[]) : undefined;
  const rows = await runSearchBench({ records: arg('records') ? Number(arg('records')) : undefined, locales });
  process.stdout.write(process.argv.includes('--json') ? `${JSON.stringify(rows, null, 2)}\n` : `${formatSearchBench(rows)}\n`);
}
