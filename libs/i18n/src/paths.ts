import { isLocale, type Locale } from './locales';
import { type Market } from './markets';
import { ROUTE_FAMILIES, getRouteFamily, type PatternPart, type RouteFamily } from './route-table';
import { SEGMENTS, type SegmentKey } from './segments';

/** Route parameters: one segment, or several for a catch-all (`*name`). */
export type RouteParams = Readonly<Record<string, string | readonly string[]>>;

/** The result of parsing a URL path against the route table. */
export interface ParsedPath {
  family: RouteFamily;
  locale: Locale;
  params: Record<string, string | string[]>;
  /** Remix route id with the locale suffix (SPEC.md 2.1), e.g. `products-slug___it`. */
  routeId: string;
}

/** Route id with the locale suffix of SPEC.md section 2.1: `{family}___{locale}`. */
export function routeId(familyId: string, locale: Locale): string {
  return `${familyId}___${locale}`;
}

/** Splits a suffixed route id back into family id and locale; null when it has no suffix. */
export function splitRouteId(id: string): { familyId: string; locale: Locale } | null {
  const at = id.lastIndexOf('___');
  if (at < 0) return null;
  const locale = id.slice(at + 3);
  return isLocale(locale) ? { familyId: id.slice(0, at), locale } : null;
}

/** True when the family exists in this locale of this market. */
export function familyExists(family: RouteFamily, locale: Locale, market: Market): boolean {
  return market.locales.includes(locale) && !(family.excludedLocales ?? []).includes(locale);
}

function translatePart(part: PatternPart, locale: Locale): string {
  if (part.startsWith('$')) return SEGMENTS[part.slice(1) as SegmentKey][locale];
  return part;
}

/**
 * The locale prefix of a market (DESIGN.md section 4): `['it', 'global']` on global,
 * nothing for the default locale of a prefix_except_default market.
 */
export function localePrefix(locale: Locale, market: Market): string[] {
  if (market.strategy === 'prefix_except_default' && locale === market.defaultLocale) return [];
  return market.pathPrefix ? [locale, market.pathPrefix] : [locale];
}

/**
 * Builds the path of a route family in a locale of a market (no trailing slash, SPEC.md 2.1).
 * Parameters are percent-encoded per segment; a catch-all takes an array or a `/`-joined string.
 * Throws when a parameter is missing or the family does not exist in that locale.
 */
export function buildPath(familyId: string, params: RouteParams, locale: Locale, market: Market): string {
  const family = getRouteFamily(familyId);
  if (!familyExists(family, locale, market)) {
    throw new Error(`Route "${familyId}" does not exist in ${market.id}/${locale}`);
  }
  const parts = family.pattern.flatMap((part) => {
    if (part.startsWith(':') || part.startsWith('*')) {
      const value = params[part.slice(1)];
      if (value === undefined || value.length === 0) throw new Error(`Missing parameter ${part} for ${familyId}`);
      const list = typeof value === 'string' ? value.split('/') : value;
      return list.filter(Boolean).map(encodeURIComponent);
    }
    return [translatePart(part, locale)];
  });
  return '/' + [...localePrefix(locale, market), ...parts].join('/');
}

/**
 * The Remix route path of a family in a locale (`/it/global/prodotti/:slug`); catch-alls
 * become Remix's trailing `*`.
 */
export function remixRoutePath(family: RouteFamily, locale: Locale, market: Market): string {
  const parts = family.pattern.map((part) => (part.startsWith('*') ? '*' : translatePart(part, locale)));
  return '/' + [...localePrefix(locale, market), ...parts].join('/');
}

function decodeSegments(pathname: string): string[] | null {
  const raw = pathname.split('/').slice(1);
  if (raw.length === 1 && raw[0] === '') return [];
  const out: string[] = [];
  for (const seg of raw) {
    if (seg === '') return null; // duplicate or trailing slash: not a canonical path
    try {
      out.push(decodeURIComponent(seg));
    } catch {
      return null;
    }
  }
  return out;
}

function splitLocale(segs: string[], market: Market): { locale: Locale; rest: string[] } | null {
  const [first, second] = segs;
  if (market.strategy === 'prefix') {
    if (!isLocale(first) || !market.locales.includes(first) || second !== market.pathPrefix) return null;
    return { locale: first, rest: segs.slice(2) };
  }
  if (isLocale(first) && first !== market.defaultLocale && market.locales.includes(first)) {
    const rest = market.pathPrefix ? (second === market.pathPrefix ? segs.slice(2) : null) : segs.slice(1);
    return rest ? { locale: first, rest } : null;
  }
  return { locale: market.defaultLocale, rest: segs };
}

/** Specificity: literal parts outrank parameters, which outrank catch-alls. */
function score(family: RouteFamily): number[] {
  return family.pattern.map((p) => (p.startsWith('*') ? 1 : p.startsWith(':') ? 2 : 3));
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function matchFamily(family: RouteFamily, rest: string[], locale: Locale): ParsedPath['params'] | null {
  const params: ParsedPath['params'] = {};
  const pattern = family.pattern;
  const catchAll = pattern.length > 0 && pattern[pattern.length - 1]!.startsWith('*');
  if (catchAll ? rest.length < pattern.length : rest.length !== pattern.length) return null;
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]!;
    if (part.startsWith('*')) {
      params[part.slice(1)] = rest.slice(i);
      break;
    }
    if (part.startsWith(':')) params[part.slice(1)] = rest[i]!;
    else if (translatePart(part, locale) !== rest[i]) return null;
  }
  for (const [name, allowed] of Object.entries(family.allowed ?? {})) {
    const value = params[name];
    if (typeof value !== 'string' || !allowed.includes(value)) return null;
  }
  return params;
}

/**
 * Parses a URL path (as sent, percent-encoded) against the route table of a market.
 * Returns null for anything that is not exactly a route of the market: unknown or absent locale
 * on a prefixed market, a locale the market lacks, wrong case, duplicate or trailing slashes,
 * malformed percent-encoding, or no family. Never throws (SPEC.md 8: unmatched route is a 404).
 */
export function parsePath(pathname: string, market: Market): ParsedPath | null {
  const segs = decodeSegments(pathname);
  if (!segs) return null;
  const split = splitLocale(segs, market);
  if (!split) return null;
  const { locale, rest } = split;
  const candidates = ROUTE_FAMILIES.filter((f) => familyExists(f, locale, market))
    .map((family) => ({ family, params: matchFamily(family, rest, locale) }))
    .filter((c): c is { family: RouteFamily; params: ParsedPath['params'] } => c.params !== null)
    .sort((a, b) => compareScores(score(a.family), score(b.family)));
  const best = candidates[0];
  if (!best) return null;
  return { family: best.family, locale, params: best.params, routeId: routeId(best.family.id, locale) };
}
