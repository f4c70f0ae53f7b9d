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

/** The language data of a page: head metadata and the selector's entries (docs/requirements/urls.md#seo-alternates, docs/requirements/pages.md#interface-elements). */
export interface PageLanguages {
  alternates: Alternates | null;
  languages: LanguageOption[];
  locations: LocationOption[];
}

/** The space's default language: `full_slug` is the path in it (Storyblok field-level i18n). */
const SPACE_DEFAULT_LANGUAGE: Locale = 'en';

/**
 * A story's path in each language where it is translated: `default_full_slug`/`full_slug` for the
 * default language, `translated_slugs[].path` for the others (Translatable Slugs app; docs/requirements/content.md#translation).
 * The CDN lists every language of the space in `translated_slugs`; a language counts as translated
 * when it is not unpublished (`published: false`) and has a translated name (docs/decisions/0004). Untranslated languages get no alternate and the selector sends them home.
 */
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

/**
 * Route parameters of a story's page in each locale. A custom landing (docs/requirements/urls.md#custom-landing) lives in its
 * own folder but answers at `/{lang}/global/{slug}`: its parameter is its slug in every locale
 * (docs/requirements/pages.md#public-site-goals: the public landing has a canonical and is in the sitemap).
 */
export function paramsOfStory(story: Story, familyId: string): Partial<Record<Locale, RouteParams>> {
  if (familyId === 'custom-landing') {
    return Object.fromEntries(LOCALES.map((l) => [l, { customSlug: story.slug }])) as Partial<Record<Locale, RouteParams>>;
  }
  return paramsByLocaleFromStoryPaths(familyId, storyPathsByLocale(story));
}

/**
 * Whether a story's page names the other market sites as alternates: stories of the shared
 * catalogue and the homes, and a market's own page of a section without parameters (its contacts
 * page stands where global's contacts page stands on the other sites). The same rule on both
 * sides keeps hreflang reciprocal (docs/requirements/pages.md#public-site-goals), and the sitemap uses it too.
 */
export function includesOtherMarkets(story: Story, familyId: string): boolean {
  return isSharedStory(story) || (isRouteFamilyId(familyId) && patternParams(getRouteFamily(familyId)).length === 0);
}

/** True for stories of the shared catalogue and the homes: they exist on every market site. */
export function isSharedStory(story: Story): boolean {
  // The default path: a language answer's `full_slug` starts with the language (`it/global/...`).
  const path = storyDefaultPath(story);
  return path.startsWith('global/') || /^[a-z]+\/home$/.test(path);
}

/**
 * Language data of a story page: alternates (canonical, hreflang on every site where the page
 * exists, x-default, og:locale), the language selector (same page in each locale, else that
 * locale's home) and the location selector. Also returns the canonical path of this page in this
 * locale, which the loader redirects to when the request used another one (slug
 * canonicalisation, docs/requirements/urls.md#slug-canonicalisation). Never throws for content data.
 */
export function storyPageLanguages(input: {
  story: Story;
  familyId: string;
  locale: Locale;
  siteUrls: SiteUrls;
}): PageLanguages & { canonicalPath: string | null } {
  const { story, familyId, locale, siteUrls } = input;
  const paramsByLocale = paramsOfStory(story, familyId);
  // Field-level translation: a locale without a translated slug still shows the page in the
  // default language's path; the page's own locale always has a version.
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

/**
 * Language data of a page that is not a story (errors, search): selector entries to each
 * locale's home and each market's home; alternates only for parameterless families.
 */
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
