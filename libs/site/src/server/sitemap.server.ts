import type { LoaderFunctionArgs } from '@remix-run/node';
import { canonicalPathFor, type Story } from '@silca/content';
import { buildAlternates, paramsByLocaleFromStoryPaths, parsePath, renderSitemap, type SitemapPage } from '@silca/i18n';
import { market } from '../market';
import './context';
import { contentFailure } from './http-errors.server';
import { storyPathsByLocale } from './page-languages.server';

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
 * hreflang alternates (DESIGN.md 8). Stories under `global/extranet/` never appear (DESIGN.md 5):
 * the content service does not list them and their paths are not public routes anyway.
 */
export async function loadSitemap({ request, context }: LoaderFunctionArgs): Promise<Response> {
  try {
    const folders = market.website === 'global' ? ['global/'] : [`${market.website}/`, 'global/'];
    const stories = (await Promise.all(folders.map((f) => allStories(context, f)))).flat();
    const pages: SitemapPage[] = [];
    for (const story of stories) {
      if (story.full_slug.startsWith('global/extranet')) continue;
      for (const locale of market.locales) {
        const path = canonicalPathFor(story, locale, market);
        const parsed = path ? parsePath(path, market) : null;
        if (!parsed || parsed.family.auth) continue;
        try {
          const paramsByLocale = paramsByLocaleFromStoryPaths(parsed.family.id, storyPathsByLocale(story));
          paramsByLocale[locale] ??= parsed.params;
          const alternates = buildAlternates({ familyId: parsed.family.id, locale, market, paramsByLocale, siteUrls: context.siteUrls });
          pages.push({ alternates, lastmod: story.published_at ?? undefined });
        } catch {
          // a story whose path cannot be built in this locale has no URL here
        }
      }
    }
    return new Response(renderSitemap(pages), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  } catch (error) {
    return contentFailure(error, new URL(request.url).pathname);
  }
}
