import { isLocale, type Locale } from './locales';
import { type Market } from './markets';
import { ROUTE_FAMILIES, getRouteFamily, type PatternPart, type RouteFamily } from './route-table';
import { SEGMENTS } from './segments';

/** Route parameters: one segment, or several for a catch-all (`*name`: array or `/`-joined string). */
export type RouteParams = Readonly<Record<string, string | readonly string[]>>;

/**
 * Where a parsed path's locale came from (docs/requirements/urls.md#locale-selection): the `path`, the `market` (unprefixed default), or
 * `none` (an unprefixed alias; `selectLocale` decides).
 */
export type LocaleSource = 'path' | 'market' | 'none';

/** The result of parsing a URL path against the route table. */
export interface ParsedPath {
  family: RouteFamily;
  locale: Locale;
  localeSource: LocaleSource;
  /** Decoded parameters; a catch-all is an array of one or more segments. */
  params: Record<string, string | string[]>;
  /** Remix route id with the locale suffix (docs/requirements/urls.md#route-names), e.g. `products-slug___it`. */
  routeId: string;
  /** Decoded segments after the locale prefix: `/it/global/prodotti/silca-futura` -> `['prodotti', 'silca-futura']`. */
  segments: string[];
}

/** Paths longer than this (characters, as sent) are not routes: 404 without further work. */
export const MAX_PATH_LENGTH = 2048;

/** Separates a family id from the allowed value it is pinned to in a route id. */
const VARIANT_SEPARATOR = '--';

/**
 * Route id (docs/requirements/urls.md#route-names): `{family}___{locale}`, or `{family}--{value}___{locale}` for a pinned value
 * (`custom-landing--thank-you-eng___it`).
 */
export function routeId(familyId: string, locale: Locale, variant?: string): string {
  return `${familyId}${variant ? VARIANT_SEPARATOR + variant : ''}___${locale}`;
}

/** Family, locale and variant of a suffixed route id; null without a valid locale suffix. */
export function splitRouteId(id: string): { familyId: string; locale: Locale; variant?: string } | null {
  const at = id.lastIndexOf('___');
  if (at < 0) return null;
  const locale = id.slice(at + 3);
  if (!isLocale(locale)) return null;
  const head = id.slice(0, at);
  const dash = head.indexOf(VARIANT_SEPARATOR);
  if (dash < 0) return { familyId: head, locale };
  return { familyId: head.slice(0, dash), locale, variant: head.slice(dash + VARIANT_SEPARATOR.length) };
}

/** True when the family exists in this locale of this market (docs/requirements/urls.md#public-routes exclusions, docs/requirements/urls.md#locale-addressing). */
export function familyExists(family: RouteFamily, locale: Locale, market: Market): boolean {
  return market.locales.includes(locale) && !(family.excludedLocales ?? []).includes(locale);
}

/** The word of a pattern part in a locale: translated (`$key`), or the literal itself. */
export function translatePart(part: PatternPart, locale: Locale): string {
  if (part.startsWith('$')) {
    const word = (SEGMENTS as Record<string, Record<Locale, string>>)[part.slice(1)];
    if (!word) throw new Error(`Unknown segment key "${part}" in the route table`);
    return word[locale];
  }
  return part;
}

/** `['it', 'global']` on global; nothing for the default of a prefix_except_default market. */
export function localePrefix(locale: Locale, market: Market): string[] {
  if (market.strategy === 'prefix_except_default' && locale === market.defaultLocale) return [];
  return market.pathPrefix ? [locale, market.pathPrefix] : [locale];
}

/** Prefix plus the family's `global` base when the market prefix does not already supply it. */
function familyPrefix(family: RouteFamily, locale: Locale, market: Market): string[] {
  const prefix = localePrefix(locale, market);
  if (family.base && prefix[prefix.length - 1] !== family.base) prefix.push(family.base);
  return prefix;
}

