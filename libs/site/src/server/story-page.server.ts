import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { parsePath, type Locale } from '@silca/i18n';
import type { Story } from '@silca/content';
import { market } from '../market';
import { CACHE } from './cache-control';
import './context';
import { contentFailure, notFound } from './http-errors.server';
import { storyPathSegments } from './story-path';
import { TEMPLATE_DATA } from './template-data.server';

/** SEO data of a page (SPEC.md 2.5): the page name for the title, description, canonical. */
export interface PageSeo {
  name: string;
  description: string | null;
  canonical: string;
}

/** Loader data of every story-backed page. */
export interface StoryPageData {
  story: Story;
  rels: Story[];
  locale: Locale;
  familyId: string;
  templateData: Record<string, unknown>;
  seo: PageSeo;
}

function pageName(story: Story): string {
  const c = story.content as Record<string, unknown>;
  for (const key of ['seo_title', 'title', 'name']) {
    if (typeof c[key] === 'string' && c[key]) return c[key] as string;
  }
  return story.name;
}

function pageDescription(story: Story): string | null {
  const c = story.content as Record<string, unknown>;
  for (const key of ['seo_description', 'excerpt', 'intro']) {
    if (typeof c[key] === 'string' && c[key]) return c[key] as string;
  }
  return null;
}

/**
 * Loads a story-backed page (DESIGN.md section 3, steps 2-4): parses the URL against the market's
 * route table, finds the story by translated path (market folder first, then global), loads the
 * template's extra data, and returns it with SEO data and public cache headers.
 * Throws a 404 response when there is no such page, 503 when the CMS is down with no copy.
 */
export async function loadStoryPage({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = parsePath(url.pathname, market);
  if (!parsed) throw notFound(url.pathname);
  const segments = storyPathSegments(url.pathname, parsed, market);
  try {
    const result = await context.content.findStoryByPath({
      website: market.website,
      language: parsed.locale,
      path: segments,
      version: 'published',
    });
    if (!result) throw notFound(url.pathname);
    const loadExtra = TEMPLATE_DATA[result.story.content.component];
    const templateData = loadExtra
      ? await loadExtra({ story: result.story, locale: parsed.locale, url, context })
      : {};
    const data: StoryPageData = {
      story: result.story,
      rels: result.rels,
      locale: parsed.locale,
      familyId: parsed.family.id,
      templateData,
      seo: {
        name: pageName(result.story),
        description: pageDescription(result.story),
        canonical: `${context.siteUrl}${url.pathname}`,
      },
    };
    return json(data, { headers: { 'Cache-Control': CACHE.public } });
  } catch (error) {
    if (error instanceof Response) throw error;
    return contentFailure(error, url.pathname);
  }
}
