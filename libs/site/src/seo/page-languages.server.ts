import {
  buildAlternates,
  buildPath,
  getRouteFamily,
  isRouteFamilyId,
  patternParams,
  homePath,
  LOCALES,
  languageOptions,
  locationOptions,
  paramsByLocaleFromStoryPaths,
  tryBuildPath,
  type Alternates,
  type LanguageOption,
  type Locale,
  type LocationOption,
  type RouteParams,
  type SiteUrls,
} from '@silca/i18n';
import { storyDefaultPath, type Story } from '@silca/content';
import { market } from '../market';

/** Head metadata and selector entries (docs/requirements/urls.md#seo-alternates). */
export interface PageLanguages {
  alternates: Alternates | null;
  languages: LanguageOption[];
  locations: LocationOption[];
}

/** `full_slug` is the path in the default language. */
const SPACE_DEFAULT_LANGUAGE: Locale = 'en';

/** A story's path per translated language (docs/requirements/content.md#translation, docs/decisions/0004). */
export function storyPathsByLocale(story: Story): Partial<Record<string, string>> {
  const defaultPath = storyDefaultPath(story);
  const paths: Partial<Record<string, string>> = { [SPACE_DEFAULT_LANGUAGE]: defaultPath };
  const unpublished = new Set<string>();
  for (const t of story.translated_slugs ?? []) {
    if (t.published === false) unpublished.add(t.lang);
    else if (t.path) paths[t.lang] = t.path;
  }
  for (const locale of LOCALES) {
    if (!paths[locale] && !unpublished.has(locale)) paths[locale] = defaultPath;
  }
  return paths;
}

/** Route parameters per locale; a custom landing answers at `/{lang}/global/{slug}` (docs/requirements/urls.md#custom-landing). */
export function paramsOfStory(story: Story, familyId: string): Partial<Record<Locale, RouteParams>> {
  if (familyId === 'custom-landing') {
    return Object.fromEntries(LOCALES.map((l) => [l, { customSlug: story.slug }])) as Partial<Record<Locale, RouteParams>>;
  }
  return paramsByLocaleFromStoryPaths(familyId, storyPathsByLocale(story));
}

/** Whether the page names the other markets; shared with the sitemap, so hreflang stays reciprocal (docs/requirements/urls.md#seo-alternates). */
export function includesOtherMarkets(story: Story, familyId: string): boolean {
  return isSharedStory(story) || (isRouteFamilyId(familyId) && patternParams(getRouteFamily(familyId)).length === 0);
}

export function isSharedStory(story: Story): boolean {
  const path = storyDefaultPath(story);
  return path.startsWith('global/') || /^[a-z]+\/home$/.test(path);
}

/** Alternates, selectors and the canonical path of a story page (docs/requirements/urls.md#seo-alternates). Never throws. */
export function storyPageLanguages(input: {
  story: Story;
  familyId: string;
  locale: Locale;
  siteUrls: SiteUrls;
}): PageLanguages & { canonicalPath: string | null } {
  const { story, familyId, locale, siteUrls } = input;
  const paramsByLocale = paramsOfStory(story, familyId);
  // Field-level translation: a locale without a translated slug shows the page on the default path.
  const ownParams: RouteParams | undefined = paramsByLocale[locale] ?? paramsByLocale[SPACE_DEFAULT_LANGUAGE];
  if (ownParams) paramsByLocale[locale] = ownParams;
  const canonicalPath = ownParams ? tryBuildPath(familyId, ownParams, locale, market) : null;
  const pathsByLocale: Partial<Record<Locale, string>> = {};
  for (const l of market.locales) {
    const params = paramsByLocale[l];
    const path = params ? tryBuildPath(familyId, params, l, market) : null;
    if (path) pathsByLocale[l] = path;
  }
  let alternates: Alternates | null = null;
  try {
    alternates = buildAlternates({ familyId, locale, market, paramsByLocale, siteUrls, includeOtherMarkets: includesOtherMarkets(story, familyId) });
  } catch {
    alternates = null; // the page cannot be built in its own locale: no alternates rather than a 500
  }
  return {
    alternates,
    canonicalPath,
    languages: languageOptions({ current: locale, market, pathsByLocale, siteUrls }),
    locations: locationOptions({
      current: { market, locale },
      siteUrls,
      page: includesOtherMarkets(story, familyId) ? { familyId, paramsByLocale } : undefined,
    }),
  };
}

/** Language data of a non-story page: selectors to each home; alternates for parameterless families only. */
export function defaultPageLanguages(input: { locale: Locale; siteUrls: SiteUrls; familyId?: string }): PageLanguages {
  const { locale, siteUrls, familyId } = input;
  const pathsByLocale: Partial<Record<Locale, string>> = {};
  for (const l of market.locales) {
    pathsByLocale[l] = (familyId && tryBuildPath(familyId, {}, l, market)) || homePath(l, market);
  }
  let alternates: Alternates | null = null;
  if (familyId) {
    try {
      buildPath(familyId, {}, locale, market);
      alternates = buildAlternates({ familyId, locale, market, siteUrls });
    } catch {
      alternates = null;
    }
  }
  return {
    alternates,
    languages: languageOptions({ current: locale, market, pathsByLocale, siteUrls }),
    locations: locationOptions({ current: { market, locale }, siteUrls }),
  };
}