/** A decoded segment that can safely be a route parameter and round-trips through a URL. */
function isSafeSegment(value: string): boolean {
  // No separators (an encoded `%2F` must not smuggle a second segment into a story lookup),
  // no dot segments, no control characters.
  // eslint-disable-next-line no-control-regex
  return value !== '' && value !== '.' && value !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(value);
}

function paramSegments(family: RouteFamily, part: string, params: RouteParams): string[] {
  const name = part.slice(1);
  const value = params[name];
  const list = value === undefined ? [] : typeof value === 'string' ? (part.startsWith('*') ? value.split('/') : [value]) : [...value];
  if (list.length === 0 || !list.every(isSafeSegment)) {
    throw new Error(`Invalid or missing parameter "${name}" for route "${family.id}": ${JSON.stringify(value)}`);
  }
  const allowed = family.allowed?.[name];
  if (allowed && !allowed.includes(list[0]!)) {
    throw new Error(`Parameter "${name}" of route "${family.id}" must be one of ${allowed.join(', ')}`);
  }
  return list.map(encodeURIComponent);
}

/**
 * The path of a family in a locale and market, no trailing slash (docs/requirements/urls.md#trailing-slash): `buildPath('products-slug', {
 * slug: 'x' }, 'it', MARKETS.global)` -> `/it/global/prodotti/x`. Throws for an unknown family, one missing in that locale, or a missing,
 * empty, dot, `/`, control-character or disallowed parameter; `tryBuildPath` returns null.
 */
export function buildPath(familyId: string, params: RouteParams, locale: Locale, market: Market): string {
  const family = getRouteFamily(familyId);
  if (!familyExists(family, locale, market)) {
    throw new Error(`Route "${familyId}" does not exist in ${market.id}/${locale}`);
  }
  const parts = family.pattern.flatMap((part) =>
    part.startsWith(':') || part.startsWith('*') ? paramSegments(family, part, params) : [translatePart(part, locale)],
  );
  return '/' + [...familyPrefix(family, locale, market), ...parts].join('/');
}

/** `buildPath` that answers null where buildPath would throw (for optional links and alternates). */
export function tryBuildPath(familyId: string, params: RouteParams, locale: Locale, market: Market): string | null {
  try {
    return buildPath(familyId, params, locale, market);
  } catch {
    return null;
  }
}

/** Remix route path (`/it/global/prodotti/:slug`, catch-alls as `*`); restricted parameters need `remixRoutes`, which pins them. */
export function remixRoutePath(family: RouteFamily, locale: Locale, market: Market): string {
  const parts = family.pattern.map((part) => (part.startsWith('*') ? '*' : translatePart(part, locale)));
  return '/' + [...familyPrefix(family, locale, market), ...parts].join('/');
}

function decodeSegments(pathname: string): string[] | null {
  const raw = pathname.split('/').slice(1);
  if (raw.length === 1 && raw[0] === '') return [];
  const out: string[] = [];
  for (const seg of raw) {
    if (seg === '') return null; // duplicate or trailing slash: not a canonical path
    let decoded: string;
    try {
      decoded = decodeURIComponent(seg);
    } catch {
      return null; // malformed percent-encoding such as %E0%A4%A
    }
    if (!isSafeSegment(decoded)) return null;
    out.push(decoded);
  }
  return out;
}

interface LocaleSplit {
  locale: Locale;
  rest: string[];
  localeSource: LocaleSource;
  /** Matching against the unprefixed alias of a prefixed market (`/global/{customSlug}`). */
  alias: boolean;
}

function splitLocale(segs: string[], market: Market): LocaleSplit[] {
  const [first, second] = segs;
  if (market.strategy === 'prefix') {
    if (isLocale(first) && market.locales.includes(first) && second === market.pathPrefix) {
      return [{ locale: first, rest: segs.slice(2), localeSource: 'path', alias: false }];
    }
    if (market.pathPrefix && first === market.pathPrefix) {
      return [{ locale: market.defaultLocale, rest: segs.slice(1), localeSource: 'none', alias: true }];
    }
    return [];
  }
  if (isLocale(first) && first !== market.defaultLocale && market.locales.includes(first)) {
    if (!market.pathPrefix) return [{ locale: first, rest: segs.slice(1), localeSource: 'path', alias: false }];
    return second === market.pathPrefix ? [{ locale: first, rest: segs.slice(2), localeSource: 'path', alias: false }] : [];
  }
  return [{ locale: market.defaultLocale, rest: segs, localeSource: 'market', alias: false }];
}

