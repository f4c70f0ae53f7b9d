import { canonicalPathFor, runOutsideRequestScope, type ContentService, type Story } from '@silca/content';
import { CUSTOM_LANDING_SLUGS, tryBuildPath, type Market } from '@silca/i18n';
import { log } from '../http/log';

/** How long a set of known page paths is used before it is rebuilt in the background (ms). */
export const KNOWN_PAGES_MAX_AGE_MS = 5 * 60_000;

const PER_PAGE = 100;
const MAX_PAGES = 20;

/**
 * Every public page path of `market` in each of its locales (the sitemap's paths, without the
 * family check: a superset), from the content service's story listings of the market's folders.
 * Extranet stories are not listed by the service. Throws what the service throws.
 */
export async function listKnownPages(content: ContentService, market: Market): Promise<Set<string>> {
  const folders = market.website === 'global' ? ['global/'] : [`${market.website}/`, 'global/'];
  const paths = new Set<string>();
  for (const startsWith of folders) {
    const stories: Story[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const list = await content.listStories({ startsWith, language: 'en', page, perPage: PER_PAGE });
      stories.push(...list.stories);
      if (stories.length >= list.total || list.stories.length === 0) break;
    }
    for (const story of stories) {
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
  return paths;
}

/** See {@link createKnownPages}. */
export interface KnownPages {
  isKnown(content: ContentService, pathname: string): boolean | null;
  refresh(content: ContentService): Promise<void>;
}

/**
 * Which URL paths are pages (docs/requirements/hardening.md#hardening-goals, decision 0883), for the page loader: a path that is not
 * one is speculative (its content calls use only spare capacity), so a flood of unknown URLs
 * leaves real pages the CMS budget. `isKnown(path)` answers from the last set built: true/false,
 * or null while none exists yet (then nothing is speculative). The set is (re)built in the
 * background, outside the visitor's request, when missing or older than `maxAgeMs`; a failed
 * build keeps the previous set and is retried on a later request.
 */
export function createKnownPages(options: { market: Market; maxAgeMs?: number; now?: () => number }): KnownPages {
  const maxAgeMs = options.maxAgeMs ?? KNOWN_PAGES_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  let paths: Set<string> | null = null;
  let builtAt = 0;
  let building: Promise<void> | null = null;
  const refresh = (content: ContentService): Promise<void> | null => {
    if (building || (paths && now() - builtAt < maxAgeMs)) return building;
    building = runOutsideRequestScope(() =>
      listKnownPages(content, options.market)
        .then((next) => {
          paths = next;
          builtAt = now();
        })
        .catch((error: unknown) => log.warn('known pages not listed', { error: (error as Error)?.message ?? String(error) }))
        .finally(() => {
          building = null;
        }),
    );
    return building;
  };
  return {
    isKnown(content: ContentService, pathname: string): boolean | null {
      void refresh(content);
      return paths ? paths.has(pathname) : null;
    },
    /** Builds the set now (tests, warm-up). */
    refresh: (content: ContentService) => refresh(content) ?? Promise.resolve(),
  };
}
