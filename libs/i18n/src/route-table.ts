import { type Locale } from './locales';
import { type SegmentKey } from './segments';

/** Layouts of docs/requirements/pages.md#layouts. A story may still pick another one through its `layout` field. */
export type LayoutId = 'default' | 'empty' | 'extranet' | 'extranet-prefooter' | 'prefooter' | 'simple-landing' | 'custom-landing';

/** libs/site's route modules; every family names one. */
export const ROUTE_MODULES = ['home', 'story-page', 'search', 'custom-landing', 'extranet-page', 'extranet-search'] as const;
export type RouteModule = (typeof ROUTE_MODULES)[number];

/** `$key` a translated segment, `:name` a parameter, `*name` a trailing catch-all, else a literal. */
export type PatternPart = `$${SegmentKey}` | `:${string}` | `*${string}` | string;

/**
 * One route of docs/requirements/urls.md#public-routes or docs/requirements/urls.md#extranet-routes, once per locale (route id
 * `{id}___{locale}`, docs/requirements/urls.md#route-names).
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
   * Allowed values per parameter, else 404; a restricted parameter outranks an open one (`/{lang}/global/thank-you-eng` is the custom
   * landing).
   */
  allowed?: Readonly<Record<string, readonly string[]>>;
  /** Under a `global` segment (docs/requirements/urls.md#custom-landing): global's prefix supplies it; country markets get the literal. */
  base?: 'global';
  /** Also answers unprefixed on a prefixed market; its locale then comes from the cookie or the default. */
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
 * The route table of docs/requirements/urls.md#public-routes and docs/requirements/urls.md#extranet-routes; URLs, parsing, Remix routes,
 * sitemap and hreflang derive from it. Order does not matter. Readings: docs/decisions/0300.
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