/** Specificity: literal parts outrank restricted parameters, then open parameters, then catch-alls. */
function score(family: RouteFamily): number[] {
  return family.pattern.map((p) => {
    if (p.startsWith('*')) return 1;
    if (p.startsWith(':')) return family.allowed?.[p.slice(1)] ? 3 : 2;
    return 4;
  });
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** A family's full pattern for one market and locale, literals already translated. */
interface CompiledRoute {
  family: RouteFamily;
  parts: readonly string[];
  catchAll: boolean;
}

const compiledCache = new WeakMap<Market, Map<string, CompiledRoute[]>>();

/** Candidates most specific first (literal > restricted > param > catch-all), once per market, locale and alias flag. */
function compiledRoutes(market: Market, locale: Locale, alias: boolean): CompiledRoute[] {
  let byKey = compiledCache.get(market);
  if (!byKey) compiledCache.set(market, (byKey = new Map()));
  const key = `${locale}:${alias}`;
  const cached = byKey.get(key);
  if (cached) return cached;
  const routes = ROUTE_FAMILIES.filter((f) => (alias ? f.unprefixedAlias === true : true) && familyExists(f, locale, market))
    .sort((a, b) => compareScores(score(a), score(b)))
    .map((family) => {
      const base = alias ? [] : familyPrefix(family, locale, market).slice(localePrefix(locale, market).length);
      const parts = [...base, ...family.pattern.map((p) => (p.startsWith(':') || p.startsWith('*') ? p : translatePart(p, locale)))];
      return { family, parts, catchAll: parts.length > 0 && parts[parts.length - 1]!.startsWith('*') };
    });
  byKey.set(key, routes);
  return routes;
}

function matchRoute(route: CompiledRoute, rest: string[]): ParsedPath['params'] | null {
  const { parts, catchAll, family } = route;
  if (catchAll ? rest.length < parts.length : rest.length !== parts.length) return null;
  const params: ParsedPath['params'] = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.startsWith('*')) {
      params[part.slice(1)] = rest.slice(i);
      break;
    }
    if (part.startsWith(':')) params[part.slice(1)] = rest[i]!;
    else if (part !== rest[i]) return null;
  }
  for (const [name, allowed] of Object.entries(family.allowed ?? {})) {
    const value = params[name];
    if (typeof value !== 'string' || !allowed.includes(value)) return null;
  }
  return params;
}

function variantOf(family: RouteFamily, params: ParsedPath['params']): string | undefined {
  const restricted = Object.keys(family.allowed ?? {})[0];
  const value = restricted ? params[restricted] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Parses a raw pathname against a market's route table; null for anything not exactly a route (wrong or missing locale, wrong case, extra
 * slashes, bad escapes, encoded `/` or `\`, dot segments, control characters, over MAX_PATH_LENGTH, no family). Never throws
 * (docs/requirements/urls.md#not-found). `/global/{customSlug}` parses with `localeSource: 'none'`.
 */
export function parsePath(pathname: string, market: Market): ParsedPath | null {
  if (typeof pathname !== 'string' || pathname.length > MAX_PATH_LENGTH || !pathname.startsWith('/')) return null;
  const segs = decodeSegments(pathname);
  if (!segs) return null;
  for (const { locale, rest, localeSource, alias } of splitLocale(segs, market)) {
    // Sorted by specificity, so the first match is the best one (no two families of a locale
    // match the same path: tested).
    for (const route of compiledRoutes(market, locale, alias)) {
      const params = matchRoute(route, rest);
      if (!params) continue;
      const id = routeId(route.family.id, locale, variantOf(route.family, params));
      return { family: route.family, locale, localeSource, params, routeId: id, segments: rest };
    }
  }
  return null;
}
