/**
 * Site check (docs/requirements/pages.md#links-that-resolve): crawls the production build of each market from its home pages, the
 * way a visitor and a search engine reach pages, and fails on what a visitor would trip over.
 *
 * Usage:
 *   node --import tsx scripts/site-check.ts [--markets global,italy] [--sample N] [--concurrency C]
 *   node --import tsx scripts/site-check.ts --url global=http://127.0.0.1:3000 --url italy=http://127.0.0.1:3001
 *   node --import tsx scripts/site-check.ts --apps .cache/apps   (builds copied elsewhere)
 *
 * Without `--url` it starts `apps/site-{market}/build/server.mjs` of each market on a free port
 * (the builds must exist: `nx run site-global:build`), with `SITE_URL_{MARKET}` pointing at the
 * local servers so cross-market hreflang links can be followed, and stops them at the end.
 *
 * Checks (each a failure that makes the exit code 1):
 * - `status`: a sitemap URL or a linked URL that does not answer 200 (redirects count too);
 * - `orphan`: a sitemap URL that no link of the crawl reaches;
 * - `nul`: a NUL byte in a page's HTML (decision 0700);
 * - `empty-listing`: a listing page of the embedded space whose main content links no item;
 * - `hreflang`: a page naming an alternate that does not name it back (on the crawled markets);
 * - `untranslated`: a page whose `<html lang>` is not English but whose main text is the English
 *   page's text (its `en` alternate).
 * It prints, per market: pages, links, orphans and failures, then every failure.
 *
 * `--sample N` crawls at most N pages per market (breadth first from the homes); the orphan check
 * is then skipped, since an unvisited page cannot be judged. Concurrency is bounded (default 4)
 * because the content client of the site is throttled to 5 requests/s (docs/requirements/content.md#client-limits); the servers it
 * starts itself run with `STORYBLOK_RPS=100` (the embedded stand-in is local, not Storyblok's CDN).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MARKETS, homePath, parsePath, type MarketId } from '@silca/i18n';
import { freePort } from './lib/free-port';

export interface Failure {
  market: string;
  kind: 'status' | 'orphan' | 'nul' | 'empty-listing' | 'hreflang' | 'untranslated';
  url: string;
  detail: string;
}

export interface MarketReport {
  market: string;
  pages: number;
  links: number;
  sitemapUrls: number;
  orphans: number;
  failures: Failure[];
}

interface Page {
  url: string;
  status: number;
  location?: string;
  html: string;
  nul: boolean;
  lang?: string;
  links: string[];
  mainLinks: string[];
  alternates: Array<{ hreflang: string; href: string }>;
  canonical?: string;
  mainText: string[];
}

export interface CheckOptions {
  /** e.g. `{ global: 'http://127.0.0.1:3000' }`. */
  markets: Partial<Record<MarketId, string>>;
  /** Orphans are then not judged. */
  sample?: number;
  concurrency?: number;
  /** Ms. */
  timeoutMs?: number;
  /** Every 50 pages. */
  progress?: (line: string) => void;
}

/** Route families that list items, and the families of the items they must link (docs/requirements/urls.md#public-routes, docs/requirements/pages.md#interface-elements). */
const LISTING_ITEMS: Record<string, RegExp> = {
  products: /^products-slug$/,
  'products-automotive': /^products-slug$/,
  'products-residential': /^products-slug$/,
  'category-slug': /^products-slug$/,
  'events-and-news': /^events-and-news-(events|news-about-us|press-releases)-slug$/,
  'events-and-news-events': /^events-and-news-events-slug$/,
  'events-and-news-news-about-us': /^events-and-news-news-about-us-slug$/,
  'events-and-news-press-releases': /^events-and-news-press-releases-slug$/,
  'resources-bulletins': /^resources-bulletins-slug$/,
  'resources-catalogs': /^resources-catalogs-slug$/,
  'resources-sales-agent': /^resources-sales-agent-slug$/,
  'work-with-us': /^work-with-us-slug$/,
  'silca-shops': /^silca-shops-slug$/,
  'new-solutions': /^new-solutions-slug$/,
  'industrial-solutions': /^industrial-solutions-slug$/,
};

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ');

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return m ? decode(m[2] ?? m[3] ?? '') : undefined;
}

function mainOf(html: string): string {
  const start = html.search(/<main[\s>]/i);
  const end = html.lastIndexOf('</main>');
  if (start >= 0 && end > start) return html.slice(start, end);
  const body = html.search(/<body[\s>]/i);
  return body >= 0 ? html.slice(body) : html;
}

