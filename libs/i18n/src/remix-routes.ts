import { type Locale } from './locales';
import { type Market } from './markets';
import { familyExists, localePrefix, remixRoutePath, routeId } from './paths';
import { ROUTE_FAMILIES, type LayoutId, type RouteFamily, type RouteModule } from './route-table';

/** One Remix route to register (`defineRoutes`): one per family, locale and pinned value. */
export interface RouteDefinition {
  /** Unique Remix route id, locale-suffixed (`products-slug___it`); the unprefixed alias has none. */
  id: string;
  /** Remix path, no trailing slash (`/it/global/prodotti/:slug`, `/extranet/produkte/*`). */
  path: string;
  familyId: string;
  module: RouteModule;
  layout: LayoutId;
  auth: boolean;
  /** The route's locale; null for the unprefixed alias (locale from cookie or default, SPEC.md 4). */
  locale: Locale | null;
}

function pin(path: string, family: RouteFamily, value: string): string {
  const name = Object.keys(family.allowed ?? {})[0]!;
  return path.replace(`:${name}`, value);
}

function definitionsFor(family: RouteFamily, locale: Locale, market: Market): RouteDefinition[] {
  const base = { familyId: family.id, module: family.module, layout: family.layout, auth: family.auth, locale };
  const path = remixRoutePath(family, locale, market);
  const restricted = Object.entries(family.allowed ?? {});
  if (restricted.length === 0) return [{ ...base, id: routeId(family.id, locale), path }];
  // A restricted parameter becomes one literal route per allowed value: Remix has no value
  // constraints, and a literal outranks the generic `/:slug` of the same depth.
  return restricted[0]![1].map((value) => ({ ...base, id: routeId(family.id, locale, value), path: pin(path, family, value) }));
}

function aliasesFor(family: RouteFamily, market: Market): RouteDefinition[] {
  if (!family.unprefixedAlias || market.strategy !== 'prefix' || !market.pathPrefix) return [];
  const values = Object.values(family.allowed ?? {})[0] ?? [];
  const pattern = '/' + [market.pathPrefix, ...family.pattern].join('/');
  return values.map((value) => ({
    id: `${family.id}--${value}`,
    path: pin(pattern, family, value),
    familyId: family.id,
    module: family.module,
    layout: family.layout,
    auth: family.auth,
    locale: null,
  }));
}

/**
 * Every Remix route of a market, derived from ROUTE_FAMILIES: each family once per locale where it
 * exists (SPEC.md 2.1, 2.2 exclusions), restricted parameters pinned to their allowed values, plus
 * the unprefixed `/global/{customSlug}` alias on the global market. Ids and paths are unique
 * (tested). Loaders should read params with `parsePath(url.pathname, market)`, which also gives the
 * pinned values. Pure; does not throw for the markets of MARKETS.
 */
export function remixRoutes(market: Market): RouteDefinition[] {
  const out: RouteDefinition[] = [];
  for (const family of ROUTE_FAMILIES) {
    for (const locale of market.locales) {
      if (familyExists(family, locale, market)) out.push(...definitionsFor(family, locale, market));
    }
    out.push(...aliasesFor(family, market));
  }
  return out;
}

/** The path of a market's home in a locale (`/it/global`, `/` on a country market). */
export function homePath(locale: Locale, market: Market): string {
  return '/' + localePrefix(locale, market).join('/');
}

/**
 * The distinct shapes of a market's locale prefix as Remix path patterns, the locale replaced by
 * the `:lang` parameter: `['/:lang/global']` on global, `['']` on a country market whose only
 * locale is unprefixed (and `['', '/:lang']` for a prefix_except_default market of several).
 * The site mounts one extranet layout route under each (`{shape}/extranet`); the loaders check
 * the locale itself with `parsePath`. Pure; the order follows `market.locales`.
 */
export function localePrefixPatterns(market: Market): string[] {
  const shapes = new Set<string>();
  for (const locale of market.locales) {
    const prefix = localePrefix(locale, market).map((part) => (part === locale ? ':lang' : part));
    shapes.add(prefix.length ? '/' + prefix.join('/') : '');
  }
  return [...shapes];
}
