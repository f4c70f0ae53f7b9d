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

/** The policy over no stories: what anyone may see follows from the slug alone (public folders). */
const PUBLIC_ONLY = new AccessMap([]);

/** The family of a story's default-language path on global (the story loader's own-family rule). */
function ownFamily(story: Story): string | null {
  const path = canonicalPathFor(story, 'en', MARKETS.global);
  return path ? (parsePath(path, MARKETS.global)?.family.id ?? null) : null;
}

/** `{website}/settings/...`: the editors' configuration stories (route rules). */
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

/**
 * `GET /sitemap.xml`: every public page of this market's site in each of its locales, with
 * hreflang alternates (docs/requirements/extranet.md#access). Stories under `global/extranet/` never appear (docs/requirements/content.md#space-layout):
 * the content service does not list them and their paths are not public routes anyway. A story
 * with nothing renderable (unknown or invalid template: its page answers 404, docs/requirements/hardening.md#partial-content) is left
 * out with its alternates, and a warning names its full_slug and the URL.
 * Built once and shared (the load context's `sitemap` memo, docs/requirements/hardening.md#unused-query-strings,
 * decision 1001): concurrent requests wait for one build, outside any one request's scope, and a
 * request whose client left gets an empty 503 at once. Takes no query: the server drops it.
 */
export async function loadSitemap({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const pathname = new URL(request.url).pathname;
  try {
    // The shared build belongs to no one request: the service itself, not this request's view.
    const build = () => buildSitemap({ ...context, content: contentForRequest(context.content, undefined) }, pathname);
    const body = context.sitemap
      ? await context.sitemap.get(contentCacheVersion(context.content), request.signal, build)
      : await buildSitemap(context, pathname);
    return new Response(body, {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  } catch (error) {
    // The client left while the shared build ran: nobody reads the answer.
    if (request.signal.aborted) return new Response(null, { status: 503, headers: { 'Cache-Control': 'no-store' } });
    return contentFailure(error, pathname);
  }
}

/** The sitemap's XML as UTF-8 bytes. Throws what the content service throws. */
async function buildSitemap(context: LoaderFunctionArgs['context'], pathname: string): Promise<Uint8Array<ArrayBuffer>> {
  const folders = market.website === 'global' ? ['global/'] : [`${market.website}/`, 'global/'];
  const stories = (await Promise.all(folders.map((f) => allStories(context, f)))).flat();
  const pages: SitemapPage[] = [];
  for (const story of stories) {
    // Only what the policy lets anyone see (decision 0860): never an extranet story.
    if (!mayView(null, PUBLIC_ONLY.ruleForStory(story))) continue;
    const defaultPath = storyDefaultPath(story);
    // Pages search engines must not list (the thank-you landing is noindex, docs/requirements/pages.md#public-site-goals).
    if (story.content?.component === 'thank_you_page') continue;
    // Configuration stories (route rules, decision 0760) are no pages: not a content problem.
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
      // A custom landing answers at `/{lang}/global/{slug}` (docs/requirements/urls.md#custom-landing), not at its folder path.
      const path = landing ? tryBuildPath('custom-landing', { customSlug: story.slug }, locale, market) : canonicalPathFor(story, locale, market);
      const parsed = path ? parsePath(path, market) : null;
      if (!parsed || parsed.family.auth) continue;
      // A story is a page only under its own route family (the story loader answers 404 otherwise).
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
        // a story whose path cannot be built in this locale has no URL here
      }
    }
  }
  return new TextEncoder().encode(renderSitemap(pages));
}
