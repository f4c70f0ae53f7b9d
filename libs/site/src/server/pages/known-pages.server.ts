import { canonicalPathFor, contentForRequest, type ContentService, type Story } from '@silca/content';
import { CUSTOM_LANDING_SLUGS, tryBuildPath, type Market } from '@silca/i18n';
import { log } from '../http/log';

/** How long a set of known page paths is used before it is rebuilt in the background (ms). */
export const KNOWN_PAGES_MAX_AGE_MS = 5 * 60_000;

const PER_PAGE = 100;
const MAX_PAGES = 20;

export interface KnownPagesIndex {
  /** Every public page path of the market in each of its locales (`/it/global/prodotti/futura`). */
  paths: Set<string>;
  /** Every slug a published story answers at in `cdn/stories/{slug}`: default full_slugs and `{lang}/{translated path}`. */
  slugs: Set<string>;
  /** False when a listing was cut at the page limit: then a slug not in `slugs` may still exist. */
  complete: boolean;
}

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/** The index of the market's pages and story slugs, from the story listings of its folders. Throws what the service throws. */
export async function listKnownPages(content: ContentService, market: Market): Promise<KnownPagesIndex> {
  const folders = market.website === 'global' ? ['global/'] : [`${market.website}/`, 'global/'];
  const paths = new Set<string>();
  const slugs = new Set<string>();
  let complete = true;
  for (const startsWith of folders) {
    const stories: Story[] = [];
    let total = 0;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const list = await content.listStories({ startsWith, language: 'en', page, perPage: PER_PAGE });
      stories.push(...list.stories);
      total = list.total;
      if (stories.length >= list.total || list.stories.length === 0) break;
    }
    if (stories.length < total) complete = false;
    for (const story of stories) {
      slugs.add(trimSlashes(story.default_full_slug || story.full_slug));
      for (const t of story.translated_slugs ?? []) if (t.lang && t.path) slugs.add(`${t.lang}/${trimSlashes(t.path)}`);
      for (const locale of market.locales) {
        const path = canonicalPathFor(story, locale, market);
        if (path) paths.add(path);
      }
    }
  }
  for (const slug of CUSTOM_LANDING_SLUGS) {
    for (const locale of market.locales) {
      const path = tryBuildPath('custom-landing', { customSlug: slug }, locale, market);
      if (path) paths.add(path);
    }
  }
  return { paths, slugs, complete };
}

/** See {@link createKnownPages}. */
export interface KnownPages {
  isKnown(content: ContentService, pathname: string): boolean | null;
  /** Whether a published story answers at Storyblok slug `slug`; null (ask the CMS) while no complete, fresh index exists. */
  mayBeStory(slug: string): boolean | null;
  /** After a publish: misses are asked again until the index is rebuilt (started now). */
  invalidate(content: ContentService): void;
  refresh(content: ContentService): Promise<void>;
}

/**
 * Which URL paths are pages and which slugs are stories (docs/requirements/hardening.md#unknown-pages, decisions 0883 and
 * 1002). `isKnown` is null while no index exists. Rebuilt in the background when missing, older than `maxAgeMs`
 * or invalidated; a failed build keeps the previous index.
 */
export function createKnownPages(options: { market: Market; maxAgeMs?: number; now?: () => number }): KnownPages {
  const maxAgeMs = options.maxAgeMs ?? KNOWN_PAGES_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  let index: KnownPagesIndex | null = null;
  let builtAt = 0;
  let building: Promise<void> | null = null;
  // A build started before a publish may miss the new story: it leaves the index stale.
  let version = 0;
  let stale = false;
  const refresh = (content: ContentService): Promise<void> | null => {
    if (building || (index && !stale && now() - builtAt < maxAgeMs)) return building;
    const started = version;
    // Not a request's view: a visitor leaving does not end the build.
    building = listKnownPages(contentForRequest(content, undefined), options.market)
      .then((next) => {
        index = next;
        builtAt = now();
        if (version === started) stale = false;
      })
      .catch((error: unknown) => log.warn('known pages not listed', { error: (error as Error)?.message ?? String(error) }))
      .finally(() => {
        building = null;
        if (stale && version !== started) void refresh(content);
      });
    return building;
  };
  const has = (slug: string) => {
    if (!index) return false;
    if (index.slugs.has(slug)) return true;
    // `{lang}/{path}`: Storyblok falls back to the default full_slug in every language.
    const cut = slug.indexOf('/');
    return cut > 0 && index.slugs.has(slug.slice(cut + 1));
  };
  return {
    isKnown(content: ContentService, pathname: string): boolean | null {
      void refresh(content);
      return index ? index.paths.has(pathname) : null;
    },
    mayBeStory(slug: string): boolean | null {
      if (!index) return null;
      if (has(slug)) return true;
      return index.complete && !stale ? false : null;
    },
    invalidate(content: ContentService) {
      version++;
      stale = true;
      void refresh(content);
    },
    /** Builds the index now (tests, warm-up). */
    refresh: (content: ContentService) => refresh(content) ?? Promise.resolve(),
  };
}