function texts(fragment: string): string[] {
  const clean = fragment.replace(/<(script|style)[\s\S]*?<\/\1>/gi, '');
  const out: string[] = [];
  // Running text only: paragraphs of six words or more (headings and cards carry names, which stay names).
  for (const m of clean.matchAll(/<p[\s>][\s\S]*?<\/p>/gi)) {
    const t = decode(m[0].replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim();
    if (t.split(' ').length >= 6) out.push(t);
  }
  return out;
}

export function parsePage(url: string, status: number, body: Buffer, location?: string): Page {
  const html = body.toString('utf8');
  const hrefs = (fragment: string) => [...fragment.matchAll(/<a\s[^>]*>/gi)].map((m) => attr(m[0], 'href')).filter((h): h is string => !!h);
  const alternates: Page['alternates'] = [];
  let canonical: string | undefined;
  for (const m of html.matchAll(/<link\s[^>]*>/gi)) {
    const rel = attr(m[0], 'rel');
    const href = attr(m[0], 'href');
    if (!href) continue;
    if (rel === 'alternate' && attr(m[0], 'hreflang')) alternates.push({ hreflang: attr(m[0], 'hreflang')!, href });
    if (rel === 'canonical') canonical = href;
  }
  const main = mainOf(html);
  return {
    url,
    status,
    location,
    html,
    nul: body.includes(0),
    lang: /<html[^>]*\slang="([^"]+)"/i.exec(html)?.[1],
    links: hrefs(html),
    mainLinks: hrefs(main),
    alternates,
    canonical,
    mainText: texts(main),
  };
}

/** `<loc>` URLs of a sitemap and the alternates each names (`xhtml:link`). */
export function parseSitemap(xml: string): Array<{ loc: string; alternates: Array<{ hreflang: string; href: string }> }> {
  const out: Array<{ loc: string; alternates: Array<{ hreflang: string; href: string }> }> = [];
  for (const m of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(m[1]!)?.[1];
    if (!loc) continue;
    const alternates = [...m[1]!.matchAll(/<xhtml:link\s[^>]*>/g)].map((l) => ({ hreflang: attr(l[0], 'hreflang') ?? '', href: attr(l[0], 'href') ?? '' }));
    out.push({ loc: decode(loc), alternates });
  }
  return out;
}

/** A path worth crawling: HTML pages of the public site (no API, assets, extranet, files). */
function crawlable(pathname: string): boolean {
  return (
    !/^\/(api|_assets|assets|build|resources\/|favicon)/.test(pathname) &&
    !/\/extranet(\/|$)/.test(pathname) &&
    !/\.[a-z0-9]{2,4}$/i.test(pathname) &&
    pathname !== '/robots.txt'
  );
}

async function pool<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) await run(items[next++]!);
  });
  await Promise.all(workers);
}

