import path from 'node:path';
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { Story } from '@silca/content';
import { startLocalServer, type LocalServer } from '@silca/stand-in-storyblok';
import { LOCALES, MARKET_IDS, MARKETS, parsePath, tryBuildPath, type Locale, type MarketId } from '@silca/i18n';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// docs/requirements/content.md#translation: the CDN answers `language=it` with `full_slug: "it/..."` and the default path in
// `default_full_slug`. Replays the embedded server's answers (the real API's shapes) in every
// language through the page-head and sitemap code of every market, and checks that hreflang is
// reciprocal and that each sitemap entry lists the alternates its page head lists.

const CONTENT = path.resolve(import.meta.dirname, '../../../../content');

let server: LocalServer;
/** Published stories by language ('en' = default), as the CDN lists them. */
const answers = new Map<Locale, Story[]>();

async function listAll(lang: Locale): Promise<Story[]> {
  const out: Story[] = [];
  for (let page = 1; page < 20; page++) {
    const language = lang === 'en' ? '' : `&language=${lang}`;
    const res = await fetch(`${server.endpoint}/cdn/stories?token=local-public&per_page=100&page=${page}${language}`);
    const body = (await res.json()) as { stories: Story[] };
    out.push(...body.stories);
    if (out.length >= Number(res.headers.get('total')) || body.stories.length === 0) break;
  }
  return out;
}

beforeAll(async () => {
  // Replays the answers' shapes by fetch, 100 entries a page in a burst: without the CDN rate limits (decision 1051).
  server = await startLocalServer({ contentDir: CONTENT, rateLimits: false });
  for (const lang of LOCALES) answers.set(lang, await listAll(lang));
}, 60_000);
afterAll(() => server?.close());

/** Page heads (canonical -> hreflang hrefs) and sitemap entries of one market's build. */
async function marketPages(id: MarketId): Promise<{ heads: Map<string, Map<string, string>>; sitemap: Map<string, Map<string, string>> }> {
  vi.resetModules();
  vi.stubEnv('SITE_MARKET', id);
  try {
    const { storyPageLanguages } = await import('./page-languages.server');
    const { loadSitemap } = await import('./sitemap.server');
    const { canonicalPathFor } = await import('@silca/content');
    const market = MARKETS[id];
    const folders = market.website === 'global' ? ['global/'] : [`${market.website}/`, 'global/'];
    const listStories = async ({ startsWith, page = 1, perPage = 100 }: { startsWith: string; page?: number; perPage?: number }) => {
      const all = answers.get('en')!.filter((s) => s.full_slug.startsWith(startsWith));
      return { stories: all.slice((page - 1) * perPage, page * perPage), total: all.length, perPage, page };
    };
    const args = {
      request: new Request('http://localhost/sitemap.xml'),
      params: {},
      context: { content: { listStories }, siteUrls: {} },
    } as unknown as LoaderFunctionArgs;
    const xml = await (await loadSitemap(args)).text();
    const sitemap = new Map<string, Map<string, string>>();
    for (const block of xml.split('<url>').slice(1)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(block)![1]!;
      sitemap.set(loc, new Map([...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!])));
    }
    const heads = new Map<string, Map<string, string>>();
    for (const locale of market.locales) {
      // The story loader's answer for this page: the language answer, `it/...` full_slug and all.
      for (const story of answers.get(locale)!) {
        const defaultPath = story.default_full_slug ?? story.full_slug;
        if (!folders.some((f) => defaultPath.startsWith(f))) continue;
        // A custom landing answers at `/{lang}/global/{slug}` (docs/requirements/urls.md#custom-landing), not at its folder path.
        const landing = defaultPath.startsWith('global/custom-landing/');
        const pagePath = landing ? tryBuildPath('custom-landing', { customSlug: story.slug }, locale, market) : canonicalPathFor(story, locale, market);
        const parsed = pagePath ? parsePath(pagePath, market) : null;
        if (!pagePath || !parsed || parsed.family.auth) continue;
        // The story loader's rule: a story is a page only under its own route family (else 404).
        const english = canonicalPathFor(story, 'en', MARKETS.global);
        const own = english ? parsePath(english, MARKETS.global)?.family.id : null;
        if (!landing && own && own !== parsed.family.id) continue;
        const { alternates } = storyPageLanguages({ story, familyId: parsed.family.id, locale, siteUrls: {} });
        if (alternates) heads.set(alternates.canonical, new Map(alternates.hreflang.map((h) => [h.hreflang, h.href])));
      }
    }
    return { heads, sitemap };
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('hreflang on the real API shapes (docs/requirements/content.md#translation)', () => {
  it('answers language requests in the real shape', () => {
    const it1 = answers.get('it')!.find((s) => s.default_full_slug === 'global/home')!;
    expect(it1.full_slug).toBe('it/global/home');
    expect(it1.lang).toBe('it');
    const en = answers.get('en')!.find((s) => s.full_slug === 'global/home')!;
    expect(it1.name).toBe(en.name);
    expect(it1.slug).toBe(en.slug);
  });

  it('keeps hreflang reciprocal across every market and each sitemap in agreement with the page heads', async () => {
    const heads = new Map<string, Map<string, string>>();
    let sitemapEntries = 0;
    let countryLinks = 0;
    for (const id of MARKET_IDS) {
      const pages = await marketPages(id);
      for (const [loc, links] of pages.sitemap) {
        sitemapEntries++;
        const head = pages.heads.get(loc);
        expect(head, `${loc}: in the sitemap but no page head`).toBeDefined();
        expect(Object.fromEntries(links), loc).toEqual(Object.fromEntries(head!));
      }
      for (const [loc, links] of pages.heads) heads.set(loc, links);
    }
    for (const [loc, links] of heads) {
      for (const href of links.values()) {
        if (href === loc) continue;
        const other = heads.get(href);
        // Every alternate is a page whose head names this page back.
        expect(other, `${loc} names ${href}, which has no page`).toBeDefined();
        expect([...other!.values()], `${href} does not name ${loc} back`).toContain(loc);
        if (!href.startsWith('https://www.silca.biz')) countryLinks++;
      }
    }
    // The catalogue and homes name the country sites (944 pages lost them on the real shapes).
    expect(sitemapEntries).toBeGreaterThan(1000);
    expect(countryLinks).toBeGreaterThan(1000);
  }, 120_000);
});
