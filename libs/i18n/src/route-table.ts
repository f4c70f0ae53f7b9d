import { type Locale } from './locales';
import { type SegmentKey } from './segments';

/** Layouts of docs/requirements/pages.md#layouts. A story may still pick another one through its `layout` field. */
export type LayoutId = 'default' | 'empty' | 'extranet' | 'extranet-prefooter' | 'prefooter' | 'simple-landing' | 'custom-landing';

/**
 * The route modules of libs/site (libs/site/src/routes/<module>): every family names one.
 * - `home`: the home page; `story-page`: any public page backed by a story (generic pages,
 *   listings, details, news...); `search`: public search; `custom-landing`: the custom landing
 *   pages of docs/requirements/urls.md#public-routes; `extranet-page`: every extranet route but its search;
 *   `extranet-search`: the extranet search.
 */
export const ROUTE_MODULES = ['home', 'story-page', 'search', 'custom-landing', 'extranet-page', 'extranet-search'] as const;
export type RouteModule = (typeof ROUTE_MODULES)[number];

/**
 * One part of a route pattern:
 * - `$key`   a translated segment from SEGMENTS,
 * - `:name`  a dynamic parameter (one segment),
 * - `*name`  a catch-all parameter of one or more segments (last part only),
 * - anything else is a literal, the same in every locale.
 */
export type PatternPart = `$${SegmentKey}` | `:${string}` | `*${string}` | string;

/**
 * A route family: one logical route of docs/requirements/urls.md#public-routes, docs/requirements/urls.md#extranet-routes that exists once per
 * locale of a market (route id `{id}___{locale}`, docs/requirements/urls.md#route-names).
 */
export interface RouteFamily {
  /** Stable id, kebab case from the English path (`events-and-news-events-slug`). */
  id: string;
  /** Parts after the market's locale prefix. */
  pattern: readonly PatternPart[];
  module: RouteModule;
  /** Default layout (docs/requirements/pages.md#layouts); a story's `layout` field may override it. */
  layout: LayoutId;
  /** Needs a partner session (extranet, docs/requirements/urls.md#extranet-routes, docs/requirements/extranet.md#access). */
  auth: boolean;
  /** Locales in which the family does not exist (docs/requirements/urls.md#translated-segments: automotive/residential for ro, ru). */
  excludedLocales?: readonly Locale[];
  /**
   * Allowed values per parameter; anything else does not match (404) (docs/requirements/urls.md#public-routes, docs/requirements/forms.md#validation-messages, custom
   * landing). A restricted parameter outranks an open one, so `/{lang}/global/thank-you-eng` is the
   * custom landing while `/{lang}/global/anything-else` stays the generic page.
   */
  allowed?: Readonly<Record<string, readonly string[]>>;
  /**
   * The family lives under a `global` segment (custom landing, docs/requirements/urls.md#custom-landing `/global/{customSlug}`):
   * on the global market the prefix `/{lang}/global` supplies it; on a country market, whose paths
   * carry no prefix, the literal `global` is put in front of the pattern.
   */
  base?: 'global';
  /**
   * The family also answers without a locale prefix on a prefixed market (`/global/{customSlug}` on
   * the global market); its locale then comes from the cookie or the default (docs/requirements/urls.md#locale-cookie).
   */
  unprefixedAlias?: boolean;
}

type FamilyOptions = Partial<Pick<RouteFamily, 'layout' | 'excludedLocales' | 'allowed' | 'base' | 'unprefixedAlias'>>;

const publicPage = (id: string, pattern: PatternPart[], options: FamilyOptions = {}): RouteFamily => ({
  id,
  pattern,
  module: 'story-page',
  layout: 'default',
  auth: false,
  ...options,
});

/** A listing and its `/{slug}` detail, the most common pair of docs/requirements/urls.md#public-routes. */
const listAndDetail = (id: string, pattern: PatternPart[], layout: LayoutId = 'default'): RouteFamily[] => [
  publicPage(id, pattern, { layout }),
  publicPage(`${id}-slug`, [...pattern, ':slug'], { layout }),
];

const extranetPage = (id: string, pattern: PatternPart[], layout: LayoutId = 'extranet'): RouteFamily => ({
  id,
  pattern: ['extranet', ...pattern],
  module: 'extranet-page',
  layout,
  auth: true,
});

/** The values docs/requirements/urls.md#custom-landing accept for `customSlug`. */
export const CUSTOM_LANDING_SLUGS = ['thank-you-eng', 'landing-smart-pro-mini'] as const;

/** docs/requirements/urls.md#public-routes: the product families that ro and ru lack. */
const NOT_RO_RU: readonly Locale[] = ['ro', 'ru'];

/**
 * The route table: every route of docs/requirements/urls.md#public-routes (public) and 2.3 (extranet). Data, not code: URL
 * building, parsing, Remix route definitions, sitemap and hreflang all derive from it. Order does
 * not matter; parsing ranks by specificity. Adding a route is one entry here (plus a SEGMENTS word
 * when it needs a new translated segment). Readings of the spec: docs/decisions/0300.
 */