/** A report per market; pages fetched with `redirect: manual` (a 3xx is reported), at most `concurrency` at once. */
export async function checkSites(options: CheckOptions): Promise<MarketReport[]> {
  const concurrency = options.concurrency ?? 4;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const origins = Object.entries(options.markets) as Array<[MarketId, string]>;
  const originToMarket = new Map(origins.map(([id, base]) => [new URL(base).origin, id]));
  const cache = new Map<string, Promise<Page>>();
  const fetchPage = (url: string): Promise<Page> => {
    let p = cache.get(url);
    if (!p) {
      p = (async () => {
        try {
          const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': 'silca-site-check (bot)' } });
          const body = Buffer.from(await res.arrayBuffer());
          return parsePage(url, res.status, body, res.headers.get('location') ?? undefined);
        } catch (error) {
          return parsePage(url, 0, Buffer.from(String(error)));
        }
      })();
      cache.set(url, p);
    }
    return p;
  };

  const reports: MarketReport[] = [];
  for (const [marketId, base] of origins) {
    const market = MARKETS[marketId];
    const origin = new URL(base).origin;
    const failures: Failure[] = [];
    const fail = (kind: Failure['kind'], url: string, detail: string) => failures.push({ market: marketId, kind, url, detail });
    const local = (href: string, from: string): string | null => {
      try {
        const u = new URL(href, from);
        if (u.origin !== origin || !/^https?:$/.test(u.protocol) || !crawlable(u.pathname)) return null;
        // Only the page number survives (load more without JavaScript links ?page=2, docs/requirements/pages.md#listings);
        // filter and sort combinations are the same pages again.
        const page = u.searchParams.get('page');
        return origin + u.pathname + (page && /^\d{1,3}$/.test(page) ? `?page=${page}` : '');
      } catch {
        return null;
      }
    };

    const sitemapRes = await fetch(`${origin}/sitemap.xml`, { signal: AbortSignal.timeout(timeoutMs) }).catch(() => null);
    const sitemap = sitemapRes?.ok ? parseSitemap(await sitemapRes.text()) : [];
    if (!sitemapRes?.ok) fail('status', `${origin}/sitemap.xml`, `sitemap answered ${sitemapRes?.status ?? 'nothing'}`);
    const sitemapLocs = new Set(sitemap.map((s) => local(s.loc.replace(/^https?:\/\/[^/]+/, origin), origin) ?? s.loc));

    const seen = new Set<string>();
    const linkedFrom = new Map<string, string>();
    let queue = market.locales.map((l) => origin + homePath(l, market));
    queue.forEach((u) => seen.add(u));
    let links = 0;
    const pages: Page[] = [];
    while (queue.length > 0 && (!options.sample || pages.length < options.sample)) {
      const batch = options.sample ? queue.slice(0, options.sample - pages.length) : queue;
      queue = [];
      const found: string[] = [];
      await pool(batch, concurrency, async (url) => {
        const page = await fetchPage(url);
        pages.push(page);
        if (options.progress && pages.length % 50 === 0) options.progress(`${marketId}: ${pages.length} pages, ${seen.size} known`);
        if (page.status !== 200) {
          fail('status', url, `answered ${page.status}${page.location ? ` -> ${page.location}` : ''} (linked from ${linkedFrom.get(url) ?? 'the home list'})`);
          return;
        }
        for (const href of page.links) {
          const target = local(href, url);
          if (!target) continue;
          links++;
          if (!seen.has(target)) {
            seen.add(target);
            linkedFrom.set(target, url);
            found.push(target);
          }
        }
      });
      queue = found;
    }

    let orphans = 0;
    const sitemapOnly = [...sitemapLocs].filter((u) => !seen.has(u));
    if (!options.sample) {
      orphans = sitemapOnly.length;
      for (const u of sitemapOnly) fail('orphan', u, 'in the sitemap, but no link of the site reaches it');
    }
    await pool(options.sample ? sitemapOnly.slice(0, options.sample) : sitemapOnly, concurrency, async (u) => {
      const page = await fetchPage(u);
      if (page.status !== 200) fail('status', u, `sitemap URL answered ${page.status}`);
    });

    for (const page of pages.filter((p) => p.status === 200)) {
      if (page.nul) fail('nul', page.url, 'the HTML contains a NUL byte');
      const parsed = parsePath(new URL(page.url).pathname, market);
      const itemFamily = parsed ? LISTING_ITEMS[parsed.family.id] : undefined;
      if (itemFamily) {
        const items = page.mainLinks.filter((href) => {
          const target = local(href, page.url);
          const p = target ? parsePath(new URL(target).pathname, market) : null;
          return !!p && itemFamily.test(p.family.id);
        });
        if (items.length === 0) fail('empty-listing', page.url, `listing ${parsed!.family.id} links no item`);
      }
      // hreflang reciprocity among the crawled markets.
      const self = page.canonical ?? page.url;
      for (const alt of page.alternates) {
        if (alt.hreflang === 'x-default' || alt.href === self) continue;
        const altOrigin = (() => {
          try {
            return new URL(alt.href).origin;
          } catch {
            return '';
          }
        })();
        if (!originToMarket.has(altOrigin)) continue;
        const other = await fetchPage(alt.href);
        if (other.status !== 200) {
          fail('hreflang', page.url, `alternate ${alt.hreflang} ${alt.href} answered ${other.status}`);
        } else if (!other.alternates.some((a) => a.href === self)) {
          fail('hreflang', page.url, `alternate ${alt.hreflang} ${alt.href} does not name it back`);
        }
      }
      // Translated body: a non-English page must not carry its English page's text.
      if (page.lang && page.lang !== 'en') {
        const en = page.alternates.find((a) => a.hreflang === 'en');
        if (en && originToMarket.has(new URL(en.href).origin) && en.href !== self) {
          const english = await fetchPage(en.href);
          const englishText = new Set(english.mainText);
          const same = page.mainText.filter((t) => englishText.has(t) && /[a-z]{3,} [a-z]{3,} [a-z]{3,}/i.test(t));
          if (page.mainText.length > 0 && same.length / page.mainText.length > 0.5) {
            fail('untranslated', page.url, `${same.length} of ${page.mainText.length} texts are the English page's ("${same[0]!.slice(0, 60)}")`);
          }
        }
      }
    }
    reports.push({ market: marketId, pages: pages.length, links, sitemapUrls: sitemapLocs.size, orphans, failures });
  }
  return reports;
}

