import type { LoaderFunctionArgs } from '@remix-run/node';
import { hasRenderableContent } from '@silca/blocks';
import { AccessMap, canonicalPathFor, contentForRequest, mayView, storyDefaultPath, type Story } from '@silca/content';
import { buildAlternates, MARKETS, parsePath, renderSitemap, tryBuildPath, type SitemapPage } from '@silca/i18n';
import { market } from '../market';
import '../server/http/context';
import { contentFailure } from '../server/http/http-errors.server';
import { log } from '../server/http/log';
import { contentCacheVersion } from '../server/pages/story-page-memo.server';
import { includesOtherMarkets, paramsOfStory } from './page-languages.server';

/** The policy over no stories: public by slug alone. */
const PUBLIC_ONLY = new AccessMap([]);

function ownFamily(story: Story): string | null {
  const path = canonicalPathFor(story, 'en', MARKETS.global);
  return path ? (parsePath(path, MARKETS.global)?.family.id ?? null) : null;
}

const SETTINGS_FOLDER = /^[a-z0-9-]+\/settings\//;

const PER_PAGE = 100;
const MAX_PAGES = 20;

async function allStories(context: LoaderFunctionArgs['context'], startsWith: string): Promise<Story[]> {
  const out: Story[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await context.content.listStories({ startsWith, language: 'en', page, perPage: PER_PAGE });
    out.push(...list.stories);
    if (out.length >= list.total || list.stories.length === 0) break;
  }
  return out;
}

/** `GET /sitemap.xml`, one shared build (decision 1001; docs/requirements/urls.md#sitemap-and-robots). */
export async function loadSitemap({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const pathname = new URL(request.url).pathname;
  try {
    // The shared build belongs to no one request.
    const build = () => buildSitemap({ ...context, content: contentForRequest(context.content, undefined) }, pathname);
    const body = context.sitemap
      ? await context.sitemap.get(contentCacheVersion(context.content), request.signal, build)
      : await buildSitemap(context, pathname);
    return new Response(body, {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 503, headers: { 'Cache-Control': 'no-store' } });
    return contentFailure(error, pathname);
  }
}

async function buildSitemap(context: LoaderFunctionArgs['context'], pathname: string): Promise<Uint8Array<ArrayBuffer>> {
  const folders = market.website === 'global' ? ['global/'] : [`${market.website}/`, 'global/'];
  const stories = (await Promise.all(folders.map((f) => allStories(context, f)))).flat();
  const pages: SitemapPage[] = [];
  for (const story of stories) {
    // Never an extranet story (decision 0860).
    if (!mayView(null, PUBLIC_ONLY.ruleForStory(story))) continue;
    const defaultPath = storyDefaultPath(story);
    // The thank-you page is noindex (docs/requirements/pages.md#structured-data).
    if (story.content?.component === 'thank_you_page') continue;
    // Configuration stories (decision 0760) are no pages.
    if (SETTINGS_FOLDER.test(defaultPath)) continue;
    if (!hasRenderableContent(story.content)) {
      log.warn('content: story with nothing renderable left out of the sitemap', {
        full_slug: story.full_slug,
        url: pathname,
        component: story.content?.component ?? null,
      });
      continue;
    }
    const landing = defaultPath.startsWith('global/custom-landing/');
    for (const locale of market.locales) {
      const path = landing ? tryBuildPath('custom-landing', { customSlug: story.slug }, locale, market) : canonicalPathFor(story, locale, market);
      const parsed = path ? parsePath(path, market) : null;
      if (!parsed || parsed.family.auth) continue;
      // The story loader answers 404 outside a story's own family.
      if (!landing && ownFamily(story) !== null && ownFamily(story) !== parsed.family.id) continue;
      try {
        const paramsByLocale = paramsOfStory(story, parsed.family.id);
        paramsByLocale[locale] ??= parsed.params;
        const alternates = buildAlternates({
          familyId: parsed.family.id,
          locale,
          market,
          paramsByLocale,
          siteUrls: context.siteUrls,
          includeOtherMarkets: includesOtherMarkets(story, parsed.family.id),
        });
        pages.push({ alternates, lastmod: story.published_at ?? undefined });
      } catch {
        // no path in this locale: no URL here
      }
    }
  }
  return new TextEncoder().encode(renderSitemap(pages));
}