export const ROUTE_FAMILIES: readonly RouteFamily[] = [
  { id: 'home', pattern: [], module: 'home', layout: 'prefooter', auth: false },
  // A landing-page check runs before a generic page is shown (docs/requirements/urls.md#public-routes): the story decides.
  publicPage('page-slug', [':slug']),
  publicPage('forms-slug', ['$forms', ':slug'], { layout: 'simple-landing' }),
  ...listAndDetail('work-with-us', ['$workWithUs']),
  ...listAndDetail('silca-shops', ['$silcaShops']),
  { id: 'search', pattern: ['$search'], module: 'search', layout: 'default', auth: false },
  ...listAndDetail('resources', ['$resources']),
  ...listAndDetail('resources-bulletins', ['$resources', '$bulletins']),
  ...listAndDetail('resources-catalogs', ['$resources', '$catalogs']),
  ...listAndDetail('resources-sales-agent', ['$resources', '$salesAgent']),
  ...listAndDetail('products', ['$products'], 'prefooter'),
  publicPage('products-automotive', ['$products', '$automotive'], { layout: 'prefooter', excludedLocales: NOT_RO_RU }),
  publicPage('products-residential', ['$products', '$residential'], {
    layout: 'prefooter',
    excludedLocales: NOT_RO_RU,
  }),
  ...listAndDetail('new-solutions', ['$newSolutions'], 'prefooter'),
  ...listAndDetail('industrial-solutions', ['$industrialSolutions'], 'prefooter'),
  ...listAndDetail('events-and-news', ['$eventsAndNews']),
  ...listAndDetail('events-and-news-events', ['$eventsAndNews', '$events']),
  ...listAndDetail('events-and-news-news-about-us', ['$eventsAndNews', '$newsAboutUs']),
  ...listAndDetail('events-and-news-press-releases', ['$eventsAndNews', '$pressReleases']),
  ...listAndDetail('contacts', ['$contacts']),
  publicPage('contact-us-slug', ['$contactUs', ':slug']),
  // docs/requirements/urls.md#translated-segments: "Category page, layout with pre-footer".
  publicPage('category-slug', ['$category', ':slug'], { layout: 'prefooter' }),
  ...listAndDetail('after-sales', ['$afterSales']),
  ...listAndDetail('about-us', ['$aboutUs']),
  ...listAndDetail('about-us-our-company', ['$aboutUs', '$ourCompany']),
  {
    id: 'custom-landing',
    pattern: [':customSlug'],
    module: 'custom-landing',
    layout: 'custom-landing',
    auth: false,
    allowed: { customSlug: CUSTOM_LANDING_SLUGS },
    base: 'global',
    unprefixedAlias: true,
  },

  // Extranet (docs/requirements/urls.md#extranet-routes): login required, never public.
  extranetPage('extranet', [], 'extranet-prefooter'),
  { ...extranetPage('extranet-search', ['$search']), module: 'extranet-search' },
  extranetPage('extranet-products', ['$products'], 'extranet-prefooter'),
  extranetPage('extranet-products-automotive', ['$products', '$automotive'], 'extranet-prefooter'),
  extranetPage('extranet-products-residential', ['$products', '$residential'], 'extranet-prefooter'),
  extranetPage('extranet-products-category', ['$products', '*category'], 'extranet-prefooter'),
  extranetPage('extranet-photogallery', ['$photogallery']),
  extranetPage('extranet-photogallery-category', ['$photogallery', '*category']),
  extranetPage('extranet-news-bulletins', ['$newsBulletins']),
  extranetPage('extranet-news-bulletins-slug', ['$newsBulletins', ':slug']),
  extranetPage('extranet-documentazione-per-bu-italia', ['documentazione-per-bu-italia']),
  extranetPage('extranet-documentazione-per-bu-italia-slug', ['documentazione-per-bu-italia', ':slug']),
  extranetPage('extranet-catalogues', ['$catalogues']),
  extranetPage('extranet-catalogues-folder-slug', ['$catalogues', ':folder_slug']),
  extranetPage('extranet-catalogues-folder-slug-slug', ['$catalogues', ':folder_slug', ':slug']),
];

const BY_ID = new Map(ROUTE_FAMILIES.map((f) => [f.id, f]));

/** Looks a family up by id; throws for an unknown id (a programming error, not user input). */
export function getRouteFamily(id: string): RouteFamily {
  const family = BY_ID.get(id);
  if (!family) throw new Error(`Unknown route family "${id}"`);
  return family;
}

/** True when a family of this id exists in the table (any locale). */
export function isRouteFamilyId(id: string): boolean {
  return BY_ID.has(id);
}

/** The parameter names of a pattern, in order (`slug`, `folder_slug`, `category`...). */
export function patternParams(family: RouteFamily): string[] {
  return family.pattern.filter((p) => p.startsWith(':') || p.startsWith('*')).map((p) => p.slice(1));
}