/** How long a production server may take to answer (its stand-ins start first), in ms. */
const START_TIMEOUT_MS = 180_000;

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.status < 500)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs} ms`);
}

/** Starts the production build of each market on a free local port; returns their origins and a stop. */
export async function startBuilds(
  ids: MarketId[],
  appsDir = path.resolve(import.meta.dirname, '..', 'apps'),
): Promise<{ origins: Partial<Record<MarketId, string>>; stop: () => void }> {
  const ports = new Map<MarketId, number>();
  for (const id of ids) ports.set(id, await freePort());
  const origins: Partial<Record<MarketId, string>> = {};
  for (const id of ids) origins[id] = `http://127.0.0.1:${ports.get(id)}`;
  const urlEnv: Record<string, string> = {};
  for (const id of ids) urlEnv[`SITE_URL_${id.toUpperCase()}`] = origins[id]!;
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
  try {
    const waits: Array<Promise<void>> = [];
    for (const id of ids) {
      const appDir = path.join(appsDir, `site-${id}`);
      const entry = path.join(appDir, 'build', 'server.mjs');
      if (!existsSync(entry)) throw new Error(`${entry} is missing: build it first (npx nx run site-${id}:build)`);
      const child = spawn(process.execPath, [entry], {
        cwd: appDir,
        // STORYBLOK_RPS: the 5 requests/s of docs/requirements/content.md#client-limits protect Storyblok's CDN; the embedded
        // stand-in runs in the same process, so the check lifts the throttle (unless told otherwise).
        env: {
          ...process.env,
          ...urlEnv,
          NODE_ENV: 'production',
          PORT: String(ports.get(id)),
          HOST: '127.0.0.1',
          SITE_URL: origins[id]!,
          LOG_LEVEL: 'warn',
          STORYBLOK_RPS: process.env.STORYBLOK_RPS ?? '100',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let log = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        log = (log + chunk.toString('utf8')).slice(-4000);
      });
      children.push(child);
      waits.push(
        waitFor(`${origins[id]}/robots.txt`, child, START_TIMEOUT_MS).catch((error: Error) => {
          throw new Error(`site-${id}: ${error.message}\n${log}`);
        }),
      );
    }
    await Promise.all(waits);
  } catch (error) {
    stop();
    throw error;
  }
  return { origins, stop };
}

export function formatReport(reports: MarketReport[]): string {
  const lines = ['market   pages  links  sitemap  orphans  failures'];
  for (const r of reports) {
    lines.push(
      `${r.market.padEnd(8)} ${String(r.pages).padStart(5)}  ${String(r.links).padStart(5)}  ${String(r.sitemapUrls).padStart(7)}  ${String(r.orphans).padStart(7)}  ${String(r.failures.length).padStart(8)}`,
    );
  }
  for (const r of reports) {
    const byKind = new Map<string, number>();
    for (const f of r.failures) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1);
    if (byKind.size > 0) lines.push(`${r.market}: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    for (const f of r.failures) lines.push(`  [${f.kind}] ${f.url}: ${f.detail}`);
  }
  return lines.join('\n');
}

function parseArgs(argv: string[]) {
  const urls: Partial<Record<MarketId, string>> = {};
  let markets: MarketId[] = ['global', 'italy'];
  let sample: number | undefined;
  let concurrency: number | undefined;
  let appsDir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--url') {
      const [id, url] = value().split('=');
      if (!id || !url || !(id in MARKETS)) throw new Error(`--url market=URL, market one of ${Object.keys(MARKETS).join(', ')}`);
      urls[id as MarketId] = url;
    } else if (a === '--markets') {
      markets = value().split(',') as MarketId[];
      for (const m of markets) if (!(m in MARKETS)) throw new Error(`unknown market ${m}`);
    } else if (a === '--sample') {
      sample = Number(value());
      if (!Number.isInteger(sample) || sample < 1) throw new Error('--sample needs a positive integer');
    } else if (a === '--apps') {
      appsDir = path.resolve(value());
    } else if (a === '--concurrency') {
      concurrency = Number(value());
      if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('--concurrency needs a positive integer');
    } else {
      throw new Error(`unknown option ${a}`);
    }
  }
  return { urls, markets, sample, concurrency, appsDir };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = Object.keys(args.urls).length === 0 ? await startBuilds(args.markets, args.appsDir) : null;
  const t0 = Date.now();
  try {
    const reports = await checkSites({
      markets: started?.origins ?? args.urls,
      sample: args.sample,
      concurrency: args.concurrency,
      progress: (line) => process.stderr.write(`site-check: ${line}\n`),
    });
    process.stdout.write(
      `${formatReport(reports)}\nsite-check: ${((Date.now() - t0) / 1000).toFixed(1)} s${args.sample ? ` (sample ${args.sample} pages per market)` : ''}\n`,
    );
    if (reports.some((r) => r.failures.length > 0)) process.exitCode = 1;
  } finally {
    started?.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`site-check failed: ${(error as Error).message}\n`);
    process.exit(2);
  });
}
