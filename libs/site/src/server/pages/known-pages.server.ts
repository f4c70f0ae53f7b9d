import { canonicalPathFor, contentForRequest, type ContentService, type Story } from '@silca/content';
import { CUSTOM_LANDING_SLUGS, tryBuildPath, type Market } from '@silca/i18n';
import { log } from '../http/log';

/** How long a set of known page paths is used before it is rebuilt in the background (ms). */
export const KNOWN_PAGES_MAX_AGE_MS = 5 * 60_000;

const PER_PAGE = 100;
const MAX_PAGES = 20;

/** What {@link listKnownPages} builds from the listings. */
export interface KnownPagesIndex {
  /** Every public page path of the market in each of its locales (`/it/global/prodotti/futura`). */
  paths: Set<string>;
  /**
   * Every slug a published story answers at in Storyblok's `cdn/stories/{slug}`, without leading
   * or trailing slash: each default full_slug (`global/products/futura`, found under any
   * language too) and each translated path with its language (`it/global/prodotti/futura`).
   */
  slugs: Set<string>;
  /** False when a listing was cut at the page limit: then a slug not in `slugs` may still exist. */
  complete: boolean;
}

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/**
 * The index of the market's pages and story slugs (the sitemap's paths without the family check:
 * a superset), from the content service's story listings of the market's folders (the
 * listings carry every language's `translated_slugs`). Extranet stories are not listed by the
 * service. Throws what the service throws.
 */
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
  /**
   * Whether a published story answers at Storyblok slug `slug` (`it/global/prodotti/x`: the
   * translated path, or the default full_slug under any language; `global/home`): the content
   * service's `StorySlugIndex`. Null (ask the CMS) while no complete index exists or one
   * is being rebuilt after a publish.
   */
  mayBeStory(slug: string): boolean | null;
  /**
   * The content cache was invalidated (a publish; the content service calls it): misses are
   * asked again until the index is rebuilt (started now, from the fresh listings).
   */
  invalidate(content: ContentService): void;
  refresh(content: ContentService): Promise<void>;
}

/**
 * Which URL paths are pages and which slugs are stories (docs/requirements/hardening.md#hardening-goals,
 * docs/requirements/hardening.md#unknown-pages, decisions 0883 and 1002), for the page loader and the
 * content service: a path that is not a page is speculative (its content calls use only spare
 * capacity), and a slug that is no story is a 404 without a CMS request, so a flood of unknown
 * URLs costs neither the CMS budget nor its time. `isKnown(path)` answers from the last set
 * built: true/false, or null while none exists yet (then nothing is speculative). The index is
 * (re)built in the background, outside the visitor's request, when missing, older than
 * `maxAgeMs` or invalidated by a publish; a failed build keeps the previous one and is retried
 * on a later request.
 */
export function createKnownPages(options: { market: Market; maxAgeMs?: number; now?: () => number }): KnownPages {
  const maxAgeMs = options.maxAgeMs ?? KNOWN_PAGES_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  let index: KnownPagesIndex | null = null;
  let builtAt = 0;
  let building: Promise<void> | null = null;
  // Bumped by each publish: a build started before it may miss the new story, so it leaves the index stale.
  let version = 0;
  let stale = false;
  const refresh = (content: ContentService): Promise<void> | null => {
    if (building || (index && !stale && now() - builtAt < maxAgeMs)) return building;
    const started = version;
    // Built for no one request (the service itself, not a request's view): a visitor leaving does not end it.
    building = listKnownPages(contentForRequest(content, undefined), options.market)
      .then((next) => {
        index = next;
        builtAt = now();
        if (version === started) stale = false;
      })
      .catch((error: unknown) => log.warn('known pages not listed', { error: (error as Error)?.message ?? String(error) }))
      .finally(() => {
        building = null;
        // A publish came in during the build: build again with the new listings.
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
